// The pair-counting kernel for any x86-64 or other CPU.
#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {
namespace {

// Plain words, one per lane.
struct Words {
  using Sum = std::array<std::uint64_t, DisjointPairs::lanes>;
  static Sum zero() { return {}; }
  static Sum add(Sum a, const Sum& b) {
    for (std::size_t lane = 0; lane < a.size(); ++lane) a[lane] += b[lane];
    return a;
  }
  // Not inlined: in the caller's loops the compiler ran short of registers and moved the
  // offsets through vector registers, two more instructions per row.
  template <int Groups>
  [[gnu::noinline]] static Sum sweep(Sum sum, const std::uint64_t* chunk, const std::uint16_t* rows, std::size_t stride,
                                     std::size_t size) {
    for (std::size_t t = 0; t < size; ++t)
      for (std::size_t lane = 0; lane < sum.size(); ++lane) {
        std::uint64_t any = chunk[rows[t] + lane];
        for (int j = 1; j < Groups; ++j) any |= chunk[rows[j * stride + t] + lane];
        sum[lane] += static_cast<std::uint64_t>(std::popcount(any));
      }
    return sum;
  }
  static std::array<std::size_t, 4> sort_by_weight(const std::uint64_t* queries, std::size_t count, int shift,
                                                   std::uint64_t mask, std::uint64_t* out, std::size_t stride) {
    // Each query is written to all four lists and kept in its own: no branch to mispredict.
    std::size_t size0 = 0, size1 = 0, size2 = 0, size3 = 0;
    for (std::size_t q = 0; q < count; ++q) {
      const std::uint64_t query = queries[q], k = (query >> shift) & mask;
      out[size0] = out[stride + size1] = out[2 * stride + size2] = out[3 * stride + size3] = query;
      size0 += k == 0;
      size1 += k == 1;
      size2 += k == 2;
      size3 += k == 3;
    }
    return {size0, size1, size2, size3};
  }
  static void transpose(Slices& rows) { transpose_lanes(rows); }
  static std::uint64_t total(const Sum& a) {
    std::uint64_t sum = 0;
    for (const std::uint64_t x : a) sum += x;
    return sum;
  }
};

}  // namespace

std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                      const QueryWeights& weights, const std::vector<ChunkRange>& ranges) {
  return count_disjoint_pairs<Words>(stored, queries, count, weights, ranges);
}

void fill_table_portable(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                         const DisjointPairs& stored, std::uint64_t* table) {
  fill_table<Words>(patterns, sources, stored, table);
}

std::size_t join_portable(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                          const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t required,
                          std::uint64_t* out) {
  std::size_t size = 0;
  const bool any = required == 0;
  for (std::uint32_t i = north_first; i < north_last; ++i) {
    const std::uint64_t p = north.patterns[i], d = north.diagonals[i], a = north.anti[i];
    for (std::uint32_t j = first; j < last; ++j) {
      out[size] = p | south.patterns[j];
      size += (((d & south.diagonals[j]) | (a & south.anti[j])) == 0) & (any | ((out[size] & required) != 0));
    }
  }
  return size;
}

}  // namespace nqueens::core::fast
