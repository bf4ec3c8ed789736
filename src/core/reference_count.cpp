#include <chrono>
#include <mutex>
#include <vector>

#include "core/bitboard.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "nqueens/count.hpp"
#include "run/parallel.hpp"

namespace nqueens {

namespace {

struct UnitResult {
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
  bool done = false;
};

// The reference engine: each mirror work unit is counted by plain bitboard backtracking.
// Results are kept per unit and added in id order, so the total never depends on timing.
CountResult reference_count(int n, const CountOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const auto units = core::mirror_units(n, core::reference_unit_depth(n));
  std::vector<UnitResult> results(units.size());
  std::mutex observer_mutex;
  Progress progress;
  progress.units_total = units.size();

  run::for_each_unit(
      units.size(), options.threads,
      [&](std::size_t i) {
        const auto& unit = units[i];
        const int depth = static_cast<int>(unit.prefix.size());
        core::Frontier<std::uint32_t> f;
        core::frontier_of(n, unit.prefix.data(), depth, f);
        UnitResult& r = results[i];
        r.nodes = static_cast<std::uint64_t>(depth);
        r.solutions = core::count_completions(n, n - depth, f, r.nodes);
        r.done = true;
        if (!options.observer) return;
        std::lock_guard lock(observer_mutex);
        ++progress.units_done;
        progress.solutions += u128(r.solutions) * static_cast<unsigned>(unit.weight);
        progress.nodes += r.nodes;
        progress.seconds = seconds();
        options.observer->on_progress(progress);
      },
      [&] {
        if (!options.observer) return false;
        std::lock_guard lock(observer_mutex);
        return options.observer->stop_requested();
      });

  CountResult result;
  for (std::size_t i = 0; i < units.size(); ++i) {
    result.complete = result.complete && results[i].done;
    result.solutions += u128(results[i].solutions) * static_cast<unsigned>(units[i].weight);
    result.nodes += results[i].nodes;
  }
  if (result.complete) {
    result.fixed_by_rotate180 = count_fixed_by_rotation(n, 2);
    result.fixed_by_rotate90 = count_fixed_by_rotation(n, 1);
    // Burnside's lemma over D4. No solution for n > 1 is fixed by a reflection: a mirror in
    // an axis would put two queens in one row or column, one in a diagonal would pair queens
    // (r, c) and (c, r), which share an anti-diagonal. For n = 1 all eight fix the queen.
    const u128 reflections = n == 1 ? 4 : 0;
    result.fundamental =
        (result.solutions + result.fixed_by_rotate180 + 2 * result.fixed_by_rotate90 + reflections) / 8;
  }
  result.seconds = seconds();
  return result;
}

}  // namespace

CountResult count(int n, const CountOptions& options) {
  core::require_board_size(n, max_count_n, "count");
  if (options.threads < 0) throw std::invalid_argument("the number of threads must not be negative");
  switch (options.engine) {
    case Engine::reference:
      return reference_count(n, options);
  }
  throw std::invalid_argument("unknown counting engine");
}

}  // namespace nqueens
