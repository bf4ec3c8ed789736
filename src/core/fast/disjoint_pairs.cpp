#include "core/fast/disjoint_pairs.hpp"

#include "core/fast/cpu.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::core::fast {

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, int bits) {
  groups_ = std::max(1, (bits + group_bits - 1) / group_bits);
  blocks_ = (patterns.size() + 64 * lanes - 1) / (64 * lanes) * lanes;
  const std::size_t size = static_cast<std::size_t>(groups_) * group_values * blocks_;
  if (table_.size() < size) table_.resize(size);  // every word is written by fill_table
#ifdef NQUEENS_AVX512_KERNEL
  if (avx512()) return fill_table_avx512(patterns, groups_, blocks_, table_.data());
#endif
  fill_table_portable(patterns, groups_, blocks_, table_.data());
}

std::uint64_t DisjointPairs::count(const std::uint64_t* queries, std::size_t count, const QueryWeights& weights) const {
  if (blocks_ == 0 || count == 0) return 0;
#ifdef NQUEENS_AVX512_KERNEL
  if (avx512()) return count_disjoint_avx512(*this, queries, count, weights);
#endif
  return count_disjoint_portable(*this, queries, count, weights);
}

}  // namespace nqueens::core::fast
