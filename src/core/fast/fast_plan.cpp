#include "core/fast/fast_plan.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "core/array_recount.hpp"
#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/half_board.hpp"
#include "core/fast/row_split.hpp"

namespace nqueens::core {

namespace {

using fast::DisjointPairs;
using fast::HalfBoards;
using fast::RowSplit;
using fast::RowSplits;

// The most units a plan of n has: units are runs of consecutive splits (3/4 of which have orbit
// weight 0 and cost nothing), and a plan has fewer when n has fewer splits. Every unit costs
// bookkeeping (a journal row, an MPI message entry, a progress update: microseconds), so short
// counts want few units; long ones want units short enough that Ctrl-C, which waits for the
// units under way, stops within a second, and that a crash loses little. Measured on one
// thread (release build, loaded machine): with 2^13 units, no unit of n = 16..18 takes over
// 6 ms and none of n = 19 over 0.09 s, but at n = 20 a split costs up to 0.5 s and a unit of 23
// splits up to 1.7 s. Hence 2^13 up to n = 18 and 4 times as many per n above: two splits per
// unit at n = 20 (at most 0.7 s), one from n = 22 on (only cutting a split's search into
// pieces could make those units shorter).
std::uint64_t max_units(int n) { return std::uint64_t{1} << (13 + 2 * std::max(0, n - 18)); }
// Queries are counted in batches of this many, so the streamed west halves take no memory.
constexpr std::size_t query_batch = 4096;
// Splitting the east halves of a split into more parts than this repeats too much work.
constexpr std::uint64_t max_parts = 4096;

// An upper estimate of the east halves of the largest split: measured 132, 570, 2956, 17506
// for n = 12, 14, 16, 18; the growth per n approaches 2.5.
double largest_split_halves(int n) { return 17506.0 * std::pow(2.5, n - 18) * 1.25; }

// Bytes a unit holds per stored half: the pattern and its share of the bit-sliced table.
double bytes_per_half(int n) {
  const int groups = std::max(1, (HalfBoards(n).pattern_bits() + fast::group_bits - 1) / fast::group_bits);
  return 8.0 + fast::group_values / 8.0 * groups;
}

class FastPlan final : public CountPlan {
 public:
  FastPlan(int n, std::uint64_t parts)
      : n_(n),
        splits_(n),
        halves_(n),
        splits_per_unit_(std::max<std::uint64_t>(1, (splits_.size() + max_units(n) - 1) / max_units(n))),
        blocks_((splits_.size() + splits_per_unit_ - 1) / splits_per_unit_),
        parts_(parts) {}

  int n() const override { return n_; }
  std::uint64_t unit_count() const override { return blocks_ * parts_; }
  std::string description() const override {
    return fmt::format("fast n={} splits/unit={} parts={}", n_, splits_per_unit_, parts_);
  }

  UnitCount count_unit(std::uint64_t id) const override {
    if (id >= unit_count())
      throw std::out_of_range(fmt::format("work unit {} does not exist: the plan has {}", id, unit_count()));
    const std::uint64_t block = id / parts_;
    const std::uint64_t part = id % parts_;
    const std::uint64_t first = block * splits_per_unit_;
    const std::uint64_t last = std::min(first + splits_per_unit_, splits_.size());
    UnitCount r{id, 0, 0};
    splits_.for_range(first, last, [&](const RowSplit& split) {
      const int weight = splits_.orbit_weight(split);
      if (weight == 0) return;
      r.solutions += u128(count_split(split, part, r.nodes)) * static_cast<unsigned>(weight);
    });
    return r;
  }

