#pragma once
// For engine authors and the tools that drive engines (journals, MPI ranks, estimates): a count
// as a plan of independent work units with stable ids, how threads count them, and the checks
// a complete count passes. Users count with count() (count.hpp) and count(rules) (variants.hpp),
// which build a plan here and run it.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The limits with the defaults in place of zeros: every CPU this process may use (its affinity
// mask, which Slurm and taskset set), and a quarter of the machine's physical memory or, inside
// a cgroup with a memory limit L (Slurm's --mem, Docker's --memory, systemd's MemoryMax; cgroup
// v2 memory.max, else v1 memory.limit_in_bytes, the tightest along the cgroup's ancestors),
// max(L / 4, (L - 64 MiB) * 3 / 4) if that is less: the program itself and its allocator need
// some 30 MiB beyond a plan's figure, and a count past its cgroup's limit is killed. Throws
// std::invalid_argument if limits.threads < 0 or > max_threads.
PlanLimits resolved_limits(PlanLimits limits);

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
  // The fast and variant engines poll it within about a millisecond of work; the reference
  // engine runs each unit to its end.
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
  // n >= 24 are runs of row splits, its pieces single splits or parts of one, and from n = 26 on
  // shares of those): Q(n) is the sum of the pieces' solutions too, and the
  // count's time about the sum of theirs. By default the units themselves. count_piece is
  // thread-safe and throws std::out_of_range if index >= piece_count(), and StoppedError as
  // count_unit does; its UnitCount's id is the piece's index.
  virtual std::uint64_t piece_count() const { return unit_count(); }
  // Pieces come in runs of this many, each from a multiple of it, that share work a count does
  // once for the whole run (the fast engine's shares of one part of a split each store its east
  // halves and make all its west halves) and a piece counted alone does again: a sample
  // charges each piece its share of that work (count_piece's `shared_done`). 1 by default.
  virtual std::uint64_t pieces_sharing_work() const { return 1; }
  // Counts piece `index` of piece_count(), as count_unit counts a unit, and calls `shared_done`
  // (if it is set) at most once: when the work its run of pieces shares is done, before the
  // piece's own. A plan whose pieces share nothing never calls it, nor one whose piece turns out
  // to have nothing to count (a split that symmetry skips).
  virtual UnitCount count_piece(std::uint64_t index, const StopCheck& stop,
                                const std::function<void()>& shared_done) const;
  // The same without the call.
  UnitCount count_piece(std::uint64_t index, const StopCheck& stop) const { return count_piece(index, stop, {}); }
  // The same, to the end.
  UnitCount count_piece(std::uint64_t index) const { return count_piece(index, StopCheck(), {}); }
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

// The plan of a count under rules: the classic rules get make_count_plan(n, engine, limits)
// (which refuses n past max_count_n); any others, work units that are the valid placements of the first rows
// (enough rows for about a thousand units or more), in lexicographic order, with the symmetries
// the rules have where nothing but lines and moves is set (no blocked squares, excluded
// diagonals or placed queens) and every row holds a queen: on a torus without knight moves,
// only the first queens in column 0, each counting n times (moving all queens a column right,
// round the edge, maps solutions onto solutions); otherwise the left-right mirror, a first queen
// left of the middle counting twice. Units have an independent recount (recount_unit) by a
// naive search. Throws as validate and make_count_plan, and std::invalid_argument for a
// completion board past max_rules_n (rules.hpp): a plan's units are named by its rules, and a
// journal reads back no board past max_rules_n (count(rules) counts such a board).
std::unique_ptr<CountPlan> make_count_plan(const Rules& rules, Engine engine = Engine::fast, PlanLimits limits = {});

// Checks the sums of a result that holds every unit (CountResult::solutions_mod_prime,
// unit_id_sum). Throws std::logic_error, naming what disagrees: the totals cannot be trusted.
void check_totals(const CountResult& result);

// Completes a result that holds every unit: checks its sums (check_totals), sets its
// rotation-fixed counts to the values given (count_fixed_by_rotation, or a journal's record of
// them) and its fundamental count from them. Throws std::logic_error,
// naming what disagrees, if a check fails or Q + P180 + 2·R90 is not a multiple of 8 (as
// Burnside's lemma has it): the totals cannot be trusted.
void set_symmetric_counts(int n, CountResult& result, u128 fixed_by_rotate180, u128 fixed_by_rotate90);

}  // namespace nqueens
