// The fast engine checked piece by piece: its row splits, its pair counter, and each of its
// work units against solutions classified one by one.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <tuple>

#include "core/fast/counting_sort.hpp"
#include "core/fast/cpu.hpp"
#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/fast_plan.hpp"
#include "core/fast/half_board.hpp"
#include "core/fast/query_queues.hpp"
#include "core/fast/row_split.hpp"
#include "core/work_units.hpp"
#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/solve.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

using core::fast::RowSplit;
using core::fast::RowSplits;

// The split a solution falls under: its middle-column queen's row and the rows of its east queens.
std::pair<int, std::uint32_t> split_of(const Placement& p) {
  const int n = p.n;
  const int half = n / 2;
  std::pair<int, std::uint32_t> key{-1, 0};
  for (int r = 0; r < n; ++r) {
    if (n % 2 == 1 && p.columns[r] == half) key.first = r;
    if (p.columns[r] >= n - half) key.second |= 1u << r;
  }
  return key;
}

TEST(RowSplits, RanksStepAndOrbitsCoverEverySplitOnce) {
  for (int n = 1; n <= 13; ++n) {
    const RowSplits splits(n);
    std::set<std::pair<int, std::uint32_t>> seen;
    std::uint64_t rank = 0;
    int weights = 0;
    std::uint64_t flips = 0;
    splits.for_range(0, splits.size(), [&](const RowSplit& s) {
      const RowSplit direct = splits.at(rank++);
      EXPECT_EQ(s.middle_row, direct.middle_row);
      EXPECT_EQ(s.east_rows, direct.east_rows);
      EXPECT_EQ(std::popcount(s.east_rows), n / 2);
      EXPECT_EQ(n % 2 == 1, s.middle_row >= 0);
      if (s.middle_row >= 0) {
        EXPECT_EQ((s.east_rows >> s.middle_row) & 1u, 0u);
      }
      EXPECT_TRUE(seen.insert({s.middle_row, s.east_rows}).second);
      weights += splits.orbit_weight(s);
      flips += static_cast<std::uint64_t>(splits.flip_weight(s));
    });
    EXPECT_EQ(rank, splits.size());
    EXPECT_EQ(static_cast<std::uint64_t>(weights), splits.size()) << "n = " << n;  // orbits partition the splits
    EXPECT_EQ(flips, splits.size()) << "n = " << n;
  }
}

// Two placements of a half share a line exactly when their patterns or outside words share a bit
// only if every line the half can reach has a bit of its own in one of the two words: checked line
// by line (both words are unions over the lines), for every n the engine takes and both halves,
// and in the one word they make where the outside lines ride in the pattern's (n <= 22).
TEST(HalfBoards, EveryLineAHalfReachesHasItsOwnBit) {
  for (int n = 1; n <= 32; ++n) {
    const core::fast::HalfBoards halves(n, false);
    const int w = n / 2, e = n - w;
    EXPECT_EQ(halves.outside_in_pattern(), n <= 22) << "n = " << n;
    for (const bool east : {false, true}) {
      std::set<std::pair<std::uint64_t, std::uint64_t>> words;
      std::uint64_t one_word = 0;
      // The lines of the half's columns, [first, first + w), from any row.
      const int first = east ? e : 0;
      for (int line = 0; line < 2 * n - 1; ++line)
        for (const bool anti : {false, true}) {
          // Line numbers, c - r + n - 1 for a diagonal and r + c for an anti-diagonal, run from
          // `first` to first + w - 1 + n - 1 for both.
          if (w == 0 || line < first || line > first + w + n - 2) continue;
          const std::uint64_t lines = std::uint64_t{1} << line;
          const std::uint64_t diagonals = anti ? 0 : lines, anti_diagonals = anti ? lines : 0;
          const std::uint64_t pattern = halves.pattern(diagonals, anti_diagonals);
          const std::uint64_t outside = halves.outside(diagonals, anti_diagonals);
          const std::string what = fmt::format("n = {}, {} half, {} {}", n, east ? "east" : "west",
                                               anti ? "anti-diagonal" : "diagonal", line);
          EXPECT_EQ(std::popcount(pattern) + std::popcount(outside), 1) << what;
          EXPECT_TRUE(words.emplace(pattern, outside).second) << what << " has another line's bit";
          if (!halves.outside_in_pattern()) continue;
          const std::uint64_t both = pattern | outside << halves.outside_shift();
          EXPECT_EQ(pattern >> halves.outside_shift(), 0u) << what;
          EXPECT_EQ(std::popcount(both), 1) << what << ": its outside bit is past the word";
          EXPECT_EQ(one_word & both, 0u) << what << " has another line's bit in the one word";
          one_word |= both;
        }
      // A half's w columns and n rows reach n + w - 1 lines of each kind.
      EXPECT_EQ(words.size(), w == 0 ? 0 : std::size_t(2 * (n + w - 1))) << "n = " << n;
    }
  }
}

