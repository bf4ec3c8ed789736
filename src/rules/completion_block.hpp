#pragma once
// Completion boards past one bitboard word (max_rules_n < n <= max_completion_n, rules.hpp) whose
// placed queens leave few rows free, as CSPLib 79's translation of an excluded-diagonals
// instance into a completion instance builds them (Gent, Jefferson & Nightingale, JAIR 2017:
// n = 1241 for a 5×5 board), turned back into the excluded-diagonals board of their free squares.

#include <optional>
#include <vector>

#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::variants {

// The free rows and free columns of a completion board (k of each, increasing). Where both are
// evenly spaced with the same step, square (i, j) of the k×k block of their crossings lies on the
// board's diagonal rows[i] - columns[j] = rows[0] - columns[0] + step (i - j) and anti-diagonal
// rows[i] + columns[j] = rows[0] + columns[0] + step (i + j): the block's own diagonals are the
// board's, the squares the placed queens attack fill whole diagonals of it, and its solutions,
// once those diagonals are excluded, are the board's, in the same (lexicographic) order.
class CompletionBlock {
 public:
  // `rules`: validated, is_completion. Throws std::invalid_argument if the placed queens attack
  // each other nowhere but leave more than max_rules_n rows free, or free rows and columns that are
  // not evenly spaced with one step.
  explicit CompletionBlock(const Rules& rules);

  // The block's rules: Rules{.n = k, .excluded = the attacked diagonals}. Two placed queens that
  // attack each other leave no solution: then the 1×1 board with its square blocked; a full
  // placement leaves one: then the 1×1 board, whose solution expand() ignores.
  const Rules& rules() const { return rules_; }
  // The first pair of placed queens that attack each other, if any (find_attacks' order).
  const std::optional<Attack>& attack() const { return attack_; }
  // The board's solution: the placed queens and the block's solution in its free rows.
  Placement expand(const Placement& block_solution) const;

 private:
  Rules rules_;
  std::optional<Attack> attack_;
  Placement placed_;  // the placed queens, Placement::empty in the free rows
  std::vector<int> rows_, columns_;
};

}  // namespace nqueens::variants
