#pragma once
// The tree of the backtracking search that trace_search plays, node by node, for drawing it
// beside the board (the four-queens tree of the tutorials: 17 nodes).

#include <cstdint>
#include <vector>

namespace nqueens {

// The largest n search_tree accepts: the n = 12 tree has 856 189 nodes, already more than a
// drawing can show; the bound keeps the vector small, not the search fast.
inline constexpr int max_tree_n = 12;

// A square of the next row that the search tried from a node and found attacked: a dead stub.
struct RejectedSquare {
  int column = 0;          // 0-based
  std::uint64_t step = 0;  // the trace step that rejects it (1-based: after `step` steps)
};

// One node: a partial placement, queens on rows 0..depth-1. Steps count as the trace's player
// does: after k steps the first k events of trace_search have happened.
struct TreeNode {
  std::int64_t parent = -1;              // the parent's index, -1 for the root
  int depth = 0;                         // queens placed; this node's queen is on row depth - 1
  int column = -1;                       // its queen's column (0-based), -1 for the root
  std::uint64_t enter = 0;               // the step that places its queen (the root: 0)
  std::uint64_t leave = 0;               // the step that takes it back (the root: the last step)
  std::uint64_t solution = 0;            // a leaf that completes a solution: its 1-based number
  std::vector<RejectedSquare> rejected;  // the next row's squares tried from here and rejected
};

// Every node of the n×n search in depth-first order (the index is trace's node number; the
// root is 0), children in the order of their columns. Between enter and leave a node is on the
// search's current path; the deepest such node is where the search stands.
// Throws std::invalid_argument if n < 1 or n > max_tree_n.
std::vector<TreeNode> search_tree(int n);

}  // namespace nqueens
