#pragma once
// Counting Q(n) (OEIS A000170) and the fundamental solutions (OEIS A002562). The plans, work
// units and checks the engines share are in engine/count_plan.hpp.

#include <cstdint>
#include <vector>

#include "nqueens/observer.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n the counting engines accept (one 32-bit bitboard word per mask; n = 27 is the
// largest n whose count is known, after months on a cluster).
inline constexpr int max_count_n = 32;

// The engine that counts: each gives the same Q(n), by its own search.
enum class Engine {
  reference,  // plain bitboard backtracking with the left-right mirror: slow, simple, trusted
  fast,       // meet in the middle: west and east half-boards joined by their diagonals
  gpu,        // bitboard backtracking on NVIDIA GPUs, the reference engine's units (gpu.hpp)
};

// What a count may use. Its plan (engine/count_plan.hpp) divides the work so that `threads`
// units running at once stay within `memory_bytes` (the fast engine only; the reference engine
// needs almost none).
// The most threads a count runs on (PlanLimits::threads, count_units): more is refused.
inline constexpr int max_threads = 4096;
// The largest CUDA device ordinal PlanLimits::devices may name; the GPU engine refuses an
// ordinal this machine does not have (make_count_plan), the front ends one past this bound.
inline constexpr int max_device_ordinal = 1023;

// The resources a count may use (see above).
struct PlanLimits {
  std::uint64_t memory_bytes = 0;  // 0 = a quarter of the machine's physical memory, less inside a
                                   // cgroup's memory limit (see resolved_limits)
  int threads = 0;                 // 0 = every CPU this process may use (the GPU engine: see
                                   // CountPlan::device_slots); at most max_threads
  std::vector<int> devices = {};   // the GPU engine's CUDA devices by ordinal; empty = all of them
};

// The result of one work unit: its solutions, already multiplied by the number of symmetric
// units it stands for, and the search nodes it visited.
struct UnitCount {
  std::uint64_t id = 0;     // the unit's id in its plan, 0..unit_count() - 1 (a piece's index for count_piece)
  u128 solutions = 0;       // weighted by the symmetric units it stands for
  std::uint64_t nodes = 0;  // search nodes visited
};

// The totals of a count, or of the part of it done so far: the one type in which threads, the
// journal, MPI ranks and merged shard journals add up their work (with +=), that the observer
// sees while a count runs, and that a count returns.
struct CountResult {
  u128 solutions = 0;             // Q(n), OEIS A000170 (of the units done)
  u128 fundamental = 0;           // solutions up to symmetry, OEIS A002562 (once complete)
  u128 fixed_by_rotate180 = 0;    // solutions equal to their 180° rotation, OEIS A032522 (once complete)
  u128 fixed_by_rotate90 = 0;     // solutions equal to their 90° rotation, OEIS A033148 (once complete)
  std::uint64_t nodes = 0;        // queens placed by the engine's search (exact; a measure of work
                                  // that depends on the engine: the fast engine places half-boards'
                                  // queens, Q(12) 110,324 against the reference engine's 428,143)
  std::uint64_t units_done = 0;   // work units counted
  std::uint64_t units_total = 0;  // work units of the plan
  double seconds = 0;             // wall time of the count; a sum of parts adds their times (see +=)
  // Every unit of a plan is counted (a result of no plan, units_total = 0, is not complete).
  // The symmetric counts are set only then.
  bool complete() const { return units_total > 0 && units_done == units_total; }

  // Adds one finished unit: its solutions and nodes, and one unit done.
  CountResult& operator+=(const UnitCount& unit) {
    solutions += unit.solutions;
    nodes += unit.nodes;
    ++units_done;
    add_checks(static_cast<std::uint64_t>(unit.solutions % check_prime), unit.id);
    return *this;
  }
  // Adds another part of the same count (a shard, a rank's units, an earlier run): its
  // solutions, nodes, units done and seconds (so the seconds of parts that ran at once, such
  // as shards, add up to the time spent, not the wall time). units_total is the plan's, the
  // same in every part; the symmetric counts follow from the whole count, not from a sum of parts.
  CountResult& operator+=(const CountResult& part) {
    solutions += part.solutions;
    nodes += part.nodes;
    units_done += part.units_done;
    seconds += part.seconds;
    if (units_total == 0) units_total = part.units_total;
    add_checks(part.solutions_mod_prime_, part.unit_id_sum_);
    return *this;
  }

  // Two checks on the sums, for the engines (check_totals, engine/count_plan.hpp, compares them
  // once every unit is done): the solutions again, modulo the prime 2^61 - 1, and the units'
  // ids, both added up by the same += as the totals. They catch what goes wrong outside that one
  // sum: a total changed or narrowed on its way (a 64-bit field, a text read back), and parts
  // that overlap (shards, ranks, journals merged: ids 0..U-1 add up to U(U-1)/2, so a unit
  // counted twice and another missing show, which the number of units done alone would not).
  static constexpr std::uint64_t check_prime = (std::uint64_t{1} << 61) - 1;
  // The solutions added up modulo check_prime, unit by unit.
  std::uint64_t solutions_mod_prime() const { return solutions_mod_prime_; }
  // The ids of the units done, added up.
  u128 unit_id_sum() const { return unit_id_sum_; }

 private:
  void add_checks(std::uint64_t solutions_residue, u128 ids) {
    solutions_mod_prime_ = (solutions_mod_prime_ + solutions_residue) % check_prime;
    unit_id_sum_ += ids;
  }
  std::uint64_t solutions_mod_prime_ = 0;
  u128 unit_id_sum_ = 0;
};

// How count() counts: the engine, its limits, and an observer.
struct CountOptions {
  Engine engine = Engine::fast;  // the fast engine by default; the reference engine checks it
  PlanLimits limits;             // threads (0 = every CPU this process may use) and memory budget
  Observer* observer = nullptr;  // progress and cancellation; may be null
};

// Counts the solutions of the n×n board. The fundamental count follows from Burnside's lemma
// over D4: F = (Q + P180 + 2·R90) / 8 for n > 1 (no solution is fixed by a reflection).
// An incomplete result holds the finished work units only, and no fundamental count.
// Throws as make_count_plan (engine/count_plan.hpp), and StoppedError (errors.hpp) if the
// observer stops the count once every unit is done, during the search for P180 and R90
// (count_fixed_by_rotation).
CountResult count(int n, const CountOptions& options = {});

// F(n), the fundamental solutions, by Burnside's lemma over D4: (Q + P180 + 2·R90) / 8 for
// n > 1 (no solution of n > 1 is fixed by a reflection); 1 for n = 1.
u128 fundamental_count(int n, u128 solutions, u128 fixed_by_rotate180, u128 fixed_by_rotate90);

// The number of solutions fixed by the rotation of `quarter_turns` quarter turns (1 or 2):
// R90 and P180, by a search that places whole orbits of squares at once, on this thread
// (P180 takes seconds for n in the low twenties, minutes past 25). The observer, if any, sees
// its progress.
// Throws std::invalid_argument if n < 1, n > max_count_n or quarter_turns is not 1 or 2, and
// StoppedError (errors.hpp) if the observer stops the search.
u128 count_fixed_by_rotation(int n, int quarter_turns, SearchObserver* observer = nullptr);

}  // namespace nqueens
