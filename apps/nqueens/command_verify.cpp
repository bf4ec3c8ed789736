// nqueens verify: is each placement a solution, and if not, which queens attack.

#include <fmt/format.h>
#include <unistd.h>

#include <memory>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/wording.hpp"

namespace nqueens::cli {

namespace {

enum class VerifyFormat { text, svg };

const std::vector<Choice<VerifyFormat>> formats = {
    {"text", VerifyFormat::text, "the verdict, then every attacking pair and empty row"},
    {"svg", VerifyFormat::svg, "a picture: the board with attacking pairs drawn in red (n <= 64)"},
};

struct VerifyOptions {
  std::string path = "-";
  std::uint64_t max_listed = 100;
  VerifyFormat format = VerifyFormat::text;
  bool quiet = false;
};

std::string square_name(Square s) { return fmt::format("({}, {})", s.row + 1, s.column + 1); }

// Checks one placement and writes the verdict; `label` prefixes it when the input holds several.
// The attacking pairs stream to the output, so listing billions of them needs no memory.
bool verify_one(const io::Queens& q, const std::string& label, std::uint64_t max_listed, io::Output& out) {
  std::vector<char> has_queen(static_cast<std::size_t>(q.n), 0);
  for (const Square& s : q.queens) has_queen[static_cast<std::size_t>(s.row)] = 1;
  std::uint64_t empty_rows = 0;
  for (char c : has_queen) empty_rows += c == 0;
  // Validates the squares (and counts the pairs) before anything is written.
  const std::uint64_t pairs = for_each_attack(q.n, q.queens, [](const Attack&) { return false; });
  if (pairs == 0 && empty_rows == 0) {
    out.print("{}solution: {} on the {}×{} board, no two attack each other\n", label, plural(q.n, "queen"), q.n, q.n);
    return true;
  }
  out.print("{}not a solution: {}, {} without a queen\n", label, plural(pairs, "attacking pair"),
            plural(empty_rows, "row"));
  std::uint64_t listed = 0;
  for_each_attack(q.n, q.queens, [&](const Attack& a) {
    if (listed == max_listed) return false;
    out.print("  queens {} and {}: same {}\n", square_name(a.first), square_name(a.second), line_name(a.line));
    out.end_record();
    return ++listed < max_listed;
  });
  if (pairs > listed)
    out.print("  ... and {} more {} (--max-pairs 0 lists them all)\n", pairs - listed,
              noun(pairs - listed, "attacking pair"));
  std::uint64_t shown = 0;
  for (int r = 0; r < q.n && shown < max_listed; ++r)
    if (!has_queen[static_cast<std::size_t>(r)]) out.print("  row {} has no queen\n", r + 1), ++shown;
  if (empty_rows > shown)
    out.print("  ... and {} more {} without a queen\n", empty_rows - shown, noun(empty_rows - shown, "row"));
  return false;
}

// The placements as boards in one SVG picture, attacking pairs in red.
int write_pictures(const std::vector<io::Queens>& placements, std::uint64_t max_listed, io::Output& out) {
  std::vector<io::SvgBoard> boards;
  std::uint64_t solutions = 0;
  for (const io::Queens& q : placements) {
    const Conflicts conflicts = find_attacks(q.n, q.queens, max_listed);
    const bool solution = conflicts.pairs == 0 && q.queens.size() == static_cast<std::size_t>(q.n);
    solutions += solution;
    const std::string caption =
        solution ? "a solution" : fmt::format("not a solution: {}", plural(conflicts.pairs, "attacking pair"));
    boards.push_back({q.n, q.queens, conflicts.listed, caption});
  }
  io::write_svg(out, boards);
  out.flush();
  return solutions == placements.size() ? exit_ok : exit_no;
}

int run_verify(const VerifyOptions& o) {
  const std::string text = io::read_text(o.path);
  // 10^8 queens take seconds to parse and check, which report nothing meanwhile. (Reading waits
  // for whoever writes standard input, which shows its own progress, as nqueens solve does.)
  io::Heartbeat working(stderr, "verify: checking the placements", o.quiet);
  const auto placements = io::parse_placements(text);
  const std::uint64_t max_listed = o.max_listed == 0 ? ~std::uint64_t(0) : o.max_listed;
  // On a terminal the verdicts themselves show the work from here on.
  if (isatty(STDOUT_FILENO) != 0) working.stop();
  io::Output out(stdout);
  if (o.format == VerifyFormat::svg) return write_pictures(placements, max_listed, out);
  std::uint64_t solutions = 0;
  for (std::size_t i = 0; i < placements.size(); ++i) {
    const std::string label =
        placements.size() == 1 ? "" : fmt::format("placement {} (line {}): ", i + 1, placements[i].line);
    solutions += verify_one(placements[i], label, max_listed, out);
    out.end_record();
  }
  if (placements.size() > 1)
    out.print("{} of {} placements {}\n", solutions, placements.size(),
              solutions == 1 ? "is a solution" : "are solutions");
  out.flush();
  return solutions == placements.size() ? exit_ok : exit_no;
}

}  // namespace

Command add_verify_command(CLI::App& parent) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* app = parent.add_subcommand("verify", "Check whether placements are solutions; name every attacking pair");
  add_input_file(*app, options->path, "the placements to check");
  app->add_option("--max-pairs", options->max_listed,
                  "list at most this many attacking pairs, and rows without a queen, per placement (0: all)")
      ->transform(whole_number(0, ~std::uint64_t(0)))
      ->capture_default_str();
  add_format(*app, formats, options->format);
  add_quiet(*app, options->quiet);
  app->footer(
      "Input: lists of n column numbers counted from 1 (one placement per line; or one number per line\n"
      "for a single placement), or boards of n lines of Q and . (spaces between squares allowed),\n"
      "separated by blank lines. Headings such as 'Solution 1: ...' are skipped, so the output of\n"
      "`nqueens solve --format board` or `--format line` reads back. Squares are named (row, column), from 1.\n"
      "Checking that runs over a second (10^8 queens) shows the time on standard error.\n"
      "Exit status: 0 every placement is a solution, 1 one is not (or the output cannot be written),\n"
      "2 malformed or unreadable input, 130 stopped by Ctrl-C.\n"
      "Examples:\n"
      "  echo 1 5 8 6 3 7 2 4 | nqueens verify\n"
      "  nqueens solve 10 --format line | nqueens verify\n"
      "  nqueens verify board.txt --max-pairs 0\n"
      "  echo 1 3 5 7 2 4 6 8 | nqueens verify --format svg > attacks.svg");
  return {app, [options] { return run_verify(*options); }};
}

}  // namespace nqueens::cli
