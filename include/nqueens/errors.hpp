#pragma once
// The library's own error types. Each derives from the standard type that says who must act:
// std::invalid_argument for bad input (arguments, files, a budget too small for the task),
// std::runtime_error for a failure while running. A caller that catches the standard types
// sorts them right; one that wants the details catches these.

#include <cstdint>
#include <stdexcept>
#include <string>

#include "nqueens/types.hpp"

namespace nqueens {

// A count does not fit in the memory budget it was given (PlanLimits::memory_bytes), shared by
// its threads. The message gives the sizes in words; the members give them in bytes, so a
// front end can suggest a larger budget or fewer threads in its own terms.
class MemoryBudgetError : public std::invalid_argument {
 public:
  // `what` is the message; the sizes are in bytes.
  MemoryBudgetError(const std::string& what, std::uint64_t needed_bytes, std::uint64_t budget_bytes, int threads)
      : std::invalid_argument(what), needed_bytes_(needed_bytes), budget_bytes_(budget_bytes), threads_(threads) {}
  // The least the count needs on `threads()` threads, in bytes.
  std::uint64_t needed_bytes() const noexcept { return needed_bytes_; }
  // The budget it was given, in bytes.
  std::uint64_t budget_bytes() const noexcept { return budget_bytes_; }
  // The threads the count was to run on.
  int threads() const noexcept { return threads_; }

 private:
  std::uint64_t needed_bytes_;
  std::uint64_t budget_bytes_;
  int threads_;
};

// A work unit counted twice by independent methods (or again against a journal's earlier
// count) gave two different totals: a bug, or a fault of the machine. Nothing of the unit is
// recorded.
class VerificationError : public std::runtime_error {
 public:
  // `what` is the message; `unit` the unit's id, `first` and `second` its two counts.
  VerificationError(const std::string& what, std::uint64_t unit, u128 first, u128 second)
      : std::runtime_error(what), unit_(unit), first_(first), second_(second) {}
  std::uint64_t unit() const noexcept { return unit_; }  // the work unit's id
  u128 first() const noexcept { return first_; }         // the engine's (or the journal's) count
  u128 second() const noexcept { return second_; }       // the independent recount

 private:
  std::uint64_t unit_;
  u128 first_;
  u128 second_;
};

// A search stopped at its observer's request (SearchObserver::stop_requested) where what it had
// found so far would pass for the whole: the solutions fixed by a rotation, from which a
// complete count takes its fundamental count, and a work unit given up half-way
// (CountPlan::count_unit). Searches that can return a part as a part (a listing, a count's
// finished work units) return it instead.
class StoppedError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The GPU engine (Engine::gpu) or the list of GPUs (gpu.hpp) finds nothing to run on: no NVIDIA
// driver (libcuda.so.1) to load, no CUDA device, or a build that carries no GPU kernels. The
// message says which, in one line. Other engines work as before; a failure of a device that
// was found is a plain std::runtime_error naming the driver's call and error.
class DeviceUnavailableError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace nqueens
