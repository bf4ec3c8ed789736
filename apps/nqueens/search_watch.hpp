#pragma once
// What a command running a search that may take long needs (solve, find, complete, trace,
// methods): its progress on standard error, and Ctrl-C that stops the search and ends the
// command with one line.

#include <string>

#include "interrupt.hpp"
#include "nqueens/io/search_progress.hpp"

namespace nqueens::cli {

// While it lives, Ctrl-C asks the search to stop (StopOnInterrupt), and its progress shows on
// standard error (io::SearchProgressLine) unless quiet.
class SearchWatch {
 public:
  // `label` names the command in lines and messages ("solve 60"); `nodes` what the search counts.
  SearchWatch(std::string label, bool quiet, std::string nodes = "node");

  // The observer to hand the search.
  SearchObserver* observer() { return &line_; }
  io::SearchProgressLine& line() { return line_; }
  // Ctrl-C asked the search to stop.
  bool interrupted() const { return stop_.requested(); }
  // The flag Ctrl-C sets, for another observer of the same command (a count's ProgressLine).
  const std::atomic<bool>* interrupt_flag() const { return stop_.flag(); }
  // The command wrote to standard output: on a terminal the progress line gives way to it.
  void output_shown();
  // Ends the progress line. After Ctrl-C, says so in one line on standard error, naming the
  // search as the line last did ("nqueens: solve 60: interrupted after 1.2e+09 nodes, 0
  // solutions in 30s"), and returns exit_interrupted; otherwise returns `status`.
  int finish(int status);

 private:
  StopOnInterrupt stop_;
  io::SearchProgressLine line_;
  bool stdout_terminal_;
};

// Says on standard error, unless quiet, that the first solutions of n queens in lexicographic
// order may take backtracking long to reach and that a construction gives one at once, when
// that is so (first_solution_may_take_long).
void hint_at_construction(int n, bool quiet);

}  // namespace nqueens::cli
