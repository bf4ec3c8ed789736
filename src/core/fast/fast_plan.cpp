#include "core/fast/fast_plan.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <vector>

#include "core/array_recount.hpp"
#include "core/fast/counting_sort.hpp"
#include "core/fast/cpu.hpp"
#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/half_board.hpp"
#include "core/fast/query_queues.hpp"
#include "core/fast/row_split.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "text/wording.hpp"

namespace nqueens::core {

namespace {

using fast::DisjointPairs;
using fast::HalfBoards;
using fast::RowSplit;
using fast::RowSplits;

// A share of a split's west halves: those whose queue (count_split: their bucket and weight)
// is `index` modulo `of`, a power of 2. The shares of a part are its pieces for a sample of
// n >= 26 (a part's whole takes minutes there), and counting one takes the kernel the calls
// that the whole makes for those queues, of as many west halves each: shares of the halves in
// the order made instead gave each call a 16th of its west halves at n = 26, and took 2.46 times
// the whole's time. All shares of a part store its east halves and make all its west halves,
// work a count does once and a sample charges each share in part
// (CountPlan::pieces_sharing_work).
struct WestShare {
  std::uint64_t index = 0, of = 1;
  // This share's even part of `nodes` made for all shares: so that the shares' nodes add up to
  // the whole's, and each sampled share carries its part (not the first share all of them).
  std::uint64_t part_of(std::uint64_t nodes) const { return nodes / of + (index < nodes % of ? 1 : 0); }
};

// Which solutions a split counts, and how often. Three symmetries of the board spare work:
// - The up-down reflection maps splits to splits: only splits no larger than their image are
//   visited (RowSplits::flip_weight), and a split stands for its image too.
// - The reflections in the main anti-diagonal, (r, c) -> (n-1-c, n-1-r), and in the main
//   diagonal, (r, c) -> (c, r), map solutions to solutions (not splits to splits). The first keeps
//   the queen of the main anti-diagonal where it is and moves the queen of the main diagonal
//   between its west part (c < w) and its east part (c >= n - w); the second does the same with
//   the roles swapped. So a solution whose queens on the main lines all stand in the west half
//   stands for 2^k solutions, k the number of them, and none with such a queen in the east half
//   needs counting: east halves with a queen on a main line are never made (HalfBoards). Up-down
//   reflection maps the west parts of the two main lines onto each other, so it keeps k.
// - Solutions with no queen on a main line (or only the centre one of odd n) are counted once per
//   orbit of splits under both the up-down and left-right reflections (RowSplits::orbit_weight),
//   which keep that class.
// A solution with k queens on west parts of main lines and none on east parts thus weighs
// main_line_weights(split)[k]; the others weigh 0. This halves the pairs the join tests, against
// counting every solution of one split per orbit of both reflections.

// The most units a plan of n has: units are runs of consecutive splits (half or more of which
// symmetry skips at no cost), and a plan has fewer when n has fewer splits. Every unit costs
// bookkeeping (a journal row, an MPI message entry, a progress update: microseconds), so short
// counts want few units; long ones want units short enough that a crash loses little and the
// progress line moves (Ctrl-C gives up the units under way: StopCheck). With 2^13 units a unit
// of n <= 19 takes under 0.1 s, but at n = 20 a split takes up to 0.5 s (measured in c8e9c1d).
// Hence 2^13 up to n = 18 and 4 times as many per n above: two splits per
// unit at n = 20 (at most 0.7 s), one from n = 22 on (only cutting a split's search into
// pieces could make those units shorter).
std::uint64_t max_units(int n) { return std::uint64_t{1} << (13 + 2 * std::max(0, n - 18)); }
// All parts together, a plan has at most max_plan_units (work_units.hpp): a count keeps some
// bytes per unit (bytes_per_unit), and n >= 24 has more splits than that (n = 29: 1.2·10^9):
// their units are runs of splits however long.

// The splits of each unit of a plan of n whose splits come in `parts` parts.
std::uint64_t splits_per_unit(const RowSplits& splits, int n, std::uint64_t parts) {
  const std::uint64_t units = std::min(max_units(n), max_plan_units / parts);
  return std::max<std::uint64_t>(1, (splits.size() + units - 1) / units);
}
// East halves are sorted into up to 2^max_cut buckets by their top stored bits (the lines
// nearest the main ones: HalfBoards), min_bucket halves or more a bucket on average: each
// more bit spares about a quarter of the pairs left, but a bucket takes whole segments of 256
// halves (DisjointPairs) and a kernel call for each run of buckets: a third off n = 22 against
// 16 buckets (measured in 1c6738e, bench/history/fast-engine.md, round five). Half as many
// halves a bucket (256, not 512) pay where west halves outnumber east
// ones by more: with the main lines reflected (reflects_main_lines), east halves hold no queen on
// them, and there are 3.35 west halves to an east one at n = 18 and 20 (1.6 to 2 at n = 16, 17
// and 19), each tested against the buckets its bits miss: 4 to 14 % off n = 18 to 22 (measured in
// 421016b, bench/history/fast-engine.md, round eleven). n = 24 could not be told apart on a
// noisy VM (9fe01ec), so from n = 23 on the buckets stay as they were.
constexpr int max_cut = 12;
// The halves a bucket holds at least on average in a plan of n.
constexpr std::size_t min_bucket(int n, bool reflect_main_lines) { return reflect_main_lines && n <= 22 ? 256 : 512; }
// West halves wait in queues, one a bucket and, where their weights differ, one a weight too
// (the `weight_bits` bits above the bucket's: their main lines), until this many fill one, so
// that each call of the kernel counts queries of one weight against one bucket's compatible
// segments: 4096 halves up to 64 buckets, half as many per bucket bit past them, shared by the
// weights, but never fewer than a kernel tile (1024; pair_kernel.hpp), which reads each chunk
// from the first-level cache for a whole tile of queries: queues of a quarter tile (from cut 8
// on) took n = 24 1.4x the time (measured in 0b99971, bench/history/estimate.md, after round
// twelve), and a tile each costs 100 MiB more at n = 24 (cut 12).
constexpr std::size_t query_batch(int cut, int weight_bits) {
  return std::max(std::size_t{4096} >> std::max(0, cut - 6) >> weight_bits, DisjointPairs::query_tile);
}
static_assert(query_batch(max_cut, 2) == DisjointPairs::query_tile,
              "a queue of one weight holds a tile at the largest cut");
// The bits a split of `halves` east halves sorts them by.
int cut_for(std::size_t halves, int stored_bits, std::size_t min_bucket) {
  int cut = 0;
  while (cut < std::min(max_cut, stored_bits) && halves >> (cut + 1) >= min_bucket) ++cut;
  return cut;
}

// Polls a StopCheck (if any) once every `every` pairs tested; throws StoppedError when it says
// to stop. Making and storing the east halves counts too, pairs_a_half a half: at n = 28 a
// split's east halves (2·10^8, each part's table up to 2.6 GiB) take seconds before a pair.
constexpr std::uint64_t pairs_a_half = 128;  // about the time of making one half, in pairs tested
class StopPoll {
 public:
  StopPoll(const StopCheck& stop, std::uint64_t every) : stop_(stop), every_(every) {}
  bool active() const { return static_cast<bool>(stop_); }
  std::uint64_t every() const { return every_; }
  void tested(std::uint64_t pairs) {
    since_ += pairs;
    if (since_ < every_ || !stop_) return;
    since_ = 0;
    if (stop_()) throw StoppedError("stopped in the middle of a work unit, which is not counted");
  }

