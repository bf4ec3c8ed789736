#include <bit>
#include <stdexcept>

#include "complete/completion_search.hpp"
#include "complete/ordered_search.hpp"
#include "core/nth_listed.hpp"
#include "core/search_budget.hpp"
#include "nqueens/find.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/variants.hpp"
#include "rules/board.hpp"
#include "rules/completion_block.hpp"
#include "rules/search.hpp"
#include "rules/symmetric.hpp"

namespace nqueens {

namespace {

using SolutionVisit = std::function<bool(const Placement&)>;

struct Walked {
  std::uint64_t nodes = 0;
  bool stopped = false;  // the budget ran out or the observer asked to stop
};

// The rules the completion engine takes: a square board, a queen in every row, straight lines.
bool completion_rules(const Rules& rules) {
  return row_count(rules) == rules.n && queen_count(rules) == rules.n && !rules.toroidal && !rules.knight;
}

// Compiled rules (without a contradiction) that completion_rules accepts, as the completion
// engine takes them: a board of the squares a queen may take, which compile() has left without
// those the placed queens attack, and the placed queens on it.
class CompletionInstance {
 public:
  CompletionInstance(const Rules& rules, const variants::Board& b)
      : row_allowed_(b.allowed.begin(), b.allowed.end()),
        column_allowed_(columns_of(row_allowed_)),
        board_(rules.n, row_allowed_.data(), column_allowed_.data()),
        start_(Placement::empty_board(rules.n)) {
    for (const Square& q : rules.placed) {
      board_.place(q.row, q.column);
      start_.columns[static_cast<std::size_t>(q.row)] = q.column;
    }
  }
  CompletionInstance(const CompletionInstance&) = delete;  // the board points into the allowed squares
  CompletionInstance& operator=(const CompletionInstance&) = delete;
  const completion::Board& board() const { return board_; }
  const Placement& start() const { return start_; }

 private:
  static std::vector<std::uint64_t> columns_of(const std::vector<std::uint64_t>& rows) {
    std::vector<std::uint64_t> columns(rows.size(), 0);
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::uint64_t row = rows[r]; row != 0; row &= row - 1)
        columns[static_cast<std::size_t>(std::countr_zero(row))] |= std::uint64_t(1) << r;
    return columns;
  }

  std::vector<std::uint64_t> row_allowed_, column_allowed_;
  completion::Board board_;
  Placement start_;
};

// Walks every solution under validated, non-classic rules in lexicographic order, calling
// visit(solution) until it returns false, and polling the budget. Boards the completion engine
// takes are walked by ordered_search, which enters no subtree without a solution: asked for the
// first solution, or for all of an instance that has none, the listing answers as fast as
// find_solution.
Walked walk_solutions(const Rules& rules, core::SearchBudget& budget, u128& visited,
                      const std::function<bool(const Placement&)>& visit) {
  Walked w;
  const variants::Board b = variants::compile(rules);
  if (b.contradiction) return w;
  if (completion_rules(rules)) {
    const CompletionInstance instance(rules, b);
    const completion::Searched s = completion::ordered_search(instance.board(), instance.start(), budget, visit);
    return {s.nodes, s.gave_up};
  }
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
  if (which == Solutions::fundamental) require_symmetries(rules);
  if (is_classic(rules)) return for_each_solution(rules.n, which, visit, observer);
  if (rules.n > max_rules_n) {
    const variants::CompletionBlock block(rules);
    return for_each_solution(
        block.rules(), which, [&](const Placement& p) { return visit(block.expand(p)); }, observer);
  }
  core::SearchBudget budget(0, observer);
  u128 visited = 0;
  walk_solutions(rules, budget, visited, [&](const Placement& p) {
    if (which == Solutions::fundamental && !is_canonical(p)) return true;
    ++visited;
    return visit(p);
  });
  return static_cast<std::uint64_t>(visited);
}

std::optional<Placement> solution_at(const Rules& rules, Solutions which, u128 index, SearchObserver* observer) {
  if (index == 0) throw std::invalid_argument("the index of a solution counts from 1");
  if (is_classic(rules)) {
    validate(rules);
    return solution_at(rules.n, which, index, observer);
  }
  return core::nth_listed(index, [&](const auto& visit) { for_each_solution(rules, which, visit, observer); });
}

namespace {

// The first solution in lexicographic order, by the walk of for_each_solution.
FindResult first_under(const Rules& rules, core::SearchBudget& budget) {
  FindResult result;
  const Conflicts placed = find_attacks(rules, rules.placed, 1);
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

// Any solution, by the completion engine (completion_rules).
FindResult complete_under(const Rules& rules, core::SearchBudget& budget) {
  FindResult result;
  const variants::Board b = variants::compile(rules);
  if (b.contradiction) {
    const Conflicts placed = find_attacks(rules, rules.placed, 1);
    if (!placed.listed.empty()) result.attack = placed.listed.front();
    result.outcome = Outcome::none_exists;
    result.seconds = budget.seconds();
    return result;
  }
  const CompletionInstance instance(rules, b);
  const completion::Searched s =
      completion::racing_search(instance.board(), instance.start(), budget, [&](const Placement& p) {
        result.solution = p;
        return false;  // the first one is enough
      });
  result.outcome = completion::outcome_of(s);
  result.nodes = s.nodes;
  result.seconds = budget.seconds();
  return result;
}

}  // namespace

FindResult variants::find_under_rules(const Rules& rules, const FindOptions& options) {
  validate(rules);
  if (options.method == FindMethod::min_conflicts)
    throw std::invalid_argument("min-conflicts searches the classic board only, not " + describe(rules));
  if (rules.n > max_rules_n) {
    const variants::CompletionBlock block(rules);
    FindResult result = find_solution(block.rules(), options);
    result.attack = block.attack();
    if (result.outcome == Outcome::found) result.solution = block.expand(result.solution);
    return result;
  }
  core::SearchBudget budget(options.max_seconds, options.observer);
  if (options.method == FindMethod::construct && completion_rules(rules)) return complete_under(rules, budget);
  return first_under(rules, budget);
}

}  // namespace nqueens
