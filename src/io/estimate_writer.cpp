#include "nqueens/io/estimate_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "io/count_json.hpp"
#include "nqueens/io/count_writer.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

constexpr double seconds_per_year = 365.25 * 86400;
// Below this many blocks a sample's interval is not to be trusted: at n = 26 four blocks put
// Q(26) at 2.7e14 (95 %: 0 to 8.1e14), where it is 2.2e16.
constexpr std::uint64_t trusted_blocks = 32;

// How long a sample would take to reach trusted_blocks at the pace of `e`'s, a quarter more for
// the spread of the blocks' costs, as a --sample argument: "--sample 93m" where a sample of
// n = 28 finished 30 blocks in 69 minutes, for which "1h" had been too short (measured in
// e7f3b23, bench/history/estimate.md, round five).
std::string longer_sample(const CountEstimate& e) {
  const double pace = e.sample_seconds / static_cast<double>(std::max<std::uint64_t>(e.blocks_sampled, 1));
  const double minutes = std::ceil(1.25 * pace * static_cast<double>(trusted_blocks) / 60);
  if (minutes <= 120) return fmt::format("--sample {}m", std::max(1.0, minutes));
  return fmt::format("--sample {}h", std::ceil(minutes / 60));
}

// A value and its interval: "2 h 3 min (95 %: 1 h 58 min to 2 h 9 min)"; the value alone when
// it was measured whole.
template <class Text>
std::string with_interval(const Interval& v, bool exact, Text text) {
  if (exact) return text(v.value);
  if (std::isnan(v.low)) return text(v.value) + " (one block sampled: no interval)";
  return fmt::format("{} (95 %: {} to {})", text(v.value), text(v.low), text(v.high));
}

// CPU time as a duration and in core-hours or, from a year on, core-years.
std::string core_time(double seconds) {
  if (seconds >= seconds_per_year) return fmt::format("{:.3g} core-years", seconds / seconds_per_year);
  return fmt::format("{} = {:.3g} core-hours", duration_text(seconds), seconds / 3600);
}

nlohmann::ordered_json interval_json(const Interval& v) {
  nlohmann::ordered_json j;
  j["value"] = v.value;
  if (std::isnan(v.low)) return j;
  j["low"] = v.low;
  j["high"] = v.high;
  return j;
}

// The count an exact estimate ran, as write_count takes it.
RunReport whole_count(const CountEstimate& e) {
  RunReport report;
  report.rules = classic_rules(e.n);
  report.result = e.count;
  report.units_selected = e.count.units_total;
  return report;
}

void write_json(Output& out, const CountEstimate& e, const EstimateWriting& how) {
  nlohmann::ordered_json j;
  j["n"] = e.n;
  j["plan"] = e.plan;
  if (!e.kernels.empty()) j["kernels"] = e.kernels;
  j["threads"] = e.threads;
  j["on_devices"] = e.on_devices;
  j["units"] = e.units_total;
  j["pieces"] = e.pieces_total;
  j["pieces_sampled"] = e.pieces_sampled;
  j["blocks_sampled"] = e.blocks_sampled;
  j["strata"] = e.strata;
  j["sample_seconds"] = e.sample_seconds;
  j["exact"] = e.exact;
  j["solutions"] = interval_json(e.solutions);
  j["wall_seconds"] = interval_json(e.wall_seconds);
  j["thread_seconds"] = interval_json(e.thread_seconds);
  j["nodes"] = e.nodes;
  j["bytes_per_thread"] = e.bytes_per_thread;
  j["memory_bytes"] = e.memory_bytes;
  j["memory_limit"] = e.memory_limit;
  if (e.exact) j["count"] = count_json(e.n, whole_count(e), {.detail = true, .json = true, .partial = ""});
  j["journal_bytes"] = how.journal_bytes;
  if (how.target_seconds > 0) {
    const BatchPlan b = plan_batch(e, how.target_seconds);
    j["target_seconds"] = how.target_seconds;
    j["ranks"] = b.tasks;
    j["batch"] = {{"tasks", b.tasks},
                  {"cpus_per_task", b.cpus_per_task},
                  {"memory_budget", b.memory_budget},
                  {"memory_limit", b.memory_limit},
                  {"time_limit_seconds", b.time_limit_seconds}};
  }
  out.write(j.dump() + "\n");
}

}  // namespace

