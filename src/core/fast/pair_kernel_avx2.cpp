// The portable kernels (core/fast/pair_kernel_portable.cpp) compiled for x86-64 CPUs with AVX2
// and POPCNT, called only after a CPU check, with the pair sweep in AVX2: two 256-bit vectors a
// step, bits counted by a nibble table (AVX2 has no vector popcount; the portable build takes a
// dozen instructions a word).
#include <immintrin.h>

#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {
namespace {

struct Vector256 : Words {
  struct Sum {
    __m256i low, high;  // lanes 0-3 and 4-7
  };
  static Sum zero() { return {_mm256_setzero_si256(), _mm256_setzero_si256()}; }
  static Sum add(Sum a, Sum b) { return {_mm256_add_epi64(a.low, b.low), _mm256_add_epi64(a.high, b.high)}; }
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
  // As Words::sweep (not inlined for the same reason).
  template <int Groups>
  [[gnu::noinline]] static Sum sweep(Sum sum, const std::uint64_t* chunk, const std::uint16_t* rows, std::size_t stride,
                                     std::size_t size) {
    for (std::size_t t = 0; t < size; ++t) {
      const std::uint64_t* row = chunk + rows[t];
      __m256i low = _mm256_load_si256(reinterpret_cast<const __m256i*>(row));
      __m256i high = _mm256_load_si256(reinterpret_cast<const __m256i*>(row + 4));
      for (int j = 1; j < Groups; ++j) {
        row = chunk + rows[j * stride + t];
        low = _mm256_or_si256(low, _mm256_load_si256(reinterpret_cast<const __m256i*>(row)));
        high = _mm256_or_si256(high, _mm256_load_si256(reinterpret_cast<const __m256i*>(row + 4)));
      }
      sum = add(sum, {popcount(low), popcount(high)});
    }
    return sum;
  }
  static std::uint64_t total(Sum a) { return Words::total(std::bit_cast<Words::Sum>(a)); }
};

}  // namespace
}  // namespace nqueens::core::fast

#define NQUEENS_WORDS_KERNEL(name) name##_avx2
#define NQUEENS_WORDS_POLICY Vector256
#include "core/fast/pair_kernel_portable.cpp"  // NOLINT(bugprone-suspicious-include)
