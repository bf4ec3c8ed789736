// nqueens find: one solution for any n, by construction, local search or backtracking.

#include <fmt/format.h>
#include <unistd.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/verdicts.hpp"
#include "nqueens/variants.hpp"
#include "search_watch.hpp"
#include "text/wording.hpp"

namespace nqueens::cli {

namespace {

struct FindCommandOptions {
  int n = 8;
  FindOptions find;
  const io::PlacementFormat* format = &io::placement_format("line");
  bool zero_based = false;
  io::Language language = io::Language::en;
  bool quiet = false;
  VariantArguments variant;
};

const std::vector<Choice<FindMethod>> methods = {
    {"construct", FindMethod::construct, "explicit formula, O(n)"},
    {"min-conflicts", FindMethod::min_conflicts, "a random solution by local search"},
    {"first", FindMethod::first, "the lexicographically first solution by backtracking (n <= 64)"},
};

// Options that one method reads are refused with the others rather than ignored.
void require_method(const CLI::App& app, const FindCommandOptions& o, const Rules& rules) {
  auto given = [&](const char* name) { return app.get_option(name)->count() > 0; };
  if ((given("--seed") || given("--max-steps")) && o.find.method != FindMethod::min_conflicts)
    throw std::invalid_argument("--seed and --max-steps apply to --method min-conflicts");
  if (given("--time-limit") && o.find.method != FindMethod::first && is_classic(rules))
    throw std::invalid_argument("--time-limit applies to --method first, or to any method with the variant options");
}

// The board in the words of a message: "8 queens", or the rules.
std::string board_words(const Rules& rules) {
  return is_classic(rules) ? plural(rules.n, "queen") : "under " + describe(rules);
}

std::string gave_up_message(const FindCommandOptions& o, const Rules& rules, const FindResult& r) {
  if (o.find.method == FindMethod::min_conflicts)
    return fmt::format(
        "min-conflicts found no solution of {} in {} (seed {}); try another --seed or a larger --max-steps",
        plural(o.n, "queen"), plural(r.nodes, "step"), o.find.seed);
  return fmt::format(
      "no solution {} found in {} s ({}); {}", is_classic(rules) ? "of " + board_words(rules) : board_words(rules),
      o.find.max_seconds, plural(r.nodes, "node"),
      is_classic(rules) ? "the first solution is hard for this n: raise --time-limit or use --method construct"
                        : "raise --time-limit");
}

// The answer, a solution or that there is none (n = 2, 3; rules without one), in the chosen format.
void write_answer(io::PlacementOutput& writer, const FindCommandOptions& o, const Rules& rules, const FindResult& r) {
  if (r.outcome == Outcome::found) writer.write(r.solution);
  writer.finish(io::no_solution(rules, o.language));
}

// The construction, O(n), has only its output to write (gigabytes for n = 10^9): a heartbeat
// shows meanwhile, unless the output itself shows on the terminal. Ctrl-C ends it at once.
int write_construction(const FindCommandOptions& o, const Rules& rules) {
  const io::Heartbeat writing(stderr, fmt::format("find {}: constructing and writing the solution", o.n),
                              o.quiet || isatty(STDOUT_FILENO) != 0);
  io::Output out(stdout);
  io::PlacementOutput writer(out, *o.format, o.n, o.zero_based, io::Answers::one, o.language);
  write_answer(writer, o, rules, find_solution(rules, o.find));
  return exit_ok;
}

// The searches show their progress and stop on Ctrl-C.
int search_and_write(const FindCommandOptions& o, const Rules& rules) {
  // The hint after the check of n (find_solution refuses n past max_first_n at once).
  if (o.find.method == FindMethod::first && is_classic(rules) && o.n <= max_first_n) hint_at_construction(o.n, o.quiet);
  SearchWatch watch(fmt::format("find {}", o.n), o.quiet, o.find.method == FindMethod::min_conflicts ? "step" : "node");
  io::Output out(stdout);
  io::PlacementOutput writer(out, *o.format, o.n, o.zero_based, io::Answers::one, o.language);
  FindOptions options = o.find;
  options.observer = watch.observer();
  const FindResult r = find_solution(rules, options);
  if (watch.interrupted()) return watch.finish(exit_ok);
  if (r.outcome == Outcome::gave_up) {
    watch.line().finish();
    fmt::print(stderr, "nqueens: {}\n", gave_up_message(o, rules, r));
    return exit_no;
  }
  write_answer(writer, o, rules, r);
  return watch.finish(exit_ok);
}

int run_find(const CLI::App& app, const FindCommandOptions& o) {
  require_zero_based_applies(*o.format, o.zero_based);
  const Rules rules = o.variant.any() ? variant_rules(o.variant, o.n) : classic_rules(o.n);
  if (o.variant.any()) require_square_board(o.variant, rules, "find");
  require_method(app, o, rules);
  // The construction has no search to show, only its output (the classic board's recipe).
  if (o.find.method == FindMethod::construct && is_classic(rules)) return write_construction(o, rules);
  return search_and_write(o, rules);
}

}  // namespace

Command add_find_command(CLI::App& parent) {
  auto options = std::make_shared<FindCommandOptions>();
  CLI::App* app = parent.add_subcommand("find", "Print one solution of the n×n board, for any n");
  add_board_size(*app, options->n, max_find_n, "board size")->required();
  add_choice(*app, "-m,--method", "method", methods, options->find.method, choices_text(methods, "{}: {}", "; "));
  app->add_option("--seed", options->find.seed, "min-conflicts: the random seed (equal seeds, equal solutions)")
      ->capture_default_str();
  app->add_option("--max-steps", options->find.max_steps,
                  "min-conflicts: give up after this many swaps tried (0: 100·n + 10^6)")
      ->capture_default_str();
  add_time_limit(*app, options->find.max_seconds, "first");
  add_placement_format(*app, options->format);
  add_zero_based(*app, options->zero_based);
  add_language(*app, options->language);
  add_quiet(*app, options->quiet);
  add_variant_arguments(*app, options->variant);
  app->footer(fmt::format(
      "Prints the column of the queen in each row, counted from 1. n = 2 and n = 3 have no solution:\n"
      "that is an answer (exit 0).\n{}\n"
      "A search that runs over a second shows its progress on standard error; Ctrl-C stops it.\n"
      "Exit status: 0 a solution or the proof there is none, 1 the search gave up (budget spent), 2 bad input,\n"
      "130 stopped by Ctrl-C.\n"
      "Examples:\n"
      "  nqueens find 8                                 4 6 8 2 7 1 3 5, by construction\n"
      "  nqueens find 8 --method first                  1 5 8 6 3 7 2 4\n"
      "  nqueens find 1000000 --method min-conflicts --seed 7 > q.txt && nqueens verify q.txt\n"
      "  nqueens find 100000000 --format rows > /dev/null\n"
      "  nqueens find 12 --format grid\n"
      "With the variant options (n <= {}): a solution under the rules, or the proof that there is none\n"
      "(exit 0); --method first gives the lexicographically first, and --time-limit applies to both:\n"
      "  nqueens find 11 --torus\n"
      "  nqueens find 10 --superqueens --method first   3 6 9 1 4 7 10 2 5 8\n"
      "  nqueens find 21 --diags instance.param --diags-count 19 --time-limit 60\n"
      "  nqueens find 8 --blocked board.txt            a board's Q squares are queens placed in advance",
      io::PlacementOutput::none_help(), max_rules_n));
  return {app, [app, options] { return run_find(*app, *options); }};
}

}  // namespace nqueens::cli
