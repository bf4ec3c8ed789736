#pragma once
// The backtracking search step by step, for seeing how it works (the classic search tree of the
// four-queens puzzle, the eight-queens tree of 2057 nodes).

#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "nqueens/placement.hpp"

namespace nqueens {

// The largest n the trace accepts; its tree grows like Q(n) times a few, and n = 16 already has
// 10^9 nodes, so this bound is about the board type, not about patience.
inline constexpr int max_trace_n = 32;

// What one step of the traced search does.
enum class TraceStep {
  place,      // a queen is placed on `square`: a new node of the tree
  reject,     // `square` is attacked by the queens in `attacks`; no node
  backtrack,  // the queen on `square` is taken back: the search leaves that node
  solution,   // the queen just placed on `square` completes a solution
};

// Returns "place", "reject", "backtrack" or "solution".
const char* step_name(TraceStep step);

// One step of the search. Rows are filled top to bottom and columns tried left to right, so
// the solutions come in lexicographic order (as for_each_solution lists them).
struct TraceEvent {
  TraceStep step = TraceStep::place;  // what happened
  Square square;                      // the square tried, placed, completed, or taken back
  std::uint64_t node = 0;             // place: the node's number in depth-first order (the root is 0)
  std::uint64_t index = 0;            // solution: its 1-based number
  std::span<const Attack> attacks;    // reject: each placed queen attacking `square`, at most one
                                      // per line (column, diagonal, anti-diagonal): `first` is the
                                      // queen, `second` the square tried
};

// Totals of one traced search. A node of the tree is a partial placement: queens on rows
// 0..k-1 and no two attacking. The root (k = 0, the empty board) counts as a node, and so does
// each solution (a leaf at depth n). The n = 8 tree has 2057 nodes.
struct TraceTotals {
  std::vector<std::uint64_t> nodes_per_depth;  // [k]: the nodes with k queens, k = 0..n
  std::uint64_t rejects = 0;                   // squares tried and found attacked
  std::uint64_t solutions = 0;                 // solutions found (leaves at depth n)
  bool complete = true;                        // false if the visitor stopped the search

  std::uint64_t nodes() const;  // the sum of nodes_per_depth
};

// Runs plain row-by-row backtracking on the n×n board and calls visit(event, board) at each
// step; `board` shows the queens placed after the step. Both, and the event's `attacks`, live in
// the search's own storage and are valid only during that call: copy what must outlast it.
// Stops when visit returns false.
// Returns the totals of the steps taken (the whole tree when complete).
// Throws std::invalid_argument if n < 1 or n > max_trace_n.
TraceTotals trace_search(int n, const std::function<bool(const TraceEvent&, const Placement&)>& visit);

}  // namespace nqueens
