#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/validate.hpp"
#include "rules/geometry.hpp"

namespace nqueens {

const char* reach_name(Reach reach) {
  switch (reach) {
    case Reach::row:
    case Reach::column:
    case Reach::diagonal:
    case Reach::anti_diagonal:
      return line_name(static_cast<Line>(reach));
    case Reach::wrapped_diagonal:
      return "wrapped diagonal";
    case Reach::wrapped_anti_diagonal:
      return "wrapped anti-diagonal";
    case Reach::knight:
      return "knight move";
  }
  return "?";
}

namespace {

bool row_major_less(Square a, Square b) { return a.row != b.row ? a.row < b.row : a.column < b.column; }

// The queens in row-major order; throws if one is off the board or two share a square.
std::vector<Square> sorted_queens(const Rules& rules, std::span<const Square> queens) {
  const int rows = row_count(rules);
  for (const Square& s : queens)
    if (s.row < 0 || s.row >= rows || s.column < 0 || s.column >= rules.n)
      throw std::invalid_argument("queen " + core::square_text(s) + " is off the " + std::to_string(rows) + "×" +
                                  std::to_string(rules.n) + " board (rows and columns count from 0)");
  std::vector<Square> sorted(queens.begin(), queens.end());
  std::sort(sorted.begin(), sorted.end(), row_major_less);
  const auto twin = std::adjacent_find(sorted.begin(), sorted.end());
  if (twin != sorted.end()) throw std::invalid_argument("two queens on the same square " + core::square_text(*twin));
  return sorted;
}

}  // namespace

RulesConflicts find_attacks(const Rules& rules, std::span<const Square> queens, std::size_t max_listed) {
  validate(rules);
  const std::vector<Square> sorted = sorted_queens(rules, queens);
  const variants::Geometry g(rules);
  RulesConflicts out;
  for (std::size_t i = 0; i < sorted.size(); ++i)
    for (std::size_t j = i + 1; j < sorted.size(); ++j)
      variants::for_each_reach(g, sorted[i], sorted[j], [&](Reach reach) {
        ++out.pairs;
        if (out.listed.size() < max_listed) out.listed.push_back({sorted[i], sorted[j], reach});
      });
  for (const Square& s : queens)
    if (!allowed(rules, s)) out.forbidden.push_back(s);
  for (const Square& p : rules.placed)
    if (!std::binary_search(sorted.begin(), sorted.end(), p, row_major_less)) out.missing.push_back(p);
  return out;
}

bool is_solution(const Rules& rules, const Placement& p) {
  validate(rules);
  if (p.n != rules.n || p.columns.size() != static_cast<std::size_t>(row_count(rules))) return false;
  for (int c : p.columns)
    if (c != Placement::empty && (c < 0 || c >= rules.n)) return false;
  const std::vector<Square> queens = p.squares();
  if (static_cast<int>(queens.size()) != queen_count(rules)) return false;
  return find_attacks(rules, queens, 0).none();
}

}  // namespace nqueens
