#pragma once
// Reading the boards of the variants (rules.hpp): blocked squares (CSPLib problem 80, the ASP
// competition's blocked queens) and excluded diagonals (CSPLib problem 79), in the files their
// publishers ship. Every format takes what its language takes: any whitespace and line breaks
// (CR LF too), a UTF-8 byte order mark, its comments, and in lists a comma after the last element
// and no element at all; Essence' lists also an index domain ("[[1, 2]; int(1..1)]") and a type
// ("[] : `matrix indexed by [int()] of int`"), and "letting x be v" as well as "letting x = v".

#include <optional>
#include <string_view>
#include <vector>

#include "nqueens/io/input_error.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::io {

// The formats of boards with blocked squares that parse_blocked() reads.
enum class BlockedFormat {
  board,     // lines of '.' (free), '*' or '#' (blocked) and 'Q' (a queen placed), spaces between
             // squares allowed; as many lines as rows, at most as many as columns
  asp,       // the ASP competition's facts "board(N)." and "block(R, C)." (from 1); '%' and
             // "%* ... *%" comments
  minizinc,  // MiniZinc data "n = N; m = M; row = [R, ...]; col = [C, ...];" (from 1; m, the
             // number of blocked squares, may be left out); '%' and "/* ... */" comments
  essence,   // CSPLib 80's files (its generator's, and the ASP competition's instances as CSPLib
             // ships them): "letting n = N" and "letting blocks = [[R, C], ...]" (from 1); '$' comments
};

// A board with blocked squares, as read; rows and columns counted from 0 here, whatever the
// input counts from.
struct BlockedBoard {
  BlockedFormat format = BlockedFormat::board;  // the format read
  int n = 0;                                    // columns
  int rows = 0;                                 // rows: n but for a board of fewer lines than columns
  std::vector<Square> blocked;                  // in the order of the input; a square may repeat
  std::vector<Square> queens;                   // a board's 'Q' squares, row by row
};

// Parses the text; its first word past comments tells the format ("board" or "block": ASP; "n",
// "m", "row" or "col": MiniZinc; "letting": Essence'; a line of board squares: a board). Throws
// InputError (input_error.hpp) naming the problem and, where it lies at a place, pointing at it
// (line, column, the line's text): malformed text, a square off the board, a ragged board or one
// of more rows than columns, lists of different lengths, a missing or repeated parameter. The
// board's size is not checked against max_rules_n (validate does that).
BlockedBoard parse_blocked(std::string_view text);

// The rules of the board: n, its rows, its blocked squares and its queens as placed queens.
Rules rules_of(const BlockedBoard& board);

// An excluded-diagonals instance of CSPLib problem 79, as its generator (queens-diag-gen.py)
// writes it: "n = N", "numdiags = D", "diags = [[i, t], ...]" in any order, each optionally
// after "letting" and before ';'; '$', '%' and "/* ... */" comments; the lists as above. A pair [i, 1] excludes the sum
// diagonal row + column = i, a pair [i, 0] the difference diagonal row - column = i - (n - 1) (rows and columns from
// 0).
struct ExcludedDiagonals {
  int n = 0;                        // the board size
  int listed = 0;                   // numdiags: the pairs of the file
  std::vector<Diagonal> diagonals;  // the first `count` pairs (all without one), in the file's order
};

// Parses the text, keeping the first `count` pairs: an instance of the problem takes the FIRST
// d of the generator's list (d from 0 to numdiags; other subsets are not instances of its
// distribution). Throws InputError, pointing where it can: malformed text, a missing or repeated
// parameter, numdiags not the list's length, a type other than 0 or 1, a diagonal that the n×n
// board does not have; std::invalid_argument for a count outside 0..numdiags.
ExcludedDiagonals parse_excluded_diagonals(std::string_view text, std::optional<int> count = std::nullopt);

// The rules of the n×n board without the excluded diagonals.
Rules rules_of(const ExcludedDiagonals& instance);

}  // namespace nqueens::io
