// A CUDA driver for the tests, test-only (NQUEENS_CUDA_DRIVER=<this library> selects it in place
// of libcuda.so.1): the entry points the GPU engine calls (src/gpu/driver_api.hpp), with the
// kernels compiled for the host (kernels.cpp) and run for each block and thread on the CPU, so
// that the engine's host side (launch geometry, copies, sums, stop flag, devices, errors) runs in
// CI without a GPU. Device memory is host memory. Each stream runs its work in order on a thread
// of its own, as a GPU does, so launches are asynchronous and a raised stop flag reaches a
// running kernel; the blocks of a launch run on threads of their own, at once, and the threads
// of a block one after another. Set in the environment:
//   NQUEENS_FAKE_CUDA_DEVICES  the devices (default 1; 0: cuInit answers CUDA_ERROR_NO_DEVICE)
//   NQUEENS_FAKE_CUDA_LOG      a file to which each launch appends a line ("launch pid=... device=...
//                              grid=... block=... shared=... starts=... n=... rows=...")
//   NQUEENS_FAKE_CUDA_FAIL     "module": modules do not load (CUDA_ERROR_INVALID_PTX, with a log);
//                              "launch": launches fail (CUDA_ERROR_LAUNCH_FAILED)
//   NQUEENS_FAKE_CUDA_LAUNCH_MS  milliseconds each launch waits before it runs (default 0): a count
//                              that lasts long enough to interrupt on any machine
// Each device has 2 multiprocessors that hold 2 blocks each.

#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "gpu/cuda_compat.hpp"
#include "gpu/driver_api.hpp"

extern "C" void nqueens_count_starts(const std::uint32_t* starts, std::uint32_t count, std::uint32_t n,
                                     std::uint32_t rows, std::uint32_t* next_start, std::uint64_t* sums,
                                     const std::uint32_t* stop);

namespace {

namespace cuda = nqueens::gpu::cuda;

constexpr int multiprocessors = 2;
constexpr int blocks_per_multiprocessor = 2;
constexpr const char* kernel_name = "nqueens_count_starts";

int device_count() {
  const char* text = std::getenv("NQUEENS_FAKE_CUDA_DEVICES");
  return text != nullptr ? std::atoi(text) : 1;
}

bool failing(const char* what) {
  const char* text = std::getenv("NQUEENS_FAKE_CUDA_FAIL");
  return text != nullptr && std::strcmp(text, what) == 0;
}

// A device's primary context: the device it stands for.
struct Context {
  int device = 0;
};
constexpr int most_devices = 64;
std::array<Context, most_devices>& contexts() {
  static std::array<Context, most_devices> all = [] {
    std::array<Context, most_devices> c{};
    for (int d = 0; d < most_devices; ++d) c[static_cast<std::size_t>(d)].device = d;
    return c;
  }();
  return all;
}
thread_local Context* current = nullptr;

void* as_pointer(cuda::DevicePointer p) { return reinterpret_cast<void*>(static_cast<std::uintptr_t>(p)); }

// Work run in order on a thread of its own.
class Stream {
 public:
  explicit Stream(int device) : device_(device), worker_([this] { run(); }) {}
  ~Stream() {
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    changed_.notify_all();
    worker_.join();
  }
  int device() const { return device_; }
  void enqueue(std::function<void()> work) {
    {
      std::lock_guard lock(mutex_);
      work_.push_back(std::move(work));
    }
    changed_.notify_all();
  }
  bool idle() {
    std::lock_guard lock(mutex_);
    return work_.empty() && !running_;
  }
  void wait() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return work_.empty() && !running_; });
  }

 private:
  void run() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return closing_ || !work_.empty(); });
      if (work_.empty()) return;
      std::function<void()> work = std::move(work_.front());
      work_.pop_front();
      running_ = true;
      lock.unlock();
      work();
      lock.lock();
      running_ = false;
      changed_.notify_all();
    }
  }

  int device_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> work_;
  bool running_ = false;
  bool closing_ = false;
  std::thread worker_;
};

// The one function every module holds.
struct Function {};
Function count_starts;

