#include "nqueens/solve.hpp"

#include <gtest/gtest.h>

#include <set>

#include "nqueens/symmetry.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

std::vector<Placement> all_solutions(int n, Solutions which) {
  std::vector<Placement> out;
  for_each_solution(n, which, [&](const Placement& p) {
    out.push_back(p);
    return true;
  });
  return out;
}

TEST(Solve, EverySolutionValidUniqueAndInOrder) {
  for (int n = 1; n <= 12; ++n) {
    const auto solutions = all_solutions(n, Solutions::all);
    EXPECT_EQ(solutions.size(), test::oeis_counts().at(n).solutions) << "n = " << n;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
      EXPECT_TRUE(test::naive_is_solution(solutions[i])) << solutions[i];
      if (i > 0) {
        EXPECT_LT(solutions[i - 1], solutions[i]);  // strictly increasing: unique and ordered
      }
    }
  }
}

TEST(Solve, FundamentalListsOnePerClass) {
  for (int n = 1; n <= 11; ++n) {
    const auto fundamental = all_solutions(n, Solutions::fundamental);
    EXPECT_EQ(fundamental.size(), test::oeis_counts().at(n).fundamental) << "n = " << n;
    std::set<std::vector<int>> classes;
    for (const Placement& p : fundamental) {
      EXPECT_EQ(canonical(p), p);
      classes.insert(p.columns);
    }
    EXPECT_EQ(classes.size(), fundamental.size());
  }
}

TEST(Solve, EightQueensFirstAndLast) {
  const auto solutions = all_solutions(8, Solutions::all);
  ASSERT_EQ(solutions.size(), 92u);
  EXPECT_EQ(solutions.front().columns, (std::vector<int>{0, 4, 7, 5, 2, 6, 1, 3}));  // 15863724
  EXPECT_EQ(solutions.back().columns, (std::vector<int>{7, 3, 0, 2, 5, 1, 6, 4}));   // 84136275
}

TEST(Solve, VisitorStopsTheEnumeration) {
  int seen = 0;
  const auto visited = for_each_solution(10, Solutions::all, [&](const Placement&) { return ++seen < 5; });
  EXPECT_EQ(seen, 5);
  EXPECT_EQ(visited, 5u);
}

TEST(Solve, LargeBoardGivesAFirstSolution) {
  Placement first;
  for_each_solution(28, Solutions::all, [&](const Placement& p) {
    first = p;
    return false;
  });
  EXPECT_TRUE(test::naive_is_solution(first));
  EXPECT_EQ(first.n, 28);
}

// The cursor pulls the same solutions in the same order, however small its budget of nodes.
TEST(SolutionCursor, PullsWhatTheVisitorSees) {
  for (Solutions which : {Solutions::all, Solutions::fundamental})
    for (int n = 1; n <= 10; ++n)
      for (std::uint64_t budget : std::initializer_list<std::uint64_t>{0, 1, 7}) {
        SolutionCursor cursor(n, which);
        std::vector<Placement> pulled;
        std::uint64_t pauses = 0;
        while (!cursor.done()) {
          if (const Placement* p = cursor.next(budget))
            pulled.push_back(*p);
          else
            pauses += !cursor.done();
        }
        EXPECT_EQ(pulled, all_solutions(n, which)) << "n = " << n << ", budget " << budget;
        if (budget == 0) {
          EXPECT_EQ(pauses, 0u);
        }
        if (budget == 1 && n >= 4) {
          EXPECT_GT(pauses, 0u);
        }
        EXPECT_EQ(cursor.next(budget), nullptr);  // done stays done
      }
}

TEST(SolutionCursor, FirstSolutionsOfALargeBoardComeAtOnce) {
  SolutionCursor cursor(28, Solutions::all);
  const Placement* first = cursor.next();
  ASSERT_NE(first, nullptr);
  EXPECT_TRUE(test::naive_is_solution(*first));
  const Placement copy = *first;
  const Placement* second = cursor.next();
  ASSERT_NE(second, nullptr);
  EXPECT_LT(copy, *second);
}

TEST(SolutionAt, MatchesTheEnumeration) {
  for (int n : {1, 4, 6, 8, 10}) {
    const auto solutions = all_solutions(n, Solutions::all);
    for (std::size_t i = 0; i < solutions.size(); i += (n == 10 ? 37 : 1)) {
      const auto p = solution_at(n, i + 1);
      ASSERT_TRUE(p.has_value());
      EXPECT_EQ(*p, solutions[i]);
    }
    EXPECT_FALSE(solution_at(n, solutions.size() + 1).has_value());
  }
  EXPECT_FALSE(solution_at(3, 1).has_value());
}

TEST(Solve, RejectsBadArguments) {
  const auto ignore = [](const Placement&) { return true; };
  EXPECT_THROW(for_each_solution(0, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(for_each_solution(-3, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(for_each_solution(65, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(solution_at(8, 0), std::invalid_argument);
  EXPECT_THROW(solution_at(33, 1), std::invalid_argument);
  EXPECT_THROW(SolutionCursor(0, Solutions::all), std::invalid_argument);
  EXPECT_THROW(SolutionCursor(65, Solutions::fundamental), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
