#include "io/tokens.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <limits>
#include <stdexcept>

namespace nqueens::io::parse {

namespace {

bool is_word_char(char c, const Syntax& syntax) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\'' || (c == '.' && syntax.dots_in_words);
}

}  // namespace

std::vector<Token> tokenize(std::string_view text, const Syntax& syntax) {
  std::vector<Token> tokens;
  int line = 1;
  std::size_t i = 0;
  auto word_end = [&](std::size_t from) {
    while (from < text.size() && is_word_char(text[from], syntax)) ++from;
    return from;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\n') ++line;
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (syntax.comments.find(c) != std::string_view::npos ||
               (tokens.empty() && text.substr(i).starts_with("language "))) {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+') {
      const std::size_t end = word_end(i + 1);
      Token t{Token::Kind::number, text.substr(i, end - i), line};
      const char* first = t.text.data() + (c == '+' ? 1 : 0);
      auto [stop, ec] = std::from_chars(first, t.text.data() + t.text.size(), t.value);
      // Both bounds compared, not std::abs(value): that of -2^63 overflows (it read as 0).
      constexpr long long most = std::numeric_limits<int>::max();
      if (ec != std::errc() || stop != t.text.data() + t.text.size() || t.value < -most || t.value > most)
        throw std::invalid_argument(fmt::format("line {}: '{}' is not a whole number", line, t.text));
      tokens.push_back(t);
      i = end;
    } else if (is_word_char(c, syntax)) {
      const std::size_t end = word_end(i + 1);
      tokens.push_back({Token::Kind::word, text.substr(i, end - i), line});
      i = end;
    } else {
      tokens.push_back({Token::Kind::symbol, text.substr(i, 1), line});
      ++i;
    }
  }
  return tokens;
}

int Tokens::line() const {
  if (tokens_.empty()) return 1;
  return done() ? tokens_.back().line : tokens_[next_].line;
}

int Tokens::number(std::string_view what) {
  const Token& t = take(what);
  if (t.kind != Token::Kind::number) fail(t, what);
  return static_cast<int>(t.value);
}

void Tokens::expect(std::string_view text) {
  const Token& t = take(fmt::format("'{}'", text));
  if (t.text != text) fail(t, fmt::format("'{}'", text));
}

std::string_view Tokens::word(std::string_view what) {
  const Token& t = take(what);
  if (t.kind != Token::Kind::word) fail(t, what);
  return t.text;
}

bool Tokens::accept(std::string_view text) {
  if (done() || peek().text != text) return false;
  ++next_;
  return true;
}

void Tokens::fail(const Token& t, std::string_view what) const {
  throw std::invalid_argument(fmt::format("line {}: expected {}, found '{}'", t.line, what, t.text));
}

void Tokens::expect_end(std::string_view after) const {
  if (!done()) fail(peek(), fmt::format("the end of the input after {}", after));
}

const Token& Tokens::take(std::string_view what) {
  if (done()) throw std::invalid_argument(fmt::format("the input ends where {} was expected", what));
  return tokens_[next_++];
}

std::vector<NumberPair> pair_list(Tokens& tokens, std::string_view first, std::string_view second) {
  std::vector<NumberPair> pairs;
  tokens.expect("[");
  if (tokens.accept("]")) return pairs;
  do {
    NumberPair p;
    p.line = tokens.line();
    tokens.expect("[");
    p.first = tokens.number(first);
    tokens.expect(",");
    p.second = tokens.number(second);
    tokens.expect("]");
    pairs.push_back(p);
  } while (tokens.accept(","));
  tokens.expect("]");
  return pairs;
}

std::vector<int> number_list(Tokens& tokens, std::string_view what) {
  std::vector<int> numbers;
  tokens.expect("[");
  if (tokens.accept("]")) return numbers;
  do numbers.push_back(tokens.number(what));
  while (tokens.accept(","));
  tokens.expect("]");
  return numbers;
}

}  // namespace nqueens::io::parse