void log_launch(int device, unsigned grid, unsigned block, unsigned shared, std::uint32_t starts, std::uint32_t n,
                std::uint32_t rows) {
  const char* path = std::getenv("NQUEENS_FAKE_CUDA_LOG");
  if (path == nullptr) return;
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  if (std::FILE* f = std::fopen(path, "a")) {
    std::fprintf(f, "launch pid=%d device=%d grid=%u block=%u shared=%u starts=%u n=%u rows=%u\n",
                 static_cast<int>(getpid()), device, grid, block, shared, starts, n, rows);
    std::fclose(f);
  }
}

// Runs the kernel for each block (at once, a thread each) and each thread of a block (in turn).
void run_kernel(unsigned grid, unsigned block, unsigned shared_bytes, const std::vector<std::uint64_t>& words) {
  if (const char* delay = std::getenv("NQUEENS_FAKE_CUDA_LAUNCH_MS"))
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(delay)));
  const auto* starts = static_cast<const std::uint32_t*>(as_pointer(words[0]));
  const auto count = static_cast<std::uint32_t>(words[1]);
  const auto n = static_cast<std::uint32_t>(words[2]);
  const auto rows = static_cast<std::uint32_t>(words[3]);
  auto* next_start = static_cast<std::uint32_t*>(as_pointer(words[4]));
  auto* sums = static_cast<std::uint64_t*>(as_pointer(words[5]));
  const auto* stop = static_cast<const std::uint32_t*>(as_pointer(words[6]));
  std::vector<std::thread> blocks;
  for (unsigned b = 0; b < grid; ++b)
    blocks.emplace_back([=] {
      std::vector<std::uint32_t> shared(shared_bytes / sizeof(std::uint32_t) + 1);
      for (unsigned t = 0; t < block; ++t) {
        nqueens::gpu::emulated_launch = {t, b, block, grid, shared.data()};
        nqueens_count_starts(starts, count, n, rows, next_start, sums, stop);
      }
    });
  for (std::thread& t : blocks) t.join();
}

}  // namespace

#define NQUEENS_FAKE_API extern "C" __attribute__((visibility("default"))) cuda::Result

NQUEENS_FAKE_API cuInit(unsigned) { return device_count() > 0 ? cuda::success : cuda::error_no_device; }

NQUEENS_FAKE_API cuDriverGetVersion(int* version) {
  *version = 12080;
  return cuda::success;
}

NQUEENS_FAKE_API cuGetErrorName(cuda::Result error, const char** name) {
  switch (error) {
    case cuda::success:
      *name = "CUDA_SUCCESS";
      break;
    case cuda::error_invalid_value:
      *name = "CUDA_ERROR_INVALID_VALUE";
      break;
    case cuda::error_no_device:
      *name = "CUDA_ERROR_NO_DEVICE";
      break;
    case cuda::error_invalid_device:
      *name = "CUDA_ERROR_INVALID_DEVICE";
      break;
    case cuda::error_invalid_ptx:
      *name = "CUDA_ERROR_INVALID_PTX";
      break;
    case cuda::error_not_found:
      *name = "CUDA_ERROR_NOT_FOUND";
      break;
    case cuda::error_not_ready:
      *name = "CUDA_ERROR_NOT_READY";
      break;
    case cuda::error_launch_failed:
      *name = "CUDA_ERROR_LAUNCH_FAILED";
      break;
    default:
      return cuda::error_invalid_value;
  }
  return cuda::success;
}

