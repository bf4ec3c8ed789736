#include "nqueens/io/devices_writer.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <string>

#include "text/wording.hpp"

namespace nqueens::io {

namespace {

// cuDriverGetVersion's number as CUDA writes it: 12080 is "12.8".
std::string cuda_version(int version) { return fmt::format("{}.{}", version / 1000, version % 1000 / 10); }

std::string compute_capability(const GpuDevice& d) { return fmt::format("{}.{}", d.compute_major, d.compute_minor); }

}  // namespace

void write_devices(Output& out, const GpuSystem& system, bool json) {
  if (json) {
    nlohmann::ordered_json j;
    j["driver_version"] = cuda_version(system.driver_version);
    j["kernels"] = system.kernels;
    j["devices"] = nlohmann::ordered_json::array();
    for (const GpuDevice& d : system.devices)
      j["devices"].push_back({{"ordinal", d.ordinal},
                              {"name", d.name},
                              {"multiprocessors", d.multiprocessors},
                              {"memory_bytes", d.memory_bytes},
                              {"compute_capability", compute_capability(d)},
                              {"pci_bus_id", d.pci_bus_id}});
    out.write(j.dump() + "\n");
    return;
  }
  out.print("NVIDIA driver for CUDA {}; {}\n", cuda_version(system.driver_version),
            system.kernels.empty() ? "this build carries no GPU kernels"
                                   : "the GPU engine's kernels: PTX for " + system.kernels);
  for (const GpuDevice& d : system.devices)
    out.print("device {}: {}, {} multiprocessors, {}, compute capability {}, PCI {}\n", d.ordinal, d.name,
              d.multiprocessors, byte_size(static_cast<double>(d.memory_bytes)), compute_capability(d), d.pci_bus_id);
}

}  // namespace nqueens::io
