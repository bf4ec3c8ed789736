#pragma once
// The queens of one half of the board, as the diagonals they share with the other half
// (internal).

#include <array>
#include <bit>
#include <cstdint>

#include "core/fast/row_split.hpp"

namespace nqueens::core::fast {

// Geometry of the meet in the middle. Diagonals are numbered c - r + n - 1 and anti-diagonals
// r + c, both in [0, 2n - 2]. Of them, the west half (columns [0, w)) and the east half
// (columns [e, n), e = n - w) can both reach only those numbered [e, e + L), L = 2w - 1.
// A half's `pattern` holds those it occupies: diagonals in bits [0, L), anti-diagonals in
// bits [L, 2L). A west and an east half make a solution exactly when their patterns are
// disjoint (rows and columns are disjoint by construction).
class HalfBoards {
 public:
  explicit HalfBoards(int n) : n_(n), half_(n / 2), east_(n - n / 2), overlap_(n < 2 ? 0 : 2 * (n / 2) - 1) {}

  int pattern_bits() const { return 2 * overlap_; }

  // Calls emit(pattern) for every placement of one queen in each row of the given half (the
  // split's east rows, or its other rows but the middle one) in that half's columns, with no
  // two attacking each other or the split's middle queen; returns the queens placed (nodes).
  template <class Emit>
  std::uint64_t for_each_pattern(const RowSplit& split, bool east, Emit&& emit) const;

 private:
  int n_;
  int half_;     // w
  int east_;     // e, the first east column
  int overlap_;  // L
};

template <class Emit>
std::uint64_t HalfBoards::for_each_pattern(const RowSplit& split, bool east, Emit&& emit) const {
  const std::uint32_t all = n_ == 32 ? ~0u : (1u << n_) - 1;
  const std::uint32_t middle_bit = split.middle_row < 0 ? 0u : 1u << split.middle_row;
  std::uint32_t rows = east ? split.east_rows : all & ~split.east_rows & ~middle_bit;
  const int first_column = east ? east_ : 0;

  // Diagonals taken by the middle queen: they bar squares but belong to neither half's pattern.
  std::uint64_t barred_diagonals = 0, barred_anti = 0;
  if (split.middle_row >= 0) {
    barred_diagonals = std::uint64_t{1} << (half_ - split.middle_row + n_ - 1);
    barred_anti = std::uint64_t{1} << (split.middle_row + half_);
  }
  const std::uint64_t overlap_mask = (std::uint64_t{1} << overlap_) - 1;
  auto pattern = [&](std::uint64_t diagonals, std::uint64_t anti) {
    return ((diagonals >> east_) & overlap_mask) | (((anti >> east_) & overlap_mask) << overlap_);
  };

  const int queens = std::popcount(rows);
  if (queens == 0) {
    emit(std::uint64_t{0});
    return 0;
  }
  // Per depth: the shifts that bring a row's diagonals and anti-diagonals onto its columns.
  std::array<int, 32> diagonal_shift{}, anti_shift{};
  for (int k = 0; k < queens; ++k) {
    const int r = std::countr_zero(rows);
    rows &= rows - 1;
    diagonal_shift[k] = first_column - r + n_ - 1;
    anti_shift[k] = r + first_column;
  }
  const std::uint32_t column_mask = (1u << half_) - 1;
  struct State {
    std::uint32_t columns;
    std::uint32_t free;
    std::uint64_t diagonals;
    std::uint64_t anti;
  };
  std::array<State, 32> stack;
  auto free_at = [&](int k, std::uint32_t columns, std::uint64_t diagonals, std::uint64_t anti) {
    return column_mask & ~columns & ~static_cast<std::uint32_t>(diagonals >> diagonal_shift[k]) &
           ~static_cast<std::uint32_t>(anti >> anti_shift[k]);
  };
  std::uint64_t nodes = 0;
  const int last = queens - 1;
  stack[0] = {0, free_at(0, 0, barred_diagonals, barred_anti), barred_diagonals, barred_anti};
  int k = 0;
  while (k >= 0) {
    State& s = stack[k];
    if (s.free == 0) {
      --k;
      continue;
    }
    const std::uint32_t bit = s.free & (0u - s.free);
    s.free ^= bit;
    ++nodes;
    const std::uint64_t diagonals = s.diagonals | (std::uint64_t{bit} << diagonal_shift[k]);
    const std::uint64_t anti = s.anti | (std::uint64_t{bit} << anti_shift[k]);
    if (k == last) {
      emit(pattern(diagonals & ~barred_diagonals, anti & ~barred_anti));
      continue;
    }
    const std::uint32_t columns = s.columns | bit;
    stack[k + 1] = {columns, free_at(k + 1, columns, diagonals, anti), diagonals, anti};
    ++k;
  }
  return nodes;
}

}  // namespace nqueens::core::fast
