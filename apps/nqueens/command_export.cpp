// nqueens export: the rules of a board, queens placed in advance included, for other solvers:
// DIMACS CNF (SAT solvers) or a MiniZinc model with its data (CP solvers).

#include <fmt/format.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/model_writers.hpp"
#include "nqueens/io/preplaced_reader.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::cli {

namespace {

struct ExportOptions {
  int n = 8;
  bool cnf = false;
  bool mzn = false;
  std::string placed;  // a file of pre-placed queens, as complete reads them
  VariantArguments variant;
};

int run_export(const ExportOptions& o) {
  if (o.cnf == o.mzn) throw std::invalid_argument("export writes one language: give --cnf or --mzn");
  Rules rules = o.variant.any() ? variant_rules(o.variant, o.n) : classic_rules(o.n);
  if (!o.placed.empty()) {
    const io::Preplaced p = parse_input_file("--placed", o.placed, [&](const std::string& text) {
      try {
        return io::parse_preplaced(text, o.n);
      } catch (const io::SizeMismatchError& e) {
        throw std::invalid_argument(fmt::format("the input is a {0}×{0} board, not {1}×{1}", e.input_size(), o.n));
      }
    });
    // A square the --blocked board places as well is refused by validate, as complete refuses it.
    rules.placed.insert(rules.placed.end(), p.queens.begin(), p.queens.end());
  }
  validate(rules);
  io::Output out(stdout);
  if (o.cnf)
    io::write_dimacs(out, rules);
  else
    io::write_minizinc(out, rules);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_export_command(CLI::App& parent) {
  auto options = std::make_shared<ExportOptions>();
  CLI::App* app = parent.add_subcommand(
      "export", "Write the n×n board, or a variant, for other solvers: DIMACS CNF or a MiniZinc model");
  add_board_size(*app, options->n, max_rules_n, "board size (columns)")->required();
  auto* cnf = app->add_flag("--cnf", options->cnf, "DIMACS CNF: one variable a square, for SAT solvers");
  app->add_flag("--mzn", options->mzn, "a MiniZinc model with its data, in one file, for CP solvers")->excludes(cnf);
  app->add_option("--placed", options->placed,
                  "queens placed in advance, as complete reads them (AOJ, CSPLib 79 'letting init', a board); - "
                  "reads standard input")
      ->option_text("FILE");
  add_variant_arguments(*app, options->variant);
  app->footer(fmt::format(
      "Every model of the CNF is one solution under the rules and every solution one model: variable\n"
      "r*N + c + 1 is true iff a queen stands in row r + 1, column c + 1 (r and c from 0); the comment\n"
      "lines say so, and name the rules. The MiniZinc file holds the data, then a model that reads it;\n"
      "its solution prints as a line of columns, what 'nqueens verify' reads (a board where rows stay empty).\n"
      "Examples:\n"
      "  nqueens export 8 --cnf | cadical                   SATISFIABLE, and a model\n"
      "  nqueens export 28 --blocked blockedqueens.28.1449787798.param --cnf > b28.cnf\n"
      "  nqueens export 21 --diags diag-21-4-37.param --diags-count 19 --mzn > d21.mzn\n"
      "  minizinc --solver gecode d21.mzn\n"
      "  nqueens export 10 --placed instance.param --cnf    CSPLib 79's completion instance\n"
      "  nqueens export 12 --superqueens --torus --mzn      (n up to {})",
      max_rules_n));
  return {app, [options] { return run_export(*options); }};
}

}  // namespace nqueens::cli
