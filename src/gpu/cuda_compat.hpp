#pragma once
// The few CUDA names the kernels use (internal), for three compilers of the same source:
//   - clang compiling CUDA for the device without any CUDA header (-nocudainc -nocudalib: the
//     default build makes the PTX so, with no CUDA toolkit installed);
//   - nvcc, where a CUDA toolkit is installed (its own headers define the built-ins);
//   - a host C++ compiler, which builds the kernels as ordinary functions that the tests run for
//     every block and thread (tests/fake_cuda), with the launch's indices in thread-local
//     variables (emulated_launch).
// A kernel source includes this header and says NQUEENS_KERNEL, NQUEENS_HOST_DEVICE and the
// functions below, never CUDA's own names, so that all three compile it alike.

#include <cstdint>

#if defined(__CUDA_ARCH__) && defined(__clang__) && !defined(__NVCC__)
#define NQUEENS_GPU_CLANG 1  // clang, device side, no CUDA headers
#elif defined(__CUDA_ARCH__)
#define NQUEENS_GPU_NVCC 1  // nvcc, device side
#endif

#if defined(__NVCC__)
// nvcc, either side: its headers define the keywords.
#define NQUEENS_HOST_DEVICE __host__ __device__
#define NQUEENS_KERNEL extern "C" __global__
#define NQUEENS_SHARED __shared__
#elif defined(__CUDA__)
// clang compiling CUDA: the attributes the keywords stand for.
#define NQUEENS_HOST_DEVICE __attribute__((host)) __attribute__((device))
#define NQUEENS_KERNEL extern "C" __attribute__((global))
#define NQUEENS_SHARED __attribute__((shared))
#else
// A host compiler: a kernel is an ordinary function of C linkage, named as in the PTX.
#define NQUEENS_HOST_DEVICE
#define NQUEENS_KERNEL extern "C"
#define NQUEENS_SHARED
#endif

namespace nqueens::gpu {

#if !defined(__CUDA_ARCH__)
// The launch a host-compiled kernel runs in: the test driver sets these before it calls the
// kernel for each thread of each block, and `shared` to that block's dynamic shared memory.
struct EmulatedLaunch {
  std::uint32_t thread = 0, block = 0, block_size = 1, grid_size = 1;
  std::uint32_t* shared = nullptr;
};
inline thread_local EmulatedLaunch emulated_launch;
#endif

// The thread's index in its block, its block's in the grid, and their sizes (x only: the
// kernels use one-dimensional launches).
NQUEENS_HOST_DEVICE inline std::uint32_t thread_in_block() {
#if defined(NQUEENS_GPU_CLANG)
  return __nvvm_read_ptx_sreg_tid_x();
#elif defined(NQUEENS_GPU_NVCC)
  return threadIdx.x;
#else
  return emulated_launch.thread;
#endif
}

NQUEENS_HOST_DEVICE inline std::uint32_t block_in_grid() {
#if defined(NQUEENS_GPU_CLANG)
  return __nvvm_read_ptx_sreg_ctaid_x();
#elif defined(NQUEENS_GPU_NVCC)
  return blockIdx.x;
#else
  return emulated_launch.block;
#endif
}

NQUEENS_HOST_DEVICE inline std::uint32_t block_size() {
#if defined(NQUEENS_GPU_CLANG)
  return __nvvm_read_ptx_sreg_ntid_x();
#elif defined(NQUEENS_GPU_NVCC)
  return blockDim.x;
#else
  return emulated_launch.block_size;
#endif
}

// The bits set in a word: popc on the device.
NQUEENS_HOST_DEVICE inline std::uint32_t popcount(std::uint32_t word) {
#if defined(NQUEENS_GPU_NVCC)
  return static_cast<std::uint32_t>(__popc(word));
#else
  return static_cast<std::uint32_t>(__builtin_popcount(word));
#endif
}

// Adds to a word of global memory at once for all threads (relaxed: a counter or a sum, which
// orders nothing else) and returns the value before.
NQUEENS_HOST_DEVICE inline std::uint32_t atomic_add(std::uint32_t* word, std::uint32_t value) {
#if defined(NQUEENS_GPU_NVCC)
  return atomicAdd(word, value);
#else
  return __atomic_fetch_add(word, value, __ATOMIC_RELAXED);
#endif
}

NQUEENS_HOST_DEVICE inline std::uint64_t atomic_add(std::uint64_t* word, std::uint64_t value) {
#if defined(NQUEENS_GPU_NVCC)
  return atomicAdd(reinterpret_cast<unsigned long long*>(word), static_cast<unsigned long long>(value));
#else
  return __atomic_fetch_add(word, value, __ATOMIC_RELAXED);
#endif
}

// A word another agent may change while the kernel runs (the host's stop flag, in mapped host
// memory): read from memory each time, never from a register or a cache.
NQUEENS_HOST_DEVICE inline std::uint32_t load_volatile(const std::uint32_t* word) {
#if defined(__CUDA_ARCH__)
  return *static_cast<const volatile std::uint32_t*>(word);
#else
  return __atomic_load_n(word, __ATOMIC_RELAXED);
#endif
}

}  // namespace nqueens::gpu

// The kernel's dynamic shared memory (its size given at launch), as 32-bit words: a macro,
// since CUDA declares it as an extern array inside the kernel.
#if defined(__CUDA_ARCH__)
#define NQUEENS_DYNAMIC_SHARED_WORDS(name)            \
  extern NQUEENS_SHARED std::uint32_t name##_array[]; \
  std::uint32_t* const name = name##_array
#else
#define NQUEENS_DYNAMIC_SHARED_WORDS(name) std::uint32_t* const name = ::nqueens::gpu::emulated_launch.shared
#endif
