#pragma once
// Progress and cancellation callbacks that the engines poll.

#include <cstdint>

#include "nqueens/types.hpp"

namespace nqueens {

struct UnitCount;    // count.hpp
struct CountResult;  // count.hpp

// How far a search has come: a listing of solutions, the search for one (find, complete), a
// method's run, the search for the solutions fixed by a rotation.
struct SearchProgress {
  std::uint64_t nodes = 0;  // queens placed (min-conflicts: queen moves tried; a generate-and-test
                            // method: candidates tested)
  u128 solutions = 0;       // solutions found (listed, counted, skipped on the way to an index)
  double seconds = 0;       // since the search started
};

// The narrow interface of a search that may run long: the first solutions of a large board
// (minutes to beyond reach for backtracking past n = 35), a hard completion, a full listing. A
// search calls these on its own thread every few thousand to a few hundred thousand nodes
// (hundreds of times a second or more at full speed), so an implementation keeps them cheap
// (it draws by the clock, not at every call).
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  // Called with the search's totals so far (nodes, solutions, seconds). The default does nothing.
  virtual void on_search_progress(const SearchProgress& so_far) { (void)so_far; }
  // Polled with each report (and between and during a count's work units, see Observer); returning true
  // stops the search early. Each search says what it returns then: what it found so far (a
  // listing, a count of completions), "gave up" (find, complete), or StoppedError (errors.hpp)
  // where a part would pass for the whole.
  virtual bool stop_requested() { return false; }
};

// The narrow interface an engine talks to while it counts. Engines call these from their worker
// threads (the last on_progress from the thread that called the count), one call at a time
// (calls are serialised), so implementations need no locking of their own. An exception thrown
// by any of them stops the count: no further unit starts, and the exception reaches the caller
// of count() (or count_units, count_with_journal) once every thread has stopped. A complete
// count then searches for the solutions fixed by rotation (its fundamental count needs them:
// seconds for n in the low twenties, minutes past 25), on one thread, reporting to
// on_search_progress and polling stop_requested.
class Observer : public SearchObserver {
 public:
  // Called after each finished work unit with its count (solutions weighted as in the total):
  // the place for a record of every unit (the journal's).
  virtual void on_unit(const UnitCount& unit) { (void)unit; }
  // Called as units finish, not for each: with the running totals of this run (units done of
  // the units it was given, solutions and nodes so far, seconds since it started, as of the
  // last finished unit) after a finished unit, at most every 0.25 s of a steady clock, the first
  // 0.25 s after the start or later (no call comes while no unit finishes: a unit of n >= 24
  // runs for minutes), and once more when the run's units are over (all done, or the run
  // stopped) unless the last call showed those totals already. So a listener of short units
  // sees about four calls a second and ends on the final totals: Q(16), counted in a fraction of
  // a second, gets a call or two for its 6435 units. An estimate's sample calls it the same way,
  // its pieces counted as units.
  virtual void on_progress(const CountResult& so_far) { (void)so_far; }
  // stop_requested() (SearchObserver) is polled between work units and, by the fast engine,
  // during long ones (StopCheck, engine/count_plan.hpp); returning true makes the engine stop
  // early, give up the units under way and mark its result partial.
};

}  // namespace nqueens