 private:
  const StopCheck& stop_;
  std::uint64_t every_;
  std::uint64_t since_ = 0;
};

// An upper estimate of the east halves of the largest split: measured 132, 570, 2956, 17506
// for n = 12, 14, 16, 18; the growth per n approaches 2.5.
double largest_split_halves(int n) { return 17506.0 * std::pow(2.5, n - 18) * 1.25; }

// Bytes a unit holds per stored half, at most: the pattern and its share of the bit-sliced
// table.
double bytes_per_half(int n) {
  return 8.0 + DisjointPairs::max_table_bytes_per_pattern(HalfBoards(n, false).stored_bits());
}

// What one thread holds of the largest split's east halves when they come in `parts` parts.
// Each bucket is padded to whole segments: by less than a chunk without buckets, and with them
// by less than a segment a bucket, of min_bucket halves or more on average (half the halves
// where min_bucket is 512, as many where it is 256). The west halves waiting in their queues come
// on top (query_batch), four queues a bucket where the main lines are reflected (their weights
// differ).
double halves_bytes_per_thread(int n, std::uint64_t parts, bool reflect) {
  const double halves = largest_split_halves(n) / static_cast<double>(parts);
  const std::size_t bucket = min_bucket(n, reflect);
  const int cut = cut_for(static_cast<std::size_t>(halves), HalfBoards(n, reflect).stored_bits(), bucket);
  const double padded = 1.0 + static_cast<double>(DisjointPairs::segment_patterns) / static_cast<double>(bucket);
  const int weight_bits = reflect ? 2 : 0;
  const double batches =
      std::ldexp(static_cast<double>(query_batch(cut, weight_bits)), cut + weight_bits) * sizeof(std::uint64_t);
  return halves * bytes_per_half(n) * padded + static_cast<double>(DisjointPairs::chunk_patterns) * bytes_per_half(n) +
         batches;
}

}  // namespace

// Reflecting the main lines halves the pairs but visits twice the splits (up-down orbits, not
// both reflections), so it pays where pairs outweigh the making of halves, not at n = 16, 17 and
// 19, where odd n's middle queen leaves each split few halves (measured in 374b8f3,
// bench/history/fast-engine.md, round three).
bool reflects_main_lines(int n) { return n == 18 || n >= 20; }

// Pieces of a second or so, so that a sample of minutes counts hundreds: a part of a split, a
// piece until then, took one to three minutes of a core at n = 28, and a 10-minute sample counted
// 4 to 10 of them; with 256 shares it counted 1225, and with 16 at n = 26 and 27, 761 and 3883 in
// 5 minutes (2 threads of a Zen 3, bench/README.md). Finer shares would spend a sample's time on
// the work that shares repeat (the east halves stored, the west halves made).
std::uint64_t west_shares(int n) { return n <= 25 ? 1 : n <= 27 ? 16 : 256; }

namespace {

class FastPlan final : public CountPlan {
 public:
  FastPlan(int n, std::uint64_t parts, bool reflect_main_lines, std::uint64_t pairs_between_polls,
           std::size_t quarter_cache_bytes, std::uint64_t shares)
      : n_(n),
        reflect_main_lines_(reflect_main_lines),
        splits_(n),
        halves_(n, reflect_main_lines_, quarter_cache_bytes),
        splits_per_unit_(splits_per_unit(splits_, n, parts)),
        blocks_((splits_.size() + splits_per_unit_ - 1) / splits_per_unit_),
        parts_(parts),
        shares_(shares),
        pairs_between_polls_(pairs_between_polls) {}

