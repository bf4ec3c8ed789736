#include "gpu/device.hpp"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <string>
#include <thread>

#include "core/parallel.hpp"
#include "gpu/count_kernel_ptx.hpp"
#include "gpu/driver.hpp"
#include "gpu/thread_search.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"

namespace nqueens::gpu {

namespace {

// The kernel's name in the PTX (count_kernel.cu).
constexpr const char* kernel_name = "nqueens_count_starts";

// The words of the blocks' sums: solutions and nodes, each a 128-bit number in two words.
constexpr std::uint32_t sum_words = 4;

// Offsets in a slot's buffers: the sums first (aligned as the allocation), then a word of 16
// bytes' room (the counter, or the stop flag), then the starts.
std::size_t sums_bytes(std::uint32_t blocks) { return std::size_t{blocks} * sum_words * sizeof(std::uint64_t); }
std::size_t starts_offset(std::uint32_t blocks) { return sums_bytes(blocks) + 16; }

std::string device_name(int ordinal) { return "CUDA device " + std::to_string(ordinal); }

}  // namespace

std::string_view kernel_ptx() { return count_kernel_ptx; }

std::string ptx_target() {
  const std::string_view ptx = kernel_ptx();
  const std::size_t at = ptx.find(".target ");
  if (at == std::string_view::npos) return {};
  const std::size_t begin = at + 8;
  const std::size_t end = ptx.find_first_of(" ,\n", begin);
  return std::string(ptx.substr(begin, end - begin));
}

Kernel::Kernel(int ordinal, std::uint32_t rows) : ordinal_(ordinal), rows_(rows) {
  if (kernel_ptx().empty())
    throw DeviceUnavailableError(
        "this build of nqueens carries no GPU kernels: clang with the NVPTX back end (or nvcc) was not found when it "
        "was built");
  api_ = &driver();
  const cuda::Api& api = *api_;
  check(api.cuDeviceGet(&device_, ordinal), "cuDeviceGet");
  check(api.cuDevicePrimaryCtxRetain(&context_, device_), "cuDevicePrimaryCtxRetain");
  try {
    make_current();
    // The driver compiles the PTX for this device; what it says when it cannot goes into the
    // message (a driver older than the PTX's version, a device older than its target).
    char log[2048] = {};
    int options[] = {cuda::jit_error_log_buffer, cuda::jit_error_log_buffer_size_bytes};
    // The driver takes the log's size as a pointer-sized integer in place of a pointer.
    void* values[] = {log, reinterpret_cast<void*>(std::uintptr_t{sizeof log})};  // NOLINT(performance-no-int-to-ptr)
    const cuda::Result loaded = api.cuModuleLoadDataEx(&module_, kernel_ptx().data(), 2, options, values);
    if (loaded != cuda::success)
      throw std::runtime_error(device_name(ordinal) + " cannot take the GPU kernels (PTX for " + ptx_target() +
                               "): " + error_text(loaded) + (log[0] != '\0' ? std::string(": ") + log : ""));
    check(api.cuModuleGetFunction(&function_, module_, kernel_name), "cuModuleGetFunction");
    int multiprocessors = 0, blocks = 0;
    check(api.cuDeviceGetAttribute(&multiprocessors, cuda::attribute_multiprocessor_count, device_),
          "cuDeviceGetAttribute");
    check(api.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, function_, static_cast<int>(block_threads),
                                                          shared_bytes()),
          "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    resident_blocks_ = static_cast<std::uint32_t>(std::max(1, multiprocessors) * std::max(1, blocks));
  } catch (...) {
    if (module_ != nullptr) api.cuModuleUnload(module_);
    api.cuDevicePrimaryCtxRelease_v2(device_);
    throw;
  }
}

Kernel::~Kernel() {
  const cuda::Api& api = *api_;
  api.cuCtxSetCurrent(context_);  // errors ignored: nothing more can be done about them here
  api.cuModuleUnload(module_);
  api.cuDevicePrimaryCtxRelease_v2(device_);
}

void Kernel::make_current() const { check(driver().cuCtxSetCurrent(context_), "cuCtxSetCurrent"); }

std::uint32_t Kernel::shared_bytes() const {
  return stack_words(rows_) * block_threads * static_cast<std::uint32_t>(sizeof(std::uint32_t));
}

Slot::Slot(const Kernel& kernel, std::uint32_t capacity) : kernel_(kernel), capacity_(capacity) {
  const cuda::Api& api = driver();
  kernel_.make_current();
  const std::uint32_t blocks = kernel_.resident_blocks();
  const std::size_t bytes = starts_offset(blocks) + std::size_t{capacity} * start_words * sizeof(std::uint32_t);
  try {
    check(api.cuStreamCreate(&stream_, cuda::stream_non_blocking), "cuStreamCreate");
    check(api.cuMemAlloc_v2(&device_memory_, bytes), "cuMemAlloc_v2");
    check(api.cuMemHostAlloc(&host_memory_, bytes, cuda::host_alloc_portable | cuda::host_alloc_device_map),
          "cuMemHostAlloc");
    auto* host = static_cast<unsigned char*>(host_memory_);
    host_sums_ = reinterpret_cast<std::uint64_t*>(host);
    host_stop_ = reinterpret_cast<std::uint32_t*>(host + sums_bytes(blocks));
    host_starts_ = reinterpret_cast<std::uint32_t*>(host + starts_offset(blocks));
    check(api.cuMemHostGetDevicePointer_v2(&device_stop_, host_stop_, 0), "cuMemHostGetDevicePointer_v2");
  } catch (...) {
    release();
    throw;
  }
}

Slot::~Slot() { release(); }

void Slot::release() {
  // Errors ignored: nothing more can be done about them here.
  const cuda::Api& api = kernel_.api();
  api.cuCtxSetCurrent(kernel_.context());
  if (stream_ != nullptr) api.cuStreamSynchronize(stream_);
  if (host_memory_ != nullptr) api.cuMemFreeHost(host_memory_);
  if (device_memory_ != 0) api.cuMemFree_v2(device_memory_);
  if (stream_ != nullptr) api.cuStreamDestroy_v2(stream_);
  host_memory_ = nullptr;
  device_memory_ = 0;
  stream_ = nullptr;
}

Tally Slot::count(std::uint32_t count, std::uint32_t n, const StopCheck& stop) {
  assert(count >= 1 && count <= capacity_);
  const cuda::Api& api = driver();
  kernel_.make_current();
  const std::uint32_t blocks = std::min(kernel_.resident_blocks(), (count + block_threads - 1) / block_threads);
  cuda::DevicePointer sums = device_memory_;
  cuda::DevicePointer next_start = device_memory_ + sums_bytes(kernel_.resident_blocks());
  cuda::DevicePointer starts = device_memory_ + starts_offset(kernel_.resident_blocks());
  std::uint32_t rows = kernel_.rows();
  check(
      api.cuMemcpyHtoDAsync_v2(starts, host_starts_, std::size_t{count} * start_words * sizeof(std::uint32_t), stream_),
      "cuMemcpyHtoDAsync_v2");
  // Each thread takes its own start first; the counter hands out the rest.
  check(api.cuMemsetD32Async(next_start, blocks * block_threads, 1, stream_), "cuMemsetD32Async");
  check(api.cuMemsetD32Async(sums, 0, std::size_t{blocks} * sum_words * 2, stream_), "cuMemsetD32Async");
  __atomic_store_n(host_stop_, 0u, __ATOMIC_RELAXED);
  void* parameters[] = {&starts, &count, &n, &rows, &next_start, &sums, &device_stop_};
  check(api.cuLaunchKernel(kernel_.function(), blocks, 1, 1, block_threads, 1, 1, kernel_.shared_bytes(), stream_,
                           parameters, nullptr),
        "cuLaunchKernel");
  check(api.cuMemcpyDtoHAsync_v2(host_sums_, sums, sums_bytes(blocks), stream_), "cuMemcpyDtoHAsync_v2");

  // Waits, asking `stop` meanwhile: short naps at first (a small launch ends in microseconds),
  // up to a millisecond.
  bool stopping = false;
  for (auto nap = std::chrono::microseconds(20);; nap = std::min(2 * nap, std::chrono::microseconds(1000))) {
    const cuda::Result state = api.cuStreamQuery(stream_);
    if (state == cuda::success) break;
    if (state != cuda::error_not_ready) check(state, "cuStreamQuery");
    if (!stopping && core::stop_asked(stop)) {
      stopping = true;
      __atomic_store_n(host_stop_, 1u, __ATOMIC_RELAXED);
    }
    std::this_thread::sleep_for(nap);
  }
  if (stopping) throw StoppedError("stopped during a work unit on the GPU, which is not counted");
  Tally t;
  for (std::uint32_t b = 0; b < blocks; ++b) {
    const std::uint64_t* s = host_sums_ + std::size_t{b} * sum_words;
    t.solutions += (u128(s[1]) << 64) | s[0];
    t.nodes += (u128(s[3]) << 64) | s[2];
  }
  return t;
}

}  // namespace nqueens::gpu
