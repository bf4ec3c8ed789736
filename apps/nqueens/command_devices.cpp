// nqueens devices: the NVIDIA GPUs the GPU engine would count on.

#include <memory>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/gpu.hpp"
#include "nqueens/io/devices_writer.hpp"
#include "nqueens/io/output.hpp"

namespace nqueens::cli {

namespace {

struct DevicesOptions {
  bool json = false;
};

int run_devices(const DevicesOptions& o) {
  const GpuSystem system = gpu_devices();
  io::Output out(stdout);
  io::write_devices(out, system, o.json);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_devices_command(CLI::App& parent) {
  auto options = std::make_shared<DevicesOptions>();
  CLI::App* app = parent.add_subcommand("devices", "List the NVIDIA GPUs that 'count --engine gpu' counts on");
  add_json(*app, options->json);
  app->footer(
      "Each device with its ordinal (as --devices names it), name, multiprocessors, memory, compute\n"
      "capability and PCI bus, after the CUDA version of the driver and the kernels this build carries\n"
      "(PTX, which the driver compiles for each card). The driver (libcuda.so.1) is opened at run time:\n"
      "no CUDA toolkit is needed.\n"
      "Exit status: 0; 1 with one line when there is no NVIDIA driver or no CUDA device.\n"
      "Examples:\n"
      "  nqueens devices\n"
      "  nqueens devices --json");
  return {app, [options] { return run_devices(*options); }};
}

}  // namespace nqueens::cli
