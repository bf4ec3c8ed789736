// The classic methods: exact candidate counts, agreement on Q(n), the tree-size estimate, and
// the methods command.

#include <gtest/gtest.h>

#include <sstream>

#include "cli_runner.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/trace.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens::test {
namespace {

std::string test_decimal(u128 v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

TEST(Methods, ExactCandidateCounts) {
  EXPECT_EQ(candidate_count(Method::every_square, 8), "281474976710656");                           // 64^8 = 2^48
  EXPECT_EQ(candidate_count(Method::one_per_row, 8), "16777216");                                   // 8^8
  EXPECT_EQ(candidate_count(Method::permutations, 8), "40320");                                     // 8!
  EXPECT_EQ(candidate_count(Method::every_square, 16), "340282366920938463463374607431768211456");  // 2^128
  EXPECT_EQ(candidate_count(Method::one_per_row, 20), "104857600000000000000000000");               // 20^20
  EXPECT_EQ(candidate_count(Method::permutations, 32), "263130836933693530167218012160000000");     // 32!
  EXPECT_EQ(candidate_count(Method::permutations, 1), "1");
  EXPECT_EQ(candidate_count(Method::backtracking, 8), "");
  EXPECT_THROW(candidate_count(Method::every_square, 0), std::invalid_argument);
  EXPECT_THROW(candidate_count(Method::every_square, 33), std::invalid_argument);
}

TEST(Methods, EveryMethodThatFinishesFindsQn) {
  for (int n = 1; n <= 8; ++n)
    for (Method m : all_methods) {
      if (m == Method::every_square && n > 5) continue;  // 36^6 = 2·10^9 candidates: too slow for a unit test
      const MethodRun r = run_method(m, n, 60);
      ASSERT_TRUE(r.complete) << method_name(m) << " n = " << n;
      EXPECT_EQ(r.solutions, oeis_counts().at(n).solutions) << method_name(m) << " n = " << n;
      const std::string candidates = candidate_count(m, n);
      if (!candidates.empty()) {
        EXPECT_EQ(test_decimal(r.examined), candidates) << method_name(m) << " n = " << n;
      }
    }
}

TEST(Methods, BothSearchesVisitTheTracedTree) {
  for (int n = 1; n <= 10; ++n) {
    const std::uint64_t nodes = trace_search(n, [](const TraceEvent&, const Placement&) { return true; }).nodes();
    EXPECT_EQ(run_method(Method::backtracking, n, 60).examined, nodes) << "n = " << n;
    EXPECT_EQ(run_method(Method::bitboard, n, 60).examined, nodes) << "n = " << n;
  }
  EXPECT_EQ(run_method(Method::bitboard, 8, 60).examined, 2057u);
}

TEST(Methods, StopsAtTheBudget) {
  const MethodRun r = run_method(Method::every_square, 10, 0.05);
  EXPECT_FALSE(r.complete);
  EXPECT_GT(r.examined, 0u);
  EXPECT_LT(r.seconds, 1.0);
  const MethodRun search = run_method(Method::bitboard, 24, 0.05);
  EXPECT_FALSE(search.complete);
  EXPECT_LT(search.seconds, 1.0);
  EXPECT_THROW(run_method(Method::bitboard, 8, 0), std::invalid_argument);
}

TEST(Methods, KnuthsEstimateIsCloseAndReproducible) {
  // The exact sizes: 2057 nodes for n = 8, 35539 for n = 10 (the traced trees).
  EXPECT_NEAR(estimate_tree_nodes(8, 20000, 1), 2057, 2057 * 0.05);
  EXPECT_NEAR(estimate_tree_nodes(10, 20000, 1), 35539, 35539 * 0.05);
  EXPECT_EQ(estimate_tree_nodes(10, 100, 7), estimate_tree_nodes(10, 100, 7));
  EXPECT_EQ(estimate_tree_nodes(1, 1, 1), 2);
  EXPECT_THROW(estimate_tree_nodes(8, 0, 1), std::invalid_argument);
}

TEST(MethodsCli, TableOfFiveQueens) {
  const CliResult r = run_cli("methods 5 --budget 20");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("9,765,625 candidates         10"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3,125 candidates         10"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("120 candidates         10"), std::string::npos) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 10);
  EXPECT_EQ(r.out.find("≈"), std::string::npos);
}

TEST(MethodsCli, TableOfFourQueensInChinese) {
  const CliResult r = run_cli("methods 4 --budget 20 --lang zh");
  ASSERT_EQ(r.status, 0) << r.err;
  // A Chinese character takes two columns on a terminal: the header lines up with the numbers.
  EXPECT_EQ(r.out.substr(0, r.out.find("每个皇后任意格")),
            "n = 4：每种方法的工作量、找到的解和单线程用时\n"
            "方法                     检查数  解的个数  用时\n");
  EXPECT_NE(r.out.find("\n每个皇后任意格    65,536 个候选         2  "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n回溯                  17 个节点         2  "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n位运算回溯            17 个节点         2  "), std::string::npos) << r.out;
}

TEST(MethodsCli, EightQueensEstimatesOnlyTheHopelessMethod) {
  const CliResult r = run_cli("methods 8 --budget 20");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("every square for every queen  281,474,976,710,656 candidates    not run  ≈ "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("(estimate)"), std::string::npos);
  EXPECT_NE(r.out.find("16,777,216 candidates         92"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("2,057 nodes         92"), std::string::npos) << r.out;
}

TEST(MethodsCli, BadInput) {
  for (const char* args : {"methods 0", "methods 33", "methods x", "methods 8 --budget 0", "methods 8 --budget -1"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.out, "") << args;
  }
}

}  // namespace
}  // namespace nqueens::test
