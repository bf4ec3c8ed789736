// The reference engine's work units checked against a brute force, and the order a count takes
// units in (internal: core::mirror_units and core::put_in_counting_order are no part of the
// public API, so this file builds into nqueens_internal_tests).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iterator>
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

// The order a count takes its units in: a permutation, the same for every subset (a resumed
// count goes on as it began), made of runs of consecutive units, and spread over the whole plan
// from its first units on.
TEST(WorkUnits, CountingOrderIsAFixedSpreadPermutationOfRuns) {
  constexpr std::uint64_t units = 1u << 17;  // n = 20's fast plan: 4096 runs
  std::vector<std::uint64_t> ids(units);
  for (std::uint64_t i = 0; i < units; ++i) ids[i] = i;
  std::vector<std::uint64_t> order = ids;
  core::put_in_counting_order(order);
  EXPECT_NE(order, ids);
  std::vector<std::uint64_t> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, ids);
  // Runs of units_a_run consecutive ids, each whole.
  for (std::uint64_t i = 0; i < units; ++i)
    ASSERT_EQ(order[i], order[i - i % core::units_a_run] + i % core::units_a_run) << i;
  // A subset (the units left after a stop, a shard's) keeps the order of the whole.
  std::vector<std::uint64_t> odd;
  for (std::uint64_t i = 1; i < units; i += 2) odd.push_back(i);
  std::reverse(odd.begin(), odd.end());
  core::put_in_counting_order(odd);
  std::vector<std::uint64_t> odd_of_order;
  std::copy_if(order.begin(), order.end(), std::back_inserter(odd_of_order), [](std::uint64_t i) { return i % 2; });
  EXPECT_EQ(odd, odd_of_order);
  // The first tenth holds about a tenth of each eighth of the plan: of 410 runs, 51 ± 7 an
  // eighth (binomial), 1638 ± 230 units.
  for (std::uint64_t eighth = 0; eighth < 8; ++eighth) {
    const auto in = std::count_if(order.begin(), order.begin() + units / 10,
                                  [&](std::uint64_t i) { return i / (units / 8) == eighth; });
    EXPECT_GT(in, 1100) << eighth;
    EXPECT_LT(in, 2200) << eighth;
  }
}

}  // namespace
}  // namespace nqueens
