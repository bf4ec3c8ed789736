#pragma once
// The row-by-row bitboard search under rules (internal). Bit c of a mask stands for column c of
// the row being filled; a row may stay empty where the rules place fewer queens than rows, and
// that choice comes before any column, so solutions come out in lexicographic order with
// Placement::empty (-1) first.

#include <bit>
#include <cassert>
#include <cstdint>
#include <vector>

#include "core/bitboard.hpp"
#include "core/parallel.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::variants {

using Mask = std::uint64_t;

// The rules compiled for the search: per row the squares a queen may take, with the placed
// queens' rows reduced to their square and the squares placed queens attack taken out of the
// others.
struct Board {
  int n = 0;
  int rows = 0;
  int queens = 0;
  bool toroidal = false;
  bool knight = false;
  Mask full = 0;
  std::vector<Mask> allowed;     // rows entries
  std::vector<char> forced;      // rows entries: the row holds a placed queen
  std::vector<int> forced_from;  // rows + 1 entries: the rows at or below r that hold placed queens
  // The placed queens attack each other, one stands where no queen may, or n queens on a
  // torus whose n has a factor 2 or 3: no solution.
  bool contradiction = false;
};

// Compiles validated rules.
Board compile(const Rules& rules);

// The search's knowledge at the top of a row: the squares the queens above attack, and how many
// queens they are.
struct State {
  Mask columns = 0;
  Mask diagonals = 0;        // moved one column right at each row (wrapping round on a torus)
  Mask anti_diagonals = 0;   // moved one column left at each row
  Mask previous = 0;         // the queen of the row above (knight moves), 0 if empty
  Mask before_previous = 0;  // the queen two rows above
  int placed = 0;
};

// The squares of the next row that the queens above attack.
template <bool Torus, bool Knight>
Mask attacked(const State& s) {
  Mask m = s.columns | s.diagonals | s.anti_diagonals;
  if constexpr (Knight)
    m |= (s.previous << 2) | (s.previous >> 2) | (s.before_previous << 1) | (s.before_previous >> 1);
  return m;
}

// The state below a row in which the queen `bit` stands (0: the row stays empty).
template <bool Torus, bool Knight>
State below(const Board& b, const State& s, Mask bit) {
  State t;
  t.columns = s.columns | bit;
  const Mask d = s.diagonals | bit, a = s.anti_diagonals | bit;
  if constexpr (Torus) {
    t.diagonals = ((d << 1) | (d >> (b.n - 1))) & b.full;
    t.anti_diagonals = (a >> 1) | ((a & 1) << (b.n - 1));
  } else {
    t.diagonals = d << 1;
    t.anti_diagonals = a >> 1;
  }
  if constexpr (Knight) {
    t.previous = bit;
    t.before_previous = s.previous;
  }
  t.placed = s.placed + (bit != 0 ? 1 : 0);
  return t;
}

// The choices at the top of row r: the squares a queen may take there, and whether the row may
// stay empty. Every state the search reaches keeps forced_from[r] <= queens left <= rows - r:
// a queen goes only where the placed rows below still find theirs, and a row stays empty only
// where the rows below can still take the queens left.
struct Choices {
  Mask squares = 0;
  bool empty = false;
};

template <bool Torus, bool Knight>
Choices choices(const Board& b, int r, const State& s) {
  const int left = b.queens - s.placed;
  const auto ur = static_cast<std::size_t>(r);
  Choices c;
  if (left > 0 && (b.forced[ur] || left - 1 >= b.forced_from[ur]))
    c.squares = b.allowed[ur] & ~attacked<Torus, Knight>(s);
  c.empty = !b.forced[ur] && left <= b.rows - r - 1;
  return c;
}

// The queens of a prefix (columns[0..rows-1], Placement::empty for an empty row) as a state, for
// a prefix that the search itself produced.
template <bool Torus, bool Knight>
State state_of(const Board& b, const int* columns, int rows) {
  State s;
  for (int r = 0; r < rows; ++r) s = below<Torus, Knight>(b, s, columns[r] < 0 ? 0 : Mask(1) << columns[r]);
  return s;
}

// Queens placed (and rows left empty) between two polls: about a millisecond's work.
inline constexpr std::uint64_t rules_poll_interval = core::count_poll_interval;

