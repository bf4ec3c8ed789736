#pragma once
// The limits of a search for solutions (internal): a wall-time budget, and an observer that
// sees its progress and may stop it.

#include <algorithm>
#include <cstdint>

#include "core/stopwatch.hpp"
#include "core/validate.hpp"
#include "nqueens/observer.hpp"

namespace nqueens::core {

class SearchBudget {
 public:
  // max_seconds: 0 for none; observer: may be null. Throws std::invalid_argument if max_seconds
  // is outside [0, max_search_seconds]: every public search with a budget makes one first.
  explicit SearchBudget(double max_seconds = 0, SearchObserver* observer = nullptr)
      : clock_((check_max_seconds(max_seconds), max_seconds)), observer_(observer) {}

  double seconds() const { return clock_.seconds(); }
  // The seconds left of a time limit (a positive number, however small, once it is spent), or 0
  // for no limit; and the observer. A search that runs on more threads gives each its budget.
  double seconds_left() const {
    return clock_.max_seconds() > 0 ? std::max(clock_.max_seconds() - clock_.seconds(), 1e-9) : 0;
  }
  SearchObserver* observer() const { return observer_; }

  // Polled by the search every so many nodes with its totals (`nodes` counted from the start of
  // this run of it): reports them to the observer, and returns true once the time is up or the
  // observer asks to stop.
  bool spent(std::uint64_t nodes, u128 solutions) {
    if (observer_ != nullptr) {
      observer_->on_search_progress({earlier_nodes_ + nodes, solutions, clock_.seconds()});
      if (observer_->stop_requested()) stopped_ = true;
    }
    return stopped_ || clock_.expired();
  }
  // The observer asked the search to stop (rather than the time running out).
  bool stopped() const { return stopped_; }
  // A search that restarts counts each run's nodes from 0: the runs before it count on.
  void add_finished_run(std::uint64_t nodes) { earlier_nodes_ += nodes; }
  // The nodes of the runs finished, as add_finished_run counted them.
  std::uint64_t finished_nodes() const { return earlier_nodes_; }

 private:
  Stopwatch clock_;
  SearchObserver* observer_;
  bool stopped_ = false;
  std::uint64_t earlier_nodes_ = 0;
};

}  // namespace nqueens::core
