#pragma once
// The words, numbers and symbols of the parameter files the readers take (internal): CSPLib's
// Essence' files, MiniZinc data, ASP facts. Each token is a view into the text, so an error can
// point at it (input_error.hpp).

#include <fmt/format.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/io/quote.hpp"

namespace nqueens::io::parse {

struct Token {
  enum class Kind { number, word, symbol } kind;
  std::string_view text;  // a view into the tokenized text
  long long value = 0;    // a number's value, within ±INT_MAX
};

// What the language of a file counts as a comment and a word.
struct Syntax {
  std::string_view line_comments = "$";  // each of these characters starts a comment to the end of the line
  std::string_view block_open{};         // a comment from here to block_close, over lines: "/*" in MiniZinc,
  std::string_view block_close{};        // "%*" in ASP (checked before the line comments); none if empty
  bool dots_in_words = true;             // a '.' continues a word or number ("2.5" is one, malformed, number;
                                         // ".." is a symbol); false: a '.' is a symbol (the end of an ASP fact)
};

// Reads tokens in order, with messages that say what was expected where. Every error is an
// InputError (input_error.hpp) at the token it is about, or at the end of the last token when
// the input ends early.
class Tokens {
 public:
  // Splits `text` (which must outlive this) into tokens: blanks (any whitespace, CR LF line
  // ends included) and comments separate them, a byte order mark at the start is skipped, and
  // so is a first line "language ESSENCE' 1.0" (any "language ..." line before the first
  // token). Throws InputError at a number that is malformed or past int, and at a block
  // comment that is never closed.
  Tokens(std::string_view text, const Syntax& syntax);

  bool done() const { return next_ == tokens_.size(); }
  const Token& peek() const { return tokens_[next_]; }
  // The byte offset of the next token in the text, or the end of the last one when done.
  std::size_t offset() const;

  int number(std::string_view what);
  void expect(std::string_view text);
  // The same, with `what` for the expected token in the message ("',' or ']'").
  void expect(std::string_view text, std::string_view what);
  std::string_view word(std::string_view what);
  // Takes the next token if its text is `text`.
  bool accept(std::string_view text);
  // The next two tokens are `first` and `second`.
  bool next_are(std::string_view first, std::string_view second) const;
  // Throws unless every token has been read; `after` says what the input ended with.
  void expect_end(std::string_view after) const;

  // Throws InputError(problem) at the byte `offset` of the text, or at token t.
  [[noreturn]] void fail_at(std::size_t offset, std::string problem) const;
  [[noreturn]] void fail_at(const Token& t, std::string problem) const;
  std::size_t offset_of(const Token& t) const { return static_cast<std::size_t>(t.text.data() - text_.data()); }

 private:
  [[noreturn]] void expected(const Token& t, std::string_view what) const;
  const Token& take(std::string_view what);
  std::string_view text_;
  std::vector<Token> tokens_;
  std::size_t next_ = 0;
};

// Two numbers of a list, with the offset of the '[' that opens them.
struct NumberPair {
  int first = 0;
  int second = 0;
  std::size_t offset = 0;
};

// The lists of Essence' and MiniZinc: "[a, b, ...]", possibly empty, with a comma after the
// last element or not; in Essence' also with its index domain before the ']' ("[a, b; int(1..2)]",
// the domain as long as the list) and a type after it ("[] : `matrix indexed by [int()] of int`").

// [[a, b], [a, b], ...]; messages call a and b `first` and `second`.
std::vector<NumberPair> pair_list(Tokens& tokens, std::string_view first, std::string_view second);

// A number of a list, with its offset.
struct Number {
  int value = 0;
  std::size_t offset = 0;
};

// [a, b, ...].
std::vector<Number> number_list(Tokens& tokens, std::string_view what);

// Reads "[letting] name (= | be) value [;]" statements to the end of the input (`letting`: the
// word may come first, Essence'), handing each name and the offset of its name to
// value(name, offset), which reads the value and returns false for a name it does not know:
// then the name is refused, listing `names`.
template <class Value>
void read_statements(Tokens& tokens, bool letting, std::string_view names, Value&& value) {
  while (!tokens.done()) {
    if (letting) tokens.accept("letting");
    const std::size_t offset = tokens.offset();
    const std::string_view name = tokens.word(fmt::format("a parameter name ({})", names));
    if (!tokens.accept("be")) tokens.expect("=");
    if (!value(name, offset))
      tokens.fail_at(offset, fmt::format("unknown parameter {}: expected {}", quote(name), names));
    tokens.accept(";");
  }
}

// Records that the parameter `name` (at `offset`) was given, and refuses a second time.
void given_once(const Tokens& tokens, bool& seen, std::string_view name, std::size_t offset);

}  // namespace nqueens::io::parse
