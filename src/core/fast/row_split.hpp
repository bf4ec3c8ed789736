#pragma once
// The work of the fast engine, split by which rows hold their queen in the east half of the
// board (internal).

#include <cstdint>

namespace nqueens::core::fast {

// A split of the board into a west half (columns [0, w)) and an east half (the last w columns),
// w = n / 2; for odd n the middle column w holds one queen, in row `middle_row`. A solution
// falls under exactly one split: `east_rows` (bit r = row r) are the rows of its east queens,
// the other rows but the middle row hold its west queens.
struct RowSplit {
  int middle_row = -1;  // -1 for even n
  std::uint32_t east_rows = 0;
};

// The splits of an n-board in a fixed order: for odd n by middle row, then the east rows in
// colexicographic order of the w-subsets of the other n - 1 rows. The order gives stable ids.
class RowSplits {
 public:
  explicit RowSplits(int n);

  int n() const { return n_; }
  std::uint64_t size() const { return size_; }

  // The split of rank `rank` < size().
  RowSplit at(std::uint64_t rank) const;
  // Calls visit(split) for the ranks [first, last) in order, faster than at() for each.
  template <class Visit>
  void for_range(std::uint64_t first, std::uint64_t last, Visit&& visit) const;

  // The number of distinct images of the split under the up-down and left-right reflections
  // of the board (1, 2 or 4) if `split` is the smallest of them, else 0: a count weights each
  // orbit's smallest split by the orbit's size and skips the others.
  int orbit_weight(const RowSplit& split) const;
  // The same for the up-down reflection alone: 2 if the split is smaller than its image, 1 if
  // it is its own image, 0 if it is larger.
  int flip_weight(const RowSplit& split) const;

 private:
  std::uint32_t expand(std::uint32_t compressed, int middle_row) const;
  RowSplit flipped(const RowSplit& split) const;

  int n_;
  int half_;                  // w, the east (and west) queens
  int free_;                  // the rows a split distributes: n, or n - 1 with a middle queen
  std::uint64_t per_middle_;  // C(free_, half_)
  std::uint64_t size_;
};

template <class Visit>
void RowSplits::for_range(std::uint64_t first, std::uint64_t last, Visit&& visit) const {
  if (first >= last) return;
  const RowSplit start = at(first);
  int middle = start.middle_row;
  // Recover the compressed subset of the first split, then step with Gosper's hack.
  std::uint32_t subset = 0;
  for (int r = 0, bit = 0; r < n_; ++r) {
    if (r == middle) continue;
    if ((start.east_rows >> r) & 1u) subset |= 1u << bit;
    ++bit;
  }
  const std::uint64_t limit = std::uint64_t{1} << free_;
  for (std::uint64_t rank = first; rank < last; ++rank) {
    visit(RowSplit{middle, expand(subset, middle)});
    if (half_ == 0) {
      ++middle;
      continue;
    }
    const std::uint32_t low = subset & (0u - subset);
    const std::uint64_t ripple = std::uint64_t{subset} + low;
    const std::uint64_t next = (((ripple ^ subset) >> 2) / low) | ripple;
    if (next >= limit) {
      ++middle;
      subset = (1u << half_) - 1;
    } else {
      subset = static_cast<std::uint32_t>(next);
    }
  }
}

}  // namespace nqueens::core::fast
