#pragma once
// Durable counts: a count of n >= 20 runs for hours to weeks, so it records each finished work
// unit in a journal (an SQLite file), resumes from it after a crash, can be split into shards
// for batch systems and added up again, and can recount every unit by an independent method.
// Link nqueens::journal (needs SQLite3).

#include <cstdint>
#include <string>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/run_report.hpp"

namespace nqueens {

// How a count runs beyond its engine options.
struct RunOptions {
  std::string journal;  // SQLite journal to record finished units in and resume from; empty: none
  Shard shard;          // count only this shard's units; needs a journal (merge_journals adds shards up)
  bool verify = false;  // recount every unit by an independent method and compare

  // Whether any run option is set (a journal, a shard or verification).
  bool any() const { return !journal.empty() || !shard.whole() || verify; }
};

// Counts n as count() does, with the run options: skips the units the journal holds, records
// each unit as it finishes (committed in batches within half a second: a kill -9 or a power cut
// loses at most that much), and reports the totals over all units done. The observer sees this
// run's units only (its progress counts the units still to do) and may stop the count. Without
// run options this is count().
// Throws std::invalid_argument for bad options (as count(); a shard that does not exist or has
// no journal) and for
// a journal file that cannot be used (missing folder, not a journal, damaged, made for another
// n, engine or shard, read-only or in a folder that cannot be written, in use by another
// process), before anything is written; std::runtime_error naming the cause if the journal
// cannot be read or written (disk full, a file size limit: the units committed before stay);
// VerificationError (errors.hpp) when a unit's recount disagrees.
RunReport count_with_journal(int n, const CountOptions& options, const RunOptions& run);
// The same under rules (rules.hpp): the count(const Rules&, ...) of variants.hpp with the run
// options; the journal names the rules whole (rules_text), so it resumes only the same rules.
// Throws as that count and as the overload above.
RunReport count_with_journal(const Rules& rules, const CountOptions& options, const RunOptions& run);

// About the size in bytes of the journal of a finished count of `units` work units: a row of
// about 50 bytes a unit and the file's first pages (measured: 29 bytes a unit at n = 19, whose
// units' counts have a few digits; those of n >= 23 have twice as many).
std::uint64_t journal_bytes(std::uint64_t units);

// What a journal holds: the units of one plan, or of one shard of it.
struct JournalHeader {
  int n = 0;                     // the board size counted
  std::string plan;              // CountPlan::description(): equal descriptions, equal units
  std::uint64_t unit_count = 0;  // the plan's units (of every shard)
  Shard shard;                   // the shard the journal counts
};

// The wall time spent on a journal: each run from its start to its last finished unit.
struct JournalTiming {
  double seconds = 0;      // the sum of the runs' wall times
  std::uint64_t runs = 0;  // the runs that finished a unit
};

// The state of one journal: its units done of its shard, their totals, and the time spent.
struct JournalSummary {
  JournalHeader header;  // what the journal counts
  RunReport report;      // complete (with the fundamental count, if recorded) once every unit is done
  JournalTiming timing;  // the time spent on it
};

// Reads a journal without writing to it. Throws std::invalid_argument if it is missing, not a
// journal or damaged.
JournalSummary summarize_journal(const std::string& path);

// The sum of shard journals of one count.
struct MergeResult {
  JournalHeader header;                // the count's (shard: the whole)
  RunReport report;                    // complete once the journals hold every unit
  std::vector<std::uint64_t> missing;  // ids of the units no journal holds, in order
  std::vector<Shard> missing_shards;   // when every journal is a shard of K: the shards not given
};

// Adds up journals of one count, e.g. the shards 0/K..K-1/K of a batch job. Computes the
// rotation-fixed counts when no journal recorded them. Throws std::invalid_argument if `paths`
// is empty, a journal is unreadable, belongs to another count (n, engine, parameters), or holds
// a unit that another journal holds too (overlapping or duplicated shards), naming the files.
MergeResult merge_journals(const std::vector<std::string>& paths);

}  // namespace nqueens
