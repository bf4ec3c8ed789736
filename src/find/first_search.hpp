#pragma once
// The lexicographically first solution of the classic board (internal): FindMethod::first.

#include <cstdint>
#include <optional>

#include "core/search_budget.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::find_engine {

struct FirstRun {
  std::optional<Placement> solution;  // the first solution, if the search met one
  std::uint64_t nodes = 0;            // queens placed by the search
  bool gave_up = false;               // the budget was spent (the time is up, or the observer stopped it)
};

// The first solution of the n×n board (1 <= n <= 64) in lexicographic order, by plain bitboard
// backtracking row by row (core/bitboard.hpp), polling the budget between nodes.
FirstRun first_by_backtracking(int n, core::SearchBudget& budget);

}  // namespace nqueens::find_engine
