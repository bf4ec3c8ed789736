#pragma once
// Writers of a traced backtracking search (nqueens/trace.hpp): an indented tree for people, and
// JSON (one document, or lines) for programs.

#include <memory>
#include <span>
#include <string_view>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::io {

// Receives the steps of a traced search (trace.hpp) and writes them in one format.
class TraceWriter {
 public:
  virtual ~TraceWriter() = default;
  // Starts the trace of the n×n board.
  virtual void begin(int n) { (void)n; }
  // One step, and the board after it.
  virtual void event(const TraceEvent& e, const Placement& board) = 0;
  // Ends the trace with the search's totals.
  virtual void end(const TraceTotals& totals) = 0;
};

// "tree": one line per step, indented two spaces per queen on the board:
//   place (1,1)
//     reject (2,1): column of (1,1)
//     reject (2,2): diagonal of (1,1)
//     place (2,3)
//   ...
//         solution 1: 2 4 1 3
// then the totals, after "... stopped at the step limit" if the visitor stopped the search.
// "jsonl": JSON lines, one object per step,
//   {"step":"place","row":1,"column":1,"node":1}
//   {"step":"reject","row":2,"column":1,"attacks":[{"row":1,"column":1,"line":"column"}]}
//   {"step":"backtrack","row":2,"column":3}
//   {"step":"solution","index":1,"columns":[2,4,1,3]}
// and a last line {"totals":{"nodes":..,"nodes_per_depth":[..],"rejects":..,"solutions":..,
// "complete":true}}. Rows and columns count from 1.
// "json": the same as one JSON document, {"steps":[ the steps, one a line ],"totals":{..}}.
// With Language::zh the tree's words are Chinese ("放置皇后 (1,1)", "冲突 (2,2)：被 (1,1) 沿主对角线攻击",
// "回溯 (2,3)", "方案1： 2 4 1 3"); the JSON is the same in every language.
// A format of the traced search: its name, what it shows (a line of a help text) and its writer.
struct TraceFormat {
  std::string_view name;                                                 // "tree", "json" or "jsonl"
  std::string_view summary;                                              // a line of a help text
  std::unique_ptr<TraceWriter> (*make)(Output& out, Language language);  // makes its writer
};

// Every format, in the order a help text lists them: tree, json, jsonl.
std::span<const TraceFormat> trace_formats();

// Throws std::invalid_argument naming the formats if `name` is none of them.
const TraceFormat& trace_format(std::string_view name);

// The writer of the format named `format`: trace_format(format).make(out, language).
std::unique_ptr<TraceWriter> make_trace_writer(std::string_view format, Output& out, Language language = Language::en);

}  // namespace nqueens::io
