#pragma once
// Counting Q(n) (OEIS A000170) and the fundamental solutions (OEIS A002562).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
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

// The most threads a count runs on (PlanLimits::threads, count_units): more is refused.
inline constexpr int max_threads = 4096;
// The largest CUDA device ordinal PlanLimits::devices may name; the GPU engine refuses an
// ordinal this machine does not have (make_count_plan), the front ends one past this bound.
inline constexpr int max_device_ordinal = 1023;

// What a plan may use. A plan divides its work so that `threads` units running at once stay
// within `memory_bytes` (the fast engine only; the reference engine needs almost none).
struct PlanLimits {
  std::uint64_t memory_bytes = 0;  // 0 = a quarter of the machine's physical memory, less inside a
                                   // cgroup's memory limit (see resolved_limits)
  int threads = 0;                 // 0 = every CPU this process may use (the GPU engine: see
                                   // CountPlan::device_slots); at most max_threads
  std::vector<int> devices = {};   // the GPU engine's CUDA devices by ordinal; empty = all of them
};

// The limits with the defaults in place of zeros: every CPU this process may use (its affinity
// mask, which Slurm and taskset set), and a quarter of the machine's physical memory or, inside
// a cgroup with a memory limit L (Slurm's --mem, Docker's --memory, systemd's MemoryMax; cgroup
// v2 memory.max, else v1 memory.limit_in_bytes, the tightest along the cgroup's ancestors),
// max(L / 4, (L - 64 MiB) * 3 / 4) if that is less: the program itself and its allocator need
// some 30 MiB beyond a plan's figure, and a count past its cgroup's limit is killed. Throws
// std::invalid_argument if limits.threads < 0 or > max_threads.
PlanLimits resolved_limits(PlanLimits limits);

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
  std::uint64_t nodes = 0;        // queens placed by the search (exact; a measure of work)
  std::uint64_t units_done = 0;   // work units counted
  std::uint64_t units_total = 0;  // work units of the plan
  double seconds = 0;             // wall time of the count; a sum of parts adds their times (see +=)
  // Two checks on the sums, which set_symmetric_counts compares once every unit is done: the
  // solutions again, modulo the prime 2^61 - 1, and the units' ids, both added up by the same
  // += as the totals. They catch what goes wrong outside that one sum: a total changed or
  // narrowed on its way (a 64-bit field, a text read back), and parts that overlap (shards,
  // ranks, journals merged: ids 0..U-1 add up to U(U-1)/2, so a unit counted twice and another
  // missing show, which the number of units done alone would not).
  std::uint64_t solutions_mod_prime = 0;  // the solutions added up modulo check_prime, unit by unit
  u128 unit_id_sum = 0;                   // the ids of the units done, added up

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
    add_checks(part.solutions_mod_prime, part.unit_id_sum);
    return *this;
  }

  // The modulus of solutions_mod_prime: the Mersenne prime 2^61 - 1.
  static constexpr std::uint64_t check_prime = (std::uint64_t{1} << 61) - 1;

 private:
  void add_checks(std::uint64_t solutions_residue, u128 ids) {
    solutions_mod_prime = (solutions_mod_prime + solutions_residue) % check_prime;
    unit_id_sum += ids;
  }
};

// Asked by a unit's count, from the thread counting it, whether to give the unit up: the fast
// engine's units and pieces of n >= 24 run for minutes to hours, and Ctrl-C must not wait for
// them. A count polls it about every 2^30 pairs of half-boards tested (a tenth of a second of
// one thread), so it may take a lock.
using StopCheck = std::function<bool()>;

// A count divided into independent work units with stable ids 0..unit_count()-1. The same n,
// engine and parameters always give the same units, so threads, shards, MPI ranks and journals
// can name them, and two runs can be compared unit by unit. Q(n) is the sum of the units'
// solutions.
class CountPlan {
 public:
  virtual ~CountPlan() = default;
  // The board size n the plan counts.
  virtual int n() const = 0;
  // The board the plan counts: classic_rules(n()), or the rules of a count under rules
  // (variants.hpp).
  virtual Rules rules() const { return classic_rules(n()); }
  // The plan's work units, ids 0..unit_count() - 1.
  virtual std::uint64_t unit_count() const = 0;
  // Names the engine and every parameter that shapes the units, e.g. "reference n=16 depth=3":
  // plans with equal descriptions have equal units.
  virtual std::string description() const = 0;
  // Counts one unit. Thread-safe. Throws std::out_of_range if id >= unit_count(), and
  // StoppedError (errors.hpp) once `stop` returns true: the unit is then not counted at all.
  // The fast engine polls it; the reference and variant engines run each unit to its end.
  virtual UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const = 0;
  // The same, to the end.
  UnitCount count_unit(std::uint64_t id) const { return count_unit(id, StopCheck()); }
  // Counts one unit again by a method independent of count_unit (another kernel), so that a
  // mismatch exposes a bug in either; only the solutions must agree. Thread-safe. Throws
  // std::out_of_range if id >= unit_count(). The default throws std::logic_error: an engine
  // without an independent recount cannot be verified, and must not pretend to be. The fast
  // engine's units that are parts of splits (a small budget's plan) throw std::invalid_argument.
  virtual UnitCount recount_unit(std::uint64_t id) const;

