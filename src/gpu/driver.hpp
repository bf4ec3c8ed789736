#pragma once
// The CUDA driver, opened at run time (internal): libcuda.so.1, which every machine with an
// NVIDIA driver has, loaded with dlopen, so that the library needs no CUDA toolkit to build nor
// to run, and works as before where there is no driver.

#include <string>

#include "gpu/driver_api.hpp"

namespace nqueens::gpu {

// The environment variable that names another library to load instead of libcuda.so.1: the
// tests' driver (tests/fake_cuda), which runs the kernels on the CPU.
inline constexpr const char* driver_variable = "NQUEENS_CUDA_DRIVER";

// The process's driver, loaded and initialised (cuInit) on the first call and kept to the end.
// Thread-safe. Throws DeviceUnavailableError (errors.hpp) with one line when there is none to
// use: "no NVIDIA driver (libcuda.so.1) found", "no CUDA device", a driver too old or missing
// an entry point; the same again on later calls.
const cuda::Api& driver();

// Throws std::runtime_error naming `call` and the driver's name and text of the error unless
// `result` is cuda::success, e.g. "CUDA driver: cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY
// (out of memory)".
void check(cuda::Result result, const char* call);

// The driver's name and text of an error: "CUDA_ERROR_OUT_OF_MEMORY (out of memory)".
std::string error_text(cuda::Result result);

}  // namespace nqueens::gpu
