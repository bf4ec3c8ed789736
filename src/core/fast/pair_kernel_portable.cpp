// The pair-counting kernel for any x86-64 or other CPU.
#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {

std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count) {
  return count_disjoint_pairs(stored, queries, count);
}

void fill_table_portable(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                         std::uint64_t* table) {
  fill_table(patterns, groups, blocks, table);
}

}  // namespace nqueens::core::fast
