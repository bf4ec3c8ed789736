#include "cli_runner.hpp"

#include <fmt/format.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace nqueens::test {

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

namespace {

// Runs `command` with /bin/sh, as std::system does, with the file size limit (0: none) set in
// the child; returns the exit status, or 128 + the signal that ended it, and sets `peak_bytes`
// to the largest resident set of the shell and its children (wait4's rusage, in KiB).
int run_system(const std::string& command, std::uint64_t max_file_bytes, std::uint64_t& peak_bytes) {
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    if (max_file_bytes > 0) {
      const rlimit limit{max_file_bytes, max_file_bytes};
      setrlimit(RLIMIT_FSIZE, &limit);
      signal(SIGXFSZ, SIG_IGN);  // kept across exec: writes past the limit fail with EFBIG
    }
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int raw = 0;
  rusage usage{};
  while (wait4(pid, &raw, 0, &usage) < 0 && errno == EINTR) {
  }
  peak_bytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
}

CliResult run_limited_shell(const std::string& shell_command, const std::string& input, std::uint64_t max_file_bytes) {
  static int calls = 0;
  const auto dir = std::filesystem::temp_directory_path() / fmt::format("nqueens-cli-{}-{}", getpid(), calls++);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "in", std::ios::binary) << input;
  const std::string command = fmt::format("{} <{} >{} 2>{}", shell_command, (dir / "in").string(),
                                          (dir / "out").string(), (dir / "err").string());
  CliResult r;
  r.status = run_system(command, max_file_bytes, r.peak_bytes);
  r.out = file_bytes(dir / "out");
  r.err = file_bytes(dir / "err");
  std::filesystem::remove_all(dir);
  return r;
}

}  // namespace

CliResult run_cli(const std::string& args, const std::string& input, const std::string& launcher) {
  return run_shell(fmt::format("{} {} {}", launcher, NQUEENS_CLI, args), input);
}

CliResult run_shell(const std::string& shell_command, const std::string& input) {
  return run_limited_shell(shell_command, input, 0);
}

CliResult run_cli_with_file_limit(const std::string& args, std::uint64_t max_file_bytes) {
  return run_limited_shell(fmt::format("{} {}", NQUEENS_CLI, args), "", max_file_bytes);
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string golden(const std::string& name) {
  const auto path = std::filesystem::path(NQUEENS_TEST_GOLDEN) / name;
  if (!std::filesystem::exists(path)) throw std::runtime_error("missing golden file " + path.string());
  return file_bytes(path);
}

}  // namespace nqueens::test
