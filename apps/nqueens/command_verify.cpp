// nqueens verify: is each placement a solution, and if not, which queens attack.

#include <fmt/format.h>
#include <unistd.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/verdicts.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"

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
  io::Language language = io::Language::en;
  bool quiet = false;
  VariantArguments variant;
};

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
  std::function<Rules(int)> rules_of;  // each placement's rules, by its n; none: the classic board
  if (o.variant.any()) rules_of = [&](int n) { return variant_rules(o.variant, n); };
  const std::uint64_t solutions = o.format == VerifyFormat::svg
                                      ? io::write_verdict_pictures(out, placements, max_listed, o.language)
                                      : io::write_verdicts(out, placements, max_listed, o.language, rules_of);
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
  add_language(*app, options->language);
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
