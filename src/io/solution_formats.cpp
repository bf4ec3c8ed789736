#include "nqueens/io/solution_formats.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "messages.hpp"
#include "nqueens/io/placement_text.hpp"
#include "nqueens/io/svg_board.hpp"

namespace nqueens::io {

namespace {

// The columns as users count them, from 1.
// A readable board, numbered, with the column list as a heading, and the total at the end, in
// the words of a language.
class BoardWriter final : public SolutionWriter {
 public:
  BoardWriter(Output& out, const Messages& words) : SolutionWriter(out), words_(words) {}
  void solution(std::uint64_t index, const Placement& p) override {
    out_.print(fmt::runtime(words_.board_heading), index, fmt::join(p.columns_from_one(), " "));
    out_.put('\n');
    for (int c : p.columns) {
      for (int j = 0; j < p.n; ++j) out_.write(j == 0 ? (j == c ? "Q" : ".") : (j == c ? " Q" : " ."));
      out_.put('\n');
    }
    out_.put('\n');
    out_.end_record();
  }
  void end(std::optional<u128> total) override {
    if (total)
      out_.print("{}\n", fmt::format(fmt::runtime(*total == 1 ? words_.total_one : words_.total_many), *total));
  }

 private:
  const Messages& words_;
};

// OpenJudge 2698: "No. k", then the transposed 0/1 board, every token followed by a space.
// The transpose of the k-th solution in row-major lexicographic order is the k-th in
// column-major order, which is the order the judge lists.
class OpenJudgeWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void solution(std::uint64_t index, const Placement& p) override {
    out_.print("No. {}\n", index);
    for (int row = 0; row < p.n; ++row) {
      for (int c : p.columns) out_.write(c == row ? "1 " : "0 ");
      out_.put('\n');
    }
    out_.end_record();
  }
};

// Pascal's Write(x:3): "  k:" then each column in width 3; "Total = K" at the end.
class NumberedWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void solution(std::uint64_t index, const Placement& p) override {
    out_.print("{:3}:", index);
    for (int c : p.columns) out_.print("{:3}", c + 1);
    out_.put('\n');
    out_.end_record();
  }
  void end(std::optional<u128> total) override {
    if (total) out_.print("Total = {}\n", *total);
  }
};

// "方案k:" then "r行c列" for each row, every field followed by a TAB.
class SquaresWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void solution(std::uint64_t index, const Placement& p) override {
    out_.print("方案{}:\t", index);
    for (int r = 0; r < p.n; ++r) out_.print("{}行{}列\t", r + 1, p.columns[r] + 1);
    out_.put('\n');
    out_.end_record();
  }
};

// Each row as 0s with a # for the queen, a line of sixteen '=' after each solution, and the
// count in Chinese at the end.
class HashWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void begin(int n, Answers) override { n_ = n; }
  void solution(std::uint64_t, const Placement& p) override {
    for (int c : p.columns) {
      std::string row(static_cast<std::size_t>(p.n), '0');
      row[static_cast<std::size_t>(c)] = '#';
      out_.write(row);
      out_.put('\n');
    }
    out_.write("================\n");
    out_.end_record();
  }
  void end(std::optional<u128> total) override {
    if (total) out_.print("{}皇后问题的解的个数为:{}\n", n_, *total);
  }

 private:
  int n_ = 0;
};

// The 1-based columns separated by single spaces, one solution a line. `usaco` (USACO
// checker, Luogu P1219) adds Q(n) on a last line.
class LineWriter : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void solution(std::uint64_t, const Placement& p) override { write_columns(out_, p, ColumnLayout::line, 1); }
};

class UsacoWriter final : public LineWriter {
 public:
  using LineWriter::LineWriter;
  void end(std::optional<u128> total) override {
    if (total) out_.print("{}\n", *total);
  }
};

// OpenJudge 2754: the columns as one string of digits ("15863724").
class DigitsWriter final : public LineWriter {
 public:
  using LineWriter::LineWriter;
  void solution(std::uint64_t, const Placement& p) override {
    out_.print("{}\n", fmt::join(p.columns_from_one(), ""));
    out_.end_record();
  }
};

// LeetCode 51: one JSON array of boards, each an array of strings of 'Q' and '.'.
class LeetCodeWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void begin(int, Answers) override { out_.put('['); }
  void solution(std::uint64_t, const Placement& p) override {
    nlohmann::json board = nlohmann::json::array();
    for (int c : p.columns) {
      std::string row(static_cast<std::size_t>(p.n), '.');
      row[static_cast<std::size_t>(c)] = 'Q';
      board.push_back(std::move(row));
    }
    if (!first_) out_.put(',');
    first_ = false;
    out_.write(board.dump());
    out_.end_record();
  }
  void end(std::optional<u128>) override { out_.write("]\n"); }
  // LeetCode's own answer when there is none: the empty array.
  void none(std::string_view) override { end(std::nullopt); }

 private:
  bool first_ = true;
};

