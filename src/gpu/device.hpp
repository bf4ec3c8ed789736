#pragma once
// One CUDA device as the GPU plan uses it (internal): the kernel loaded there, and slots that
// each count a chunk of starts at a time on a stream of their own.

#include <cstdint>
#include <string>

#include "gpu/driver_api.hpp"
#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/types.hpp"

namespace nqueens::gpu {

// Threads a block: a multiple of the warp; each takes stack_words(rows) words of shared memory.
inline constexpr std::uint32_t block_threads = 128;

// The sums of a launch, or of several.
struct Tally {
  u128 solutions = 0;
  u128 nodes = 0;
  Tally& operator+=(const Tally& t) {
    solutions += t.solutions;
    nodes += t.nodes;
    return *this;
  }
};

// The PTX this build carries ("" if it was built without a PTX compiler), and the GPU
// architecture it targets ("sm_60"; "" without PTX).
std::string_view kernel_ptx();
std::string ptx_target();

// The kernel loaded on one device (in its primary context), for counts with `rows` rows below
// each start. Throws DeviceUnavailableError (errors.hpp) if this build carries no kernels,
// std::runtime_error naming the device and the driver's log if the driver cannot load them
// (a driver older than the PTX, a device older than its target).
class Kernel {
 public:
  Kernel(int ordinal, std::uint32_t rows);
  ~Kernel();
  Kernel(const Kernel&) = delete;
  Kernel& operator=(const Kernel&) = delete;

  // Makes the device's context the calling thread's, as every call on the device needs.
  void make_current() const;
  cuda::Context context() const { return context_; }
  // The driver that loaded the kernel: what the destructors call, since driver() may throw.
  const cuda::Api& api() const { return *api_; }
  int ordinal() const { return ordinal_; }
  cuda::Function function() const { return function_; }
  std::uint32_t rows() const { return rows_; }
  // The dynamic shared memory of a block, in bytes.
  std::uint32_t shared_bytes() const;
  // The blocks of block_threads threads the whole device holds at once: a launch never needs
  // more, its threads taking the starts one after another.
  std::uint32_t resident_blocks() const { return resident_blocks_; }

 private:
  int ordinal_;
  std::uint32_t rows_;
  const cuda::Api* api_ = nullptr;
  cuda::Device device_ = 0;
  cuda::Context context_ = nullptr;
  cuda::Module module_ = nullptr;
  cuda::Function function_ = nullptr;
  std::uint32_t resident_blocks_ = 0;
};

// A stream of one device with its buffers, which counts `capacity` starts at most a launch: the
// starts in pinned host memory (filled by the caller: starts()), copied to the device, the
// counter that hands them out, the blocks' sums, and the stop flag in mapped host memory. Never
// managed memory. One caller at a time.
class Slot {
 public:
  Slot(const Kernel& kernel, std::uint32_t capacity);
  ~Slot();
  Slot(const Slot&) = delete;
  Slot& operator=(const Slot&) = delete;

  const Kernel& kernel() const { return kernel_; }
  std::uint32_t capacity() const { return capacity_; }
  // The host buffer for capacity() starts, start_words words each.
  std::uint32_t* starts() { return host_starts_; }

  // Counts the first `count` (1..capacity()) starts of the buffer for the n×n board: copies them
  // to the device, launches the kernel on as many blocks as they fill (at most the device's
  // resident blocks) and waits, asking `stop` every few milliseconds meanwhile. Once it says
  // stop, raises the stop flag, waits for the threads to end (within a fraction of a second)
  // and throws StoppedError. Throws std::runtime_error naming the call when the driver fails.
  Tally count(std::uint32_t count, std::uint32_t n, const StopCheck& stop);

 private:
  void release();  // frees what the constructor made, in the order it made it, backwards

  const Kernel& kernel_;
  std::uint32_t capacity_;
  cuda::Stream stream_ = nullptr;
  cuda::DevicePointer device_memory_ = 0;  // sums, then the counter, then the starts
  void* host_memory_ = nullptr;            // sums, then the stop flag, then the starts
  std::uint64_t* host_sums_ = nullptr;
  std::uint32_t* host_stop_ = nullptr;
  std::uint32_t* host_starts_ = nullptr;
  cuda::DevicePointer device_stop_ = 0;
};

}  // namespace nqueens::gpu
