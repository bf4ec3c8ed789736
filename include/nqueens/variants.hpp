#pragma once
// Boards with rules (rules.hpp): counting their solutions, listing them, finding the first one
// or proving there is none, and naming what a placement breaks. One engine serves every variant
// (bitboard backtracking row by row, one 64-bit word a mask, n <= max_rules_n); the classic
// rules (is_classic) are handed to the engines of count.hpp, solve.hpp and complete.hpp.
//
// A solution under rules is a Placement with n = rules.n and row_count(rules) entries in
// `columns` (fewer than n on an m×n board), Placement::empty in a row without a queen (k queens
// on a board of more rows), holding queen_count(rules) queens in all, every placed square, no
// queen where allowed() says none may stand, and no two queens that attack each other: along a
// row, a column or a diagonal (line of sight is not blocked by a queen between them), along a
// diagonal that wraps around the edges (toroidal), or a knight's move apart (knight; knight
// moves do not wrap). Known counts: toroidal queens OEIS A051906, superqueens A051223
// (fundamental A051224), k queens anywhere on the n×n board A036464 (k = 2), A047659 (k = 3),
// A061994 (k = 4), m queens on the m×n board A269133.
//
// Every function here throws std::invalid_argument from validate(rules) for rules that
// describe no board.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "nqueens/complete.hpp"
#include "nqueens/count.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// How one queen attacks another under rules: the four lines of Line (placement.hpp), in the
// same order and with the same values, then the wrapped diagonals and the knight's move.
enum class Reach {
  row,
  column,
  diagonal,               // row - column is the same
  anti_diagonal,          // row + column is the same
  wrapped_diagonal,       // toroidal: row - column is the same modulo n, not without
  wrapped_anti_diagonal,  // toroidal: row + column is the same modulo n, not without
  knight,                 // a knight's move apart: 1 row and 2 columns, or 2 rows and 1 column
};

// Returns "row", "column", "diagonal", "anti-diagonal", "wrapped diagonal",
// "wrapped anti-diagonal" or "knight move".
const char* reach_name(Reach reach);

// The reach of a line of the classic board.
constexpr Reach reach_of(Line line) { return static_cast<Reach>(line); }

// Two queens that attack each other. `first` comes before `second` in row-major order.
struct RulesAttack {
  Square first;   // the queen first in row-major order
  Square second;  // the other queen
  Reach reach;    // how it attacks: a line, a wrapped line, or a knight's move
  friend bool operator==(const RulesAttack&, const RulesAttack&) = default;
};

// What a set of queens breaks under rules.
struct RulesConflicts {
  std::uint64_t pairs = 0;          // attacking pairs, a pair once per reach (on a torus two
                                    // queens can share a diagonal and a wrapped anti-diagonal)
  std::vector<RulesAttack> listed;  // the first `max_listed` of them, in row-major order of
                                    // (first, second), then in the order of Reach
  std::vector<Square> forbidden;    // queens where none may stand (blocked, on an excluded
                                    // diagonal), in the order given
  std::vector<Square> missing;      // placed squares (Rules::placed) without a queen
  // Nothing broken; the number of queens is the caller's to check (queen_count).
  bool none() const { return pairs == 0 && forbidden.empty() && missing.empty(); }
};

// Checks queens (any number, in any order) against the rules. O(queens² + queens·(blocked +
// excluded) + placed·queens). Throws std::invalid_argument as validate(rules) does, and if a
// queen lies off the board or two stand on one square.
RulesConflicts find_attacks(const Rules& rules, std::span<const Square> queens, std::size_t max_listed);

// True if p is a solution under the rules (see the top of this header). Throws as validate.
bool is_solution(const Rules& rules, const Placement& p);

// The plan of a count under rules: the classic rules get make_count_plan(n, engine, limits)
// (n <= max_count_n); any others, work units that are the valid placements of the first rows
// (enough rows for about a thousand units or more), in lexicographic order, with the symmetries
// the rules have where nothing but lines and moves is set (no blocked squares, excluded
// diagonals or placed queens) and every row holds a queen: on a torus without knight moves,
// only the first queens in column 0, each counting n times (moving all queens a column right,
// round the edge, maps solutions onto solutions); otherwise the left-right mirror, a first queen
// left of the middle counting twice. Units have an independent recount (recount_unit) by a
// naive search. Throws as validate and make_count_plan.
std::unique_ptr<CountPlan> make_count_plan(const Rules& rules, Engine engine = Engine::fast, PlanLimits limits = {});

