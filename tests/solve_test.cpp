#include "nqueens/solve.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <concepts>
#include <iterator>
#include <ranges>
#include <set>
#include <stdexcept>
#include <vector>

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

// solutions(n) is a C++20 input range (a view: it composes with views::take) that ends at a
// sentinel; one pass, so not a forward range.
static_assert(std::ranges::input_range<SolutionRange>);
static_assert(std::ranges::view<SolutionRange>);
static_assert(!std::ranges::forward_range<SolutionRange>);
static_assert(std::same_as<std::ranges::sentinel_t<SolutionRange>, std::default_sentinel_t>);
static_assert(std::same_as<std::ranges::range_reference_t<SolutionRange>, const Placement&>);

std::vector<Placement> ranged(int n, Solutions which) {
  std::vector<Placement> out;
  for (const Placement& p : solutions(n, which)) out.push_back(p);
  return out;
}

// The range gives what for_each_solution visits, in its order: the 92 and the 12 of n = 8, the
// one of n = 1, none for n = 2 and 3.
TEST(SolutionRange, ListsWhatTheVisitorSees) {
  const std::vector<Placement> eight = ranged(8, Solutions::all);
  ASSERT_EQ(eight.size(), 92u);
  EXPECT_EQ(eight, all_solutions(8, Solutions::all));
  EXPECT_EQ(eight.front().columns, (std::vector<int>{0, 4, 7, 5, 2, 6, 1, 3}));
  const std::vector<Placement> fundamental = ranged(8, Solutions::fundamental);
  EXPECT_EQ(fundamental.size(), 12u);
  EXPECT_EQ(fundamental, all_solutions(8, Solutions::fundamental));
  EXPECT_EQ(ranged(1, Solutions::all), (std::vector<Placement>{{1, {0}}}));
  EXPECT_EQ(ranged(1, Solutions::fundamental), (std::vector<Placement>{{1, {0}}}));
  for (int n : {2, 3}) {
    EXPECT_TRUE(ranged(n, Solutions::all).empty()) << n;
    EXPECT_TRUE(ranged(n, Solutions::fundamental).empty()) << n;
  }
  for (int n = 4; n <= 9; ++n) EXPECT_EQ(ranged(n, Solutions::fundamental), all_solutions(n, Solutions::fundamental));
}

TEST(SolutionRange, WorksWithTheRangesAlgorithms) {
  EXPECT_EQ(std::ranges::distance(solutions(10)), 724);
  EXPECT_EQ(std::ranges::distance(solutions(10, Solutions::fundamental)), 92);
  const std::vector<Placement> all = all_solutions(8, Solutions::all);
  // clang 14 cannot instantiate libstdc++ 12's take_view of an input view (fixed in clang 15);
  // the asan and tsan jobs compile the tests with it, the release job (GCC) checks these.
#if !defined(__clang__) || __clang_major__ >= 15
  std::vector<Placement> first;
  for (const Placement& p : solutions(8) | std::views::take(3)) first.push_back(p);
  EXPECT_EQ(first, std::vector<Placement>(all.begin(), all.begin() + 3));
#endif
  // The first solution whose queen in row 1 stands in column 5 (0-based 4).
  auto range = solutions(8);
  const auto found = std::ranges::find_if(range, [](const Placement& p) { return p.columns[0] == 4; });
  ASSERT_NE(found, range.end());
  EXPECT_EQ(*found, *std::ranges::find_if(all, [](const Placement& p) { return p.columns[0] == 4; }));
  EXPECT_EQ(found->n, 8);
  // A large board's first solutions come at once, as the cursor's.
  auto large = solutions(28);
  auto it = large.begin();
  for (int k = 0; k < 2; ++k, ++it) EXPECT_TRUE(test::naive_is_solution(*it));
}

