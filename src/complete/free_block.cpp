#include "complete/free_block.hpp"

#include <stdexcept>
#include <string>

#include "nqueens/complete.hpp"

namespace nqueens::completion {

namespace {

// True if the values step by the same amount from each to the next (vacuously for fewer than 3).
bool evenly_spaced(const std::vector<int>& values, int step) {
  for (std::size_t i = 1; i < values.size(); ++i)
    if (values[i] - values[i - 1] != step) return false;
  return true;
}

}  // namespace

FreeBlock::FreeBlock(int n, std::span<const Square> queens) : placed_(Placement::empty_board(n)) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<char> column_taken(size, 0), diagonal(2 * size - 1, 0), anti_diagonal(2 * size - 1, 0);
  for (const Square& q : queens) {
    placed_.columns[static_cast<std::size_t>(q.row)] = q.column;
    column_taken[static_cast<std::size_t>(q.column)] = 1;
    diagonal[static_cast<std::size_t>(q.row - q.column + n - 1)] = 1;
    anti_diagonal[static_cast<std::size_t>(q.row + q.column)] = 1;
  }
  for (int i = 0; i < n; ++i) {
    if (placed_.columns[static_cast<std::size_t>(i)] == Placement::empty) rows_.push_back(i);
    if (!column_taken[static_cast<std::size_t>(i)]) columns_.push_back(i);
  }
  const int k = free_rows();
  const std::string past = "a board past " + std::to_string(max_complete_n) + "×" + std::to_string(max_complete_n);
  if (k > max_complete_n)
    throw std::invalid_argument(past + " is completed only where at most " + std::to_string(max_complete_n) +
                                " rows are free; " + std::to_string(k) + " of its " + std::to_string(n) + " rows are");
  const int step = k >= 2 ? rows_[1] - rows_[0] : 1;
  if (!evenly_spaced(rows_, step) || !evenly_spaced(columns_, step))
    throw std::invalid_argument(past +
                                " is completed only where its free rows and its free columns are evenly spaced, "
                                "with the same step: free rows " +
                                std::to_string(rows_[0]) + ", " + std::to_string(rows_[1]) + ", ..., free columns " +
                                std::to_string(columns_[0]) + ", " + std::to_string(columns_[1]) + ", ... (from 0)");
  row_allowed_.assign(static_cast<std::size_t>(k), 0);
  column_allowed_.assign(static_cast<std::size_t>(k), 0);
  for (int i = 0; i < k; ++i)
    for (int j = 0; j < k; ++j) {
      const int r = rows_[static_cast<std::size_t>(i)], c = columns_[static_cast<std::size_t>(j)];
      if (diagonal[static_cast<std::size_t>(r - c + n - 1)] || anti_diagonal[static_cast<std::size_t>(r + c)]) continue;
      row_allowed_[static_cast<std::size_t>(i)] |= std::uint64_t(1) << j;
      column_allowed_[static_cast<std::size_t>(j)] |= std::uint64_t(1) << i;
    }
}

Placement FreeBlock::expand(const Placement& block_solution) const {
  Placement p = placed_;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    p.columns[static_cast<std::size_t>(rows_[i])] = columns_[static_cast<std::size_t>(block_solution.columns[i])];
  return p;
}

}  // namespace nqueens::completion
