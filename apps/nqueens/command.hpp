#pragma once
// The subcommands of the nqueens tool. Each registers its options on the parent app and
// returns the function that runs it once the command line is parsed.

#include <CLI/CLI.hpp>

#include <functional>

#include "exit_status.hpp"

namespace nqueens::cli {

struct Command {
  CLI::App* app;
  std::function<int()> run;
};

Command add_solve_command(CLI::App& parent);
Command add_count_command(CLI::App& parent);
Command add_verify_command(CLI::App& parent);
Command add_journal_command(CLI::App& parent);
Command add_merge_command(CLI::App& parent);
Command add_trace_command(CLI::App& parent);
Command add_methods_command(CLI::App& parent);
Command add_page_command(CLI::App& parent);
Command add_find_command(CLI::App& parent);
Command add_complete_command(CLI::App& parent);
Command add_check_command(CLI::App& parent);
Command add_devices_command(CLI::App& parent);
Command add_export_command(CLI::App& parent);

}  // namespace nqueens::cli
