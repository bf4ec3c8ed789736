#include "nqueens/io/queens_reader.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>

#include "io/text_lines.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"
#include "nqueens/wording.hpp"

namespace nqueens::io {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == ','; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

enum class LineKind { blank, heading, content };

LineKind kind_of(std::string_view line) {
  line = trim(line);
  if (line.empty()) return LineKind::blank;
  const char c = line.front();
  const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  if (c == '#' || (letter && c != 'Q' && c != 'q')) return LineKind::heading;
  return LineKind::content;
}

// Walks the text line by line, counting lines from 1.
class Lines {
 public:
  explicit Lines(std::string_view text) : rest_(text) {}
  bool next(std::string_view& line) {
    if (done_) return false;
    const auto newline = rest_.find('\n');
    line = rest_.substr(0, newline);
    done_ = newline == std::string_view::npos;
    if (!done_) rest_.remove_prefix(newline + 1);
    ++number_;
    return true;
  }
  std::size_t number() const { return number_; }

 private:
  std::string_view rest_;
  std::size_t number_ = 0;
  bool done_ = false;
};

// A list of columns read straight into squares (row r, column - 1), with no list of values
// first: the one-number-per-line form of 10^7 queens must not hold its columns twice. A value
// that no n can hold is kept aside and reported, in row order, once n is known.
struct ColumnList {
  Queens queens;
  std::size_t bad_row = 0;  // 1-based row of the first value outside [1, INT_MAX]; 0: none
  long long bad_value = 0;
};

// Appends the numbers of one line of `text`; throws at the token if one is not a number.
void append_numbers(std::string_view text, std::string_view line, ColumnList& list) {
  const char* p = line.data();
  const char* end = p + line.size();
  auto& squares = list.queens.queens;
  while (p < end) {
    if (is_blank(*p)) {
      ++p;
      continue;
    }
    const char* token_end = p;
    while (token_end < end && !is_blank(*token_end)) ++token_end;
    long long v = 0;
    auto [stop, ec] = std::from_chars(p, token_end, v);
    const auto offset = static_cast<std::size_t>(p - text.data());
    if (ec != std::errc() || stop != token_end)
      fail_at(text, offset,
              fmt::format("{} is not a column number",
                          quote(std::string_view(p, static_cast<std::size_t>(token_end - p)))));
    if (squares.size() == static_cast<std::size_t>(std::numeric_limits<int>::max()))
      fail_at(text, offset, "too many columns");
    const bool fits = v >= 1 && v <= std::numeric_limits<int>::max();
    if (!fits && list.bad_row == 0) list.bad_row = squares.size() + 1, list.bad_value = v;
    squares.push_back({static_cast<int>(squares.size()), fits ? static_cast<int>(v - 1) : 0});
    p = token_end;
  }
}

// The offset in `text` of the index-th number (from 0) of the list whose first line starts at
// `from`, past blank and heading lines: where a message about that column points.
std::size_t offset_of_number(std::string_view text, std::size_t from, std::size_t index);

// The list as a placement of n = its length, which began on line `line` at offset `from` of
// `text`; throws at the first column outside 1..n.
Queens finish_columns(std::string_view text, ColumnList& list, std::size_t line, std::size_t from) {
  Queens q = std::move(list.queens);
  q.n = static_cast<int>(q.queens.size());
  q.line = line;
  for (const Square& s : q.queens) {
    const auto row = static_cast<std::size_t>(s.row) + 1;
    const long long column = row == list.bad_row ? list.bad_value : s.column + 1LL;
    if (column < 1 || column > q.n)
      fail_at(text, offset_of_number(text, from, row - 1),
              fmt::format("row {} has column {}, outside 1..{} (columns count from 1)", row, column, q.n));
  }
  list = {};
  return q;
}

// Adds one line of a board, a view into `text`, as row `row` of q (whose n the first line sets).
void append_board_row(std::string_view text, std::string_view line, int row, Queens& q) {
  const auto line_start = static_cast<std::size_t>(line.data() - text.data());
  int column = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (is_blank(c)) continue;
    if (c == 'Q' || c == 'q') {
      q.queens.push_back({row, column});
    } else if (c != '.') {
      fail_at(text, line_start + i, fmt::format("{} is neither Q nor . on a board", quote(line.substr(i), 4)));
    }
    ++column;
  }
  if (row == 0) q.n = column;
  if (column != q.n)
    fail_at(text, line_start,
            fmt::format("board row {} has {}, its first row {}: a board is square", row + 1, plural(column, "square"),
                        q.n));
}

