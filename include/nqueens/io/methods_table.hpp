#pragma once
// The table of `nqueens methods`: the work, solutions and time of each classic method.

#include <span>
#include <string>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/methods.hpp"

namespace nqueens::io {

// One method's line. A complete run shows what it examined and found; an incomplete one shows
// its whole work (the exact candidate count, or else an estimate of the nodes) and an estimate
// of its time at the rate it was measured to run.
struct MethodLine {
  MethodRun run;              // the run, complete or stopped
  std::string exact_work;     // decimal: the candidates of a generate-and-test method; "" for a search
  double estimated_work = 0;  // a search that did not finish: the estimated nodes of its tree
};

// Writes the table, then a note saying how the estimates were made (`budget_seconds`: the
// most a method was allowed to run), in `language`.
void write_methods_table(Output& out, int n, std::span<const MethodLine> lines, double budget_seconds,
                         Language language = Language::en);

}  // namespace nqueens::io
