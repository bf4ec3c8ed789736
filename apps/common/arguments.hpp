#pragma once
// Option declarations shared by several commands, and by nqueens and nqueens-mpi: each option
// that more than one command takes is declared here once, with its help text.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>
#include <string_view>

#include "nqueens/count.hpp"
#include "run/journaled_count.hpp"

namespace nqueens::cli {

// A validator for whole numbers in [min, max], written in plain decimal ("+3", " 3", "0x10",
// "1e9", "3.0" are refused). It rewrites the accepted text to canonical decimal, so CLI11 never
// reads "010" as octal. The message names the range and echoes the value, shortened.
CLI::Validator whole_number(std::uint64_t min, std::uint64_t max);

// A validator for a number of seconds in [min, max] ("2", "0.5"; not "abc", "-1", "1e400").
CLI::Validator seconds(double min, double max);

// Declares the board size N, a positional whole number in [1, max_n].
CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help);

// Declares the option `name` taking an amount of memory: a whole number of bytes with an
// optional suffix K, M, G or T (powers of 1024), e.g. 512M or 4G; zero and anything else are
// refused with a message that names the value.
CLI::Option* add_memory_size(CLI::App& app, const std::string& name, std::uint64_t& bytes, const std::string& help);

// Declares --json: one JSON object instead of text.
CLI::Option* add_json(CLI::App& app, bool& json);

// Declares --detail; `help` says what it adds to this command's output.
CLI::Option* add_detail(CLI::App& app, bool& detail, const std::string& help);

// Declares --zero-based: columns counted from 0 (the line and rows formats of find and complete).
CLI::Option* add_zero_based(CLI::App& app, bool& zero_based);

// Declares --time-limit SECONDS, the wall-time budget of a search (0: none). `reader`, if not
// empty, names the one method that reads it ("first").
CLI::Option* add_time_limit(CLI::App& app, double& seconds, std::string_view reader = {});

}  // namespace nqueens::cli

namespace nqueens::cli {

// Declares --journal FILE, --shard I/K and --verify (the counting commands' run options).
void add_run_options(CLI::App& app, run::RunOptions& run);

// The arguments of a count, shared by nqueens count and nqueens-mpi.
struct CountArguments {
  int n = 0;
  int threads = 0;
  Engine engine = Engine::fast;
  std::uint64_t memory_bytes = 0;
  bool detail = false;
  bool json = false;
  bool quiet = false;
  run::RunOptions run;  // --journal, --shard, --verify

  // The engine options: threads, engine, memory budget, and no observer.
  CountOptions count_options() const;
};

// Declares N, -t,--threads (helped by `threads_help`), --engine, --memory, --detail, --json,
// -q,--quiet and the run options.
void add_count_arguments(CLI::App& app, CountArguments& arguments, const std::string& threads_help);

}  // namespace nqueens::cli
