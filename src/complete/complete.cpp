#include "nqueens/complete.hpp"

#include "complete/completion_search.hpp"
#include "complete/lexicographic_search.hpp"
#include "core/validate.hpp"

namespace nqueens {

namespace {

using Visit = std::function<bool(const Placement&)>;

// What a search did: the solutions it visited, its nodes, and whether its budget ran out.
struct Searched {
  u128 solutions = 0;
  std::uint64_t nodes = 0;
  bool gave_up = false;
  bool cut_off = false;  // the node limit stopped it
};

// The first pair of pre-placed queens that attack each other, if any.
std::optional<Attack> check_preplaced(int n, std::span<const Square> queens, const char* operation) {
  core::require_board_size(n, max_complete_n, operation);
  // find_attacks also rejects queens off the board and two queens on one square.
  const Conflicts conflicts = find_attacks(n, queens, 1);
  if (conflicts.pairs == 0) return std::nullopt;
  return conflicts.listed.front();
}

Searched most_constrained_first(int n, std::span<const Square> queens, core::SearchBudget& budget, Visit visit,
                                std::uint64_t shuffle_seed = 0, std::uint64_t node_limit = 0) {
  completion::Board board(n);
  Placement placement = Placement::empty_board(n);
  for (const Square& s : queens) {
    board.place(s.row, s.column);
    placement.columns[s.row] = s.column;
  }
  completion::Search search(budget, std::move(visit), shuffle_seed, node_limit);
  search.run(board, placement);
  return {search.solutions(), search.nodes(), search.gave_up(), search.cut_off()};
}

// One completion. A fixed order of trying squares meets, on some instances, a subtree without
// solutions that takes minutes to leave (the heavy tail of backtracking: Gomes, Selman & Kautz,
// 1998), where another order finds a completion at once. So the search restarts with a new
// random order of squares (reproducible: the seeds are the run numbers) and a node limit that
// doubles each time: a completion comes from whichever order meets it early, and the last run,
// whose limit exceeds the whole tree, proves there is none at no more than twice its own cost.
Searched restarting_search(int n, std::span<const Square> queens, core::SearchBudget& budget, const Visit& visit) {
  constexpr std::uint64_t first_node_limit = 1000;
  Searched total;
  for (std::uint64_t run = 1, limit = first_node_limit;; ++run, limit *= 2) {
    const Searched s = most_constrained_first(n, queens, budget, visit, run, limit);
    total.nodes += s.nodes;
    budget.add_finished_run(s.nodes);
    if (!s.cut_off) {
      total.solutions = s.solutions;
      total.gave_up = s.gave_up;
      return total;
    }
  }
}

Searched lexicographic(int n, std::span<const Square> queens, core::SearchBudget& budget, const Visit& visit) {
  const auto run = completion::lexicographic_completions(n, queens, budget, visit);
  return {run.solutions, run.nodes, run.gave_up, false};
}

// Checks the pre-placed queens, then runs `search` for its first solution.
template <class SearchFn>
CompletionResult one_solution(int n, std::span<const Square> queens, const CompleteOptions& options,
                              const char* operation, SearchFn search) {
  core::SearchBudget budget(options.max_seconds, options.observer);
  CompletionResult result;
  result.attack = check_preplaced(n, queens, operation);
  if (result.attack) {
    result.outcome = Outcome::none_exists;
    return result;
  }
  const Searched s = search(n, queens, budget, [&](const Placement& p) {
    result.solution = p;
    return false;
  });
  result.outcome = s.gave_up ? Outcome::gave_up : s.solutions > 0 ? Outcome::found : Outcome::none_exists;
  result.nodes = s.nodes;
  result.seconds = budget.seconds();
  return result;
}

// Checks the pre-placed queens, then runs `search` over every solution.
template <class SearchFn>
CompletionCount every_solution(int n, std::span<const Square> queens, const CompleteOptions& options,
                               const char* operation, SearchFn search, const Visit& visit) {
  core::SearchBudget budget(options.max_seconds, options.observer);
  CompletionCount result;
  result.outcome = Outcome::found;
  result.attack = check_preplaced(n, queens, operation);
  if (result.attack) return result;
  const Searched s = search(n, queens, budget, visit);
  result.outcome = s.gave_up ? Outcome::gave_up : Outcome::found;
  result.completions = s.solutions;
  result.nodes = s.nodes;
  result.seconds = budget.seconds();
  return result;
}

}  // namespace

CompletionResult complete(int n, std::span<const Square> queens, const CompleteOptions& options) {
  return one_solution(n, queens, options, "complete", restarting_search);
}

CompletionResult first_completion(int n, std::span<const Square> queens, const CompleteOptions& options) {
  return one_solution(n, queens, options, "first_completion", lexicographic);
}

CompletionCount count_completions(int n, std::span<const Square> queens, const CompleteOptions& options) {
  return every_solution(
      n, queens, options, "count_completions",
      [](int size, std::span<const Square> placed, core::SearchBudget& budget, const Visit& visit) {
        return most_constrained_first(size, placed, budget, visit);
      },
      [](const Placement&) { return true; });
}

CompletionCount for_each_completion(int n, std::span<const Square> queens, const Visit& visit,
                                    const CompleteOptions& options) {
  return every_solution(n, queens, options, "for_each_completion", lexicographic, visit);
}

}  // namespace nqueens
