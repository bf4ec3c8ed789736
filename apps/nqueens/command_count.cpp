// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "arguments.hpp"
#include "command.hpp"
#include "interrupt.hpp"
#include "large_pages.hpp"
#include "nqueens/count.hpp"
#include "nqueens/estimate.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/estimate_writer.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/io/quote.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"
#include "slurm_lines.hpp"
#include "text/numbers.hpp"
#include "text/wording.hpp"

namespace nqueens::cli {

namespace {

// --estimate: what the count would cost, from a sample of its work.
struct EstimateArguments {
  bool estimate = false;
  double share = 0;      // --sample as a share of the plan's pieces
  double seconds = 120;  // --sample as a time (the default: 2 minutes)
  double target = 0;     // --target: the wall time to plan MPI ranks for
};

int run_estimate(const CountArguments& o, const EstimateArguments& e) {
  const StopOnInterrupt stop;
  const std::string sampling = e.share > 0 ? fmt::format("counting {:.3g} % of the plan's pieces", 100 * e.share)
                                           : fmt::format("sampling for {}", io::duration_text(e.seconds));
  io::SampleWatch watch(stderr, fmt::format("count {} --estimate: {}", o.n, sampling), o.quiet, stop.flag());
  const CountOptions count = o.count_options();
  const CountEstimate estimate = estimate_count(o.n, {.engine = count.engine,
                                                      .limits = count.limits,
                                                      .fraction = e.share,
                                                      .seconds = e.seconds,
                                                      .seed = 1,
                                                      .observer = &watch});
  watch.finish();
  if (stop.requested())
    fmt::print(stderr, "nqueens: count {} --estimate: interrupted; the prediction stands on the {} counted\n", o.n,
               plural(estimate.blocks_sampled, "block"));
  io::Output out(stdout);
  io::write_estimate(
      out, estimate,
      {.journal_bytes = journal_bytes(estimate.units_total), .target_seconds = e.target, .json = o.json});
  if (e.target > 0 && !o.json) out.write(slurm_lines(o.n, o.engine, plan_batch(estimate, e.target)));
  out.flush();
  return stop.requested() ? exit_interrupted : exit_ok;
}

// --sample: a share ("0.02", "2%") or a time with its unit ("90s", "5m").
void add_sample_option(CLI::App& app, EstimateArguments& e, CLI::Option* estimate) {
  app.add_option_function<std::string>(
         "--sample",
         [&e](const std::string& text) {
           const auto sample = parse_share_or_time(text);
           if (!sample)
             throw std::invalid_argument(fmt::format(
                 "--sample: must be a share of the work (0.02, 2%) or a time with its unit (90s, 5m), got {}",
                 io::quote(text)));
           e.share = sample->share;
           e.seconds = sample->seconds;
         },
         "with --estimate: the share of the plan's pieces to count (0.02, 2%), or how long to sample (90s, 5m; "
         "default 2m)")
      ->option_text("SHARE|TIME")
      ->needs(estimate);
}

int run_count(const CountArguments& o, const VariantArguments& variant) {
  std::optional<Rules> rules;
  if (variant.any()) rules = variant_rules(variant, o.n);
  // Ctrl-C stops the count: the progress observer hands the flag to the engine, which gives up
  // the units under way.
  const StopOnInterrupt stop;
  io::ProgressLine progress(stderr, fmt::format("count {}", o.n), o.quiet, stop.flag());
  CountOptions options = o.count_options();
  options.observer = &progress;
  const RunReport report = rules ? count_with_journal(*rules, options, o.run) : count_with_journal(o.n, options, o.run);
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
  auto estimating = std::make_shared<EstimateArguments>();
  auto variant = std::make_shared<VariantArguments>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_count_arguments(*app, *options,
                      "worker threads (default: every CPU this process may use; with --engine gpu, 2 a GPU, each "
                      "feeding it a unit at a time)");
  add_variant_arguments(*app, *variant);
  auto* estimate =
      app->add_flag("--estimate", estimating->estimate,
                    "count a random sample of the work instead, and predict what the whole count costs here: its time "
                    "with a 95 % interval, core-hours, memory, journal size (a count that costs no more than the "
                    "rest of the sample is counted whole instead, exactly)")
          ->excludes("--journal")
          ->excludes("--verify")
          ->excludes("--detail");
  add_sample_option(*app, *estimating, estimate);
  app->add_option_function<std::string>(
         "--target",
         [e = estimating.get()](const std::string& text) {
           const auto seconds = parse_duration(text);
           if (!seconds || *seconds <= 0)
             throw std::invalid_argument(
                 fmt::format("--target: must be a time with its unit (12h, 30d, 1y), got {}", io::quote(text)));
           e->target = *seconds;
         },
         "with --estimate: also the MPI ranks like this machine that finish the count in this time (30d), and "
         "the Slurm command lines that run it so")
      ->option_text("TIME")
      ->needs(estimate);
  app->footer(
      "Totals are exact (128-bit). The fundamental count follows from Burnside's lemma:\n"
      "F = (Q + P180 + 2*R90) / 8 for n > 1 (F = 1 for n = 1).\n"
      "A count that runs over a second shows its progress on standard error. Ctrl-C stops it within\n"
      "a second (giving up the units under way) and prints the solutions of the finished work units,\n"
      "marked PARTIAL (exit status 130).\n"
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
      "  nqueens count 21 --engine gpu              on every NVIDIA GPU ('nqueens devices' lists them)\n"
      "  nqueens count 22 --engine gpu --devices 0,2 --journal q22.db\n"
      "  nqueens count 22 --estimate                what Q(22) would cost here, from a 2-minute sample\n"
      "  nqueens count 27 --estimate --sample 10m --target 30d   and the MPI ranks for 30 days\n"
      "The variants count on the same work units and threads; the fundamental count (and the\n"
      "rotation-fixed ones) only where the symmetries of the square keep the rules (--torus, --superqueens):\n"
      "  nqueens count 13 --torus                   4524 (OEIS A051906)\n"
      "  nqueens count 12 --superqueens             156, fundamental 22 (A051223, A051224)\n"
      "  nqueens count 8 --queens 4                 34568 ways to place 4 queens (A061994)\n"
      "  nqueens count 8 --rows 5                   568 (A269133)\n"
      "  nqueens count 20 --diags instance.param --diags-count 20\n"
      "  nqueens count 12 --blocked board.txt");
  // Only a count holds enough memory for large pages to pay: for the other commands, mostly
  // small, their thread and the first segment's huge pages cost more than the work (a find of a
  // CSPLib 80 board of n = 10 twice as long: measured in 2a2609f).
  return {app, [options, variant, estimating] {
            return run_in_large_pages([&] {
              if (!estimating->estimate) return run_count(*options, *variant);
              if (variant->any()) throw std::invalid_argument("--estimate predicts counts of the classic board only");
              return run_estimate(*options, *estimating);
            });
          }};
}

}  // namespace nqueens::cli
