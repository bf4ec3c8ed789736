#include "complete/lexicographic_search.hpp"

#include <bit>
#include <vector>

#include "core/bitboard.hpp"

namespace nqueens::completion {

namespace {

constexpr std::uint64_t lexicographic_poll_interval = 1 << 16;

using Mask = std::uint64_t;

// The squares of each row attacked by the pre-placed queens, whichever row they stand in; the
// frontier of the search only knows the queens above the current row.
std::vector<Mask> attacked_by(int n, std::span<const Square> queens) {
  std::vector<Mask> blocked(static_cast<std::size_t>(n), 0);
  for (const Square& q : queens)
    for (int r = 0; r < n; ++r) {
      const int shift = r > q.row ? r - q.row : q.row - r;
      Mask m = Mask(1) << q.column;
      if (q.column + shift < n) m |= Mask(1) << (q.column + shift);
      if (q.column - shift >= 0) m |= Mask(1) << (q.column - shift);
      blocked[static_cast<std::size_t>(r)] |= m;
    }
  return blocked;
}

}  // namespace

// The plain bitboard backtracking of core/bitboard.hpp, with a row holding a pre-placed queen
// offering only that queen's square, and the other rows dropping the squares pre-placed queens
// attack. Iterative, so the budget can be polled between nodes at no cost to the hot loop.
LexicographicRun lexicographic_completions(int n, std::span<const Square> queens, core::SearchBudget& budget,
                                           const std::function<bool(const Placement&)>& visit) {
  const Mask full = core::board_mask<Mask>(n);
  const std::vector<Mask> blocked = attacked_by(n, queens);
  Placement p = Placement::empty_board(n);
  std::vector<Mask> fixed(static_cast<std::size_t>(n), 0);
  for (const Square& q : queens) fixed[static_cast<std::size_t>(q.row)] = Mask(1) << q.column;
  auto free_squares = [&](int row, const core::Frontier<Mask>& f) {
    const auto r = static_cast<std::size_t>(row);
    return fixed[r] != 0 ? fixed[r] & ~f.attacked() : full & ~f.attacked() & ~blocked[r];
  };

  LexicographicRun run;
  core::Frontier<Mask> stack[64];
  Mask free[64];
  stack[0] = {};
  free[0] = free_squares(0, stack[0]);
  int d = 0;
  while (d >= 0) {
    if (free[d] == 0) {
      --d;
      continue;
    }
    const Mask bit = free[d] & (~free[d] + 1);
    free[d] ^= bit;
    p.columns[static_cast<std::size_t>(d)] = std::countr_zero(bit);
    if (++run.nodes % lexicographic_poll_interval == 0 && budget.spent(run.nodes, run.solutions)) {
      run.gave_up = true;
      return run;
    }
    if (d == n - 1) {
      ++run.solutions;
      if (!visit(p)) return run;
      continue;
    }
    stack[d + 1] = stack[d].place(bit);
    free[d + 1] = free_squares(d + 1, stack[d + 1]);
    ++d;
  }
  return run;
}

}  // namespace nqueens::completion
