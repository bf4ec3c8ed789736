#pragma once
// Progress and cancellation callbacks that the engines poll.

#include <cstdint>

#include "nqueens/types.hpp"

namespace nqueens {

// A snapshot of a running count, in work units (independent sub-problems).
struct Progress {
  std::uint64_t units_done = 0;
  std::uint64_t units_total = 0;
  u128 solutions = 0;       // weighted solutions of the finished units
  std::uint64_t nodes = 0;  // search-tree nodes of the finished units
  double seconds = 0;       // wall time since the count started
};

// The narrow interface an engine talks to while it runs. Engines call these from their worker
// threads, one call at a time (calls are serialised), so implementations need no locking of their own.
class Observer {
 public:
  virtual ~Observer() = default;
  // Called after each finished work unit, with the unit's id and its solutions and nodes
  // (weighted as in the total), then the running totals.
  virtual void on_unit(std::uint64_t id, u128 solutions, std::uint64_t nodes) {
    (void)id, (void)solutions, (void)nodes;
  }
  virtual void on_progress(const Progress&) {}
  // Polled between work units; returning true makes the engine stop early and mark its result partial.
  virtual bool stop_requested() { return false; }
};

}  // namespace nqueens
