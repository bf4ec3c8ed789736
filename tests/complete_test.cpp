#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <random>

#include "nqueens/engine/count_plan.hpp"
#include "nqueens/find.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/variants.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

// The completion problem is the classic board with placed queens (rules.hpp, is_completion).
Rules placed(int n, std::span<const Square> queens) { return Rules{.n = n, .placed = {queens.begin(), queens.end()}}; }

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
  const std::uint64_t listed = for_each_solution(placed(n, queens), Solutions::all, [&](const Placement& p) {
    out.push_back(p);
    return true;
  });
  EXPECT_EQ(listed, out.size());
  return out;
}

// Squares from chess coordinates: file a..h = column 0..7, rank 1..8 counted from the bottom.
Square chess(const char* name) { return {8 - (name[1] - '0'), name[0] - 'a'}; }

TEST(Complete, AojSample) {
  const std::vector<Square> queens = {{2, 2}, {5, 3}};
  const FindResult r = find_solution(placed(8, queens));
  ASSERT_EQ(r.outcome, Outcome::found);
  // The unique completion, as in aoj-alds1-13a.out.
  EXPECT_EQ(r.solution.columns, (std::vector<int>{6, 0, 2, 7, 5, 3, 1, 4}));
}

TEST(Complete, NaucksPuzzleHasTwoCompletions) {
  const std::vector<Square> queens = {chess("b4"), chess("d5")};
  EXPECT_EQ(count(placed(8, queens)).solutions, 2u);
  const auto listed = listed_completions(8, queens);
  ASSERT_EQ(listed.size(), 2u);
  for (const Placement& p : listed) EXPECT_TRUE(test::naive_is_solution(p) && contains(p, queens)) << p;
}

TEST(Complete, AttackingQueensHaveNoCompletionAndNameThePair) {
  const std::vector<Square> queens = {{0, 0}, {3, 5}, {4, 4}};
  const FindResult r = find_solution(placed(8, queens));
  EXPECT_EQ(r.outcome, Outcome::none_exists);
  ASSERT_TRUE(r.attack);
  EXPECT_EQ(r.attack->first, (Square{0, 0}));
  EXPECT_EQ(r.attack->second, (Square{4, 4}));
  EXPECT_EQ(r.attack->reach, Reach::diagonal);
  EXPECT_EQ(count(placed(8, queens)).solutions, 0u);
  EXPECT_TRUE(listed_completions(8, queens).empty());
  EXPECT_EQ(find_solution(placed(8, queens), {.method = FindMethod::first}).outcome, Outcome::none_exists);
  EXPECT_EQ(find_solution(placed(8, std::vector<Square>{{2, 1}, {2, 6}})).attack->reach, Reach::row);
}

