#include "nqueens/io/queens_reader.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>

#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"
#include "text/wording.hpp"
#include "text_lines.hpp"

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

// Where a line's characters stand, for messages: in `text`, from `start` on (an InputError points
// at the character), or, for a string of a JSON document, on input line `line` only.
struct LineAt {
  std::string_view text{};  // empty: a JSON string
  std::size_t start = 0;
  std::size_t line = 0;
  // Throws the problem at character i of the line.
  [[noreturn]] void fail(std::size_t i, std::string problem) const {
    if (text.empty()) throw InputError(fmt::format("line {}: {}", line, problem), std::nullopt);
    fail_at(text, start + i, std::move(problem));
  }
};

// A line of `text` (a view into it).
LineAt line_of(std::string_view text, std::string_view line, std::size_t number) {
  return {text, static_cast<std::size_t>(line.data() - text.data()), number};
}

// A list of columns read straight into squares (row r, column - 1), with no list of values
// first: the one-number-per-line form of 10^7 queens must not hold its columns twice. A value
// that no n can hold is kept aside and reported, in row order, once n is known.
struct ColumnList {
  Queens queens;
  std::size_t bad_row = 0;  // 1-based row of the first value outside [1, INT_MAX]; 0: none
  long long bad_value = 0;
};

// Appends the numbers of one line; throws at the token if one is not a number.
void append_numbers(std::string_view line, const LineAt& at, ColumnList& list) {
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
    const auto i = static_cast<std::size_t>(p - line.data());
    if (ec != std::errc() || stop != token_end)
      at.fail(i, fmt::format("{} is not a column number",
                             quote(std::string_view(p, static_cast<std::size_t>(token_end - p)))));
    if (squares.size() == static_cast<std::size_t>(std::numeric_limits<int>::max())) at.fail(i, "too many columns");
    const bool fits = v >= 1 && v <= std::numeric_limits<int>::max();
    if (!fits && list.bad_row == 0) list.bad_row = squares.size() + 1, list.bad_value = v;
    squares.push_back({static_cast<int>(squares.size()), fits ? static_cast<int>(v - 1) : 0});
    p = token_end;
  }
}

// The list, begun on input line `line`, as a placement of n = its length; throws at the first
// column outside 1..n through fail(index of the column in the list, problem).
template <class Fail>
Queens finish_columns(ColumnList& list, std::size_t line, Fail&& fail) {
  Queens q = std::move(list.queens);
  q.n = static_cast<int>(q.queens.size());
  q.line = line;
  for (const Square& s : q.queens) {
    const auto row = static_cast<std::size_t>(s.row) + 1;
    const long long column = row == list.bad_row ? list.bad_value : s.column + 1LL;
    if (column < 1 || column > q.n)
      fail(row - 1, fmt::format("row {} has column {}, outside 1..{} (columns count from 1)", row, column, q.n));
  }
  list = {};
  return q;
}

// Adds one line of a board as row `row` of q (whose n the first line sets).
void append_board_row(std::string_view line, const LineAt& at, int row, Queens& q) {
  int column = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (is_blank(c)) continue;
    if (c == 'Q' || c == 'q') {
      q.queens.push_back({row, column});
    } else if (c != '.') {
      at.fail(i, fmt::format("{} is neither Q nor . on a board", quote(line.substr(i), 4)));
    }
    ++column;
  }
  if (row == 0) q.n = column;
  if (column != q.n)
    at.fail(0, fmt::format("board row {} has {}, its first row {}: a board is square", row + 1,
                           plural(column, "square"), q.n));
}

// The board whose first line is `first` has `rows` rows.
void finish_board(const Queens& q, int rows, const LineAt& first) {
  if (rows != q.n)
    first.fail(0, fmt::format("the board has {} of {}: a board is square", plural(rows, "row"), plural(q.n, "square")));
}

std::vector<Queens> parse_boards(std::string_view text) {
  std::vector<Queens> out;
  Queens board;
  int rows = 0;
  LineAt first;
  Lines lines(text);
  for (std::string_view line; lines.next(line);) {
    if (kind_of(line) != LineKind::content) {
      if (rows > 0) finish_board(board, rows, first), out.push_back(std::move(board));
      board = {}, rows = 0;
      continue;
    }
    const LineAt at = line_of(text, line, lines.number());
    if (rows == 0) board.line = lines.number(), first = at;
    append_board_row(line, at, rows++, board);
  }
  if (rows > 0) finish_board(board, rows, first), out.push_back(std::move(board));
  return out;
}

// The offset in `text` of the index-th number (from 0) of the list whose first line starts at
// `from`, past blank and heading lines: where a message about that column points.
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

