// nqueens: the command-line front end. It parses, calls the library and picks a writer;
// the commands live in command_*.cpp.

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "command.hpp"

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
      "  echo 1 5 8 6 3 7 2 4 | nqueens verify\n"
      "  nqueens find 1000000 --method min-conflicts  one solution of a million queens\n"
      "  nqueens complete aoj.txt             complete pre-placed queens (AOJ, CSPLib, board)\n"
      "Run 'nqueens COMMAND --help' for a command's options.");
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", "nqueens 0.1.0");
  std::vector<Command> commands = {add_solve_command(app), add_count_command(app), add_verify_command(app),
                                   add_find_command(app), add_complete_command(app)};

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "nqueens: {}\n", e.what());
    return exit_usage;
  }
  for (const auto& command : commands)
    if (command.app->parsed()) return command.run();
  return commands.front().run();  // no command: the solve command's defaults, the 92 solutions
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "nqueens: {}\n", e.what());
    return nqueens::cli::exit_usage;
  } catch (const std::out_of_range& e) {
    fmt::print(stderr, "nqueens: {}\n", e.what());
    return nqueens::cli::exit_usage;
  } catch (const std::exception& e) {
    fmt::print(stderr, "nqueens: {}\n", e.what());
    return nqueens::cli::exit_no;
  }
}