// One pass: a second begin() goes on where the first stands, and an increment skips a solution
// not looked at.
TEST(SolutionRange, IsOnePass) {
  const std::vector<Placement> all = all_solutions(6, Solutions::all);  // 4 solutions
  auto range = solutions(6);
  auto it = range.begin();
  EXPECT_EQ(*it, all[0]);
  ++it;
  it++;
  EXPECT_EQ(*range.begin(), all[2]);
  EXPECT_EQ(std::ranges::distance(range), 2);
  EXPECT_TRUE(range.begin() == range.end());
}

TEST(SolutionRange, RejectsBadN) {
  EXPECT_THROW(solutions(0), std::invalid_argument);
  EXPECT_THROW(solutions(65, Solutions::fundamental), std::invalid_argument);
}

TEST(SolutionAt, MatchesTheEnumeration) {
  for (int n : {1, 4, 6, 8, 10}) {
    const auto solutions = all_solutions(n, Solutions::all);
    for (std::size_t i = 0; i < solutions.size(); i += (n == 10 ? 37 : 1)) {
      const auto p = solution_at(n, Solutions::all, i + 1);
      ASSERT_TRUE(p.has_value());
      EXPECT_EQ(*p, solutions[i]);
    }
    EXPECT_FALSE(solution_at(n, Solutions::all, solutions.size() + 1).has_value());
  }
  EXPECT_FALSE(solution_at(3, Solutions::all, 1).has_value());
}

TEST(SolutionAt, EitherListingByItsIndex) {
  // The fundamental listing: by enumeration, index for index.
  for (int n : {1, 5, 8, 10}) {
    const auto fundamental = all_solutions(n, Solutions::fundamental);
    for (std::size_t i = 0; i < fundamental.size(); ++i)
      EXPECT_EQ(solution_at(n, Solutions::fundamental, i + 1), fundamental[i]) << "n = " << n << ", index " << i + 1;
    EXPECT_FALSE(solution_at(n, Solutions::fundamental, fundamental.size() + 1).has_value());
  }
  EXPECT_EQ(solution_at(8, Solutions::fundamental, 12), (Placement{8, {2, 5, 1, 4, 7, 0, 6, 3}}));  // 3 6 2 5 8 1 7 4
  EXPECT_FALSE(solution_at(8, Solutions::fundamental, 13).has_value());
  // All solutions: by subtree counts up to n = 32 ...
  EXPECT_EQ(solution_at(8, Solutions::all, 92), (Placement{8, {7, 3, 0, 2, 5, 1, 6, 4}}));  // 84136275
  EXPECT_EQ(solution_at(12, Solutions::all, 5000), all_solutions(12, Solutions::all)[4999]);
  EXPECT_FALSE(solution_at(3, Solutions::all, 1).has_value());
  // ... and past it by enumeration: the first solution of n = 33, where the subtree counts stop
  // (about a second to reach).
  const std::vector<int> first = {1,  3,  5,  2,  4,  9,  11, 13, 15, 6, 8,  25, 27, 33, 31, 23, 28,
                                  26, 29, 32, 30, 16, 18, 12, 10, 17, 7, 14, 21, 19, 24, 22, 20};
  Placement expected{33, {}};
  for (int c : first) expected.columns.push_back(c - 1);
  EXPECT_EQ(solution_at(33, Solutions::all, 1), expected);
}

