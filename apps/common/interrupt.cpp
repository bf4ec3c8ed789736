#include "interrupt.hpp"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>

#include "exit_status.hpp"

namespace nqueens::cli {

namespace {

// The handler touches only these: lock-free atomics and a message written beforehand.
std::atomic<bool> cooperative{false};  // a StopOnInterrupt lives: the first SIGINT sets stop_asked
std::atomic<bool> stop_asked{false};   // the command was asked to stop
static_assert(std::atomic<bool>::is_always_lock_free, "the SIGINT handler needs lock-free flags");
char message[256];
std::size_t message_length = 0;

extern "C" void on_interrupt(int) {
  if (cooperative.load() && !stop_asked.exchange(true)) return;
  if (message_length > 0) (void)!write(STDERR_FILENO, message, message_length);
  _exit(exit_interrupted);
}

}  // namespace

void end_on_interrupt(std::string_view tool) {
  // On a terminal a progress line may be drawn: the message replaces it rather than following it.
  const std::string text =
      std::string(isatty(STDERR_FILENO) != 0 ? "\r\x1b[K" : "") + std::string(tool) + ": interrupted\n";
  message_length = std::min(text.size(), sizeof message);
  std::memcpy(message, text.data(), message_length);
  std::signal(SIGINT, on_interrupt);
}

StopOnInterrupt::StopOnInterrupt() {
  stop_asked.store(false);
  cooperative.store(true);
  std::signal(SIGINT, on_interrupt);  // also where end_on_interrupt was not called (tests)
  std::signal(SIGTERM, on_interrupt);
}

StopOnInterrupt::~StopOnInterrupt() {
  cooperative.store(false);
  std::signal(SIGTERM, SIG_DFL);
}

const std::atomic<bool>* StopOnInterrupt::flag() const { return &stop_asked; }

bool StopOnInterrupt::requested() const { return stop_asked.load(); }

}  // namespace nqueens::cli
