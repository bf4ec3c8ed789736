// Micro-benchmarks of the engines. Besides time, each reports the exact search-tree nodes
// visited (nodes/s is the rate that matters between machines).
//   build/release/bench/nqueens_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/solve.hpp"

namespace {

void count_with(benchmark::State& state, nqueens::Engine engine) {
  const int n = static_cast<int>(state.range(0));
  nqueens::CountResult r;
  for (auto _ : state) {
    r = nqueens::count(n, {.engine = engine, .limits = {.threads = 1}});
    benchmark::DoNotOptimize(r.solutions);
  }
  state.counters["nodes"] = static_cast<double>(r.nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(r.nodes) * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
}
void BM_CountReference(benchmark::State& state) { count_with(state, nqueens::Engine::reference); }
void BM_CountFast(benchmark::State& state) { count_with(state, nqueens::Engine::fast); }
BENCHMARK(BM_CountReference)->DenseRange(8, 15)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CountFast)->DenseRange(8, 16)->Unit(benchmark::kMillisecond);

// Every `stride`-th unit of the fast plan of n, on one thread: a slice of Q(17), Q(18) or Q(20)
// that a process repeats, so that two builds compare by their fastest repetitions on a VM whose
// speed drifts between processes by more than the change measured
// (bench/history/fast-engine.md, round fourteen). Its first iteration places the quarters that
// later ones find in the thread's caches, as a whole count's later splits do.
//   nqueens_bench --benchmark_filter=FastUnits --benchmark_repetitions=8 --benchmark_report_aggregates_only=true
void BM_CountFastUnits(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto stride = static_cast<std::uint64_t>(state.range(1));
  const auto plan = nqueens::make_count_plan(n, nqueens::Engine::fast, {.threads = 1});
  nqueens::CountResult total;
  for (auto _ : state) {
    total = {};
    for (std::uint64_t unit = 0; unit < plan->unit_count(); unit += stride) total += plan->count_unit(unit);
    benchmark::DoNotOptimize(total.solutions);
  }
  state.counters["nodes"] = static_cast<double>(total.nodes);
  state.counters["solutions"] = static_cast<double>(total.solutions);
}
BENCHMARK(BM_CountFastUnits)
    ->Args({17, 2})
    ->Args({18, 4})
    ->Args({20, 64})
    ->Unit(benchmark::kMillisecond)
    ->ComputeStatistics("min", [](const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); });

void BM_EnumerateAll(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::uint64_t solutions = 0;
  for (auto _ : state) {
    solutions = nqueens::for_each_solution(n, nqueens::Solutions::all, [](const nqueens::Placement&) { return true; });
    benchmark::DoNotOptimize(solutions);
  }
  state.counters["solutions/s"] = benchmark::Counter(
      static_cast<double>(solutions) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EnumerateAll)->Arg(8)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_SolutionAt(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(nqueens::solution_at(12, nqueens::Solutions::all, 14200));
}
BENCHMARK(BM_SolutionAt)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