NQUEENS_FAKE_API cuGetErrorString(cuda::Result error, const char** text) {
  switch (error) {
    case cuda::error_invalid_ptx:
      *text = "a PTX JIT compilation failed";
      break;
    case cuda::error_launch_failed:
      *text = "unspecified launch failure";
      break;
    default:
      *text = "an error of the nqueens test driver";
      break;
  }
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceGetCount(int* count) {
  *count = std::clamp(device_count(), 0, most_devices);
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceGet(cuda::Device* device, int ordinal) {
  if (ordinal < 0 || ordinal >= std::min(device_count(), most_devices)) return cuda::error_invalid_device;
  *device = ordinal;
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceGetName(char* name, int length, cuda::Device device) {
  std::snprintf(name, static_cast<std::size_t>(length), "nqueens test driver device %d", device);
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceGetAttribute(int* value, int attribute, cuda::Device) {
  switch (attribute) {
    case cuda::attribute_multiprocessor_count:
      *value = multiprocessors;
      break;
    case cuda::attribute_can_map_host_memory:
      *value = 1;
      break;
    case cuda::attribute_compute_capability_major:
      *value = 8;
      break;
    case cuda::attribute_compute_capability_minor:
      *value = 0;
      break;
    default:
      return cuda::error_invalid_value;
  }
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceGetPCIBusId(char* id, int length, cuda::Device device) {
  std::snprintf(id, static_cast<std::size_t>(length), "0000:%02X:00.0", device + 1);
  return cuda::success;
}

NQUEENS_FAKE_API cuDeviceTotalMem_v2(std::size_t* bytes, cuda::Device) {
  *bytes = std::size_t{1} << 30;
  return cuda::success;
}

NQUEENS_FAKE_API cuDevicePrimaryCtxRetain(cuda::Context* context, cuda::Device device) {
  if (device < 0 || device >= std::min(device_count(), most_devices)) return cuda::error_invalid_device;
  *context = reinterpret_cast<cuda::Context>(&contexts()[static_cast<std::size_t>(device)]);
  return cuda::success;
}

NQUEENS_FAKE_API cuDevicePrimaryCtxRelease_v2(cuda::Device) { return cuda::success; }

NQUEENS_FAKE_API cuCtxSetCurrent(cuda::Context context) {
  current = reinterpret_cast<Context*>(context);
  return cuda::success;
}

NQUEENS_FAKE_API cuModuleLoadDataEx(cuda::Module* module, const void* image, unsigned options, int* names,
                                    void** values) {
  // The image must be the kernels' PTX, as the library embeds it.
  const bool ptx = std::strstr(static_cast<const char*>(image), ".entry nqueens_count_starts") != nullptr;
  if (failing("module") || !ptx) {
    for (unsigned i = 0; i < options; ++i)
      if (names[i] == cuda::jit_error_log_buffer)
        std::snprintf(static_cast<char*>(values[i]), 64, "%s",
                      ptx ? "ptxas fatal: the test driver fails on purpose" : "not the kernels' PTX");
    return cuda::error_invalid_ptx;
  }
  *module = reinterpret_cast<cuda::Module>(&count_starts);
  return cuda::success;
}

NQUEENS_FAKE_API cuModuleGetFunction(cuda::Function* function, cuda::Module, const char* name) {
  if (std::strcmp(name, kernel_name) != 0) return cuda::error_not_found;
  *function = reinterpret_cast<cuda::Function>(&count_starts);
  return cuda::success;
}

NQUEENS_FAKE_API cuModuleUnload(cuda::Module) { return cuda::success; }

NQUEENS_FAKE_API cuOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, cuda::Function, int, std::size_t) {
  *blocks = blocks_per_multiprocessor;
  return cuda::success;
}

NQUEENS_FAKE_API cuMemAlloc_v2(cuda::DevicePointer* pointer, std::size_t bytes) {
  void* p = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (p == nullptr) return cuda::error_out_of_memory;
  *pointer = reinterpret_cast<std::uintptr_t>(p);
  return cuda::success;
}

NQUEENS_FAKE_API cuMemFree_v2(cuda::DevicePointer pointer) {
  std::free(as_pointer(pointer));
  return cuda::success;
}

NQUEENS_FAKE_API cuMemHostAlloc(void** pointer, std::size_t bytes, unsigned) {
  *pointer = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  return *pointer != nullptr ? cuda::success : cuda::error_out_of_memory;
}

NQUEENS_FAKE_API cuMemFreeHost(void* pointer) {
  std::free(pointer);
  return cuda::success;
}

NQUEENS_FAKE_API cuMemHostGetDevicePointer_v2(cuda::DevicePointer* device, void* host, unsigned) {
  *device = reinterpret_cast<std::uintptr_t>(host);
  return cuda::success;
}

NQUEENS_FAKE_API cuStreamCreate(cuda::Stream* stream, unsigned) {
  if (current == nullptr) return cuda::error_invalid_value;
  *stream = reinterpret_cast<cuda::Stream>(new Stream(current->device));
  return cuda::success;
}

NQUEENS_FAKE_API cuStreamDestroy_v2(cuda::Stream stream) {
  delete reinterpret_cast<Stream*>(stream);
  return cuda::success;
}

NQUEENS_FAKE_API cuStreamQuery(cuda::Stream stream) {
  return reinterpret_cast<Stream*>(stream)->idle() ? cuda::success : cuda::error_not_ready;
}

NQUEENS_FAKE_API cuStreamSynchronize(cuda::Stream stream) {
  reinterpret_cast<Stream*>(stream)->wait();
  return cuda::success;
}

NQUEENS_FAKE_API cuMemcpyHtoDAsync_v2(cuda::DevicePointer to, const void* from, std::size_t bytes,
                                      cuda::Stream stream) {
  reinterpret_cast<Stream*>(stream)->enqueue([=] { std::memcpy(as_pointer(to), from, bytes); });
  return cuda::success;
}

NQUEENS_FAKE_API cuMemcpyDtoHAsync_v2(void* to, cuda::DevicePointer from, std::size_t bytes, cuda::Stream stream) {
  reinterpret_cast<Stream*>(stream)->enqueue([=] { std::memcpy(to, as_pointer(from), bytes); });
  return cuda::success;
}

NQUEENS_FAKE_API cuMemsetD32Async(cuda::DevicePointer to, unsigned value, std::size_t words, cuda::Stream stream) {
  reinterpret_cast<Stream*>(stream)->enqueue([=] {
    auto* p = static_cast<std::uint32_t*>(as_pointer(to));
    for (std::size_t i = 0; i < words; ++i) p[i] = value;
  });
  return cuda::success;
}

NQUEENS_FAKE_API cuLaunchKernel(cuda::Function function, unsigned grid_x, unsigned grid_y, unsigned grid_z,
                                unsigned block_x, unsigned block_y, unsigned block_z, unsigned shared_bytes,
                                cuda::Stream stream, void** parameters, void** extra) {
  if (function != reinterpret_cast<cuda::Function>(&count_starts) || grid_y != 1 || grid_z != 1 || block_y != 1 ||
      block_z != 1 || extra != nullptr || grid_x == 0 || block_x == 0 ||
      grid_x > multiprocessors * blocks_per_multiprocessor)
    return cuda::error_invalid_value;
  if (failing("launch")) return cuda::error_launch_failed;
  // The parameters are read now, as CUDA does: the caller may reuse them once this returns.
  std::vector<std::uint64_t> words(7);
  std::memcpy(&words[0], parameters[0], 8);
  for (int i = 1; i <= 3; ++i) {
    std::uint32_t w = 0;
    std::memcpy(&w, parameters[i], 4);
    words[static_cast<std::size_t>(i)] = w;
  }
  for (int i = 4; i <= 6; ++i) std::memcpy(&words[static_cast<std::size_t>(i)], parameters[i], 8);
  auto* s = reinterpret_cast<Stream*>(stream);
  log_launch(s->device(), grid_x, block_x, shared_bytes, static_cast<std::uint32_t>(words[1]),
             static_cast<std::uint32_t>(words[2]), static_cast<std::uint32_t>(words[3]));
  s->enqueue([=] { run_kernel(grid_x, block_x, shared_bytes, words); });
  return cuda::success;
}

// Every entry point the engine binds is here, with its signature.
#define NQUEENS_FAKE_CHECK(name, parameters) \
  static_assert(std::is_same_v<decltype(&name), decltype(cuda::Api::name)>, "signature of " #name);
NQUEENS_CUDA_ENTRY_POINTS(NQUEENS_FAKE_CHECK)
#undef NQUEENS_FAKE_CHECK
