#include "gpu/gpu_plan.hpp"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <limits>
#include <mutex>
#include <span>
#include <stdexcept>
#include <string>

#include "core/array_recount.hpp"
#include "core/parallel.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "gpu/device.hpp"
#include "gpu/driver.hpp"
#include "gpu/starts.hpp"
#include "gpu/thread_search.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"

namespace nqueens::gpu {

namespace {

// Units a device counts at once: while one's kernel runs, the next one's starts are made and
// copied, and its blocks fill the multiprocessors the first one's last threads leave idle.
constexpr int slots_per_device = 2;

}  // namespace

std::vector<int> device_ordinals(const std::vector<int>& requested) {
  const cuda::Api& api = driver();
  int count = 0;
  check(api.cuDeviceGetCount(&count), "cuDeviceGetCount");
  if (count <= 0) throw DeviceUnavailableError("no CUDA device");
  if (requested.empty()) {
    std::vector<int> all(static_cast<std::size_t>(count));
    for (int d = 0; d < count; ++d) all[static_cast<std::size_t>(d)] = d;
    return all;
  }
  for (std::size_t i = 0; i < requested.size(); ++i) {
    const int d = requested[i];
    if (d < 0 || d >= count)
      throw std::invalid_argument("there is no CUDA device " + std::to_string(d) + ": this machine has " +
                                  (count == 1 ? std::string("one, device 0")
                                              : std::to_string(count) + ", devices 0 to " + std::to_string(count - 1)));
    if (std::find(requested.begin(), requested.begin() + static_cast<std::ptrdiff_t>(i), d) !=
        requested.begin() + static_cast<std::ptrdiff_t>(i))
      throw std::invalid_argument("CUDA device " + std::to_string(d) + " is named twice");
  }
  return requested;
}

std::vector<int> share_of_devices(const std::vector<int>& devices, int rank, int ranks) {
  const auto size = static_cast<int>(devices.size());
  if (size < ranks) return {devices[static_cast<std::size_t>(rank % size)]};
  std::vector<int> share;
  for (int i = rank; i < size; i += ranks) share.push_back(devices[static_cast<std::size_t>(i)]);
  return share;
}

namespace {

// The kernels loaded on a plan's devices and their slots, lent to one unit at a time.
class Devices {
 public:
  Devices(const std::vector<int>& requested, std::uint32_t rows, std::uint32_t launch_starts) {
    for (int ordinal : device_ordinals(requested)) kernels_.push_back(std::make_unique<Kernel>(ordinal, rows));
    // Interleaved, so that the first units spread over every device.
    for (int s = 0; s < slots_per_device; ++s)
      for (const auto& kernel : kernels_) slots_.push_back(std::make_unique<Slot>(*kernel, launch_starts));
    for (const auto& slot : slots_) free_.push_back(slot.get());
  }
  Devices(const Devices&) = delete;
  Devices& operator=(const Devices&) = delete;

  int slot_count() const { return static_cast<int>(slots_.size()); }
  const std::vector<std::unique_ptr<Kernel>>& kernels() const { return kernels_; }

  // A slot for as long as the lease lives; waits for one to be free.
  class Lease {
   public:
    explicit Lease(Devices& devices) : devices_(devices) {
      std::unique_lock lock(devices_.mutex_);
      devices_.returned_.wait(lock, [&] { return !devices_.free_.empty(); });
      slot_ = devices_.free_.front();
      devices_.free_.pop_front();
    }
    ~Lease() {
      {
        std::lock_guard lock(devices_.mutex_);
        devices_.free_.push_back(slot_);
      }
      devices_.returned_.notify_one();
    }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Slot& slot() const { return *slot_; }

   private:
    Devices& devices_;
    Slot* slot_;
  };