  int n() const override { return n_; }
  std::uint64_t unit_count() const override { return blocks_ * parts_; }
  std::string description() const override {
    return std::string("fast") + (reflect_main_lines_ ? " main-lines" : "") + " n=" + std::to_string(n_) +
           " splits/unit=" + std::to_string(splits_per_unit_) + " parts=" + std::to_string(parts_);
  }

  UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const override {
    require_unit(id, unit_count());
    const std::uint64_t block = id / parts_;
    const std::uint64_t part = id % parts_;
    const std::uint64_t first = block * splits_per_unit_;
    const std::uint64_t last = std::min(first + splits_per_unit_, splits_.size());
    UnitCount r{id, 0, 0};
    StopPoll poll(stop, pairs_between_polls_);
    splits_.for_range(first, last, [&](const RowSplit& split) { add_split(split, part, r, poll); });
    return r;
  }

  // A piece is one share of the west halves of one part of one split (WestShare), the shares of
  // a part in a run: unit `id` holds every share of its part of its splits.
  std::uint64_t piece_count() const override { return splits_.size() * parts_ * shares_; }
  using CountPlan::count_piece;
  std::uint64_t pieces_sharing_work() const override { return shares_; }
  UnitCount count_piece(std::uint64_t index, const StopCheck& stop,
                        const std::function<void()>& shared_done) const override {
    if (index >= piece_count())
      throw std::out_of_range("piece " + std::to_string(index) + " does not exist: the plan has " +
                              std::to_string(piece_count()));
    UnitCount r{index, 0, 0};
    StopPoll poll(stop, pairs_between_polls_);
    const std::uint64_t part_of_split = index / shares_;
    add_split(splits_.at(part_of_split / parts_), part_of_split % parts_, r, poll, WestShare{index % shares_, shares_},
              shared_done);
    return r;
  }

  std::uint64_t bytes_per_thread() const override {
    return static_cast<std::uint64_t>(halves_bytes_per_thread(n_, parts_, reflect_main_lines_)) +
           halves_.cached_bytes_per_thread();
  }

