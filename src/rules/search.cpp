#include <stdexcept>

#include "core/search_budget.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/variants.hpp"
#include "rules/board.hpp"
#include "rules/symmetric.hpp"

namespace nqueens {

namespace {

using SolutionVisit = std::function<bool(const Placement&)>;

struct Walked {
  std::uint64_t nodes = 0;
  bool stopped = false;  // the budget ran out or the observer asked to stop
};

// Walks every solution under validated, non-classic rules in lexicographic order, calling
// visit(solution) until it returns false, and polling the budget.
Walked walk_solutions(const Rules& rules, core::SearchBudget& budget, u128& visited,
                      const std::function<bool(const Placement&)>& visit) {
  Walked w;
  const variants::Board b = variants::compile(rules);
  if (b.contradiction) return w;
  Placement p{rules.n, std::vector<int>(static_cast<std::size_t>(b.rows), Placement::empty)};
  variants::dispatch(b, [&]<bool Torus, bool Knight>() {
    return variants::walk<Torus, Knight>(
        b, 0, b.rows, {}, p.columns.data(), w.nodes, [&](const variants::State&) { return visit(p); },
        [&](std::uint64_t nodes) { return w.stopped = budget.spent(nodes, visited); });
  });
  return w;
}

}  // namespace

std::uint64_t for_each_solution(const Rules& rules, Solutions which, const SolutionVisit& visit,
                                SearchObserver* observer) {
  validate(rules);
  if (which == Solutions::fundamental && !variants::keeps_symmetries(rules))
    throw std::invalid_argument("the rules '" + describe(rules) +
                                "' are not kept by the symmetries of the square: they have no fundamental solutions");
  if (is_classic(rules)) return for_each_solution(rules.n, which, visit, observer);
  core::SearchBudget budget(0, observer);
  u128 visited = 0;
  walk_solutions(rules, budget, visited, [&](const Placement& p) {
    if (which == Solutions::fundamental && !is_canonical(p)) return true;
    ++visited;
    return visit(p);
  });
  return static_cast<std::uint64_t>(visited);
}

RulesSearchResult first_solution(const Rules& rules, const CompleteOptions& options) {
  validate(rules);
  RulesSearchResult result;
  if (is_classic(rules)) {
    const CompletionResult r = first_completion(rules.n, {}, options);
    result.outcome = r.outcome;
    result.solution = r.solution;
    result.nodes = r.nodes;
    result.seconds = r.seconds;
    return result;
  }
  core::SearchBudget budget(options.max_seconds, options.observer);
  const RulesConflicts placed = find_attacks(rules, rules.placed, 1);
  if (!placed.listed.empty()) result.attack = placed.listed.front();
  u128 found = 0;
  const Walked w = walk_solutions(rules, budget, found, [&](const Placement& p) {
    result.solution = p;
    found = 1;
    return false;
  });
  result.outcome = found > 0 ? Outcome::found : w.stopped ? Outcome::gave_up : Outcome::none_exists;
  result.nodes = w.nodes;
  result.seconds = budget.seconds();
  return result;
}

}  // namespace nqueens
