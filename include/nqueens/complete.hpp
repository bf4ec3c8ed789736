#pragma once
// Completion of pre-placed queens (the n-queens completion problem, NP-complete: Gent,
// Jefferson & Nightingale, JAIR 2017): a completion, a proof that none exists, or a count.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>

#include "nqueens/find.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n the completion engine accepts (one 64-bit bitboard word per row or column).
inline constexpr int max_complete_n = 64;
// The largest n complete() and count_completions() accept. Past max_complete_n they complete
// boards whose queens leave at most max_complete_n rows free, the free rows evenly spaced and
// the free columns with the same step (as CSPLib 79's translation of excluded diagonals into
// completion builds them: n = 1241 for a 5×5 board), on the block of the free squares.
inline constexpr int max_large_complete_n = 1'000'000;

// How complete() and first_completion() search: a time budget and an observer.
struct CompleteOptions {
  double max_seconds = 0;  // wall-time budget; 0 = none. Past it the search ends with Outcome::gave_up.
                           // At most max_search_seconds (outcome.hpp): more, or below 0, is refused.
  // Sees the search's progress; stopping it (stop_requested) ends it as the budget running out
  // does: Outcome::gave_up, with what it found so far. May be null.
  SearchObserver* observer = nullptr;
};

// What complete() or first_completion() found: find_solution's result (find.hpp), the question
// being the same (a completion is a solution of the board with placed queens): found (a
// solution holding every pre-placed queen), none_exists (proved; `attack` the first pair of
// pre-placed queens that attack each other, if that is why), or gave_up (budget, observer).
using CompletionResult = FindResult;

// Finds a solution of the n×n board that contains the given queens, branching on the row or
// column with the fewest free squares first (bitboards, forward checking; a branch ends where
// the free squares lie on fewer diagonals than queens are left to place), and restarting with
// another (seeded, so reproducible) order of squares under a doubling node limit, which avoids
// the long fruitless subtrees a single order meets on some instances. Where this process may
// use more than one CPU (up to 8), the others search the fixed order's tree, cut into subtrees,
// and after 2^20 nodes of restarts the calling thread joins them: a proof that there is none
// takes a share of the threads, and the answer is the same on every run (the restarts' if they
// meet one in those nodes, else the first in the fixed order). nodes: those of every thread.
// Two pre-placed queens that attack each other answer the question without a search: the result
// is none_exists with the first such pair, for any n from 1 to max_large_complete_n.
// Throws std::invalid_argument if n < 1 or n > max_large_complete_n (whatever the queens), a
// queen lies off the board, two queens stand on the same square, or n > max_complete_n, no two
// queens attack each other, and the free rows are more, or spaced otherwise, than the comment
// on max_large_complete_n allows.
CompletionResult complete(int n, std::span<const Square> queens, const CompleteOptions& options = {});

// The lexicographically first such solution (the order of (columns[0], columns[1], ...)), by
// row-by-row backtracking that, with queens placed, asks complete()'s engine which square of each
// row has a completion below it (for_each_solution of variants.hpp says how): a placement
// without a completion costs what complete() costs to prove it. Throws std::invalid_argument if n < 1 or
// n > max_complete_n, a queen lies off the board, or two queens stand on the same square.
CompletionResult first_completion(int n, std::span<const Square> queens, const CompleteOptions& options = {});

// The number of completions of pre-placed queens, and what counting them took.
struct CompletionCount {
  Outcome outcome = Outcome::gave_up;  // found: the count is exact (it may be 0); gave_up: a lower bound
  u128 completions = 0;                // the solutions holding every pre-placed queen (so far, if gave_up)
  std::optional<Attack> attack;        // set when two pre-placed queens attack each other (the count is 0)
  std::uint64_t nodes = 0;             // queens placed by the search
  double seconds = 0;                  // wall time of the count
};

// Counts the solutions of the n×n board that contain the given queens. Same errors as complete().
CompletionCount count_completions(int n, std::span<const Square> queens, const CompleteOptions& options = {});

// Calls visit(solution) for each solution containing the given queens, in lexicographic order,
// until visit returns false. Returns how the listing ended: found (all listed or visit stopped
// it; the result's count says how many were visited) or gave_up. Same errors as
// first_completion().
CompletionCount for_each_completion(int n, std::span<const Square> queens,
                                    const std::function<bool(const Placement&)>& visit,
                                    const CompleteOptions& options = {});

}  // namespace nqueens
