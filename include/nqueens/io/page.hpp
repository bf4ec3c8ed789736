#pragma once
// `nqueens page`: one self-contained HTML file with the gallery of the solutions and a player
// of the backtracking search (the template is src/io/page/template.html).

#include <memory>

#include "nqueens/io/output.hpp"
#include "nqueens/io/trace_writers.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens::io {

// Collects the solutions (through solution()) and the steps of the traced search (as a
// TraceWriter) and writes the whole page at end(). The trace is embedded as JSON, one array
// per step with 0-based rows and columns: ["p", row, column], ["r", row, column,
// [[row, column, line], ...]], ["b", row, column], ["s", row, column, number].
class PageWriter final : public TraceWriter {
 public:
  explicit PageWriter(Output& out);
  ~PageWriter() override;
  void begin(int n) override;
  void solution(const Placement& p, const SymmetryClass& symmetry);
  void event(const TraceEvent& e, const Placement& board) override;
  void end(const TraceTotals& totals) override;

 private:
  struct Data;
  Output& out_;
  std::unique_ptr<Data> data_;
};

// "identity", "90° rotation", ..., "anti-diagonal reflection".
const char* symmetry_name(Symmetry g);

}  // namespace nqueens::io
