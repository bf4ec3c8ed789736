#pragma once
// Malformed input that a reader can point at: the line and column where it stopped, and that
// line's text, so a front end can show the spot under a caret (as compilers do).

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace nqueens::io {

// A place in a text: line and column count from 1; the column counts characters (UTF-8 code
// points), not bytes, and a byte order mark at the start of the text is not one of them.
struct TextPosition {
  std::size_t line = 1;    // from 1
  std::size_t column = 1;  // from 1, in characters
  std::string line_text;   // the whole line, without its LF or CR LF (and without a byte order mark)
  friend bool operator==(const TextPosition&, const TextPosition&) = default;
};

// Where byte `offset` of `text` lies (offset == text.size(): just past the last character).
// O(offset + length of its line). Throws std::out_of_range if offset > text.size().
TextPosition position_in(std::string_view text, std::size_t offset);

// Bad input, std::invalid_argument as every reader's errors are, with the place it lies at if
// there is one (a problem of the whole text, such as a missing parameter, has none) and, once a
// front end has named it, where the text came from (`source`: a file's name). what() is
// "SOURCE:LINE:COLUMN: PROBLEM" (GNU's form, which editors and terminals follow), with
// "line L, column C: " before the problem while no source is named, and the parts that are
// unknown left out.
class InputError : public std::invalid_argument {
 public:
  // `problem` in words, the place it lies at (nullopt: none), and the text's source ("": not named).
  InputError(std::string problem, std::optional<TextPosition> where, std::string source = {});
  // The problem alone, in words: "expected '[', found ']'".
  const std::string& problem() const noexcept { return problem_; }
  // The place the problem lies at; nullopt for a problem of the whole text.
  const std::optional<TextPosition>& where() const noexcept { return where_; }
  // Where the text came from (a file's name); empty until a front end names it.
  const std::string& source() const noexcept { return source_; }
  // The same error, naming where its text came from.
  InputError from(std::string source) const { return InputError(problem_, where_, std::move(source)); }

 private:
  std::string problem_;
  std::optional<TextPosition> where_;
  std::string source_;
};

// Throws InputError(problem) at byte `offset` of `text` (position_in).
[[noreturn]] void fail_at(std::string_view text, std::size_t offset, std::string problem);

// The line of `where` and a caret under its column, for people, each line indented and ending
// with '\n':
//     597 | [28,27],
//         |        ^
// A long line is cut to about 100 characters around the column ("..." at a cut); a tab shows
// as a space, other control bytes and invalid UTF-8 as '?', one column each, so that the caret
// stays under its spot.
std::string excerpt(const TextPosition& where);

}  // namespace nqueens::io