// A placement keeps its lines beyond the shared range in its pattern's word up to n = 22 and in a
// word of its own from n = 23 on, which no count here reaches: both layouts, made for the same
// small n, must give every split the same halves (their patterns, bits below 2L) and nodes, for
// the east half and the west half, all of it or its halves with queens on the main lines.
TEST(HalfBoards, BothLayoutsOfTheOutsideLinesMakeTheSameHalves) {
  using core::fast::HalfBoards;
  for (int n = 5; n <= 12; ++n)
    for (const bool reflect : {false, true}) {
      const HalfBoards one_word(n, reflect),
          two_words(n, reflect, core::fast::max_quarter_cache_bytes, HalfBoards::OutsideLines::own_word);
      ASSERT_TRUE(one_word.outside_in_pattern());
      ASSERT_FALSE(two_words.outside_in_pattern());
      const std::uint64_t pattern_bits = (std::uint64_t{1} << one_word.outside_shift()) - 1;
      std::size_t halves = 0;
      const core::fast::RowSplits splits(n);
      splits.for_range(0, splits.size(), [&](const core::fast::RowSplit& split) {
        for (const std::pair<bool, bool>& half : {std::pair{true, false}, {false, false}, {false, true}}) {
          const bool east = half.first, lines_only = half.second;
          auto made = [&](const HalfBoards& halves_of) {
            std::vector<std::uint64_t> patterns;
            const std::uint64_t nodes =
                halves_of.for_each_pattern(split, east, lines_only, [&](const std::uint64_t* p, std::size_t count) {
                  for (std::size_t k = 0; k < count; ++k) patterns.push_back(p[k] & pattern_bits);
                });
            std::sort(patterns.begin(), patterns.end());
            return std::pair{nodes, patterns};
          };
          const auto one = made(one_word), two = made(two_words);
          ASSERT_EQ(one, two) << "n = " << n << ", east rows " << split.east_rows << (east ? ", east" : ", west")
                              << (lines_only ? " with main-line queens" : "");
          halves += one.second.size();
        }
      });
      EXPECT_GT(halves, 0u) << "n = " << n;
    }
}

TEST(DisjointPairs, CountsLikeTheDoubleLoop) {
  std::mt19937_64 random(7);
  // Up to 6 groups a query's row offsets are packed in one word, past 6 in two: 30 bits take 5
  // groups, 52 and 62 bits 8 or 9, 32 to 43 bits 5 to 7 as the first-level cache allows
  // (groups_for). The last size takes more queries than a tile.
  for (int bits : {1, 5, 30, 32, 42, 43, 52, 62}) {
    for (std::size_t size : {std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{65}, std::size_t{700}}) {
      std::vector<std::uint64_t> stored(size), queries(size == 700 ? 1100 : 300);
      // Sparse patterns, as the halves' are, so that many pairs are disjoint.
      auto pattern = [&] { return random() & random() & random() & ((std::uint64_t{1} << bits) - 1); };
      // Stored patterns carry other bits past `bits` (an east half's outside lines), which the
      // table must not read.
      for (auto& p : stored) p = pattern() | (bits < 64 ? random() << bits : 0);
      // Queries carry two bits more on top (a west half's main lines): they must not count as
      // conflicts, whatever the stored patterns hold there.
      for (auto& q : queries) q = pattern() | (random() & (std::uint64_t{3} << 62));
      queries[0] = 0;
      std::uint64_t expected = 0;
      const std::uint64_t read = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
      for (std::uint64_t p : stored)
        for (std::uint64_t q : queries) expected += (p & q & read) == 0;
      core::fast::DisjointPairs pairs;
      pairs.assign(stored, bits);
      EXPECT_EQ(pairs.count(queries.data(), queries.size()), expected) << bits << " bits, " << size << " stored";
      // Packed where the kernels that run take them so (x86 ones, up to 6 groups).
      if (!pairs.packs_queries()) continue;
      std::vector<std::uint64_t> packed(queries.size());
      std::transform(queries.begin(), queries.end(), packed.begin(), pairs.packer());
      EXPECT_EQ(pairs.count(packed.data(), packed.size(), {pairs.bucket(0)}, core::fast::QueryForm::packed), expected)
          << bits << " bits, " << size << " stored, packed";
    }
  }
}

// A packed query holds group j's value v as 8 v in its 10-bit field j, and nothing else: for
// every number of bits whose groups (1 to 6, as the first-level cache allows) are packed, the
// query's bits past them (a west half's bucket and main lines) dropped.
TEST(DisjointPairs, PacksEachGroupsValueInItsField) {
  std::mt19937_64 random(3);
  int packed_layouts = 0;
  for (int bits = 1; bits <= 64; ++bits) {
    core::fast::DisjointPairs pairs;
    pairs.assign(std::vector<std::uint64_t>{0}, bits);
    if (!pairs.packs_queries()) continue;
    ++packed_layouts;
    const auto pack = pairs.packer();
    for (int k = 0; k < 100; ++k) {
      const std::uint64_t query = random();
      std::uint64_t expected = 0;
      for (int j = 0; j < pairs.groups(); ++j) {
        const core::fast::BitGroup& group = pairs.layout()[j];
        expected |= ((query >> group.shift) & ((std::uint64_t{1} << group.bits) - 1))
                    << (core::fast::packed_field_bits * j + core::fast::packed_row_shift);
      }
      EXPECT_EQ(pack(query), expected) << bits << " bits, " << pairs.groups() << " groups";
    }
  }
#if defined(__x86_64__)
  // Up to 30 bits take at most 6 groups on any cache (groups_for: 5 of 6 bits, 20 KiB, on a cache
  // of 32 KiB), and the x86 kernels pack them.
  if (core::fast::kernels() != "portable") {
    EXPECT_GE(packed_layouts, 30);
  }
#endif
}

