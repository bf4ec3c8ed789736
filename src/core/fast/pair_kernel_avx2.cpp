// The portable kernels (core/fast/pair_kernel_portable.cpp) compiled for x86-64 CPUs with AVX2,
// POPCNT and BMI2, called only after a CPU check, with the pair sweep in AVX2 (two 256-bit vectors a
// query, their bits summed in a carry-save adder: AVX2 has no vector popcount; the portable
// build takes a dozen instructions a word) and the join of quarters four pairs a step.
#include <immintrin.h>

#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {
namespace {

struct Vector256 : Words {
  // The bits counted so far, in a Harley-Seal carry-save adder (Mula, Kurz and Lemire, "Faster
  // population counts using AVX2 instructions", 2018): the sum of the bits of every vector
  // swept is 16 * sixteens + units + the bits of eights, fours, twos and ones times 8, 4, 2 and
  // 1. A vector costs 5 logic instructions instead of the nibble table's 8: the sweep only needs
  // the total over all queries of a call, never one query's count.
  struct Sum {
    __m256i sixteens, units, eights, fours, twos, ones;
  };
  static Sum zero() {
    const __m256i z = _mm256_setzero_si256();
    return {z, z, z, z, z, z};
  }
  // The bits of each 64-bit lane.
  static __m256i popcount(__m256i x) {
    const __m256i nibble_bits = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3,
                                                 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i low_nibbles = _mm256_set1_epi8(0x0f);
    const __m256i bytes =
        _mm256_add_epi8(_mm256_shuffle_epi8(nibble_bits, _mm256_and_si256(x, low_nibbles)),
                        _mm256_shuffle_epi8(nibble_bits, _mm256_and_si256(_mm256_srli_epi16(x, 4), low_nibbles)));
    return _mm256_sad_epu8(bytes, _mm256_setzero_si256());
  }
  // Adds a and b to the bits of `low`, bit by bit, leaving their carries in `high`.
  static void carry_save(__m256i& high, __m256i& low, __m256i a, __m256i b) {
    const __m256i u = _mm256_xor_si256(low, a);
    high = _mm256_or_si256(_mm256_and_si256(low, a), _mm256_and_si256(u, b));
    low = _mm256_xor_si256(u, b);
  }
  // As Words::sweep (not inlined for the same reason), 16 vectors a step: 8 queries of a
  // chunk, or with Half 16 queries of a segment (the adder sums vectors, whichever they are).
  // Flattened: GCC 12 left the lambdas below out of line, reached the captures through
  // pointers and kept the adder's vectors in memory: 45 instructions a query of 5 groups, 28
  // inlined (measured in 2095167, bench/history/fast-engine.md, round eight).
  // The sum comes by reference: GCC copied a struct of six vectors passed by value in halves
  // and read it back whole, stalling on each vector.
  template <int Groups, bool Half = false>
  [[gnu::noinline, gnu::flatten]] static Sum sweep(const Sum& before, const ChunkRows<Groups> rows, std::size_t size) {
    Sum sum = before;
    // The OR of query t's rows from word `word` on.
    auto query = [&](std::size_t t, std::size_t word) {
      __m256i any = _mm256_load_si256(reinterpret_cast<const __m256i*>(rows.row(0, t) + word));
      for (int j = 1; j < Groups; ++j)
        any = _mm256_or_si256(any, _mm256_load_si256(reinterpret_cast<const __m256i*>(rows.row(j, t) + word)));
      return any;
    };
    // The t-th pair of vectors: query t's words 0-3 and 4-7, or with Half queries 2t and 2t + 1.
    auto conflicts = [&](std::size_t t, __m256i& low, __m256i& high) {
      low = Half ? query(2 * t, 0) : query(t, 0);
      high = Half ? query(2 * t + 1, 0) : query(t, 4);
    };
    const std::size_t pairs = Half ? size / 2 : size;
    if (Half && size % 2 == 1) sum.units = _mm256_add_epi64(sum.units, popcount(query(size - 1, 0)));
    // Four pairs' bits into ones and twos, their carries out as a vector of fours.
    auto four_queries = [&](std::size_t t) {
      __m256i low, high, twos_a, twos_b, fours;
      conflicts(t, low, high);
      carry_save(twos_a, sum.ones, low, high);
      conflicts(t + 1, low, high);
      carry_save(twos_b, sum.ones, low, high);
      carry_save(fours, sum.twos, twos_a, twos_b);
      conflicts(t + 2, low, high);
      carry_save(twos_a, sum.ones, low, high);
      conflicts(t + 3, low, high);
      carry_save(twos_b, sum.ones, low, high);
      __m256i fours_b;
      carry_save(fours_b, sum.twos, twos_a, twos_b);
      __m256i eights;
      carry_save(eights, sum.fours, fours, fours_b);
      return eights;
    };
    std::size_t t = 0;
    for (; t + 8 <= pairs; t += 8) {
      const __m256i eights_a = four_queries(t), eights_b = four_queries(t + 4);
      __m256i sixteens;
      carry_save(sixteens, sum.eights, eights_a, eights_b);
      sum.sixteens = _mm256_add_epi64(sum.sixteens, popcount(sixteens));
    }
    for (; t < pairs; ++t) {
      __m256i low, high;
      conflicts(t, low, high);
      sum.units = _mm256_add_epi64(sum.units, _mm256_add_epi64(popcount(low), popcount(high)));
    }
    return sum;
  }
  using HalfSum = Sum;
  static HalfSum half_zero() { return zero(); }
  template <int Groups>
  static HalfSum sweep_half(const HalfSum& sum, const ChunkRows<Groups>& rows, std::size_t size) {
    return sweep<Groups, true>(sum, rows, size);
  }
  // As Words::join, four south placements a step: the pairs that pass are packed to the front
  // of a vector (a permutation from a table by the 4-bit mask of those that pass; AVX2 has no
  // compress) and the whole vector stored, which join_slack leaves room for.
  static std::size_t join(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                          const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
    return join_in_groups<Vector256, 4>(north, north_first, north_last, south, first, last, out);
  }
  // The join of a group of at most 4 * Blocks south placements (join_in_groups), loaded once
  // (the last step's lanes past `last` as 0, kept out by its mask) and unrolled: a loop over
  // their steps for each north placement read them again and ended in a mispredicted branch
  // every few steps.
  template <int Blocks, bool Outside>
  static std::size_t join_small(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                                const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
    // For each mask, the 32-bit lanes that bring its 64-bit lanes to the front, in order.
    static constexpr auto packs = [] {
      std::array<std::array<std::int32_t, 8>, 16> table{};
      for (std::size_t mask = 0; mask < table.size(); ++mask)
        for (std::size_t lane = 0, to = 0; lane < 4; ++lane)
          if ((mask >> lane) & 1) {
            table[mask][2 * to] = static_cast<std::int32_t>(2 * lane);
            table[mask][2 * to + 1] = static_cast<std::int32_t>(2 * lane + 1);
            ++to;
          }
      return table;
    }();
    const auto broadcast = [](std::uint64_t word) { return _mm256_set1_epi64x(static_cast<long long>(word)); };
    __m256i south_patterns[Blocks], south_outside[Blocks];
    assert(last - first > 4 * (Blocks - 1) && last - first <= 4 * Blocks);
    const auto left = static_cast<long long>(last - first - 4 * (Blocks - 1));  // in the last step: 1 to 4
    const int last_live = (1 << left) - 1;
    for (int b = 0; b < Blocks; ++b) {
      const std::size_t j = first + 4 * static_cast<std::size_t>(b);
      const std::uint64_t* patterns = south.patterns + j;
      const std::uint64_t* outside = Outside ? south.outside + j : nullptr;
      if (b + 1 < Blocks) {
        south_patterns[b] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(patterns));
        if constexpr (Outside) south_outside[b] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(outside));
      } else {
        const __m256i lanes = _mm256_cmpgt_epi64(broadcast(left), _mm256_setr_epi64x(0, 1, 2, 3));
        south_patterns[b] = _mm256_maskload_epi64(reinterpret_cast<const long long*>(patterns), lanes);
        if constexpr (Outside)
          south_outside[b] = _mm256_maskload_epi64(reinterpret_cast<const long long*>(outside), lanes);
      }
    }
    const __m256i zero = _mm256_setzero_si256();
    std::size_t size = 0;
    for (std::uint32_t i = north_first; i < north_last; ++i) {
      const __m256i north_pattern = broadcast(north.patterns[i]);
      const __m256i north_outside = Outside ? broadcast(north.outside[i]) : zero;
      for (int b = 0; b < Blocks; ++b) {
        const __m256i patterns = _mm256_or_si256(north_pattern, south_patterns[b]);
        __m256i shared = _mm256_and_si256(north_pattern, south_patterns[b]);
        if constexpr (Outside) shared = _mm256_or_si256(shared, _mm256_and_si256(north_outside, south_outside[b]));
        int mask = _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(shared, zero)));
        if (b + 1 == Blocks) mask &= last_live;
        const __m256i pack = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(packs[mask].data()));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + size), _mm256_permutevar8x32_epi32(patterns, pack));
        size += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(mask)));
      }
    }
    return size;
  }
  static std::uint64_t total(const Sum& a) {
    __m256i lanes = _mm256_add_epi64(_mm256_slli_epi64(a.sixteens, 4), a.units);
    lanes = _mm256_add_epi64(lanes, _mm256_slli_epi64(popcount(a.eights), 3));
    lanes = _mm256_add_epi64(lanes, _mm256_slli_epi64(popcount(a.fours), 2));
    lanes = _mm256_add_epi64(lanes, _mm256_slli_epi64(popcount(a.twos), 1));
    lanes = _mm256_add_epi64(lanes, popcount(a.ones));
    const auto words = std::bit_cast<std::array<std::uint64_t, 4>>(lanes);
    return words[0] + words[1] + words[2] + words[3];
  }
  static std::uint64_t half_total(const HalfSum& a) { return total(a); }
};

}  // namespace
}  // namespace nqueens::core::fast

#define NQUEENS_WORDS_KERNEL(name) name##_avx2
#define NQUEENS_WORDS_POLICY Vector256
#include "core/fast/pair_kernel_portable.cpp"  // NOLINT(bugprone-suspicious-include)
