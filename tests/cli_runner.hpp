#pragma once
// Runs the nqueens binary as a user would, through the shell.

#include <cstdint>
#include <string>
#include <vector>

namespace nqueens::test {

struct CliResult {
  int status = -1;  // exit status, or 128 + signal
  std::string out;
  std::string err;
  std::uint64_t peak_bytes = 0;  // the most resident memory the process (or a child of it) held
};

// Runs `<launcher> nqueens <args>` with `input` on standard input; the launcher is a command
// prefix such as "timeout -s INT 2" (none by default).
CliResult run_cli(const std::string& args, const std::string& input = "", const std::string& launcher = "");

// Runs a shell command line with `input` on standard input.
CliResult run_shell(const std::string& command, const std::string& input = "");

// Runs `nqueens <args>` with no file larger than `max_file_bytes` (RLIMIT_FSIZE, as `ulimit -f`
// sets it) and SIGXFSZ ignored, so that a write past the limit fails with EFBIG as on a full
// disk, without privileges or a file system of its own.
CliResult run_cli_with_file_limit(const std::string& args, std::uint64_t max_file_bytes);

// The bytes of a file ("" if it cannot be read).
std::string file_bytes(const std::string& path);

// The lines of a text, without their '\n'.
std::vector<std::string> lines(const std::string& text);

// The contents of tests/golden/<name>.
std::string golden(const std::string& name);

}  // namespace nqueens::test
