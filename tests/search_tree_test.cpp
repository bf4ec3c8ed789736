// The search tree: its nodes against the traced search that defines them.

#include <gtest/gtest.h>

#include <stdexcept>

#include "nqueens/search_tree.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::test {
namespace {

TEST(SearchTree, FourQueensHasTheTutorialsSeventeenNodes) {
  const std::vector<TreeNode> tree = search_tree(4);
  ASSERT_EQ(tree.size(), 17u);
  EXPECT_EQ(tree[0].parent, -1);
  EXPECT_EQ(tree[0].depth, 0);
  // Depth first, columns left to right: a1 then its children, a dead end at a1-c2 (row 2, col 3).
  EXPECT_EQ(tree[1].parent, 0);
  EXPECT_EQ(tree[1].column, 0);
  EXPECT_EQ(tree[2].parent, 1);
  EXPECT_EQ(tree[2].column, 2);
  EXPECT_EQ(tree[2].enter, 4u);  // place, reject (column), reject (diagonal), place
  std::vector<std::uint64_t> solutions;
  for (const TreeNode& node : tree)
    if (node.solution) solutions.push_back(node.solution);
  EXPECT_EQ(solutions, (std::vector<std::uint64_t>{1, 2}));
}

TEST(SearchTree, AgreesWithTheTraceStepByStep) {
  for (int n = 1; n <= 7; ++n) {
    const std::vector<TreeNode> tree = search_tree(n);
    std::vector<TraceEvent> events;
    const TraceTotals totals = trace_search(n, [&](const TraceEvent& e, const Placement&) {
      events.push_back(e);
      events.back().attacks = {};
      return true;
    });
    ASSERT_EQ(tree.size(), totals.nodes()) << n;
    std::uint64_t rejected = 0;
    for (std::size_t i = 0; i < tree.size(); ++i) {
      const TreeNode& node = tree[i];
      rejected += node.rejected.size();
      if (i == 0) {
        EXPECT_EQ(node.leave, events.size());
        continue;
      }
      const auto& parent = tree[static_cast<std::size_t>(node.parent)];
      EXPECT_LT(node.parent, static_cast<std::int64_t>(i));
      EXPECT_EQ(node.depth, parent.depth + 1);
      const TraceEvent& placed = events[node.enter - 1];
      EXPECT_EQ(placed.step, TraceStep::place);
      EXPECT_EQ(placed.node, i);
      EXPECT_EQ(placed.square.row, node.depth - 1);
      EXPECT_EQ(placed.square.column, node.column);
      const TraceEvent& taken_back = events[node.leave - 1];
      EXPECT_EQ(taken_back.step, TraceStep::backtrack);
      EXPECT_EQ(taken_back.square.row, node.depth - 1);
      EXPECT_EQ(taken_back.square.column, node.column);
      EXPECT_EQ(node.solution != 0, node.depth == n);
      for (const RejectedSquare& r : node.rejected) {
        EXPECT_EQ(events[r.step - 1].step, TraceStep::reject);
        EXPECT_EQ(events[r.step - 1].square.row, node.depth);
        EXPECT_EQ(events[r.step - 1].square.column, r.column);
        EXPECT_TRUE(node.enter < r.step && r.step < node.leave);
      }
    }
    EXPECT_EQ(rejected, totals.rejects) << n;
  }
}

TEST(SearchTree, SizesOfTheTutorials) {
  EXPECT_EQ(search_tree(6).size(), 153u);
  EXPECT_EQ(search_tree(8).size(), 2057u);
  EXPECT_THROW(search_tree(0), std::invalid_argument);
  EXPECT_THROW(search_tree(max_tree_n + 1), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens::test
