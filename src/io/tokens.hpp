#pragma once
// The words, numbers and symbols of the parameter files the readers take (internal): CSPLib's
// Essence' files, MiniZinc data, ASP facts. Each token keeps its line for messages.

#include <string_view>
#include <vector>

namespace nqueens::io::parse {

struct Token {
  enum class Kind { number, word, symbol } kind;
  std::string_view text;
  int line;
  long long value = 0;  // a number's value, within ±INT_MAX
};

// What the language of a file counts as a comment and a word.
struct Syntax {
  std::string_view comments = "$";  // each starts a comment to the end of the line
  bool dots_in_words = true;        // a '.' continues a word or number ("2.5" is one, malformed, number);
                                    // false: a '.' is a symbol (the end of an ASP fact)
};

// Splits the text into tokens; a first line "language ESSENCE' 1.0" is skipped (Essence').
// Throws std::invalid_argument naming the line of a number that is malformed or past int.
std::vector<Token> tokenize(std::string_view text, const Syntax& syntax = {});

// Reads tokens in order, with messages that say what was expected where.
class Tokens {
 public:
  explicit Tokens(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}
  bool done() const { return next_ == tokens_.size(); }
  const Token& peek() const { return tokens_[next_]; }
  // The line of the next token, or of the last one at the end.
  int line() const;
  int number(std::string_view what);
  void expect(std::string_view text);
  std::string_view word(std::string_view what);
  // Takes the next token if its text is `text`.
  bool accept(std::string_view text);
  [[noreturn]] void fail(const Token& t, std::string_view what) const;
  // Throws unless every token has been read; `what` says what the input ended with.
  void expect_end(std::string_view after) const;

 private:
  const Token& take(std::string_view what);
  std::vector<Token> tokens_;
  std::size_t next_ = 0;
};

// Two numbers of a list, with the line of the '[' that opens them.
struct NumberPair {
  int first = 0;
  int second = 0;
  int line = 0;
};

// [[a, b], [a, b], ...], possibly empty; messages call a and b `first` and `second`.
std::vector<NumberPair> pair_list(Tokens& tokens, std::string_view first, std::string_view second);

// [a, b, ...], possibly empty.
std::vector<int> number_list(Tokens& tokens, std::string_view what);

}  // namespace nqueens::io::parse