// Buckets read alone or together, more queries than a tile of the kernel: against the double
// loop, for the portable kernel and the dispatched one, and for queries packed.
TEST(DisjointPairs, CountsChosenBucketsLikeTheDoubleLoop) {
  std::mt19937_64 random(5);
  const std::vector<std::uint32_t> starts{0, 0, 70, 670, 671, 1900};  // buckets of 0, 70, 600, 1, 1229
  std::vector<std::uint64_t> stored(starts.back()), queries(2500);
  auto pattern = [&] { return random() & random() & random() & ((std::uint64_t{1} << 30) - 1); };
  for (auto& p : stored) p = pattern();
  for (auto& q : queries) q = pattern() | (random() & (std::uint64_t{3} << 30));
  core::fast::DisjointPairs pairs;
  pairs.assign(stored, starts, 30);
  std::vector<std::uint64_t> packed;
  if (pairs.packs_queries())
    for (const std::uint64_t q : queries) packed.push_back(pairs.packer()(q));
  for (const std::vector<std::size_t>& chosen :
       {std::vector<std::size_t>{0, 1, 2, 3, 4}, {1, 3}, {2}, {4}, {0}, {2, 4}, {3}}) {
    std::vector<core::fast::SegmentRange> ranges;
    std::uint64_t expected = 0;
    for (const std::size_t b : chosen) {
      ranges.push_back(pairs.bucket(b));
      for (std::uint32_t i = starts[b]; i < starts[b + 1]; ++i)
        for (const std::uint64_t q : queries) expected += (stored[i] & q) == 0;
    }
    EXPECT_EQ(pairs.count(queries.data(), queries.size(), ranges), expected) << chosen.size() << " buckets";
    EXPECT_EQ(core::fast::count_disjoint_portable(pairs, queries.data(), queries.size(), ranges,
                                                  core::fast::QueryForm::plain),
              expected);
    // Packed where the kernels that run take them so, and by the portable and AVX2 kernels, which
    // read packed queries alike (the AVX2 one where the CPU has it).
    if (!pairs.packs_queries()) continue;
    EXPECT_EQ(pairs.count(packed.data(), packed.size(), ranges, core::fast::QueryForm::packed), expected);
    EXPECT_EQ(
        core::fast::count_disjoint_portable(pairs, packed.data(), packed.size(), ranges, core::fast::QueryForm::packed),
        expected);
#if defined(__x86_64__)
    if (core::fast::cpu_has_avx2_kernels()) {
      EXPECT_EQ(
          core::fast::count_disjoint_avx2(pairs, packed.data(), packed.size(), ranges, core::fast::QueryForm::packed),
          expected);
    }
#endif
  }
  EXPECT_EQ(pairs.bucket(0).first, pairs.bucket(0).last);  // an empty bucket takes no segment
  // 1229 patterns: five segments of 256, from the second half of a chunk (after 1 + 3 + 1).
  EXPECT_EQ(pairs.bucket(4).first, 5u);
  EXPECT_EQ(pairs.bucket(4).last, 10u);
}

