#include "find/first_search.hpp"

#include <bit>

#include "core/bitboard.hpp"

namespace nqueens::find_engine {

namespace {

// Nodes between two looks at the budget (unity builds share anonymous namespaces: a unique name).
constexpr std::uint64_t first_poll_interval = 1 << 16;

}  // namespace

// Iterative, so that the budget can be polled between nodes at no cost to the hot loop.
FirstRun first_by_backtracking(int n, core::SearchBudget& budget) {
  const std::uint64_t full = core::board_mask<std::uint64_t>(n);
  Placement p = Placement::empty_board(n);
  FirstRun run;
  core::Frontier<std::uint64_t> stack[64];
  std::uint64_t free[64];
  stack[0] = {};
  free[0] = full;
  int d = 0;
  while (d >= 0) {
    if (free[d] == 0) {
      --d;
      continue;
    }
    const std::uint64_t bit = free[d] & (~free[d] + 1);
    free[d] ^= bit;
    p.columns[static_cast<std::size_t>(d)] = std::countr_zero(bit);
    if (++run.nodes % first_poll_interval == 0 && budget.spent(run.nodes, 0)) {
      run.gave_up = true;
      return run;
    }
    if (d == n - 1) {
      run.solution = p;
      return run;
    }
    stack[d + 1] = stack[d].place(bit);
    free[d + 1] = full & ~stack[d + 1].attacked();
    ++d;
  }
  return run;
}

}  // namespace nqueens::find_engine
