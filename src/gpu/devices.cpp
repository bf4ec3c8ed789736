#include <cstddef>
#include <string>

#include "gpu/device.hpp"
#include "gpu/driver.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/gpu.hpp"

namespace nqueens {

GpuSystem gpu_devices() {
  const gpu::cuda::Api& api = gpu::driver();
  GpuSystem system;
  gpu::check(api.cuDriverGetVersion(&system.driver_version), "cuDriverGetVersion");
  system.kernels = gpu::ptx_target();
  int count = 0;
  gpu::check(api.cuDeviceGetCount(&count), "cuDeviceGetCount");
  if (count <= 0) throw DeviceUnavailableError("no CUDA device");
  for (int ordinal = 0; ordinal < count; ++ordinal) {
    gpu::cuda::Device device = 0;
    gpu::check(api.cuDeviceGet(&device, ordinal), "cuDeviceGet");
    GpuDevice d;
    d.ordinal = ordinal;
    char text[256] = {};
    gpu::check(api.cuDeviceGetName(text, sizeof text - 1, device), "cuDeviceGetName");
    d.name = text;
    char bus[32] = {};
    gpu::check(api.cuDeviceGetPCIBusId(bus, sizeof bus - 1, device), "cuDeviceGetPCIBusId");
    d.pci_bus_id = bus;
    std::size_t bytes = 0;
    gpu::check(api.cuDeviceTotalMem_v2(&bytes, device), "cuDeviceTotalMem_v2");
    d.memory_bytes = bytes;
    gpu::check(api.cuDeviceGetAttribute(&d.multiprocessors, gpu::cuda::attribute_multiprocessor_count, device),
               "cuDeviceGetAttribute");
    gpu::check(api.cuDeviceGetAttribute(&d.compute_major, gpu::cuda::attribute_compute_capability_major, device),
               "cuDeviceGetAttribute");
    gpu::check(api.cuDeviceGetAttribute(&d.compute_minor, gpu::cuda::attribute_compute_capability_minor, device),
               "cuDeviceGetAttribute");
    system.devices.push_back(d);
  }
  return system;
}

}  // namespace nqueens
