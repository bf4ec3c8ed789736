#pragma once
// Running a command in the background to kill it at a chosen moment (crash tests).

#include <sys/types.h>

#include <string>

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

 private:
  pid_t pid_ = -1;
};

}  // namespace nqueens::test
