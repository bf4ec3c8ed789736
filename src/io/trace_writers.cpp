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
          out_.write(fmt::format(fmt::runtime(m_.attack), m_.line(e.attacks[i].line), square_name(e.attacks[i].first)));
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

class JsonLinesWriter final : public TraceWriter {
 public:
  // JSON is for programs: its names stay the same in every language.
  JsonLinesWriter(Output& out, Language) : out_(out) {}

  void event(const TraceEvent& e, const Placement& board) override {
    nlohmann::ordered_json line;
    line["step"] = step_name(e.step);
    if (e.step == TraceStep::solution) {
      line["index"] = e.index;
      line["columns"] = columns_from_1(board);
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
std::unique_ptr<TraceWriter> make(Output& out, Language language) {
  return std::make_unique<Writer>(out, language);
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

std::unique_ptr<TraceWriter> make_trace_writer(std::string_view format, Output& out, Language language) {
  return trace_format(format).make(out, language);
}

}  // namespace nqueens::io