  // Recounts a unit split by split with the array kernel, which knows nothing of half-boards,
  // patterns or bit slices: each row is held to its half of the board (the middle column for
  // the middle row of odd n). A unit that is one part of several holds a share of each split's
  // east halves that only the half-board enumeration defines, so it cannot be recounted alone.
  UnitCount recount_unit(std::uint64_t id) const override {
    if (id >= unit_count())
      throw std::out_of_range(fmt::format("work unit {} does not exist: the plan has {}", id, unit_count()));
    if (parts_ > 1)
      throw std::logic_error(
          fmt::format("the units of '{}' are parts of splits and cannot be recounted one by "
                      "one; raise --memory so that each split is one unit",
                      description()));
    const std::uint64_t first = id * splits_per_unit_;
    const std::uint64_t last = std::min(first + splits_per_unit_, splits_.size());
    const int half = n_ / 2;
    UnitCount r{id, 0, 0};
    std::vector<std::pair<int, int>> columns(static_cast<std::size_t>(n_));
    splits_.for_range(first, last, [&](const RowSplit& split) {
      const int weight = splits_.orbit_weight(split);
      if (weight == 0) return;
      for (int row = 0; row < n_; ++row)
        columns[row] = row == split.middle_row         ? std::pair{half, half + 1}
                       : (split.east_rows >> row) & 1u ? std::pair{n_ - half, n_}
                                                       : std::pair{0, half};
      r.solutions += u128(count_by_arrays(n_, columns, r.nodes)) * static_cast<unsigned>(weight);
    });
    return r;
  }

 private:
  // Scratch space of one thread, kept between units to spare the allocations.
  struct Scratch {
    std::vector<std::uint64_t> east;
    std::vector<std::uint64_t> queries;
    DisjointPairs stored;
  };

  // The solutions of one split whose east half is in part `part`: the east halves of that
  // part are stored, the west halves streamed against them.
  std::uint64_t count_split(const RowSplit& split, std::uint64_t part, std::uint64_t& nodes) const {
    thread_local Scratch per_thread;
    Scratch& scratch = per_thread;  // one look-up of the thread-local, not one per half
    scratch.east.clear();
    // Part p keeps the east halves p, p + parts, p + 2 parts, ... of the enumeration.
    std::uint64_t skip = part;
    nodes += halves_.for_each_pattern(split, true, [&](std::uint64_t p) {
      if (skip-- != 0) return;
      scratch.east.push_back(p);
      skip = parts_ - 1;
    });
    if (scratch.east.empty()) return 0;
    scratch.stored.assign(scratch.east, halves_.pattern_bits());
    std::uint64_t solutions = 0;
    scratch.queries.clear();
    nodes += halves_.for_each_pattern(split, false, [&](std::uint64_t p) {
      scratch.queries.push_back(p);
      if (scratch.queries.size() == query_batch) {
        solutions += scratch.stored.count(scratch.queries);
        scratch.queries.clear();
      }
    });
    return solutions + scratch.stored.count(scratch.queries);
  }

  int n_;
  RowSplits splits_;
  HalfBoards halves_;
  std::uint64_t splits_per_unit_;
  std::uint64_t blocks_;
  std::uint64_t parts_;
};

}  // namespace

std::unique_ptr<CountPlan> make_fast_plan(int n, const PlanLimits& limits) {
  // Each thread holds one part of one split's east halves at a time.
  const double threads = std::max(1, limits.threads);
  const double budget = static_cast<double>(limits.memory_bytes) / threads;
  const double whole = largest_split_halves(n) * bytes_per_half(n);
  std::uint64_t parts = 1;
  while (parts < max_parts && whole / static_cast<double>(parts) > budget) parts *= 2;
  if (whole / static_cast<double>(parts) > budget)
    throw std::invalid_argument(fmt::format(
        "the fast engine needs at least {:.1f} MiB per thread for n = {}, and the memory budget leaves {:.1f} MiB to "
        "each of {} threads: raise --memory or lower --threads",
        whole / static_cast<double>(max_parts) / 1048576.0, n, budget / 1048576.0, threads));
  return std::make_unique<FastPlan>(n, parts);
}

}  // namespace nqueens::core
