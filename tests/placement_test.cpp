#include <gtest/gtest.h>

#include <random>

#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

TEST(Placement, EmptyBoardAndSquares) {
  Placement p = Placement::empty_board(4);
  EXPECT_EQ(p.columns, (std::vector<int>{-1, -1, -1, -1}));
  p.columns[1] = 3;
  p.columns[3] = 0;
  const auto squares = p.squares();
  ASSERT_EQ(squares.size(), 2u);
  EXPECT_EQ(squares[0], (Square{1, 3}));
  EXPECT_EQ(squares[1], (Square{3, 0}));
}

TEST(Placement, IsSolutionAgreesWithNaiveCheck) {
  std::mt19937 rng(7);
  int solutions = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const Placement p = test::random_permutation(1 + trial % 9, rng);
    EXPECT_EQ(is_solution(p), test::naive_is_solution(p)) << p;
    solutions += is_solution(p);
  }
  EXPECT_GT(solutions, 0);
}

TEST(Placement, IsSolutionRejectsPartialAndOutOfRange) {
  EXPECT_TRUE(is_solution(Placement{8, {0, 4, 7, 5, 2, 6, 1, 3}}));
  EXPECT_FALSE(is_solution(Placement{8, {0, 4, 7, 5, 2, 6, 1, -1}}));
  EXPECT_FALSE(is_solution(Placement{8, {0, 4, 7, 5, 2, 6, 1, 8}}));
  EXPECT_FALSE(is_solution(Placement{8, {0, 4, 7}}));
  EXPECT_FALSE(is_solution(Placement{0, {}}));
  EXPECT_TRUE(is_solution(Placement{1, {0}}));
}

TEST(FindAttacks, NamesEveryLine) {
  // Row 0: (0,0)-(0,3). Column 0: (0,0)-(3,0); column 1: (1,1)-(2,1). Diagonal: (0,0)-(1,1).
  // Anti-diagonal r+c = 3 holds (0,3), (2,1), (3,0): three pairs.
  const std::vector<Square> queens = {{0, 0}, {0, 3}, {1, 1}, {2, 1}, {3, 0}};
  const Conflicts c = find_attacks(classic_rules(4), queens, 100);
  ASSERT_EQ(c.pairs, 7u);
  ASSERT_EQ(c.listed.size(), 7u);
  EXPECT_EQ(c.listed[0].reach, Reach::row);
  EXPECT_EQ(c.listed[0].first, (Square{0, 0}));
  EXPECT_EQ(c.listed[0].second, (Square{0, 3}));
  int by_line[4] = {};
  for (const Attack& a : c.listed) ++by_line[static_cast<int>(a.reach)];
  EXPECT_EQ(by_line[static_cast<int>(Reach::row)], 1);
  EXPECT_EQ(by_line[static_cast<int>(Reach::column)], 2);
  EXPECT_EQ(by_line[static_cast<int>(Reach::diagonal)], 1);
  EXPECT_EQ(by_line[static_cast<int>(Reach::anti_diagonal)], 3);
}

TEST(FindAttacks, OfAPlacementListsEveryPair) {
  // 1 3 5 7 2 4 6 8: a1 and h8 share the long diagonal, and nothing else attacks.
  const Conflicts one = find_attacks(Placement{8, {0, 2, 4, 6, 1, 3, 5, 7}});
  EXPECT_EQ(one.pairs, 1u);
  ASSERT_EQ(one.listed.size(), 1u);
  EXPECT_EQ(one.listed[0].first, (Square{0, 0}));
  EXPECT_EQ(one.listed[0].second, (Square{7, 7}));
  EXPECT_EQ(one.listed[0].reach, Reach::diagonal);
  // Empty rows hold no queen; every one of the 10 pairs of five queens in column 2 is listed.
  const Conflicts column = find_attacks(Placement{6, {2, 2, Placement::empty, 2, 2, 2}});
  EXPECT_EQ(column.pairs, 10u);
  EXPECT_EQ(column.listed.size(), 10u);
  EXPECT_EQ(find_attacks(Placement{6, {2, 2, Placement::empty, 2, 2, 2}}, 3).listed.size(), 3u);
  EXPECT_EQ(find_attacks(Placement{8, {0, 4, 7, 5, 2, 6, 1, 3}}).pairs, 0u);
  EXPECT_THROW(find_attacks(Placement{4, {0, 4, 1, 3}}), std::invalid_argument);  // column 4 is off the board
}

TEST(FindAttacks, CountsAllPairsButListsAtMostTheLimit) {
  std::vector<Square> column;
  for (int r = 0; r < 10; ++r) column.push_back({r, 4});
  const Conflicts c = find_attacks(classic_rules(10), column, 5);
  EXPECT_EQ(c.pairs, 45u);
  EXPECT_EQ(c.listed.size(), 5u);
  for (const Attack& a : c.listed) {
    EXPECT_EQ(a.reach, Reach::column);
    EXPECT_LT(a.first.row, a.second.row);
  }
}

