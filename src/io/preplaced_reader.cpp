#include "nqueens/io/preplaced_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "io/text_lines.hpp"
#include "io/tokens.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

using parse::Tokens;

// The queens as read, with the offset of the text that gives each (AOJ, CSPLib), for messages.
struct ReadQueens {
  Preplaced preplaced;
  std::vector<std::size_t> offsets;  // empty for a board, whose squares cannot be off it or repeated
};

// AOJ ALDS1_13_A: k, then k pairs "r c".
ReadQueens parse_aoj(Tokens tokens, int n) {
  ReadQueens read{{PreplacedFormat::aoj, n, {}}, {}};
  const std::size_t k_offset = tokens.offset();
  const int k = tokens.number("the number of queens k");
  if (k < 0) tokens.fail_at(k_offset, fmt::format("the number of queens must not be negative, got {}", k));
  for (int i = 0; i < k; ++i) {
    read.offsets.push_back(tokens.offset());
    const int r = tokens.number(fmt::format("the row of queen {} of {}", i + 1, k));
    const int c = tokens.number(fmt::format("the column of queen {} of {}", i + 1, k));
    read.preplaced.queens.push_back({r, c});
  }
  tokens.expect_end(plural(k, "queen"));
  return read;
}

// CSPLib problem 79, an Essence' parameter file: "letting n = 10", "letting init = [[r, c], ...]",
// in either order.
ReadQueens parse_csplib(Tokens tokens) {
  ReadQueens read{{PreplacedFormat::csplib, 0, {}}, {}};
  Preplaced& p = read.preplaced;
  bool has_n = false, has_init = false;
  std::size_t n_offset = 0;
  parse::read_statements(tokens, true, "n or init", [&](std::string_view name, std::size_t offset) {
    if (name == "n") {
      parse::given_once(tokens, has_n, name, offset);
      n_offset = tokens.offset();
      p.n = tokens.number("the board size n");
    } else if (name == "init") {
      parse::given_once(tokens, has_init, name, offset);
      for (const parse::NumberPair& q : parse::pair_list(tokens, "a row", "a column")) {
        p.queens.push_back({q.first, q.second});
        read.offsets.push_back(q.offset);
      }
    } else {
      return false;
    }
    return true;
  });
  if (!has_n) throw InputError("the file has no 'letting n = ...'", std::nullopt);
  if (!has_init) throw InputError("the file has no 'letting init = [...]'", std::nullopt);
  if (p.n < 1) tokens.fail_at(n_offset, fmt::format("the board size n must be at least 1, got {}", p.n));
  return read;
}

// Every queen on the board, one a square; an error points at the queen (AOJ, CSPLib).
void check_squares(std::string_view text, const ReadQueens& read) {
  const Preplaced& p = read.preplaced;
  auto fail = [&](std::size_t i, std::string problem) {
    if (read.offsets.empty()) throw InputError(std::move(problem), std::nullopt);
    fail_at(text, read.offsets[i], std::move(problem));
  };
  const char* numbering = p.format == PreplacedFormat::board ? "from 1" : "from 0";
  for (std::size_t i = 0; i < p.queens.size(); ++i) {
    const Square& s = p.queens[i];
    if (s.row < 0 || s.row >= p.n || s.column < 0 || s.column >= p.n)
      fail(i, fmt::format("queen {} is off the {}×{} board (rows and columns count {})", square_name(p.format, s), p.n,
                          p.n, numbering));
  }
  // The second queen on a square, in the order of the input.
  std::vector<std::size_t> order(p.queens.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto row_major = [&](std::size_t a, std::size_t b) {
    const Square x = p.queens[a], y = p.queens[b];
    return x.row != y.row ? x.row < y.row : x.column != y.column ? x.column < y.column : a < b;
  };
  std::sort(order.begin(), order.end(), row_major);
  for (std::size_t k = 1; k < order.size(); ++k)
    if (p.queens[order[k]] == p.queens[order[k - 1]])
      fail(order[k], fmt::format("two queens on the same square {}", square_name(p.format, p.queens[order[k]])));
}

}  // namespace

Preplaced parse_preplaced(std::string_view text, std::optional<int> size) {
  text = without_byte_order_mark(text);
  Tokens tokens(text, parse::Syntax{.line_comments = "$", .block_open = {}, .block_close = {}, .dots_in_words = true});
  if (tokens.done()) throw InputError("the input is empty: expected pre-placed queens", std::nullopt);
  if (size && *size < 1) throw std::invalid_argument(fmt::format("the board size must be at least 1, got {}", *size));
  ReadQueens read;
  const parse::Token& first = tokens.peek();
  if (first.kind == parse::Token::Kind::number) {
    read = parse_aoj(std::move(tokens), size.value_or(aoj_board_size));
  } else {
    if (first.text == "letting") {
      read = parse_csplib(std::move(tokens));
    } else {
      Queens board = parse_queens(text);
      read.preplaced = {PreplacedFormat::board, board.n, std::move(board.queens)};
    }
    const int n = read.preplaced.n;
    if (size && *size != n)
      throw SizeMismatchError(fmt::format("the input is a {}×{} board, but the size given is {}", n, n, *size), n,
                              *size);
  }
  check_squares(text, read);
  return std::move(read.preplaced);
}

std::string square_name(PreplacedFormat format, Square s) {
  const int base = format == PreplacedFormat::board ? 1 : 0;
  return fmt::format("({}, {})", s.row + base, s.column + base);
}

}  // namespace nqueens::io