  // The plan's work cut into its finest independent pieces, for a sample that predicts what the
  // count costs (estimate.hpp) where even one unit takes hours (the fast engine's units of
  // n >= 24 are runs of row splits): Q(n) is the sum of the pieces' solutions too, and the
  // count's time about the sum of theirs. By default the units themselves. count_piece is
  // thread-safe and throws std::out_of_range if index >= piece_count(), and StoppedError as
  // count_unit does; its UnitCount's id is the piece's index.
  virtual std::uint64_t piece_count() const { return unit_count(); }
  // Counts piece `index` of piece_count(), as count_unit counts a unit.
  virtual UnitCount count_piece(std::uint64_t index, const StopCheck& stop) const { return count_unit(index, stop); }
  // The same, to the end.
  UnitCount count_piece(std::uint64_t index) const { return count_piece(index, StopCheck()); }
  // The most memory one thread holds while it counts a unit or a piece, in bytes: the fast
  // engine's stored half-boards of one split (or part of one); 0 for engines that hold next to
  // none. A count holds this on each thread, and a record per unit (see PlanLimits).
  virtual std::uint64_t bytes_per_thread() const { return 0; }

  // Where the units are counted. 0 (the CPU engines): on the thread that calls count_unit.
  // Otherwise the plan counts on devices that the calling threads only feed and wait for (the
  // GPU engine), with this many units at a time; a count then runs as many threads unless told
  // otherwise (PlanLimits::threads), and a unit's cost is its wall time, not its thread's CPU
  // time. May open the devices: throws as the plan's count_unit does when they cannot be used.
  virtual int device_slots() const { return 0; }
  // The kernels the plan runs where it has a choice, for reports: the fast engine's instruction
  // sets ("avx512", "avx2", "portable"), the GPU engine's PTX and devices; "" otherwise.
  virtual std::string kernels() const { return {}; }

  // The solutions of the plan's board that the rotation of `quarter_turns` quarter turns (1 or
  // 2) maps onto themselves, R90 and P180, which complete a count with its fundamental solutions
  // (set_symmetric_counts); std::nullopt where the symmetries of the square do not keep the
  // board (keeps_symmetries, rules.hpp), which then has no fundamental count. The default:
  // count_fixed_by_rotation(n(), quarter_turns, observer). Throws as that does.
  virtual std::optional<u128> fixed_by_rotation(int quarter_turns, SearchObserver* observer) const;
};

// The plan of a count of the n×n board by `engine` within `limits`.
// Throws std::invalid_argument if n < 1, n > max_count_n or limits.threads < 0 or > max_threads, and
// MemoryBudgetError (errors.hpp; an std::invalid_argument) if the engine cannot count n within
// limits.memory_bytes on limits.threads threads. The GPU engine opens its devices here: it
// throws DeviceUnavailableError (errors.hpp) when there is no NVIDIA driver, no CUDA device or
// no kernel in this build, std::invalid_argument for a device in limits.devices that does not
// exist or is named twice, and std::runtime_error when a device cannot take the kernels.
std::unique_ptr<CountPlan> make_count_plan(int n, Engine engine = Engine::fast, PlanLimits limits = {});

// Counts the units `ids` of a plan on `threads` threads (0 = the plan's device slots for a plan
// that counts on devices, else every CPU this process may use), taking them in the order given.
// The observer, if any, sees each finished unit and may stop the run (polled between units and,
// by plans whose units run long, during them: StopCheck); units not finished then are missing
// from the result. Returns the finished units' counts in the order of `ids`. Throws
// std::invalid_argument if threads < 0 or > max_threads.
std::vector<UnitCount> count_units(const CountPlan& plan, const std::vector<std::uint64_t>& ids, int threads,
                                   Observer* observer);

// How count() counts: the engine, its limits, and an observer.
struct CountOptions {
  Engine engine = Engine::fast;  // the fast engine by default; the reference engine checks it
  PlanLimits limits;             // threads (0 = every CPU this process may use) and memory budget
  Observer* observer = nullptr;  // progress and cancellation; may be null
};

// Counts the solutions of the n×n board. The fundamental count follows from Burnside's lemma
// over D4: F = (Q + P180 + 2·R90) / 8 for n > 1 (no solution is fixed by a reflection).
// An incomplete result holds the finished work units only, and no fundamental count.
// Throws as make_count_plan, and StoppedError (errors.hpp) if the observer stops the count
// once every unit is done, during the search for P180 and R90 (count_fixed_by_rotation).
CountResult count(int n, const CountOptions& options = {});

// F(n), the fundamental solutions, by Burnside's lemma over D4: (Q + P180 + 2·R90) / 8 for
// n > 1 (no solution of n > 1 is fixed by a reflection); 1 for n = 1.
u128 fundamental_count(int n, u128 solutions, u128 fixed_by_rotate180, u128 fixed_by_rotate90);

// Checks the sums of a result that holds every unit (CountResult::solutions_mod_prime,
// unit_id_sum). Throws std::logic_error, naming what disagrees: the totals cannot be trusted.
void check_totals(const CountResult& result);

// Completes a result that holds every unit: checks its sums (check_totals), sets its
// rotation-fixed counts to the values given (count_fixed_by_rotation, or a journal's record of
// them) and its fundamental count from them. Throws std::logic_error,
// naming what disagrees, if a check fails or Q + P180 + 2·R90 is not a multiple of 8 (as
// Burnside's lemma has it): the totals cannot be trusted.
void set_symmetric_counts(int n, CountResult& result, u128 fixed_by_rotate180, u128 fixed_by_rotate90);

// The number of solutions fixed by the rotation of `quarter_turns` quarter turns (1 or 2):
// R90 and P180, by a search that places whole orbits of squares at once, on this thread
// (P180 takes seconds for n in the low twenties, minutes past 25). The observer, if any, sees
// its progress.
// Throws std::invalid_argument if n < 1, n > max_count_n or quarter_turns is not 1 or 2, and
// StoppedError (errors.hpp) if the observer stops the search.
u128 count_fixed_by_rotation(int n, int quarter_turns, SearchObserver* observer = nullptr);

}  // namespace nqueens
