#include "nqueens/find.hpp"

#include <gtest/gtest.h>

#include <set>

#include "nqueens/solve.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

TEST(Construct, EveryBoardUpTo200) {
  for (int n = 1; n <= 200; ++n) {
    const auto p = construct_solution(n);
    if (n == 2 || n == 3) {
      EXPECT_FALSE(p) << "n = " << n;
      continue;
    }
    ASSERT_TRUE(p) << "n = " << n;
    EXPECT_EQ(p->n, n);
    EXPECT_TRUE(test::naive_is_solution(*p)) << *p;
    EXPECT_TRUE(is_solution(*p)) << *p;
  }
}

TEST(Construct, LargeBoardsOfEveryResidue) {
  // Every residue mod 12 near 10^6, and 10^7 + 1 (odd, 10^7 = 6k + 4).
  for (int n = 1'000'000; n < 1'000'012; ++n) EXPECT_TRUE(is_solution(*construct_solution(n))) << "n = " << n;
  EXPECT_TRUE(is_solution(*construct_solution(10'000'001)));
}

TEST(Construct, BadSizes) {
  EXPECT_THROW(construct_solution(0), std::invalid_argument);
  EXPECT_THROW(construct_solution(-5), std::invalid_argument);
  EXPECT_THROW(construct_solution(max_find_n + 1), std::invalid_argument);
}

TEST(Find, NoSolutionForTwoAndThree) {
  for (FindMethod m : {FindMethod::construct, FindMethod::min_conflicts, FindMethod::first})
    for (int n : {2, 3}) {
      const FindResult r = find_solution(n, {.method = m});
      EXPECT_EQ(r.outcome, Outcome::none_exists) << "n = " << n;
      EXPECT_TRUE(r.solution.columns.empty());
    }
}

TEST(MinConflicts, ManySeedsManySizes) {
  for (int n : {1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 20, 25, 32, 50, 64, 100, 200, 1000})
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      const FindResult r = find_solution(n, {.method = FindMethod::min_conflicts, .seed = seed});
      ASSERT_EQ(r.outcome, Outcome::found) << "n = " << n << " seed " << seed;
      EXPECT_TRUE(test::naive_is_solution(r.solution)) << r.solution;
    }
}

TEST(MinConflicts, AMillionQueens) {
  const FindResult r = find_solution(1'000'000, {.method = FindMethod::min_conflicts, .seed = 2024});
  ASSERT_EQ(r.outcome, Outcome::found);
  EXPECT_TRUE(is_solution(r.solution));
}

TEST(MinConflicts, ReproducibleForASeedAndRandomAcrossSeeds) {
  const FindOptions options{.method = FindMethod::min_conflicts, .seed = 42};
  EXPECT_EQ(find_solution(500, options).solution, find_solution(500, options).solution);
  std::set<std::vector<int>> seen;
  for (std::uint64_t seed = 1; seed <= 20; ++seed)
    seen.insert(find_solution(500, {.method = FindMethod::min_conflicts, .seed = seed}).solution.columns);
  EXPECT_EQ(seen.size(), 20u);
}

TEST(MinConflicts, GivesUpHonestlyWhenTheBudgetRunsOut) {
  const FindResult r = find_solution(5000, {.method = FindMethod::min_conflicts, .seed = 1, .max_steps = 3});
  EXPECT_EQ(r.outcome, Outcome::gave_up);
  EXPECT_TRUE(r.solution.columns.empty());
  EXPECT_LE(r.nodes, 3u);
}

TEST(First, EightQueensAsJudgesAskForIt) {
  const FindResult r = find_solution(8, {.method = FindMethod::first});
  ASSERT_EQ(r.outcome, Outcome::found);
  EXPECT_EQ(r.solution.columns, (std::vector<int>{0, 4, 7, 5, 2, 6, 1, 3}));  // 1 5 8 6 3 7 2 4
}

TEST(First, IsTheFirstOfTheEnumeration) {
  for (int n = 1; n <= 24; ++n) {
    std::optional<Placement> first;
    for_each_solution(n, Solutions::all, [&](const Placement& p) {
      first = p;
      return false;
    });
    const FindResult r = find_solution(n, {.method = FindMethod::first});
    if (!first) {
      EXPECT_EQ(r.outcome, Outcome::none_exists) << "n = " << n;
      continue;
    }
    ASSERT_EQ(r.outcome, Outcome::found) << "n = " << n;
    EXPECT_EQ(r.solution, *first);
  }
}

TEST(First, GivesUpAtTheTimeLimit) {
  // The first solution of 60 queens takes far longer than a millisecond of backtracking.
  const FindResult r = find_solution(60, {.method = FindMethod::first, .max_seconds = 0.001});
  EXPECT_EQ(r.outcome, Outcome::gave_up);
  EXPECT_TRUE(r.solution.columns.empty());
  EXPECT_THROW(find_solution(65, {.method = FindMethod::first}), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