TEST(SolutionsWithClass, EightQueensHasTwelveClasses) {
  std::vector<Placement> listed;
  std::vector<SymmetryClass> classes;
  const auto visited = for_each_solution_with_class(8, [&](const Placement& p, const SymmetryClass& c) {
    listed.push_back(p);
    classes.push_back(c);
    return true;
  });
  ASSERT_EQ(visited, 92u);
  ASSERT_EQ(listed, all_solutions(8, Solutions::all));
  std::vector<int> members(13, 0), orbits;
  std::uint64_t next_class = 1;
  for (std::size_t i = 0; i < listed.size(); ++i) {
    const SymmetryClass& c = classes[i];
    EXPECT_EQ(c.fundamental, is_canonical(listed[i])) << listed[i];
    // Classes are numbered as their fundamental solutions appear; the representative is the
    // listing number of the fundamental solution, the canonical form of every member.
    if (c.fundamental) {
      EXPECT_EQ(c.class_number, next_class++);
      EXPECT_EQ(c.representative, i + 1);
      orbits.push_back(c.orbit);
    }
    ASSERT_GE(c.representative, 1u);
    EXPECT_EQ(listed[c.representative - 1], canonical(listed[i])) << listed[i];
    EXPECT_EQ(c.orbit, orbit_size(listed[i]));
    EXPECT_EQ(c.stabilizer, stabilizer(listed[i]));
    ++members.at(c.class_number);
  }
  EXPECT_EQ(next_class, 13u);
  // Eleven classes of 8 and one of 4 (3 5 2 8 1 7 4 6, fixed by the 180° rotation): 92.
  EXPECT_EQ(orbits, (std::vector<int>{8, 8, 8, 8, 8, 8, 8, 8, 8, 4, 8, 8}));
  for (std::uint64_t k = 1; k <= 12; ++k) EXPECT_EQ(members[k], orbits[k - 1]) << "class " << k;
  // The symmetric class: its fundamental solution, and what fixes it; the first solution has
  // no symmetry but the identity.
  const Placement symmetric{8, {2, 4, 1, 7, 0, 6, 3, 5}};
  const auto at = static_cast<std::size_t>(std::find(listed.begin(), listed.end(), symmetric) - listed.begin());
  ASSERT_LT(at, listed.size());
  EXPECT_TRUE(classes[at].fundamental);
  EXPECT_EQ(classes[at].class_number, 10u);
  EXPECT_EQ(classes[at].stabilizer, (std::vector<Symmetry>{Symmetry::identity, Symmetry::rotate180}));
  EXPECT_EQ(classes[0].stabilizer, std::vector<Symmetry>{Symmetry::identity});
}

TEST(SolutionsWithClass, SixQueensAreOneClassOfFour) {
  std::vector<SymmetryClass> classes;
  for_each_solution_with_class(6, [&](const Placement&, const SymmetryClass& c) {
    classes.push_back(c);
    return true;
  });
  ASSERT_EQ(classes.size(), 4u);
  for (std::size_t i = 0; i < classes.size(); ++i) {
    EXPECT_EQ(classes[i].fundamental, i == 0);
    EXPECT_EQ(classes[i].class_number, 1u);
    EXPECT_EQ(classes[i].representative, 1u);
    EXPECT_EQ(classes[i].orbit, 4);
    EXPECT_EQ(classes[i].stabilizer, (std::vector<Symmetry>{Symmetry::identity, Symmetry::rotate180}));
  }
  // The visitor stops the listing.
  int seen = 0;
  EXPECT_EQ(for_each_solution_with_class(6, [&](const Placement&, const SymmetryClass&) { return ++seen < 2; }), 2u);
}

TEST(Solve, RejectsBadArguments) {
  const auto ignore = [](const Placement&) { return true; };
  EXPECT_THROW(for_each_solution(0, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(for_each_solution(-3, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(for_each_solution(65, Solutions::all, ignore), std::invalid_argument);
  EXPECT_THROW(solution_at(8, Solutions::all, 0), std::invalid_argument);
  EXPECT_THROW(solution_at(8, Solutions::fundamental, 0), std::invalid_argument);
  EXPECT_THROW(solution_at(65, Solutions::all, 1), std::invalid_argument);
  EXPECT_THROW(solution_at(0, Solutions::fundamental, 1), std::invalid_argument);
  const auto visit = [](const Placement&, const SymmetryClass&) { return true; };
  EXPECT_THROW(for_each_solution_with_class(0, visit), std::invalid_argument);
  EXPECT_THROW(for_each_solution_with_class(65, visit), std::invalid_argument);
  EXPECT_THROW(SolutionCursor(0, Solutions::all), std::invalid_argument);
  EXPECT_THROW(SolutionCursor(65, Solutions::fundamental), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
