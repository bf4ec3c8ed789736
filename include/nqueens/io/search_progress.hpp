#pragma once
// The progress line of a long search, with its Ctrl-C stop (a SearchObserver).

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>

#include "nqueens/io/progress.hpp"
#include "nqueens/observer.hpp"

namespace nqueens::io {

// Shows the nodes a search has visited, their rate, the solutions found and the elapsed time,
// once it has run for a second (ProgressDisplay). Asks the search to stop as soon as
// `*interrupted` is set (by a signal handler: the flag is all it touches).
class SearchProgressLine final : public SearchObserver {
 public:
  // `label` starts each line (e.g. "solve 60"), `nodes` names what the search counts ("node",
  // "candidate"); quiet: show nothing, only watch the flag.
  SearchProgressLine(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted,
                     std::string nodes = "node");

  void on_search_progress(const SearchProgress& p) override;
  bool stop_requested() override;

  // What the search is doing now, for a command that runs several (methods).
  void relabel(std::string label, std::string nodes);
  // Erases a redrawn line, which returns only after another second: the command's output on
  // the same terminal, or another progress line, takes its place.
  void give_way();
  // Ends a redrawn line, so that what follows starts on a line of its own.
  void finish();
  // What the search is, as the line names it ("solve 60").
  const std::string& label() const { return label_; }
  // The last report in words, with the time since this line was made: "1.2e+09 nodes, 0
  // solutions in 30s".
  std::string summary() const;

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::string label_;
  std::string nodes_;
  const std::atomic<bool>* interrupted_;
  SearchProgress last_;
  ProgressDisplay display_;
};

}  // namespace nqueens::io
