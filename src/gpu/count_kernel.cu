// The GPU engine's kernel (gpu_plan.cpp launches it), in CUDA C++ for clang's NVPTX back end
// (the default build compiles it to PTX with no CUDA toolkit), nvcc, or a host compiler (the
// tests' driver runs it for each block and thread): cuda_compat.hpp holds the differences.

#include <cstdint>

#include "gpu/cuda_compat.hpp"
#include "gpu/thread_search.hpp"

namespace nqueens::gpu {

// A device thread's share of the launch (search_starts' Work): the next start from the
// launch's counter, the host's stop flag, and its block's sums.
struct DeviceWork {
  std::uint32_t* next_start;
  std::uint64_t* sums;  // solutions (low, high word), nodes (low, high word)
  const std::uint32_t* stop;

  NQUEENS_HOST_DEVICE std::uint32_t next() { return atomic_add(next_start, 1u); }
  NQUEENS_HOST_DEVICE bool stopped() const { return load_volatile(stop) != 0; }
  NQUEENS_HOST_DEVICE void flush(std::uint64_t solutions, std::uint64_t nodes) {
    add_wide(sums, solutions);
    add_wide(sums + 2, nodes);
  }
};

}  // namespace nqueens::gpu

// Counts the solutions below `count` starts (start_words words each) of the n×n board, `rows`
// rows below each. Launched on a one-dimensional grid, each block with stack_words(rows) words
// of dynamic shared memory a thread; `next_start` holds the grid's number of threads (each
// thread takes its own index first, then the next from the counter), `sums` four zeroed words a
// block, into which its threads add their solutions and nodes as 128-bit numbers. The host sets
// `*stop` (mapped host memory) to give the launch up: its threads then end within poll_steps
// steps, the sums partial.
NQUEENS_KERNEL void nqueens_count_starts(const std::uint32_t* starts, std::uint32_t count, std::uint32_t n,
                                         std::uint32_t rows, std::uint32_t* next_start, std::uint64_t* sums,
                                         const std::uint32_t* stop) {
  using namespace nqueens::gpu;
  NQUEENS_DYNAMIC_SHARED_WORDS(stack);
  const std::uint32_t thread = thread_in_block(), block = block_in_grid(), size = block_size();
  DeviceWork work{next_start, sums + 4 * block, stop};
  search_starts(Task{starts, count, n, rows}, block * size + thread, work, stack + thread, size);
}
