#include "nqueens/io/trace_writers.hpp"

#include <fmt/format.h>

#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "messages.hpp"

namespace nqueens::io {

namespace {

std::string square_name(Square s) { return fmt::format("({},{})", s.row + 1, s.column + 1); }

std::vector<int> columns_from_1(const Placement& board) {
  std::vector<int> columns;
  for (int c : board.columns) columns.push_back(c + 1);
  return columns;
}

class TreeWriter final : public TraceWriter {
 public:
  TreeWriter(Output& out, Language language) : out_(out), m_(messages(language)) {}

  void begin(int n) override {
    out_.write(fmt::format(fmt::runtime(m_.trace_begin), n));
    out_.put('\n');
  }

  void event(const TraceEvent& e, const Placement& board) override {
    const int depth = e.step == TraceStep::solution ? board.n : e.square.row;
    out_.print("{:{}}", "", 2 * depth);
    const std::string square = square_name(e.square);
    switch (e.step) {
      case TraceStep::place:
        out_.write(fmt::format(fmt::runtime(m_.place), square));
        break;
      case TraceStep::reject:
        out_.write(fmt::format(fmt::runtime(m_.reject), square));
        for (std::size_t i = 0; i < e.attacks.size(); ++i) {
          if (i > 0) out_.write(m_.attack_separator);
          out_.write(
              fmt::format(fmt::runtime(m_.attack), m_.line(e.attacks[i].reach), square_name(e.attacks[i].first)));
        }
        break;
      case TraceStep::backtrack:
        out_.write(fmt::format(fmt::runtime(m_.backtrack), square));
        break;
      case TraceStep::solution:
        out_.write(fmt::format(fmt::runtime(m_.solution), e.index, fmt::join(columns_from_1(board), " ")));
        break;
    }
    out_.put('\n');
    out_.end_record();
  }

  void end(const TraceTotals& t) override {
    if (!t.complete) {
      out_.write(m_.stopped);
      out_.put('\n');
    }
    if (!t.complete) out_.write(m_.so_far);
    out_.write(fmt::format(fmt::runtime(m_.trace_totals), t.nodes(), t.nodes_per_depth.size() - 1,
                           fmt::format("{}", fmt::join(t.nodes_per_depth, " ")), t.rejects, t.solutions));
    out_.put('\n');
  }

 private:
  Output& out_;
  const Messages& m_;
};

// The objects of the JSON formats: one a step, and the totals.
nlohmann::ordered_json step_object(const TraceEvent& e, const Placement& board) {
  nlohmann::ordered_json step;
  step["step"] = step_name(e.step);
  if (e.step == TraceStep::solution) {
    step["index"] = e.index;
    step["columns"] = columns_from_1(board);
  } else {
    step["row"] = e.square.row + 1;
    step["column"] = e.square.column + 1;
  }
  if (e.step == TraceStep::place) step["node"] = e.node;
  if (e.step == TraceStep::reject) {
    auto& attacks = step["attacks"] = nlohmann::ordered_json::array();
    for (const Attack& a : e.attacks)
      attacks.push_back({{"row", a.first.row + 1}, {"column", a.first.column + 1}, {"line", reach_name(a.reach)}});
  }
  return step;
}

nlohmann::ordered_json totals_object(const TraceTotals& t) {
  nlohmann::ordered_json totals;
  totals["nodes"] = t.nodes();
  totals["nodes_per_depth"] = t.nodes_per_depth;
  totals["rejects"] = t.rejects;
  totals["solutions"] = t.solutions;
  totals["complete"] = t.complete;
  return totals;
}

// JSON is for programs: its names stay the same in every language.
class TraceJsonLinesWriter final : public TraceWriter {
 public:
  TraceJsonLinesWriter(Output& out, Language) : out_(out) {}
  void event(const TraceEvent& e, const Placement& board) override {
    out_.write(step_object(e, board).dump());
    out_.put('\n');
    out_.end_record();
  }
  void end(const TraceTotals& t) override {
    out_.write(nlohmann::ordered_json{{"totals", totals_object(t)}}.dump());
    out_.put('\n');
  }

 private:
  Output& out_;
};

// One document, {"steps":[...],"totals":{...}}, a step a line so that it streams.
class TraceJsonWriter final : public TraceWriter {
 public:
  TraceJsonWriter(Output& out, Language) : out_(out) {}
  void begin(int) override { out_.write("{\"steps\":["); }
  void event(const TraceEvent& e, const Placement& board) override {
    out_.write(first_ ? "\n" : ",\n");
    first_ = false;
    out_.write(step_object(e, board).dump());
    out_.end_record();
  }
  void end(const TraceTotals& t) override {
    out_.write(fmt::format("\n],\n\"totals\":{}}}\n", totals_object(t).dump()));
  }

 private:
  Output& out_;
  bool first_ = true;
};

template <class Writer>
std::unique_ptr<TraceWriter> make(Output& out, Language language) {
  return std::make_unique<Writer>(out, language);
}

constexpr std::array<TraceFormat, 3> trace_format_table = {{
    {"tree", "an indented line per step, then the totals", make<TreeWriter>},
    {"json", "one JSON document: {\"steps\": [an object per step], \"totals\": ...}", make<TraceJsonWriter>},
    {"jsonl", "JSON lines: one object per step, then {\"totals\": ...}", make<TraceJsonLinesWriter>},
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

std::unique_ptr<TraceWriter> make_trace_writer(std::string_view format, Output& out, Language language) {
  return trace_format(format).make(out, language);
}

}  // namespace nqueens::io