// Counts the solutions under the rules on options.limits.threads threads (0: every CPU this
// process may use), exact. The observer sees each finished unit and may stop the count between
// units: the result then holds the finished units only (complete() is false). The classic rules
// are counted by count(n, options). For rules that keep_symmetries (rules.hpp: the classic,
// toroidal and knight rules of a square board with a queen in every row), a complete count
// holds the fundamental count and the solutions fixed by the 180° and 90° rotations (as
// count(n) does, Burnside's lemma: superqueens OEIS A051224), found by a search over whole
// orbits; the others leave them 0.
// Throws as make_count_plan, and StoppedError (errors.hpp) if the observer stops the count
// during that search.
CountResult count(const Rules& rules, const CountOptions& options = {});

// Calls visit(solution) for every solution under the rules in lexicographic order of
// (columns[0], columns[1], ...) with an empty row (Placement::empty, -1) before any column,
// the order of Placement's operator<, until visit returns false. Solutions::fundamental lists
// only the solutions that are the smallest of their eight images (is_canonical), and needs rules
// that keep_symmetries (rules.hpp). The observer, if any, sees the nodes searched and the
// solutions visited every million nodes or so, and stopping it ends the listing there. Rules
// that the completion engine takes (find_solution: a square board, a queen in every row, straight
// lines) are walked asking that engine which square of each row to take while more than 10 rows
// are free (the leftmost with a solution below it, one proof for all those left of it): the
// listing enters no subtree without a solution, and one under rules without any costs what
// find_solution costs to prove it. Returns the number of solutions visited. Throws as validate,
// and std::invalid_argument for Solutions::fundamental under rules the symmetries do not keep.
std::uint64_t for_each_solution(const Rules& rules, Solutions which, const std::function<bool(const Placement&)>& visit,
                                SearchObserver* observer = nullptr);

// The index-th solution (1-based) of the listing for_each_solution(rules, which, ...) visits;
// std::nullopt if the listing is shorter, or if the observer stopped the search. The classic
// rules get solution_at(n, which, index, observer) (solve.hpp: for all the solutions of n <= 32,
// by counting whole subtrees); the others list the solutions before it, so the time grows with
// the index. Throws as for_each_solution, and std::invalid_argument if index == 0.
std::optional<Placement> solution_at(const Rules& rules, Solutions which, u128 index,
                                     SearchObserver* observer = nullptr);

// The outcome of a search for one solution under rules.
struct RulesSearchResult {
  Outcome outcome = Outcome::gave_up;  // found, none_exists (proved), or gave_up (budget, observer)
  Placement solution;                  // found: the lexicographically first solution; otherwise empty
  std::optional<RulesAttack> attack;   // none_exists because two placed queens attack each other
  std::uint64_t nodes = 0;             // queens placed and rows left empty by the search
  double seconds = 0;                  // wall time of the search
};

// The lexicographically first solution under the rules (the first that for_each_solution
// visits, by its walk), or a proof that there is none, within options.max_seconds (0: no limit)
// and the observer's stop. Throws as validate.
RulesSearchResult first_solution(const Rules& rules, const CompleteOptions& options = {});

// A solution under the rules, not necessarily the first, or a proof that there is none, in the
// fastest way there is. Square boards with a queen in every row and only blocked squares,
// excluded diagonals and placed queens (CSPLib 79 and 80) go to the completion engine of
// complete.hpp (the row or column with the fewest free squares first, restarts under a doubling
// node limit, on every CPU up to 8): every one of CSPLib 79's 1000 excluded-diagonals instances
// of n = 21 with 19 diagonals is decided in under half a second on two cores
// (bench/README.md). The classic rules get the explicit construction (find.hpp), the
// others first_solution. `attack`, nodes and seconds as first_solution gives them. Throws as
// validate.
RulesSearchResult find_solution(const Rules& rules, const CompleteOptions& options = {});

}  // namespace nqueens
