#include "nqueens/io/rules_reader.hpp"

#include <fmt/format.h>

#include <cctype>
#include <stdexcept>
#include <string>

#include "io/tokens.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

using parse::Syntax;
using parse::Tokens;

// A square given from 1, with the line that gives it.
struct GivenSquare {
  int row = 0;
  int column = 0;
  int line = 0;
};

// The squares counted from 0; throws naming the first one off the board (counted from 1).
std::vector<Square> from_one(const std::vector<GivenSquare>& given, int n, std::string_view what) {
  std::vector<Square> out;
  out.reserve(given.size());
  for (const GivenSquare& g : given) {
    if (g.row < 1 || g.row > n || g.column < 1 || g.column > n)
      throw std::invalid_argument(
          fmt::format("line {}: {} ({}, {}) is off the {}×{} board (rows and columns count from 1)", g.line, what,
                      g.row, g.column, n, n));
    out.push_back({g.row - 1, g.column - 1});
  }
  return out;
}

void require_size(int n) {
  if (n < 1) throw std::invalid_argument(fmt::format("the board size n must be at least 1, got {}", n));
}

// Records that a parameter was given, and refuses a second time.
void given_once(bool& seen, std::string_view name, int line) {
  if (seen) throw std::invalid_argument(fmt::format("line {}: '{}' is given twice", line, name));
  seen = true;
}

void require_given(bool seen, std::string_view what) {
  if (!seen) throw std::invalid_argument(fmt::format("the input has no {}", what));
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
  int line_number = 0;
  bool ended = false;  // a blank line after the board's rows
  while (!text.empty() || line_number == 0) {
    const auto newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    ++line_number;
    if (is_blank_board_line(line)) {
      ended = b.rows > 0;
      if (newline == std::string_view::npos) break;
      continue;
    }
    if (ended) throw std::invalid_argument(fmt::format("line {}: the board goes on after a blank line", line_number));
    int column = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (is_board_blank(c)) continue;
      if (!is_board_square(c))
        throw std::invalid_argument(
            fmt::format("line {}: '{}' is not a square: expected '.' (free), '*' or '#' (blocked), or 'Q' (a queen)",
                        line_number, c));
      if (c == '*' || c == '#') b.blocked.push_back({b.rows, column});
      if (c == 'Q' || c == 'q') b.queens.push_back({b.rows, column});
      ++column;
    }
    if (b.rows == 0) b.n = column;
    if (column != b.n)
      throw std::invalid_argument(fmt::format("line {}: board row {} has {}, its first row {}", line_number, b.rows + 1,
                                              plural(column, "square"), b.n));
    ++b.rows;
    if (newline == std::string_view::npos) break;
  }
  if (b.rows > b.n)
    throw std::invalid_argument(fmt::format("the board has {} of {}: at most as many rows as columns",
                                            plural(b.rows, "row"), plural(b.n, "square")));
  return b;
}

// --- ASP facts.

BlockedBoard parse_asp(std::string_view text) {
  Tokens tokens(parse::tokenize(text, Syntax{"%", false}));
  BlockedBoard b{BlockedFormat::asp, 0, 0, {}, {}};
  bool has_board = false;
  std::vector<GivenSquare> blocks;
  while (!tokens.done()) {
    const int line = tokens.line();
    const std::string_view fact = tokens.word("a fact, board(N) or block(R, C)");
    tokens.expect("(");
    if (fact == "board") {
      given_once(has_board, "board(N)", line);
      b.n = tokens.number("the board size N");
    } else if (fact == "block") {
      GivenSquare s{0, 0, line};
      s.row = tokens.number("the row R");
      tokens.expect(",");
      s.column = tokens.number("the column C");
      blocks.push_back(s);
    } else {
      throw std::invalid_argument(
          fmt::format("line {}: unknown fact '{}': expected board(N) or block(R, C)", line, fact));
    }
    tokens.expect(")");
    tokens.expect(".");
  }
  require_given(has_board, "board(N) fact");
  require_size(b.n);
  b.rows = b.n;
  b.blocked = from_one(blocks, b.n, "block");
  return b;
}

// --- MiniZinc data and Essence' parameters: "name = value" statements.

// Reads "[letting] name (= | be) value [;]" statements, handing each name to `value`, which
// reads the value and returns false for a name it does not know.
template <class Value>
void read_statements(Tokens& tokens, bool letting, std::string_view names, Value&& value) {
  while (!tokens.done()) {
    if (letting) tokens.accept("letting");
    const int line = tokens.line();
    const std::string_view name = tokens.word(fmt::format("a parameter name ({})", names));
    if (!tokens.accept("be")) tokens.expect("=");
    if (!value(name, line))
      throw std::invalid_argument(fmt::format("line {}: unknown parameter '{}': expected {}", line, name, names));
    tokens.accept(";");
  }
}

