#pragma once
// Placements of queens on an n×n board, and the attacks between queens.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <vector>

namespace nqueens {

// A square of the board; rows and columns are 0-based, row 0 at the top, column 0 at the left.
struct Square {
  int row = 0;     // 0-based, row 0 at the top
  int column = 0;  // 0-based, column 0 at the left
  friend bool operator==(const Square&, const Square&) = default;
};

// One queen per row: columns[r] is the column of the queen in row r, or Placement::empty.
// The same type holds solutions, partial boards and the answers for huge n.
struct Placement {
  // The column of a row without a queen.
  static constexpr int empty = -1;

  int n = 0;                 // the board's columns (and rows, on the square board)
  std::vector<int> columns;  // one entry a row (n on the square board, row_count(rules) under
                             // rules): the queen's column in that row, 0..n-1, or empty

  // An empty board of size n (every row Placement::empty).
  static Placement empty_board(int n);

  // Returns the queens as squares, row by row, skipping empty rows.
  std::vector<Square> squares() const;

  // Returns the columns numbered from 1, as the tutorials and judges write a solution
  // ("1 5 8 6 3 7 2 4"); an empty row stays Placement::empty + 1 = 0.
  std::vector<int> columns_from_one() const;

  friend bool operator==(const Placement&, const Placement&) = default;
  friend auto operator<=>(const Placement&, const Placement&) = default;
};

// How one queen attacks another: along one of the four lines of the board, or under rules
// (variants.hpp) along a diagonal that wraps around the edges, or a knight's move away.
enum class Reach {
  row,
  column,
  diagonal,               // top-left to bottom-right: row - column is the same
  anti_diagonal,          // top-right to bottom-left: row + column is the same
  wrapped_diagonal,       // toroidal: row - column is the same modulo n, not without
  wrapped_anti_diagonal,  // toroidal: row + column is the same modulo n, not without
  knight,                 // a knight's move apart: 1 row and 2 columns, or 2 rows and 1 column
};

// Returns "row", "column", "diagonal", "anti-diagonal", "wrapped diagonal",
// "wrapped anti-diagonal" or "knight move".
const char* reach_name(Reach reach);

// Two queens that attack each other. `first` comes before `second` in row-major order.
struct Attack {
  Square first;              // the queen first in row-major order
  Square second;             // the other queen
  Reach reach = Reach::row;  // how they attack each other
  friend bool operator==(const Attack&, const Attack&) = default;
};

// What a set of queens breaks: on the classic board its attacking pairs; under rules
// (find_attacks in rules.hpp) also the queens where none may stand and the squares that
// must hold one.
struct Conflicts {
  std::uint64_t pairs = 0;        // every attacking pair, however many are listed; under rules a
                                  // pair once per reach (on a torus two queens can share a
                                  // diagonal and a wrapped anti-diagonal)
  std::vector<Attack> listed;     // the first `max_listed` pairs: grouped by reach, in the order
                                  // of Reach; within a line by the line (rows from the top,
                                  // columns from the left, diagonals by row - column,
                                  // anti-diagonals by row + column, wrapped ones by those modulo
                                  // n), then in row-major order of (first, second); knight moves
                                  // in row-major order of (first, second)
  std::vector<Square> forbidden;  // under rules: queens where none may stand (blocked, on an
                                  // excluded diagonal), in the order given
  std::vector<Square> missing;    // under rules: placed squares (Rules::placed) without a queen
  // Nothing broken; the number of queens is the caller's to check.
  bool none() const { return pairs == 0 && forbidden.empty() && missing.empty(); }
};

// Finds every pair of queens that share a row, column, diagonal or anti-diagonal (line of
// sight is not blocked by a queen between them) and calls on_attack for each, in the order of
// Conflicts::listed, until it returns false; the pairs after that are counted, not visited.
// Returns the number of attacking pairs. O(n + queens + visited pairs) time, O(n + queens)
// memory, so it serves n = 10^7; where fewer than one row in eight holds a queen,
// O(queens·log queens + visited pairs) time and O(queens) memory, whatever n. Throws std::invalid_argument if n < 1, a
// square lies off the board, or two queens stand on the same square, naming the square from 0 as it was given
// ("queen (9, 9) is off the 8×8 board (rows and columns count from 0)").
std::uint64_t for_each_attack(int n, std::span<const Square> queens,
                              const std::function<bool(const Attack&)>& on_attack);

// No limit on the pairs listed (find_attacks(p) lists them all; find_attacks under rules,
// rules.hpp, takes it too).
inline constexpr std::size_t every_attack = std::numeric_limits<std::size_t>::max();

// The attacks between the queens of p (its empty rows hold none), the first `max_listed` pairs
// listed: every pair by default, up to n(n-1)/2 of them, so pass a limit for a large board that
// may be far from a solution. Throws std::invalid_argument as for_each_attack: p.n < 1, a column
// outside 0..n-1 other than Placement::empty, or more rows than p.n.
Conflicts find_attacks(const Placement& p, std::size_t max_listed = every_attack);

// True if p has a queen in every row and no two queens attack each other. O(n).
bool is_solution(const Placement& p);

}  // namespace nqueens
