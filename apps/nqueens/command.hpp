#pragma once
// The subcommands of the nqueens tool. Each registers its options on the parent app and
// returns the function that runs it once the command line is parsed.

#include <CLI/CLI.hpp>

#include <functional>

namespace nqueens::cli {

// Exit statuses: 0 success; 1 a runtime failure or a "no" answer (verify: not a solution;
// find, complete: the search spent its budget without an answer); 2 bad input (usage,
// arguments, malformed or unreadable files); 130 stopped by Ctrl-C (128 + SIGINT).
// "There is none" (find 2, an impossible completion) is an answer: 0.
inline constexpr int exit_ok = 0;
inline constexpr int exit_no = 1;
inline constexpr int exit_usage = 2;
inline constexpr int exit_interrupted = 130;

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

}  // namespace nqueens::cli