  std::string kernels() const override { return fast::kernels(); }

  // Recounts a unit split by split with the array kernel, which knows nothing of half-boards,
  // patterns or bit slices: each row is held to its half of the board (the middle column for
  // the middle row of odd n), and each solution weighted by the squares of its queens. A unit that is one part of
  // several holds a share of each split's east halves that only the half-board enumeration defines, so it cannot be
  // recounted alone.
  UnitCount recount_unit(std::uint64_t id) const override {
    require_unit(id, unit_count());
    // Not a bug but a plan that cannot be verified (a small budget's, or a journal's made under
    // one): bad input, as the verification asked of it.
    if (parts_ > 1)
      throw std::invalid_argument("the units of '" + description() +
                                  "' are parts of splits and cannot be recounted one by one; a plan made within a "
                                  "larger memory budget, of one split per unit, can be");
    const std::uint64_t first = id * splits_per_unit_;
    const std::uint64_t last = std::min(first + splits_per_unit_, splits_.size());
    const int half = n_ / 2;
    UnitCount r{id, 0, 0};
    std::vector<std::pair<int, int>> columns(static_cast<std::size_t>(n_));
    splits_.for_range(first, last, [&](const RowSplit& split) {
      const std::array<unsigned, 3> weights = main_line_weights(split);
      if (weights[1] == 0) return;  // not visited
      for (int row = 0; row < n_; ++row)
        columns[row] = row == split.middle_row         ? std::pair{half, half + 1}
                       : (split.east_rows >> row) & 1u ? std::pair{n_ - half, n_}
                                                       : std::pair{0, half};
      auto weight = [&](const std::vector<int>& queen) {
        int west_lines = 0;
        for (int row = 0; row < n_; ++row) {
          const int column = queen[row];
          if (column != row && column != n_ - 1 - row) continue;
          if (column >= n_ - half && reflect_main_lines_) return 0u;  // counted through its reflection
          if (column < half) ++west_lines;                            // not the centre of odd n
        }
        return weights[west_lines];
      };
      r.solutions += count_by_arrays(n_, columns, weight, r.nodes);
    });
    return r;
  }

 private:
  // Scratch space of one thread, kept between units to spare the allocations.
  struct Scratch {
    std::vector<std::uint64_t> east, sorted;
    std::vector<std::uint32_t> bucket_starts;
    DisjointPairs stored;
    std::vector<std::vector<fast::SegmentRange>> compatible;  // by a west half's bucket, once needed
    std::vector<bool> compatible_made;
    std::vector<std::uint32_t> sort_counts;  // sort_by_key's
    fast::QueryQueues queues;                // west halves waiting, by queue (count_split)
    std::vector<fast::SegmentRange> slice;   // of a bucket's segments
    std::vector<std::uint64_t> shared;       // the west halves of a share of the queues
  };

  // The calling thread's scratch space, through a call the compiler cannot see into: in the
  // library's position-independent code it re-derived a thread_local's address per west half
  // otherwise (see pair_kernel.hpp's thread_tile_offsets).
  [[gnu::noinline]] static Scratch& thread_scratch() {
    thread_local Scratch scratch;
    return scratch;
  }

