// The pair-counting kernel for any x86-64 or other CPU.
#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {

std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                      const QueryWeights& weights) {
  return count_disjoint_pairs(stored, queries, count, weights);
}

void fill_table_portable(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                         std::uint64_t* table) {
  fill_table(patterns, groups, blocks, table);
}

std::size_t join_portable(std::uint64_t p, std::uint64_t d, std::uint64_t a, const SouthPlacements& south,
                          std::uint32_t first, std::uint32_t last, std::uint64_t required, std::uint64_t* out) {
  std::size_t size = 0;
  const bool any = required == 0;
  for (std::uint32_t j = first; j < last; ++j) {
    out[size] = p | south.patterns[j];
    size += (((d & south.diagonals[j]) | (a & south.anti[j])) == 0) & (any | ((out[size] & required) != 0));
  }
  return size;
}

}  // namespace nqueens::core::fast
