#pragma once
// The loops of DisjointPairs::assign and count and of the join of quarters, compiled once per
// instruction set by the pair_kernel_*.cpp files (internal). Everything here has internal linkage, so each copy keeps
// its own code.

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/half_board.hpp"

namespace nqueens::core::fast {
namespace {

// The pair-counting loop, over the vector type of an instruction set: Vector::Sum holds per-lane
// sums of DisjointPairs::lanes words; Vector::sweep(sum, chunk, rows, stride, size) adds, for
// each query t < size, the bits of each lane of the OR of its rows of the chunk, whose offsets
// are rows[j * stride + t] for group j; Vector::HalfSum and Vector::sweep_half do the same for
// the first lanes / 2 words of each row from `chunk` (a segment); Vector::sort_by_weight(queries, count, shift, mask,
// out, stride) copies the queries q with (q >> shift) & mask == k to out[k * stride + i], i < the k-th size it returns,
// writing at most DisjointPairs::lanes words past them. Groups is a constant so that the OR unrolls. Queries are taken
// a tile at a time, sorted by weight and their rows computed once: each chunk is then read by the whole tile while it
// is in the first-level cache, rather than by each query from the second level, and each weight multiplies its sums
// once.
template <class Vector, int Groups>
std::uint64_t count_with_groups(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                const QueryWeights& weights, const std::vector<SegmentRange>& ranges) {
  // A tile's row offsets (2 KiB a group) and a chunk fit the first-level cache together
  // (DisjointPairs::max_chunk_bytes).
  constexpr std::size_t tile = 1024;
  // sort_by_weight stores whole vectors: with tiles a multiple of them, a list's last store
  // ends within the list.
  static_assert(tile % DisjointPairs::lanes == 0);
  std::array<int, Groups> shift;
  std::array<std::uint64_t, Groups> mask, first_word;
  for (int j = 0; j < Groups; ++j) {
    const BitGroup& group = stored.layout()[j];
    shift[j] = group.shift;
    mask[j] = (std::uint64_t{1} << group.bits) - 1;
    first_word[j] = group.first_row * DisjointPairs::lanes;
    // Every row offset of the group lies in the chunk and fits the 16 bits of `rows`.
    assert(first_word[j] + mask[j] * DisjointPairs::lanes < stored.chunk_words());
  }
  assert(stored.chunk_words() <= std::size_t{1} << 16);
  const std::size_t chunk_words = stored.chunk_words();
  const std::uint64_t* table = stored.table();
  // Sorting is skipped when all weights are equal.
  const bool one_weight = std::all_of(weights.of.begin(), weights.of.end(), [&](auto w) { return w == weights.of[0]; });
  const std::uint64_t weight_mask = one_weight ? 0 : 3;
  // A tile's queries of weight k, at [k * tile, k * tile + size[k]).
  thread_local std::array<std::uint64_t, 4 * tile> sorted;
  // rows[j][t]: the offset in a chunk of the row of the t-th sorted query for group j. Group by
  // group, so that computing them vectorises.
  thread_local std::array<std::array<std::uint16_t, tile>, Groups> rows;
  typename Vector::Sum conflicting[4];  // not std::array, which would drop the vector type's alignment
  for (auto& sum : conflicting) sum = Vector::zero();
  typename Vector::HalfSum half_conflicting[4];  // of the segments swept alone
  for (auto& sum : half_conflicting) sum = Vector::half_zero();
  std::array<std::uint64_t, 4> queried{};
  for (std::size_t first = 0; first < count; first += tile) {
    const std::array<std::size_t, 4> size = Vector::sort_by_weight(queries + first, std::min(count - first, tile),
                                                                   weights.shift, weight_mask, sorted.data(), tile);
    std::array<std::size_t, 4> start{};
    for (int k = 1; k < 4; ++k) start[k] = start[k - 1] + size[k - 1];
    assert(start[3] + size[3] == std::min(count - first, tile));  // each query in one list
    for (int k = 0; k < 4; ++k) {
      const std::uint64_t* from = &sorted[k * tile];
      for (int j = 0; j < Groups; ++j)
        for (std::size_t t = 0; t < size[k]; ++t)
          rows[j][start[k] + t] =
              static_cast<std::uint16_t>(first_word[j] + ((from[t] >> shift[j]) & mask[j]) * DisjointPairs::lanes);
      queried[k] += size[k];
    }
    // A segment alone: a range's first if it is a chunk's second half, or its last if it is a
    // chunk's first.
    auto sweep_segment = [&](std::size_t segment) {
      const std::uint64_t* half = table + segment / 2 * chunk_words + segment % 2 * (DisjointPairs::lanes / 2);
      for (int k = 0; k < 4; ++k)
        if (size[k] != 0)
          half_conflicting[k] =
              Vector::template sweep_half<Groups>(half_conflicting[k], half, rows[0].data() + start[k], tile, size[k]);
    };
    for (const SegmentRange& range : ranges) {
      assert(range.first <= range.last && range.last <= 2 * stored.chunks());
      std::size_t segment = range.first;
      if (segment % 2 == 1 && segment < range.last) sweep_segment(segment++);
      for (; segment + 2 <= range.last; segment += 2)
        for (int k = 0; k < 4; ++k)
          if (size[k] != 0)
            conflicting[k] = Vector::template sweep<Groups>(conflicting[k], table + segment / 2 * chunk_words,
                                                            rows[0].data() + start[k], tile, size[k]);
      if (segment < range.last) sweep_segment(segment);
    }
  }
  std::uint64_t segments = 0;
  for (const SegmentRange& range : ranges) segments += range.last - range.first;
  std::uint64_t disjoint = 0;
  for (int k = 0; k < 4; ++k)
    disjoint += weights.of[k] * (DisjointPairs::segment_patterns * segments * queried[k] -
                                 Vector::total(conflicting[k]) - Vector::half_total(half_conflicting[k]));
  return disjoint;
}

template <class Vector, int Groups = 1>
std::uint64_t count_disjoint_pairs(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                   const QueryWeights& weights, const std::vector<SegmentRange>& ranges) {
  if constexpr (Groups < DisjointPairs::max_groups) {
    if (stored.groups() != Groups)
      return count_disjoint_pairs<Vector, Groups + 1>(stored, queries, count, weights, ranges);
  }
  return count_with_groups<Vector, Groups>(stored, queries, count, weights, ranges);
}

// The 64 x 64 bit matrices of a chunk's blocks, side by side: rows[i][lane] is row i of block
// `lane`'s matrix.
using Slices = std::array<std::array<std::uint64_t, DisjointPairs::lanes>, 64>;

// Transposes the 64 x 64 bit matrix of each lane: bit b of row i moves to bit i of row b. Each
// step swaps the off-diagonal quadrants of every block of side 2j (Hacker's Delight, 7-3), the
// lanes side by side in GCC's vector type with the shifts as constants: written as loops over
// lanes and shifts, the compiler left it scalar.
inline void transpose(Slices& rows) {
  using Row = std::uint64_t __attribute__((vector_size(8 * DisjointPairs::lanes)));
  Row* row = reinterpret_cast<Row*>(rows.data());
  auto step = [&]<int J>(std::uint64_t mask) {
    for (int k = 0; k < 64; k = ((k | J) + 1) & ~J) {
      const Row t = ((row[k] >> J) ^ row[k | J]) & mask;
      row[k] ^= t << J;
      row[k | J] ^= t;
    }
  };
  step.template operator()<32>(0x00000000FFFFFFFF);
  step.template operator()<16>(0x0000FFFF0000FFFF);
  step.template operator()<8>(0x00FF00FF00FF00FF);
  step.template operator()<4>(0x0F0F0F0F0F0F0F0F);
  step.template operator()<2>(0x3333333333333333);
  step.template operator()<1>(0x5555555555555555);
}

// Builds every chunk of `stored`'s table (DisjointPairs::assign) from `patterns`, whose blocks
// come from `sources`: the chunk's patterns are transposed into bit slices, and each row is the
// OR of the slices of its value's bits, built from two halves of the value.
inline void fill_table(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                       const DisjointPairs& stored, std::uint64_t* table) {
  constexpr std::size_t lanes = DisjointPairs::lanes;
  assert(sources.size() == stored.chunks() * lanes);
  alignas(64) Slices slices;
  std::array<std::array<std::uint64_t, lanes>, std::size_t{1} << (max_group_bits / 2)> low;
  std::array<std::array<std::uint64_t, lanes>, std::size_t{1} << (max_group_bits - max_group_bits / 2)> high;
  for (std::size_t c = 0; c < stored.chunks(); ++c) {
    std::array<std::uint64_t, lanes> unused;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
      const auto [first, count] = sources[c * lanes + lane];
      assert(count <= 64 && first + count <= patterns.size());
      for (std::size_t i = 0; i < 64; ++i) slices[i][lane] = i < count ? patterns[first + i] : 0;
      // The unused patterns of a block conflict with every query, through group 0.
      unused[lane] = count == 64 ? 0 : ~((std::uint64_t{1} << count) - 1);
    }
    transpose(slices);
    for (int j = 0; j < stored.groups(); ++j) {
      const BitGroup& group = stored.layout()[j];
      assert(group.bits <= max_group_bits && group.shift + group.bits <= 64);
      const int low_bits = group.bits / 2;
      const unsigned low_values = 1u << low_bits, high_values = 1u << (group.bits - low_bits);
      const auto* slice = &slices[static_cast<std::size_t>(group.shift)];
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        low[0][lane] = j == 0 ? unused[lane] : 0;
        high[0][lane] = 0;
      }
      for (unsigned v = 1; v < low_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          low[v][lane] = low[v & (v - 1)][lane] | slice[std::countr_zero(v)][lane];
      for (unsigned v = 1; v < high_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          high[v][lane] = high[v & (v - 1)][lane] | slice[low_bits + std::countr_zero(v)][lane];
      std::uint64_t* words = table + c * stored.chunk_words() + group.first_row * lanes;
      for (unsigned v = 0; v < low_values * high_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          words[v * lanes + lane] = low[v & (low_values - 1)][lane] | high[v >> low_bits][lane];
    }
  }
}

// The vector policy of count_with_groups, fill_table and the join in plain words, one per lane,
// left to the compiler to vectorise for the instruction set it compiles for.
struct Words {
  using Sum = std::array<std::uint64_t, DisjointPairs::lanes>;
  using HalfSum = std::array<std::uint64_t, DisjointPairs::lanes / 2>;
  static Sum zero() { return {}; }
  static HalfSum half_zero() { return {}; }
  // Not inlined: in the caller's loops the compiler ran short of registers and moved the
  // offsets through vector registers, two more instructions per row.
  template <int Groups, class Lanes = Sum>
  [[gnu::noinline]] static Lanes sweep(Lanes sum, const std::uint64_t* chunk, const std::uint16_t* rows,
                                       std::size_t stride, std::size_t size) {
    for (std::size_t t = 0; t < size; ++t)
      for (std::size_t lane = 0; lane < sum.size(); ++lane) {
        std::uint64_t any = chunk[rows[t] + lane];
        for (int j = 1; j < Groups; ++j) any |= chunk[rows[j * stride + t] + lane];
        sum[lane] += static_cast<std::uint64_t>(std::popcount(any));
      }
    return sum;
  }
  template <int Groups>
  static HalfSum sweep_half(HalfSum sum, const std::uint64_t* segment, const std::uint16_t* rows, std::size_t stride,
                            std::size_t size) {
    return sweep<Groups, HalfSum>(sum, segment, rows, stride, size);
  }
  static std::array<std::size_t, 4> sort_by_weight(const std::uint64_t* queries, std::size_t count, int shift,
                                                   std::uint64_t mask, std::uint64_t* out, std::size_t stride) {
    // Each query is written to all four lists and kept in its own: no branch to mispredict.
    std::size_t size0 = 0, size1 = 0, size2 = 0, size3 = 0;
    for (std::size_t q = 0; q < count; ++q) {
      const std::uint64_t query = queries[q], k = (query >> shift) & mask;
      out[size0] = out[stride + size1] = out[2 * stride + size2] = out[3 * stride + size3] = query;
      size0 += k == 0;
      size1 += k == 1;
      size2 += k == 2;
      size3 += k == 3;
    }
    return {size0, size1, size2, size3};
  }
  // Joins quarters a pair at a time, without a branch per pair (the portable form of the
  // AVX-512 join; half_board.hpp's join_* say what it writes).
  static std::size_t join(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                          const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t required,
                          std::uint64_t* out) {
    std::size_t size = 0;
    const bool any = required == 0;
    for (std::uint32_t i = north_first; i < north_last; ++i) {
      const std::uint64_t p = north.patterns[i], d = north.diagonals[i], a = north.anti[i];
      for (std::uint32_t j = first; j < last; ++j) {
        out[size] = p | south.patterns[j];
        size += (((d & south.diagonals[j]) | (a & south.anti[j])) == 0) & (any | ((out[size] & required) != 0));
      }
    }
    return size;
  }
  template <class Lanes>
  static std::uint64_t total(const Lanes& a) {
    std::uint64_t sum = 0;
    for (const std::uint64_t x : a) sum += x;
    return sum;
  }
  static std::uint64_t half_total(const HalfSum& a) { return total(a); }
};

}  // namespace
}  // namespace nqueens::core::fast