// The portable and AVX2 kernels, which this machine may not run through the dispatch, against
// the dispatched ones (AVX-512 where the CPU has it).
TEST(FastKernels, PortableAndDispatchedAgree) {
  std::mt19937_64 random(11);
  std::vector<std::uint64_t> stored(1500), queries(400), outside(37), south(37);
  for (auto& p : stored) p = random() & random() & random() & ((std::uint64_t{1} << 40) - 1);
  for (auto& q : queries) q = random() & random() & random() & ((std::uint64_t{1} << 40) - 1);
  core::fast::DisjointPairs pairs;
  pairs.assign(stored, 40);
  // A table from a cache line on, as fill_table needs.
  const std::size_t table_words = pairs.chunks() * pairs.chunk_words();
  auto aligned_table = [&] {
    return std::unique_ptr<std::uint64_t[], decltype(&std::free)>(
        static_cast<std::uint64_t*>(std::aligned_alloc(64, table_words * sizeof(std::uint64_t))), &std::free);
  };
  // The table as the portable build would make it, word for word.
  const auto portable_table = aligned_table();
  core::fast::fill_table_portable(stored, pairs.sources(), pairs, portable_table.get());
  EXPECT_TRUE(std::equal(portable_table.get(), portable_table.get() + table_words, pairs.table()));
  EXPECT_EQ(core::fast::count_disjoint_portable(pairs, queries.data(), queries.size(), {pairs.bucket(0)},
                                                core::fast::QueryForm::plain),
            pairs.count(queries.data(), queries.size()));
  // The AVX2 build of the same loops, where the CPU has it (every AVX-512 one does), whatever
  // NQUEENS_MAX_ISA lets the dispatch run.
#if defined(__x86_64__)
  const bool avx2 = core::fast::cpu_has_avx2_kernels();
  if (avx2) {
    const auto avx2_table = aligned_table();
    core::fast::fill_table_avx2(stored, pairs.sources(), pairs, avx2_table.get());
    EXPECT_TRUE(std::equal(avx2_table.get(), avx2_table.get() + table_words, pairs.table()));
    EXPECT_EQ(core::fast::count_disjoint_avx2(pairs, queries.data(), queries.size(), {pairs.bucket(0)},
                                              core::fast::QueryForm::plain),
              pairs.count(queries.data(), queries.size()));
  }
#endif
  for (std::size_t j = 0; j < south.size(); ++j) {
    outside[j] = random() & random() & random() & random();  // sparse: most pairs share no line
    south[j] = random() & random() & random() & random();
  }
  // South groups of every size from 37 to 0 (past the AVX-512 join's groups of up to four steps
  // of eight and the AVX2 join's of up to eight steps of four, each with every last step of one
  // to a full step), against four north placements or none; the outside lines in words of their
  // own, or in the patterns' (no outside words: only patterns are tested).
  for (const bool outside_words : {true, false})
    for (std::uint32_t first = 0; first <= 37; ++first)
      for (const std::uint32_t north_last : {34u, 30u}) {
        const core::fast::Placements placements{outside_words ? outside.data() : nullptr, south.data()};
        const std::uint64_t outside_mask = outside_words ? ~std::uint64_t{0} : 0;
        // North placements 30..north_last - 1 against south placements first..36 (of the same random
        // arrays).
        const std::uint32_t north_first = 30;
        const std::size_t room = (north_last - north_first) * (south.size() - first) + core::fast::join_slack;
        std::vector<std::uint64_t> portable(room), dispatched(room), expected;
        const std::size_t size =
            core::fast::join_portable(placements, north_first, north_last, placements, first, 37, portable.data());
        ASSERT_EQ(
            core::fast::join_kernel()(placements, north_first, north_last, placements, first, 37, dispatched.data()),
            size);
        for (std::uint32_t i = north_first; i < north_last; ++i)
          for (std::uint32_t j = first; j < 37; ++j)
            if (((south[i] & south[j]) | (outside[i] & outside[j] & outside_mask)) == 0)
              expected.push_back(south[i] | south[j]);
        ASSERT_EQ(size, expected.size());
        EXPECT_TRUE(std::equal(expected.begin(), expected.end(), portable.begin()));
        EXPECT_TRUE(std::equal(expected.begin(), expected.end(), dispatched.begin()));
#if defined(__x86_64__)
        if (avx2) {
          std::vector<std::uint64_t> out(room);
          ASSERT_EQ(core::fast::join_avx2(placements, north_first, north_last, placements, first, 37, out.data()),
                    size);
          EXPECT_TRUE(std::equal(expected.begin(), expected.end(), out.begin()));
        }
#endif
      }
}

// The queens a solution has on the main diagonal and anti-diagonal in the west half (columns
// [0, n/2)), or -1 if it has one in the east half (the last n/2 columns).
int west_main_line_queens(const Placement& p) {
  const int n = p.n;
  int west = 0;
  for (int r = 0; r < n; ++r) {
    const int c = p.columns[r];
    if (c != r && c != n - 1 - r) continue;
    if (c >= n - n / 2) return -1;
    if (c < n / 2) ++west;
  }
  return west;
}

// Each fast unit against the solutions of its splits, found by the lexicographic enumerator and
// weighted as the engine documents (core/fast/fast_plan.cpp): a solution with a queen on an east
// part of a main line weighs 0; one with k on west parts weighs 2^k times the split's up-down
// weight, and with none the split's orbit size. Unit-by-unit agreement with an independent search.
TEST(FastPlan, EveryUnitMatchesTheSolutionsOfItsSplits) {
  for (const bool reflected : {false, true}) {
    for (int n : {8, 9, 11, 12}) {
      std::map<std::pair<int, std::uint32_t>, std::array<std::uint64_t, 3>> per_split;
      for_each_solution(n, Solutions::all, [&](const Placement& p) {
        const int k = reflected ? west_main_line_queens(p) : 0;
        if (k >= 0) ++per_split[split_of(p)][k];
        return true;
      });
      const RowSplits splits(n);
      for (std::uint64_t parts : {1, 4}) {
        const auto plan = core::make_fast_plan_in_parts(n, parts, reflected);
        const std::uint64_t units_per_block = plan->unit_count() / splits.size();  // the parts of each split
        ASSERT_EQ(plan->unit_count() % splits.size(), 0u);
        u128 total = 0;
        for (std::uint64_t rank = 0; rank < splits.size(); ++rank) {
          const RowSplit s = splits.at(rank);
          u128 counted = 0;
          for (std::uint64_t part = 0; part < units_per_block; ++part)
            counted += plan->count_unit(rank * units_per_block + part).solutions;
          const auto& classes = per_split[{s.middle_row, s.east_rows}];
          const auto flip = static_cast<unsigned>(reflected ? splits.flip_weight(s) : 0);
          const u128 expected = reflected && flip == 0
                                    ? 0
                                    : u128(classes[0]) * static_cast<unsigned>(splits.orbit_weight(s)) +
                                          u128(classes[1]) * 2 * flip + u128(classes[2]) * 4 * flip;
          EXPECT_EQ(counted, expected) << "n = " << n << ", split " << rank;
          total += counted;
        }
        EXPECT_EQ(total, test::oeis_counts().at(n).solutions);
      }
    }
  }
}

