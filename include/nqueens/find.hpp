#pragma once
// One solution of a board, or the proof that there is none: of the classic n×n board for any n
// (an explicit construction, min-conflicts local search, or the lexicographically first
// solution), and under rules (rules.hpp: blocked squares, excluded diagonals, placed queens,
// toroidal, superqueens, ...), by the fastest search there is for them. Completing pre-placed
// queens (the n-queens completion problem, NP-complete: Gent, Jefferson & Nightingale, JAIR
// 2017) is find_solution(Rules{.n = n, .placed = queens}); counting and listing the completions
// are count and for_each_solution of variants.hpp.

#include <cstdint>
#include <optional>

#include "nqueens/observer.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {

// The largest n find accepts: the columns take 4 bytes a row, min-conflicts 20 bytes a row.
inline constexpr int max_find_n = 1'000'000'000;

// The largest n whose lexicographically first solution is searched (FindMethod::first): the
// search keeps one 64-bit bitboard word per line.
inline constexpr int max_first_n = 64;

// How find_solution() finds a solution.
enum class FindMethod {
  construct,      // any solution, the fastest way: the classic board's closed-form recipe by n mod 6,
                  // O(n) time and memory; under other rules (no recipe) the fastest search, below
  min_conflicts,  // a random solution by local search (Sosic & Gu's QS4 scheme); classic board only
  first,          // the lexicographically first solution, by backtracking (n <= max_first_n)
};

// The method of find_solution(), and its budget, seed and observer.
struct FindOptions {
  FindMethod method = FindMethod::construct;  // construct: at once; the others search
  std::uint64_t seed = 1;                     // min-conflicts: equal seeds give equal solutions, on every platform
  std::uint64_t max_steps = 0;                // min-conflicts: queen moves before giving up; 0 = 100·n + 10^6
  double max_seconds = 0;  // the backtracking searches (first, and any under rules): wall-time budget;
                           // 0 = none; at most max_search_seconds (outcome.hpp)
  // Every search (min-conflicts, first, and any under rules; not the classic construction): sees
  // its progress; stopping it (stop_requested) ends it as its budget running out does
  // (Outcome::gave_up). May be null.
  SearchObserver* observer = nullptr;
};

// What find_solution() found.
struct FindResult {
  Outcome outcome = Outcome::gave_up;  // none_exists: proved (the classic board: n = 2 and n = 3)
  Placement solution;                  // found: a solution (is_solution holds); otherwise empty
  std::optional<Attack> attack;        // none_exists because two placed queens (Rules::placed)
                                       // attack each other: the first such pair
  std::uint64_t nodes = 0;             // the backtracking searches: queens placed (and rows left
                                       // empty); min-conflicts: queen moves; construct: 0
  double seconds = 0;                  // wall time of the search
};

// One solution of the board by the chosen method, or the proof that there is none.
// The classic rules (is_classic) of any n up to max_find_n take every method. Other rules
// (n <= max_rules_n; completion boards, is_completion, up to max_completion_n on the block of
// their free squares, rules.hpp) take `construct` (any solution) and `first`: square boards with
// a queen in every row and only blocked squares, excluded diagonals and placed queens (CSPLib 79
// and 80) go to the completion engine (the row or column with the fewest free squares first,
// restarts under a doubling node limit, on every CPU up to 8: each of CSPLib 79's 1000
// excluded-diagonals instances of n = 21 with 19 diagonals is decided in under half a second on
// two cores, bench/README.md); the others, and `first`, to the row-by-row walk of
// for_each_solution (variants.hpp), which enters no subtree without a solution where the
// completion engine can tell. Placed queens that attack each other answer at once: none_exists,
// with the first such pair in `attack`.
// Throws std::invalid_argument if n < 1 or n > max_find_n, as validate(rules) does for rules that
// are not the classic ones (and for a completion board past max_rules_n whose free rows are more
// than max_rules_n or not evenly spaced, naming them), if the method is `first` and the classic
// n > max_first_n, if min-conflicts is asked under rules other than the classic ones or would
// need more than half the machine's memory, or if max_seconds is below 0 or past
// max_search_seconds.
FindResult find_solution(const Rules& rules, const FindOptions& options = {});

// The classic n×n board: find_solution(classic_rules(n), options).
inline FindResult find_solution(int n, const FindOptions& options = {}) {
  return find_solution(classic_rules(n), options);
}

// The explicit solution of Hoffman, Loessi & Moore (Mathematics Magazine 42, 1969): for even n
// not of the form 6k+2, the even columns then the odd ones; for n = 6k+2 a shifted variant; for
// odd n the solution of n-1 plus a queen in the corner. std::nullopt for n = 2 and n = 3.
// Throws std::invalid_argument if n < 1 or n > max_find_n.
std::optional<Placement> construct_solution(int n);

}  // namespace nqueens
