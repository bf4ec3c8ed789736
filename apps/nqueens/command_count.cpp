// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "interrupt.hpp"
#include "nqueens/count.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::cli {

namespace {

int run_count(const CountArguments& o, const VariantArguments& variant) {
  std::optional<Rules> rules;
  if (variant.any()) {
    if (o.run.any())
      throw std::invalid_argument("--journal, --shard and --verify count the classic board only, not its variants");
    rules = variant_rules(variant, o.n);
  }
  // Ctrl-C stops the count between work units: the progress observer hands the flag to the engine.
  const StopOnInterrupt stop;
  io::ProgressLine progress(stderr, fmt::format("count {}", o.n), o.quiet, stop.flag());
  CountOptions options = o.count_options();
  options.observer = &progress;
  RunReport report;
  if (rules) {
    report.result = count(*rules, options);
    report.units_selected = report.result.units_total;
  } else {
    report = count_with_journal(o.n, options, o.run);
  }
  progress.finish();
  const bool stopped = stop.requested();
  io::Output out(stdout);
  io::write_count(out, o.n, report,
                  {.detail = o.detail,
                   .json = o.json,
                   .partial = stopped ? "interrupted" : "",
                   .rules = rules && !is_classic(*rules) ? describe(*rules) : "",
                   .fundamental = !rules || keeps_symmetries(*rules)});
  out.flush();
  return stopped && !report.result.complete() ? exit_interrupted : exit_ok;
}

}  // namespace

Command add_count_command(CLI::App& parent) {
  auto options = std::make_shared<CountArguments>();
  auto variant = std::make_shared<VariantArguments>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_count_arguments(*app, *options, "worker threads (default: every CPU this process may use)");
  add_variant_arguments(*app, *variant);
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
      "  nqueens count 14 --verify                  recount every unit independently and compare\n"
      "The variants count on the same work units and threads; the fundamental count (and the\n"
      "rotation-fixed ones) only where the symmetries of the square keep the rules (--torus, --superqueens):\n"
      "  nqueens count 13 --torus                   4524 (OEIS A051906)\n"
      "  nqueens count 12 --superqueens             156, fundamental 22 (A051223, A051224)\n"
      "  nqueens count 8 --queens 4                 34568 ways to place 4 queens (A061994)\n"
      "  nqueens count 8 --rows 5                   568 (A269133)\n"
      "  nqueens count 20 --diags instance.param --diags-count 20\n"
      "  nqueens count 12 --blocked board.txt");
  return {app, [options, variant] { return run_count(*options, *variant); }};
}

}  // namespace nqueens::cli
