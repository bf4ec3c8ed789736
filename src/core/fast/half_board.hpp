#pragma once
// The queens of one half of the board, as the diagonals they share with the other half
// (internal).

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <vector>

#include "core/fast/bounded_cache.hpp"
#include "core/fast/row_split.hpp"

namespace nqueens::core::fast {

// Geometry of the meet in the middle. Diagonals are numbered c - r + n - 1 and anti-diagonals
// r + c, both in [0, 2n - 2]. Of them, the west half (columns [0, w)) and the east half
// (columns [e, n), e = n - w) can both reach only those numbered [e, e + L), L = 2w - 1; the
// middle one of each, n - 1, is the main diagonal (r = c) or anti-diagonal (r + c = n - 1).
// A half's `pattern` holds the lines of that range it occupies, ordered by their distance from
// the main lines, the central ones on top (bit_of): the main anti-diagonal in bit 2L - 1, the
// main diagonal in bit 2L - 2, the four lines at distance 1 below them, and so on down to the
// four at distance w - 1 in bits [0, 4) (for n < 4, only the main lines). A west and an east
// half make a solution exactly when their patterns are disjoint (rows and columns are disjoint
// by construction). Central lines are the likeliest to be taken, so the top bits are the ones
// worth sorting halves by: any number of them (core/fast/fast_plan.cpp).
//
// With `west_main_lines`, east halves never hold a queen on either main line (see
// for_each_pattern): the solutions that do are counted through their images under the diagonal
// reflections (core/fast/fast_plan.cpp), so only west patterns have the top two bits set.
// Whether the lines of a placement of n's half beyond the shared range ride in its pattern's
// word (HalfBoards::outside_in_pattern): where the 2L + 2e bits fit one word, n <= 22.
constexpr bool outside_lines_fit(int n) {
  const int w = n / 2, overlap = n < 2 ? 0 : 2 * w - 1;
  return 2 * overlap + 2 * (n - w) <= 64;
}
// What a thread keeps at most of the placements of a half's first rows between splits
// (HalfBoards' caches), where the memory budget allows and a placement takes two words (n >= 23):
// 256 MiB took Q(20) 2 to 5 % off 64 MiB, and 1 GiB little more for three times the memory
// (measured in b3cc96a, bench/history/fast-engine.md, round seven, when every placement took two).
inline constexpr std::size_t max_quarter_cache_bytes = std::size_t{256} << 20;
// What a thread keeps at most for n. Up to n = 18, 64 MiB hold every quarter of first rows a
// count asks for (Q(17): 17.0 MiB of west ones and 10.0 MiB of east ones; Q(18): 8.0 and 2.0
// MiB): a larger cache is only memory to zero on first touch, slow on a VM whose host backs pages
// late. From n = 19 on the larger cache pays (measured in fc3947f, bench/history/fast-engine.md,
// round ten); where a placement takes one word (outside_lines_fit), half of it holds as many:
// Q(20) peaks at 184 MiB rather than 291, 1.4 times Kluev's counter's rather than 2.2 (round
// eighteen).
constexpr std::size_t quarter_cache_bytes_for(int n) {
  if (n <= 18) return std::size_t{64} << 20;
  return outside_lines_fit(n) ? max_quarter_cache_bytes / 2 : max_quarter_cache_bytes;
}

class HalfBoards {
 public:
  // Where a placement keeps its lines beyond the shared range: in its pattern's word where they
  // fit (outside_lines_fit), or in a word of its own whatever n (for tests, which check the two
  // against each other).
  enum class OutsideLines { in_pattern_where_they_fit, own_word };
  // With room for `cache_bytes` a thread of the placements of its halves' first rows between
  // splits (cached_bytes_per_thread).
  HalfBoards(int n, bool west_main_lines, std::size_t cache_bytes = max_quarter_cache_bytes,
             OutsideLines outside_lines = OutsideLines::in_pattern_where_they_fit)
      : north_cache_budget_(cache_bytes / 2),
        n_(n),
        half_(n / 2),
        east_(n - n / 2),
        overlap_(n < 2 ? 0 : 2 * (n / 2) - 1),
        west_main_lines_(west_main_lines),
        outside_in_pattern_(outside_lines == OutsideLines::in_pattern_where_they_fit && outside_lines_fit(n)) {}

