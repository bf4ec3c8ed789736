// The traced backtracking search: its tree against independently computed level counts, its
// steps against the rules of the queens, and the trace command.

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli_runner.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/trace.hpp"
#include "test_util.hpp"

namespace nqueens::test {
namespace {

bool attack(Square a, Square b) {
  return a.column == b.column || a.row - a.column == b.row - b.column || a.row + a.column == b.row + b.column;
}

Reach line_of(Square a, Square b) {
  if (a.column == b.column) return Reach::column;
  return a.row - a.column == b.row - b.column ? Reach::diagonal : Reach::anti_diagonal;
}

// The nodes with k queens for k = 0..n, computed breadth first: every prefix of k queens that
// no two attack, extended by every column and checked pair by pair against all its queens.
std::vector<std::uint64_t> naive_level_counts(int n) {
  std::vector<std::vector<int>> level = {{}};
  std::vector<std::uint64_t> counts = {1};
  for (int row = 0; row < n; ++row) {
    std::vector<std::vector<int>> next;
    for (const auto& prefix : level)
      for (int c = 0; c < n; ++c) {
        bool ok = true;
        for (int r = 0; r < row && ok; ++r) ok = !attack({r, prefix[r]}, {row, c});
        if (!ok) continue;
        next.push_back(prefix);
        next.back().push_back(c);
      }
    level = std::move(next);
    counts.push_back(level.size());
  }
  return counts;
}

TraceTotals trace_all(int n) {
  return trace_search(n, [](const TraceEvent&, const Placement&) { return true; });
}

TEST(Trace, LevelCountsOfTheTextbookTrees) {
  EXPECT_EQ(trace_all(4).nodes_per_depth, (std::vector<std::uint64_t>{1, 4, 6, 4, 2}));
  const TraceTotals eight = trace_all(8);
  EXPECT_EQ(eight.nodes_per_depth, (std::vector<std::uint64_t>{1, 8, 42, 140, 344, 568, 550, 312, 92}));
  EXPECT_EQ(eight.nodes(), 2057u);
  EXPECT_EQ(eight.solutions, 92u);
  // Every node with fewer than 8 queens tries 8 squares: each is a child or a rejected square.
  EXPECT_EQ(eight.rejects, 8 * (eight.nodes() - 92) - (eight.nodes() - 1));
}

TEST(Trace, LevelCountsAgreeWithANaivePrefixCheck) {
  for (int n = 1; n <= 10; ++n) {
    const TraceTotals t = trace_all(n);
    EXPECT_EQ(t.nodes_per_depth, naive_level_counts(n)) << "n = " << n;
    EXPECT_EQ(t.solutions, t.nodes_per_depth.back()) << "n = " << n;
    EXPECT_TRUE(t.complete);
  }
}

// Replays the steps on a board of its own and checks each against the rules: a placed square
// is attacked by no queen, a rejected one is attacked by exactly the queens named, a backtrack
// takes back the last queen, and the solutions come as for_each_solution lists them.
TEST(Trace, StepsFollowTheRules) {
  for (int n = 4; n <= 7; ++n) {
    std::vector<Square> queens;
    std::vector<Placement> solutions;
    std::uint64_t next_node = 1;
    trace_search(n, [&](const TraceEvent& e, const Placement& board) {
      std::vector<Square> attackers;
      for (Square q : queens)
        if (attack(q, e.square)) attackers.push_back(q);
      switch (e.step) {
        case TraceStep::place:
          EXPECT_TRUE(attackers.empty());
          EXPECT_EQ(e.square.row, static_cast<int>(queens.size()));
          EXPECT_EQ(e.node, next_node++);
          queens.push_back(e.square);
          break;
        case TraceStep::reject:
          EXPECT_EQ(e.attacks.size(), attackers.size());
          for (const Attack& a : e.attacks) {
            EXPECT_EQ(a.second, e.square);
            EXPECT_NE(std::find(attackers.begin(), attackers.end(), a.first), attackers.end());
            EXPECT_EQ(line_of(a.first, a.second), a.reach);
          }
          break;
        case TraceStep::backtrack:
          EXPECT_EQ(queens.back(), e.square);
          queens.pop_back();
          break;
        case TraceStep::solution:
          EXPECT_EQ(static_cast<int>(queens.size()), n);
          EXPECT_TRUE(naive_is_solution(board));
          solutions.push_back(board);
          EXPECT_EQ(e.index, solutions.size());
          break;
      }
      Placement expected = Placement::empty_board(n);
      for (Square q : queens) expected.columns[q.row] = q.column;
      EXPECT_EQ(board, expected);
      return true;
    });
    std::vector<Placement> listed;
    for_each_solution(n, Solutions::all, [&](const Placement& p) {
      listed.push_back(p);
      return true;
    });
    EXPECT_EQ(solutions, listed) << "n = " << n;
  }
}

TEST(Trace, StopsWhenTheVisitorSays) {
  int steps = 0;
  const TraceTotals t = trace_search(8, [&](const TraceEvent&, const Placement&) { return ++steps < 10; });
  EXPECT_EQ(steps, 10);
  EXPECT_FALSE(t.complete);
  EXPECT_THROW(trace_search(0, [](const TraceEvent&, const Placement&) { return true; }), std::invalid_argument);
  EXPECT_THROW(trace_search(33, [](const TraceEvent&, const Placement&) { return true; }), std::invalid_argument);
}

TEST(TraceCli, TreeOfFourQueens) {
  const CliResult r = run_cli("trace 4");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("place (1,1)\n  reject (2,1): column of (1,1)\n  reject (2,2): diagonal of (1,1)\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("      reject (4,2): column of (1,2), diagonal of (3,1), anti-diagonal of (2,4)\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("        solution 1: 2 4 1 3\n"), std::string::npos);
  EXPECT_NE(r.out.find("nodes: 17 (with 0..4 queens: 1 4 6 4 2), rejected squares: 44, solutions: 2\n"),
            std::string::npos);
}

TEST(TraceCli, TreeOfFourQueensInChinese) {
  const CliResult r = run_cli("trace 4 --lang zh");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find("  放置皇后 (2,4)")),
            "在 4×4 的棋盘上回溯：行从上到下，列从左到右，(行,列) 从 1 开始\n"
            "放置皇后 (1,1)\n"
            "  冲突 (2,1)：被 (1,1) 沿列攻击\n"
            "  冲突 (2,2)：被 (1,1) 沿主对角线攻击\n"
            "  放置皇后 (2,3)\n"
            "    冲突 (3,1)：被 (1,1) 沿列攻击\n"
            "    冲突 (3,2)：被 (2,3) 沿副对角线攻击\n"
            "    冲突 (3,3)：被 (2,3) 沿列攻击，被 (1,1) 沿主对角线攻击\n"
            "    冲突 (3,4)：被 (2,3) 沿主对角线攻击\n"
            "  回溯 (2,3)\n");
  EXPECT_NE(r.out.find("      冲突 (4,2)：被 (1,2) 沿列攻击，被 (3,1) 沿主对角线攻击，被 (2,4) 沿副对角线攻击\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("        方案1：2 4 1 3\n"), std::string::npos);
  EXPECT_NE(r.out.find("节点：17（0..4 个皇后：1 4 6 4 2），被攻击的格子：44，解的个数：2\n"), std::string::npos);
  // JSON is for programs: the same in every language.
  EXPECT_EQ(run_cli("trace 4 --format json --lang zh").out, run_cli("trace 4 --format json").out);
  EXPECT_EQ(run_cli("trace 4 --format jsonl --lang zh").out, run_cli("trace 4 --format jsonl").out);
}

TEST(TraceCli, JsonLinesEndWithTheTotals) {
  const CliResult r = run_cli("trace 8 --format jsonl");
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  std::uint64_t places = 0, backtracks = 0, rejects = 0, solutions = 0;
  nlohmann::json last;
  while (std::getline(lines, line)) {
    last = nlohmann::json::parse(line);
    if (!last.contains("step")) continue;
    const std::string step = last["step"];
    places += step == "place";
    backtracks += step == "backtrack";
    rejects += step == "reject";
    solutions += step == "solution";
  }
  EXPECT_EQ(places, 2056u);
  EXPECT_EQ(backtracks, 2056u);
  EXPECT_EQ(solutions, 92u);
  EXPECT_EQ(last["totals"]["nodes"], 2057);
  EXPECT_EQ(last["totals"]["rejects"], rejects);
  EXPECT_EQ(last["totals"]["nodes_per_depth"], nlohmann::json({1, 8, 42, 140, 344, 568, 550, 312, 92}));
}

// json is one document: the steps of jsonl in an array, and the totals.
TEST(TraceCli, JsonIsOneDocumentOfTheJsonLines) {
  const CliResult document = run_cli("trace 6 --format json");
  ASSERT_EQ(document.status, 0) << document.err;
  const nlohmann::json parsed = nlohmann::json::parse(document.out);
  const auto l = lines(run_cli("trace 6 --format jsonl").out);
  ASSERT_EQ(parsed["steps"].size() + 1, l.size());
  for (std::size_t i = 0; i < parsed["steps"].size(); ++i) EXPECT_EQ(parsed["steps"][i], nlohmann::json::parse(l[i]));
  EXPECT_EQ(parsed["totals"], nlohmann::json::parse(l.back())["totals"]);
  EXPECT_EQ(parsed["totals"]["solutions"], 4);
  // Stopped at the step limit, it is still one document.
  const nlohmann::json cut = nlohmann::json::parse(run_cli("trace 20 --limit 5 --format json").out);
  EXPECT_EQ(cut["steps"].size(), 5u);
  EXPECT_EQ(cut["totals"]["complete"], false);
}

TEST(TraceCli, LongTracesNeedALimit) {
  const CliResult refused = run_cli("trace 9");
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_NE(refused.err.find("--limit"), std::string::npos);
  const CliResult tree = run_cli("trace 12 --limit 3");
  EXPECT_EQ(tree.status, 0) << tree.err;
  EXPECT_NE(tree.out.find("\n... stopped at the step limit\nso far: nodes: "), std::string::npos) << tree.out;
  const CliResult r = run_cli("trace 20 --limit 5 --format jsonl");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 6);
  EXPECT_NE(r.out.find("\"complete\":false"), std::string::npos);
  EXPECT_EQ(run_cli("trace 4 --format xml").status, 2);
  EXPECT_EQ(run_cli("trace 0").status, 2);
}

}  // namespace
}  // namespace nqueens::test