// Walks the ways to fill rows [row, end) below state s in lexicographic order, with
// columns[row..end-1] holding the current one, and calls on_leaf(state at row end) for each
// until it returns false; calls poll(nodes) every rules_poll_interval nodes, which stops the
// walk with true. Adds the nodes (queens placed and rows left empty) to `nodes`. Returns false
// if on_leaf or poll stopped it.
template <bool Torus, bool Knight, class OnLeaf, class Poll>
bool walk(const Board& b, int row, int end, State s, int* columns, std::uint64_t& nodes, OnLeaf&& on_leaf,
          Poll&& poll) {
  assert(0 <= row && row <= end && end <= b.rows);
  if (row == end) return on_leaf(s);
  struct Frame {
    State state;
    Choices open;
  };
  Frame stack[64];
  int d = row;
  stack[d] = {s, choices<Torus, Knight>(b, d, s)};
  std::uint64_t next_poll = nodes + rules_poll_interval;
  while (d >= row) {
    Frame& f = stack[d];
    Mask bit = 0;
    if (f.open.empty) {
      f.open.empty = false;
      columns[d] = -1;
    } else if (f.open.squares != 0) {
      bit = f.open.squares & (~f.open.squares + 1);
      f.open.squares ^= bit;
      columns[d] = std::countr_zero(bit);
    } else {
      --d;
      continue;
    }
    if (++nodes >= next_poll) {
      next_poll = nodes + rules_poll_interval;
      if (poll(nodes)) return false;
    }
    const State t = below<Torus, Knight>(b, f.state, bit);
    if (d + 1 == end) {
      if (!on_leaf(t)) return false;
      continue;
    }
    ++d;
    stack[d] = {t, choices<Torus, Knight>(b, d, t)};
  }
  return true;
}

// The number of solutions below state s at the top of row `row`, adding the nodes to `nodes`.
// The last row's queens are counted at once (a popcount), not placed one by one. Asks `stop`
// every rules_poll_interval nodes or so, and throws StoppedError when it says to: a unit of an
// instance with few constraints can run for hours, and Ctrl-C must not wait for it.
template <bool Torus, bool Knight>
std::uint64_t count_below(const Board& b, int row, State s, std::uint64_t& nodes, const StopCheck& stop) {
  if (b.queens - s.placed == 0) return 1;  // every row left stays empty
  if (row == b.rows) return 0;
  struct Frame {
    State state;
    Choices open;
  };
  Frame stack[64];
  std::uint64_t solutions = 0, placed = 0;
  const int last = b.rows - 1;
  int d = row;
  stack[d] = {s, choices<Torus, Knight>(b, d, s)};
  while (d >= row) {
    Frame& f = stack[d];
    if (d == last) {
      // One queen left (the states keep left <= rows - r): each square ends a solution.
      const auto k = static_cast<std::uint64_t>(std::popcount(f.open.squares));
      solutions += k;
      placed += k;
      --d;
      continue;
    }
    Mask bit = 0;
    if (f.open.empty) {
      f.open.empty = false;
    } else if (f.open.squares != 0) {
      bit = f.open.squares & (~f.open.squares + 1);
      f.open.squares ^= bit;
    } else {
      --d;
      continue;
    }
    if (++placed % rules_poll_interval == 0 && core::stop_asked(stop))
      throw StoppedError("stopped during a work unit, which is not counted");
    const State t = below<Torus, Knight>(b, f.state, bit);
    if (t.placed == b.queens) {
      ++solutions;  // the rows below stay empty
      continue;
    }
    ++d;
    stack[d] = {t, choices<Torus, Knight>(b, d, t)};
  }
  nodes += placed;
  return solutions;
}

// Calls f.template operator()<Torus, Knight>() for the board's kind: one instance of the search
// for each of the four, so that the hot loops test neither.
template <class F>
decltype(auto) dispatch(const Board& b, F&& f) {
  if (b.toroidal) return b.knight ? f.template operator()<true, true>() : f.template operator()<true, false>();
  return b.knight ? f.template operator()<false, true>() : f.template operator()<false, false>();
}

}  // namespace nqueens::variants
