// nqueens verify: is each placement a solution, and if not, which queens attack.

#include <fmt/format.h>
#include <unistd.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"
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
  VariantArguments variant;
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

// How two queens attack each other under rules, for the verdict.
std::string reach_text(Reach reach) {
  if (reach == Reach::knight) return "a knight's move apart";
  return fmt::format("same {}", reach_name(reach));
}

// verify_one under rules (the board of the placement's n with the variant options): every
// attacking pair with how it attacks, the queens where none may stand, the placed squares left
// empty, and the number of queens the rules want.
bool verify_under_rules(const io::Queens& q, const Rules& rules, const std::string& label, std::uint64_t max_listed,
                        io::Output& out) {
  const RulesConflicts c = find_attacks(rules, q.queens, max_listed);
  const auto queens = static_cast<std::uint64_t>(q.queens.size());
  const auto wanted = static_cast<std::uint64_t>(queen_count(rules));
  const std::string under = describe(rules);
  if (c.none() && queens == wanted) {
    out.print("{}solution under {}: {}, no two attack each other\n", label, under, plural(queens, "queen"));
    return true;
  }
  std::vector<std::string> broken;  // what is wrong, the counts that are not 0
  if (queens != wanted) broken.push_back(fmt::format("{} where the rules place {}", plural(queens, "queen"), wanted));
  if (c.pairs > 0) broken.push_back(plural(c.pairs, "attacking pair"));
  if (!c.forbidden.empty())
    broken.push_back(fmt::format("{} where none may stand", plural(c.forbidden.size(), "queen")));
  if (!c.missing.empty()) broken.push_back(fmt::format("{} empty", plural(c.missing.size(), "placed square")));
  out.print("{}not a solution under {}: {}\n", label, under, fmt::join(broken, ", "));
  for (const RulesAttack& a : c.listed)
    out.print("  queens {} and {}: {}\n", square_name(a.first), square_name(a.second), reach_text(a.reach));
  if (c.pairs > c.listed.size())
    out.print("  ... and {} more {} (--max-pairs 0 lists them all)\n", c.pairs - c.listed.size(),
              noun(c.pairs - c.listed.size(), "attacking pair"));
  for (const Square& s : c.forbidden) out.print("  queen {} stands where no queen may\n", square_name(s));
  for (const Square& s : c.missing) out.print("  square {} must hold a queen\n", square_name(s));
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
  if (o.variant.any() && o.format == VerifyFormat::svg)
    throw std::invalid_argument("--format svg draws the classic attacks only, not under the variant options");
  if (o.variant.rows != 0) throw std::invalid_argument("verify reads square boards: --rows does not apply");
  // 10^8 queens take seconds to parse and check, which report nothing meanwhile. (Reading waits
  // for whoever writes standard input, which shows its own progress, as nqueens solve does.)
  std::optional<io::Heartbeat> working;
  const auto placements = parse_input_file("", o.path, [&](const std::string& text) {
    working.emplace(stderr, "verify: checking the placements", o.quiet);
    return io::parse_placements(text);
  });
  const std::uint64_t max_listed = o.max_listed == 0 ? ~std::uint64_t(0) : o.max_listed;
  // On a terminal the verdicts themselves show the work from here on.
  if (isatty(STDOUT_FILENO) != 0) working->stop();
  io::Output out(stdout);
  if (o.format == VerifyFormat::svg) return write_pictures(placements, max_listed, out);
  std::uint64_t solutions = 0;
  for (std::size_t i = 0; i < placements.size(); ++i) {
    const std::string label =
        placements.size() == 1 ? "" : fmt::format("placement {} (line {}): ", i + 1, placements[i].line);
    solutions += o.variant.any() ? verify_under_rules(placements[i], variant_rules(o.variant, placements[i].n), label,
                                                      max_listed, out)
                                 : verify_one(placements[i], label, max_listed, out);
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
  add_variant_arguments(*app, options->variant);
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
      "  echo 1 3 5 7 2 4 6 8 | nqueens verify --format svg > attacks.svg\n"
      "With the variant options each placement is checked under the rules of its n: a torus names the\n"
      "wrapped diagonals, --superqueens the knight's moves, --blocked and --diags the queens where none\n"
      "may stand, --queens K the number of queens (a board's rows may stay empty):\n"
      "  echo 1 3 5 2 4 | nqueens verify --torus\n"
      "  nqueens verify board.txt --superqueens");
  return {app, [options] { return run_verify(*options); }};
}

}  // namespace nqueens::cli
