// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <memory>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "io/count_writer.hpp"
#include "io/output.hpp"
#include "nqueens/count.hpp"
#include "run/journaled_count.hpp"

namespace nqueens::cli {

namespace {

struct CountCommandOptions {
  int n = 0;
  int threads = 0;
  bool detail = false;
  bool json = false;
  run::RunOptions run;  // --journal, --shard, --verify
};

int run_count(const CountCommandOptions& o) {
  CountOptions options;
  options.threads = o.threads;
  const run::RunReport report = run::count_with_journal(o.n, options, o.run);
  io::Output out(stdout);
  io::write_count(out, o.n, report, {.detail = o.detail, .json = o.json});
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_count_command(CLI::App& parent) {
  auto options = std::make_shared<CountCommandOptions>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_board_size(*app, options->n, max_count_n, "board size")->required();
  app->add_option("-t,--threads", options->threads, "worker threads (default: every CPU this process may use)")
      ->check(CLI::Range(1, 4096))
      ->option_text("T");
  app->add_flag("--detail", options->detail,
                "also print the solutions fixed by 180° and 90° rotation, search nodes and time");
  app->add_flag("--json", options->json, "print one JSON object instead of text");
  add_run_options(*app, options->run);
  app->footer(
      "Totals are exact (128-bit). The fundamental count follows from Burnside's lemma:\n"
      "F = (Q + P180 + 2*R90) / 8.\n"
      "A journal (SQLite) commits each finished work unit: kill the count at any moment and run the\n"
      "same command again to resume. A file that is not a journal of this count (another n, engine or\n"
      "shard), or is damaged, read-only or in use, is refused with exit 2 and left untouched; a write\n"
      "failure during the count (disk full) exits 1.\n"
      "Examples:\n"
      "  nqueens count 16\n"
      "  nqueens count 14 --detail --threads 1\n"
      "  nqueens count 12 --json\n"
      "  nqueens count 20 --journal q20.db          resumable: rerun the same command after a crash\n"
      "  nqueens count 20 --shard 3/8 --journal q20-3.db   shard 3 of 8; 'nqueens merge' adds shards\n"
      "  nqueens count 14 --verify                  recount every unit independently and compare");
  return {app, [options] { return run_count(*options); }};
}

}  // namespace nqueens::cli
