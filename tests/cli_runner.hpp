#pragma once
// Runs the nqueens binary as a user would, through the shell.

#include <string>

namespace nqueens::test {

struct CliResult {
  int status = -1;  // exit status, or 128 + signal
  std::string out;
  std::string err;
};

// Runs `<launcher> nqueens <args>` with `input` on standard input; the launcher is a command
// prefix such as "timeout -s INT 2" (none by default).
CliResult run_cli(const std::string& args, const std::string& input = "", const std::string& launcher = "");

// Runs a shell command line with `input` on standard input.
CliResult run_shell(const std::string& command, const std::string& input = "");

// The contents of tests/golden/<name>.
std::string golden(const std::string& name);

}  // namespace nqueens::test
