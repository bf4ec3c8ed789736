#pragma once
// Splitting a count into independent work units (internal).

#include <cstdint>
#include <functional>
#include <vector>

namespace nqueens::core {

// A sub-problem of a count: the solutions that begin with `prefix` (the columns of the queens
// of the first rows), counted `weight` times because a symmetry maps them onto as many others.
// Ids are positions in the lexicographic order of the prefixes: the same n and depth always
// give the same units with the same ids, so threads, shards and journals can name them.
struct WorkUnit {
  std::uint64_t id = 0;
  std::vector<int> prefix;
  int weight = 1;
};

// The prefixes of `depth` rows whose queens do not attack each other, with the left-right
// mirror applied: the first queen stands in the left half (weight 2) or, for odd n, in the
// middle column (weight 1). depth is clamped to [1, n].
std::vector<WorkUnit> mirror_units(int n, int depth);
// The same units one at a time, in id order, without keeping them: visit(columns, weight) with
// the depth columns of each prefix (depth clamped as above). For plans whose units are too many
// to hold as WorkUnits (the GPU plan's of n >= 25 number millions).
void for_each_mirror_unit(int n, int depth, const std::function<void(const int* columns, int weight)>& visit);

// The most work units a plan has, whatever its n, engine and limits: the fast engine makes its
// units runs of splits so as to stay within it (a count keeps a record per unit), and the
// reference engine's prefixes of at most 3 rows number fewer than 32^3 / 2. A journal that
// claims more is not one of a plan.
constexpr std::uint64_t max_plan_units = std::uint64_t{1} << 22;
// What a count keeps per work unit: its id, its result and the runner's or the journal's record
// of it (an upper estimate: 56 bytes in count_units, a map node more with a journal).
constexpr std::uint64_t bytes_per_unit = 96;

// Puts unit ids in the order a count takes them: runs of units_a_run consecutive ids, the runs
// in a fixed pseudo-random order (by a hash of each run: the same for any subset, so a resumed
// count goes on in the order it began), in which the units done at any moment are a fair
// sample of the whole count and a rate in units gives an honest ETA. In a plan's own order the
// units' costs drift: the fast engine's first splits cost more than its last, and a Q(21) count
// counted in it said 29 min were left when 7 were.
void put_in_counting_order(std::vector<std::uint64_t>& ids);
// Consecutive units share work that a thread keeps between them: the fast engine's splits in
// order come back to the same placements of a half's rows (HalfBoards' cache of quarters).
// Taken one by one at random, a thread seldom found them kept; runs of 32 (n = 17: 864 splits)
// take a fifth or more off Q(17) and Q(18) (measured in 7593f74, bench/history/fast-engine.md,
// round six). The plans that last long enough for an ETA have thousands of runs (n = 20: 4096).
inline constexpr std::uint64_t units_a_run = 32;
// The ids 0 .. units - 1 of a whole plan, in that order.
std::vector<std::uint64_t> ids_in_counting_order(std::uint64_t units);

// The prefix depth the reference counter uses for n: deep enough for a few hundred units
// per thread on large boards, shallow enough that a unit is not trivial.
int reference_unit_depth(int n);

}  // namespace nqueens::core
