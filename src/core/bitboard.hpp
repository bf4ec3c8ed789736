#pragma once
// Bitboard backtracking kernels (internal). Bit c of a mask stands for column c of the row
// being filled, so taking the lowest free bit first visits columns in increasing order and
// solutions come out in lexicographic order.

#include <bit>
#include <cstdint>
#include <limits>

namespace nqueens::core {

// The squares of the next row attacked by the queens placed so far.
template <class Mask>
struct Frontier {
  Mask columns = 0;
  Mask diagonals = 0;       // shifted left at each row: a queen at column c attacks c+1 below it
  Mask anti_diagonals = 0;  // shifted right at each row

  Frontier place(Mask bit) const {
    return {Mask(columns | bit), Mask((diagonals | bit) << 1), Mask((anti_diagonals | bit) >> 1)};
  }
  Mask attacked() const { return columns | diagonals | anti_diagonals; }
};

template <class Mask>
constexpr Mask board_mask(int n) {
  return n == std::numeric_limits<Mask>::digits ? ~Mask(0) : Mask((Mask(1) << n) - 1);
}

// Counts the ways to fill the `rows` remaining rows below frontier f, stopping once `cap` are
// found (the result is then at least cap); adds the queens placed (search-tree nodes below f)
// to `nodes`.
template <class Mask>
std::uint64_t count_completions(int n, int rows, Frontier<Mask> f, std::uint64_t& nodes,
                                std::uint64_t cap = ~std::uint64_t(0)) {
  if (rows == 0) return 1;
  const Mask full = board_mask<Mask>(n);
  constexpr int max_rows = std::numeric_limits<Mask>::digits;
  Frontier<Mask> stack[max_rows];
  Mask free[max_rows];
  std::uint64_t solutions = 0;
  std::uint64_t placed = 0;
  const int last = rows - 1;
  int d = 0;
  stack[0] = f;
  free[0] = full & ~f.attacked();
  while (d >= 0 && solutions < cap) {
    if (d == last) {
      // Every free square of the last row completes a solution.
      const auto k = static_cast<std::uint64_t>(std::popcount(free[d]));
      solutions += k;
      placed += k;
      --d;
      continue;
    }
    if (free[d] == 0) {
      --d;
      continue;
    }
    const Mask bit = free[d] & Mask(-free[d]);
    free[d] ^= bit;
    ++placed;
    stack[d + 1] = stack[d].place(bit);
    free[d + 1] = full & ~stack[d + 1].attacked();
    ++d;
  }
  nodes += placed;
  return solutions;
}

// Calls visit() for each way to fill rows [row, end) of the n-wide board below frontier f, in
// lexicographic order, with columns[row..end-1] holding the queens; stops and returns false as
// soon as visit() does. end = n enumerates solutions; a smaller end, prefixes.
template <class Mask, class Visit>
bool enumerate_completions(int n, int row, int end, Frontier<Mask> f, int* columns, Visit&& visit) {
  if (row == end) return visit();
  const Mask full = board_mask<Mask>(n);
  constexpr int max_rows = std::numeric_limits<Mask>::digits;
  Frontier<Mask> stack[max_rows];
  Mask free[max_rows];
  int d = row;
  stack[d] = f;
  free[d] = full & ~f.attacked();
  while (d >= row) {
    if (free[d] == 0) {
      --d;
      continue;
    }
    const Mask bit = free[d] & Mask(-free[d]);
    free[d] ^= bit;
    columns[d] = std::countr_zero(bit);
    if (d == end - 1) {
      if (!visit()) return false;
      continue;
    }
    stack[d + 1] = stack[d].place(bit);
    free[d + 1] = full & ~stack[d + 1].attacked();
    ++d;
  }
  return true;
}

// The frontier below a prefix of queens columns[0..rows-1], or false if two of them attack.
template <class Mask>
bool frontier_of(int n, const int* columns, int rows, Frontier<Mask>& f) {
  f = {};
  for (int r = 0; r < rows; ++r) {
    if (columns[r] < 0 || columns[r] >= n) return false;
    const Mask bit = Mask(Mask(1) << columns[r]);
    if (f.attacked() & bit) return false;
    f = f.place(bit);
  }
  return true;
}

}  // namespace nqueens::core
