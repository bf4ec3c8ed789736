// The pair-counting kernel for CPUs with AVX-512 and its vector popcount (compiled with those
// instructions enabled; called only after a CPU check).
#include <immintrin.h>

#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {

std::uint64_t count_disjoint_avx512(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                    const QueryWeights& weights) {
  return count_disjoint_pairs(stored, queries, count, weights);
}

void fill_table_avx512(const std::vector<std::uint64_t>& patterns, int groups, std::size_t blocks,
                       std::uint64_t* table) {
  fill_table(patterns, groups, blocks, table);
}

// Eight south placements a step: the pairs that pass are packed to the front of a vector
// (compress) and the whole vector stored, which join_slack leaves room for.
std::size_t join_avx512(std::uint64_t p, std::uint64_t d, std::uint64_t a, const SouthPlacements& south,
                        std::uint32_t first, std::uint32_t last, std::uint64_t required, std::uint64_t* out) {
  const __m512i north_pattern = _mm512_set1_epi64(static_cast<long long>(p));
  const __m512i north_diagonals = _mm512_set1_epi64(static_cast<long long>(d));
  const __m512i north_anti = _mm512_set1_epi64(static_cast<long long>(a));
  const __m512i wanted = _mm512_set1_epi64(static_cast<long long>(required));
  std::size_t size = 0;
  for (std::uint32_t j = first; j < last; j += 8) {
    const __mmask8 in_range = last - j >= 8 ? __mmask8{0xFF} : static_cast<__mmask8>((1u << (last - j)) - 1);
    const __m512i diagonals = _mm512_maskz_loadu_epi64(in_range, south.diagonals + j);
    const __m512i anti = _mm512_maskz_loadu_epi64(in_range, south.anti + j);
    const __m512i patterns = _mm512_or_si512(north_pattern, _mm512_maskz_loadu_epi64(in_range, south.patterns + j));
    __mmask8 pass =
        _mm512_mask_testn_epi64_mask(in_range, north_diagonals, diagonals) & _mm512_testn_epi64_mask(north_anti, anti);
    if (required != 0) pass &= _mm512_test_epi64_mask(patterns, wanted);
    _mm512_storeu_si512(out + size, _mm512_maskz_compress_epi64(pass, patterns));
    size += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(pass)));
  }
  return size;
}

}  // namespace nqueens::core::fast
