#pragma once
// Wall time and time budgets for the engines (internal).

#include <chrono>

namespace nqueens::core {

// Seconds since construction, and whether a budget of `max_seconds` (0 = none) has run out.
class Stopwatch {
 public:
  explicit Stopwatch(double max_seconds = 0) : max_seconds_(max_seconds) {}
  double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  bool expired() const { return max_seconds_ > 0 && seconds() >= max_seconds_; }
  double max_seconds() const { return max_seconds_; }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double max_seconds_;
};

}  // namespace nqueens::core
