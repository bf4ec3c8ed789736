#pragma once
// The rules of a board when they are not the classic n×n ones: blocked squares (CSPLib 80),
// excluded diagonals (CSPLib 79), diagonals that wrap around (toroidal queens, OEIS A051906),
// knight moves (superqueens, OEIS A051223), fewer rows than columns (OEIS A269133) and fewer
// queens than rows (k queens anywhere, OEIS A036464, A047659, A061994). A variant is a
// description handed to the engines, not a fork of each: Rules{.n = n} are the classic rules,
// and the engines keep their fastest paths for them.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/placement.hpp"

namespace nqueens {

// The largest n of a board with rules (one 64-bit bitboard word per row), but for the boards of
// is_completion below.
inline constexpr int max_rules_n = 64;

// The largest n of a completion board (is_completion). Past max_rules_n, find_solution
// (find.hpp), count, for_each_solution and solution_at (variants.hpp) take one where its placed
// queens leave at most max_rules_n rows free, the free rows evenly spaced and the free columns
// with the same step, as CSPLib 79's translation of excluded diagonals into completion builds
// them (n = 1241 for a 5×5 board), and throw std::invalid_argument naming the free rows where
// they are not so. Its solutions are those of the block of the free squares, an
// excluded-diagonals board of at most max_rules_n columns, in the same order. Placed queens that
// attack each other answer any such n.
inline constexpr int max_completion_n = 1'000'000;

// A diagonal of the board, as CSPLib problem 79 names them (0-based rows and columns).
struct Diagonal {
  // Which of the two kinds of diagonal.
  enum class Kind {
    sum,         // the anti-diagonal row + column = index, index in [0, 2n - 2]
    difference,  // the diagonal row - column = index, index in [-(n - 1), n - 1]
  };
  Kind kind = Kind::sum;  // sum (anti-diagonal) or difference (diagonal)
  int index = 0;          // row + column, or row - column
  friend bool operator==(const Diagonal&, const Diagonal&) = default;
};

// The rules of a board: its size, and what a variant adds to the classic rules (nothing, by
// default). One description serves every engine (variants.hpp).
struct Rules {
  int n = 8;                         // columns of the board; the board is rows × n
  int rows = 0;                      // rows of the board, 1..n; 0: n rows (the square board)
  int queens = 0;                    // queens to place, 1..rows, at most one a row; 0: one in every row
  bool toroidal = false;             // diagonals wrap around the edges (square board only)
  bool knight = false;               // a queen also attacks the squares a knight's move away (superqueens)
  std::vector<Square> blocked{};     // squares that may hold no queen
  std::vector<Diagonal> excluded{};  // diagonals that may hold no queen
  std::vector<Square> placed{};      // squares that must hold a queen (completion, CSPLib 79)
  friend bool operator==(const Rules&, const Rules&) = default;
};

// The classic rules of the n×n board: nothing added.
inline Rules classic_rules(int n) { return Rules{.n = n}; }

// True if `rules` are the classic rules of their n (rows and queens 0 or n, nothing else set):
// the engines of count.hpp, solve.hpp and find.hpp serve them, faster than those of
// variants.hpp, which hand them on.
bool is_classic(const Rules& rules);

// True if the rules add nothing to the classic n×n board but placed queens (none or more): the
// n-queens completion problem (NP-complete: Gent, Jefferson & Nightingale, JAIR 2017), whose n
// may go past max_rules_n (max_completion_n).
bool is_completion(const Rules& rules);

// The number of rows of the board (rules.rows, or n for 0), and of queens to place.
int row_count(const Rules& rules);
// The number of queens to place (rules.queens, or the rows for 0).
int queen_count(const Rules& rules);

// Checks that the rules describe a board: 1 <= n <= max_rules_n (max_completion_n for
// is_completion), 0 <= rows <= n, 0 <= queens <= rows, toroidal only on a square board, blocked
// and placed squares on the board, diagonals that exist on it (sum: 0 .. rows + n - 2;
// difference: -(n - 1) .. rows - 1), no two queens placed on one square and no more placed than
// queen_count (but on a completion board, where two of them then share a row). Placed queens
// that attack each other or stand where no queen may are no error: such rules have no solution. Throws
// std::invalid_argument naming the first problem (rows and columns counted from 0).
void validate(const Rules& rules);

// True if the eight symmetries of the square (symmetry.hpp) map every solution under the rules
// onto a solution: a square board, a queen in every row, nothing set but toroidal and knight
// (a torus and knight moves look the same from every side). Only then have the solutions a
// fundamental count (count, variants.hpp).
bool keeps_symmetries(const Rules& rules);
// Throws std::invalid_argument, naming the rules, unless keeps_symmetries(rules): what asks for
// the fundamental solutions of rules that have none.
void require_symmetries(const Rules& rules);

// True if a queen may stand on `square`: on the board (row < row_count), not blocked, on no
// excluded diagonal. O(blocked + excluded).
bool allowed(const Rules& rules, Square square);

// What the queens (any number, in any order) break under the rules (Conflicts, placement.hpp):
// the attacking pairs, the first `max_listed` of them listed (every_attack: all), the queens where
// none may stand and the placed squares without a queen. The classic rules of any n >= 1 (n up to
// a billion) take O(n + queens + listed pairs) (for_each_attack), completion boards
// (is_completion) that and O((queens + placed) log queens); any others
// O(queens² + queens·(blocked + excluded) + placed·queens). Throws std::invalid_argument as
// validate(rules) does (the classic rules: if n < 1), and if a queen lies off the board or two
// stand on one square.
Conflicts find_attacks(const Rules& rules, std::span<const Square> queens, std::size_t max_listed = every_attack);

// True if p is a solution under the rules (see the top of variants.hpp); the classic rules of any
// n >= 1: is_solution(p) of the same n. Throws as validate for rules that are not the classic ones.
bool is_solution(const Rules& rules, const Placement& p);

// The rules in one line for people, every field that differs from the classic board, the sets
// counted: "n=12 toroidal knight", "n=20 blocked=17 squares excluded=1 diagonal placed=2 queens".
// The fields in this order: n, rows, queens, toroidal, knight, blocked, excluded, placed; rows=
// and queens= only where they differ from n and from the rows.
std::string describe(const Rules& rules);

// The rules in one line that names them whole: describe() with the sets listed, e.g.
// "n=5 blocked=(0,1)(3,4) excluded=d-2,s3" (rows and columns from 0; s: the sum diagonal
// row + column = i, d: the difference diagonal row - column = i). Equal rules give equal texts
// (a set sorted, repeats dropped), so plans and journals can be told apart, and parse_rules reads
// the rules back.
std::string rules_text(const Rules& rules);

// The rules a rules_text() names. Throws std::invalid_argument for any other text (a word that
// is not one of rules_text's, a field twice, out of order or spelt otherwise: the text must be
// the one rules_text writes for what it names), or as validate() for rules that describe no
// board.
Rules parse_rules(std::string_view text);

}  // namespace nqueens
