#include "io/tokens.hpp"

#include <cctype>
#include <charconv>
#include <limits>

#include "io/text_lines.hpp"
#include "nqueens/io/input_error.hpp"

namespace nqueens::io::parse {

namespace {

bool is_word_char(char c, const Syntax& syntax) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\'' || (c == '.' && syntax.dots_in_words);
}

// Splits the text; see the constructor of Tokens.
class Tokenizer {
 public:
  Tokenizer(std::string_view text, const Syntax& syntax) : text_(text), syntax_(syntax) {}

  std::vector<Token> run() {
    while (i_ < text_.size()) {
      const char c = text_[i_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++i_;
      } else if (!syntax_.block_open.empty() && text_.substr(i_).starts_with(syntax_.block_open)) {
        skip_block_comment();
      } else if (syntax_.line_comments.find(c) != std::string_view::npos ||
                 (tokens_.empty() && text_.substr(i_).starts_with("language "))) {
        while (i_ < text_.size() && text_[i_] != '\n') ++i_;
      } else if (text_.substr(i_).starts_with("..")) {  // a range, as in int(1..2)
        tokens_.push_back({Token::Kind::symbol, text_.substr(i_, 2)});
        i_ += 2;
      } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+') {
        add_number();
      } else if (is_word_char(c, syntax_)) {
        tokens_.push_back({Token::Kind::word, text_.substr(i_, word_end(i_ + 1) - i_)});
        i_ += tokens_.back().text.size();
      } else {
        tokens_.push_back({Token::Kind::symbol, text_.substr(i_, 1)});
        ++i_;
      }
    }
    return std::move(tokens_);
  }

 private:
  // A word or number goes on to the first character that cannot continue it; ".." (a range)
  // ends it.
  std::size_t word_end(std::size_t from) const {
    while (from < text_.size() && is_word_char(text_[from], syntax_) && !text_.substr(from).starts_with("..")) ++from;
    return from;
  }

  void skip_block_comment() {
    const std::size_t close = text_.find(syntax_.block_close, i_ + syntax_.block_open.size());
    if (close == std::string_view::npos)
      fail_at(text_, i_, fmt::format("this comment is never closed: expected '{}'", syntax_.block_close));
    i_ = close + syntax_.block_close.size();
  }

  void add_number() {
    const char c = text_[i_];
    Token t{Token::Kind::number, text_.substr(i_, word_end(i_ + 1) - i_)};
    const char* first = t.text.data() + (c == '+' ? 1 : 0);
    auto [stop, ec] = std::from_chars(first, t.text.data() + t.text.size(), t.value);
    // Both bounds compared, not std::abs(value): that of -2^63 overflows (it read as 0).
    constexpr long long most = std::numeric_limits<int>::max();
    if (ec != std::errc() || stop != t.text.data() + t.text.size() || t.value < -most || t.value > most)
      fail_at(text_, i_, fmt::format("{} is not a whole number (from {} to {})", quote(t.text), -most, most));
    tokens_.push_back(t);
    i_ += t.text.size();
  }

  std::string_view text_;
  const Syntax& syntax_;
  std::vector<Token> tokens_;
  std::size_t i_ = 0;
};

// Essence's extras after a list's elements: its index domain "; int(lo..hi)", as long as the
// list, before the ']'.
void read_index_domain(Tokens& tokens, std::size_t elements) {
  const std::size_t offset = tokens.offset();
  tokens.expect("int");
  tokens.expect("(");
  const long long low = tokens.number("the first index");
  tokens.expect("..");
  const long long high = tokens.number("the last index");
  tokens.expect(")");
  if (high - low + 1 != static_cast<long long>(elements))
    tokens.fail_at(offset, fmt::format("the index domain int({}..{}) has {} indices, but the list {} elements", low,
                                       high, high < low ? 0 : high - low + 1, elements));
}

// ... and its type after the ']': ": `matrix indexed by [int(1..2)] of int`".
void skip_type(Tokens& tokens) {
  if (!tokens.accept(":")) return;
  tokens.expect("`");
  while (!tokens.accept("`")) {
    if (tokens.done()) tokens.expect("`");
    tokens.accept(tokens.peek().text);
  }
}

