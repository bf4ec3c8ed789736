#include "core/fast/disjoint_pairs.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::core::fast {

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, int bits) {
  // Blocks are built eight at a time, so that each value's words for them fill one cache line
  // (the words of one block lie a table row apart); the padding blocks are all unused lanes.
  constexpr std::size_t lanes = 8;
  groups_ = std::max(1, (bits + group_bits - 1) / group_bits);
  blocks_ = (patterns.size() + 64 * lanes - 1) / (64 * lanes) * lanes;
  const std::size_t size = static_cast<std::size_t>(groups_) * group_values * blocks_;
  if (table_.size() < size) table_.resize(size);  // every word is written below
  // Pattern bits past 64 (in the last group) are never set.
  std::array<std::array<std::uint64_t, lanes>, 64 + group_bits> slices;
  constexpr int low_bits = group_bits / 2;
  constexpr unsigned low_values = 1u << low_bits, high_values = group_values >> low_bits;
  std::array<std::array<std::uint64_t, lanes>, low_values> low;
  std::array<std::array<std::uint64_t, lanes>, high_values> high;
  for (std::size_t b0 = 0; b0 < blocks_; b0 += lanes) {
    for (auto& s : slices) s.fill(0);
    std::array<std::uint64_t, lanes> unused;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
      const std::size_t first = std::min(64 * (b0 + lane), patterns.size());
      const std::size_t count = std::min<std::size_t>(64, patterns.size() - first);
      for (std::size_t i = 0; i < count; ++i)
        for (std::uint64_t p = patterns[first + i]; p != 0; p &= p - 1)
          slices[std::countr_zero(p)][lane] |= std::uint64_t{1} << i;
      // The unused lanes of a block conflict with every query, through group 0.
      unused[lane] = count == 64 ? 0 : ~((std::uint64_t{1} << count) - 1);
    }
    for (int j = 0; j < groups_; ++j) {
      // A value's words are the OR of its two nibbles' words.
      const auto* group = &slices[static_cast<std::size_t>(group_bits * j)];
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        low[0][lane] = j == 0 ? unused[lane] : 0;
        high[0][lane] = 0;
      }
      for (unsigned v = 1; v < low_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          low[v][lane] = low[v & (v - 1)][lane] | group[std::countr_zero(v)][lane];
      for (unsigned v = 1; v < high_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          high[v][lane] = high[v & (v - 1)][lane] | group[low_bits + std::countr_zero(v)][lane];
      std::uint64_t* words = &table_[static_cast<std::size_t>(group_values * j) * blocks_ + b0];
      for (unsigned v = 0; v < group_values; ++v)
        for (std::size_t lane = 0; lane < lanes; ++lane)
          words[v * blocks_ + lane] = low[v & (low_values - 1)][lane] | high[v >> low_bits][lane];
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
