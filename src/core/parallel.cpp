#include "core/parallel.hpp"
#include "nqueens/engine/count_plan.hpp"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace nqueens::core {

int available_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

int counting_threads(const CountPlan& plan, int threads) {
  if (threads > 0) return threads;
  const int slots = plan.device_slots();
  return slots > 0 ? slots : available_cpus();
}

StopCheck stop_check_of(SearchObserver* observer, std::mutex& mutex) {
  if (observer == nullptr) return {};
  return [observer, &mutex] {
    std::lock_guard lock(mutex);
    return observer->stop_requested();
  };
}

void for_each_unit(std::size_t count, int threads, const std::function<void(std::size_t)>& work,
                   const std::function<bool()>& stop) {
  if (threads <= 0) threads = available_cpus();
  threads = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads), std::max<std::size_t>(count, 1)));
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  // An exception from stop() as from work() ends the run and reaches the caller: on a
  // std::jthread it would otherwise end the process.
  auto worker = [&] {
    try {
      for (;;) {
        if (failed.load(std::memory_order_relaxed) || stop()) return;
        const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
        if (i >= count) return;
        work(i);
      }
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
  };
  {
    std::vector<std::jthread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
  }
  if (error) std::rethrow_exception(error);
}

}  // namespace nqueens::core
