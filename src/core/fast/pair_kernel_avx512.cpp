// The pair-counting kernel for CPUs with AVX-512 and its vector popcount (compiled with those
// instructions enabled; called only after a CPU check).
#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {

std::uint64_t count_disjoint_avx512(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count) {
  return count_disjoint_pairs(stored, queries, count);
}

void fill_table_avx512(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                       std::uint64_t* table) {
  fill_table(patterns, groups, blocks, table);
}

}  // namespace nqueens::core::fast
