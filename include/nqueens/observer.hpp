#pragma once
// Progress and cancellation callbacks that the engines poll.

namespace nqueens {

struct UnitCount;    // count.hpp
struct CountResult;  // count.hpp

// The narrow interface an engine talks to while it runs. Engines call these from their worker
// threads, one call at a time (calls are serialised), so implementations need no locking of
// their own. An exception thrown by any of them stops the count: no further unit starts, and
// the exception reaches the caller of count() (or count_units, count_with_journal) once every
// thread has stopped.
class Observer {
 public:
  virtual ~Observer() = default;
  // Called after each finished work unit with its count (solutions weighted as in the total),
  // then on_progress with the running totals of this run: units done of the units it was given,
  // solutions and nodes so far, seconds since it started.
  virtual void on_unit(const UnitCount& unit) { (void)unit; }
  virtual void on_progress(const CountResult& so_far) { (void)so_far; }
  // Polled between work units; returning true makes the engine stop early and mark its result
  // partial.
  virtual bool stop_requested() { return false; }
};

}  // namespace nqueens
