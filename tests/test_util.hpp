#pragma once
// Small helpers shared by the test files.

#include <gtest/gtest.h>

#include <cstdlib>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// Expects f() to throw std::invalid_argument with `words` in its message.
template <class F>
void expect_invalid_argument(F&& f, const std::string& words) {
  try {
    f();
    ADD_FAILURE() << "no error; expected one that says '" << words << "'";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
  }
}

// GoogleTest prints values of these types in failure messages (u128: types.hpp).
inline std::ostream& operator<<(std::ostream& os, const Placement& p) {
  os << "n=" << p.n << " [";
  for (int c : p.columns) os << ' ' << c;
  return os << " ]";
}

inline std::ostream& operator<<(std::ostream& os, const Square& s) {
  return os << '(' << s.row << ',' << s.column << ')';
}

namespace test {

// Whether the tests run under a sanitizer (the asan and tsan test presets set NQUEENS_SANITIZED):
// the same code runs ten to thirty times slower there and holds shadow memory, so the largest
// counts are left to the release job, and memory limits are not checked.
inline bool sanitized() { return std::getenv("NQUEENS_SANITIZED") != nullptr; }

// A random permutation of 0..n-1 as a full placement (usually not a solution).
inline Placement random_permutation(int n, std::mt19937& rng) {
  Placement p{n, std::vector<int>(static_cast<std::size_t>(n))};
  for (int i = 0; i < n; ++i) p.columns[i] = i;
  std::shuffle(p.columns.begin(), p.columns.end(), rng);
  return p;
}

// Every pair of queens checked against every other, O(n^2): the naive reference.
inline bool naive_is_solution(const Placement& p) {
  for (int a = 0; a < p.n; ++a) {
    if (p.columns[a] < 0 || p.columns[a] >= p.n) return false;
    for (int b = a + 1; b < p.n; ++b) {
      const int dc = p.columns[a] - p.columns[b];
      if (dc == 0 || dc == b - a || dc == a - b) return false;
    }
  }
  return true;
}

}  // namespace test
}  // namespace nqueens
