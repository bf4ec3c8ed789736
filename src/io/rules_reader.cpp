#include "nqueens/io/rules_reader.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "io/text_lines.hpp"
#include "io/tokens.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

using parse::given_once;
using parse::Syntax;
using parse::Tokens;

// The languages of the files: what each counts as a comment.
const Syntax asp_syntax{.line_comments = "%", .block_open = "%*", .block_close = "*%", .dots_in_words = false};
const Syntax minizinc_syntax{.line_comments = "%", .block_open = "/*", .block_close = "*/", .dots_in_words = true};
const Syntax essence_syntax{.line_comments = "$", .block_open = {}, .block_close = {}, .dots_in_words = true};
// CSPLib 79's generator writes MiniZinc-like statements that its Essence' models read.
const Syntax diagonals_syntax{.line_comments = "$%", .block_open = "/*", .block_close = "*/", .dots_in_words = true};

// A square given from 1, with the offset of the text that gives it.
struct GivenSquare {
  int row = 0;
  int column = 0;
  std::size_t offset = 0;
};

// The squares counted from 0; throws naming the first one off the board (counted from 1).
std::vector<Square> from_one(const Tokens& tokens, const std::vector<GivenSquare>& given, int n,
                             std::string_view what) {
  std::vector<Square> out;
  out.reserve(given.size());
  for (const GivenSquare& g : given) {
    if (g.row < 1 || g.row > n || g.column < 1 || g.column > n)
      tokens.fail_at(g.offset, fmt::format("{} ({}, {}) is off the {}×{} board (rows and columns count from 1)", what,
                                           g.row, g.column, n, n));
    out.push_back({g.row - 1, g.column - 1});
  }
  return out;
}

// The board size at `offset` must be at least 1.
void require_size(const Tokens& tokens, int n, std::size_t offset) {
  if (n < 1) tokens.fail_at(offset, fmt::format("the board size n must be at least 1, got {}", n));
}

void require_given(bool seen, std::string_view what) {
  if (!seen) throw InputError(fmt::format("the input has no {}", what), std::nullopt);
}

// --- Boards of squares.

bool is_board_square(char c) { return c == '.' || c == '*' || c == '#' || c == 'Q' || c == 'q'; }
bool is_board_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool is_blank_board_line(std::string_view line) {
  for (char c : line)
    if (!is_board_blank(c)) return false;
  return true;
}

bool is_board_line(std::string_view line) {
  bool square = false;
  for (char c : line) {
    if (is_board_square(c))
      square = true;
    else if (!is_board_blank(c))
      return false;
  }
  return square;
}

BlockedBoard parse_board(std::string_view text) {
  BlockedBoard b{BlockedFormat::board, 0, 0, {}, {}};
  bool ended = false;  // a blank line after the board's rows
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const std::size_t line_start = start;
    start = end + 1;
    if (is_blank_board_line(line)) {
      ended = b.rows > 0;
      continue;
    }
    if (ended) fail_at(text, line_start, "the board goes on after a blank line");
    int column = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (is_board_blank(c)) continue;
      if (!is_board_square(c))
        fail_at(text, line_start + i,
                fmt::format("{} is not a square: expected '.' (free), '*' or '#' (blocked), or 'Q' (a queen)",
                            quote(line.substr(i, 1))));
      if (c == '*' || c == '#') b.blocked.push_back({b.rows, column});
      if (c == 'Q' || c == 'q') b.queens.push_back({b.rows, column});
      ++column;
    }
    if (b.rows == 0) b.n = column;
    if (column != b.n)
      fail_at(text, line_start,
              fmt::format("board row {} has {}, its first row {}", b.rows + 1, plural(column, "square"), b.n));
    ++b.rows;
  }
  if (b.rows > b.n)
    throw InputError(fmt::format("the board has {} of {}: at most as many rows as columns", plural(b.rows, "row"),
                                 plural(b.n, "square")),
                     std::nullopt);
  return b;
}

// --- ASP facts.

BlockedBoard parse_asp(std::string_view text) {
  Tokens tokens(text, asp_syntax);
  BlockedBoard b{BlockedFormat::asp, 0, 0, {}, {}};
  bool has_board = false;
  std::size_t board_offset = 0;
  std::vector<GivenSquare> blocks;
  while (!tokens.done()) {
    const std::size_t offset = tokens.offset();
    const std::string_view fact = tokens.word("a fact, board(N) or block(R, C)");
    tokens.expect("(");
    if (fact == "board") {
      given_once(tokens, has_board, "board(N)", offset);
      board_offset = tokens.offset();
      b.n = tokens.number("the board size N");
    } else if (fact == "block") {
      GivenSquare s{0, 0, offset};
      s.row = tokens.number("the row R");
      tokens.expect(",");
      s.column = tokens.number("the column C");
      blocks.push_back(s);
    } else {
      tokens.fail_at(offset, fmt::format("unknown fact {}: expected board(N) or block(R, C)", quote(fact)));
    }
    tokens.expect(")");
    tokens.expect(".");
  }
  require_given(has_board, "board(N) fact");
  require_size(tokens, b.n, board_offset);
  b.rows = b.n;
  b.blocked = from_one(tokens, blocks, b.n, "block");
  return b;
}