TEST(FindAttacks, RejectsBadSquares) {
  const std::vector<Square> off = {{0, 0}, {4, 1}};
  EXPECT_THROW(find_attacks(classic_rules(4), off, 10), std::invalid_argument);
  const std::vector<Square> negative = {{0, -1}};
  EXPECT_THROW(find_attacks(classic_rules(4), negative, 10), std::invalid_argument);
  const std::vector<Square> twice = {{2, 2}, {1, 0}, {2, 2}};
  EXPECT_THROW(find_attacks(classic_rules(4), twice, 10), std::invalid_argument);
  EXPECT_THROW(find_attacks(classic_rules(0), {}, 10), std::invalid_argument);
}

// The attacking pairs, every pair checked: the naive reference.
std::uint64_t naive_pairs(const std::vector<Square>& queens) {
  std::uint64_t pairs = 0;
  for (std::size_t a = 0; a < queens.size(); ++a)
    for (std::size_t b = a + 1; b < queens.size(); ++b) {
      const int dr = queens[b].row - queens[a].row, dc = queens[b].column - queens[a].column;
      pairs += dr == 0 || dc == 0 || dr == dc || dr == -dc;
    }
  return pairs;
}

TEST(FindAttacks, AgreesWithNaivePairCount) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + trial % 12;
    const Placement p = test::random_permutation(n, rng);
    const auto squares = p.squares();
    const std::uint64_t naive = naive_pairs(squares);
    const Conflicts c = find_attacks(classic_rules(n), squares, 1000);
    EXPECT_EQ(c.pairs, naive) << p;
    EXPECT_EQ(c.listed.size(), naive);
    EXPECT_EQ(c.pairs == 0, is_solution(p));
  }
}

TEST(FindAttacks, AnySquaresAgreeWithNaivePairs) {
  // Any number of queens a row, most of them alone on their lines: only the queens on shared
  // lines are sorted, and the pairs must still be all there, each once, in row-major order.
  std::mt19937 rng(12);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + trial % 40;
    std::uniform_int_distribution<int> square(0, n - 1);
    std::vector<Square> queens;
    for (int k = trial % 7; k > 0; --k) {
      const Square s{square(rng), square(rng)};
      if (std::find(queens.begin(), queens.end(), s) == queens.end()) queens.push_back(s);
    }
    const std::uint64_t naive = naive_pairs(queens);
    const Conflicts c = find_attacks(classic_rules(n), queens, 1000);
    EXPECT_EQ(c.pairs, naive);
    ASSERT_EQ(c.listed.size(), naive);
    for (const Attack& a : c.listed)
      EXPECT_TRUE(a.first.row < a.second.row || (a.first.row == a.second.row && a.first.column < a.second.column));
  }
}

// Few queens on a huge board are sorted by comparison, in time and memory that follow the queens:
// the same queens on a board of 2^31 - 1 rows list the same pairs in the same order as on their
// own small board, where the counting sorts run. Issue 46's fuzzing: two queens on a diagonal of
// a board of 56,575,657 rows took 10 s and 800 MB under ASan (6 bytes a row, and the sorts' n + 1
// counters); on 2^31 - 1 rows that would be 25 GB.
TEST(FindAttacks, FewQueensOnAHugeBoardCostWhatTheQueensCost) {
  constexpr int huge = 2'147'483'647;
  const Conflicts two = find_attacks(classic_rules(huge), std::vector<Square>{{8, 8}, {0, 0}});
  ASSERT_EQ(two.pairs, 1u);
  EXPECT_EQ(two.listed[0], (Attack{{0, 0}, {8, 8}, Reach::diagonal}));
  EXPECT_EQ(find_attacks(classic_rules(huge), std::vector<Square>{{huge - 1, 0}, {0, huge - 1}}).listed.at(0).reach,
            Reach::anti_diagonal);
  std::mt19937 rng(46);
  for (int trial = 0; trial < 500; ++trial) {
    const int n = 4 + trial % 30;
    std::uniform_int_distribution<int> square(0, n - 1);
    std::vector<Square> queens;
    for (int k = n; k > 0; --k) {  // dense: n tries on the n×n board
      const Square s{square(rng), square(rng)};
      if (std::find(queens.begin(), queens.end(), s) == queens.end()) queens.push_back(s);
    }
    const Conflicts small = find_attacks(classic_rules(n), queens);
    const Conflicts large = find_attacks(classic_rules(huge), queens);
    ASSERT_EQ(small.pairs, large.pairs) << "n = " << n;
    ASSERT_EQ(small.listed, large.listed) << "n = " << n;
  }
  EXPECT_THROW(find_attacks(classic_rules(huge), std::vector<Square>{{5, 5}, {7, 1}, {5, 5}}), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