// Queries added in calls of every length, odd and even, to queues of small batches come out
// each exactly once, in calls of one queue: `batch` of them while adding (as soon as a queue
// fills, from either end, or from a call's sorted queries), fewer at the flush, and none left
// after it. Every other call is long enough to be sorted by queue first (8 queries a queue or
// more), onto queues that the short calls left holding queries at both ends. A count fills few queues below n = 17
// (queues of a tile or more), so the full queues are checked here.
TEST(QueryQueues, GiveEveryQueryOnceInBatchesOfOneQueue) {
  std::mt19937_64 random(44);
  for (const std::size_t batch : {1, 2, 3, 4, 7, 64}) {
    for (const std::size_t queues : {1, 2, 5}) {
      SCOPED_TRACE(fmt::format("batch {}, {} queues", batch, queues));
      core::fast::QueryQueues waiting;
      waiting.reset(queues, batch);
      // A query is its queue in the high word and its number in the low one; it is kept with
      // its low 16 bits flipped, which the queues must do on every path (add_each, add_sorted).
      auto queue_of = [](std::uint64_t query) -> std::size_t { return query >> 32; };
      auto kept = [](std::uint64_t query) { return query ^ 0xffffu; };
      std::vector<std::multiset<std::uint64_t>> added(queues), given(queues);
      std::vector<std::uint64_t> held(queues, 0);  // added and not yet given, by queue
      std::size_t full_calls = 0;
      bool flushing = false;
      auto take = [&](std::size_t queue, const std::uint64_t* queries, std::size_t count) {
        ASSERT_LT(queue, queues);
        if (flushing) {
          EXPECT_TRUE(count > 0 && count < batch) << count;
        } else {
          EXPECT_EQ(count, batch);
          ++full_calls;
        }
        for (std::size_t k = 0; k < count; ++k) {
          EXPECT_EQ(queue_of(queries[k]), queue);
          given[queue].insert(kept(queries[k]));  // flipped back
        }
        held[queue] -= count;
      };
      std::uint64_t number = 0;
      for (int call = 0; call < 300; ++call) {
        std::vector<std::uint64_t> queries(call % 2 == 0 ? random() % 9 : 8 * queues + random() % 30);
        for (std::uint64_t& query : queries) {
          const std::size_t queue = random() % queues;
          query = std::uint64_t{queue} << 32 | number++;
          added[queue].insert(query);
          ++held[queue];
        }
        waiting.add(queries.data(), queries.size(), queue_of, kept, take);
        for (std::size_t queue = 0; queue < queues; ++queue) EXPECT_LT(held[queue], batch);
      }
      flushing = true;
      waiting.flush(take);
      for (std::size_t queue = 0; queue < queues; ++queue) {
        EXPECT_EQ(held[queue], 0u);
        EXPECT_EQ(given[queue], added[queue]);
      }
      EXPECT_GE(full_calls, number / batch - queues);  // every queue filled whenever it could
      // Emptied: a flush again gives nothing.
      waiting.flush([](std::size_t, const std::uint64_t*, std::size_t) { ADD_FAILURE() << "a query given twice"; });
    }
  }
}

// One call longer than QueryQueues sorts at once (65536 queries; a share of a split at n >= 26
// adds millions) is sorted a piece at a time, its last piece too short to sort taken one query at
// a time: every query still comes out once, in full batches of one queue while adding.
TEST(QueryQueues, GiveEveryQueryOnceFromACallLongerThanOneSort) {
  constexpr std::size_t queues = 3, batch = 1000, count = 2 * 65536 + 5;
  core::fast::QueryQueues waiting;
  waiting.reset(queues, batch);
  std::vector<std::uint64_t> queries(count);
  std::vector<std::uint64_t> added(queues, 0), given(queues, 0);
  for (std::size_t k = 0; k < count; ++k) {
    queries[k] = std::uint64_t{k % 7 % queues} << 32 | k;
    ++added[k % 7 % queues];
  }
  auto queue_of = [](std::uint64_t query) -> std::size_t { return query >> 32; };
  std::vector<bool> seen(count, false);
  auto take = [&](std::size_t queue, const std::uint64_t* from, std::size_t size) {
    for (std::size_t k = 0; k < size; ++k) {
      const std::uint64_t query = from[k] ^ 0xffffu;  // as added (kept, below)
      EXPECT_EQ(queue_of(query), queue);
      EXPECT_FALSE(seen[query & 0xffffffffu]) << "query " << (query & 0xffffffffu) << " given twice";
      seen[query & 0xffffffffu] = true;
    }
    given[queue] += size;
  };
  auto kept = [](std::uint64_t query) { return query ^ 0xffffu; };  // the low 16 bits flipped
  waiting.add(queries.data(), count, queue_of, kept,
              [&](std::size_t queue, const std::uint64_t* from, std::size_t size) {
                EXPECT_EQ(size, batch);
                take(queue, from, size);
              });
  for (std::size_t queue = 0; queue < queues; ++queue) EXPECT_EQ(added[queue] - given[queue], added[queue] % batch);
  waiting.flush(take);
  EXPECT_EQ(given, added);
  EXPECT_EQ(std::count(seen.begin(), seen.end(), true), static_cast<std::ptrdiff_t>(count));
}