// Reads "[" element ("," element)* [","] ["; " domain] "]" [": `type`"], calling element() for
// each element; returns their number.
template <class Element>
std::size_t read_list(Tokens& tokens, Element&& element) {
  auto closing = [&] { return (!tokens.done() && tokens.peek().text == "]") || tokens.next_are(";", "int"); };
  tokens.expect("[");
  std::size_t elements = 0;
  while (!closing()) {
    element();
    ++elements;
    if (!tokens.accept(",") && !closing()) tokens.expect("]", "',' or ']'");
  }
  if (tokens.accept(";")) read_index_domain(tokens, elements);
  tokens.expect("]");
  skip_type(tokens);
  return elements;
}

}  // namespace

Tokens::Tokens(std::string_view text, const Syntax& syntax)
    : text_(text), tokens_(Tokenizer(without_byte_order_mark(text), syntax).run()) {}

std::size_t Tokens::offset() const {
  if (!done()) return offset_of(tokens_[next_]);
  if (tokens_.empty()) return 0;
  return offset_of(tokens_.back()) + tokens_.back().text.size();
}

int Tokens::number(std::string_view what) {
  const Token& t = take(what);
  if (t.kind != Token::Kind::number) expected(t, what);
  return static_cast<int>(t.value);
}

void Tokens::expect(std::string_view text) { expect(text, fmt::format("'{}'", text)); }

void Tokens::expect(std::string_view text, std::string_view what) {
  const Token& t = take(what);
  if (t.text != text) expected(t, what);
}

std::string_view Tokens::word(std::string_view what) {
  const Token& t = take(what);
  if (t.kind != Token::Kind::word) expected(t, what);
  return t.text;
}

bool Tokens::accept(std::string_view text) {
  if (done() || peek().text != text) return false;
  ++next_;
  return true;
}

bool Tokens::next_are(std::string_view first, std::string_view second) const {
  return next_ + 1 < tokens_.size() && tokens_[next_].text == first && tokens_[next_ + 1].text == second;
}

void Tokens::expect_end(std::string_view after) const {
  if (!done()) expected(peek(), fmt::format("the end of the input after {}", after));
}

void Tokens::fail_at(std::size_t offset, std::string problem) const { io::fail_at(text_, offset, std::move(problem)); }

void Tokens::fail_at(const Token& t, std::string problem) const { fail_at(offset_of(t), std::move(problem)); }

void Tokens::expected(const Token& t, std::string_view what) const {
  fail_at(t, fmt::format("expected {}, found {}", what, quote(t.text)));
}

const Token& Tokens::take(std::string_view what) {
  if (done()) fail_at(offset(), fmt::format("the input ends where {} was expected", what));
  return tokens_[next_++];
}

std::vector<NumberPair> pair_list(Tokens& tokens, std::string_view first, std::string_view second) {
  std::vector<NumberPair> pairs;
  read_list(tokens, [&] {
    NumberPair p;
    p.offset = tokens.offset();
    std::size_t taken = 0;
    const std::size_t elements = read_list(tokens, [&] {
      const std::size_t at = tokens.offset();
      const int value = tokens.number(taken == 0 ? first : second);
      if (taken == 0) p.first = value;
      if (taken == 1) p.second = value;
      if (++taken > 2)
        tokens.fail_at(at, fmt::format("expected ']' after {} and {}: a pair has two numbers", first, second));
    });
    if (elements < 2)
      tokens.fail_at(p.offset, fmt::format("a pair has two numbers, {} and {}, not {}", first, second, elements));
    pairs.push_back(p);
  });
  return pairs;
}

std::vector<Number> number_list(Tokens& tokens, std::string_view what) {
  std::vector<Number> numbers;
  read_list(tokens, [&] {
    const std::size_t offset = tokens.offset();
    numbers.push_back({tokens.number(what), offset});
  });
  return numbers;
}

void given_once(const Tokens& tokens, bool& seen, std::string_view name, std::size_t offset) {
  if (seen) tokens.fail_at(offset, fmt::format("'{}' is given twice", name));
  seen = true;
}

}  // namespace nqueens::io::parse
