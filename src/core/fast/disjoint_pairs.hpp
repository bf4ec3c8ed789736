#pragma once
// Counting the pairs of bit patterns that share no bit (internal): the join of the meet in the
// middle, where almost all of the time goes.

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace nqueens::core::fast {

// A set of stored patterns, bit-sliced. A block holds 64 patterns and a chunk `lanes` blocks
// (512 patterns). A pattern's bits are cut into groups; for every group and every value v of
// its bits a chunk has a row of `lanes` words, one cache line, whose word i marks the patterns
// of the chunk's block i that share a bit with v. A query pattern q conflicts with the patterns
// marked in the OR of its rows, one a group for q's bits there: a handful of loads and ORs tests
// 512 pairs (one AVX-512 vector a row).
// A chunk's rows lie together, so that a batch of queries reads one chunk from the first-level
// cache before moving to the next, rather than each query all chunks from the second level.
// Buckets of patterns (assign) take whole segments, half a chunk each (256 patterns, the first
// or the last 4 words of each row): a bucket padded to 512 left 28 % of the pairs tested at
// n = 18 to 22 padding, one padded to 256 leaves 16 %; a segment read alone takes half the
// vectors of a row with AVX2, and half the load slots of CPUs that split 512-bit loads: about a
// tenth off n = 20 to 22 (measured in 20af699, bench/history/fast-engine.md, round seven).
// Groups have at most max_group_bits bits and are as even as possible: 30 bits make 5 groups of
// 6 (320 rows, 20 KiB) rather than 4 of 7 and one of 2 (516 rows). Fewer bits take more loads a
// query, more bits longer to build the table (measured at n = 18 in 7220c88). More groups
// than the fewest are taken where a chunk would not fit the first-level cache (groups_for).
inline constexpr int max_group_bits = 7;

// The form of the queries handed to DisjointPairs::count: `plain` patterns, or `packed` by
// DisjointPairs::packer() where it packs_queries().
enum class QueryForm { plain, packed };

// The segments [first, last) of a table: segment s is the first half of chunk s / 2 for even
// s, the second half for odd s.
struct SegmentRange {
  std::uint32_t first = 0, last = 0;
};

// The pattern bits [shift, shift + bits) of a group, and its rows of a chunk: [first_row,
// first_row + 2^bits).
struct BitGroup {
  int shift = 0, bits = 0;
  std::uint32_t first_row = 0;
};

// Where the patterns of a block come from: [first, first + count) of the stored patterns
// (count 0 for a block that pads its bucket).
struct BlockSource {
  std::uint32_t first = 0, count = 0;
};

class DisjointPairs {
 public:
  static constexpr std::size_t lanes = 8;  // blocks a chunk, words a row
  static constexpr std::size_t chunk_patterns = 64 * lanes;
  static constexpr std::size_t segment_patterns = chunk_patterns / 2;
  // The queries the kernels take at a time, each chunk read from the first-level cache for all
  // of them (pair_kernel.hpp); a call with fewer reads the chunks as often for fewer pairs.
  static constexpr std::size_t query_tile = 1024;
  static constexpr int max_groups = (64 + max_group_bits - 1) / max_group_bits;
  // The groups `bits` pattern bits are cut into: the fewest whose chunk fits
  // max_chunk_bytes(), or ceil(bits / max_group_bits) where none does.
  static int groups_for(int bits);
  // The bytes of a chunk's rows at most, so that a chunk and a tile of queries' row offsets
  // (packed_fields: 8 KiB up to 6 groups, 16 KiB past, where the 12 KiB kept for them fall
  // short: n >= 26 on a 32 KiB cache) stay in the first-level cache together: that cache less
  // 12 KiB: chunks past it cost a third more time at n = 22 on a 32 KiB cache (measured in
  // 1c6738e, bench/history/fast-engine.md, round five).
  static std::size_t max_chunk_bytes();
  // The bytes of table a stored pattern of `bits` bits takes at most, on any CPU: more groups
  // than the fewest take fewer rows.
  static double max_table_bytes_per_pattern(int bits);

  // Stores `patterns` (their bits [0, bits), bits <= 64: those past them are not read) in
  // buckets: bucket k holds the patterns [bucket_starts[k], bucket_starts[k + 1]) in segments of
  // its own (bucket(k)), so that a query can be counted against any set of buckets.
  // bucket_starts runs from 0 to patterns.size().
  void assign(const std::vector<std::uint64_t>& patterns, const std::vector<std::uint32_t>& bucket_starts, int bits);
  // The same with all patterns in one bucket.
  void assign(const std::vector<std::uint64_t>& patterns, int bits);
  // The segments of bucket k.
  SegmentRange bucket(std::size_t k) const {
    assert(k + 1 < bucket_segments_.size());
    return {bucket_segments_[k], bucket_segments_[k + 1]};
  }
  // The number of pairs (stored p in the segments of `ranges`, query q) with p & q == 0. Query
  // bits at or past the stored bits (`bits` of assign) never conflict, so they may carry other
  // information. `form` says whether the queries are patterns or packed (packer).
  std::uint64_t count(const std::uint64_t* queries, std::size_t count, const std::vector<SegmentRange>& ranges,
                      QueryForm form = QueryForm::plain) const;
  // The same over all buckets.
  std::uint64_t count(const std::uint64_t* queries, std::size_t count) const {
    return this->count(queries, count, {{0, bucket_segments_.back()}});
  }

  // Whether queries may be handed to count packed (packer): where the kernels that run are the
  // x86 ones (which check BMI2), a query's rows of a chunk take one word of offsets (up to
  // packed_fields groups) and the patterns have bits to pack (assign's `bits` above 0).
  bool packs_queries() const { return query_deposit_ != 0; }
  // What packs a query as the kernels read it: the offsets of its rows from its groups' first rows
  // (8 v words for group j's value v) in the 10-bit fields of one word (packed_fields), made once
  // where a query is kept (core/fast/query_queues.hpp) rather than by each kernel call that reads
  // it: Q(18) took 3 % less time on a Zen 5's AVX2 path and as long with AVX-512, Q(17) 15 % less
  // (measured in round seventeen, bench/history/fast-engine.md). Only where packs_queries(). A
  // value, so that the loops that keep queries hold its mask in a register.
  struct Packer {
    std::uint64_t deposit;  // the bits that the groups' values fill, field by field
    std::uint64_t operator()(std::uint64_t query) const {
#if defined(__x86_64__)
      // BMI2's pdep: the query's low bits, group after group (the groups are contiguous from bit
      // 0: assign), go to the bits of `deposit`, each field's from its bit 3 on (8 v); its bits
      // past the groups' (a west half's bucket, main lines and outside lines) are dropped. Inline assembly because
      // the intrinsic needs BMI2 enabled in its caller, and the code that keeps queries is built
      // for any x86-64 CPU: it runs this only where packs_queries().
      std::uint64_t packed;
      asm("pdep %2, %1, %0" : "=r"(packed) : "r"(query), "r"(deposit));
      return packed;
#else
      (void)query;
      __builtin_trap();  // never: packs_queries() is false
#endif
    }
  };
  Packer packer() const {
    assert(packs_queries());
    return {query_deposit_};
  }

  std::size_t chunks() const { return chunks_; }
  int groups() const { return groups_; }
  const std::array<BitGroup, max_groups>& layout() const { return layout_; }
  std::size_t chunk_words() const { return chunk_words_; }
  const std::uint64_t* table() const { return table_.get(); }
  const std::vector<BlockSource>& sources() const { return sources_; }
  std::size_t bytes() const { return capacity_ * sizeof(std::uint64_t); }

 private:
  struct Free {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::size_t chunks_ = 0;
  int groups_ = 0;
  std::array<BitGroup, max_groups> layout_{};
  std::size_t chunk_words_ = 0;
  std::vector<std::uint32_t> bucket_segments_;
  std::vector<BlockSource> sources_;
  // Rows start on cache lines: a row read across two lines costs two.
  std::unique_ptr<std::uint64_t[], Free> table_;
  std::size_t capacity_ = 0;  // words
  // The bits of a packed query that group j's value fills, in field j (Packer); 0 where queries
  // are not packed.
  std::uint64_t query_deposit_ = 0;
};

// A packed query (DisjointPairs::packer): group j's row offset is 8 v, v the group's value (< 128),
// in the 10-bit field j % 6 of its word j / 6 (8 v, not v: the row's address is then the group's
// first row plus the field times 8 bytes, one addressing mode, no shift a group). So a query's
// rows cost one load where it has up to 6 groups (Q(17) to Q(21) take 4 or 5), not one a group
// (the kernels' tiles take two words past 6): loads bound the sweep, a row offset's as much as a
// row's. Q(18) took 7 % less time on a Zen 5 with AVX-512, and as long on its AVX2 path (measured
// in round sixteen, bench/history/fast-engine.md).
inline constexpr int packed_fields = 6, packed_field_bits = 10;
inline constexpr int packed_row_shift = std::countr_zero(DisjointPairs::lanes);  // v words a row: v << 3
static_assert(max_group_bits + packed_row_shift <= packed_field_bits, "8 v fits a field");
static_assert(packed_fields * packed_field_bits <= 64, "a word holds its fields");
// Where group j's value lies in its word of a packed query: its field's bits from bit 3 on (8 v).
constexpr int packed_value_shift(int j) { return packed_field_bits * (j % packed_fields) + packed_row_shift; }

// The kernels behind DisjointPairs, one per instruction set (core/fast/pair_kernel*.cpp); the
// AVX-512 and AVX2 ones only where core/fast/cpu.hpp's avx512() and avx2() say so.
std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                      const std::vector<SegmentRange>& ranges, QueryForm form);
std::uint64_t count_disjoint_avx2(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                  const std::vector<SegmentRange>& ranges, QueryForm form);
std::uint64_t count_disjoint_avx512(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                    const std::vector<SegmentRange>& ranges, QueryForm form);
// Builds every chunk of `stored`'s table from `patterns`, whose blocks come from `sources`, into
// `table`, which starts on a 64-byte line (whole vectors are stored).
void fill_table_portable(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                         const DisjointPairs& stored, std::uint64_t* table);
void fill_table_avx2(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                     const DisjointPairs& stored, std::uint64_t* table);
void fill_table_avx512(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                       const DisjointPairs& stored, std::uint64_t* table);

}  // namespace nqueens::core::fast