// sort_by_key puts each word, as kept(word), in its key's run, the runs in order of key and
// starts[k] where run k begins: for every length (sort_ways words a step, and 1 to 3 left over),
// keys that are empty, and keys that take every word.
TEST(CountingSort, PutsEveryWordInItsKeysRun) {
  std::mt19937_64 random(55);
  std::vector<std::uint32_t> counts, starts;
  for (const std::size_t keys : {1, 2, 7, 64}) {
    for (std::size_t count = 0; count < 70; ++count) {
      SCOPED_TRACE(fmt::format("{} keys, {} words", keys, count));
      // A word is its key in the high word, a number in the low one; kept drops the key, as the
      // east halves' sort drops their bucket bits.
      std::vector<std::uint64_t> words(count), sorted(count, ~0ull);
      std::vector<std::multiset<std::uint64_t>> expected(keys);
      for (std::size_t k = 0; k < count; ++k) {
        const std::uint64_t key = count % 3 == 0 ? keys - 1 : random() % keys;
        words[k] = key << 32 | random() % 1000;
        expected[key].insert(words[k] & 0xffffffffu);
      }
      core::fast::sort_by_key(
          words.data(), count, keys, [](std::uint64_t word) { return word >> 32; },
          [](std::uint64_t word) { return word & 0xffffffffu; }, counts, starts, sorted.data());
      ASSERT_EQ(starts.size(), keys + 1);
      EXPECT_EQ(starts[0], 0u);
      EXPECT_EQ(starts[keys], count);
      for (std::size_t key = 0; key < keys; ++key) {
        ASSERT_LE(starts[key], starts[key + 1]);
        EXPECT_EQ(std::multiset<std::uint64_t>(sorted.begin() + starts[key], sorted.begin() + starts[key + 1]),
                  expected[key])
            << "key " << key;
      }
    }
  }
}

// A piece is one share of the west halves of one part of one split: the shares of a part give
// its solutions and its nodes (those of the work they share once), and each share that counts
// anything says when the work all shares do alike is done. n = 16's splits sort their east halves
// into buckets (the shares take queues of both buckets and weights); n = 11's do not.
TEST(FastPlan, SharesOfWestHalvesAddUpToTheirPart) {
  for (const bool reflected : {false, true}) {
    for (const auto& [n, parts, shares] :
         {std::tuple<int, std::uint64_t, std::uint64_t>{11, 1, 4}, {11, 4, 8}, {11, 2, 1}, {16, 1, 4}}) {
      const auto whole = core::make_fast_plan_in_parts(n, parts, reflected, core::default_pairs_between_polls,
                                                       core::fast::max_quarter_cache_bytes, 1);
      const auto shared = core::make_fast_plan_in_parts(n, parts, reflected, core::default_pairs_between_polls,
                                                        core::fast::max_quarter_cache_bytes, shares);
      ASSERT_EQ(whole->piece_count(), RowSplits(n).size() * parts);
      ASSERT_EQ(shared->piece_count(), whole->piece_count() * shares);
      EXPECT_EQ(shared->unit_count(), whole->unit_count());
      EXPECT_EQ(shared->pieces_sharing_work(), shares);
      u128 total = 0;
      std::uint64_t parts_in_several_shares = 0;
      for (std::uint64_t part = 0; part < whole->piece_count(); ++part) {
        const UnitCount all = whole->count_piece(part);
        u128 solutions = 0;
        std::uint64_t nodes = 0, shares_counting = 0;
        for (std::uint64_t piece = part * shares; piece < (part + 1) * shares; ++piece) {
          int shared_done = 0;
          const UnitCount one = shared->count_piece(piece, {}, [&] { ++shared_done; });
          EXPECT_EQ(one.id, piece);
          EXPECT_LE(shared_done, 1);
          if (one.solutions != 0) {
            EXPECT_EQ(shared_done, shares > 1 ? 1 : 0) << "n = " << n << ", piece " << piece;
            ++shares_counting;
          }
          solutions += one.solutions;
          nodes += one.nodes;
        }
        ASSERT_EQ(solutions, all.solutions) << "n = " << n << ", part " << part << ", " << shares << " shares";
        ASSERT_EQ(nodes, all.nodes) << "n = " << n << ", part " << part << ", " << shares << " shares";
        total += solutions;
        parts_in_several_shares += shares_counting > 1;
      }
      EXPECT_EQ(total, test::oeis_counts().at(n).solutions) << "n = " << n;
      // n = 16's buckets spread the west halves of hundreds of its splits over the shares.
      if (n == 16) {
        EXPECT_GT(parts_in_several_shares, 500u) << (reflected ? "reflected" : "");  // of 12870
      }
    }
  }
  // Up to n = 25 a piece is a whole part; at n = 28 a 16th of a split took minutes.
  EXPECT_EQ(core::west_shares(25), 1u);
  EXPECT_EQ(make_count_plan(16, Engine::fast)->pieces_sharing_work(), 1u);
  EXPECT_GT(core::west_shares(28), 1u);
  EXPECT_THROW(core::make_fast_plan_in_parts(16, 1, true, core::default_pairs_between_polls,
                                             core::fast::max_quarter_cache_bytes, 3),
               std::invalid_argument);
}

