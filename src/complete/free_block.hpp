#pragma once
// Completion of boards past one bitboard word (max_complete_n) whose pre-placed queens leave few
// rows free, as CSPLib 79's translation of an excluded-diagonals instance into a completion
// instance builds them (Gent, Jefferson & Nightingale, JAIR 2017: n = 1241 for a 5×5 board).

#include <cstdint>
#include <span>
#include <vector>

#include "complete/completion_search.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::completion {

// The free rows and free columns of a big board (k of each, increasing). Where both are evenly
// spaced with the same step, square (i, j) of the k×k block of their crossings lies on the big
// board's diagonal rows[i] - columns[j] = rows[0] - columns[0] + step (i - j): the block's own
// diagonals are the big board's, and its completions are the big board's, in the same
// (lexicographic) order, once the squares the placed queens attack are taken out.
class FreeBlock {
 public:
  // Throws std::invalid_argument if more than max_complete_n rows are free, or the free rows and
  // columns are not evenly spaced with one step. The queens must attack each other nowhere.
  FreeBlock(int n, std::span<const Square> queens);
  FreeBlock(const FreeBlock&) = delete;  // board() points into the allowed squares
  FreeBlock& operator=(const FreeBlock&) = delete;

  // The k×k block, its attacked squares taken out (k >= 1; k = 0 is a full placement).
  Board board() const { return Board(static_cast<int>(rows_.size()), row_allowed_.data(), column_allowed_.data()); }
  int free_rows() const { return static_cast<int>(rows_.size()); }
  // The big board's solution: the pre-placed queens and the block's solution in its free rows.
  Placement expand(const Placement& block_solution) const;

 private:
  Placement placed_;  // the pre-placed queens, -1 in the free rows
  std::vector<int> rows_, columns_;
  std::vector<std::uint64_t> row_allowed_, column_allowed_;
};

}  // namespace nqueens::completion
