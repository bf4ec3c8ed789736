#include "nqueens/io/preplaced_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "io/tokens.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

using parse::Token;
using parse::Tokens;

// AOJ ALDS1_13_A: k, then k pairs "r c".
Preplaced parse_aoj(Tokens tokens, int n) {
  Preplaced p{PreplacedFormat::aoj, n, {}};
  const int k = tokens.number("the number of queens k");
  if (k < 0) throw std::invalid_argument(fmt::format("the number of queens must not be negative, got {}", k));
  for (int i = 0; i < k; ++i) {
    const int r = tokens.number(fmt::format("the row of queen {} of {}", i + 1, k));
    const int c = tokens.number(fmt::format("the column of queen {} of {}", i + 1, k));
    p.queens.push_back({r, c});
  }
  tokens.expect_end(plural(k, "queen"));
  return p;
}

// [[r, c], [r, c], ...], possibly empty.
std::vector<Square> parse_square_list(Tokens& tokens) {
  std::vector<Square> squares;
  for (const parse::NumberPair& p : parse::pair_list(tokens, "a row", "a column"))
    squares.push_back({p.first, p.second});
  return squares;
}

// CSPLib problem 79, an Essence' parameter file: "letting n = 10", "letting init = [[r, c], ...]",
// in either order.
Preplaced parse_csplib(Tokens tokens) {
  Preplaced p{PreplacedFormat::csplib, 0, {}};
  bool has_n = false, has_init = false;
  while (!tokens.done()) {
    tokens.expect("letting");
    const std::string_view name = tokens.word("a parameter name (n or init)");
    if (!tokens.accept("be")) tokens.expect("=");
    if (name == "n") {
      p.n = tokens.number("the board size n");
      has_n = true;
    } else if (name == "init") {
      p.queens = parse_square_list(tokens);
      has_init = true;
    } else {
      throw std::invalid_argument(fmt::format("unknown parameter '{}': expected n or init", name));
    }
  }
  if (!has_n) throw std::invalid_argument("the file has no 'letting n = ...'");
  if (!has_init) throw std::invalid_argument("the file has no 'letting init = [...]'");
  if (p.n < 1) throw std::invalid_argument(fmt::format("the board size n must be at least 1, got {}", p.n));
  return p;
}

void check_squares(const Preplaced& p) {
  const char* numbering = p.format == PreplacedFormat::board ? "from 1" : "from 0";
  for (const Square& s : p.queens)
    if (s.row < 0 || s.row >= p.n || s.column < 0 || s.column >= p.n)
      throw std::invalid_argument(fmt::format("queen {} is off the {}×{} board (rows and columns count {})",
                                              square_name(p.format, s), p.n, p.n, numbering));
  std::vector<Square> sorted = p.queens;
  auto row_major = [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.column < b.column; };
  std::sort(sorted.begin(), sorted.end(), row_major);
  const auto twin = std::adjacent_find(sorted.begin(), sorted.end());
  if (twin != sorted.end())
    throw std::invalid_argument(fmt::format("two queens on the same square {}", square_name(p.format, *twin)));
}

}  // namespace

Preplaced parse_preplaced(std::string_view text, std::optional<int> size) {
  std::vector<Token> tokens = parse::tokenize(text);
  if (tokens.empty()) throw std::invalid_argument("the input is empty: expected pre-placed queens");
  if (size && *size < 1) throw std::invalid_argument(fmt::format("the board size must be at least 1, got {}", *size));
  Preplaced p;
  const Token& first = tokens.front();
  if (first.kind == Token::Kind::number) {
    p = parse_aoj(Tokens(std::move(tokens)), size.value_or(aoj_board_size));
  } else {
    if (first.text == "letting") {
      p = parse_csplib(Tokens(std::move(tokens)));
    } else {
      Queens board = parse_queens(text);
      p = {PreplacedFormat::board, board.n, std::move(board.queens)};
    }
    if (size && *size != p.n)
      throw SizeMismatchError(fmt::format("the input is a {}×{} board, but the size given is {}", p.n, p.n, *size), p.n,
                              *size);
  }
  check_squares(p);
  return p;
}

std::string square_name(PreplacedFormat format, Square s) {
  const int base = format == PreplacedFormat::board ? 1 : 0;
  return fmt::format("({}, {})", s.row + base, s.column + base);
}

}  // namespace nqueens::io
