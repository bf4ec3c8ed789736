#pragma once
// Counting Q(n) (OEIS A000170) and the fundamental solutions (OEIS A002562).

#include <cstdint>

#include "nqueens/observer.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n the counting engines accept (one 32-bit bitboard word per mask; n = 27 is the
// largest n whose count is known, after months on a cluster).
inline constexpr int max_count_n = 32;

enum class Engine {
  reference,  // plain bitboard backtracking with the left-right mirror: slow, simple, trusted
};

struct CountOptions {
  int threads = 0;  // worker threads; 0 = every CPU this process may run on
  Engine engine = Engine::reference;
  Observer* observer = nullptr;  // progress and cancellation; may be null
};

struct CountResult {
  u128 solutions = 0;           // Q(n), OEIS A000170
  u128 fundamental = 0;         // solutions up to symmetry, OEIS A002562
  u128 fixed_by_rotate180 = 0;  // solutions equal to their 180° rotation, OEIS A032522
  u128 fixed_by_rotate90 = 0;   // solutions equal to their 90° rotation, OEIS A033148
  std::uint64_t nodes = 0;      // queens placed by the search (exact; a measure of work)
  double seconds = 0;           // wall time
  bool complete = true;         // false if the observer stopped the count early
};

// Counts the solutions of the n×n board. The fundamental count follows from Burnside's lemma
// over D4: F = (Q + P180 + 2·R90) / 8 for n > 1 (no solution is fixed by a reflection).
// An incomplete result holds the finished work units only, and no fundamental count.
// Throws std::invalid_argument if n < 1, n > max_count_n or threads < 0.
CountResult count(int n, const CountOptions& options = {});

// The number of solutions fixed by the rotation of `quarter_turns` quarter turns (1 or 2):
// R90 and P180, by a search that places whole orbits of squares at once.
// Throws std::invalid_argument if n < 1, n > max_count_n or quarter_turns is not 1 or 2.
u128 count_fixed_by_rotation(int n, int quarter_turns);

}  // namespace nqueens
