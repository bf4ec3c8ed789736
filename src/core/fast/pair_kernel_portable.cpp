// The pair-counting kernels for any CPU: the shared loops (core/fast/pair_kernel.hpp) over
// plain words. core/fast/pair_kernel_avx2.cpp compiles this file again for AVX2, under other
// names (NQUEENS_WORDS_KERNEL) and with its own vector policy (NQUEENS_WORDS_POLICY).
#include "core/fast/pair_kernel.hpp"

#ifndef NQUEENS_WORDS_KERNEL
#define NQUEENS_WORDS_KERNEL(name) name##_portable
#define NQUEENS_WORDS_POLICY Words
#endif

namespace nqueens::core::fast {

std::uint64_t NQUEENS_WORDS_KERNEL(count_disjoint)(const DisjointPairs& stored, const std::uint64_t* queries,
                                                   std::size_t count, const std::vector<SegmentRange>& ranges,
                                                   QueryForm form) {
  return count_disjoint_pairs<NQUEENS_WORDS_POLICY>(stored, queries, count, ranges, form);
}

void NQUEENS_WORDS_KERNEL(fill_table)(const std::vector<std::uint64_t>& patterns,
                                      const std::vector<BlockSource>& sources, const DisjointPairs& stored,
                                      std::uint64_t* table) {
  fill_table(patterns, sources, stored, table);
}

std::size_t NQUEENS_WORDS_KERNEL(join)(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                                       const Placements& south, std::uint32_t first, std::uint32_t last,
                                       std::uint64_t* out) {
  return NQUEENS_WORDS_POLICY::join(north, north_first, north_last, south, first, last, out);
}

}  // namespace nqueens::core::fast
