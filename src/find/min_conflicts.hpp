#pragma once
// Min-conflicts local search over permutations (internal).

#include <cstdint>
#include <optional>

#include "core/search_budget.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::find_engine {

struct LocalSearchResult {
  std::optional<Placement> solution;  // empty if the step budget ran out
  std::uint64_t steps = 0;            // queen swaps tried
};

// A random solution of the n×n board (n >= 4 or n = 1) for the seed, or none after max_steps
// swaps tried or once the budget is spent (its observer sees the swaps tried as nodes).
LocalSearchResult min_conflicts(int n, std::uint64_t seed, std::uint64_t max_steps, core::SearchBudget& budget);

}  // namespace nqueens::find_engine
