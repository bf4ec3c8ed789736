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

  int n = 0;                 // the board size: n rows and n columns
  std::vector<int> columns;  // n entries: the queen's column in each row, 0..n-1, or empty

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

// The line two attacking queens share.
enum class Line {
  row,
  column,
  diagonal,       // top-left to bottom-right: row - column is the same
  anti_diagonal,  // top-right to bottom-left: row + column is the same
};

// Returns "row", "column", "diagonal" or "anti-diagonal".
const char* line_name(Line line);

// Two queens on one line. `first` comes before `second` in row-major order.
struct Attack {
  Square first;   // the queen first in row-major order
  Square second;  // the other queen
  Line line;      // the line they share
};

// The attacking pairs of a placement: how many, and the first of them.
struct Conflicts {
  std::uint64_t pairs = 0;     // every attacking pair, however many are listed
  std::vector<Attack> listed;  // the first `max_listed` pairs, grouped by line kind
};

// Finds every pair of queens that share a row, column, diagonal or anti-diagonal (line of
// sight is not blocked by a queen between them) and calls on_attack for each, grouped by line
// kind, until it returns false; the pairs after that are counted, not visited.
// Returns the number of attacking pairs. O(n + queens + visited pairs) time, O(n + queens)
// memory, so it serves n = 10^7. Throws std::invalid_argument if n < 1, a square lies off the
// board, or two queens stand on the same square, naming the square from 0 as it was given
// ("queen (9, 9) is off the 8×8 board (rows and columns count from 0)").
std::uint64_t for_each_attack(int n, std::span<const Square> queens,
                              const std::function<bool(const Attack&)>& on_attack);

// The same, collecting the first `max_listed` pairs.
Conflicts find_attacks(int n, std::span<const Square> queens, std::size_t max_listed);

// No limit on the pairs listed (find_attacks(p) lists them all).
inline constexpr std::size_t every_attack = std::numeric_limits<std::size_t>::max();

// The attacks between the queens of p (its empty rows hold none), the first `max_listed` pairs
// listed: every pair by default, up to n(n-1)/2 of them, so pass a limit for a large board that
// may be far from a solution. Throws std::invalid_argument as for_each_attack: p.n < 1, a column
// outside 0..n-1 other than Placement::empty, or more rows than p.n.
Conflicts find_attacks(const Placement& p, std::size_t max_listed = every_attack);

// True if p has a queen in every row and no two queens attack each other. O(n).
bool is_solution(const Placement& p);

}  // namespace nqueens
