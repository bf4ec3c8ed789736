#pragma once
// Writing the result of a count (nqueens count, merge, nqueens-mpi).

#include <string>

#include "io/output.hpp"
#include "run/run_report.hpp"

namespace nqueens::io {

struct CountWriting {
  bool detail = false;       // also the rotation-fixed counts, nodes, time, units and ranks
  bool json = false;         // one JSON object instead of text lines
  bool interrupted = false;  // Ctrl-C stopped the count: an incomplete result is marked PARTIAL
};

// Writes "n = N", "solutions: Q", "fundamental: F" (once complete), then for a shard or an
// unfinished count the shard and the units done, then the details asked for. JSON holds the
// same fields under snake_case keys; totals beyond 64 bits are strings.
void write_count(Output& out, int n, const run::RunReport& report, const CountWriting& how);

// A duration for people: "4.2 s", "12 min 5 s", "3 h 25 min", "2 d 5 h".
std::string duration_text(double seconds);

}  // namespace nqueens::io
