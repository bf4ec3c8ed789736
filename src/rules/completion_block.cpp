#include "rules/completion_block.hpp"

#include <stdexcept>
#include <string>

namespace nqueens::variants {

namespace {

// True if the values step by the same amount from each to the next (vacuously for fewer than 3).
bool evenly_spaced(const std::vector<int>& values, int step) {
  for (std::size_t i = 1; i < values.size(); ++i)
    if (values[i] - values[i - 1] != step) return false;
  return true;
}

}  // namespace

CompletionBlock::CompletionBlock(const Rules& rules) : placed_(Placement::empty_board(rules.n)) {
  const int n = rules.n;
  const Conflicts conflicts = find_attacks(classic_rules(n), rules.placed, 1);
  if (conflicts.pairs > 0) {
    attack_ = conflicts.listed.front();
    rules_ = Rules{.n = 1, .blocked = {{0, 0}}};
    return;
  }
  const auto size = static_cast<std::size_t>(n);
  std::vector<char> column_taken(size, 0), diagonal(2 * size - 1, 0), anti_diagonal(2 * size - 1, 0);
  for (const Square& q : rules.placed) {
    placed_.columns[static_cast<std::size_t>(q.row)] = q.column;
    column_taken[static_cast<std::size_t>(q.column)] = 1;
    diagonal[static_cast<std::size_t>(q.row - q.column + n - 1)] = 1;
    anti_diagonal[static_cast<std::size_t>(q.row + q.column)] = 1;
  }
  for (int i = 0; i < n; ++i) {
    if (placed_.columns[static_cast<std::size_t>(i)] == Placement::empty) rows_.push_back(i);
    if (!column_taken[static_cast<std::size_t>(i)]) columns_.push_back(i);
  }
  const int k = static_cast<int>(rows_.size());
  rules_ = Rules{.n = k == 0 ? 1 : k};
  if (k == 0) return;
  const std::string past = "a board past " + std::to_string(max_rules_n) + "×" + std::to_string(max_rules_n);
  if (k > max_rules_n)
    throw std::invalid_argument(past + " is completed only where at most " + std::to_string(max_rules_n) +
                                " rows are free; " + std::to_string(k) + " of its " + std::to_string(n) + " rows are");
  const int step = k >= 2 ? rows_[1] - rows_[0] : 1;
  if (!evenly_spaced(rows_, step) || !evenly_spaced(columns_, step))
    throw std::invalid_argument(past +
                                " is completed only where its free rows and its free columns are evenly spaced, "
                                "with the same step: free rows " +
                                std::to_string(rows_[0]) + ", " + std::to_string(rows_[1]) + ", ..., free columns " +
                                std::to_string(columns_[0]) + ", " + std::to_string(columns_[1]) + ", ... (from 0)");
  const int difference = rows_[0] - columns_[0], sum = rows_[0] + columns_[0];
  for (int e = -(k - 1); e <= k - 1; ++e)
    if (diagonal[static_cast<std::size_t>(difference + step * e + n - 1)])
      rules_.excluded.push_back({Diagonal::Kind::difference, e});
  for (int t = 0; t <= 2 * k - 2; ++t)
    if (anti_diagonal[static_cast<std::size_t>(sum + step * t)]) rules_.excluded.push_back({Diagonal::Kind::sum, t});
}

Placement CompletionBlock::expand(const Placement& block_solution) const {
  Placement p = placed_;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    p.columns[static_cast<std::size_t>(rows_[i])] = columns_[static_cast<std::size_t>(block_solution.columns[i])];
  return p;
}

}  // namespace nqueens::variants