// The object of one solution in the JSON formats: {"n":8,"index":1,"columns":[1,5,8,6,3,7,2,4]}
// (1-based columns; no index for one answer), or, for none, {"n":2,"columns":null,"reason":"..."}.
nlohmann::ordered_json solution_object(int n, std::optional<std::uint64_t> index, const Placement* p,
                                       std::string_view why = {}) {
  nlohmann::ordered_json object;
  object["n"] = n;
  if (index) object["index"] = *index;
  if (p != nullptr) {
    object["columns"] = p->columns_from_one();
  } else {
    object["columns"] = nullptr;
    object["reason"] = why;
  }
  return object;
}

// JSON lines: a solution_object a line; none is one line with the reason.
class SolutionJsonLinesWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void begin(int n, Answers) override { n_ = n; }
  void solution(std::uint64_t index, const Placement& p) override { write_line(solution_object(n_, index, &p)); }
  void none(std::string_view why) override { write_line(solution_object(n_, std::nullopt, nullptr, why)); }

 private:
  void write_line(const nlohmann::ordered_json& line) {
    out_.write(line.dump());
    out_.put('\n');
    out_.end_record();
  }
  int n_ = 0;
};

// One JSON document. A listing is an array of solution_objects, one a line between the brackets
// so that it streams (and an interrupted listing is closed by end); its none is []. One answer
// is one object, or the object of none with the reason.
class SolutionJsonWriter final : public SolutionWriter {
 public:
  using SolutionWriter::SolutionWriter;
  void begin(int n, Answers answers) override {
    n_ = n;
    one_ = answers == Answers::one;
    if (!one_) out_.put('[');
  }
  void solution(std::uint64_t index, const Placement& p) override {
    if (one_) return out_.write(solution_object(n_, std::nullopt, &p).dump());
    out_.write(written_ ? ",\n" : "\n");
    written_ = true;
    out_.write(solution_object(n_, index, &p).dump());
    out_.end_record();
  }
  void end(std::optional<u128>) override { out_.write(one_ ? "\n" : written_ ? "\n]\n" : "]\n"); }
  void none(std::string_view why) override {
    out_.write(one_ ? solution_object(n_, std::nullopt, nullptr, why).dump() + "\n" : "]\n");
  }

 private:
  int n_ = 0;
  bool one_ = false;
  bool written_ = false;
};

// A writer of the same bytes in every language, and one that takes the words of the language.
template <class Writer>
std::unique_ptr<SolutionWriter> make(Output& out, Language) {
  return std::make_unique<Writer>(out);
}
template <class Writer>
std::unique_ptr<SolutionWriter> make_worded(Output& out, Language language) {
  return std::make_unique<Writer>(out, messages(language));
}

const std::vector<SolutionFormat> solution_format_table = {
    {"board", "numbered boards of Q and ., then the total", 64, 0, true, make_worded<BoardWriter>},
    {"openjudge", "OpenJudge 2698: No. k and the 0/1 matrix (column-major order)", 64, 0, false, make<OpenJudgeWriter>},
    {"numbered", "Pascal style: k: and the columns in width 3, then Total = K", 64, 0, false, make<NumberedWriter>},
    {"squares", "方案k: and r行c列 for each row, TAB-separated", 64, 0, false, make<SquaresWriter>},
    {"hash", "rows of 0 with # for the queen, ==== between solutions, the count at the end", 64, 0, false,
     make<HashWriter>},
    {"usaco", "USACO checker / Luogu P1219: the first 3 solutions as columns, then Q(n)", 32, 3, false,
     make<UsacoWriter>},
    {"line", "the 1-based columns separated by spaces, one solution a line", 64, 0, false, make<LineWriter>},
    {"digits", "OpenJudge 2754: the columns as one string of digits (n <= 9)", 9, 0, false, make<DigitsWriter>},
    {"leetcode", "LeetCode 51: a JSON array of boards of Q and .", 64, 0, false, make<LeetCodeWriter>},
    {"json", "one JSON document: an array of {\"n\", \"index\", \"columns\" (1-based)}", 64, 0, false,
     make<SolutionJsonWriter>},
    {"jsonl", "JSON lines: one {\"n\", \"index\", \"columns\" (1-based)} a line", 64, 0, false,
     make<SolutionJsonLinesWriter>},
    {"svg", "a picture: the solutions as chess boards in one SVG grid", 64, 0, true, make_svg_solution_writer},
};

}  // namespace

std::string worded_solution_formats() {
  std::vector<std::string_view> names;
  for (const auto& f : solution_format_table)
    if (f.worded) names.push_back(f.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

std::span<const SolutionFormat> solution_formats() { return solution_format_table; }

const SolutionFormat& solution_format(std::string_view name) {
  for (const auto& f : solution_format_table)
    if (f.name == name) return f;
  std::vector<std::string_view> names;
  names.reserve(solution_format_table.size());
  for (const auto& f : solution_format_table) names.push_back(f.name);
  throw std::invalid_argument(fmt::format("unknown format '{}'; the formats are {}", name, fmt::join(names, ", ")));
}

}  // namespace nqueens::io
