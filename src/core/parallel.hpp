#pragma once
// Running independent work units on a set of threads (internal).

#include <cstddef>
#include <functional>
#include <mutex>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/observer.hpp"

namespace nqueens::core {

// The number of CPUs this process may run on (its affinity mask, which taskset, cgroups and
// batch schedulers narrow), not the number the machine has.
int available_cpus();

// The threads a count of `plan` runs on when asked for `threads`: that many, or by default (0)
// the plan's device slots for a plan that counts on devices (CountPlan::device_slots), else
// every CPU this process may use.
int counting_threads(const CountPlan& plan, int threads);

// Runs work(i) for every i in [0, count) on `threads` threads (0 = available_cpus()). Each thread
// takes the next index when it finishes one, so uneven units leave no thread idle. Once
// stop() returns true (polled before each unit), no further unit starts. The first exception
// thrown by work() or stop() ends the run: it is rethrown here after every thread has stopped.
void for_each_unit(std::size_t count, int threads, const std::function<void(std::size_t)>& work,
                   const std::function<bool()>& stop);

// The StopCheck that asks `observer` (its calls serialised by `mutex`), or none where there is
// no observer: a plan then needs no polls, nor slices of its kernel's calls.
StopCheck stop_check_of(SearchObserver* observer, std::mutex& mutex);
// Whether `stop`, if any, says to stop.
inline bool stop_asked(const StopCheck& stop) { return stop && stop(); }

}  // namespace nqueens::core
