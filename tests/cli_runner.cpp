#include "cli_runner.hpp"

#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace nqueens::test {

namespace {

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

CliResult run_cli(const std::string& args, const std::string& input, const std::string& launcher) {
  return run_shell(fmt::format("{} {} {}", launcher, NQUEENS_CLI, args), input);
}

CliResult run_shell(const std::string& shell_command, const std::string& input) {
  static int calls = 0;
  const auto dir = std::filesystem::temp_directory_path() / fmt::format("nqueens-cli-{}-{}", getpid(), calls++);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "in", std::ios::binary) << input;
  const std::string command = fmt::format("{} <{} >{} 2>{}", shell_command, (dir / "in").string(),
                                          (dir / "out").string(), (dir / "err").string());
  const int raw = std::system(command.c_str());
  CliResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  r.out = slurp(dir / "out");
  r.err = slurp(dir / "err");
  std::filesystem::remove_all(dir);
  return r;
}

std::string golden(const std::string& name) {
  const auto path = std::filesystem::path(NQUEENS_TEST_GOLDEN) / name;
  if (!std::filesystem::exists(path)) throw std::runtime_error("missing golden file " + path.string());
  return slurp(path);
}

}  // namespace nqueens::test
