// nqueens methods: the classic ways to solve the puzzle side by side.

#include <fmt/format.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/methods_table.hpp"
#include "nqueens/methods.hpp"
#include "search_watch.hpp"

namespace nqueens::cli {

namespace {

struct MethodsOptions {
  int n = 8;
  double budget = 2;  // seconds a method may run
  io::Language language = io::Language::en;
  bool quiet = false;
};

// Enough random probes for Knuth's estimate to land within a few percent for n up to 20.
constexpr int estimate_probes = 20000;

// The methods run one after another, each up to the budget: their progress shows as one line
// that names the method running, and Ctrl-C stops them all (no table then).
int run_methods(const MethodsOptions& o) {
  const std::string label = fmt::format("methods {}", o.n);
  SearchWatch watch(label, o.quiet);
  std::vector<io::MethodLine> lines;
  for (Method m : all_methods) {
    watch.line().relabel(fmt::format("{}: {}", label, method_name(m)), counts_nodes(m) ? "node" : "candidate");
    io::MethodLine line{run_method(m, o.n, o.budget, watch.observer()), candidate_count(m, o.n), 0};
    if (watch.interrupted()) return watch.finish(exit_ok);
    if (!line.run.complete && counts_nodes(m)) line.estimated_work = estimate_tree_nodes(o.n, estimate_probes, 1);
    lines.push_back(line);
  }
  watch.line().finish();
  io::Output out(stdout);
  io::write_methods_table(out, o.n, lines, o.budget, o.language);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_methods_command(CLI::App& parent) {
  auto options = std::make_shared<MethodsOptions>();
  CLI::App* app =
      parent.add_subcommand("methods", "Compare the classic methods: generate and test, backtracking, bitboards");
  add_board_size(*app, options->n, max_method_n, "board size (default 8)");
  app->add_option("-b,--budget", options->budget, "the most seconds one method may run")
      ->capture_default_str()
      ->transform(seconds(0.01, 3600))
      ->option_text("SECONDS");
  add_language(*app, options->language);
  add_quiet(*app, options->quiet);
  app->footer(
      "The methods, each run on one thread:\n"
      "  every square for every queen   each of the n queens on any of the n² squares: (n²)^n candidates\n"
      "                                 (64^8 = 2^48 for n = 8)\n"
      "  one queen per row              the queen of each row in any column: n^n candidates\n"
      "  one queen per row and column   the n! permutations\n"
      "  backtracking                   row by row, skipping squares attacked along a column or a diagonal\n"
      "  bitboard backtracking          the same tree searched with bit masks (the kernel of count and solve)\n"
      "A method that cannot finish within the budget is stopped, and its time is estimated. The methods\n"
      "show their progress on standard error once they run over a second; Ctrl-C stops them (exit 130).\n"
      "Examples:\n"
      "  nqueens methods 8\n"
      "  nqueens methods 12 --budget 5\n"
      "  nqueens methods 8 --lang zh");
  return {app, [options] { return run_methods(*options); }};
}

}  // namespace nqueens::cli
