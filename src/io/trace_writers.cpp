#include "nqueens/io/trace_writers.hpp"

#include <fmt/format.h>

#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace nqueens::io {

namespace {

std::string square_name(Square s) { return fmt::format("({},{})", s.row + 1, s.column + 1); }

class TreeWriter final : public TraceWriter {
 public:
  explicit TreeWriter(Output& out) : out_(out) {}

  void begin(int n) override {
    out_.print("backtracking on the {0}×{0} board: rows top to bottom, columns left to right, (row,column) from 1\n",
               n);
  }

  void event(const TraceEvent& e, const Placement& board) override {
    const int depth = e.step == TraceStep::solution ? board.n : e.square.row;
    out_.print("{:{}}{} ", "", 2 * depth, step_name(e.step));
    if (e.step == TraceStep::solution) {
      out_.print("{}:", e.index);
      for (int c : board.columns) out_.print(" {}", c + 1);
    } else {
      out_.write(square_name(e.square));
    }
    if (e.step == TraceStep::reject) {
      out_.write(":");
      for (std::size_t i = 0; i < e.attacks.size(); ++i)
        out_.print("{} {} of {}", i == 0 ? "" : ",", line_name(e.attacks[i].line), square_name(e.attacks[i].first));
    }
    out_.put('\n');
    out_.end_record();
  }

  void end(const TraceTotals& t) override {
    if (!t.complete) out_.write("... stopped at the step limit\n");
    out_.print("{}nodes: {} (with 0..{} queens: {}), rejected squares: {}, solutions: {}\n",
               t.complete ? "" : "so far: ", t.nodes(), t.nodes_per_depth.size() - 1, fmt::join(t.nodes_per_depth, " "),
               t.rejects, t.solutions);
  }

 private:
  Output& out_;
};

class JsonLinesWriter final : public TraceWriter {
 public:
  explicit JsonLinesWriter(Output& out) : out_(out) {}

  void event(const TraceEvent& e, const Placement& board) override {
    nlohmann::ordered_json line;
    line["step"] = step_name(e.step);
    if (e.step == TraceStep::solution) {
      line["index"] = e.index;
      auto& columns = line["columns"] = nlohmann::ordered_json::array();
      for (int c : board.columns) columns.push_back(c + 1);
    } else {
      line["row"] = e.square.row + 1;
      line["column"] = e.square.column + 1;
    }
    if (e.step == TraceStep::place) line["node"] = e.node;
    if (e.step == TraceStep::reject) {
      auto& attacks = line["attacks"] = nlohmann::ordered_json::array();
      for (const Attack& a : e.attacks)
        attacks.push_back({{"row", a.first.row + 1}, {"column", a.first.column + 1}, {"line", line_name(a.line)}});
    }
    out_.write(line.dump());
    out_.put('\n');
    out_.end_record();
  }

  void end(const TraceTotals& t) override {
    nlohmann::ordered_json totals;
    totals["nodes"] = t.nodes();
    totals["nodes_per_depth"] = t.nodes_per_depth;
    totals["rejects"] = t.rejects;
    totals["solutions"] = t.solutions;
    totals["complete"] = t.complete;
    out_.write(nlohmann::ordered_json{{"totals", totals}}.dump());
    out_.put('\n');
  }

 private:
  Output& out_;
};

template <class Writer>
std::unique_ptr<TraceWriter> make(Output& out) {
  return std::make_unique<Writer>(out);
}

constexpr std::array<TraceFormat, 2> trace_format_table = {{
    {"tree", "an indented line per step, then the totals", make<TreeWriter>},
    {"json", "JSON lines: one object per step, then {\"totals\": ...}", make<JsonLinesWriter>},
}};

}  // namespace

std::span<const TraceFormat> trace_formats() { return trace_format_table; }

const TraceFormat& trace_format(std::string_view name) {
  std::vector<std::string_view> names;
  for (const TraceFormat& f : trace_format_table) {
    if (f.name == name) return f;
    names.push_back(f.name);
  }
  throw std::invalid_argument(
      fmt::format("unknown trace format '{}'; the formats are {}", name, fmt::join(names, ", ")));
}

std::unique_ptr<TraceWriter> make_trace_writer(std::string_view format, Output& out) {
  return trace_format(format).make(out);
}

}  // namespace nqueens::io