// --- MiniZinc data and Essence' parameters: "name = value" statements.

BlockedBoard parse_minizinc(std::string_view text) {
  Tokens tokens(text, minizinc_syntax);
  BlockedBoard b{BlockedFormat::minizinc, 0, 0, {}, {}};
  bool has_n = false, has_m = false, has_row = false, has_col = false;
  int m = 0;
  std::size_t n_offset = 0, m_offset = 0, col_offset = 0;
  std::vector<parse::Number> rows, columns;
  parse::read_statements(tokens, false, "n, m, row or col", [&](std::string_view name, std::size_t offset) {
    if (name == "n") {
      given_once(tokens, has_n, name, offset);
      n_offset = tokens.offset();
      b.n = tokens.number("the board size n");
    } else if (name == "m") {
      given_once(tokens, has_m, name, offset);
      m_offset = tokens.offset();
      m = tokens.number("the number of blocked squares m");
    } else if (name == "row") {
      given_once(tokens, has_row, name, offset);
      rows = parse::number_list(tokens, "a row");
    } else if (name == "col") {
      given_once(tokens, has_col, name, offset);
      col_offset = tokens.offset();
      columns = parse::number_list(tokens, "a column");
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'n = ...'");
  require_given(has_row, "'row = [...]'");
  require_given(has_col, "'col = [...]'");
  require_size(tokens, b.n, n_offset);
  if (rows.size() != columns.size())
    tokens.fail_at(col_offset, fmt::format("row lists {} but col {}: one of each a blocked square",
                                           plural(static_cast<int>(rows.size()), "number"),
                                           plural(static_cast<int>(columns.size()), "number")));
  if (has_m && m != static_cast<int>(rows.size()))
    tokens.fail_at(m_offset, fmt::format("m = {}, but row and col list {}", m,
                                         plural(static_cast<int>(rows.size()), "blocked square")));
  std::vector<GivenSquare> given;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const bool row_on_board = rows[i].value >= 1 && rows[i].value <= b.n;  // else the message points at the row
    given.push_back({rows[i].value, columns[i].value, row_on_board ? columns[i].offset : rows[i].offset});
  }
  b.rows = b.n;
  b.blocked = from_one(tokens, given, b.n, "blocked square");
  return b;
}

BlockedBoard parse_essence(std::string_view text) {
  Tokens tokens(text, essence_syntax);
  BlockedBoard b{BlockedFormat::essence, 0, 0, {}, {}};
  bool has_n = false, has_blocks = false;
  std::size_t n_offset = 0;
  std::vector<GivenSquare> given;
  parse::read_statements(tokens, true, "n or blocks", [&](std::string_view name, std::size_t offset) {
    if (name == "n") {
      given_once(tokens, has_n, name, offset);
      n_offset = tokens.offset();
      b.n = tokens.number("the board size n");
    } else if (name == "blocks") {
      given_once(tokens, has_blocks, name, offset);
      for (const parse::NumberPair& p : parse::pair_list(tokens, "a row", "a column"))
        given.push_back({p.first, p.second, p.offset});
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'letting n = ...'");
  require_given(has_blocks, "'letting blocks = [...]'");
  require_size(tokens, b.n, n_offset);
  b.rows = b.n;
  b.blocked = from_one(tokens, given, b.n, "blocked square");
  return b;
}

// The first word of the text past blanks and comments (any format's: '%' and '$' to the end of
// the line, "%* ... *%" and "/* ... */"; a first line "language ..."), or "" if a line of board
// squares comes first.
std::string_view first_word(std::string_view text) {
  std::size_t i = 0;
  auto skip_to = [&](std::string_view close) {
    const std::size_t end = text.find(close, i + 2);
    i = end == std::string_view::npos ? text.size() : end + close.size();
  };
  while (i < text.size()) {
    const std::string_view rest = text.substr(i);
    if (std::isspace(static_cast<unsigned char>(rest.front()))) {
      ++i;
    } else if (rest.starts_with("%*")) {
      skip_to("*%");
    } else if (rest.starts_with("/*")) {
      skip_to("*/");
    } else if (rest.front() == '%' || rest.front() == '$' || rest.starts_with("language ")) {
      const std::size_t end = text.find('\n', i);
      i = end == std::string_view::npos ? text.size() : end;
    } else {
      const std::string_view line = rest.substr(0, rest.find('\n'));
      if (is_board_line(line)) return {};
      std::size_t end = 0;
      while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
      return line.substr(0, end == 0 ? 1 : end);
    }
  }
  throw InputError("the input is empty: expected a board or its blocked squares", std::nullopt);
}

}  // namespace

BlockedBoard parse_blocked(std::string_view text) {
  text = without_byte_order_mark(text);
  const std::string_view word = first_word(text);
  if (word.empty()) return parse_board(text);
  if (word == "board" || word == "block") return parse_asp(text);
  if (word == "n" || word == "m" || word == "row" || word == "col") return parse_minizinc(text);
  if (word == "letting") return parse_essence(text);
  fail_at(text, static_cast<std::size_t>(word.data() - text.data()),
          fmt::format("the input begins with {}: expected a board of '.', '*', '#' and 'Q', ASP facts board(N) and "
                      "block(R, C), MiniZinc data n = N; row = [...]; col = [...], or Essence' letting n = N",
                      quote(word)));
}

Rules rules_of(const BlockedBoard& board) {
  Rules r;
  r.n = board.n;
  r.rows = board.rows == board.n ? 0 : board.rows;
  r.blocked = board.blocked;
  r.placed = board.queens;
  return r;
}

ExcludedDiagonals parse_excluded_diagonals(std::string_view text, std::optional<int> count) {
  Tokens tokens(text, diagonals_syntax);
  if (tokens.done()) throw InputError("the input is empty: expected n, numdiags and diags", std::nullopt);
  ExcludedDiagonals x;
  bool has_n = false, has_count = false, has_diags = false;
  std::size_t n_offset = 0, count_offset = 0;
  std::vector<parse::NumberPair> pairs;
  parse::read_statements(tokens, true, "n, numdiags or diags", [&](std::string_view name, std::size_t offset) {
    if (name == "n") {
      given_once(tokens, has_n, name, offset);
      n_offset = tokens.offset();
      x.n = tokens.number("the board size n");
    } else if (name == "numdiags") {
      given_once(tokens, has_count, name, offset);
      count_offset = tokens.offset();
      x.listed = tokens.number("the number of diagonals numdiags");
    } else if (name == "diags") {
      given_once(tokens, has_diags, name, offset);
      pairs = parse::pair_list(tokens, "a diagonal's number i", "its type t (1: sum, 0: difference)");
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'n = ...'");
  require_given(has_count, "'numdiags = ...'");
  require_given(has_diags, "'diags = [...]'");
  require_size(tokens, x.n, n_offset);
  if (x.listed != static_cast<int>(pairs.size()))
    tokens.fail_at(count_offset, fmt::format("numdiags = {}, but diags lists {}", x.listed,
                                             plural(static_cast<int>(pairs.size()), "pair")));
  // In 64 bits: the size is not yet held to a board's limit (validate does that), and 2n - 2
  // overflows an int from n = 2^30 on.
  const std::int64_t last = 2 * std::int64_t{x.n} - 2;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    const parse::NumberPair& p = pairs[k];
    const std::string pair = fmt::format("diagonal {} [{}, {}]", k + 1, p.first, p.second);
    if (p.second != 0 && p.second != 1)
      tokens.fail_at(p.offset, fmt::format("{}: its type is 1 (sum) or 0 (difference), not {}", pair, p.second));
    if (p.first < 0 || p.first > last)
      tokens.fail_at(p.offset,
                     fmt::format("{}: the {}×{} board numbers its diagonals from 0 to {}", pair, x.n, x.n, last));
  }
  const int take = count.value_or(x.listed);
  if (take < 0 || take > x.listed)
    throw std::invalid_argument(fmt::format("an instance takes the first 0 to {} of the file's {}, not {}", x.listed,
                                            plural(x.listed, "diagonal"), take));
  for (int k = 0; k < take; ++k) {
    const parse::NumberPair& p = pairs[static_cast<std::size_t>(k)];
    x.diagonals.push_back(p.second == 1 ? Diagonal{Diagonal::Kind::sum, p.first}
                                        : Diagonal{Diagonal::Kind::difference, p.first - (x.n - 1)});
  }
  return x;
}

Rules rules_of(const ExcludedDiagonals& instance) {
  Rules r;
  r.n = instance.n;
  r.excluded = instance.diagonals;
  return r;
}

}  // namespace nqueens::io
