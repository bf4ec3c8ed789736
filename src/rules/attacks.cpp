#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "core/attacks.hpp"
#include "core/validate.hpp"
#include "rules/geometry.hpp"

namespace nqueens {

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

// The line a pair attacking along `reach` shares, by which Conflicts::listed orders its pairs
// (placement.hpp); 0 for knight moves, which share none.
int line_of(const variants::Geometry& g, Reach reach, Square s) {
  switch (reach) {
    case Reach::row:
      return s.row;
    case Reach::column:
      return s.column;
    case Reach::diagonal:
      return s.row - s.column;
    case Reach::anti_diagonal:
      return s.row + s.column;
    case Reach::wrapped_diagonal:
      return variants::modulo(s.row - s.column, g.n);
    case Reach::wrapped_anti_diagonal:
      return variants::modulo(s.row + s.column, g.n);
    case Reach::knight:
      return 0;
  }
  return 0;
}

// The placed squares without a queen, in the order of rules.placed.
void find_missing(const Rules& rules, const std::vector<Square>& sorted, Conflicts& out) {
  for (const Square& p : rules.placed)
    if (!std::binary_search(sorted.begin(), sorted.end(), p, row_major_less)) out.missing.push_back(p);
}

}  // namespace

Conflicts find_attacks(const Rules& rules, std::span<const Square> queens, std::size_t max_listed) {
  // The classic board of any n, and its completions: the O(n + queens) collector, in the same
  // order as below.
  if (is_completion(rules)) {
    if (is_classic(rules)) return core::classic_attacks(rules.n, queens, max_listed);
    validate(rules);
    Conflicts out = core::classic_attacks(rules.n, queens, max_listed);
    find_missing(rules, sorted_queens(rules, queens), out);
    return out;
  }
  validate(rules);
  const std::vector<Square> sorted = sorted_queens(rules, queens);
  const variants::Geometry g(rules);
  Conflicts out;
  // Pairs by reach, each reach's in row-major order of (first, second); a stable sort by line
  // then gives Conflicts::listed's order. Queens are at most 64 × 64, so each reach's pairs fit.
  constexpr std::size_t reaches = static_cast<std::size_t>(Reach::knight) + 1;
  std::array<std::vector<Attack>, reaches> by_reach;
  for (std::size_t i = 0; i < sorted.size(); ++i)
    for (std::size_t j = i + 1; j < sorted.size(); ++j)
      variants::for_each_reach(g, sorted[i], sorted[j], [&](Reach reach) {
        ++out.pairs;
        if (max_listed > 0) by_reach[static_cast<std::size_t>(reach)].push_back({sorted[i], sorted[j], reach});
      });
  for (std::vector<Attack>& pairs : by_reach) {
    std::stable_sort(pairs.begin(), pairs.end(), [&](const Attack& a, const Attack& b) {
      return line_of(g, a.reach, a.first) < line_of(g, b.reach, b.first);
    });
    for (const Attack& a : pairs) {
      if (out.listed.size() >= max_listed) break;
      out.listed.push_back(a);
    }
  }
  for (const Square& s : queens)
    if (!allowed(rules, s)) out.forbidden.push_back(s);
  find_missing(rules, sorted, out);
  return out;
}

bool is_solution(const Rules& rules, const Placement& p) {
  if (is_classic(rules)) return p.n == rules.n && is_solution(p);  // any n >= 1, in O(n)
  validate(rules);
  if (p.n != rules.n || p.columns.size() != static_cast<std::size_t>(row_count(rules))) return false;
  for (int c : p.columns)
    if (c != Placement::empty && (c < 0 || c >= rules.n)) return false;
  const std::vector<Square> queens = p.squares();
  if (static_cast<int>(queens.size()) != queen_count(rules)) return false;
  return find_attacks(rules, queens, 0).none();
}

}  // namespace nqueens
