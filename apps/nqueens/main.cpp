// nqueens: the command-line front end. It parses, calls the library and picks a writer;
// the commands live in command_*.cpp.

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "command.hpp"
#include "interrupt.hpp"
#include "nqueens/version.hpp"
#include "reference.hpp"

namespace {

int run(int argc, char** argv) {
  using namespace nqueens::cli;
  CLI::App app{
      "nqueens: place n queens on an n×n board so that no two attack each other.\n"
      "With no command, lists the 92 solutions of the eight-queens puzzle.",
      "nqueens"};
  app.footer(
      "Examples:\n"
      "  nqueens                              the 92 solutions of the eight-queens puzzle\n"
      "  nqueens solve 8 --fundamental        the 12 fundamental solutions\n"
      "  nqueens solve 8 --format openjudge   OpenJudge 2698's output\n"
      "  nqueens count 16 --detail            Q(16), fundamental and symmetric counts\n"
      "  nqueens count 20 --journal q20.db    a count that resumes after a crash\n"
      "  echo 1 5 8 6 3 7 2 4 | nqueens verify\n"
      "  nqueens trace 4                      the backtracking search step by step\n"
      "  nqueens methods 8                    64^8, 8^8, 8! candidates vs backtracking, timed\n"
      "  nqueens page 6 > queens.html         watch the search in a browser\n"
      "  nqueens find 1000000 --method min-conflicts  one solution of a million queens\n"
      "  nqueens complete aoj.txt             complete pre-placed queens (AOJ, CSPLib, board)\n"
      "  ./a.out | nqueens check --format numbered   what differs from a judge's expected output\n"
      "  nqueens count 20 --engine gpu        on NVIDIA GPUs ('nqueens devices' lists them)\n"
      "  nqueens export 28 --blocked FILE --cnf | cadical   the instance for a SAT solver (or --mzn)\n"
      "Run 'nqueens COMMAND --help' for a command's options.");
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", fmt::format("nqueens {}", nqueens::version));
  std::vector<Command> commands = {add_solve_command(app),  add_count_command(app),    add_verify_command(app),
                                   add_find_command(app),   add_complete_command(app), add_journal_command(app),
                                   add_merge_command(app),  add_trace_command(app),    add_methods_command(app),
                                   add_page_command(app),   add_check_command(app),    add_export_command(app),
                                   add_devices_command(app)};
  add_reference_options(app, std::string(nqueens::version));

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() != static_cast<int>(CLI::ExitCodes::Success))
      throw;      // run_reporting_errors reports it: exit 2
    app.exit(e);  // --help or --version
    if (std::fflush(stdout) != 0) throw std::runtime_error("cannot write the help text");
    return exit_ok;
  }
  for (const auto& command : commands)
    if (command.app->parsed()) return command.run();
  return commands.front().run();  // no command: the solve command's defaults, the 92 solutions
}

}  // namespace

int main(int argc, char** argv) {
  nqueens::cli::end_on_interrupt("nqueens");
  return nqueens::cli::run_reporting_errors("nqueens", [&] { return run(argc, argv); });
}
