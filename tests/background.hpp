#pragma once
// Running a command in the background to kill it at a chosen moment (crash tests).

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace nqueens::test {

// A shell command running in its own process group. Signals reach every process it started,
// also those in process groups of their own (mpirun's ranks). Killed with SIGKILL at scope
// exit if still running.
class Background {
 public:
  explicit Background(const std::string& shell_command);
  ~Background();
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;

  // Sends `signal` to the command and every process below it, at once.
  void kill(int signal);
  // Waits for the command; returns its exit status, or 128 + the signal that ended it.
  int wait();
  // The same, for at most `timeout`: std::nullopt if the command still runs then.
  std::optional<int> wait_for(std::chrono::milliseconds timeout);
  // The command's process and every process below it (mpirun's ranks, say), from /proc.
  std::vector<pid_t> processes() const;

 private:
  pid_t pid_ = -1;
};

}  // namespace nqueens::test