 private:
  std::vector<std::unique_ptr<Kernel>> kernels_;
  std::vector<std::unique_ptr<Slot>> slots_;  // destroyed first: they use the kernels
  std::mutex mutex_;
  std::condition_variable returned_;
  std::deque<Slot*> free_;  // first in, first out: consecutive units take turns on the devices
};

class GpuPlan final : public CountPlan {
 public:
  GpuPlan(int n, std::vector<int> devices, std::uint32_t launch_starts)
      : n_(n),
        depth_(unit_depth(n)),
        start_(start_depth(n)),
        requested_(std::move(devices)),
        launch_starts_(launch_starts) {
    core::for_each_mirror_unit(n, depth_, [&](const int* columns, int weight) {
      prefixes_.insert(prefixes_.end(), columns, columns + depth_);
      weights_.push_back(static_cast<unsigned char>(weight));
    });
  }

  int n() const override { return n_; }
  std::uint64_t unit_count() const override { return weights_.size(); }
  std::string description() const override {
    return "gpu n=" + std::to_string(n_) + " depth=" + std::to_string(depth_);
  }

  UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const override {
    core::require_unit(id, unit_count());
    const std::span<const int> prefix(prefixes_.data() + id * static_cast<std::size_t>(depth_),
                                      static_cast<std::size_t>(depth_));
    const unsigned weight = weights_[id];
    UnitCount r{id, 0, static_cast<std::uint64_t>(depth_)};
    if (depth_ == n_) {  // n = 1: the prefix is the solution
      r.solutions = weight;
      return r;
    }
    if (core::stop_asked(stop)) throw StoppedError("stopped before a work unit on the GPU, which is not counted");
    Devices::Lease lease(open());
    Slot& slot = lease.slot();
    StartWalk walk(n_, prefix, start_);
    Tally total;
    for (std::uint32_t made; (made = walk.fill(slot.starts(), slot.capacity())) != 0;)
      total += slot.count(made, static_cast<std::uint32_t>(n_), stop);
    r.solutions = total.solutions * weight;
    const u128 nodes = total.nodes + walk.nodes() + r.nodes;
    r.nodes = static_cast<std::uint64_t>(std::min<u128>(nodes, std::numeric_limits<std::uint64_t>::max()));
    return r;
  }

  UnitCount recount_unit(std::uint64_t id) const override {
    core::require_unit(id, unit_count());
    const auto first = prefixes_.begin() + static_cast<std::ptrdiff_t>(id * static_cast<std::size_t>(depth_));
    return core::recount_by_arrays(n_, {id, std::vector<int>(first, first + depth_), weights_[id]});
  }

  int device_slots() const override { return open().slot_count(); }

  std::string kernels() const override {
    std::string devices;
    for (const auto& kernel : open().kernels())
      devices += (devices.empty() ? "" : ", ") + std::to_string(kernel->ordinal());
    return "ptx " + ptx_target() + " on CUDA device" + (open().kernels().size() > 1 ? "s " : " ") + devices;
  }

  // The devices, opened on the first call (again on the next if that one failed).
  Devices& open() const {
    std::call_once(opened_, [this] { devices_ = std::make_unique<Devices>(requested_, rows(), launch_starts_); });
    return *devices_;
  }

 private:
  std::uint32_t rows() const { return static_cast<std::uint32_t>(n_ - start_); }

  int n_;
  int depth_;
  int start_;
  std::vector<int> requested_;
  std::uint32_t launch_starts_;
  std::vector<int> prefixes_;           // depth_ columns a unit
  std::vector<unsigned char> weights_;  // 1 or 2 (the mirror)
  mutable std::once_flag opened_;
  mutable std::unique_ptr<Devices> devices_;
};

}  // namespace

int unit_depth(int n) {
  if (n <= 22) return core::reference_unit_depth(n);
  if (n <= 24) return 4;
  return n <= 28 ? 5 : 4;
}

int start_depth(int n) {
  const int depth = unit_depth(n);
  const int start = std::max(std::min(depth + 6, n - 4), n - static_cast<int>(max_thread_rows));
  return std::max(depth, std::min(start, n - 1));
}

std::unique_ptr<CountPlan> make_gpu_plan(int n, const std::vector<int>& devices, std::uint32_t launch_starts) {
  auto plan = std::make_unique<GpuPlan>(n, devices, launch_starts);
  plan->open();
  return plan;
}

std::unique_ptr<CountPlan> make_unopened_gpu_plan(int n) {
  return std::make_unique<GpuPlan>(n, std::vector<int>{}, default_launch_starts);
}

}  // namespace nqueens::gpu