std::vector<Queens> parse_lists(std::string_view text, bool placement_per_line) {
  std::vector<Queens> out;
  ColumnList list;
  // A column takes at least two characters of text but the last: reserving that much touches
  // no memory until used, and spares the copies of a growing vector.
  if (!placement_per_line) list.queens.queens.reserve(text.size() / 2 + 1);
  std::size_t first_line = 0, from = 0;
  // A column outside 1..n: the message points at it, found again in the text (only then).
  auto fail_from = [&](std::size_t start) {
    return [&text, start](std::size_t k, std::string problem) {
      fail_at(text, offset_of_number(text, start, k), std::move(problem));
    };
  };
  Lines lines(text);
  for (std::string_view line; lines.next(line);) {
    if (kind_of(line) != LineKind::content) continue;
    const LineAt at = line_of(text, line, lines.number());
    if (first_line == 0) first_line = lines.number(), from = at.start;
    append_numbers(line, at, list);
    if (placement_per_line) out.push_back(finish_columns(list, lines.number(), fail_from(at.start)));
  }
  if (!placement_per_line && !list.queens.queens.empty())
    out.push_back(finish_columns(list, first_line, fail_from(from)));
  return out;
}

// One placement of a JSON text, `element`, which starts on line `line`: an object whose
// "columns" count from 1 (null: none, and no placement), or LeetCode's board, an array of
// strings of Q and '.'. The object's "n", if any, must be the number of columns.
std::optional<Queens> json_placement(const nlohmann::json& element, std::size_t line) {
  if (element.is_array()) {  // a board
    // A board of no rows would be a 0×0 board, which no reader gives (LeetCode's n is at least 1).
    if (element.empty()) throw std::invalid_argument(fmt::format("line {}: an empty board, with no row", line));
    Queens board;
    board.line = line;
    for (std::size_t r = 0; r < element.size(); ++r) {
      if (!element[r].is_string())
        throw std::invalid_argument(fmt::format("line {}: board row {} is not a string of Q and .", line, r + 1));
      append_board_row(element[r].get_ref<const std::string&>(), LineAt{{}, 0, line}, static_cast<int>(r), board);
    }
    finish_board(board, static_cast<int>(element.size()), LineAt{{}, 0, line});
    return board;
  }
  if (!element.is_object() || !element.contains("columns"))
    throw std::invalid_argument(fmt::format("line {}: expected an object with \"columns\" or a board", line));
  const nlohmann::json& columns = element["columns"];
  if (columns.is_null()) return std::nullopt;
  if (!columns.is_array() || columns.empty())
    throw std::invalid_argument(fmt::format("line {}: \"columns\" is not a list of column numbers", line));
  ColumnList list;
  for (std::size_t r = 0; r < columns.size(); ++r) {
    if (!columns[r].is_number_integer())
      throw std::invalid_argument(
          fmt::format("line {}: row {} has column {}, not a column number", line, r + 1, quote(columns[r].dump(), 20)));
    const auto v = columns[r].get<std::int64_t>();
    const bool fits = v >= 1 && v <= std::numeric_limits<int>::max();
    if (!fits && list.bad_row == 0) list.bad_row = r + 1, list.bad_value = v;
    list.queens.queens.push_back({static_cast<int>(r), fits ? static_cast<int>(v - 1) : 0});
  }
  Queens q = finish_columns(list, line, [line](std::size_t, std::string problem) {
    throw InputError(fmt::format("line {}: {}", line, problem), std::nullopt);
  });
  if (element.contains("n") && element["n"] != q.n)
    throw std::invalid_argument(fmt::format("line {}: \"n\" is {} but \"columns\" has {}", line,
                                            quote(element["n"].dump(), 20), plural(q.n, "column")));
  return q;
}

// What the JSON parser says of a text it cannot read: where, and why.
std::string json_error(const std::string& text) {
  try {
    [[maybe_unused]] const nlohmann::json parsed = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    const std::string_view what = e.what();  // "[json.exception.parse_error.101] parse error at line 2, ..."
    return std::string(what.substr(what.find(']') + 2));
  }
  return "no placement";
}

void append_json_placement(const nlohmann::json& element, std::size_t line, std::vector<Queens>& out) {
  if (auto q = json_placement(element, line)) out.push_back(std::move(*q));
}

// The placements of a text in one of the tool's JSON formats: json's array of solution objects
// or its one object (of find, complete), LeetCode's array of boards, or jsonl's object a line.
std::vector<Queens> parse_json_placements(std::string_view text) {
  const JsonText joined = join_for_json(split_lines(text));
  const nlohmann::json document = parse_json(joined.text);
  std::vector<Queens> out;
  if (document.is_array()) {
    for (std::size_t k = 0; k < document.size(); ++k)
      append_json_placement(document[k], k < joined.element_lines.size() ? joined.element_lines[k] : 1, out);
  } else if (document.is_object()) {
    append_json_placement(document, 1, out);
  } else if (joined.text.find_first_not_of(" \t\n,") == joined.text.find('[')) {
    throw std::invalid_argument("the input is not JSON: " + json_error(joined.text));
  } else {  // JSON lines, or malformed
    Lines lines(text);
    for (std::string_view line; lines.next(line);) {
      if (kind_of(line) == LineKind::blank) continue;
      const nlohmann::json element = parse_json(line);
      if (element.is_discarded())
        throw std::invalid_argument(fmt::format("line {}: {} is not JSON", lines.number(), quote(trim(line), 20)));
      append_json_placement(element, lines.number(), out);
    }
  }
  if (out.empty()) throw std::invalid_argument("the input holds no placement: its JSON lists no columns");
  return out;
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
  if (first.front() == '[' || first.front() == '{') return parse_json_placements(text);
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
