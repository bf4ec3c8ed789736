// The reference engine's work units checked against a brute force (internal: core::mirror_units
// is no part of the public API, so this file builds into nqueens_internal_tests).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/work_units.hpp"

namespace nqueens {
namespace {

TEST(WorkUnits, CoverEveryPrefixOnceWithMirrorWeights) {
  for (int n = 1; n <= 10; ++n) {
    for (int depth = 1; depth <= 3; ++depth) {
      const auto units = core::mirror_units(n, depth);
      std::uint64_t weighted = 0;  // weighted number of non-attacking prefixes
      for (std::size_t i = 0; i < units.size(); ++i) {
        EXPECT_EQ(units[i].id, i);
        if (i > 0) {
          EXPECT_LT(units[i - 1].prefix, units[i].prefix);
        }
        weighted += static_cast<std::uint64_t>(units[i].weight);
      }
      // Brute force: every non-attacking prefix of min(depth, n) rows, each counted once.
      const int d = std::min(depth, n);
      std::uint64_t expected = 0;
      std::vector<int> c(static_cast<std::size_t>(d), 0);
      for (;;) {
        bool ok = true;
        for (int a = 0; a < d && ok; ++a)
          for (int b = a + 1; b < d && ok; ++b) ok = c[a] != c[b] && std::abs(c[a] - c[b]) != b - a;
        expected += ok;
        int k = d - 1;
        while (k >= 0 && ++c[k] == n) c[k--] = 0;
        if (k < 0) break;
      }
      EXPECT_EQ(weighted, expected) << "n = " << n << ", depth = " << depth;
    }
  }
}

}  // namespace
}  // namespace nqueens