TEST(Complete, PeacefulQueensWithoutCompletion) {
  // No solution of 4 queens has a queen in a corner.
  const std::vector<Square> corner = {{0, 0}};
  EXPECT_EQ(find_solution(placed(4, corner)).outcome, Outcome::none_exists);
  EXPECT_FALSE(find_solution(placed(4, corner)).attack);
  EXPECT_EQ(count(placed(4, corner)).solutions, 0u);
  EXPECT_EQ(find_solution(placed(4, corner), {.method = FindMethod::first}).outcome, Outcome::none_exists);
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
    EXPECT_EQ(count(placed(n, queens)).solutions, expected.size()) << "n = " << n;
    EXPECT_EQ(listed_completions(n, queens), expected) << "n = " << n;  // same solutions, same order
    const FindResult one = find_solution(placed(n, queens));
    const FindResult first = find_solution(placed(n, queens), {.method = FindMethod::first});
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
  EXPECT_EQ(count(placed(8, {})).solutions, 92u);
  EXPECT_EQ(count(placed(10, {})).solutions, 724u);
  EXPECT_EQ(count(placed(1, {})).solutions, 1u);
  EXPECT_EQ(count(placed(3, {})).solutions, 0u);
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
      const FindResult r = find_solution(placed(n, queens));
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

TEST(Complete, EveryBoardWithAQueenInTheMiddleOfRowZero) {
  // The empty 64×64 board once took minutes in a fixed square order (a heavy tail); the
  // restarts take it at once. (The empty board itself now goes to the construction: a queen
  // placed keeps the completion engine on it.) The budget only turns a regression into a
  // failure, not a hang.
  for (int n = 1; n <= max_rules_n; ++n) {
    const FindResult r = find_solution(placed(n, std::vector<Square>{{0, n / 2}}), {.max_seconds = 60});
    if (n == 2 || n == 3) {
      EXPECT_EQ(r.outcome, Outcome::none_exists);
      continue;
    }
    ASSERT_EQ(r.outcome, Outcome::found) << "n = " << n;
    EXPECT_TRUE(is_solution(r.solution)) << r.solution;
    EXPECT_EQ(r.solution.columns[0], n / 2);
  }
}

// Past max_rules_n, find_solution, count and for_each_solution take completion boards whose
// free rows and columns are evenly spaced (CSPLib 79's translations; VariantsCli tests one of
// n = 2047), on the excluded-diagonals board of their free squares.
TEST(Complete, BigBoardsAreCompletedOnTheirFreeBlock) {
  const Placement solution = *construct_solution(100);
  const std::vector<Square> all = solution.squares();
  EXPECT_EQ(find_solution(placed(100, all)).solution, solution);  // nothing free
  EXPECT_EQ(find_solution(placed(100, all), {.method = FindMethod::first}).solution, solution);
  const CountResult full = count(placed(100, all));
  EXPECT_EQ(full.solutions, 1U);
  // Its block is the classic 1×1 board, whose symmetries the board's placed queens do not have.
  EXPECT_EQ(full.fundamental, 0U);
  const std::vector<Square> one_free(all.begin() + 1, all.end());
  EXPECT_EQ(find_solution(placed(100, one_free)).solution, solution);
  EXPECT_EQ(count(placed(100, one_free)).solutions, 1U);
  EXPECT_EQ(listed_completions(100, one_free), std::vector<Placement>{solution});
  // A plan's units are named by its rules (journals, shards): the block's would pass for the board's.
  expect_invalid_argument([&] { make_count_plan(placed(100, one_free)); },
                          "a count plan (a journal, shards, MPI, verification) takes boards of up to 64 columns");
  // Rows 0 and 1 free (step 1), their columns construct_solution's, not one apart.
  ASSERT_NE(std::abs(solution.columns[1] - solution.columns[0]), 1);
  const std::vector<Square> two_free(all.begin() + 2, all.end());
  expect_invalid_argument([&] { find_solution(placed(100, two_free)); },
                          "evenly spaced, with the same step: free rows 0, 1, ...");
  expect_invalid_argument([&] { count(placed(100, std::vector<Square>(all.begin() + 70, all.end()))); },
                          "at most 64 rows are free; 70 of its 100 rows are");
  expect_invalid_argument(
      [] {
        find_solution(placed(max_completion_n + 1, std::vector<Square>{{0, 0}}));
      },
      "a board with nothing but placed queens has n from 1 to 1000000 columns, got 1000001");
  // Two attacking queens answer any board, too many free rows or not (fuzz_preplaced found
  // n = 5657 with (0, 0) and (8, 8), which its check took to be refused).
  const std::vector<Square> diagonal = {{0, 0}, {8, 8}};
  const FindResult attacked = find_solution(placed(5657, diagonal));
  EXPECT_EQ(attacked.outcome, Outcome::none_exists);
  ASSERT_TRUE(attacked.attack);
  EXPECT_EQ(attacked.attack->reach, Reach::diagonal);
  const CountResult none = count(placed(5657, diagonal));
  EXPECT_TRUE(none.complete());
  EXPECT_EQ(none.solutions, 0U);
  EXPECT_TRUE(listed_completions(5657, diagonal).empty());
}

// A count stops inside a work unit when asked: one queen on the 40×40 board has units of
// hours, and the count must end long before one does.
TEST(Complete, CountStopsInsideAWorkUnit) {
  struct StopSoon final : Observer {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    bool stop_requested() override { return std::chrono::steady_clock::now() - start > std::chrono::milliseconds(50); }
  } stop;
  const CountResult r =
      count(placed(40, std::vector<Square>{{0, 0}}), {.engine = Engine::fast, .limits = {}, .observer = &stop});
  EXPECT_FALSE(r.complete());
}

TEST(Complete, BadInput) {
  EXPECT_THROW(find_solution(placed(0, std::vector<Square>{{0, 0}})), std::invalid_argument);
  EXPECT_THROW(find_solution(placed(8, std::vector<Square>{{8, 0}})), std::invalid_argument);
  EXPECT_THROW(find_solution(placed(8, std::vector<Square>{{0, -1}})), std::invalid_argument);
  EXPECT_THROW(count(placed(8, std::vector<Square>{{3, 3}, {3, 3}})), std::invalid_argument);
  // A time budget below 0 or past max_search_seconds was taken as none; now each search refuses it.
  const std::vector<Square> corner = {{0, 0}};
  expect_invalid_argument([&] { find_solution(placed(8, corner), {.max_seconds = -1}); },
                          "max_seconds must be from 0 (no limit) to 1e9");
  expect_invalid_argument([] { find_solution(8, {.method = FindMethod::first, .max_seconds = -0.5}); }, "max_seconds");
  EXPECT_EQ(find_solution(placed(8, corner), {.max_seconds = max_search_seconds}).outcome, Outcome::found);
}

}  // namespace
}  // namespace nqueens
