#pragma once
// Writing the machine's GPUs as `nqueens devices` lists them.

#include "nqueens/gpu.hpp"
#include "nqueens/io/output.hpp"

namespace nqueens::io {

// Writes the driver's CUDA version, the kernels this build carries and a line a device:
// "device 0: NVIDIA H200, 132 multiprocessors, 140 GiB, compute capability 9.0, PCI
// 0000:1B:00.0". With `json`, one object: {"driver_version":"12.8","kernels":"sm_60",
// "devices":[{"ordinal":0,"name":...,"multiprocessors":132,"memory_bytes":...,
// "compute_capability":"9.0","pci_bus_id":...}]}.
void write_devices(Output& out, const GpuSystem& system, bool json);

}  // namespace nqueens::io
