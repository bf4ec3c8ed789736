#pragma once
// Min-conflicts local search over permutations (internal).

#include <cstdint>
#include <optional>

#include "nqueens/placement.hpp"

namespace nqueens::find_engine {

struct LocalSearchResult {
  std::optional<Placement> solution;  // empty if the step budget ran out
  std::uint64_t steps = 0;            // queen swaps tried
};

// A random solution of the n×n board (n >= 4 or n = 1) for the seed, or none after max_steps
// swaps tried.
LocalSearchResult min_conflicts(int n, std::uint64_t seed, std::uint64_t max_steps);

}  // namespace nqueens::find_engine
