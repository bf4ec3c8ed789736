#include "search_watch.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <utility>

#include "exit_status.hpp"
#include "nqueens/solve.hpp"

namespace nqueens::cli {

SearchWatch::SearchWatch(std::string label, bool quiet, std::string nodes)
    : line_(stderr, std::move(label), quiet, stop_.flag(), std::move(nodes)),
      stdout_terminal_(isatty(STDOUT_FILENO) != 0) {}

void SearchWatch::output_shown() {
  if (stdout_terminal_) line_.give_way();
}

int SearchWatch::finish(int status) {
  line_.finish();
  if (!interrupted()) return status;
  fmt::print(stderr, "nqueens: {}: interrupted after {}\n", line_.label(), line_.summary());
  return exit_interrupted;
}

void hint_at_construction(int n, bool quiet) {
  if (quiet || !first_solution_may_take_long(n)) return;
  fmt::print(stderr,
             "nqueens: the first solutions of {0} queens in lexicographic order may take backtracking minutes or "
             "far longer to reach; 'nqueens find {0}' gives a solution at once\n",
             n);
}

}  // namespace nqueens::cli
