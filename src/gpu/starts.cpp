#include "gpu/starts.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "gpu/thread_search.hpp"

namespace nqueens::gpu {

namespace {

std::array<int, 32> columns_of(std::span<const int> prefix) {
  std::array<int, 32> columns{};
  std::copy(prefix.begin(), prefix.end(), columns.begin());
  return columns;
}

core::Frontier<std::uint32_t> frontier_of_prefix(int n, std::span<const int> prefix) {
  core::Frontier<std::uint32_t> f;
  if (!core::frontier_of(n, prefix.data(), static_cast<int>(prefix.size()), f))
    throw std::logic_error("a work unit's queens attack each other");
  return f;
}

}  // namespace

StartWalk::StartWalk(int n, std::span<const int> prefix, int depth)
    : columns_(columns_of(prefix)),
      prefix_frontier_(frontier_of_prefix(n, prefix)),
      walk_(n, static_cast<int>(prefix.size()), depth, prefix_frontier_, columns_.data()),
      direct_(depth == static_cast<int>(prefix.size())) {
  assert(static_cast<int>(prefix.size()) <= depth && depth < n && n <= 32);
}

std::uint32_t StartWalk::fill(std::uint32_t* out, std::uint32_t capacity) {
  auto write = [&out](const core::Frontier<std::uint32_t>& f) {
    out[0] = f.columns;
    out[1] = f.diagonals;
    out[2] = f.anti_diagonals;
    out += start_words;
  };
  if (done_ || capacity == 0) return 0;
  if (direct_) {
    write(prefix_frontier_);
    done_ = true;
    return 1;
  }
  std::uint32_t written = 0;
  while (written < capacity) {
    std::uint64_t budget = ~std::uint64_t{0};
    const auto step = walk_.next(budget);
    nodes_ += ~std::uint64_t{0} - budget;
    if (step != core::CompletionWalk<std::uint32_t>::Step::found) {
      done_ = true;
      break;
    }
    write(walk_.below());
    ++written;
  }
  return written;
}

}  // namespace nqueens::gpu