  // The weighted solutions of one split whose east half is in part `part` (see the weights
  // above). The east halves of that part are stored, sorted into buckets by their top `cut`
  // stored bits (central lines), and each west half is counted against the buckets whose
  // bits its own miss: sorting spares the pairs that clash on those lines, and leaves fewer bits
  // to test the others by. It pays once the buckets are large (min_bucket): each takes whole
  // segments of 256 halves. West halves are counted a queue at a time (query_batch), so that the
  // kernel reads the same chunks for a whole batch, and each queue's weight multiplies its count
  // once.
  // With a share of several, only the west halves of that share of the queues are counted (see
  // WestShare), and `shared_done` (if set) is called once the work all shares do alike is done,
  // whose nodes the shares split evenly.
  u128 count_split(const RowSplit& split, std::uint64_t part, const std::array<unsigned, 3>& by_lines,
                   std::uint64_t& nodes, StopPoll& poll, WestShare share,
                   const std::function<void()>& shared_done) const {
    Scratch& scratch = thread_scratch();
    scratch.east.clear();
    // Part p keeps the east halves p, p + parts, p + 2 parts, ... of the enumeration.
    std::uint64_t skip = part;
    const std::uint64_t east_nodes =
        halves_.for_each_pattern(split, true, false, [&](const std::uint64_t* patterns, std::size_t count) {
          poll.tested(count * pairs_a_half);
          if (parts_ == 1) return scratch.east.insert(scratch.east.end(), patterns, patterns + count), void();
          for (std::size_t k = 0; k < count; ++k) {
            if (skip-- != 0) continue;
            scratch.east.push_back(patterns[k]);
            skip = parts_ - 1;
          }
        });
    nodes += share.part_of(east_nodes);
    if (scratch.east.empty()) return 0;
    const int cut = cut_for(scratch.east.size(), halves_.stored_bits(), min_bucket(n_, reflect_main_lines_));
    const int bits = halves_.stored_bits() - cut;
    const std::size_t buckets = std::size_t{1} << cut;
    // One bucket (most splits of odd n up to 19) takes the halves as they are.
    if (buckets == 1) {
      scratch.bucket_starts.assign({0, static_cast<std::uint32_t>(scratch.east.size())});
    } else {
      // By their bits from `bits` on (their bucket; bits past the stored ones are not the
      // pattern's: HalfBoards), those bits dropped. The order within a bucket is not kept, nor
      // needed: the order that picks a part's east halves is the enumeration's.
      const std::uint64_t low = (std::uint64_t{1} << bits) - 1;
      scratch.sorted.resize(scratch.east.size());
      fast::sort_by_key(
          scratch.east.data(), scratch.east.size(), buckets,
          [bits, buckets](std::uint64_t half) { return (half >> bits) & (buckets - 1); },
          [low](std::uint64_t half) { return half & low; }, scratch.sort_counts, scratch.bucket_starts,
          scratch.sorted.data());
    }
    scratch.stored.assign(buckets == 1 ? scratch.east : scratch.sorted, scratch.bucket_starts, bits);
    poll.tested(scratch.east.size() * pairs_a_half);
    // The segments each bucket of west halves is counted against (the buckets whose bits it
    // misses), adjacent buckets merged; made when the bucket is first counted.
    if (scratch.compatible.size() < buckets) scratch.compatible.resize(buckets);
    scratch.compatible_made.assign(buckets, false);
    auto compatible = [&](std::size_t west) -> const std::vector<fast::SegmentRange>& {
      auto& ranges = scratch.compatible[west];
      if (scratch.compatible_made[west]) return ranges;
      scratch.compatible_made[west] = true;
      ranges.clear();
      const std::size_t free = (buckets - 1) & ~west;
      std::size_t b = 0;  // the subsets of `free` in increasing order
      do {
        const fast::SegmentRange segments = scratch.stored.bucket(b);
        if (segments.first != segments.last) {
          if (!ranges.empty() && ranges.back().last == segments.first)
            ranges.back().last = segments.last;
          else
            ranges.push_back(segments);
        }
        b = (b - free) & free;
      } while (b != 0);
      return ranges;
    };

    const bool main_lines_only = by_lines[0] == 0;
    // With a stop check, a call that would test more pairs than the poll's interval (n = 28:
    // 10^11, seconds) goes to the kernel a slice of the segments at a time, polled after each;
    // slices of whole chunks, which the kernel reads faster than segments alone.
    auto count_bucket = [&](std::size_t bucket, const std::uint64_t* queries, std::size_t count,
                            fast::QueryForm form) -> std::uint64_t {
      if (count == 0) return 0;
      const std::vector<fast::SegmentRange>& ranges = compatible(bucket);
      const std::uint64_t pairs_a_segment = count * DisjointPairs::segment_patterns;
      std::uint64_t segments = 0;
      for (const fast::SegmentRange& r : ranges) segments += r.last - r.first;
      if (!poll.active() || segments * pairs_a_segment <= poll.every()) {
        const std::uint64_t disjoint = scratch.stored.count(queries, count, ranges, form);
        poll.tested(segments * pairs_a_segment);
        return disjoint;
      }
      std::uint64_t disjoint = 0;
      const std::uint64_t slice = std::max<std::uint64_t>(2, poll.every() / pairs_a_segment / 2 * 2);
      for (const fast::SegmentRange& r : ranges)
        for (std::uint32_t first = r.first; first < r.last;) {
          const auto last = static_cast<std::uint32_t>(std::min<std::uint64_t>(r.last, (first + slice) & ~1ull));
          scratch.slice.assign(1, {first, last});
          disjoint += scratch.stored.count(queries, count, scratch.slice, form);
          poll.tested((last - first) * pairs_a_segment);
          first = last;
        }
      return disjoint;
    };
    // A west half's two top pattern bits say which main lines it holds, and so its weight; the
    // `cut` bits below them, which bucket it goes with (the stored halves have none of those
    // bits). So its pattern's bits above `bits` name its queue (query_batch), and with one weight
    // for all, the bucket's bits alone (the bits past the pattern's, its outside lines, none).
    const std::array<unsigned, 4> weight_of{by_lines[0], by_lines[1], by_lines[1], by_lines[2]};
    const int weight_bits = by_lines[0] == by_lines[1] && by_lines[1] == by_lines[2] ? 0 : 2;
    assert(weight_bits == 0 || halves_.stored_bits() + 2 <= 64);
    const std::size_t queues = buckets << weight_bits;
    const std::size_t batch = query_batch(cut, weight_bits);
    // Slots are 32 bits: at most 2^24 (2^(max_cut + 2) queues of a tile).
    scratch.queues.reset(queues, batch);
    u128 solutions = 0;
    // The queues keep west halves packed for the kernel where it takes them so (packer).
    const fast::QueryForm form = scratch.stored.packs_queries() ? fast::QueryForm::packed : fast::QueryForm::plain;
    auto count_queue = [&](std::size_t queue, const std::uint64_t* halves, std::size_t count) {
      solutions += u128{weight_of[queue >> cut]} * count_bucket(queue & (buckets - 1), halves, count, form);
    };
    // The queue of a west half, which its share goes by too.
    const std::size_t queue_mask = queues - 1;
    auto queue_of = [bits, queue_mask](std::uint64_t p) -> std::size_t { return (p >> bits) & queue_mask; };
    auto count_west = [&](const std::uint64_t* patterns, std::size_t count) {
      if (queues == 1)
        return void(solutions += u128{weight_of[0]} * count_bucket(0, patterns, count, fast::QueryForm::plain));
      // Packing chosen once a call, not a query: the packing instruction must not run, even
      // speculatively, where queries are not packed (a CPU without BMI2).
      if (form == fast::QueryForm::packed)
        scratch.queues.add(patterns, count, queue_of, scratch.stored.packer(), count_queue);
      else
        scratch.queues.add(patterns, count, queue_of, std::identity{}, count_queue);
    };
    if (share.of == 1) {
      nodes += halves_.for_each_pattern(split, false, main_lines_only, count_west);
    } else {
      // A share makes every west half, as the whole does, and keeps those of its queues.
      scratch.shared.clear();
      const std::uint64_t west_nodes = halves_.for_each_pattern(
          split, false, main_lines_only, [&](const std::uint64_t* patterns, std::size_t count) {
            poll.tested(count * pairs_a_half);  // seconds at n = 28 before the first pair
            for (std::size_t k = 0; k < count; ++k)
              if ((queue_of(patterns[k]) & (share.of - 1)) == share.index) scratch.shared.push_back(patterns[k]);
          });
      nodes += share.part_of(west_nodes);
      if (shared_done) shared_done();
      count_west(scratch.shared.data(), scratch.shared.size());
    }
    scratch.queues.flush(count_queue);
    return solutions;
  }

