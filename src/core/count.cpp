#include "nqueens/count.hpp"

#include <chrono>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "core/fast/fast_plan.hpp"
#include "core/memory.hpp"
#include "core/parallel.hpp"
#include "core/progress_pacer.hpp"
#include "core/reference_plan.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "gpu/gpu_plan.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"

namespace nqueens {

std::unique_ptr<CountPlan> make_count_plan(int n, Engine engine, PlanLimits limits) {
  core::require_board_size(n, max_count_n, "count");
  limits = resolved_limits(limits);
  switch (engine) {
    case Engine::reference:
      return core::make_reference_plan(n);
    case Engine::fast:
      return core::make_fast_plan(n, limits);
    case Engine::gpu:
      return gpu::make_gpu_plan(n, limits.devices);
  }
  throw std::invalid_argument("unknown counting engine");
}

PlanLimits resolved_limits(PlanLimits limits) {
  core::check_threads(limits.threads);
  if (limits.threads == 0) limits.threads = core::available_cpus();
  if (limits.memory_bytes == 0) limits.memory_bytes = core::default_memory_budget();
  return limits;
}

std::optional<u128> CountPlan::fixed_by_rotation(int quarter_turns, SearchObserver* observer) const {
  return count_fixed_by_rotation(n(), quarter_turns, observer);
}

UnitCount CountPlan::count_piece(std::uint64_t index, const StopCheck& stop, const std::function<void()>&) const {
  return count_unit(index, stop);
}

UnitCount CountPlan::recount_unit(std::uint64_t) const {
  throw std::logic_error("the plan '" + description() + "' has no independent recount of its units to verify them");
}

std::vector<UnitCount> count_units(const CountPlan& plan, const std::vector<std::uint64_t>& ids, int threads,
                                   Observer* observer) {
  core::check_threads(threads);
  threads = core::counting_threads(plan, threads);
  std::vector<std::optional<UnitCount>> results(ids.size());
  std::mutex observer_mutex;  // serialises the observer's calls, as Observer promises
  CountResult so_far;
  so_far.units_total = ids.size();
  core::ProgressPacer progress(observer);

  const StopCheck stop = core::stop_check_of(observer, observer_mutex);
  core::for_each_unit(
      ids.size(), threads,
      [&](std::size_t i) {
        UnitCount r;
        try {
          r = plan.count_unit(ids[i], stop);
        } catch (const StoppedError&) {
          return;  // given up half-way: missing, as the units not started are
        }
        results[i] = r;
        if (!observer) return;
        std::lock_guard lock(observer_mutex);
        so_far += r;
        observer->on_unit(r);
        progress.update(so_far);
      },
      [&] { return core::stop_asked(stop); });
  progress.finish(so_far);

  std::vector<UnitCount> done;
  for (const auto& r : results)
    if (r) done.push_back(*r);
  return done;
}

u128 fundamental_count(int n, u128 solutions, u128 fixed_by_rotate180, u128 fixed_by_rotate90) {
  // Burnside's lemma over D4. No solution for n > 1 is fixed by a reflection: a mirror in an
  // axis would put two queens in one row or column, one in a diagonal would pair queens
  // (r, c) and (c, r), which share an anti-diagonal. For n = 1 all eight fix the queen.
  const u128 fixed_by_reflections = n == 1 ? 4 : 0;
  return (solutions + fixed_by_rotate180 + 2 * fixed_by_rotate90 + fixed_by_reflections) / 8;
}

CountResult count(int n, const CountOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto plan = make_count_plan(n, options.engine, options.limits);
  const std::vector<std::uint64_t> ids = core::ids_in_counting_order(plan->unit_count());

  CountResult result;
  result.units_total = ids.size();
  for (const UnitCount& u : count_units(*plan, ids, options.limits.threads, options.observer)) result += u;
  if (result.complete())
    set_symmetric_counts(n, result, count_fixed_by_rotation(n, 2, options.observer),
                         count_fixed_by_rotation(n, 1, options.observer));
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

void check_totals(const CountResult& result) {
  const u128 units = result.units_total;
  if (result.solutions % CountResult::check_prime != result.solutions_mod_prime())
    throw std::logic_error("the count's total of " + to_string(result.solutions) +
                           " solutions disagrees with its sum modulo 2^61 - 1: a sum overflowed or lost a carry");
  if (result.unit_id_sum() != units * (units - 1) / 2)
    throw std::logic_error("the count's work unit ids add up to " + to_string(result.unit_id_sum()) + ", not " +
                           to_string(units * (units - 1) / 2) + ": a unit is missing and another counted twice");
}

void set_symmetric_counts(int n, CountResult& result, u128 fixed_by_rotate180, u128 fixed_by_rotate90) {
  check_totals(result);
  if (n > 1 && (result.solutions + fixed_by_rotate180 + 2 * fixed_by_rotate90) % 8 != 0)
    throw std::logic_error(
        "Q + P180 + 2·R90 = " + to_string(result.solutions + fixed_by_rotate180 + 2 * fixed_by_rotate90) +
        " is not a multiple of 8, as Burnside's lemma has it: a count is wrong");
  result.fixed_by_rotate180 = fixed_by_rotate180;
  result.fixed_by_rotate90 = fixed_by_rotate90;
  result.fundamental = fundamental_count(n, result.solutions, fixed_by_rotate180, fixed_by_rotate90);
}

}  // namespace nqueens
