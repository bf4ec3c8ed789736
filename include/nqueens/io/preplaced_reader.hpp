#pragma once
// Reading pre-placed queens for completion: the AOJ ALDS1_13_A format, the CSPLib problem 79
// parameter file, or a board of Q and '.'.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/io/input_error.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// The formats of pre-placed queens that parse_preplaced() reads.
enum class PreplacedFormat {
  aoj,     // "k", then k lines "r c" (0-based); the board is 8×8 unless told otherwise
  csplib,  // "letting n = 10" and "letting init = [[r, c], ...]" (0-based); '$' starts a comment;
           // the lists as Essence' writes them (rules_reader.hpp)
  board,   // n lines of n squares, 'Q' or '.' (spaces between squares allowed)
};

// Pre-placed queens as read: on the board, one per square; they may attack each other.
struct Preplaced {
  PreplacedFormat format = PreplacedFormat::aoj;  // the format read
  int n = 0;                                      // the board size
  std::vector<Square> queens;                     // 0-based, in the order of the input
};

// The board size of the AOJ format, which has none: its problem is the eight queens.
inline constexpr int aoj_board_size = 8;

// The board size given to parse_preplaced disagrees with the size the input carries (CSPLib,
// boards). The members give both, so a front end can name the size in its own terms.
class SizeMismatchError : public std::invalid_argument {
 public:
  // `what` is the message; the sizes are the input's and the one given.
  SizeMismatchError(const std::string& what, int input_size, int given_size)
      : std::invalid_argument(what), input_size_(input_size), given_size_(given_size) {}
  int input_size() const noexcept { return input_size_; }  // the n of the input's n×n board
  int given_size() const noexcept { return given_size_; }  // the size given with it

 private:
  int input_size_;
  int given_size_;
};

// Parses the text (a UTF-8 byte order mark and CR LF line ends allowed); the first word tells the
// format (a number: AOJ; "letting": CSPLib, after an optional line "language ESSENCE' 1.0";
// anything else: a board). `size`, if given, is the board size: required to agree with the file
// for CSPLib and boards, taken as is for AOJ (default aoj_board_size). Throws InputError
// (input_error.hpp) naming the problem and pointing at its place where it has one: malformed
// text, a queen off the board, two queens on one square, a board that is not square;
// SizeMismatchError for a size that disagrees, std::invalid_argument for a size below 1. Squares
// in messages are numbered as the input numbers them.
Preplaced parse_preplaced(std::string_view text, std::optional<int> size);

// A square as the input's format numbers it: "(2, 5)", counted from 0 for AOJ and CSPLib and
// from 1 (row 1 at the top) for boards.
std::string square_name(PreplacedFormat format, Square s);

}  // namespace nqueens::io
