#pragma once
// The state of a journaled, sharded or verified count, shared by count_with_journal and the
// MPI driver (internal; the public side is nqueens/journal.hpp).

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/rules.hpp"
#include "run/commit_batcher.hpp"
#include "run/journal.hpp"

namespace nqueens::run {

// The state of one run of a count: its plan, its journal and the units done. The one-process
// driver (count_with_journal) and the MPI master share it; only the way units get counted
// differs.
class CountSession {
 public:
  // Opens (or creates) the journal and starts a run in it. threads (0: the plan's default,
  // core::counting_threads) and ranks are recorded with the run. Throws std::invalid_argument
  // for a bad journal (see Journal) or a shard without a journal.
  CountSession(const Rules& rules, Engine engine, const RunOptions& run, int threads, int ranks,
               const PlanLimits& limits = {});
  ~CountSession();

  const CountPlan& plan() const { return *plan_; }
  // The threads to count on (the constructor's, the default resolved).
  int threads() const { return threads_; }
  // The plan to count units with: with verify, its count_unit also recounts the unit
  // independently and throws std::runtime_error naming the unit on a mismatch.
  const CountPlan& work_plan() const;
  // The units still to count (with verify: still to confirm) of the shard, in id order.
  std::vector<std::uint64_t> todo() const;
  // Takes a finished unit: records it in the journal (committed within half a second, see
  // CommitBatcher) and adds it to the totals. With verify, throws std::runtime_error if it
  // disagrees with the journal's earlier count of the unit. Not thread-safe: one caller at a
  // time.
  void record(const UnitCount& unit);
  // Ends the run: commits the units still pending and returns the totals. Once every unit is
  // done, adds the rotation-fixed counts (from the journal if an earlier run recorded them,
  // else searched for, reporting to the observer, which may stop them: StoppedError) and the
  // fundamental count. Call it once; record() must not follow.
  RunReport report(double seconds, SearchObserver* observer);

 private:
  RunOptions run_;
  std::unique_ptr<CountPlan> plan_;
  std::unique_ptr<CountPlan> verifying_plan_;
  std::optional<Journal> journal_;
  std::unique_ptr<CommitBatcher> batcher_;  // of journal_, while the run lasts
  std::map<std::uint64_t, JournalUnit> done_;
  std::uint64_t resumed_ = 0;
  int threads_ = 0;
};

// A plan whose count_unit also recounts each unit with plan.recount_unit and throws
// std::runtime_error naming the unit when the two disagree. Keeps a reference to plan.
std::unique_ptr<CountPlan> make_verifying_plan(const CountPlan& plan);

// set_symmetric_counts with counts that a journal (if any) recorded: totals that fail their
// checks then mean the file was changed, which is damage (std::invalid_argument, "journal 'J' is
// damaged: ..."), not a miscount.
void set_recorded_symmetric_counts(int n, CountResult& result, u128 fixed_by_rotate180, u128 fixed_by_rotate90,
                                   const Journal* journal);

// The rotation-fixed counts and the fundamental count of a complete result of the plan, taken
// from the journal when recorded there and recorded in it once computed
// (CountPlan::fixed_by_rotation, which reports to the observer, may be null); none where the
// plan's board has no fundamental count, whose sums are checked all the same (check_totals).
// Totals that fail their checks throw as set_recorded_symmetric_counts.
void complete_symmetric_counts(const CountPlan& plan, CountResult& result, Journal* journal, SearchObserver* observer);

}  // namespace nqueens::run
