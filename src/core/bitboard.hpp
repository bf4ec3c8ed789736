#pragma once
// Bitboard backtracking kernels (internal). Bit c of a mask stands for column c of the row
// being filled, so taking the lowest free bit first visits columns in increasing order and
// solutions come out in lexicographic order.

#include <bit>
#include <cassert>
#include <cstdint>
#include <limits>
#include <type_traits>

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

// The poll of a count that runs to its end (the engines' units): compiled out.
struct NoPoll {
  bool operator()(std::uint64_t, std::uint64_t) const { return false; }
};

// Queens placed between two polls of a count that has a poll: about a millisecond's work.
inline constexpr std::uint64_t count_poll_interval = 1 << 20;

// Counts the ways to fill the `rows` remaining rows below frontier f, stopping once `cap` are
// found (the result is then at least cap); adds the queens placed (search-tree nodes below f)
// to `nodes`. With a `poll`, calls poll(nodes placed, solutions found) every
// count_poll_interval queens; true from it stops the count (the result is then a lower bound).
template <class Mask, class Poll = NoPoll>
std::uint64_t count_completions(int n, int rows, Frontier<Mask> f, std::uint64_t& nodes,
                                std::uint64_t cap = ~std::uint64_t(0), Poll poll = {}) {
  if (rows == 0) return 1;
  const Mask full = board_mask<Mask>(n);
  constexpr int max_rows = std::numeric_limits<Mask>::digits;
  assert(n <= max_rows && rows > 0 && rows <= n);
  Frontier<Mask> stack[max_rows];
  Mask free[max_rows];
  std::uint64_t solutions = 0;
  std::uint64_t placed = 0;
  [[maybe_unused]] std::uint64_t next_poll = count_poll_interval;
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
    if constexpr (!std::is_same_v<Poll, NoPoll>) {
      if (placed >= next_poll) {  // >=: the last row adds its queens all at once
        next_poll = placed + count_poll_interval;
        if (poll(nodes + placed, solutions)) break;
      }
    }
    assert(d + 1 < rows);  // the last row is counted, never descended into
    stack[d + 1] = stack[d].place(bit);
    free[d + 1] = full & ~stack[d + 1].attacked();
    ++d;
  }
  nodes += placed;
  return solutions;
}

// The ways to fill rows [row, end) of the n-wide board below frontier f, one at a time, in
// lexicographic order, with columns[row..end-1] holding the queens of the current one. The walk
// can pause after a budget of queens placed and go on where it stopped, so a caller that pulls
// completions (an iterator) stays responsive while the next one is far away.
template <class Mask>
class CompletionWalk {
 public:
  enum class Step { found, paused, done };

  CompletionWalk(int n, int row, int end, Frontier<Mask> f, int* columns)
      : full_(board_mask<Mask>(n)), row_(row), end_(end), d_(row), columns_(columns) {
    assert(n <= max_rows && 0 <= row && row <= end && end <= n);
    stack_[row] = f;
    free_[row] = row == end ? 0 : full_ & ~f.attacked();
  }

  // Goes on to the next completion, placing at most `budget` queens on the way (and taking
  // those it placed off the budget).
  Step next(std::uint64_t& budget) {
    if (row_ == end_) {  // nothing to place: one empty completion
      const bool first = d_ == row_;
      d_ = row_ - 1;
      return first ? Step::found : Step::done;
    }
    while (d_ >= row_) {
      if (free_[d_] == 0) {
        --d_;
        continue;
      }
      if (budget == 0) return Step::paused;
      --budget;
      const Mask bit = free_[d_] & Mask(-free_[d_]);
      free_[d_] ^= bit;
      columns_[d_] = std::countr_zero(bit);
      if (d_ == end_ - 1) return Step::found;
      assert(d_ + 1 < end_);
      stack_[d_ + 1] = stack_[d_].place(bit);
      free_[d_ + 1] = full_ & ~stack_[d_ + 1].attacked();
      ++d_;
    }
    return Step::done;
  }

  // After Step::found with end > row: the squares of row `end` that the queens attack.
  Frontier<Mask> below() const {
    assert(d_ >= row_ && d_ == end_ - 1);
    return stack_[d_].place(Mask(Mask(1) << columns_[d_]));
  }

 private:
  static constexpr int max_rows = std::numeric_limits<Mask>::digits;
  Mask full_;
  int row_;
  int end_;
  int d_;
  int* columns_;
  Frontier<Mask> stack_[max_rows];
  Mask free_[max_rows];
};

// Calls visit() for each way to fill rows [row, end) of the n-wide board below frontier f, in
// lexicographic order, with columns[row..end-1] holding the queens; stops and returns false as
// soon as visit() does. end = n enumerates solutions; a smaller end, prefixes.
template <class Mask, class Visit>
bool enumerate_completions(int n, int row, int end, Frontier<Mask> f, int* columns, Visit&& visit) {
  CompletionWalk<Mask> walk(n, row, end, f, columns);
  std::uint64_t unlimited = ~std::uint64_t(0);
  while (walk.next(unlimited) == CompletionWalk<Mask>::Step::found)
    if (!visit()) return false;
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
