#pragma once
// Progress on standard error: the line that shows how far a long command has come, and the
// progress line of a count with its Ctrl-C stop (an Observer).

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/io/heartbeat.hpp"

namespace nqueens::io {

// One line of progress on a stream: nothing during the first second (a short command stays
// quiet), then on a terminal one line redrawn in place a few times a second, otherwise a plain
// line every `period` seconds (a log stays short). Its clock starts at construction. Not
// thread-safe: one caller at a time.
class ProgressDisplay {
 public:
  // quiet: show nothing.
  ProgressDisplay(std::FILE* file, bool quiet, double period = 5.0);
  // Ends a redrawn line (finish()), also when an error unwinds the command: its message then
  // starts on a line of its own.
  ~ProgressDisplay();
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;

  // Whether a line is due now. Cheap: callers ask at every report.
  bool due() const;
  // Shows `line` (one line, no newline) and schedules the next.
  void show(const std::string& line);
  // Ends a redrawn line, so that what follows starts on a line of its own.
  void finish();
  // Erases a redrawn line and shows none for another second: the command's own output is
  // appearing on the same terminal, and shows that it is at work.
  void clear();
  // Whether the stream is a terminal (where lines are redrawn).
  bool terminal() const { return terminal_; }

 private:
  using Clock = std::chrono::steady_clock;
  std::FILE* file_;
  bool quiet_;
  bool terminal_;
  double period_;
  Clock::time_point next_;
  bool drawn_ = false;
};

// Shows units done / total, solutions so far, their rate, the elapsed time and an estimate of
// the time left, once a count has run for a second (ProgressDisplay). Until the first unit is
// done (a journal of millions of units to read, the first units of a large n to count) a
// Heartbeat shows the time; once every unit is done, a complete count searches for the
// solutions fixed by rotation, and the line shows that search's nodes. Asks the engine to stop
// as soon as `*interrupted` is set (by a signal handler: the flag is all it touches).
class ProgressLine final : public Observer {
 public:
  // `label` starts each line (e.g. "count 18"); quiet: show nothing, only watch the flag.
  ProgressLine(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted);

  void on_progress(const CountResult& p) override;
  void on_search_progress(const SearchProgress& p) override;
  bool stop_requested() override;
  // Ends a redrawn line, so that what follows starts on a line of its own.
  void finish();

 private:
  std::string label_;
  const std::atomic<bool>* interrupted_;
  ProgressDisplay display_;
  Heartbeat starting_;  // until the first report
};

}  // namespace nqueens::io
