#pragma once
// Writing the result of a count (nqueens count, merge, nqueens-mpi).

#include <cstdint>
#include <string>

#include "nqueens/io/output.hpp"
#include "nqueens/run_report.hpp"

namespace nqueens::io {

// How write_count() writes a count: which fields, text or JSON, and a partial result's mark.
struct CountWriting {
  bool detail = false;  // also the rotation-fixed counts, nodes, time, units and ranks
  bool json = false;    // one JSON object instead of text lines
  // Why an incomplete result is partial ("interrupted": Ctrl-C stopped the count; "units
  // missing": merged journals lack units); it is marked PARTIAL with this reason. Empty: not
  // marked (a shard, or a journal's state, is incomplete by design).
  std::string partial;
};

// Writes "n = N", the rules of report.rules when not the classic ones ("rules: TEXT",
// describe(), rules.hpp), "solutions: Q", "fundamental: F" (once complete, where the rules have
// fundamental solutions: keeps_symmetries), then for a shard or an
// unfinished count the shard and the units done, then the details asked for. JSON holds the
// same fields under snake_case keys; totals beyond 64 bits are strings.
void write_count(Output& out, int n, const RunReport& report, const CountWriting& how);

// Where a journaled count stands, as `nqueens journal` shows it.
struct JournalState {
  std::string path;        // the journal's file
  std::string plan;        // the plan's description
  int n = 0;               // the board size it counts
  RunReport report;        // the totals of the units done
  double seconds = 0;      // wall time spent over all runs
  std::uint64_t runs = 0;  // the runs that finished a unit
};

// Writes "journal: PATH", "plan: PLAN", the count as write_count, the time spent and, while
// units remain, the rate and the ETA at that rate. JSON: one object with "journal", "plan",
// the count's keys, "seconds" (spent), "runs" and, while units remain, "units_per_second" and
// "eta_seconds".
void write_journal_state(Output& out, const JournalState& state, const CountWriting& how);

// A duration for people: "4.2 s", "12 min 5 s", "3 h 25 min", "2 d 5 h".
std::string duration_text(double seconds);

}  // namespace nqueens::io
