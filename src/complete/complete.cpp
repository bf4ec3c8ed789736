#include "nqueens/complete.hpp"

#include "complete/completion_search.hpp"
#include "complete/free_block.hpp"
#include "complete/lexicographic_search.hpp"
#include "complete/ordered_search.hpp"
#include "core/validate.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {

namespace {

using Visit = std::function<bool(const Placement&)>;

using completion::Searched;

// Runs search(board, placement, visit) on the board of the pre-placed queens, which must attack
// each other nowhere; past max_complete_n, on the block of its free rows and columns
// (free_block.hpp), each of whose solutions visit sees on the whole board.
template <class SearchFn>
Searched on_board(int n, std::span<const Square> queens, const Visit& visit, SearchFn search) {
  if (n <= max_complete_n) {
    completion::Board board(n);
    Placement placement = Placement::empty_board(n);
    for (const Square& s : queens) {
      board.place(s.row, s.column);
      placement.columns[static_cast<std::size_t>(s.row)] = s.column;
    }
    return search(board, placement, visit);
  }
  const completion::FreeBlock block(n, queens);
  if (block.free_rows() == 0) {  // the queens fill the board
    visit(block.expand(Placement{}));
    return {1, 0, false, false};
  }
  return search(block.board(), Placement::empty_board(block.free_rows()),
                [&](const Placement& s) { return visit(block.expand(s)); });
}

// The first pair of pre-placed queens that attack each other, if any.
std::optional<Attack> check_preplaced(int n, std::span<const Square> queens, const char* operation, int max_n) {
  core::require_board_size(n, max_n, operation);
  // find_attacks also rejects queens off the board and two queens on one square.
  const Conflicts conflicts = find_attacks(classic_rules(n), queens, 1);
  if (conflicts.pairs == 0) return std::nullopt;
  return conflicts.listed.front();
}

Searched most_constrained_first(int n, std::span<const Square> queens, core::SearchBudget& budget, const Visit& visit) {
  return on_board(n, queens, visit, [&](const completion::Board& board, const Placement& placement, const Visit& v) {
    return completion::most_constrained_first(board, placement, budget, v);
  });
}

Searched racing_search(int n, std::span<const Square> queens, core::SearchBudget& budget, const Visit& visit) {
  return on_board(n, queens, visit, [&](const completion::Board& board, const Placement& placement, const Visit& v) {
    return completion::racing_search(board, placement, budget, v);
  });
}

// Completions in lexicographic order. With pre-placed queens, by ordered_search, which enters no
// subtree without one, so that the first comes as fast as complete() decides (and "none" as
// fast as it proves it); the empty board, which always has solutions past n = 3, by plain
// backtracking.
Searched lexicographic(int n, std::span<const Square> queens, core::SearchBudget& budget, const Visit& visit) {
  if (!queens.empty())
    return on_board(n, queens, visit, [&](const completion::Board& board, const Placement& placement, const Visit& v) {
      return completion::ordered_search(board, placement, budget, v);
    });
  const auto run = completion::lexicographic_completions(n, queens, budget, visit);
  return {run.solutions, run.nodes, run.gave_up, false};
}

// Checks the pre-placed queens, then runs `search` for its first solution.
template <class SearchFn>
CompletionResult one_solution(int n, std::span<const Square> queens, const CompleteOptions& options,
                              const char* operation, int max_n, SearchFn search) {
  core::SearchBudget budget(options.max_seconds, options.observer);
  CompletionResult result;
  result.attack = check_preplaced(n, queens, operation, max_n);
  if (result.attack) {
    result.outcome = Outcome::none_exists;
    return result;
  }
  completion::first_solution_into(result, budget, [&](const auto& visit) { return search(n, queens, budget, visit); });
  return result;
}

// Checks the pre-placed queens, then runs `search` over every solution.
template <class SearchFn>
CompletionCount every_solution(int n, std::span<const Square> queens, const CompleteOptions& options,
                               const char* operation, int max_n, SearchFn search, const Visit& visit) {
  core::SearchBudget budget(options.max_seconds, options.observer);
  CompletionCount result;
  result.outcome = Outcome::found;
  result.attack = check_preplaced(n, queens, operation, max_n);
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
  return one_solution(n, queens, options, "complete", max_large_complete_n, racing_search);
}

CompletionResult first_completion(int n, std::span<const Square> queens, const CompleteOptions& options) {
  return one_solution(n, queens, options, "first_completion", max_complete_n, lexicographic);
}

CompletionCount count_completions(int n, std::span<const Square> queens, const CompleteOptions& options) {
  return every_solution(
      n, queens, options, "count_completions", max_large_complete_n,
      [](int size, std::span<const Square> placed, core::SearchBudget& budget, const Visit& visit) {
        return most_constrained_first(size, placed, budget, visit);
      },
      [](const Placement&) { return true; });
}

CompletionCount for_each_completion(int n, std::span<const Square> queens, const Visit& visit,
                                    const CompleteOptions& options) {
  return every_solution(n, queens, options, "for_each_completion", max_complete_n, lexicographic, visit);
}

}  // namespace nqueens
