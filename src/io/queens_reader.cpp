#include "io/queens_reader.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>

namespace nqueens::io {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (is_blank(s.front()) || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (is_blank(s.back()) || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

// Reads the columns straight into squares, with no list of values first. A value that no n can hold is remembered and
// reported in row order with those past n, once n is known.
Queens parse_column_list(std::string_view text) {
  Queens q;
  std::size_t line = 1;
  std::size_t first_invalid = std::numeric_limits<std::size_t>::max();
  long long invalid_value = 0;
  // Every column takes at least two characters but the last; the pages reserved beyond the
  // list's end are never touched, and growing by copies would double the peak.
  q.queens.reserve(text.size() / 2 + 1);
  const char* p = text.data();
  const char* end = p + text.size();
  while (p < end) {
    if (*p == '\n') ++line;
    if (is_blank(*p) || *p == '\n' || *p == ',') {
      ++p;
      continue;
    }
    long long v = 0;
    auto [next, ec] = std::from_chars(p, end, v);
    if (ec != std::errc() || (next < end && !is_blank(*next) && *next != '\n' && *next != ',')) {
      const char* token_end = p;
      while (token_end < end && !is_blank(*token_end) && *token_end != '\n') ++token_end;
      throw std::invalid_argument(fmt::format("line {}: '{}' is not a column number", line,
                                              std::string_view(p, static_cast<std::size_t>(token_end - p))));
    }
    if (q.queens.size() == static_cast<std::size_t>(std::numeric_limits<int>::max()))
      throw std::invalid_argument("too many columns");
    const bool fits = v >= 1 && v <= std::numeric_limits<int>::max();
    if (!fits && first_invalid == std::numeric_limits<std::size_t>::max()) {
      first_invalid = q.queens.size();
      invalid_value = v;
    }
    q.queens.push_back({static_cast<int>(q.queens.size()), fits ? static_cast<int>(v - 1) : 0});
    p = next;
  }
  q.n = static_cast<int>(q.queens.size());
  for (std::size_t r = 0; r < q.queens.size(); ++r) {
    const long long v = r == first_invalid ? invalid_value : q.queens[r].column + 1LL;
    if (v < 1 || v > q.n)
      throw std::invalid_argument(
          fmt::format("row {}: column {} is outside 1..{} (columns count from 1)", r + 1, v, q.n));
  }
  return q;
}

Queens parse_board(std::string_view text) {
  Queens q;
  int row = 0;
  while (!text.empty()) {
    const auto newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
    int column = 0;
    for (char c : line) {
      if (is_blank(c)) continue;
      if (c == 'Q' || c == 'q') {
        q.queens.push_back({row, column});
      } else if (c != '.') {
        throw std::invalid_argument(fmt::format("board line {}: '{}' is neither Q nor .", row + 1, c));
      }
      ++column;
    }
    if (row == 0) q.n = column;
    if (column != q.n)
      throw std::invalid_argument(
          fmt::format("board line {} has {} squares, the first line {}: a board must be square", row + 1, column, q.n));
    ++row;
  }
  if (row != q.n)
    throw std::invalid_argument(fmt::format("the board has {} lines of {} squares: a board must be square", row, q.n));
  return q;
}

}  // namespace

Queens parse_queens(std::string_view text) {
  text = trim(text);
  if (text.empty()) throw std::invalid_argument("the input is empty: expected a list of columns or a board");
  const std::string_view first_line = text.substr(0, text.find('\n'));
  const bool list = first_line.find_first_of("0123456789-+") != std::string_view::npos;
  return list ? parse_column_list(text) : parse_board(text);
}

std::string read_text(const std::string& path) {
  const bool stdin_path = path == "-";
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(stdin_path ? stdin : std::fopen(path.c_str(), "rb"),
                                                       stdin_path ? [](std::FILE*) { return 0; } : std::fclose);
  if (!file) throw std::runtime_error(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
  std::string text;
  char block[1 << 16];
  std::size_t got;
  while ((got = std::fread(block, 1, sizeof block, file.get())) > 0) text.append(block, got);
  if (std::ferror(file.get()))
    throw std::runtime_error(
        fmt::format("cannot read '{}': {}", stdin_path ? "standard input" : path, std::strerror(errno)));
  return text;
}

}  // namespace nqueens::io
