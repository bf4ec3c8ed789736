#include "nqueens/io/input_error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "io/text_lines.hpp"

namespace nqueens::io {

namespace {

// The characters (code points) of `text`: every byte but UTF-8's continuation bytes.
std::size_t characters(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return !is_utf8_continuation(c); }));
}

std::string what_of(const std::string& problem, const std::optional<TextPosition>& where, const std::string& source) {
  if (!where) return source.empty() ? problem : fmt::format("{}: {}", source, problem);
  if (source.empty()) return fmt::format("line {}, column {}: {}", where->line, where->column, problem);
  return fmt::format("{}:{}:{}: {}", source, where->line, where->column, problem);
}

// One character of a line as the excerpt shows it, in one column.
std::string shown(std::string_view character) {
  const auto c = static_cast<unsigned char>(character.front());
  if (c == '\t') return " ";
  if (c < 0x20 || c == 0x7F) return "?";
  if (c < 0x80) return std::string(character);
  // A valid sequence is a lead byte 0xC2..0xF4 and as many continuation bytes as it announces.
  const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (length == 0 || c > 0xF4 || character.size() != length) return "?";
  return std::string(character);
}

}  // namespace

TextPosition position_in(std::string_view text, std::size_t offset) {
  if (offset > text.size()) throw std::out_of_range("position_in: the offset lies past the end of the text");
  TextPosition where;
  const std::size_t start = offset == 0 ? 0 : text.rfind('\n', offset - 1);
  const std::size_t line_start = start == std::string_view::npos || offset == 0 ? 0 : start + 1;
  where.line = 1 + static_cast<std::size_t>(
                       std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(line_start), '\n'));
  std::size_t line_end = text.find('\n', line_start);
  if (line_end == std::string_view::npos) line_end = text.size();
  std::string_view line = text.substr(line_start, line_end - line_start);
  std::size_t before = offset - line_start;  // bytes of the line before the offset
  if (line_start == 0 && line.starts_with(byte_order_mark)) {
    line.remove_prefix(byte_order_mark.size());
    before = before >= byte_order_mark.size() ? before - byte_order_mark.size() : 0;
  }
  if (line.ends_with('\r')) line.remove_suffix(1);
  where.column = 1 + characters(text.substr(offset - before, before));
  where.line_text = std::string(line);
  return where;
}

InputError::InputError(std::string problem, std::optional<TextPosition> where, std::string source)
    : std::invalid_argument(what_of(problem, where, source)),
      problem_(std::move(problem)),
      where_(std::move(where)),
      source_(std::move(source)) {}

void fail_at(std::string_view text, std::size_t offset, std::string problem) {
  throw InputError(std::move(problem), position_in(text, offset));
}

std::string excerpt(const TextPosition& where) {
  constexpr std::size_t before = 60, after = 40;  // characters shown around the column
  // The line's characters, each shown in one column.
  std::vector<std::string> shown_characters;
  const std::string_view line = where.line_text;
  for (std::size_t i = 0; i < line.size();) {
    std::size_t end = i + 1;
    while (end < line.size() && is_utf8_continuation(line[end])) ++end;
    shown_characters.push_back(shown(line.substr(i, end - i)));
    i = end;
  }
  const std::size_t column = where.column - 1;  // 0-based; may be just past the line's end
  const std::size_t first = column > before ? column - before : 0;
  const std::size_t last = std::min(shown_characters.size(), column + after);
  std::string text = first > 0 ? "..." : "";
  for (std::size_t i = first; i < last; ++i) text += shown_characters[i];
  if (last < shown_characters.size()) text += "...";
  // The caret's place counts characters, not bytes: the "..." three, each shown character one.
  const std::size_t caret = (first > 0 ? 3 : 0) + (column - first);
  const std::string number = std::to_string(where.line);
  return fmt::format(" {} | {}\n {} | {}^\n", number, text, std::string(number.size(), ' '), std::string(caret, ' '));
}

}  // namespace nqueens::io
