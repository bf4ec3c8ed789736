#include "nqueens/complete.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "nqueens/find.hpp"
#include "nqueens/solve.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

bool contains(const Placement& p, std::span<const Square> queens) {
  for (const Square& s : queens)
    if (p.columns[static_cast<std::size_t>(s.row)] != s.column) return false;
  return true;
}

// The solutions holding the queens, by filtering the full enumeration: the reference.
std::vector<Placement> solutions_containing(int n, std::span<const Square> queens) {
  std::vector<Placement> out;
  for_each_solution(n, Solutions::all, [&](const Placement& p) {
    if (contains(p, queens)) out.push_back(p);
    return true;
  });
  return out;
}

std::vector<Placement> listed_completions(int n, std::span<const Square> queens) {
  std::vector<Placement> out;
  const CompletionCount r = for_each_completion(n, queens, [&](const Placement& p) {
    out.push_back(p);
    return true;
  });
  EXPECT_EQ(r.outcome, Outcome::found);
  EXPECT_EQ(r.completions, out.size());
  return out;
}

// Squares from chess coordinates: file a..h = column 0..7, rank 1..8 counted from the bottom.
Square chess(const char* name) { return {8 - (name[1] - '0'), name[0] - 'a'}; }

TEST(Complete, AojSample) {
  const std::vector<Square> queens = {{2, 2}, {5, 3}};
  const CompletionResult r = complete(8, queens);
  ASSERT_EQ(r.outcome, Outcome::found);
  // The unique completion, as in aoj-alds1-13a.out.
  EXPECT_EQ(r.solution.columns, (std::vector<int>{6, 0, 2, 7, 5, 3, 1, 4}));
}

TEST(Complete, NaucksPuzzleHasTwoCompletions) {
  const std::vector<Square> queens = {chess("b4"), chess("d5")};
  EXPECT_EQ(count_completions(8, queens).completions, 2u);
  const auto listed = listed_completions(8, queens);
  ASSERT_EQ(listed.size(), 2u);
  for (const Placement& p : listed) EXPECT_TRUE(test::naive_is_solution(p) && contains(p, queens)) << p;
}

TEST(Complete, AttackingQueensHaveNoCompletionAndNameThePair) {
  const std::vector<Square> queens = {{0, 0}, {3, 5}, {4, 4}};
  const CompletionResult r = complete(8, queens);
  EXPECT_EQ(r.outcome, Outcome::none_exists);
  ASSERT_TRUE(r.attack);
  EXPECT_EQ(r.attack->first, (Square{0, 0}));
  EXPECT_EQ(r.attack->second, (Square{4, 4}));
  EXPECT_EQ(r.attack->reach, Reach::diagonal);
  const CompletionCount c = count_completions(8, queens);
  EXPECT_EQ(c.completions, 0u);
  EXPECT_TRUE(c.attack);
  EXPECT_TRUE(listed_completions(8, queens).empty());
  EXPECT_EQ(first_completion(8, queens).outcome, Outcome::none_exists);
  EXPECT_EQ(complete(8, std::vector<Square>{{2, 1}, {2, 6}}).attack->reach, Reach::row);
}

TEST(Complete, PeacefulQueensWithoutCompletion) {
  // No solution of 4 queens has a queen in a corner.
  const std::vector<Square> corner = {{0, 0}};
  EXPECT_EQ(complete(4, corner).outcome, Outcome::none_exists);
  EXPECT_FALSE(complete(4, corner).attack);
  EXPECT_EQ(count_completions(4, corner).completions, 0u);
  EXPECT_EQ(first_completion(4, corner).outcome, Outcome::none_exists);
}

TEST(Complete, CountsAndListsAgreeWithTheEnumeration) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 4 + trial % 7;  // 4..10
    std::uniform_int_distribution<int> square(0, n - 1);
    std::vector<Square> queens;
    const int k = 1 + trial % 3;
    while (static_cast<int>(queens.size()) < k) {
      const Square s{square(rng), square(rng)};
      if (std::find(queens.begin(), queens.end(), s) == queens.end()) queens.push_back(s);
    }
    const auto expected = solutions_containing(n, queens);
    EXPECT_EQ(count_completions(n, queens).completions, expected.size()) << "n = " << n;
    EXPECT_EQ(listed_completions(n, queens), expected) << "n = " << n;  // same solutions, same order
    const CompletionResult one = complete(n, queens);
    const CompletionResult first = first_completion(n, queens);
    if (expected.empty()) {
      EXPECT_EQ(one.outcome, Outcome::none_exists);
      EXPECT_EQ(first.outcome, Outcome::none_exists);
    } else {
      ASSERT_EQ(one.outcome, Outcome::found);
      EXPECT_TRUE(test::naive_is_solution(one.solution) && contains(one.solution, queens)) << one.solution;
      EXPECT_EQ(first.solution, expected.front());
    }
  }
}

TEST(Complete, EmptyBoardCountsAreQ) {
  EXPECT_EQ(count_completions(8, {}).completions, 92u);
  EXPECT_EQ(count_completions(10, {}).completions, 724u);
  EXPECT_EQ(count_completions(1, {}).completions, 1u);
  EXPECT_EQ(count_completions(3, {}).completions, 0u);
}

