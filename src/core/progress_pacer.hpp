#pragma once
// A count's running totals passed to its observer on time (internal).

#include <chrono>

#include "nqueens/count.hpp"
#include "nqueens/observer.hpp"

namespace nqueens::core {

// Paces Observer::on_progress by a steady clock rather than by work units: a listener that
// draws or crosses into another language wants a few calls a second, where one per unit made
// 6435 calls for Q(16) in a tenth of a second and millions for a large n. The one place that
// paces on_progress: count_units, the MPI count's rank 0 and the estimate's sample report
// through it. Not thread-safe: its callers hold the lock that serialises their observer's calls.
class ProgressPacer {
 public:
  // The least time between two calls, and before the first.
  static constexpr std::chrono::milliseconds interval{250};

  // `observer` may be null: nothing is then shown.
  explicit ProgressPacer(Observer* observer) : observer_(observer) {}

  // Takes the latest totals: sets so_far.seconds (since the pacer was made) and passes so_far
  // to on_progress if `interval` has passed since the last call (or since the start).
  void update(CountResult& so_far) {
    if (observer_ == nullptr) return;
    const Clock::time_point now = Clock::now();
    so_far.seconds = std::chrono::duration<double>(now - start_).count();
    pending_ = true;
    if (now - shown_ < interval) return;
    show(so_far, now);
  }

  // Passes the final totals (those of the last update) to on_progress unless the last call
  // showed them already, so that a listener ends on the whole. Called once the work is over,
  // however it ended (done, or stopped: the totals of the units that finished).
  void finish(const CountResult& so_far) {
    if (observer_ != nullptr && pending_) show(so_far, Clock::now());
  }

 private:
  using Clock = std::chrono::steady_clock;

  void show(const CountResult& so_far, Clock::time_point now) {
    shown_ = now;
    pending_ = false;
    observer_->on_progress(so_far);
  }

  Observer* observer_;
  Clock::time_point start_ = Clock::now();
  Clock::time_point shown_ = start_;
  bool pending_ = false;  // totals taken since the last call
};

}  // namespace nqueens::core
