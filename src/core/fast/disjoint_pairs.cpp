#include "core/fast/disjoint_pairs.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::core::fast {

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, int bits) {
  groups_ = std::max(1, (bits + 3) / 4);
  blocks_ = (patterns.size() + 63) / 64;
  table_.assign(static_cast<std::size_t>(groups_) * 16 * blocks_, 0);
  std::array<std::uint64_t, 64> slices;
  for (std::size_t b = 0; b < blocks_; ++b) {
    slices.fill(0);
    const std::size_t first = 64 * b;
    const std::size_t count = std::min<std::size_t>(64, patterns.size() - first);
    for (std::size_t i = 0; i < count; ++i)
      for (std::uint64_t p = patterns[first + i]; p != 0; p &= p - 1)
        slices[std::countr_zero(p)] |= std::uint64_t{1} << i;
    // The unused lanes of the last block conflict with every query, through group 0.
    const std::uint64_t unused = count == 64 ? 0 : ~((std::uint64_t{1} << count) - 1);
    for (int j = 0; j < groups_; ++j) {
      std::uint64_t* words = &table_[static_cast<std::size_t>(16 * j) * blocks_ + b];
      words[0] = j == 0 ? unused : 0;
      for (unsigned v = 1; v < 16; ++v)
        words[v * blocks_] =
            words[(v & (v - 1)) * blocks_] | slices[static_cast<std::size_t>(4 * j + std::countr_zero(v))];
    }
  }
}

std::uint64_t DisjointPairs::count(const std::vector<std::uint64_t>& queries) const {
  if (blocks_ == 0 || queries.empty()) return 0;
#ifdef NQUEENS_AVX512_KERNEL
  static const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
  if (avx512) return count_disjoint_avx512(*this, queries.data(), queries.size());
#endif
  return count_disjoint_portable(*this, queries.data(), queries.size());
}

}  // namespace nqueens::core::fast
