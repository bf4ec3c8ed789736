#pragma once
// The progress line of a long count on standard error, and the Ctrl-C stop (an Observer).

#include <atomic>
#include <cstdio>
#include <string>

#include "nqueens/count.hpp"

namespace nqueens::io {

// Shows units done / total, solutions so far, their rate, the elapsed time and an estimate of
// the time left, once a count has run for a second: on a terminal as one line redrawn in
// place a few times a second, otherwise as a plain line every `period` seconds. Asks the
// engine to stop as soon as `*interrupted` is set (by a signal handler: the flag is all it
// touches).
class ProgressLine final : public Observer {
 public:
  // `label` starts each line (e.g. "count 18"); quiet: show nothing, only watch the flag.
  ProgressLine(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted);

  void on_progress(const CountResult& p) override;
  bool stop_requested() override;
  // Ends a redrawn line, so that what follows starts on a line of its own.
  void finish();

 private:
  std::FILE* file_;
  std::string label_;
  bool quiet_;
  bool terminal_;
  const std::atomic<bool>* interrupted_;
  double next_report_ = 1.0;  // seconds since the start
  bool drawn_ = false;
};

}  // namespace nqueens::io
