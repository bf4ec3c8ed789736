#include "core/fast/disjoint_pairs.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::core::fast {

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, int bits) {
  groups_ = std::max(1, (bits + group_bits - 1) / group_bits);
  blocks_ = (patterns.size() + 63) / 64;
  table_.assign(static_cast<std::size_t>(groups_) * group_values * blocks_, 0);
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
      // A value's word is the OR of its two nibbles' words, built first in registers' reach:
      // the table's words of one block lie a row apart, too far to read back cheaply.
      std::array<std::uint64_t, 16> low{}, high{};
      const std::uint64_t* group = &slices[static_cast<std::size_t>(group_bits * j)];
      low[0] = j == 0 ? unused : 0;
      for (unsigned v = 1; v < 16; ++v) {
        low[v] = low[v & (v - 1)] | group[std::countr_zero(v)];
        high[v] = high[v & (v - 1)] | group[4 + std::countr_zero(v)];
      }
      std::uint64_t* words = &table_[static_cast<std::size_t>(group_values * j) * blocks_ + b];
      for (unsigned v = 0; v < group_values; ++v) words[v * blocks_] = low[v & 15] | high[v >> 4];
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