// The board that began at offset `from` of `text` has `rows` rows.
void finish_board(std::string_view text, const Queens& q, int rows, std::size_t from) {
  if (rows != q.n)
    fail_at(text, from,
            fmt::format("the board has {} of {}: a board is square", plural(rows, "row"), plural(q.n, "square")));
}

std::vector<Queens> parse_boards(std::string_view text) {
  std::vector<Queens> out;
  Queens board;
  int rows = 0;
  std::size_t from = 0;
  Lines lines(text);
  for (std::string_view line; lines.next(line);) {
    if (kind_of(line) != LineKind::content) {
      if (rows > 0) finish_board(text, board, rows, from), out.push_back(std::move(board));
      board = {}, rows = 0;
      continue;
    }
    if (rows == 0) board.line = lines.number(), from = static_cast<std::size_t>(line.data() - text.data());
    append_board_row(text, line, rows++, board);
  }
  if (rows > 0) finish_board(text, board, rows, from), out.push_back(std::move(board));
  return out;
}

std::vector<Queens> parse_lists(std::string_view text, bool placement_per_line) {
  std::vector<Queens> out;
  ColumnList list;
  // A column takes at least two characters of text but the last: reserving that much touches
  // no memory until used, and spares the copies of a growing vector.
  if (!placement_per_line) list.queens.queens.reserve(text.size() / 2 + 1);
  std::size_t first_line = 0, from = 0;
  Lines lines(text);
  for (std::string_view line; lines.next(line);) {
    if (kind_of(line) != LineKind::content) continue;
    const auto line_start = static_cast<std::size_t>(line.data() - text.data());
    if (first_line == 0) first_line = lines.number(), from = line_start;
    append_numbers(text, line, list);
    if (placement_per_line) out.push_back(finish_columns(text, list, lines.number(), line_start));
  }
  if (!placement_per_line && !list.queens.queens.empty()) out.push_back(finish_columns(text, list, first_line, from));
  return out;
}

std::size_t offset_of_number(std::string_view text, std::size_t from, std::size_t index) {
  Lines lines(text.substr(from));
  for (std::string_view line; lines.next(line);) {
    if (kind_of(line) != LineKind::content) continue;
    for (std::size_t i = 0; i < line.size();) {
      if (is_blank(line[i])) {
        ++i;
        continue;
      }
      if (index-- == 0) return static_cast<std::size_t>(line.data() + i - text.data());
      while (i < line.size() && !is_blank(line[i])) ++i;
    }
  }
  return from;
}

}  // namespace

std::vector<Queens> parse_placements(std::string_view text) {
  text = without_byte_order_mark(text);
  Lines lines(text);
  std::string_view first;
  std::size_t first_number = 0;
  for (std::string_view line; lines.next(line);)
    if (kind_of(line) == LineKind::content) {
      first = trim(line);
      first_number = lines.number();
      break;
    }
  if (first_number == 0) throw InputError("the input holds no placement: expected columns or a board", std::nullopt);
  if (first.find_first_of("0123456789-+") == std::string_view::npos) return parse_boards(text);
  // Several numbers on the first line make one placement a line (first is trimmed: a blank
  // inside it separates two numbers).
  const bool several = first.find_first_of(" \t\r,") != std::string_view::npos;
  return parse_lists(text, several);
}

Queens parse_queens(std::string_view text) {
  auto placements = parse_placements(text);
  if (placements.size() != 1)
    throw InputError(fmt::format("expected one placement, found {}", placements.size()), std::nullopt);
  return std::move(placements.front());
}

std::string read_text(const std::string& path) {
  const bool standard_input = path == "-";
  const std::string name = standard_input ? "standard input" : quote(path, std::string::npos);
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(standard_input ? stdin : std::fopen(path.c_str(), "rb"),
                                                       standard_input ? [](std::FILE*) { return 0; } : std::fclose);
  if (!file) throw std::invalid_argument(fmt::format("cannot read {}: {}", name, std::strerror(errno)));
  std::string text;
  char block[1 << 16];
  std::size_t got;
  while ((got = std::fread(block, 1, sizeof block, file.get())) > 0) text.append(block, got);
  if (std::ferror(file.get()))
    throw std::invalid_argument(fmt::format("cannot read {}: {}", name, std::strerror(errno)));
  return text;
}

}  // namespace nqueens::io
