#pragma once
// One GPU thread's search (internal): bitboard backtracking below the starts the CPU made, one
// source for the device (count_kernel.cu) and the host, where the tests run it for every thread
// index and check it against the CPU engines. Nothing here may use more than cuda_compat.hpp
// offers.

#include <cstddef>
#include <cstdint>

#include "gpu/cuda_compat.hpp"

namespace nqueens::gpu {

// A start: the squares of the row below the queens the CPU placed that those queens attack,
// in three words as core::Frontier<std::uint32_t> holds them: columns, diagonals (shifted left
// at each row) and anti-diagonals (shifted right).
inline constexpr std::uint32_t start_words = 3;

// The most rows a thread fills below a start: the solutions below one start are at most 20!
// (< 2^62), its nodes at most e·20! (< 2^63), so a thread's 64-bit tallies, flushed before a
// start once they reach 2^63, cannot overflow (search_starts).
inline constexpr std::uint32_t max_thread_rows = 20;

// Steps (a queen placed or taken back) between two reads of the stop flag: a few hundredths of
// a second of one GPU thread, and rare enough that the reads, from host memory over the bus,
// cost nothing.
inline constexpr std::uint32_t poll_steps = 1u << 18;

// The stack words a thread needs for `rows` rows: one for each row but the last, which is
// counted at once.
NQUEENS_HOST_DEVICE constexpr std::uint32_t stack_words(std::uint32_t rows) { return rows - 1; }

// What one launch counts: `count` starts (start_words words each) of the n×n board, each with
// `rows` rows left to fill, 1 <= rows <= max_thread_rows, n <= 32.
struct Task {
  const std::uint32_t* starts;
  std::uint32_t count;
  std::uint32_t n;
  std::uint32_t rows;
};

// Adds `value` to the 128-bit sum in sum[0] (low word) and sum[1] (high word), which other
// threads add to at the same time: each carry out of the low word is counted once, by the
// thread whose addition made it.
NQUEENS_HOST_DEVICE inline void add_wide(std::uint64_t* sum, std::uint64_t value) {
  const std::uint64_t before = atomic_add(sum, value);
  if (before + value < before) atomic_add(sum + 1, std::uint64_t{1});
}

// Counts the solutions below the starts one thread takes: first the start of index `first` (its
// own index in the grid), then each that work.next() hands out, until an index is past the
// last start. It counts the queens it places as nodes as core::count_completions does (a
// queen each on every row but the last, whose free squares are counted at once), so a unit's
// nodes equal the reference engine's. Work provides:
//   std::uint32_t next()         the next start to take (an atomic counter on the device)
//   bool stopped()               true once the count is given up (read every poll_steps steps)
//   void flush(solutions, nodes) adds the thread's tallies to the launch's sums
// A stopped thread returns without flushing: the launch's sums are then partial.
//
// The loop is flat, one step (a queen placed or taken back, or a start taken) an iteration,
// so a thread that finishes its start takes the next one at once instead of waiting at the
// end of a loop for the other threads of its warp.
//
// The stack holds one word a row: the free squares of that row not yet tried, the queen placed
// there being the lowest. Going back up undoes that queen on the attack masks instead of
// reading them back, which is exact where it matters: the diagonals shift left, so undoing a
// row loses the top bit of the word, and undoing r rows the top r bits; 64-bit words keep those
// bits above the board (32 + r <= 64). The anti-diagonals shift right and keep the board in the
// high word, losing only bits below it. `stack` points at the thread's first word, the next
// ones `stride` words apart (the block's threads interleaved: no bank conflicts).
template <class Work>
NQUEENS_HOST_DEVICE inline void search_starts(const Task& task, std::uint32_t first, Work& work, std::uint32_t* stack,
                                              std::uint32_t stride) {
  const std::uint32_t full = task.n >= 32 ? ~0u : (1u << task.n) - 1u;
  const std::uint32_t last = (task.rows - 1) * stride;  // the last row's offset on the stack
  constexpr std::uint64_t flush_at = std::uint64_t{1} << 63;
  std::uint64_t solutions = 0, nodes = 0;
  std::uint32_t columns = 0, free = 0;
  std::uint64_t diagonals = 0, anti_diagonals = 0;  // the board in the low, resp. high word
  std::uint32_t row = 0;                            // the row being filled, as its offset on the stack
  bool idle = true;                                 // no start in hand
  bool own = true;                                  // the next start is the thread's own
  std::uint32_t index = first;
  std::uint32_t poll = poll_steps;
  for (;;) {
    if (idle) {
      if (solutions >= flush_at || nodes >= flush_at) {
        work.flush(solutions, nodes);
        solutions = nodes = 0;
      }
      if (!own) index = work.next();
      own = false;
      if (index >= task.count) break;
      const std::uint32_t* start = task.starts + static_cast<std::size_t>(index) * start_words;
      columns = start[0];
      diagonals = start[1];
      anti_diagonals = std::uint64_t{start[2]} << 32;
      free = full & ~(start[0] | start[1] | start[2]);
      row = 0;
      idle = false;
    }
    if (--poll == 0) {
      poll = poll_steps;
      if (work.stopped()) return;
    }
    if (row == last) {  // each free square of the last row completes a solution
      const std::uint32_t found = popcount(free);
      solutions += found;
      nodes += found;
      free = 0;
    }
    if (free != 0) {  // place the queen on the lowest free square, go down a row
      const std::uint32_t bit = free & (0u - free);
      stack[row] = free;
      columns |= bit;
      diagonals = (diagonals | bit) << 1;
      anti_diagonals = (anti_diagonals | (std::uint64_t{bit} << 32)) >> 1;
      free =
          full & ~(columns | static_cast<std::uint32_t>(diagonals) | static_cast<std::uint32_t>(anti_diagonals >> 32));
      row += stride;
      ++nodes;
    } else if (row == 0) {  // the start is done
      idle = true;
    } else {  // go back up a row and take its queen away
      row -= stride;
      const std::uint32_t tried = stack[row];
      const std::uint32_t bit = tried & (0u - tried);
      columns ^= bit;
      diagonals = (diagonals >> 1) ^ bit;
      anti_diagonals = (anti_diagonals << 1) ^ (std::uint64_t{bit} << 32);
      free = tried ^ bit;
    }
  }
  work.flush(solutions, nodes);
}

}  // namespace nqueens::gpu
