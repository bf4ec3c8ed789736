#include <fmt/format.h>
#include <unistd.h>

#include "io/compact_duration.hpp"
#include "nqueens/io/progress.hpp"  // ProgressDisplay

namespace nqueens::io {

namespace {

constexpr double terminal_period = 0.25;  // seconds between redraws
constexpr double grace = 1.0;             // seconds before the first line, and after output

std::chrono::steady_clock::duration seconds(double s) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(s));
}

}  // namespace

std::string compact_duration(double seconds) {
  const auto s = static_cast<long long>(seconds + 0.5);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, s % 3600 / 60);
}

ProgressDisplay::ProgressDisplay(std::FILE* file, bool quiet, double period)
    : file_(file),
      quiet_(quiet),
      terminal_(isatty(fileno(file)) != 0),
      period_(period),
      next_(Clock::now() + seconds(grace)) {}

ProgressDisplay::~ProgressDisplay() { finish(); }

bool ProgressDisplay::due() const { return !quiet_ && Clock::now() >= next_; }

void ProgressDisplay::show(const std::string& line) {
  next_ = Clock::now() + seconds(terminal_ ? terminal_period : period_);
  if (terminal_) {
    fmt::print(file_, "\r{}\x1b[K", line);  // redraw, clearing what a longer line left
    drawn_ = true;
  } else {
    fmt::print(file_, "{}\n", line);
  }
  std::fflush(file_);
}

void ProgressDisplay::finish() {
  if (drawn_) fmt::print(file_, "\n");
  drawn_ = false;
}

void ProgressDisplay::clear() {
  if (drawn_) {
    fmt::print(file_, "\r\x1b[K");
    std::fflush(file_);
  }
  drawn_ = false;
  next_ = Clock::now() + seconds(grace);
}

}  // namespace nqueens::io
