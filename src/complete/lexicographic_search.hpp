#pragma once
// Row-by-row backtracking around pre-placed queens (internal): solutions in lexicographic order.

#include <cstdint>
#include <functional>
#include <span>

#include "core/search_budget.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::completion {

struct LexicographicRun {
  std::uint64_t solutions = 0;  // solutions visited
  std::uint64_t nodes = 0;      // queens placed by the search
  bool gave_up = false;         // the budget was spent (the time is up, or the observer stopped it)
};

// Calls visit(solution) for each solution of the n×n board (n <= 64) holding the given queens,
// in lexicographic order, until visit returns false or the budget is spent. The queens must be
// on the board, one per square, and attack each other nowhere.
LexicographicRun lexicographic_completions(int n, std::span<const Square> queens, core::SearchBudget& budget,
                                           const std::function<bool(const Placement&)>& visit);

}  // namespace nqueens::completion
