#pragma once
// Buffered text output for large listings.

#include <fmt/format.h>

#include <cstdio>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>

namespace nqueens::io {

// Collects text in memory and writes it in large blocks, so listing millions of solutions runs
// at disk speed. On a terminal each finished record is flushed at once, so a slow listing
// shows its first lines immediately.
// Throws std::runtime_error when the stream cannot be written (disk full, closed descriptor);
// a closed pipe ends the process quietly through SIGPIPE, as Unix filters do.
class Output {
 public:
  // Writes to `file` (stdout, or a file opened for writing), which it does not close.
  explicit Output(std::FILE* file);
  // Flushes what is buffered, unless an exception is unwinding the stack: output for a
  // request that failed must not appear half-written. A write error here is lost (a destructor
  // cannot throw): call flush() at the end to see it.
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  // Appends the text formatted by fmt (fmt::format's rules, checked at compile time).
  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(buffer_), format, std::forward<Args>(args)...);
  }
  // Appends `text` as it is.
  void write(std::string_view text) { buffer_.append(text); }
  // Appends one byte.
  void put(char c) { buffer_.push_back(c); }

  // Marks the end of a record (a solution, a line): flushes if the buffer is large or the
  // stream is a terminal.
  void end_record();
  // Writes what is buffered and flushes the stream; throws std::runtime_error if it cannot.
  void flush();

 private:
  std::FILE* file_;
  bool terminal_;
  fmt::memory_buffer buffer_;
};

// The text that `write` sends to an Output, as a string (for a caller that wants the text, not
// a stream: the Python module, a comparison with a program's output).
// Throws std::runtime_error if no memory stream can be opened; rethrows what `write` throws.
std::string written(const std::function<void(Output&)>& write);

}  // namespace nqueens::io
