#include "nqueens/io/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>
#include <cmath>

#include <utility>

#include "nqueens/wording.hpp"

namespace nqueens::io {

namespace {

constexpr double terminal_period = 0.25;  // seconds between redraws
constexpr double log_period = 5.0;        // seconds between plain lines

std::string duration(double seconds) {
  const auto s = std::llround(seconds);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, s % 3600 / 60);
}

}  // namespace

ProgressLine::ProgressLine(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted)
    : file_(file),
      label_(std::move(label)),
      quiet_(quiet),
      terminal_(isatty(fileno(file)) != 0),
      interrupted_(interrupted) {}

void ProgressLine::on_progress(const CountResult& p) {
  if (quiet_ || p.seconds < next_report_ || p.units_done == 0) return;
  next_report_ = p.seconds + (terminal_ ? terminal_period : log_period);
  const double rate = static_cast<double>(p.solutions) / p.seconds;
  const double left = p.seconds * static_cast<double>(p.units_total - p.units_done) / static_cast<double>(p.units_done);
  const std::string line =
      fmt::format("{}: {}/{} units, {}, {:.3g} solutions/s, elapsed {}, ETA {}", label_, p.units_done, p.units_total,
                  plural(p.solutions, "solution"), rate, duration(p.seconds), duration(left));
  if (terminal_) {
    fmt::print(file_, "\r{}\x1b[K", line);  // redraw, clearing what a longer line left
    drawn_ = true;
  } else {
    fmt::print(file_, "{}\n", line);
  }
  std::fflush(file_);
}

bool ProgressLine::stop_requested() { return interrupted_ != nullptr && interrupted_->load(); }

void ProgressLine::finish() {
  if (drawn_) fmt::print(file_, "\n");
  drawn_ = false;
}

}  // namespace nqueens::io
