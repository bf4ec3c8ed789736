#pragma once
// Row-by-row backtracking around pre-placed queens (internal): solutions in lexicographic order.

#include <cstdint>
#include <functional>
#include <span>

#include "core/stopwatch.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::completion {

struct LexicographicRun {
  std::uint64_t solutions = 0;  // solutions visited
  std::uint64_t nodes = 0;      // queens placed by the search
  bool gave_up = false;         // the stopwatch's budget ran out
};

// Calls visit(solution) for each solution of the n×n board (n <= 64) holding the given queens,
// in lexicographic order, until visit returns false or the budget runs out. The queens must be
// on the board, one per square, and attack each other nowhere.
LexicographicRun lexicographic_completions(int n, std::span<const Square> queens, const core::Stopwatch& clock,
                                           const std::function<bool(const Placement&)>& visit);

}  // namespace nqueens::completion