// Both weightings give Q(n) for every n the default one does not use them for.
TEST(FastPlan, BothWeightingsCountQ) {
  for (const bool reflected : {false, true}) {
    for (int n = 1; n <= 15; ++n) {
      const auto plan = core::make_fast_plan(n, {std::uint64_t{1} << 30, 2}, reflected);
      std::vector<std::uint64_t> ids(plan->unit_count());
      for (std::uint64_t i = 0; i < ids.size(); ++i) ids[i] = i;
      u128 total = 0;
      for (const UnitCount& u : count_units(*plan, ids, 2, nullptr)) total += u.solutions;
      EXPECT_EQ(total, test::oeis_counts().at(n).solutions)
          << "n = " << n << (reflected ? ", main lines reflected" : "");
    }
  }
}

// Units join runs of consecutive splits: few units for short counts (each costs bookkeeping),
// more per n for long ones (so that a unit stays short enough to stop promptly).
// A part of a split holds every parts-th of its east halves in the order the engine makes them,
// so a journal (or an MPI job) of a plan in parts is only resumed right while that order stays
// as it was: the count of each unit of n = 13 and 14 in 4 parts, folded into one number, as the
// engine gave it when journals of it were written (02bbc86). A change of the order (the east
// quarters' placements sorted in another way, say) changes it; the totals would not.
TEST(FastPlan, PartsOfSplitsKeepTheirEastHalves) {
  for (const auto& [n, reflected, expected] : {std::tuple{13, false, std::uint64_t{8505427733274771142u}},
                                               std::tuple{14, false, std::uint64_t{16635568254445169898u}},
                                               std::tuple{14, true, std::uint64_t{3852079537034862804u}}}) {
    const auto plan = core::make_fast_plan_in_parts(n, 4, reflected);
    std::vector<std::uint64_t> ids(plan->unit_count());
    for (std::uint64_t i = 0; i < ids.size(); ++i) ids[i] = i;
    std::uint64_t folded = 0;
    for (const UnitCount& u : count_units(*plan, ids, 2, nullptr))
      folded = folded * 1000003 + static_cast<std::uint64_t>(u.solutions) * (u.id + 1);
    EXPECT_EQ(folded, expected) << "n = " << n << (reflected ? ", main lines reflected" : "");
  }
}

TEST(FastPlan, JoinsSplitsIntoUnitsByN) {
  const struct {
    int n;
    std::uint64_t splits, splits_per_unit, units;
  } expected[] = {{12, 924, 1, 924},    {16, 12870, 2, 6435},    {17, 218790, 27, 8104},
                  {18, 48620, 6, 8104}, {19, 923780, 29, 31855}, {20, 184756, 2, 92378}};
  for (const auto& e : expected) {
    EXPECT_EQ(RowSplits(e.n).size(), e.splits) << e.n;
    const auto plan = make_count_plan(e.n, Engine::fast, {std::uint64_t{1} << 30, 2});
    EXPECT_EQ(plan->unit_count(), e.units) << e.n;
    EXPECT_EQ(plan->description(),
              fmt::format("fast{} n={} splits/unit={} parts=1", core::reflects_main_lines(e.n) ? " main-lines" : "",
                          e.n, e.splits_per_unit));
  }
}

// Parts of splits count the same, and the memory budget picks the fewest parts it can hold,
// counting each unit's bookkeeping too.
TEST(FastPlan, TheBudgetPicksPartsOfSplits) {
  const auto whole = core::make_fast_plan_in_parts(14, 1, false);
  const auto parted = core::make_fast_plan_in_parts(14, 8, false);
  EXPECT_EQ(parted->unit_count(), 8 * whole->unit_count());
  EXPECT_NE(parted->description(), whole->description());
  std::vector<std::uint64_t> ids(parted->unit_count());
  for (std::uint64_t i = 0; i < ids.size(); ++i) ids[i] = i;
  u128 total = 0;
  for (const UnitCount& u : count_units(*parted, ids, 2, nullptr)) total += u.solutions;
  EXPECT_EQ(total, test::oeis_counts().at(14).solutions);

  // n = 20 on 16 threads: about 29 MiB of half-boards per thread (padding and query batches of
  // a tile a queue included) and 8.5 MiB of unit bookkeeping in one part (about 470 MiB), about
  // 15 MiB a thread and twice the units in two (about 260 MiB).
  const auto roomy = make_count_plan(20, Engine::fast, {std::uint64_t{1} << 30, 16});
  const auto tight = make_count_plan(20, Engine::fast, {std::uint64_t{300} << 20, 16});
  EXPECT_EQ(tight->unit_count(), 2 * roomy->unit_count());
  EXPECT_NE(tight->description().find("parts=2"), std::string::npos) << tight->description();
}

