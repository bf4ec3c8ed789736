#include "solution_check.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string>

namespace nqueens::io {

namespace {

using Key = std::vector<int>;

// A listed solution judged: its key if it is a solution of the n×n board, or why it is not.
struct Judged {
  std::optional<Key> key;
  NotASolution why;
};

bool on_board(const Square& s, int n) { return s.row >= 0 && s.row < n && s.column >= 0 && s.column < n; }

// The key of a solution (SolutionOrder): a queen's column per row, or its row per column.
Key key_of(const std::vector<Square>& queens, int n, SolutionOrder order) {
  Key key(static_cast<std::size_t>(n));
  for (const Square& q : queens) {
    if (order == SolutionOrder::columns_by_row)
      key[static_cast<std::size_t>(q.row)] = q.column + 1;
    else
      key[static_cast<std::size_t>(q.column)] = q.row + 1;
  }
  return key;
}

Judged judge(const ReadSolution& solution, std::uint64_t position, int n, SolutionOrder order) {
  Judged out;
  out.why.count = 1;
  out.why.first = {position, solution.line, {}};
  if (solution.rows != 0 && solution.rows != n) {  // a row missing or extra: its queens are shifted
    out.why.rows = solution.rows;
    return out;
  }
  std::vector<Square> queens = solution.queens;
  const auto off = std::find_if(queens.begin(), queens.end(), [n](const Square& q) { return !on_board(q, n); });
  if (off != queens.end()) {
    out.why.queens = static_cast<int>(queens.size());
    out.why.off_board = *off;
    return out;
  }
  // Two queens on one square (a list that names a square twice) count as one.
  std::sort(queens.begin(), queens.end(),
            [](const Square& a, const Square& b) { return a.row != b.row ? a.row < b.row : a.column < b.column; });
  queens.erase(std::unique(queens.begin(), queens.end()), queens.end());
  out.why.queens = static_cast<int>(queens.size());
  out.why.attacking_pairs = for_each_attack(n, queens, [&](const Attack& a) {
    out.why.attacks.push_back(a);
    return out.why.attacks.size() < max_examples;
  });
  if (out.why.queens == n && out.why.attacking_pairs == 0) out.key = key_of(queens, n, order);
  return out;
}

template <class Example>
void add_example(std::vector<Example>& examples, Example example) {
  if (examples.size() < max_examples) examples.push_back(std::move(example));
}

// The first place where the output lists a solution before one the judge lists sooner, and how
// many such places there are. `listed`: (the judge's index, the output's listing) in the
// output's order, each solution once.
std::optional<WrongOrder> wrong_order(const std::vector<std::pair<std::size_t, ListedSolution>>& listed) {
  std::optional<WrongOrder> out;
  for (std::size_t k = 1; k < listed.size(); ++k) {
    if (listed[k].first > listed[k - 1].first) continue;
    if (!out) out = WrongOrder{listed[k].second, listed[k - 1].second, 0};
    ++out->misplaced;
  }
  return out;
}

std::optional<WrongTotal> wrong_total(const ReadListing& expected, const ReadListing& actual, std::size_t actual_lines,
                                      std::uint64_t shown) {
  if (!expected.total) return std::nullopt;
  const std::string want(expected.total->text);
  if (!actual.total) return WrongTotal{actual_lines + 1, want, std::nullopt, shown};
  if (squeezed(actual.total->text) == squeezed(want)) return std::nullopt;  // a layout difference at most
  return WrongTotal{actual.total->line, want, std::string(actual.total->text), shown};
}

}  // namespace

std::vector<Finding> compare_solutions(const ReadListing& expected, const ReadListing& actual, std::size_t actual_lines,
                                       const SolutionFormat& format, SolutionOrder order, int n) {
  std::vector<ListedSolution> judges;
  std::map<Key, std::size_t> judges_index;
  for (std::size_t k = 0; k < expected.solutions.size(); ++k) {
    const ReadSolution& s = expected.solutions[k];
    judges.push_back({k + 1, s.line, key_of(s.queens, n, order)});
    judges_index.emplace(judges.back().key, k);
  }
  std::optional<NotASolution> not_solution;
  Repeated repeated;
  Extra extra{0, format.shown, {}};
  std::vector<std::optional<ListedSolution>> first_listing(judges.size());
  std::vector<std::pair<std::size_t, ListedSolution>> listed;
  for (std::size_t k = 0; k < actual.solutions.size(); ++k) {
    Judged judged = judge(actual.solutions[k], k + 1, n, order);
    if (!judged.key) {
      if (not_solution)
        ++not_solution->count;
      else
        not_solution = std::move(judged.why);
      continue;
    }
    ListedSolution here{k + 1, actual.solutions[k].line, std::move(*judged.key)};
    const auto found = judges_index.find(here.key);
    if (found == judges_index.end()) {
      ++extra.count;
      add_example(extra.examples, std::move(here));
    } else if (const auto& first = first_listing[found->second]; first) {
      ++repeated.count;
      add_example(repeated.examples, std::pair(std::move(here), *first));
    } else {
      first_listing[found->second] = here;
      listed.emplace_back(found->second, std::move(here));
    }
  }
  Missing missing{0, judges.size(), {}};
  for (std::size_t k = 0; k < judges.size(); ++k)
    if (!first_listing[k]) ++missing.count, add_example(missing.examples, judges[k]);

  std::vector<Finding> out;
  if (not_solution) out.emplace_back(std::move(*not_solution));
  if (repeated.count > 0) out.emplace_back(std::move(repeated));
  if (missing.count > 0) out.emplace_back(std::move(missing));
  if (extra.count > 0) out.emplace_back(std::move(extra));
  if (auto order_found = wrong_order(listed)) out.emplace_back(std::move(*order_found));
  if (auto total = wrong_total(expected, actual, actual_lines, format.shown)) out.emplace_back(std::move(*total));
  return out;
}

}  // namespace nqueens::io
