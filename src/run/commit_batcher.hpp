#pragma once
// Committing a journal's units in batches (internal).

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>

#include "run/journal.hpp"

namespace nqueens::run {

// Records finished units in a journal and commits them in batches: one synced transaction per
// unit costs more than most units take to count (a journaled count of n = 16 ran 20 times
// slower). A batch is committed once its oldest unit has waited `interval` (a thread watches
// the clock, so no unit waits longer even when no other unit finishes), once `max_pending`
// units wait, and by flush(). A crash therefore loses at most the units finished in the last
// `interval`, which a resumed run counts again; it never counts a unit twice (the unit id is
// the journal's key).
class CommitBatcher {
 public:
  using Seconds = std::chrono::duration<double>;

  explicit CommitBatcher(Journal& journal, Seconds interval = Seconds(0.5), std::size_t max_pending = 4096);
  // Stops the clock thread; the units still pending are the journal's (its destructor commits them).
  ~CommitBatcher();
  CommitBatcher(const CommitBatcher&) = delete;
  CommitBatcher& operator=(const CommitBatcher&) = delete;

  // Takes a finished unit. Thread-safe. Throws std::runtime_error if this or an earlier
  // commit failed (disk full).
  void record(const UnitCount& unit, bool verified);
  // Commits every pending unit now. Throws std::runtime_error as record().
  void flush();

 private:
  void watch_clock(const std::stop_token& stop);

  Journal& journal_;
  Seconds interval_;
  std::size_t max_pending_;
  std::mutex mutex_;  // guards the journal and the members below
  std::condition_variable_any wake_;
  std::chrono::steady_clock::time_point oldest_;  // when the oldest pending unit was taken
  std::exception_ptr error_;                      // a failed commit of the clock thread
  std::jthread clock_;                            // last: started once the rest is ready
};

}  // namespace nqueens::run
