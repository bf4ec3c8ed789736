#include "complete/completion_search.hpp"

#include <bit>

namespace nqueens::completion {

namespace {

// The line to branch on: a row (its free columns) or a column (its free rows).
struct Line {
  bool is_row = true;
  int index = 0;
  std::uint64_t squares = 0;
};

constexpr std::uint64_t completion_poll_interval = 1024;

// Finds the free row or column with the fewest free squares; false if one has none.
bool most_constrained_line(const Board& board, Line& best) {
  int fewest = 65;
  for (std::uint64_t rows = board.free_rows(); rows != 0; rows &= rows - 1) {
    const int r = std::countr_zero(rows);
    const std::uint64_t squares = board.row_squares(r);
    const int k = std::popcount(squares);
    if (k == 0) return false;
    if (k < fewest) {
      fewest = k;
      best = {true, r, squares};
    }
  }
  for (std::uint64_t columns = board.free_columns(); columns != 0; columns &= columns - 1) {
    const int c = std::countr_zero(columns);
    const std::uint64_t squares = board.column_squares(c);
    const int k = std::popcount(squares);
    if (k == 0) return false;
    if (k < fewest) {
      fewest = k;
      best = {false, c, squares};
    }
  }
  return true;
}

}  // namespace

namespace {

// Every square allowed: the rows and columns of a board without rules.
constexpr std::uint64_t every_square[64] = {
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL};

}  // namespace

Board::Board(int n, const std::uint64_t* row_allowed, const std::uint64_t* column_allowed)
    : n_(n),
      row_allowed_(row_allowed != nullptr ? row_allowed : every_square),
      column_allowed_(column_allowed != nullptr ? column_allowed : every_square),
      free_rows_(n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1),
      free_columns_(free_rows_) {}

void Board::place(int r, int c) {
  free_rows_ &= ~(std::uint64_t(1) << r);
  free_columns_ &= ~(std::uint64_t(1) << c);
  diagonals_ |= Wide(1) << (c - r + n_ - 1);
  mirrored_diagonals_ |= Wide(1) << (r - c + n_ - 1);
  anti_diagonals_ |= Wide(1) << (r + c);
}

bool Search::run(const Board& board, Placement& placement) { return descend(board, placement); }

// Forward checking: a free row or column without a free square ends the branch. Every line is
// looked at anyway, so the one with the fewest squares costs nothing extra to find.
bool Search::descend(const Board& board, Placement& placement) {
  if (board.free_rows() == 0) {
    ++solutions_;
    return visit_(placement);
  }
  Line best;
  if (!most_constrained_line(board, best)) return true;
  std::uint64_t from_start = best.squares;  // the squares tried first, then the others
  if (shuffle_) {
    for (auto skip = random_.below(static_cast<std::uint64_t>(std::popcount(best.squares))); skip > 0; --skip)
      from_start &= from_start - 1;
  }
  for (std::uint64_t part : {from_start, best.squares & ~from_start})
    for (; part != 0; part &= part - 1) {
      const int other = std::countr_zero(part);
      if (!try_square(board, placement, best.is_row ? best.index : other, best.is_row ? other : best.index))
        return false;
    }
  return true;
}

bool Search::try_square(const Board& board, Placement& placement, int r, int c) {
  ++nodes_;
  if (nodes_ == node_limit_) {
    cut_off_ = true;
    return false;
  }
  if (nodes_ % completion_poll_interval == 0 && budget_.spent(nodes_, solutions_)) {
    gave_up_ = true;
    return false;
  }
  Board child = board;
  child.place(r, c);
  placement.columns[r] = c;
  if (!descend(child, placement)) return false;
  placement.columns[r] = Placement::empty;
  return true;
}

Searched most_constrained_first(const Board& board, const Placement& placement, core::SearchBudget& budget,
                                std::function<bool(const Placement&)> visit, std::uint64_t shuffle_seed,
                                std::uint64_t node_limit) {
  Placement p = placement;
  Search search(budget, std::move(visit), shuffle_seed, node_limit);
  search.run(board, p);
  return {search.solutions(), search.nodes(), search.gave_up(), search.cut_off()};
}

Searched restarting_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                           const std::function<bool(const Placement&)>& visit) {
  constexpr std::uint64_t first_node_limit = 1000;
  Searched total;
  for (std::uint64_t run = 1, limit = first_node_limit;; ++run, limit *= 2) {
    const Searched s = most_constrained_first(board, placement, budget, visit, run, limit);
    total.nodes += s.nodes;
    budget.add_finished_run(s.nodes);
    if (!s.cut_off) {
      total.solutions = s.solutions;
      total.gave_up = s.gave_up;
      return total;
    }
  }
}

}  // namespace nqueens::completion
