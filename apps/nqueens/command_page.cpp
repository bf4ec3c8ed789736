// nqueens page: one self-contained HTML page to watch the search and browse the solutions.

#include <map>
#include <memory>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/page.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::cli {

namespace {

// The n = 9 page embeds a trace of about 80 000 steps (1.5 MB); n = 10 would be five times as
// large for a search no one watches to the end.
constexpr int max_page_n = 9;

int run_page(int n) {
  io::Output out(stdout);
  io::PageWriter page(out);
  page.begin(n);
  // A fundamental solution is the smallest of its images, so it comes first in its class.
  std::map<Placement, std::pair<std::uint64_t, std::uint64_t>> classes;  // canonical -> (class, listing number)
  std::uint64_t listed = 0;
  for_each_solution(n, Solutions::all, [&](const Placement& p) {
    ++listed;
    io::SymmetryClass s;
    s.fundamental = is_canonical(p);
    if (s.fundamental) classes[p] = {classes.size() + 1, listed};
    std::tie(s.class_number, s.representative) = classes.at(canonical(p));
    s.orbit = orbit_size(p);
    for (Symmetry g : all_symmetries)
      if (apply(g, p) == p) s.fixed_by.push_back(g);
    page.solution(p, s);
    return true;
  });
  const TraceTotals totals = trace_search(n, [&](const TraceEvent& e, const Placement& board) {
    page.event(e, board);
    return true;
  });
  page.end(totals);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_page_command(CLI::App& parent) {
  auto n = std::make_shared<int>(6);
  CLI::App* app =
      parent.add_subcommand("page", "Write an HTML page that plays the backtracking search and shows every solution");
  add_board_size(*app, *n, max_page_n, "board size (default 6)");
  app->footer(
      "The page is one file with everything inline (no network): open it in any browser. It plays the\n"
      "search step by step (play, pause, step forward and back, speed; the row being filled, the queens\n"
      "that attack a rejected square, counters of nodes and solutions), then shows every solution with\n"
      "its symmetry class.\n"
      "Examples:\n"
      "  nqueens page 6 > queens.html\n"
      "  nqueens page 8 > eight.html && xdg-open eight.html");
  return {app, [n] { return run_page(*n); }};
}

}  // namespace nqueens::cli
