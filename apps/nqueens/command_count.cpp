// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <map>
#include <memory>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "interrupt.hpp"
#include "nqueens/count.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/journal.hpp"

namespace nqueens::cli {

namespace {

int run_count(const CountArguments& o) {
  // Ctrl-C stops the count between work units: the progress observer hands the flag to the engine.
  const StopOnInterrupt stop;
  io::ProgressLine progress(stderr, fmt::format("count {}", o.n), o.quiet, stop.flag());
  CountOptions options = o.count_options();
  options.observer = &progress;
  const RunReport report = count_with_journal(o.n, options, o.run);
  progress.finish();
  const bool stopped = stop.requested();
  io::Output out(stdout);
  io::write_count(out, o.n, report, {.detail = o.detail, .json = o.json, .partial = stopped ? "interrupted" : ""});
  out.flush();
  return stopped && !report.result.complete() ? exit_interrupted : exit_ok;
}

}  // namespace

Command add_count_command(CLI::App& parent) {
  auto options = std::make_shared<CountArguments>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_count_arguments(*app, *options, "worker threads (default: every CPU this process may use)");
  app->footer(
      "Totals are exact (128-bit). The fundamental count follows from Burnside's lemma:\n"
      "F = (Q + P180 + 2*R90) / 8 for n > 1 (F = 1 for n = 1).\n"
      "A count that runs over a second shows its progress on standard error. Ctrl-C stops it within\n"
      "a second and prints the solutions of the finished work units, marked PARTIAL (exit status 130).\n"
      "A journal (SQLite) commits the finished work units every half second: kill the count at any\n"
      "moment and run the same command again to resume. A file that is not a journal of this count\n"
      "(another n, engine or shard), or is damaged, read-only, in a folder that cannot be written or in\n"
      "use, is refused with exit 2 and left untouched; a write failure during the count (a full disk, a\n"
      "file size limit) exits 1, naming the cause, and the units committed before stay in the journal.\n"
      "Examples:\n"
      "  nqueens count 16\n"
      "  nqueens count 14 --detail --threads 1\n"
      "  nqueens count 18 --engine reference --quiet\n"
      "  nqueens count 20 --memory 2G\n"
      "  nqueens count 12 --json\n"
      "  nqueens count 20 --journal q20.db          resumable: rerun the same command after a crash\n"
      "  nqueens count 20 --shard 3/8 --journal q20-3.db   shard 3 of 8; 'nqueens merge' adds shards\n"
      "  nqueens count 14 --verify                  recount every unit independently and compare");
  return {app, [options] { return run_count(*options); }};
}

}  // namespace nqueens::cli