// A unit stopped half-way (its StopCheck says so) is not counted at all and leaves nothing on
// its thread: the same unit counted again there gives what a plan that never polls gives. The
// plan polls every 2^10 pairs (a count: 2^30), after each chunk of 512 stored halves at the
// least, so that units of n = 18, whose largest splits sort their halves into 32 buckets (64
// with the main lines reflected) and hold the west halves of several at once, poll dozens of
// times, and the kernel takes their chunks a slice at a time, which counts as the whole does. A
// few units, sanitizers being slow.
TEST(FastPlan, AUnitStoppedHalfWayIsNotCountedAndLeavesNothingBehind) {
  for (const bool reflected : {false, true}) {
    const auto polling = core::make_fast_plan_in_parts(18, 1, reflected, std::uint64_t{1} << 10);
    const auto plain = core::make_fast_plan_in_parts(18, 1, reflected);
    std::map<std::uint64_t, UnitCount> whole;
    std::uint64_t busiest = 0, most_polls = 0, polls = 0;
    const StopCheck never = [&] { return ++polls, false; };
    std::vector<std::uint64_t> ids;
    // From the first half of the plan: the up-down reflection skips most splits of the second.
    for (std::uint64_t id = polling->unit_count() / 8; ids.size() < 8; id += 97) ids.push_back(id);
    for (const std::uint64_t id : ids) {
      polls = 0;
      const UnitCount sliced = polling->count_unit(id, never);
      whole[id] = plain->count_unit(id);
      EXPECT_EQ(sliced.solutions, whole[id].solutions) << id;
      EXPECT_EQ(sliced.nodes, whole[id].nodes) << id;
      if (polls > most_polls) busiest = id, most_polls = polls;
    }
    ASSERT_GE(most_polls, 20u) << "too few polls to stop a unit half-way";

    std::uint64_t asked = 0;
    const StopCheck half_way = [&] { return ++asked == most_polls / 2; };
    EXPECT_THROW(polling->count_unit(busiest, half_way), StoppedError);
    EXPECT_EQ(asked, most_polls / 2);
    EXPECT_EQ(polling->count_unit(busiest, never).solutions, whole[busiest].solutions);
    EXPECT_EQ(polling->count_unit(busiest).solutions, whole[busiest].solutions);

    // Through count_units on one thread: the observer stops the run in the middle of the
    // busiest unit, which is missing; the units before it are there, whole.
    struct StopAtPoll final : Observer {
      std::uint64_t polls_left;
      explicit StopAtPoll(std::uint64_t polls) : polls_left(polls) {}
      bool stop_requested() override { return polls_left == 0 || --polls_left == 0; }
    };
    std::vector<std::uint64_t> run{ids.front(), busiest, ids.back()};
    polls = 0;
    polling->count_unit(ids.front(), never);
    StopAtPoll observer(1 + polls + 1 + most_polls / 2);  // before each unit, and during them
    const std::vector<UnitCount> done = count_units(*polling, run, 1, &observer);
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(done[0].id, ids.front());
    EXPECT_EQ(done[0].solutions, whole[ids.front()].solutions);
  }
}

TEST(FastPlan, SaysUpFrontWhenNDoesNotFit) {
  EXPECT_THROW(make_count_plan(27, Engine::fast, {1024, 2}), std::invalid_argument);
  EXPECT_NO_THROW(make_count_plan(27, Engine::fast, {std::uint64_t{16} << 30, 2}));
  EXPECT_THROW(make_count_plan(10, Engine::fast, {0, -1}), std::invalid_argument);
  // A budget far too small for the units' bookkeeping is refused, not met with more parts.
  EXPECT_THROW(make_count_plan(16, Engine::fast, {200, 2}), std::invalid_argument);
  // n up to 32 has more splits than a plan has units: runs of them, not one id per split. The
  // reference engine's prefixes stay within the bound too (a journal claiming more is refused).
  for (int n : {29, 32}) {
    const auto plan = make_count_plan(n, Engine::fast, {std::uint64_t{1} << 40, 2});
    EXPECT_LE(plan->unit_count(), core::max_plan_units) << n;
    EXPECT_LE(make_count_plan(n, Engine::reference)->unit_count(), core::max_plan_units) << n;
    EXPECT_THROW(make_count_plan(n, Engine::fast, {std::uint64_t{100} << 20, 2}), std::invalid_argument) << n;
  }
}

}  // namespace
}  // namespace nqueens
