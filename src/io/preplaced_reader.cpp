#include "nqueens/io/preplaced_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <stdexcept>

#include "nqueens/io/queens_reader.hpp"
#include "nqueens/wording.hpp"

namespace nqueens::io {

namespace {

// A word, a whole number or one symbol of the input, with its line for messages.
struct Token {
  enum class Kind { number, word, symbol } kind;
  std::string_view text;
  int line;
  long long value = 0;
};

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\'' || c == '.'; }

// Splits the text into tokens; '$' starts a comment to the end of the line, and a first line
// "language ESSENCE' 1.0" is skipped (Essence').
std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> tokens;
  int line = 1;
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\n') ++line;
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '$' || (tokens.empty() && text.substr(i).starts_with("language "))) {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+') {
      std::size_t end = i + 1;
      while (end < text.size() && is_word_char(text[end])) ++end;
      Token t{Token::Kind::number, text.substr(i, end - i), line};
      const char* first = t.text.data() + (c == '+' ? 1 : 0);
      auto [stop, ec] = std::from_chars(first, t.text.data() + t.text.size(), t.value);
      // Both bounds compared, not std::abs(value): that of -2^63 overflows (it read as 0).
      constexpr long long most = std::numeric_limits<int>::max();
      if (ec != std::errc() || stop != t.text.data() + t.text.size() || t.value < -most || t.value > most)
        throw std::invalid_argument(fmt::format("line {}: '{}' is not a whole number", line, t.text));
      tokens.push_back(t);
      i = end;
    } else if (is_word_char(c)) {
      std::size_t end = i + 1;
      while (end < text.size() && is_word_char(text[end])) ++end;
      tokens.push_back({Token::Kind::word, text.substr(i, end - i), line});
      i = end;
    } else {
      tokens.push_back({Token::Kind::symbol, text.substr(i, 1), line});
      ++i;
    }
  }
  return tokens;
}

// Reads tokens in order, with messages that say what was expected where.
class Tokens {
 public:
  explicit Tokens(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}
  bool done() const { return next_ == tokens_.size(); }
  const Token& peek() const { return tokens_[next_]; }
  int number(std::string_view what) {
    const Token& t = take(what);
    if (t.kind != Token::Kind::number) fail(t, what);
    return static_cast<int>(t.value);
  }
  void expect(std::string_view text) {
    const Token& t = take(fmt::format("'{}'", text));
    if (t.text != text) fail(t, fmt::format("'{}'", text));
  }
  std::string_view word(std::string_view what) {
    const Token& t = take(what);
    if (t.kind != Token::Kind::word) fail(t, what);
    return t.text;
  }
  bool accept(std::string_view text) {
    if (done() || peek().text != text) return false;
    ++next_;
    return true;
  }
  [[noreturn]] void fail(const Token& t, std::string_view what) const {
    throw std::invalid_argument(fmt::format("line {}: expected {}, found '{}'", t.line, what, t.text));
  }

 private:
  const Token& take(std::string_view what) {
    if (done()) throw std::invalid_argument(fmt::format("the input ends where {} was expected", what));
    return tokens_[next_++];
  }
  std::vector<Token> tokens_;
  std::size_t next_ = 0;
};

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
  if (!tokens.done()) tokens.fail(tokens.peek(), fmt::format("the end of the input after {}", plural(k, "queen")));
  return p;
}

// [[r, c], [r, c], ...], possibly empty.
std::vector<Square> parse_square_list(Tokens& tokens) {
  std::vector<Square> squares;
  tokens.expect("[");
  if (tokens.accept("]")) return squares;
  do {
    tokens.expect("[");
    const int r = tokens.number("a row");
    tokens.expect(",");
    const int c = tokens.number("a column");
    tokens.expect("]");
    squares.push_back({r, c});
  } while (tokens.accept(","));
  tokens.expect("]");
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
  std::vector<Token> tokens = tokenize(text);
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
