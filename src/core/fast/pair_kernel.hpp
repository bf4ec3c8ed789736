#pragma once
// The loop of DisjointPairs::count, compiled once per instruction set by the pair_kernel_*.cpp
// files (internal). Everything here has internal linkage, so each copy keeps its own code.

#include <bit>
#include <cstddef>
#include <cstdint>

#include "core/fast/disjoint_pairs.hpp"

namespace nqueens::core::fast {
namespace {

// Groups is a constant so that the OR over groups unrolls and the loop over blocks vectorises.
template <int Groups>
std::uint64_t count_with_groups(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count) {
  const std::size_t blocks = stored.blocks();
  const std::uint64_t* table = stored.table();
  std::uint64_t total = 0;
  for (std::size_t q = 0; q < count; ++q) {
    const std::uint64_t query = queries[q];
    const std::uint64_t* words[Groups];
    for (int j = 0; j < Groups; ++j)
      words[j] =
          table +
          (static_cast<std::size_t>(group_values * j) + ((query >> (group_bits * j)) & (group_values - 1))) * blocks;
    std::uint64_t free = 0;
    for (std::size_t b = 0; b < blocks; ++b) {
      std::uint64_t conflicts = words[0][b];
      for (int j = 1; j < Groups; ++j) conflicts |= words[j][b];
      free += static_cast<std::uint64_t>(std::popcount(~conflicts));
    }
    total += free;
  }
  return total;
}

template <int Groups = 1>
std::uint64_t count_disjoint_pairs(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count) {
  if constexpr (Groups < (64 + group_bits - 1) / group_bits) {
    if (stored.groups() != Groups) return count_disjoint_pairs<Groups + 1>(stored, queries, count);
  }
  return count_with_groups<Groups>(stored, queries, count);
}

}  // namespace
}  // namespace nqueens::core::fast
