#include "find/construct.hpp"

#include <cstdint>

#include "core/validate.hpp"
#include "nqueens/find.hpp"

namespace nqueens::construction {

// Hoffman, Loessi & Moore (1969), with rows and columns i = 1..m for the even m = n or n - 1:
//  - m mod 6 != 2: rows 1..m/2 take the even columns 2i, rows m/2+1..m the odd ones;
//  - m mod 6 == 2: row i and row m+1-i take 1 + (2(i-1) + m/2 - 1) mod m and its mirror.
// For odd n the corner (n, n) is free in the solution of m (no queen of it is on the main
// diagonal), and completes it.
int column(int n, int r) {
  if (n % 2 == 1 && r == n - 1) return r;
  const std::int64_t m = n - n % 2;
  const std::int64_t half = m / 2;
  const std::int64_t i = r + 1;
  if (m % 6 != 2) return static_cast<int>(i <= half ? 2 * i - 1 : 2 * (i - half) - 2);
  if (i <= half) return static_cast<int>((2 * (i - 1) + half - 1) % m);
  const std::int64_t mirror = m + 1 - i;
  return static_cast<int>(m - 1 - (2 * (mirror - 1) + half - 1) % m);
}

}  // namespace nqueens::construction

namespace nqueens {

std::optional<Placement> construct_solution(int n) {
  core::require_board_size(n, max_find_n, "construct_solution");
  if (n == 2 || n == 3) return std::nullopt;
  Placement p{n, std::vector<int>(static_cast<std::size_t>(n))};
  for (int r = 0; r < n; ++r) p.columns[static_cast<std::size_t>(r)] = construction::column(n, r);
  return p;
}

}  // namespace nqueens