  // The bits of an east pattern that may be set: [0, stored_bits()) (a pattern's word may hold
  // other lines from 2L on: for_each_pattern).
  int stored_bits() const { return std::max(0, 2 * overlap_ - (west_main_lines_ ? 2 : 0)); }
  // The bit of a pattern that marks a queen on the main diagonal (r = c), and the one that
  // marks a queen on the main anti-diagonal (r + c = n - 1).
  std::uint64_t main_diagonal_bit() const { return std::uint64_t{1} << std::max(0, 2 * overlap_ - 2); }
  std::uint64_t main_anti_diagonal_bit() const { return main_diagonal_bit() << 1; }

  // Calls emit(patterns, count) with the patterns of every placement of one queen in each row
  // of the given half (the split's east rows, or its other rows but the middle one) in that
  // half's columns, with no two attacking each other or the split's middle queen, and for the
  // east half none on the main diagonal or anti-diagonal; a batch at a time. A pattern's bits
  // from 2L on are not the pattern's (where outside_in_pattern(), its lines outside the shared
  // range): readers take bits [0, 2L). With `main_lines_only`, only those with a queen on the main
  // diagonal or anti-diagonal. Returns the queens placed (nodes).
  template <class Emit>
  std::uint64_t for_each_pattern(const RowSplit& split, bool east, bool main_lines_only, Emit&& emit) const;

  // The lines among `diagonals` and `anti` (bits c - r + n - 1 and r + c) in the shared
  // range [e, e + L), as a pattern holds them (bit_of).
  std::uint64_t pattern(std::uint64_t diagonals, std::uint64_t anti) const {
    std::uint64_t p = 0;
    for (int line = east_; line < east_ + overlap_; ++line)
      p |= ((diagonals >> line) & 1u) << bit_of(line, false) | ((anti >> line) & 1u) << bit_of(line, true);
    return p;
  }

  // The lines among `diagonals` and `anti` outside the shared range [e, e + L), which only this
  // half's queens can take: the west half reaches only those below e, the east half only those
  // from e + L on (e lines of each kind either way), so west line l takes bit l and east line
  // e + L + k bit k, the diagonals in bits [0, e) and the anti-diagonals in [e, 2e). With the
  // pattern, which holds the shared ones, two placements of a half's rows share a line exactly
  // when their patterns or their outside words share a bit.
  std::uint64_t outside(std::uint64_t diagonals, std::uint64_t anti) const {
    const std::uint64_t below = (std::uint64_t{1} << east_) - 1;
    auto compress = [&](std::uint64_t lines) { return (lines & below) | lines >> (east_ + overlap_); };
    return compress(diagonals) | compress(anti) << east_;
  }
  // Whether the outside lines of a placement ride in its pattern's word, from bit 2L on
  // (outside_shift): where they fit (outside_lines_fit), so that the join tests one word a pair of
  // placements, not two, and the caches keep one a placement: Q(18) took 5 % less time on a Zen
  // 5's AVX2 path and 3 % with AVX-512, Q(19) 6 %, and peaked at 30 MiB rather than 40 (measured in
  // round eighteen, bench/history/fast-engine.md).
  bool outside_in_pattern() const { return outside_in_pattern_; }
  int outside_shift() const { return 2 * overlap_; }

  // The bytes a thread keeps of the placements of a half's rows between splits: its two north
  // caches' budgets (quarter_cache; each cache, north or south, may hold one set of placements
  // more, which large n's are).
  std::size_t cached_bytes_per_thread() const { return 2 * north_cache_budget_; }

 private:
  // The placements of one queen in each of some rows of a half, grouped by the columns they
  // take: the placements of k queens take k of the half's w columns, and group g, [start[g],
  // start[g + 1]), holds those that take the g-th such set in increasing order (bit j = column j).
  // So there are C(w, k) groups, not one for each of the 2^w sets of the half's columns: at
  // n = 18, 126 or fewer rather than 512, whose offsets took 4 KiB a quarter (n = 28: 27 KiB, not
  // 128), and the join pairs groups by rank (for_each_pattern). In the west half those with a
  // queen on a main line come first, [start[g], lined[g]), each part in the order found; the east
  // half's keep the order found (lined[g] = start[g]), which fixes the east halves of each part
  // of a split (fast_plan.cpp) as journals recorded them.
  struct Quarters {
    std::vector<std::uint32_t> start, lined;
    // The lines taken in the shared range, as the half's pattern, and where outside_in_pattern()
    // those outside it above them; otherwise those outside it in `outside` (outside()).
    std::vector<std::uint64_t> patterns, outside;
  };

