// The pair-counting kernel for any x86-64 or other CPU.
#include "core/fast/pair_kernel.hpp"

namespace nqueens::core::fast {

std::uint64_t count_disjoint_portable(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count) {
  return count_disjoint_pairs(stored, queries, count);
}

}  // namespace nqueens::core::fast
