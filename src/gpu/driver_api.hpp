#pragma once
// The part of the CUDA driver API (libcuda.so.1) the GPU engine calls, declared here so that
// nothing of a CUDA toolkit is needed to build (internal). The types, constants and signatures
// are those of CUDA's cuda.h, whose values are part of the driver's stable ABI; the entry points
// carry the names the library exports (the _v2 ones where cuda.h maps a call to them). The test
// driver (tests/fake_cuda) implements the same list.

#include <cstddef>

namespace nqueens::gpu::cuda {

using Result = int;  // CUresult
using Device = int;  // CUdevice: an ordinal
using Context = struct ContextOpaque*;
using Module = struct ModuleOpaque*;
using Function = struct FunctionOpaque*;
using Stream = struct StreamOpaque*;
using DevicePointer = unsigned long long;  // CUdeviceptr

// CUresult values.
inline constexpr Result success = 0;
inline constexpr Result error_invalid_value = 1;
inline constexpr Result error_out_of_memory = 2;
inline constexpr Result error_no_device = 100;
inline constexpr Result error_invalid_device = 101;
inline constexpr Result error_invalid_ptx = 218;
inline constexpr Result error_not_found = 500;
inline constexpr Result error_not_ready = 600;
inline constexpr Result error_launch_failed = 719;

// CUdevice_attribute values.
inline constexpr int attribute_multiprocessor_count = 16;
inline constexpr int attribute_can_map_host_memory = 19;
inline constexpr int attribute_compute_capability_major = 75;
inline constexpr int attribute_compute_capability_minor = 76;

// CUjit_option values: the log of a module that does not load.
inline constexpr int jit_error_log_buffer = 5;
inline constexpr int jit_error_log_buffer_size_bytes = 6;

// cuMemHostAlloc flags, cuStreamCreate flags.
inline constexpr unsigned host_alloc_portable = 0x01;
inline constexpr unsigned host_alloc_device_map = 0x02;
inline constexpr unsigned stream_non_blocking = 0x01;

// Each entry point: X(name, parameters).
#define NQUEENS_CUDA_ENTRY_POINTS(X)                                                                                  \
  X(cuInit, (unsigned flags))                                                                                         \
  X(cuDriverGetVersion, (int* version))                                                                               \
  X(cuGetErrorName, (::nqueens::gpu::cuda::Result error, const char** name))                                          \
  X(cuGetErrorString, (::nqueens::gpu::cuda::Result error, const char** text))                                        \
  X(cuDeviceGetCount, (int* count))                                                                                   \
  X(cuDeviceGet, (::nqueens::gpu::cuda::Device * device, int ordinal))                                                \
  X(cuDeviceGetName, (char* name, int length, ::nqueens::gpu::cuda::Device device))                                   \
  X(cuDeviceGetAttribute, (int* value, int attribute, ::nqueens::gpu::cuda::Device device))                           \
  X(cuDeviceGetPCIBusId, (char* id, int length, ::nqueens::gpu::cuda::Device device))                                 \
  X(cuDeviceTotalMem_v2, (std::size_t * bytes, ::nqueens::gpu::cuda::Device device))                                  \
  X(cuDevicePrimaryCtxRetain, (::nqueens::gpu::cuda::Context * context, ::nqueens::gpu::cuda::Device device))         \
  X(cuDevicePrimaryCtxRelease_v2, (::nqueens::gpu::cuda::Device device))                                              \
  X(cuCtxSetCurrent, (::nqueens::gpu::cuda::Context context))                                                         \
  X(cuModuleLoadDataEx, (::nqueens::gpu::cuda::Module * module, const void* image, unsigned options,                  \
                         int* option_names, void** option_values))                                                    \
  X(cuModuleGetFunction,                                                                                              \
    (::nqueens::gpu::cuda::Function * function, ::nqueens::gpu::cuda::Module module, const char* name))               \
  X(cuModuleUnload, (::nqueens::gpu::cuda::Module module))                                                            \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor,                                                                      \
    (int* blocks, ::nqueens::gpu::cuda::Function function, int block_size, std::size_t shared_bytes))                 \
  X(cuMemAlloc_v2, (::nqueens::gpu::cuda::DevicePointer * pointer, std::size_t bytes))                                \
  X(cuMemFree_v2, (::nqueens::gpu::cuda::DevicePointer pointer))                                                      \
  X(cuMemHostAlloc, (void** pointer, std::size_t bytes, unsigned flags))                                              \
  X(cuMemFreeHost, (void* pointer))                                                                                   \
  X(cuMemHostGetDevicePointer_v2, (::nqueens::gpu::cuda::DevicePointer * device, void* host, unsigned flags))         \
  X(cuMemcpyHtoDAsync_v2, (::nqueens::gpu::cuda::DevicePointer to, const void* from, std::size_t bytes,               \
                           ::nqueens::gpu::cuda::Stream stream))                                                      \
  X(cuMemcpyDtoHAsync_v2,                                                                                             \
    (void* to, ::nqueens::gpu::cuda::DevicePointer from, std::size_t bytes, ::nqueens::gpu::cuda::Stream stream))     \
  X(cuMemsetD32Async,                                                                                                 \
    (::nqueens::gpu::cuda::DevicePointer to, unsigned value, std::size_t words, ::nqueens::gpu::cuda::Stream stream)) \
  X(cuStreamCreate, (::nqueens::gpu::cuda::Stream * stream, unsigned flags))                                          \
  X(cuStreamDestroy_v2, (::nqueens::gpu::cuda::Stream stream))                                                        \
  X(cuStreamQuery, (::nqueens::gpu::cuda::Stream stream))                                                             \
  X(cuStreamSynchronize, (::nqueens::gpu::cuda::Stream stream))                                                       \
  X(cuLaunchKernel, (::nqueens::gpu::cuda::Function function, unsigned grid_x, unsigned grid_y, unsigned grid_z,      \
                     unsigned block_x, unsigned block_y, unsigned block_z, unsigned shared_bytes,                     \
                     ::nqueens::gpu::cuda::Stream stream, void** parameters, void** extra))

// The entry points as a table of function pointers, filled from the library by name.
struct Api {
  // A declaration, where parentheses around the arguments would not parse.
  // NOLINTNEXTLINE(bugprone-macro-parentheses)
#define NQUEENS_CUDA_POINTER(name, parameters) Result(*name) parameters = nullptr;
  NQUEENS_CUDA_ENTRY_POINTS(NQUEENS_CUDA_POINTER)
#undef NQUEENS_CUDA_POINTER
};

}  // namespace nqueens::gpu::cuda
