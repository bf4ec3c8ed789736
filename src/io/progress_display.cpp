#include <fmt/format.h>

#include <sys/ioctl.h>
#include <unistd.h>
#include <cmath>

#include "io/compact_duration.hpp"
#include "nqueens/io/progress.hpp"  // ProgressDisplay

namespace nqueens::io {

namespace {

constexpr double terminal_period = 0.25;  // seconds between redraws
constexpr double grace = 1.0;             // seconds before the first line, and after output

std::chrono::steady_clock::duration seconds(double s) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(s));
}

// The line cut to the terminal's width less one column: a line that wraps cannot be redrawn in
// place (the carriage return goes back to the start of its last row only). Counts characters,
// not bytes, of UTF-8 text ("×", "°").
std::string fit_to_terminal(std::FILE* file, const std::string& line) {
  winsize size{};
  if (ioctl(fileno(file), TIOCGWINSZ, &size) != 0 || size.ws_col < 2) return line;
  std::size_t columns = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool starts_character = (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
    if (starts_character && ++columns == size.ws_col) return line.substr(0, i);
  }
  return line;
}

}  // namespace

std::string compact_duration(double seconds) {
  // Past 10^18 s, or for infinity or NaN, no whole number of seconds converts (as duration_text).
  if (!(seconds < 1e18)) return fmt::format("{:.3g}d", seconds / 86400);
  const auto s = std::llround(seconds);
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
    fmt::print(file_, "\r{}\x1b[K", fit_to_terminal(file_, line));  // redraw, clearing what a longer line left
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
