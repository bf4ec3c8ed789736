#include "nqueens/complete.hpp"

#include "complete/completion_search.hpp"
#include "complete/lexicographic_search.hpp"
#include "core/validate.hpp"

namespace nqueens {

namespace {

// The first pair of pre-placed queens that attack each other, if any.
std::optional<Attack> check_preplaced(int n, std::span<const Square> queens, const char* operation) {
  core::require_board_size(n, max_complete_n, operation);
  // find_attacks also rejects queens off the board and two queens on one square.
  const Conflicts conflicts = find_attacks(n, queens, 1);
  if (conflicts.pairs == 0) return std::nullopt;
  return conflicts.listed.front();
}

// Runs the most-constrained-first search from the pre-placed queens.
void search_from(completion::Search& search, int n, std::span<const Square> queens) {
  completion::Board board(n);
  Placement placement = Placement::empty_board(n);
  for (const Square& s : queens) {
    board.place(s.row, s.column);
    placement.columns[s.row] = s.column;
  }
  search.run(board, placement);
}

}  // namespace

CompletionResult complete(int n, std::span<const Square> queens, const CompleteOptions& options) {
  const core::Stopwatch clock(options.max_seconds);
  CompletionResult result;
  result.attack = check_preplaced(n, queens, "complete");
  if (result.attack) {
    result.outcome = Outcome::none_exists;
    return result;
  }
  completion::Search search(clock, [&](const Placement& p) {
    result.solution = p;
    return false;
  });
  search_from(search, n, queens);
  result.outcome = search.gave_up() ? Outcome::gave_up : search.solutions() > 0 ? Outcome::found : Outcome::none_exists;
  result.nodes = search.nodes();
  result.seconds = clock.seconds();
  return result;
}

CompletionResult first_completion(int n, std::span<const Square> queens, const CompleteOptions& options) {
  CompletionResult result;
  const core::Stopwatch clock(options.max_seconds);
  result.attack = check_preplaced(n, queens, "first_completion");
  if (result.attack) {
    result.outcome = Outcome::none_exists;
    return result;
  }
  const auto run = completion::lexicographic_completions(n, queens, clock, [&](const Placement& p) {
    result.solution = p;
    return false;
  });
  result.outcome = run.gave_up ? Outcome::gave_up : run.solutions > 0 ? Outcome::found : Outcome::none_exists;
  result.nodes = run.nodes;
  result.seconds = clock.seconds();
  return result;
}

CompletionCount count_completions(int n, std::span<const Square> queens, const CompleteOptions& options) {
  const core::Stopwatch clock(options.max_seconds);
  CompletionCount result;
  result.attack = check_preplaced(n, queens, "count_completions");
  if (result.attack) {
    result.outcome = Outcome::found;
    return result;
  }
  completion::Search search(clock, [](const Placement&) { return true; });
  search_from(search, n, queens);
  result.outcome = search.gave_up() ? Outcome::gave_up : Outcome::found;
  result.completions = search.solutions();
  result.nodes = search.nodes();
  result.seconds = clock.seconds();
  return result;
}

CompletionCount for_each_completion(int n, std::span<const Square> queens,
                                    const std::function<bool(const Placement&)>& visit,
                                    const CompleteOptions& options) {
  const core::Stopwatch clock(options.max_seconds);
  CompletionCount result;
  result.attack = check_preplaced(n, queens, "for_each_completion");
  result.outcome = Outcome::found;
  if (result.attack) return result;
  const auto run = completion::lexicographic_completions(n, queens, clock, visit);
  result.outcome = run.gave_up ? Outcome::gave_up : Outcome::found;
  result.completions = run.solutions;
  result.nodes = run.nodes;
  result.seconds = clock.seconds();
  return result;
}

}  // namespace nqueens
