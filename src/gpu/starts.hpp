#pragma once
// The starts of a work unit (internal): the rows the CPU fills before the GPU's threads take
// over, one start for each way to place their queens.

#include <array>
#include <cstdint>
#include <span>

#include "core/bitboard.hpp"

namespace nqueens::gpu {

// The ways to place queens on rows [prefix.size(), depth) of the n×n board below the queens of
// `prefix` (the columns of rows 0.., which must not attack each other), in lexicographic order,
// each as the start of a GPU thread's search (thread_search.hpp): the squares of row `depth`
// that all those queens attack. Handed out in chunks, so that a unit of any size fits a
// buffer of fixed size. With depth == prefix.size(), the one start is the prefix's own.
class StartWalk {
 public:
  // Requires prefix.size() <= depth < n <= 32.
  StartWalk(int n, std::span<const int> prefix, int depth);
  StartWalk(const StartWalk&) = delete;  // the walk points into columns_
  StartWalk& operator=(const StartWalk&) = delete;

  // Writes up to `capacity` more starts, start_words words each, to `out`; returns how many
  // it wrote, 0 once there are none left.
  std::uint32_t fill(std::uint32_t* out, std::uint32_t capacity);

  // The queens placed so far on rows [prefix.size(), depth), search nodes as
  // core::count_completions counts them.
  std::uint64_t nodes() const { return nodes_; }

 private:
  std::array<int, 32> columns_;  // the prefix's queens, then those the walk places
  core::Frontier<std::uint32_t> prefix_frontier_;
  core::CompletionWalk<std::uint32_t> walk_;
  bool direct_;  // depth == prefix.size(): the prefix's frontier is the one start
  bool done_ = false;
  std::uint64_t nodes_ = 0;
};

}  // namespace nqueens::gpu
