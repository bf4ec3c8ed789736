#include "core/fast/disjoint_pairs.hpp"

#include "core/fast/cpu.hpp"

#include <algorithm>
#include <cassert>
#include <new>

namespace nqueens::core::fast {

namespace {

// The rows of a chunk whose `bits` bits are cut into `groups` groups as even as possible.
std::size_t rows_for(int bits, int groups) {
  std::size_t rows = 0;
  for (int j = 0; j < groups; ++j) rows += std::size_t{1} << (bits / groups + (j < bits % groups ? 1 : 0));
  return rows;
}

}  // namespace

std::size_t DisjointPairs::max_chunk_bytes() {
  static const std::size_t bytes =
      std::max<std::size_t>(l1_data_bytes(), std::size_t{24} << 10) - (std::size_t{12} << 10);
  return bytes;
}

int DisjointPairs::groups_for(int bits) {
  if (bits <= 0) return 1;
  const int fewest = (bits + max_group_bits - 1) / max_group_bits;  // as max_table_bytes_per_pattern
  for (int groups = fewest; groups <= std::min(bits, max_groups); ++groups)
    if (rows_for(bits, groups) * lanes * sizeof(std::uint64_t) <= max_chunk_bytes()) return groups;
  return fewest;
}

double DisjointPairs::max_table_bytes_per_pattern(int bits) {
  const int fewest = bits <= 0 ? 1 : (bits + max_group_bits - 1) / max_group_bits;
  return static_cast<double>(rows_for(std::max(bits, 0), fewest)) / 8;  // a bit of each row
}

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, int bits) {
  assign(patterns, {0, static_cast<std::uint32_t>(patterns.size())}, bits);
}

void DisjointPairs::assign(const std::vector<std::uint64_t>& patterns, const std::vector<std::uint32_t>& bucket_starts,
                           int bits) {
  assert(0 <= bits && bits <= 64 && !bucket_starts.empty());
  assert(bucket_starts.front() == 0 && bucket_starts.back() == patterns.size());
  groups_ = groups_for(bits);
  std::uint32_t rows = 0;
  for (int j = 0, shift = 0; j < groups_; ++j) {
    const int width = bits / groups_ + (j < bits % groups_ ? 1 : 0);
    layout_[j] = {shift, width, rows};
    shift += width;
    rows += std::uint32_t{1} << width;
  }
  chunk_words_ = rows * lanes;
  // Packer's pdep makes what the kernels' own packing (pair_kernel.hpp) does because the groups
  // are contiguous from bit 0, in order.
  query_deposit_ = 0;
#if defined(NQUEENS_X86_KERNELS) && defined(__x86_64__)
  if (groups_ <= packed_fields && (avx512() || avx2()))
    for (int j = 0; j < groups_; ++j)
      query_deposit_ |= ((std::uint64_t{1} << layout_[j].bits) - 1) << packed_value_shift(j);
#endif
  sources_.clear();
  bucket_segments_.assign(1, 0);
  constexpr std::size_t segment_blocks = lanes / 2;
  for (std::size_t k = 0; k + 1 < bucket_starts.size(); ++k) {
    const std::uint32_t first = bucket_starts[k], last = bucket_starts[k + 1];
    const std::size_t blocks = (last - first + segment_patterns - 1) / segment_patterns * segment_blocks;
    for (std::size_t b = 0; b < blocks; ++b) {
      const std::uint32_t from = std::min<std::uint32_t>(first + 64 * static_cast<std::uint32_t>(b), last);
      sources_.push_back({from, std::min<std::uint32_t>(64, last - from)});
    }
    bucket_segments_.push_back(static_cast<std::uint32_t>(sources_.size() / segment_blocks));
  }
  // The last chunk whole; its unused half is in no bucket.
  sources_.resize((sources_.size() + lanes - 1) / lanes * lanes,
                  BlockSource{static_cast<std::uint32_t>(patterns.size()), 0});
  chunks_ = sources_.size() / lanes;
  const std::size_t size = chunks_ * chunk_words_;
  if (capacity_ < size) {  // every word is written by fill_table
    capacity_ = std::max(size, 2 * capacity_);
    table_.reset(static_cast<std::uint64_t*>(std::aligned_alloc(64, capacity_ * sizeof(std::uint64_t))));
    if (!table_) throw std::bad_alloc();
  }
#ifdef NQUEENS_X86_KERNELS
  if (avx512()) return fill_table_avx512(patterns, sources_, *this, table_.get());
  if (avx2()) return fill_table_avx2(patterns, sources_, *this, table_.get());
#endif
  fill_table_portable(patterns, sources_, *this, table_.get());
}

std::uint64_t DisjointPairs::count(const std::uint64_t* queries, std::size_t count,
                                   const std::vector<SegmentRange>& ranges, QueryForm form) const {
  if (chunks_ == 0 || count == 0 || ranges.empty()) return 0;
  assert(form == QueryForm::plain || packs_queries());
#ifdef NQUEENS_X86_KERNELS
  if (avx512()) return count_disjoint_avx512(*this, queries, count, ranges, form);
  if (avx2()) return count_disjoint_avx2(*this, queries, count, ranges, form);
#endif
  return count_disjoint_portable(*this, queries, count, ranges, form);
}

}  // namespace nqueens::core::fast
