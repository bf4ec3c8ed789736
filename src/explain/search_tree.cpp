#include "nqueens/search_tree.hpp"

#include "core/validate.hpp"
#include "nqueens/trace.hpp"

namespace nqueens {

std::vector<TreeNode> search_tree(int n) {
  core::require_board_size(n, max_tree_n, "search_tree");
  std::vector<TreeNode> tree(1);
  // The current path, as indices into tree: the trace's steps move along it.
  std::vector<std::size_t> path = {0};
  std::uint64_t step = 0;
  trace_search(n, [&](const TraceEvent& e, const Placement&) {
    ++step;
    switch (e.step) {
      case TraceStep::place:
        tree.push_back({static_cast<std::int64_t>(path.back()), e.square.row + 1, e.square.column, step, 0, 0, {}});
        path.push_back(tree.size() - 1);
        break;
      case TraceStep::reject:
        tree[path.back()].rejected.push_back({e.square.column, step});
        break;
      case TraceStep::backtrack:
        tree[path.back()].leave = step;
        path.pop_back();
        break;
      case TraceStep::solution:
        tree[path.back()].solution = e.index;
        break;
    }
    return true;
  });
  tree[0].leave = step;
  return tree;
}

}  // namespace nqueens
