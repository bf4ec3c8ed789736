#pragma once
// Reading journals back: one journal's state, and shard journals added up (internal).

#include <string>
#include <vector>

#include "run/journal.hpp"
#include "run/run_report.hpp"

namespace nqueens::run {

// The state of one journal: its units done of its shard, their totals, and the time spent.
struct JournalSummary {
  JournalHeader header;
  RunReport report;  // complete (with the fundamental count, if recorded) once every unit is done
  JournalTiming timing;
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
// rotation-fixed counts when no journal recorded them. Throws std::invalid_argument if a
// journal is unreadable, belongs to another count (n, engine, parameters), or holds a unit that
// another journal holds too (overlapping or duplicated shards), naming the files.
MergeResult merge_journals(const std::vector<std::string>& paths);

}  // namespace nqueens::run
