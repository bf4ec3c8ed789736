// The pair-counting kernel for CPUs with AVX-512 and its vector popcount, and BMI2 (compiled with
// those instructions enabled; called only after a CPU check).
#include <immintrin.h>

#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {
namespace {

// One 512-bit vector: the eight words of a step. Written with intrinsics because the compiler,
// left to vectorise the portable loops, kept the sums in scalar registers between steps.
struct Vector512 {
  using Sum = __m512i;
  static Sum zero() { return _mm512_setzero_si512(); }
  static Sum add(Sum a, Sum b) { return _mm512_add_epi64(a, b); }
  // Not inlined: in the caller's loops the compiler ran short of registers and moved the
  // offsets through vector registers, two more instructions per row.
  template <int Groups>
  [[gnu::noinline]] static Sum sweep(Sum sum, const ChunkRows<Groups> rows, std::size_t size) {
    for (std::size_t t = 0; t < size; ++t) {
      __m512i any = _mm512_load_si512(rows.row(0, t));
      for (int j = 1; j < Groups; ++j) any = _mm512_or_si512(any, _mm512_load_si512(rows.row(j, t)));
      sum = _mm512_add_epi64(sum, _mm512_popcnt_epi64(any));
    }
    return sum;
  }
  // A segment: half a row, one 256-bit vector.
  using HalfSum = __m256i;
  static HalfSum half_zero() { return _mm256_setzero_si256(); }
  template <int Groups>
  [[gnu::noinline]] static HalfSum sweep_half(HalfSum sum, const ChunkRows<Groups> rows, std::size_t size) {
    auto load = [](const std::uint64_t* row) { return _mm256_load_si256(reinterpret_cast<const __m256i*>(row)); };
    for (std::size_t t = 0; t < size; ++t) {
      __m256i any = load(rows.row(0, t));
      for (int j = 1; j < Groups; ++j) any = _mm256_or_si256(any, load(rows.row(j, t)));
      sum = _mm256_add_epi64(sum, _mm256_popcnt_epi64(any));
    }
    return sum;
  }
  static std::uint64_t total(Sum a) { return Words::total(std::bit_cast<Words::Sum>(a)); }
  static std::uint64_t half_total(HalfSum a) { return Words::total(std::bit_cast<Words::HalfSum>(a)); }
};

}  // namespace

std::uint64_t count_disjoint_avx512(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                    const std::vector<SegmentRange>& ranges, QueryForm form) {
  return count_disjoint_pairs<Vector512>(stored, queries, count, ranges, form);
}

void fill_table_avx512(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                       const DisjointPairs& stored, std::uint64_t* table) {
  fill_table(patterns, sources, stored, table);
}

namespace {

// The lanes of a step of eight from `first` that lie before `last`.
__mmask8 lanes_before(std::uint32_t first, std::uint32_t last) {
  return last - first >= 8 ? __mmask8{0xFF} : static_cast<__mmask8>((1u << (last - first)) - 1);
}

// The pairs of north placement i with `Blocks` steps of south placements, held in registers
// (so, sp: their outside words, where Outside, and patterns; in_range: the lanes that hold one): the pairs that pass
// are packed to the front of a vector (compress) and the whole vector stored, which join_slack leaves room for. Returns
// how many were stored.
template <int Blocks, bool Outside>
std::size_t join_north(const Placements& north, std::uint32_t i, const __m512i* so, const __m512i* sp,
                       const __mmask8* in_range, std::uint64_t* out) {
  const __m512i north_pattern = _mm512_set1_epi64(static_cast<long long>(north.patterns[i]));
  const __m512i north_outside =
      Outside ? _mm512_set1_epi64(static_cast<long long>(north.outside[i])) : _mm512_setzero_si512();
  std::size_t size = 0;
  for (int b = 0; b < Blocks; ++b) {
    const __m512i patterns = _mm512_or_si512(north_pattern, sp[b]);
    __mmask8 pass = _mm512_mask_testn_epi64_mask(in_range[b], north_pattern, sp[b]);
    if constexpr (Outside) pass &= _mm512_testn_epi64_mask(north_outside, so[b]);
    _mm512_storeu_si512(out + size, _mm512_maskz_compress_epi64(pass, patterns));
    size += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(pass)));
  }
  return size;
}

// The join of a group of at most 8 * Blocks south placements, loaded once, for every north
// placement (join_in_groups): a loop over their steps for each north placement read them again
// from the second-level cache and ended in a mispredicted branch every few steps.
struct Steps512 {
  template <int Blocks, bool Outside>
  static std::size_t join_small(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                                const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
    assert(last - first > 8 * (Blocks - 1) && last - first <= 8 * Blocks);
    __m512i so[Blocks], sp[Blocks];
    __mmask8 in_range[Blocks];
    for (int b = 0; b < Blocks; ++b) {
      const std::uint32_t j = first + 8 * static_cast<std::uint32_t>(b);
      in_range[b] = lanes_before(j, last);
      if constexpr (Outside) so[b] = _mm512_maskz_loadu_epi64(in_range[b], south.outside + j);
      sp[b] = _mm512_maskz_loadu_epi64(in_range[b], south.patterns + j);
    }
    std::size_t size = 0;
    for (std::uint32_t i = north_first; i < north_last; ++i)
      size += join_north<Blocks, Outside>(north, i, so, sp, in_range, out + size);
    return size;
  }
};

}  // namespace

// Eight south placements a step, against each north placement in turn (join_north), as
// half_board.hpp's join says: north by north, in order.
std::size_t join_avx512(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                        const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
  return join_in_groups<Steps512, 8>(north, north_first, north_last, south, first, last, out);
}

}  // namespace nqueens::core::fast