  // Fills `out` with the placements of the rows `rows` in the columns [first_column,
  // first_column + w) that attack neither each other nor the barred diagonals (a middle
  // queen's, left out of the result); returns the queens placed.
  std::uint64_t place(std::uint32_t rows, int first_column, std::uint64_t barred_diagonals, std::uint64_t barred_anti,
                      Quarters& out) const;

  // What a quarter's placements depend on.
  struct QuarterKey {
    int n, first_column;
    std::uint32_t rows;
    std::uint64_t barred_diagonals, barred_anti;
    bool outside_in_pattern;  // the placements' layout (a thread's caches serve every HalfBoards)
    bool operator==(const QuarterKey&) const = default;
  };

  struct QuarterKeyHash {
    std::size_t operator()(const QuarterKey& key) const;
  };
  // A quarter's placements as a thread keeps them between splits, with the queens placed
  // to find them.
  struct CachedQuarters {
    std::uint64_t nodes = 0;
    Quarters quarters;
    std::size_t bytes() const {
      return (quarters.patterns.capacity() + quarters.outside.capacity()) * sizeof(std::uint64_t) +
             (quarters.start.capacity() + quarters.lined.capacity()) * sizeof(std::uint32_t);
    }
  };
  // In colexicographic order of splits the last rows of a half change least often, and its
  // first rows come back often but seldom twice in a row: Q(17) asks for 219116 quarters, of
  // 11.5·10^3 kinds, 7.2·10^3 of them north. So a thread's caches of north quarters must hold
  // many, bounded so that for large n, whose quarters are large, they keep fewer
  // (north_cache_budget_ bytes each), and its caches of south quarters keep only the one in use:
  // a south quarter, once left, seldom comes back: giving the south caches' budget to the north
  // ones took 7 % off Q(18) and 8 % off Q(17), and 47 MiB of resident memory (measured in
  // f3d4f96, bench/history/fast-engine.md, round thirteen).
  using QuarterCache = BoundedCache<QuarterKey, CachedQuarters, QuarterKeyHash>;
  // The calling thread's cache of the north (first rows) or south quarters of east or west
  // halves: four a thread, so that each sees the quarters of one kind in the order asked for.
  static QuarterCache& quarter_cache(bool east, bool north);
  // The placements of `key`'s north or south quarter of an east or west half, from the thread's
  // cache or placed; adds their nodes to `nodes` either way (a count's nodes must not depend on
  // what a thread kept).
  const Quarters& quarters(bool east, bool north, const QuarterKey& key, std::uint64_t& nodes) const;

