#pragma once
// Runs the nqueens binary as a user would, through the shell.

#include <string>

namespace nqueens::test {

struct CliResult {
  int status = -1;  // exit status, or 128 + signal
  std::string out;
  std::string err;
};

// Runs `nqueens <args>` with `input` on standard input.
CliResult run_cli(const std::string& args, const std::string& input = "");

// Runs a shell command line with `input` on standard input.
CliResult run_shell(const std::string& command, const std::string& input = "");

// The contents of tests/golden/<name>.
std::string golden(const std::string& name);

}  // namespace nqueens::test
