#include "gpu/driver.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

#include "nqueens/errors.hpp"

namespace nqueens::gpu {

namespace {

// The driver as loaded once: its entry points, or why there is none.
struct LoadedDriver {
  cuda::Api api;
  std::string error;  // empty when api is usable
};

// Fills the table from the library by name; the first name missing is an error (a driver
// older than CUDA 6.5, whose API lacks the occupancy calculator).
std::string bind_entry_points(void* library, cuda::Api& api) {
#define NQUEENS_CUDA_BIND(name, parameters)                               \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(library, #name)); \
  if (api.name == nullptr) return "the NVIDIA driver is too old: it lacks the entry point " #name;
  NQUEENS_CUDA_ENTRY_POINTS(NQUEENS_CUDA_BIND)
#undef NQUEENS_CUDA_BIND
  return {};
}

LoadedDriver load() {
  LoadedDriver d;
  const char* named = std::getenv(driver_variable);
  const std::string path = named != nullptr && *named != '\0' ? named : "libcuda.so.1";
  // Never closed: a driver unloaded while the process ends takes its threads with it.
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    const char* why = dlerror();
    d.error = named != nullptr && *named != '\0'
                  ? std::string("cannot load the CUDA driver that ") + driver_variable + " names: " + (why ? why : path)
                  : "no NVIDIA driver (libcuda.so.1) found";
    return d;
  }
  d.error = bind_entry_points(library, d.api);
  if (!d.error.empty()) return d;
  const cuda::Result started = d.api.cuInit(0);
  if (started == cuda::error_no_device) {
    d.error = "no CUDA device";
  } else if (started != cuda::success) {
    const char* name = nullptr;
    const bool named_error = d.api.cuGetErrorName(started, &name) == cuda::success && name != nullptr;
    d.error = "the NVIDIA driver does not start: " + (named_error ? std::string(name) : std::to_string(started));
  }
  return d;
}

}  // namespace

const cuda::Api& driver() {
  static const LoadedDriver loaded = load();
  if (!loaded.error.empty()) throw DeviceUnavailableError(loaded.error);
  return loaded.api;
}

std::string error_text(cuda::Result result) {
  const cuda::Api& api = driver();
  const char* name = nullptr;
  const char* text = nullptr;
  std::string s = api.cuGetErrorName(result, &name) == cuda::success && name != nullptr
                      ? name
                      : "CUDA error " + std::to_string(result);
  if (api.cuGetErrorString(result, &text) == cuda::success && text != nullptr) s += std::string(" (") + text + ")";
  return s;
}

void check(cuda::Result result, const char* call) {
  if (result != cuda::success)
    throw std::runtime_error(std::string("CUDA driver: ") + call + " failed: " + error_text(result));
}

}  // namespace nqueens::gpu