  // Adds the weighted solutions of part `part` of a split (of a share of its west halves), and
  // its nodes, to r.
  void add_split(const RowSplit& split, std::uint64_t part, UnitCount& r, StopPoll& poll, WestShare share = {},
                 const std::function<void()>& shared_done = {}) const {
    const std::array<unsigned, 3> weights = main_line_weights(split);
    if (weights[1] == 0) return;  // not visited
    r.solutions += count_split(split, part, weights, r.nodes, poll, share, shared_done);
  }

  // The weights of a split's solutions by the number of main lines (0, 1, 2) their west half
  // holds queens on, for solutions whose east half holds none. All 0 for a split not visited:
  // one smallest in its orbit is smallest under the up-down reflection too, so [1] says which.
  std::array<unsigned, 3> main_line_weights(const RowSplit& split) const {
    const auto orbit = static_cast<unsigned>(splits_.orbit_weight(split));
    if (!reflect_main_lines_) return {orbit, orbit, orbit};
    const auto flip = static_cast<unsigned>(splits_.flip_weight(split));
    return {orbit, 2 * flip, 4 * flip};
  }

  int n_;
  bool reflect_main_lines_;
  RowSplits splits_;
  HalfBoards halves_;
  std::uint64_t splits_per_unit_;
  std::uint64_t blocks_;
  std::uint64_t parts_;
  std::uint64_t shares_;
  std::uint64_t pairs_between_polls_;
};

}  // namespace

std::unique_ptr<CountPlan> make_fast_plan(int n, const PlanLimits& limits) {
  return make_fast_plan(n, limits, reflects_main_lines(n));
}

namespace {

// What a count of the plan of n in `parts` parts holds on `threads` threads: each thread one part
// of one split's east halves at a time, the count every unit's bookkeeping (the caches of
// placements of rows left out: they take what the budget leaves).
struct Need {
  double halves, units, total;
};
Need need_of(int n, std::uint64_t parts, bool reflect_main_lines, double threads) {
  const RowSplits splits(n);
  const std::uint64_t spu = splits_per_unit(splits, n, parts);
  const std::uint64_t unit_count = (splits.size() + spu - 1) / spu * parts;  // whole units, rounded up
  const double units = static_cast<double>(unit_count);
  const double halves = halves_bytes_per_thread(n, parts, reflect_main_lines);
  return Need{halves, units, threads * halves + units * static_cast<double>(bytes_per_unit)};
}

MemoryBudgetError over_budget(const std::string& what, const Need& need, const PlanLimits& limits) {
  const int threads = std::max(1, limits.threads);
  return MemoryBudgetError(
      "the fast engine needs at least " + byte_size(need.total) + " for " + what + " on " + plural(threads, "thread") +
          " (" + byte_size(need.halves) + " per thread for half-boards, " +
          byte_size(need.units * static_cast<double>(bytes_per_unit)) + " for the bookkeeping of " +
          plural(static_cast<std::uint64_t>(need.units), "work unit") + "), more than the memory budget of " +
          byte_size(static_cast<double>(limits.memory_bytes)),
      static_cast<std::uint64_t>(need.total), limits.memory_bytes, threads);
}

}  // namespace

std::unique_ptr<CountPlan> make_fast_plan(int n, const PlanLimits& limits, bool reflect_main_lines) {
  // More parts hold fewer halves but make more units: take the fewest parts that fit the budget.
  const double threads = std::max(1, limits.threads);
  Need least = need_of(n, 1, reflect_main_lines, threads);
  for (std::uint64_t parts = 1; parts <= max_fast_plan_parts; parts *= 2) {
    const Need needed = need_of(n, parts, reflect_main_lines, threads);
    if (needed.total <= static_cast<double>(limits.memory_bytes))
      return make_fast_plan_in_parts(n, parts, reflect_main_lines, limits);
    if (needed.total < least.total) least = needed;
  }
  throw over_budget("n = " + std::to_string(n), least, limits);
}

std::unique_ptr<CountPlan> make_fast_plan_in_parts(int n, std::uint64_t parts, bool reflect_main_lines,
                                                   const PlanLimits& limits) {
  const double threads = std::max(1, limits.threads);
  const double budget = static_cast<double>(limits.memory_bytes);
  const Need needed = need_of(n, parts, reflect_main_lines, threads);
  if (needed.total > budget)
    throw over_budget("n = " + std::to_string(n) + " in " + std::to_string(parts) + " parts", needed, limits);
  // What the budget leaves a thread goes to its cache of placements of rows, up to its most.
  const double left = (budget - needed.total) / threads;
  return make_fast_plan_in_parts(
      n, parts, reflect_main_lines, default_pairs_between_polls,
      static_cast<std::size_t>(std::min(left, static_cast<double>(fast::quarter_cache_bytes_for(n)))));
}

std::unique_ptr<CountPlan> make_fast_plan_in_parts(int n, std::uint64_t parts, bool reflect_main_lines,
                                                   std::uint64_t pairs_between_polls, std::size_t quarter_cache_bytes,
                                                   std::uint64_t shares) {
  if (shares != 0 && !std::has_single_bit(shares))
    throw std::invalid_argument("the shares of a part must be a power of 2, got " + std::to_string(shares));
  fast::kernels();  // throws for a NQUEENS_MAX_ISA not understood, before any count starts
  return std::make_unique<FastPlan>(n, parts, reflect_main_lines, pairs_between_polls, quarter_cache_bytes,
                                    shares == 0 ? west_shares(n) : shares);
}

}  // namespace nqueens::core