  // The bit of the line numbered `line` (a diagonal, or with `anti` an anti-diagonal) of the
  // shared range in a pattern: by its distance d from the main line, the main anti-diagonal on
  // top, then the main diagonal, then for d = 1, 2, ... the anti-diagonals n - 1 + d and
  // n - 1 - d and the diagonals n - 1 + d and n - 1 - d.
  int bit_of(int line, bool anti) const {
    const int d = line - (n_ - 1);
    const int distance = d < 0 ? -d : d;
    const int rank = distance == 0 ? (anti ? 0 : 1) : 4 * distance - 2 + (anti ? 0 : 2) + (d > 0 ? 0 : 1);
    return 2 * overlap_ - 1 - rank;
  }
  std::size_t north_cache_budget_;  // of each of a thread's two caches of north quarters
  int n_;
  int half_;     // w
  int east_;     // e, the first east column
  int overlap_;  // L
  bool west_main_lines_;
  bool outside_in_pattern_;
};

// Placements of some rows of a half, as HalfBoards keeps them.
struct Placements {
  // The lines taken outside the shared range (HalfBoards::outside), or nullptr where the patterns
  // hold them (HalfBoards::outside_in_pattern).
  const std::uint64_t* outside;
  const std::uint64_t* patterns;  // the lines taken in it, as the half's pattern
};

// The words past its result that join may write.
inline constexpr std::size_t join_slack = 8;

// Joins the north placements [north_first, north_last) with the south placements [first,
// last): writes, north by north and in order, the union of the patterns of each pair that
// shares no line; returns how many. out must have room for every pair and join_slack words.
// One per instruction set (core/fast/pair_kernel*.cpp).
std::size_t join_portable(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                          const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out);
std::size_t join_avx2(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                      const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out);
std::size_t join_avx512(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                        const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out);
using JoinKernel = std::size_t (*)(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                                   const Placements& south, std::uint32_t first, std::uint32_t last,
                                   std::uint64_t* out);
// The join this CPU runs, picked once per half rather than once per group of placements.
JoinKernel join_kernel();

// A half's rows are placed in two groups, the first half of them and the rest, by two small
// searches; the half-boards are the pairs of the two with complementary columns and no shared
// diagonal. That visits far fewer nodes than one search over all rows, which explores each
// placement of the first rows once per completion that fails.
template <class Emit>
std::uint64_t HalfBoards::for_each_pattern(const RowSplit& split, bool east, bool main_lines_only, Emit&& emit) const {
  const std::uint32_t all = n_ == 32 ? ~0u : (1u << n_) - 1;
  const std::uint32_t middle_bit = split.middle_row < 0 ? 0u : 1u << split.middle_row;
  const std::uint32_t rows = east ? split.east_rows : all & ~split.east_rows & ~middle_bit;
  const int first_column = east ? east_ : 0;
  // Lines barred to the half: they bar squares but belong to no pattern. The middle queen's
  // diagonals, and for the east half the main ones.
  std::uint64_t barred_diagonals = 0, barred_anti = 0;
  if (split.middle_row >= 0) {
    barred_diagonals = std::uint64_t{1} << (half_ - split.middle_row + n_ - 1);
    barred_anti = std::uint64_t{1} << (split.middle_row + half_);
  }
  if (east && west_main_lines_) {
    barred_diagonals |= std::uint64_t{1} << (n_ - 1);
    barred_anti |= std::uint64_t{1} << (n_ - 1);
  }
  std::uint32_t first_rows = rows;
  for (int k = std::popcount(rows) / 2; k > 0; --k) first_rows &= first_rows - 1;
  first_rows = rows & ~first_rows;
  std::uint64_t nodes = 0;
  const Quarters& north =
      quarters(east, true, {n_, first_column, first_rows, barred_diagonals, barred_anti, outside_in_pattern_}, nodes);
  const Quarters& south = quarters(
      east, false, {n_, first_column, rows & ~first_rows, barred_diagonals, barred_anti, outside_in_pattern_}, nodes);
  // The pairs are gathered without a branch per pair (about half of them clash, too many to
  // predict), then handed to emit a buffer at a time. The buffer only grows.
  thread_local std::vector<std::uint64_t> found;
  std::size_t size = 0;
  auto flush = [&] {
    emit(static_cast<const std::uint64_t*>(found.data()), size);
    nodes += size;
    size = 0;
  };
  const Placements north_placements{outside_in_pattern() ? nullptr : north.outside.data(), north.patterns.data()};
  const Placements south_placements{outside_in_pattern() ? nullptr : south.outside.data(), south.patterns.data()};
  const JoinKernel join = join_kernel();
  // The half's w rows hold w queens, k of them north: the north placements' g-th set of k columns
  // has as its complement the south ones' (groups - 1 - g)-th set of w - k, since C(w, k) =
  // C(w, w - k) and complementing reverses the order.
  assert(std::popcount(rows) == half_);
  const std::size_t groups = north.start.size() - 1;
  assert(south.start.size() == groups + 1);
  for (std::size_t g = 0; g < groups; ++g) {
    const std::size_t other = groups - 1 - g;
    const std::uint32_t south_first = south.start[other], south_last = south.start[other + 1];
    const std::uint32_t north_first = north.start[g], north_last = north.start[g + 1];
    if (south_first == south_last || north_first == north_last) continue;
    assert(north_first < north_last && north_last <= north.patterns.size());
    assert(south_first < south_last && south_last <= south.patterns.size());
    const std::size_t pairs = std::size_t{north_last - north_first} * (south_last - south_first);
    const std::size_t room = size + pairs + join_slack;
    if (found.size() < room) found.resize(2 * room);
    if (!main_lines_only) {
      size += join(north_placements, north_first, north_last, south_placements, south_first, south_last,
                   found.data() + size);
    } else {
      // A half holds a queen on a main line when its north or its south placement does: those
      // two joins, and never the pairs of placements with none, which the join used to test and
      // drop (n = 18: 30 % of the pairs of such splits, a tenth of all the join tested).
      const std::uint32_t north_lined = north.lined[g], south_lined = south.lined[other];
      if (north_first < north_lined)
        size += join(north_placements, north_first, north_lined, south_placements, south_first, south_last,
                     found.data() + size);
      if (north_lined < north_last && south_first < south_lined)
        size += join(north_placements, north_lined, north_last, south_placements, south_first, south_lined,
                     found.data() + size);
    }
    if (size >= 4096) flush();
  }
  flush();
  return nodes;
}

}  // namespace nqueens::core::fast
