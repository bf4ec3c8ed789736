#pragma once
// The loops of DisjointPairs::assign and count, compiled once per instruction set by the pair_kernel_*.cpp
// files (internal). Everything here has internal linkage, so each copy keeps its own code.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/half_board.hpp"

namespace nqueens::core::fast {
namespace {

// Groups is a constant so that the OR over groups unrolls and the loop over blocks vectorises.
template <int Groups>
std::uint64_t count_with_groups(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                const QueryWeights& weights) {
  constexpr std::size_t lanes = DisjointPairs::lanes;
  const std::size_t blocks = stored.blocks();
  const std::uint64_t* table = stored.table();
  // Sums per lane, added up once at the end rather than once per query.
  std::array<std::uint64_t, lanes> total{};
  for (std::size_t q = 0; q < count; ++q) {
    const std::uint64_t query = queries[q];
    const std::uint64_t weight = weights.of[(query >> weights.shift) & 3];
    const std::uint64_t* words[Groups];
    for (int j = 0; j < Groups; ++j)
      words[j] =
          table +
          (static_cast<std::size_t>(group_values * j) + ((query >> (group_bits * j)) & (group_values - 1))) * blocks;
    for (std::size_t b0 = 0; b0 < blocks; b0 += lanes)
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        std::uint64_t conflicts = words[0][b0 + lane];
        for (int j = 1; j < Groups; ++j) conflicts |= words[j][b0 + lane];
        total[lane] += static_cast<std::uint64_t>(std::popcount(~conflicts)) * weight;
      }
  }
  std::uint64_t sum = 0;
  for (const std::uint64_t t : total) sum += t;
  return sum;
}

template <int Groups = 1>
std::uint64_t count_disjoint_pairs(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                   const QueryWeights& weights) {
  if constexpr (Groups < (64 + group_bits - 1) / group_bits) {
    if (stored.groups() != Groups) return count_disjoint_pairs<Groups + 1>(stored, queries, count, weights);
  }
  return count_with_groups<Groups>(stored, queries, count, weights);
}

// Transposes the 64 x 64 bit matrix of each lane: bit b of row i moves to bit i of row b. Each
// step swaps the off-diagonal quadrants of every block of side 2j (Hacker's Delight, 7-3), the
// lanes side by side in one vector.
template <std::size_t Rows, std::size_t Lanes>
void transpose(std::array<std::array<std::uint64_t, Lanes>, Rows>& rows) {
  static_assert(Rows >= 64);
  std::uint64_t mask = 0x00000000FFFFFFFF;
  for (std::size_t j = 32; j != 0; j >>= 1, mask ^= mask << j)
    for (std::size_t k = 0; k < 64; k = ((k | j) + 1) & ~j)
      for (std::size_t lane = 0; lane < Lanes; ++lane) {
        const std::uint64_t t = ((rows[k][lane] >> j) ^ rows[k | j][lane]) & mask;
        rows[k][lane] ^= t << j;
        rows[k | j][lane] ^= t;
      }
}

// Builds the words of blocks [0, blocks) of a table for `patterns` (DisjointPairs::assign).
// Blocks are built `lanes` at a time, so that each value's words for them fill one cache line
// (the words of one block lie a table row apart) and one vector; the padding blocks are all
// unused lanes.
void fill_table(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks, std::uint64_t* table) {
  constexpr std::size_t lanes = DisjointPairs::lanes;
  // Pattern bits past 64 (in the last group) are never set.
  std::array<std::array<std::uint64_t, lanes>, 64 + group_bits> slices;
  constexpr int low_bits = group_bits / 2;
  constexpr unsigned low_values = 1u << low_bits, high_values = group_values >> low_bits;
  std::array<std::array<std::uint64_t, lanes>, low_values> low;
  std::array<std::array<std::uint64_t, lanes>, high_values> high;
  for (auto& s : slices) s.fill(0);
  for (std::size_t b0 = 0; b0 < blocks; b0 += lanes) {
    std::array<std::uint64_t, lanes> unused;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
      const std::size_t first = std::min(64 * (b0 + lane), patterns.size());
      const std::size_t count = std::min<std::size_t>(64, patterns.size() - first);
      for (std::size_t i = 0; i < 64; ++i) slices[i][lane] = i < count ? patterns[first + i] : 0;
      // The unused lanes of a block conflict with every query, through group 0.
      unused[lane] = count == 64 ? 0 : ~((std::uint64_t{1} << count) - 1);
    }
    transpose(slices);
    for (int j = 0; j < groups; ++j) {
      // A value's words are the OR of its two nibbles' words.
      const auto* group = &slices[static_cast<std::size_t>(group_bits * j)];
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        low[0][lane] = j == 0 ? unused[lane] : 0;
        high[0][lane] = 0;
      }
      for (unsigned v = 1; v < low_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          low[v][lane] = low[v & (v - 1)][lane] | group[std::countr_zero(v)][lane];
      for (unsigned v = 1; v < high_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          high[v][lane] = high[v & (v - 1)][lane] | group[low_bits + std::countr_zero(v)][lane];
      std::uint64_t* words = &table[static_cast<std::size_t>(group_values * j) * blocks + b0];
      for (unsigned v = 0; v < group_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          words[v * blocks + lane] = low[v & (low_values - 1)][lane] | high[v >> low_bits][lane];
    }
  }
}

}  // namespace
}  // namespace nqueens::core::fast
