#include "nqueens/estimate.hpp"

#include <time.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "core/estimate.hpp"
#include "core/memory.hpp"
#include "core/parallel.hpp"
#include "core/piece_cost.hpp"
#include "core/progress_pacer.hpp"
#include "core/random.hpp"
#include "core/stopwatch.hpp"
#include "core/work_units.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"

namespace nqueens {

namespace {

// The most strata (a power of two): enough to follow the drift of the pieces' cost along the
// plan, few enough that two pieces of each make a short sample.
constexpr std::uint64_t max_strata = 64;
// The two-sided 95 % point of the normal distribution.
constexpr double z95 = 1.959964;

// The indices [first, first + size) in a random order, drawn one at a time: a Fisher-Yates
// shuffle that keeps only the positions it has moved, so a stratum of millions costs nothing.
class Shuffle {
 public:
  Shuffle(std::uint64_t first, std::uint64_t size) : first_(first), size_(size) {}
  bool empty() const { return drawn_ == size_; }
  std::uint64_t next(core::Random& random) {
    const std::uint64_t j = drawn_ + random.below(size_ - drawn_);
    const std::uint64_t picked = at(j);
    moved_[j] = at(drawn_);
    ++drawn_;
    return first_ + picked;
  }

 private:
  std::uint64_t at(std::uint64_t i) const {
    const auto it = moved_.find(i);
    return it == moved_.end() ? i : it->second;
  }
  std::uint64_t first_, size_, drawn_ = 0;
  std::unordered_map<std::uint64_t, std::uint64_t> moved_;
};

// What the sample saw of one stratum: its size, and the count, sums and sums of squares of its
// pieces' seconds, solutions and nodes.
struct Stratum {
  double size = 0, sampled = 0;
  double seconds = 0, seconds_squared = 0;
  double solutions = 0, solutions_squared = 0;
  double nodes = 0;
  Stratum& operator+=(const Stratum& s) {
    size += s.size;
    sampled += s.sampled;
    seconds += s.seconds;
    seconds_squared += s.seconds_squared;
    solutions += s.solutions;
    solutions_squared += s.solutions_squared;
    nodes += s.nodes;
    return *this;
  }
};

// The stratified estimate of a total alone: the sum of N_h * mean_h over the strata (Cochran 5.2).
double stratified_value(const std::vector<Stratum>& fine, double Stratum::*sum) {
  double total = 0;
  for (const Stratum& s : fine) total += s.size * (s.*sum / s.sampled);
  return total;
}

// The stratified estimate of a total with its 95 % interval: the sum of N_h * mean_h over the
// fine strata, each with its own mean (Cochran 5.2), and the variance, the sum of
// N_h^2 (1 - n_h / N_h) s_h^2 / n_h, over the merged groups that hold two blocks each
// (collapsed strata, Cochran 5A.12: the spread within a group includes that between its strata,
// so the interval errs wide). No interval (NaN) when one block alone was sampled.
Interval stratified_total(const std::vector<Stratum>& fine, const std::vector<Stratum>& groups, double Stratum::*sum,
                          double Stratum::*squares) {
  const double total = stratified_value(fine, sum);
  double variance = 0;
  for (const Stratum& g : groups) {
    const double n = g.sampled, mean = g.*sum / n;
    if (n < 2) return {total, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
    const double spread = std::max(0.0, (g.*squares - n * mean * mean) / (n - 1));
    variance += g.size * g.size * (1 - n / g.size) * spread / n;
  }
  const double half_width = z95 * std::sqrt(variance);
  return {total, std::max(0.0, total - half_width), total + half_width};
}

// How far a count's time strays from its estimate beyond the sampling error: the machine's load,
// clock speed and shared caches, and the rotation-fixed search and set-up the sample leaves
// out: the largest error of ten counts of n = 18..22, rounded up (measured in 6a8a0e8;
// bench/README.md, "The estimate against the count").
constexpr double machine_spread = 0.12;

// A time's interval widened by machine_spread of its value (the two errors taken as independent);
// none (NaN) stays none.
Interval with_machine_spread(const Interval& t) {
  if (std::isnan(t.high)) return t;
  const double sampling = t.high - t.value, machine = machine_spread * t.value;
  const double half_width = std::sqrt(sampling * sampling + machine * machine);
  return {t.value, std::max(0.0, t.value - half_width), t.value + half_width};
}

// The strata merged in runs of adjacent ones until each holds two pieces (or, if the sample has
// fewer than two, into one).
std::vector<Stratum> merged(const std::vector<Stratum>& fine) {
  for (std::size_t run = 1;; run *= 2) {
    std::vector<Stratum> out(fine.size() / run);
    for (std::size_t h = 0; h < fine.size(); ++h) out[h / run] += fine[h];
    const bool spread = std::all_of(out.begin(), out.end(), [](const Stratum& s) { return s.sampled >= 2; });
    if (spread || out.size() == 1) return out;
  }
}

// The strata the sample reached, each with its own mean (one it did not reach, its time run out
// first, merges into the one before it, or the first one reached), and the groups of them that
// the variance takes.
struct Reached {
  std::vector<Stratum> fine, groups;
};
Reached reached(const std::vector<Stratum>& seen) {
  Reached r;
  double unreached = 0;
  for (const Stratum& s : seen) {
    if (s.sampled == 0) {
      (r.fine.empty() ? unreached : r.fine.back().size) += s.size;
      continue;
    }
    r.fine.push_back(s);
    r.fine.back().size += unreached;
    unreached = 0;
  }
  // merged() halves the strata until each group holds two blocks, which takes a power of two of
  // them: the last ones are merged for the variance (the totals keep each one's mean).
  std::vector<Stratum> paired = r.fine;
  while (!std::has_single_bit(paired.size())) {
    paired[paired.size() - 2] += paired.back();
    paired.pop_back();
  }
  r.groups = merged(paired);
  return r;
}

// The CPU seconds of all the units, with their interval (the machine's spread included).
Interval thread_seconds_of(const Reached& sample) {
  return with_machine_spread(
      stratified_total(sample.fine, sample.groups, &Stratum::seconds, &Stratum::seconds_squared));
}

// The blocks a sample counts before it may decide to count the whole instead: one from each of
// 16 ranges of the plan (drawn in bit-reversed order). Fewer misled it: at n = 23 the first block
// came from splits that symmetry skips, put the count at next to nothing, and a count of hours
// began after 0.1 s of sample.
constexpr std::uint64_t blocks_to_decide = 16;

// The k-th stratum of a round of `strata` (a power of two): bit-reversed, so that the first 2^j
// pieces of a round fall one in each run of strata / 2^j.
std::uint64_t stratum_in_round(std::uint64_t k, std::uint64_t strata) {
  const int bits = std::countr_zero(strata);
  std::uint64_t reversed = 0;
  for (int b = 0; b < bits; ++b) reversed |= ((k >> b) & 1) << (bits - 1 - b);
  return reversed;
}

// The CPU time of the calling thread: a piece's cost without the time other processes took
// the core from it (a busy machine would inflate a wall clock's figure).
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// A sample counts blocks of `block` consecutive pieces, each after the pieces before it
// (warm_up_of, counted, not timed): a count takes its pieces in runs, and a thread keeps the quarter
// placements of recent splits (core/fast/half_board.hpp), which pieces counted alone would
// place again: single pieces overestimate Q(18)'s time by 80 %, blocks after warm-ups by 6 %
// (measured in 3ce7bf8). The share of that work falls as n grows, and a piece of n >= 24 takes
// seconds to minutes: blocks of 8 up to n = 21, then halving with each n down to 1.
std::uint64_t block_of(int n) { return std::uint64_t{8} >> std::clamp(n - 21, 0, 3); }
// The pieces counted before each block. Up to n = 19 a thread's cache holds most of the
// quarters of a whole count, which then seldom places one: 64 pieces bring a sample's error on
// Q(19)'s time from +8..20 % down to −6..+12 % (measured in 7d4e5e2).
std::uint64_t warm_up_of(int n) { return n <= 19 ? 64 : block_of(n); }

// CPU seconds of all this process's threads, for the count that replaces a sample.
double process_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Bytes rounded up to whole MiB: the budget a batch task plans on (Slurm takes MiB).
std::uint64_t in_whole_mib(std::uint64_t bytes) {
  constexpr std::uint64_t mib = std::uint64_t{1} << 20;
  return (bytes + mib - 1) / mib * mib;
}

// Puts the whole count of n in place of `e`'s prediction: its exact totals, its wall time and the
// CPU time of this process while it ran. Leaves `e` as it was if the observer stops the count
// (Ctrl-C): the sample's prediction then stands.
void count_whole(CountEstimate& e, int n, const EstimateOptions& options, const PlanLimits& limits) {
  const core::Stopwatch clock;
  const double cpu = process_cpu_seconds();
  CountResult whole;
  try {
    whole = count(n, {.engine = options.engine, .limits = limits, .observer = options.observer});
  } catch (const StoppedError&) {
    return;  // during the rotation-fixed search
  }
  if (!whole.complete()) return;
  const double seconds = clock.seconds(), thread_seconds = process_cpu_seconds() - cpu;
  e.exact = true;
  e.count = whole;
  e.threads = limits.threads;
  const auto solutions = static_cast<double>(whole.solutions);
  e.solutions = {solutions, solutions, solutions};
  e.wall_seconds = {seconds, seconds, seconds};
  e.thread_seconds = {thread_seconds, thread_seconds, thread_seconds};
  e.nodes = whole.nodes;
}

}  // namespace

CountEstimate estimate_count(int n, const EstimateOptions& options) {
  if (!(options.fraction >= 0 && options.fraction <= 1))
    throw std::invalid_argument("the fraction of the work to sample must lie in (0, 1]");
  if (options.fraction == 0 && !(options.seconds > 0))
    throw std::invalid_argument("the time to sample for must be positive");
  const PlanLimits limits = resolved_limits(options.limits);
  const core::Stopwatch clock;
  return core::estimate_plan(make_count_plan(n, options.engine, limits), options, limits, clock);
}

namespace core {

CountEstimate estimate_plan(std::unique_ptr<CountPlan> plan, const EstimateOptions& options, const PlanLimits& limits,
                            const Stopwatch& clock) {
  const int n = plan->n();
  core::ProgressPacer progress(options.observer);  // the sample's pieces, as units
  const int threads = core::counting_threads(*plan, options.limits.threads);
  // A device plan's threads wait for its devices: a block costs its wall time there.
  const bool on_devices = plan->device_slots() > 0;
  const auto block_clock = [on_devices, &clock] { return on_devices ? clock.seconds() : thread_cpu_seconds(); };
  const std::uint64_t pieces = plan->piece_count();
  // A GPU keeps nothing between units that a warm-up would fill. Pieces that share work (the
  // shares of n >= 26) each do what a warm-up would, placing their split's quarters, in the work
  // they share, which they are charged a part of: a warm-up would only halve the pieces a sample
  // counts.
  const std::uint64_t block = block_of(n);
  const std::uint64_t warm_up = on_devices || plan->pieces_sharing_work() > 1 ? 0 : warm_up_of(n);
  const std::uint64_t blocks = (pieces + block - 1) / block;
  // A fraction asks for that fraction of the plan's pieces timed (the warm-ups come on top).
  const std::uint64_t wanted =
      options.fraction > 0
          ? std::clamp<std::uint64_t>(
                static_cast<std::uint64_t>(std::ceil(options.fraction * static_cast<double>(blocks))), 1, blocks)
          : blocks;
  // Equal ranges of blocks, a power of two of them, two blocks of each at the least.
  const std::uint64_t strata =
      std::bit_floor(std::max<std::uint64_t>(1, std::min({max_strata, blocks / 2, wanted / 2})));
  std::vector<Shuffle> order;
  std::vector<Stratum> seen(strata);
  for (std::uint64_t h = 0; h < strata; ++h) {
    const std::uint64_t first = h * blocks / strata, last = (h + 1) * blocks / strata;
    order.emplace_back(first, last - first);
    seen[h].size = static_cast<double>(last - first);
  }

  // The sample in the order it is drawn: the k-th block comes from stratum_in_round(k % strata)
  // (or the next stratum not yet exhausted), drawn in index order whatever the threads' timing,
  // so that a seed gives the same blocks.
  core::Random random(options.seed);
  std::vector<std::pair<std::uint64_t, std::size_t>> drawn;  // block, stratum
  auto draw_up_to = [&](std::size_t k) {
    while (drawn.size() <= k) {
      const std::uint64_t turn = drawn.size();
      for (std::uint64_t t = 0; t < strata; ++t) {
        const std::size_t h = stratum_in_round((turn + t) % strata, strata);
        if (order[h].empty()) continue;
        drawn.emplace_back(order[h].next(random), h);
        break;
      }
    }
  };
  std::mutex mutex;  // the draws, the strata's sums and the observer's calls
  CountResult so_far;
  so_far.units_total = wanted * block;
  std::uint64_t sampled = 0;
  // The threads that run at once: no more than the blocks, nor than the CPUs this process may
  // use where the threads count (a device plan's wait).
  const int at_once = static_cast<int>(
      std::min<std::uint64_t>({static_cast<std::uint64_t>(threads), wanted,
                               on_devices ? wanted : static_cast<std::uint64_t>(core::available_cpus())}));
  // The CPU seconds of the blocks done, warm-ups included: the sample's pace.
  double blocks_cpu = 0;
  std::uint64_t blocks_done = 0;
  // Whether the whole count costs no more than the rest of the sample: its CPU time as the sample
  // predicts it, at the top of its interval, against the sample's blocks left at its pace so far and, for a timed
  // sample, its time left on its threads. (Both in the blocks' clock: CPU time, so a busy machine tips
  // neither, or a device plan's wall time.)
  bool count_instead = false;
  auto count_costs_less = [&] {
    if (blocks_done < blocks_to_decide) return false;
    double rest = blocks_cpu / static_cast<double>(blocks_done) * static_cast<double>(wanted - blocks_done);
    if (options.fraction == 0) rest = std::min(rest, (options.seconds - clock.seconds()) * at_once);
    return thread_seconds_of(reached(seen)).high <= rest;  // false for NaN: no interval yet
  };
  // Ctrl-C gives up the pieces under way (n = 28's take hours); the time budget does not: the
  // pieces in progress when it runs out are the long ones, and dropping them would bias the
  // sample towards the short.
  const StopCheck interrupted = core::stop_check_of(options.observer, mutex);
  core::for_each_unit(
      wanted, threads,
      [&](std::size_t k) {
        std::pair<std::uint64_t, std::size_t> block_of_k;
        {
          std::lock_guard lock(mutex);
          draw_up_to(k);
          block_of_k = drawn[k];
        }
        const std::uint64_t first = block_of_k.first * block, last = std::min(first + block, pieces);
        UnitCount counted;
        double seconds = 0;
        const double block_started = block_clock();
        try {
          for (std::uint64_t warm = first - std::min(first, warm_up); warm < first; ++warm)
            plan->count_piece(warm, interrupted);
          for (std::uint64_t p = first; p < last; ++p) {
            const core::PieceCost piece = core::count_piece_timed(*plan, p, interrupted, block_clock);
            seconds += piece.seconds;
            counted.solutions += piece.count.solutions;
            counted.nodes += piece.count.nodes;
          }
        } catch (const StoppedError&) {
          return;  // the block is not in the sample
        }
        const auto solutions = static_cast<double>(counted.solutions);
        std::lock_guard lock(mutex);
        Stratum& s = seen[block_of_k.second];
        ++s.sampled;
        s.seconds += seconds;
        s.seconds_squared += seconds * seconds;
        s.solutions += solutions;
        s.solutions_squared += solutions * solutions;
        s.nodes += static_cast<double>(counted.nodes);
        blocks_cpu += block_clock() - block_started;
        ++blocks_done;
        sampled += last - first;
        so_far.solutions += counted.solutions;
        so_far.nodes += counted.nodes;
        so_far.units_done += last - first;
        progress.update(so_far);
      },
      [&] {
        if (core::stop_asked(interrupted)) return true;
        std::lock_guard lock(mutex);
        count_instead = count_instead || count_costs_less();
        return count_instead || (options.fraction == 0 && sampled >= 2 * block && clock.seconds() >= options.seconds);
      });
  progress.finish(so_far);
  if (sampled == 0) throw StoppedError("the sample was stopped before it counted a piece");
  const Reached sample = reached(seen);
  const std::vector<Stratum>&fine = sample.fine, &groups = sample.groups;

  CountEstimate e;
  e.n = n;
  e.plan = plan->description();
  e.kernels = plan->kernels();
  e.on_devices = on_devices;
  e.threads = at_once;
  e.units_total = plan->unit_count();
  e.pieces_total = pieces;
  e.pieces_sampled = sampled;
  for (const Stratum& s : groups) e.blocks_sampled += static_cast<std::uint64_t>(s.sampled);
  e.strata = groups.size();
  e.sample_seconds = clock.seconds();
  e.thread_seconds = thread_seconds_of(sample);
  e.solutions = stratified_total(fine, groups, &Stratum::solutions, &Stratum::solutions_squared);
  e.nodes = static_cast<std::uint64_t>(std::llround(stratified_value(fine, &Stratum::nodes)));
  // The threads share the work evenly; at the end a few pieces leave some idle, which a sample
  // cannot see and which is small against a count worth predicting.
  e.wall_seconds = {e.thread_seconds.value / at_once, e.thread_seconds.low / at_once, e.thread_seconds.high / at_once};
  e.bytes_per_thread = plan->bytes_per_thread();
  e.memory_bytes = static_cast<std::uint64_t>(e.threads) * e.bytes_per_thread + e.units_total * core::bytes_per_unit;
  e.memory_limit = core::limit_for_budget(in_whole_mib(e.memory_bytes));
  // A sample that reached every piece (a plan of no more blocks than threads) counts the whole
  // too: the fundamental count and the rotation-fixed search are not in its pieces.
  if (count_instead || sampled == pieces) {
    plan.reset();  // the count makes its own
    count_whole(e, n, options, limits);
  }
  return e;
}

}  // namespace core

double approximate_solutions(int n) {
  if (n < 1) throw std::invalid_argument("n must be at least 1, got " + std::to_string(n));
  constexpr int anchor_n = 20;
  const double growth = std::exp(1.0 - 1.942);  // Q(m) / Q(m - 1) ≈ m · growth
  double q = 39029188884.0;                     // Q(20)
  for (int m = anchor_n + 1; m <= n; ++m) q *= m * growth;
  for (int m = anchor_n; m > n; --m) q /= m * growth;
  return q;
}

BatchPlan plan_batch(const CountEstimate& estimate, double target_seconds) {
  if (!(target_seconds > 0) || !std::isfinite(target_seconds))
    throw std::invalid_argument("a batch plan needs a target time above 0 seconds");
  const Interval& wall = estimate.wall_seconds;
  const double high = std::isnan(wall.high) ? wall.value : wall.high;
  BatchPlan b;
  b.tasks = static_cast<std::uint64_t>(std::max(1.0, std::ceil(high / target_seconds)));
  b.cpus_per_task = estimate.threads;
  b.memory_budget = in_whole_mib(estimate.memory_bytes);
  b.memory_limit = core::limit_for_budget(b.memory_budget);
  b.time_limit_seconds = 60 * std::max(5.0, std::ceil(1.5 * high / static_cast<double>(b.tasks) / 60));
  return b;
}

}  // namespace nqueens
