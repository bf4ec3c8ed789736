#pragma once
// Option declarations shared by several commands.

#include <CLI/CLI.hpp>

#include <string>

namespace nqueens::cli {

// Declares the board size N, a positional whole number in [1, max_n], with a message that
// names the accepted range when the value is not one ("abc", "0", "-3", "1e9", "").
CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help);

}  // namespace nqueens::cli

namespace nqueens::run {
struct RunOptions;
}

namespace nqueens::cli {

// Declares --journal FILE, --shard I/K and --verify (the counting commands' run options).
void add_run_options(CLI::App& app, run::RunOptions& run);

}  // namespace nqueens::cli
