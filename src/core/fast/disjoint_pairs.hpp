#pragma once
// Counting the pairs of bit patterns that share no bit (internal): the join of the meet in the
// middle, where almost all of the time goes.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nqueens::core::fast {

// A set of stored patterns, bit-sliced: block b holds 64 patterns, and for every group j of
// g = group_bits pattern bits and every value v of those bits, word [(2^g j + v) * blocks + b]
// marks the patterns of block b that share a bit with v. A query pattern q then conflicts with
// the patterns marked in the OR over j of its words for v = (q >> g j) & (2^g - 1): a handful
// of loads and ORs tests 64 pairs (or 512 with AVX-512).
// Seven bits a group: a query loads a word per group and block, and building the table writes
// 2^group_bits words per group and block; with n = 18, 4 bits took 9 loads, 8 bits made the
// building cost a third of the time, 6 and 7 bits were best (measured in bench/README.md).
inline constexpr int group_bits = 7;
inline constexpr unsigned group_values = 1u << group_bits;

// How DisjointPairs::count weighs a query q: by of[(q >> shift) & 3].
struct QueryWeights {
  std::array<std::uint32_t, 4> of{1, 1, 1, 1};
  int shift = 0;
};

class DisjointPairs {
 public:
  // Blocks are built and read this many at a time: 512 patterns, one AVX-512 vector a word.
  static constexpr std::size_t lanes = 8;

  // Stores `patterns` (each below 2^bits, bits <= 64).
  void assign(const std::vector<std::uint64_t>& patterns, int bits);
  // The number of pairs (stored p, query q) with p & q == 0, each weighted by
  // weights.of[(q >> weights.shift) & 3]. Query bits at or past the stored bits (`bits` of
  // assign) never conflict, so they may carry the weight's two bits.
  std::uint64_t count(const std::uint64_t* queries, std::size_t count, const QueryWeights& weights) const;

  std::size_t blocks() const { return blocks_; }
  int groups() const { return groups_; }
  const std::uint64_t* table() const { return table_.data(); }
  std::size_t bytes() const { return table_.capacity() * sizeof(std::uint64_t); }

 private:
  std::size_t blocks_ = 0;
  int groups_ = 0;
  std::vector<std::uint64_t> table_;
};

// The kernels behind DisjointPairs, one per instruction set (core/fast/pair_kernel*.cpp); the
// AVX-512 ones only where core/fast/cpu.hpp's avx512() says so.
std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                      const QueryWeights& weights);
std::uint64_t count_disjoint_avx512(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                    const QueryWeights& weights);
void fill_table_portable(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                         std::uint64_t* table);
void fill_table_avx512(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                       std::uint64_t* table);

}  // namespace nqueens::core::fast
