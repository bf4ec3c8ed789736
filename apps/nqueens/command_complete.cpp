// nqueens complete: extend pre-placed queens to a solution, prove there is none, or count them,
// on the classic board or under the variant options.

#include <fmt/format.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/preplaced_reader.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/verdicts.hpp"
#include "nqueens/variants.hpp"
#include "search_watch.hpp"
#include "text/wording.hpp"

namespace nqueens::cli {

namespace {

struct CompleteCommandOptions {
  std::string path = "-";
  std::optional<int> size;
  bool count = false;
  bool all = false;
  const io::PlacementFormat* format = &io::placement_format("grid");
  bool zero_based = false;
  io::Language language = io::Language::en;
  bool quiet = false;
  double max_seconds = 0;  // --time-limit: of the search for one completion
  VariantArguments variant;
};

// The pre-placed queens of the input; a size that disagrees with the input names --size.
io::Preplaced read_preplaced(const CompleteCommandOptions& o) {
  return parse_input_file("", o.path, [&](const std::string& text) {
    try {
      return io::parse_preplaced(text, o.size);
    } catch (const io::SizeMismatchError& e) {
      throw std::invalid_argument(
          fmt::format("the input is a {0}×{0} board, but --size says {1}", e.input_size(), e.given_size()));
    }
  });
}

// The pre-placed queens become the placed queens of the board's rules: the classic ones, or the
// variant options'. A count runs on every thread; the listing and the count take no time limit
// (Ctrl-C stops them).
int run_complete(const CompleteCommandOptions& o) {
  const io::Preplaced p = read_preplaced(o);
  if ((o.count || o.all) && o.max_seconds > 0)
    throw std::invalid_argument("--time-limit bounds the search for one completion, not --count or --all");
  Rules rules = o.variant.any() ? variant_rules(o.variant, p.n) : classic_rules(p.n);
  if (o.variant.any()) require_square_board(o.variant, rules, "complete");
  rules.placed.insert(rules.placed.end(), p.queens.begin(), p.queens.end());
  // A queen of the input on a square the --blocked board places too. (Without queens the board
  // is the classic one, whose engines take it to their own limits: find for any n.)
  if (!is_classic(rules)) validate(rules);
  SearchWatch watch(fmt::format("complete {}", p.n), o.quiet);
  io::Output out(stdout);
  if (o.count) {
    io::ProgressLine progress(stderr, fmt::format("complete {}: counting", p.n), o.quiet, watch.interrupt_flag());
    const CountResult r = count(rules, {.engine = Engine::fast, .limits = {}, .observer = &progress});
    progress.finish();
    if (!r.complete()) {
      // The line after Ctrl-C names what was counted: the finished units' nodes and solutions.
      watch.line().on_search_progress({.nodes = r.nodes, .solutions = r.solutions, .seconds = r.seconds});
      return watch.finish(exit_ok);
    }
    out.print("{}\n", to_string(r.solutions));
    out.flush();
    return watch.finish(exit_ok);
  }
  require_zero_based_applies(*o.format, o.zero_based);
  io::PlacementOutput writer(out, *o.format, p.n, o.zero_based, o.all ? io::Answers::all : io::Answers::one,
                             o.language);
  if (o.all) {
    const std::uint64_t listed = for_each_solution(
        rules, Solutions::all,
        [&](const Placement& s) {
          watch.output_shown();
          writer.write(s);
          return true;
        },
        watch.observer());
    if (watch.interrupted()) {
      writer.finish_cut_short();
      return watch.finish(exit_ok);
    }
    writer.finish(listed > 0 ? "" : io::no_completion(p, rules, o.language));
    return watch.finish(exit_ok);
  }
  const FindResult r = find_solution(rules, {.max_seconds = o.max_seconds, .observer = watch.observer()});
  if (watch.interrupted()) return watch.finish(exit_ok);
  if (r.outcome == Outcome::gave_up) {
    watch.line().finish();
    fmt::print(stderr, "nqueens: no answer within the time limit of {} s ({}); raise --time-limit\n", o.max_seconds,
               plural(r.nodes, "node"));
    return exit_no;
  }
  if (r.outcome == Outcome::found) writer.write(r.solution);
  writer.finish(io::no_completion(p, rules, o.language));
  return watch.finish(exit_ok);
}

}  // namespace

Command add_complete_command(CLI::App& parent) {
  auto options = std::make_shared<CompleteCommandOptions>();
  CLI::App* app =
      parent.add_subcommand("complete", "Complete pre-placed queens to a solution, or prove that none exists");
  add_input_file(*app, options->path, "the pre-placed queens");
  app->add_option("-s,--size", options->size,
                  fmt::format("board size: for the AOJ format (default {}, its eight queens); other inputs carry "
                              "their own and must agree",
                              io::aoj_board_size))
      ->transform(whole_number(1, max_completion_n))
      ->option_text("N");
  auto* count = app->add_flag("-c,--count", options->count, "print the number of completions");
  app->add_flag("-a,--all", options->all, "list every completion, in lexicographic order")->excludes(count);
  add_placement_format(*app, options->format);
  add_zero_based(*app, options->zero_based);
  add_language(*app, options->language);
  add_time_limit(*app, options->max_seconds);
  add_quiet(*app, options->quiet);
  add_variant_arguments(*app, options->variant);
  app->footer(fmt::format(
      "Input, told apart by its first word:\n"
      "  AOJ ALDS1_13_A   k, then k lines 'r c' (0-based row and column); an {}×{} board unless --size says\n"
      "  CSPLib 79        letting n = 10\n"
      "                   letting init = [[r, c], ...]     (0-based; '$' starts a comment)\n"
      "  board            n lines of Q and . (spaces between squares allowed)\n"
      "Pre-placed queens that attack each other have no completion: that is an answer, and names the pair.\n"
      "Boards past 64×64 (CSPLib 79's translations of excluded diagonals) are completed, counted and\n"
      "listed where their queens leave at most 64 rows free, evenly spaced, and the free columns with\n"
      "the same step. Without queens a completion is any solution: the construction's for any n, Q(n)\n"
      "with --count (n <= 32), the lexicographic listing with --all (n <= 64).\n"
      "--count counts on every thread; --time-limit bounds the search for one completion (refused with\n"
      "--count and --all, which Ctrl-C stops).\n"
      "The variant options complete the queens under their rules (the board files' queens placed too):\n"
      "--diags with a CSPLib 79 completion instance is that problem's excluded-diagonals form.\n"
      "{}\n"
      "Squares in messages are numbered as the input numbers them (from 0, or from 1 for boards).\n"
      "A search that runs over a second shows its progress on standard error; Ctrl-C stops it.\n"
      "Exit status: 0 an answer (a completion, a count, or 'no completion'), 1 no answer within --time-limit,\n"
      "2 bad input (malformed file, a queen off the board, two queens on one square, a board not square),\n"
      "130 stopped by Ctrl-C.\n"
      "Examples:\n"
      "  printf '2\\n2 2\\n5 3\\n' | nqueens complete          AOJ ALDS1_13_A: the board of the unique completion\n"
      "  printf '.Q..\\n....\\n....\\n....\\n' | nqueens complete --count     1\n"
      "  nqueens complete instance.param --format line\n"
      "  nqueens complete --all --format line < queens.txt\n"
      "  nqueens complete instance.param --diags diag-21-4-37.param --diags-count 10\n"
      "  printf 'Q....\\n.....\\n.....\\n.....\\n.....\\n' | nqueens complete --superqueens   no completion\n"
      "  printf '2\\n2 2\\n5 3\\n' | nqueens complete --lang zh --format board   the board, headed in Chinese",
      io::aoj_board_size, io::aoj_board_size, io::PlacementOutput::none_help()));
  return {app, [options] { return run_complete(*options); }};
}

}  // namespace nqueens::cli
