#pragma once
// The NVIDIA GPUs of this machine, on which the GPU engine counts (Engine::gpu, count.hpp). The
// library opens the CUDA driver (libcuda.so.1) at run time: it needs no CUDA toolkit to build
// nor to run, and every other engine works where there is no driver.

#include <cstdint>
#include <string>
#include <vector>

namespace nqueens {

// One CUDA device, as the driver describes it.
struct GpuDevice {
  int ordinal = 0;                 // the driver's number of the device, as PlanLimits::devices names it
  std::string name;                // e.g. "NVIDIA H200"
  int multiprocessors = 0;         // streaming multiprocessors (SMs)
  std::uint64_t memory_bytes = 0;  // global memory, in bytes
  int compute_major = 0;           // compute capability, e.g. 9 and 0 for an H100 or H200
  int compute_minor = 0;           // the minor part of the compute capability
  std::string pci_bus_id;          // e.g. "0000:1B:00.0"
};

// The CUDA driver of this machine and its devices (gpu_devices()).
struct GpuSystem {
  int driver_version = 0;          // the CUDA version the driver supports, as cuDriverGetVersion gives it:
                                   // 1000 × major + 10 × minor (12080 is CUDA 12.8)
  std::string kernels;             // the architecture of the PTX this build carries ("sm_60"; the driver
                                   // compiles it for each device), "" if the build carries none
  std::vector<GpuDevice> devices;  // in ordinal order; never empty
};

// The driver and its devices. Throws DeviceUnavailableError (errors.hpp) with one line when
// there are none to use: "no NVIDIA driver (libcuda.so.1) found", "no CUDA device"; and
// std::runtime_error naming the call if the driver fails while it answers.
GpuSystem gpu_devices();

}  // namespace nqueens