void write_estimate(Output& out, const CountEstimate& e, const EstimateWriting& how) {
  if (how.json) return write_json(out, e, how);
  // Where the units run: on threads, or on GPUs (the GPU engine) that many units at a time.
  const std::string workers =
      e.on_devices ? fmt::format("the GPUs, {} at a time", plural(e.threads, "unit")) : plural(e.threads, "thread");
  if (e.exact) {
    write_count(out, e.n, whole_count(e), {});
    out.print(
        "counted whole in {} on {}, since a sample of {} ({}) showed that the count costs no more than the "
        "rest of the sample would: these figures are measured\n",
        duration_text(e.wall_seconds.value), workers, plural(e.blocks_sampled, "block"),
        duration_text(e.sample_seconds));
  } else {
    const double share = static_cast<double>(e.pieces_sampled) / static_cast<double>(e.pieces_total);
    out.print("n = {}: {} of {} pieces ({:.3g} %) counted in {} on {}, a sample of {} in {}\n", e.n, e.pieces_sampled,
              e.pieces_total, 100 * share, duration_text(e.sample_seconds), workers, plural(e.blocks_sampled, "block"),
              plural(e.strata, "range") + " of the plan");
  }
  out.print("plan: {} ({}){}\n", e.plan, plural(e.units_total, "work unit"),
            e.kernels.empty() ? "" : ", kernels " + e.kernels);
  if (!e.exact)
    out.print("solutions: {}\n", with_interval(e.solutions, false, [](double v) { return fmt::format("{:.4g}", v); }));
  out.print("time on {}: {}\n", workers,
            with_interval(e.wall_seconds, e.exact, [](double v) { return duration_text(v); }));
  if (!e.on_devices) out.print("CPU time: {}\n", with_interval(e.thread_seconds, e.exact, core_time));
  if (e.exact)
    out.print("nodes: {}\n", e.nodes);
  else
    out.print("nodes: {:.4g}\n", static_cast<double>(e.nodes));
  if (!e.on_devices)
    out.print(
        "memory: about {} a thread for half-boards and caches (the plan's estimate, not a bound), {} on {} with a "
        "record per unit; the process stays below {} (that, a third more and 64 MiB for the program)\n",
        byte_size(static_cast<double>(e.bytes_per_thread)), byte_size(static_cast<double>(e.memory_bytes)),
        plural(e.threads, "thread"), byte_size(static_cast<double>(e.memory_limit)));
  out.print("journal: about {}\n", byte_size(static_cast<double>(how.journal_bytes)));
  if (how.target_seconds > 0)
    out.print("to finish in {}: {} {}, as here\n", duration_text(how.target_seconds),
              plural(plan_batch(e, how.target_seconds).tasks, "MPI rank"),
              e.on_devices ? "with these GPUs each" : "of " + plural(e.threads, "thread") + " each");
  if (e.exact) return;
  if (e.blocks_sampled < trusted_blocks)
    out.print(
        "warning: {} sampled; at large n the pieces' counts are far apart, and so few can miss the few\n"
        "large ones that hold most of the work: the interval is not to be trusted. Sample for longer: {}.\n",
        plural(e.blocks_sampled, "block"), longer_sample(e));
  out.print(
      "(95 %: the sampling error and, for the times, 12 % of their value for the machine: ten counts of\n"
      "n = 18..22 strayed up to 11.6 % from their estimates; a busy or another machine can stray further)\n"
      "(left out: the search for the solutions fixed by rotation at the end, seconds to minutes on one thread)\n");
}

SampleWatch::SampleWatch(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted)
    : interrupted_(interrupted), heartbeat_(file, std::move(label), quiet) {}

bool SampleWatch::stop_requested() { return interrupted_ != nullptr && interrupted_->load(); }

void SampleWatch::finish() { heartbeat_.stop(); }

}  // namespace nqueens::io
