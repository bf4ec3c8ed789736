#include "nqueens/find.hpp"

#include <stdexcept>

#include "core/memory.hpp"
#include "core/search_budget.hpp"
#include "core/stopwatch.hpp"
#include "core/validate.hpp"
#include "find/first_search.hpp"
#include "find/min_conflicts.hpp"
#include "rules/search.hpp"
#include "text/wording.hpp"

namespace nqueens {

namespace {

// Min-conflicts keeps about 20 bytes a row (columns, conflict counts of the diagonals, the
// candidate lists); more than half the memory this process may use (the machine's, or its
// cgroup's limit) would push it into swap or the OOM killer.
constexpr std::uint64_t min_conflicts_bytes_per_row = 20;

FindResult run_min_conflicts(int n, const FindOptions& options) {
  const std::uint64_t needed = min_conflicts_bytes_per_row * static_cast<std::uint64_t>(n);
  const std::uint64_t available = core::available_memory_bytes() / 2;
  if (needed > available)
    throw std::invalid_argument("min-conflicts for n = " + std::to_string(n) + " needs about " +
                                byte_size(static_cast<double>(needed)) +
                                ", more than half the memory this process may use (" +
                                byte_size(static_cast<double>(available)) + "); the construction needs 4 bytes a row");
  const std::uint64_t automatic = 100 * static_cast<std::uint64_t>(n) + 1'000'000;
  core::SearchBudget budget(0, options.observer);
  auto search =
      find_engine::min_conflicts(n, options.seed, options.max_steps == 0 ? automatic : options.max_steps, budget);
  FindResult result;
  result.nodes = search.steps;
  if (search.solution) {
    result.outcome = Outcome::found;
    result.solution = std::move(*search.solution);
  }
  return result;
}

FindResult run_first(int n, const FindOptions& options) {
  if (n > max_first_n)
    throw std::invalid_argument("the first solution is searched for n up to " + std::to_string(max_first_n) + ", got " +
                                std::to_string(n));
  core::SearchBudget budget(options.max_seconds, options.observer);
  find_engine::FirstRun run = find_engine::first_by_backtracking(n, budget);
  FindResult result;
  result.outcome = run.gave_up ? Outcome::gave_up : run.solution ? Outcome::found : Outcome::none_exists;
  if (run.solution) result.solution = std::move(*run.solution);
  result.nodes = run.nodes;
  return result;
}

}  // namespace

FindResult find_solution(const Rules& rules, const FindOptions& options) {
  if (!is_classic(rules)) return variants::find_under_rules(rules, options);
  const int n = rules.n;
  core::require_board_size(n, max_find_n, "find_solution");
  core::check_max_seconds(options.max_seconds);  // refused alike by every method, used or not
  const core::Stopwatch clock;
  FindResult result;
  if (n == 2 || n == 3) {
    result.outcome = Outcome::none_exists;
  } else if (options.method == FindMethod::construct) {
    result.outcome = Outcome::found;
    result.solution = *construct_solution(n);
  } else if (options.method == FindMethod::min_conflicts) {
    result = run_min_conflicts(n, options);
  } else {
    result = run_first(n, options);
  }
  // The searches' answers are checked before they leave the library: O(n), a fraction of the
  // search. The construction is proven (and tested for every n up to 200 and beyond), and
  // skipping the check saves 5 bytes a row at n = 10^8.
  if (result.outcome == Outcome::found && options.method != FindMethod::construct && !is_solution(result.solution))
    throw std::logic_error("internal error: find produced an invalid placement for n = " + std::to_string(n));
  result.seconds = clock.seconds();
  return result;
}

}  // namespace nqueens
