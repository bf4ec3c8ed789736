#pragma once
// Completions in lexicographic order that enter no subtree without one (internal): the ordered
// listing, asked for its first solution, answers as fast as the fastest search for any.

#include <functional>

#include "complete/completion_search.hpp"
#include "core/search_budget.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::completion {

// Calls visit(solution) for each completion of `board` (whose queens `placement` holds) in
// lexicographic order of (columns[0], columns[1], ...), until visit returns false or the budget
// is spent (gave_up). Row-by-row backtracking meets, on some boards, subtrees without a
// completion that take it minutes to leave, where the completion engine proves the same in
// under a second (the row or column with the fewest free squares first, the diagonal bound, the
// split search on every thread: racing_search). So while more than `plain_rows` rows are free,
// the walk asks that engine which square of the row to take: for a completion with the row's
// queen on any square not yet tried, then on those left of the answer's square, and so on until
// there is none: the leftmost square with a completion, found by one proof for all the squares
// left of it, and entered with that completion in hand. Below `plain_rows` free rows, plain
// backtracking, whose subtrees are then small. The whole board is asked first, as
// find_solution asks it (racing_search): a board without a completion costs what find_solution
// costs to prove it. nodes: every
// search's.
Searched ordered_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                        const std::function<bool(const Placement&)>& visit, int plain_rows = 10);

}  // namespace nqueens::completion
