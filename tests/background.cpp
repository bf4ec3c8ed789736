#include "background.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace nqueens::test {

Background::Background(const std::string& shell_command) {
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    setpgid(0, 0);
    execl("/bin/sh", "sh", "-c", shell_command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid_, pid_);  // also here, so that kill() right after the fork reaches the group
}

Background::~Background() {
  if (pid_ <= 0) return;
  kill(SIGKILL);
  wait();
}

namespace {

// The processes below `root`, from /proc: mpirun puts each rank in a process group of its own.
std::vector<pid_t> descendants(pid_t root) {
  std::map<pid_t, std::vector<pid_t>> children;
  std::error_code ignored;  // processes come and go while the directory is read
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ignored)) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    const auto close = line.rfind(')');  // the command name may hold spaces and parentheses
    if (close == std::string::npos) continue;
    std::istringstream fields(line.substr(close + 2));
    char state;
    pid_t parent;
    if (fields >> state >> parent) children[parent].push_back(static_cast<pid_t>(std::stol(name)));
  }
  std::vector<pid_t> found{root};
  for (std::size_t i = 0; i < found.size(); ++i)
    for (pid_t child : children[found[i]]) found.push_back(child);
  return found;
}

}  // namespace

void Background::kill(int signal) {
  if (pid_ <= 0) return;
  // Each process once: a second SIGINT ends the tool at once, with no summary (the first asks
  // it to stop), so a process of the command's group gets the group's signal only.
  ::kill(-pid_, signal);
  for (pid_t p : descendants(pid_))
    if (getpgid(p) != pid_) ::kill(p, signal);
}

std::vector<pid_t> Background::processes() const { return pid_ > 0 ? descendants(pid_) : std::vector<pid_t>{}; }

namespace {

int exit_status(int raw) { return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw); }

}  // namespace

int Background::wait() {
  if (pid_ <= 0) return -1;
  int raw = 0;
  while (waitpid(pid_, &raw, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
  return exit_status(raw);
}

std::optional<int> Background::wait_for(std::chrono::milliseconds timeout) {
  if (pid_ <= 0) return -1;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    int raw = 0;
    if (waitpid(pid_, &raw, WNOHANG) == pid_) {
      pid_ = -1;
      return exit_status(raw);
    }
    if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

}  // namespace nqueens::test