BlockedBoard parse_minizinc(std::string_view text) {
  Tokens tokens(parse::tokenize(text, Syntax{"%", true}));
  BlockedBoard b{BlockedFormat::minizinc, 0, 0, {}, {}};
  bool has_n = false, has_m = false, has_row = false, has_col = false;
  int m = 0, row_line = 0;
  std::vector<int> rows, columns;
  read_statements(tokens, false, "n, m, row or col", [&](std::string_view name, int line) {
    if (name == "n") {
      given_once(has_n, name, line);
      b.n = tokens.number("the board size n");
    } else if (name == "m") {
      given_once(has_m, name, line);
      m = tokens.number("the number of blocked squares m");
    } else if (name == "row") {
      given_once(has_row, name, line);
      row_line = line;
      rows = parse::number_list(tokens, "a row");
    } else if (name == "col") {
      given_once(has_col, name, line);
      columns = parse::number_list(tokens, "a column");
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'n = ...'");
  require_given(has_row, "'row = [...]'");
  require_given(has_col, "'col = [...]'");
  require_size(b.n);
  if (rows.size() != columns.size())
    throw std::invalid_argument(fmt::format("row lists {} but col {}: one of each a blocked square",
                                            plural(static_cast<int>(rows.size()), "number"),
                                            plural(static_cast<int>(columns.size()), "number")));
  if (has_m && m != static_cast<int>(rows.size()))
    throw std::invalid_argument(
        fmt::format("m = {}, but row and col list {}", m, plural(static_cast<int>(rows.size()), "blocked square")));
  std::vector<GivenSquare> given;
  for (std::size_t i = 0; i < rows.size(); ++i) given.push_back({rows[i], columns[i], row_line});
  b.rows = b.n;
  b.blocked = from_one(given, b.n, "blocked square");
  return b;
}

BlockedBoard parse_essence(std::string_view text) {
  Tokens tokens(parse::tokenize(text, Syntax{"$", true}));
  BlockedBoard b{BlockedFormat::essence, 0, 0, {}, {}};
  bool has_n = false, has_blocks = false;
  std::vector<GivenSquare> given;
  read_statements(tokens, true, "n or blocks", [&](std::string_view name, int line) {
    if (name == "n") {
      given_once(has_n, name, line);
      b.n = tokens.number("the board size n");
    } else if (name == "blocks") {
      given_once(has_blocks, name, line);
      for (const parse::NumberPair& p : parse::pair_list(tokens, "a row", "a column"))
        given.push_back({p.first, p.second, p.line});
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'letting n = ...'");
  require_given(has_blocks, "'letting blocks = [...]'");
  require_size(b.n);
  b.rows = b.n;
  b.blocked = from_one(given, b.n, "blocked square");
  return b;
}

// The first word of the text past blank lines and comment lines ('%' or '$'), or "" if a line
// of board squares comes first.
std::string_view first_word(std::string_view text) {
  while (!text.empty()) {
    const auto newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) line.remove_prefix(1);
    if (line.empty() || line.front() == '%' || line.front() == '$' || line.starts_with("language ")) continue;
    if (is_board_line(line)) return {};
    std::size_t end = 0;
    while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
    return line.substr(0, end == 0 ? 1 : end);
  }
  throw std::invalid_argument("the input is empty: expected a board or its blocked squares");
}

}  // namespace

BlockedBoard parse_blocked(std::string_view text) {
  const std::string_view word = first_word(text);
  if (word.empty()) return parse_board(text);
  if (word == "board" || word == "block") return parse_asp(text);
  if (word == "n" || word == "m" || word == "row" || word == "col") return parse_minizinc(text);
  if (word == "letting") return parse_essence(text);
  throw std::invalid_argument(fmt::format(
      "the input begins with '{}': expected a board of '.', '*', '#' and 'Q', ASP facts board(N) and block(R, C), "
      "MiniZinc data n = N; row = [...]; col = [...], or Essence' letting n = N",
      word));
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
  Tokens tokens(parse::tokenize(text, Syntax{"$%", true}));
  if (tokens.done()) throw std::invalid_argument("the input is empty: expected n, numdiags and diags");
  ExcludedDiagonals x;
  bool has_n = false, has_count = false, has_diags = false;
  std::vector<parse::NumberPair> pairs;
  read_statements(tokens, true, "n, numdiags or diags", [&](std::string_view name, int line) {
    if (name == "n") {
      given_once(has_n, name, line);
      x.n = tokens.number("the board size n");
    } else if (name == "numdiags") {
      given_once(has_count, name, line);
      x.listed = tokens.number("the number of diagonals numdiags");
    } else if (name == "diags") {
      given_once(has_diags, name, line);
      pairs = parse::pair_list(tokens, "a diagonal's number i", "its type t (1: sum, 0: difference)");
    } else {
      return false;
    }
    return true;
  });
  require_given(has_n, "'n = ...'");
  require_given(has_count, "'numdiags = ...'");
  require_given(has_diags, "'diags = [...]'");
  require_size(x.n);
  if (x.listed != static_cast<int>(pairs.size()))
    throw std::invalid_argument(
        fmt::format("numdiags = {}, but diags lists {}", x.listed, plural(static_cast<int>(pairs.size()), "pair")));
  const int last = 2 * x.n - 2;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    const parse::NumberPair& p = pairs[k];
    const std::string pair = fmt::format("line {}: diagonal {} [{}, {}]", p.line, k + 1, p.first, p.second);
    if (p.second != 0 && p.second != 1)
      throw std::invalid_argument(fmt::format("{}: its type is 1 (sum) or 0 (difference), not {}", pair, p.second));
    if (p.first < 0 || p.first > last)
      throw std::invalid_argument(
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
