#include "nqueens/io/output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <stdexcept>

namespace nqueens::io {

namespace {
constexpr std::size_t flush_threshold = 1 << 16;
}

Output::Output(std::FILE* file) : file_(file), terminal_(isatty(fileno(file)) != 0) {}

Output::~Output() {
  if (std::uncaught_exceptions() > 0) return;
  try {
    flush();
  } catch (...) {
    // A destructor must not throw; the caller flushes explicitly to see write errors.
  }
}

void Output::end_record() {
  if (terminal_ || buffer_.size() >= flush_threshold) flush();
}

void Output::flush() {
  if (buffer_.size() == 0) return;
  const std::size_t written = std::fwrite(buffer_.data(), 1, buffer_.size(), file_);
  const bool ok = written == buffer_.size() && std::fflush(file_) == 0;
  buffer_.clear();
  if (!ok) throw std::runtime_error(fmt::format("cannot write the output: {}", std::strerror(errno)));
}

std::string written(const std::function<void(Output&)>& write) {
  char* data = nullptr;
  std::size_t size = 0;
  std::FILE* file = open_memstream(&data, &size);
  if (file == nullptr) throw std::runtime_error("cannot open a memory stream");
  auto close = [&] {
    std::fclose(file);
    std::unique_ptr<char, decltype(&std::free)> owned(data, &std::free);
    return std::string(data, size);
  };
  try {
    Output out(file);
    write(out);
    out.flush();
  } catch (...) {
    close();
    throw;
  }
  return close();
}

}  // namespace nqueens::io
