// nqueens trace: the backtracking search step by step.

#include <fmt/format.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/trace_writers.hpp"
#include "nqueens/trace.hpp"
#include "search_watch.hpp"

namespace nqueens::cli {

namespace {

// Past this n a whole trace is refused without --limit: the n = 9 tree already takes 8394
// placements and about 70 000 steps, more than anyone reads.
constexpr int max_full_trace_n = 8;

struct TraceOptions {
  int n = 4;
  const io::TraceFormat* format = &io::trace_format("tree");
  std::uint64_t limit = 0;
  io::Language language = io::Language::en;
  bool quiet = false;
};

// Steps between two reports to the watch: the trace calls back at every step, and a report
// reads the clock. Ctrl-C is read at every step (a load of a flag), so a slow writer still stops
// within seconds (JSON under ASan: 16384 steps in 3 s, measured in 85fb763).
constexpr std::uint64_t report_interval = 1 << 14;

int run_trace(const TraceOptions& o) {
  if (o.n > max_full_trace_n && o.limit == 0)
    throw std::invalid_argument(
        fmt::format("trace {} is too long to read (n up to {} traces in full); add --limit K for its first K steps",
                    o.n, max_full_trace_n));
  // The trace calls back at every step, so the command reports the progress itself (the nodes
  // placed and the solutions so far) and takes Ctrl-C between steps.
  SearchWatch watch(fmt::format("trace {}", o.n), o.quiet);
  const auto start = std::chrono::steady_clock::now();
  io::Output out(stdout);
  auto writer = o.format->make(out, o.language);
  writer->begin(o.n);
  std::uint64_t steps = 0;
  SearchProgress so_far;
  const TraceTotals totals = trace_search(o.n, [&](const TraceEvent& e, const Placement& board) {
    watch.output_shown();
    writer->event(e, board);
    if (e.step == TraceStep::place) so_far.nodes = e.node;
    if (e.step == TraceStep::solution) so_far.solutions = e.index;
    if (++steps % report_interval == 0) {
      so_far.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      watch.observer()->on_search_progress(so_far);
    }
    if (watch.interrupted()) return false;
    return o.limit == 0 || steps < o.limit;
  });
  writer->end(totals);
  out.flush();
  return watch.finish(exit_ok);
}

}  // namespace

Command add_trace_command(CLI::App& parent) {
  auto options = std::make_shared<TraceOptions>();
  CLI::App* app = parent.add_subcommand("trace", "Show the backtracking search step by step");
  add_board_size(*app, options->n, max_trace_n, "board size (default 4)");
  add_format(*app, choices_of(io::trace_formats()), options->format);
  app->add_option("-l,--limit", options->limit, "stop after K steps (needed past n = 8)")
      ->transform(whole_number(1, ~std::uint64_t(0)))
      ->option_text("K");
  add_language(*app, options->language);
  add_quiet(*app, options->quiet);
  app->footer(
      "Rows are filled top to bottom and columns tried left to right. Each step is one of\n"
      "  place (r,c)       a queen goes on row r, column c (counted from 1): a new node of the tree\n"
      "  reject (r,c): ... the square is attacked; names the queens and lines (column, diagonal,\n"
      "                    anti-diagonal) that attack it\n"
      "  backtrack (r,c)   the queen is taken back: every square below it has been tried\n"
      "  solution          the queen just placed completes a solution\n"
      "Nodes are the partial placements the search visits: the empty board (the root), every\n"
      "placed queen, and the solutions as leaves. The 8×8 tree has 2057 nodes: 1, 8, 42, 140, 344,\n"
      "568, 550, 312 and 92 with 0..8 queens. A trace written elsewhere than the terminal shows its\n"
      "progress on standard error once it runs over a second; Ctrl-C stops it (exit status 130).\n"
      "Examples:\n"
      "  nqueens trace 4                      the classic four-queens tree\n"
      "  nqueens trace 8 --format json | tail -1\n"
      "  nqueens trace 12 --limit 100\n"
      "  nqueens trace 4 --lang zh            the same tree in Chinese");
  return {app, [options] { return run_trace(*options); }};
}

}  // namespace nqueens::cli
