#pragma once
// How queens attack each other under rules (internal): the predicate the naive searches and the
// checks use, independent of the bitboards of rules/board.hpp.

#include <cstdlib>

#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::variants {

// The lines and moves of a board: what attacks, not which squares are allowed.
struct Geometry {
  int n = 0;
  bool toroidal = false;
  bool knight = false;
  explicit Geometry(const Rules& rules) : n(rules.n), toroidal(rules.toroidal), knight(rules.knight) {}
};

inline int modulo(int value, int n) { return ((value % n) + n) % n; }

// Calls on_reach(reach) for each way a queen on a and one on b (a != b) attack each other, in
// the order of Reach: at most one line of the board, or on a torus a diagonal and a wrapped
// anti-diagonal (or the reverse), and a knight's move.
template <class OnReach>
void for_each_reach(const Geometry& g, Square a, Square b, OnReach&& on_reach) {
  const int dr = b.row - a.row, dc = b.column - a.column;
  if (dr == 0) on_reach(Reach::row);
  if (dc == 0) on_reach(Reach::column);
  const bool diagonal = dr == dc, anti_diagonal = dr == -dc;
  if (diagonal) on_reach(Reach::diagonal);
  if (anti_diagonal) on_reach(Reach::anti_diagonal);
  if (g.toroidal) {
    if (!diagonal && modulo(dr - dc, g.n) == 0) on_reach(Reach::wrapped_diagonal);
    if (!anti_diagonal && modulo(dr + dc, g.n) == 0) on_reach(Reach::wrapped_anti_diagonal);
  }
  if (g.knight) {
    const int ar = std::abs(dr), ac = std::abs(dc);
    if ((ar == 1 && ac == 2) || (ar == 2 && ac == 1)) on_reach(Reach::knight);
  }
}

inline bool attacks(const Geometry& g, Square a, Square b) {
  bool any = false;
  for_each_reach(g, a, b, [&any](Reach) { any = true; });
  return any;
}

}  // namespace nqueens::variants