TEST(Complete, RandomInstancesAtTheHardSizes) {
  // A third of the queens placed one by one on random squares no earlier queen attacks.
  std::mt19937 rng(11);
  for (int n : {20, 30, 40, 50, 64}) {
    int found = 0, none = 0;
    for (int trial = 0; trial < 10; ++trial) {
      std::vector<Square> queens;
      std::uniform_int_distribution<int> square(0, n - 1);
      for (int tries = 0; static_cast<int>(queens.size()) < n / 3 && tries < 100000; ++tries) {
        const Square s{square(rng), square(rng)};
        if (std::find(queens.begin(), queens.end(), s) != queens.end()) continue;
        queens.push_back(s);
        if (find_attacks(classic_rules(n), queens, 0).pairs > 0) queens.pop_back();
      }
      const CompletionResult r = complete(n, queens);
      if (r.outcome == Outcome::found) {
        EXPECT_TRUE(is_solution(r.solution) && contains(r.solution, queens));
        ++found;
      } else {
        EXPECT_EQ(r.outcome, Outcome::none_exists);
        ++none;
      }
    }
    EXPECT_EQ(found + none, 10);
  }
}

TEST(Complete, EveryEmptyBoard) {
  // The empty 64×64 board once took minutes in a fixed square order (a heavy tail); the
  // restarts take it at once. The budget only turns a regression into a failure, not a hang.
  for (int n = 1; n <= max_complete_n; ++n) {
    const CompletionResult r = complete(n, {}, {.max_seconds = 60});
    if (n == 2 || n == 3) {
      EXPECT_EQ(r.outcome, Outcome::none_exists);
      continue;
    }
    ASSERT_EQ(r.outcome, Outcome::found) << "n = " << n;
    EXPECT_TRUE(is_solution(r.solution)) << r.solution;
  }
}

// Past max_complete_n, complete() and count_completions() take boards whose free rows and
// columns are evenly spaced (CSPLib 79's translations; VariantsCli tests one of n = 2047).
TEST(Complete, BigBoardsAreCompletedOnTheirFreeBlock) {
  const Placement solution = *construct_solution(100);
  const std::vector<Square> all = solution.squares();
  EXPECT_EQ(complete(100, all).solution, solution);  // nothing free
  EXPECT_EQ(count_completions(100, all).completions, 1U);
  const std::vector<Square> one_free(all.begin() + 1, all.end());
  EXPECT_EQ(complete(100, one_free).solution, solution);
  EXPECT_EQ(count_completions(100, one_free).completions, 1U);
  // Rows 0 and 1 free (step 1), their columns construct_solution's, not one apart.
  ASSERT_NE(std::abs(solution.columns[1] - solution.columns[0]), 1);
  const std::vector<Square> two_free(all.begin() + 2, all.end());
  expect_invalid_argument([&] { complete(100, two_free); }, "evenly spaced, with the same step: free rows 0, 1, ...");
  expect_invalid_argument([&] { complete(100, std::vector<Square>(all.begin() + 70, all.end())); },
                          "at most 64 rows are free; 70 of its 100 rows are");
  expect_invalid_argument([&] { first_completion(100, all); }, "first_completion takes n from 1 to 64, got 100");
  EXPECT_THROW(complete(max_large_complete_n + 1, {}), std::invalid_argument);
  // Two attacking queens answer any board, too many free rows or not (fuzz_preplaced found
  // n = 5657 with (0, 0) and (8, 8), which its check took to be refused).
  const CompletionResult attacked = complete(5657, std::vector<Square>{{0, 0}, {8, 8}});
  EXPECT_EQ(attacked.outcome, Outcome::none_exists);
  ASSERT_TRUE(attacked.attack);
  EXPECT_EQ(attacked.attack->reach, Reach::diagonal);
  EXPECT_TRUE(count_completions(5657, std::vector<Square>{{0, 0}, {8, 8}}).attack);
}

TEST(Complete, TimeLimit) {
  const CompletionCount r = count_completions(30, {}, {.max_seconds = 0.001});
  EXPECT_EQ(r.outcome, Outcome::gave_up);
}

TEST(Complete, BadInput) {
  EXPECT_THROW(complete(0, {}), std::invalid_argument);
  EXPECT_THROW(complete(65, {}), std::invalid_argument);
  EXPECT_THROW(complete(8, std::vector<Square>{{8, 0}}), std::invalid_argument);
  EXPECT_THROW(complete(8, std::vector<Square>{{0, -1}}), std::invalid_argument);
  EXPECT_THROW(count_completions(8, std::vector<Square>{{3, 3}, {3, 3}}), std::invalid_argument);
  // A time budget below 0 or past max_search_seconds was taken as none; now each search refuses it.
  expect_invalid_argument([] { complete(8, {}, {.max_seconds = -1}); }, "max_seconds must be from 0 (no limit) to 1e9");
  expect_invalid_argument([] { count_completions(8, {}, {.max_seconds = max_search_seconds * 2}); }, "max_seconds");
  expect_invalid_argument([] { find_solution(8, {.method = FindMethod::first, .max_seconds = -0.5}); }, "max_seconds");
  EXPECT_EQ(complete(8, {}, {.max_seconds = max_search_seconds}).outcome, Outcome::found);
}

}  // namespace
}  // namespace nqueens
