#include "nqueens/io/count_writer.hpp"

#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

#include "io/count_json.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

namespace {

// JSON numbers hold totals that fit in 64 bits; larger ones are written as strings.
nlohmann::ordered_json json_count(u128 v) {
  if (v <= ~std::uint64_t(0)) return static_cast<std::uint64_t>(v);
  return fmt::format("{}", v);
}

// One line of JSON. The journal's path and plan come from outside (a file name, the journal's
// bytes) and need not be UTF-8, which JSON text must be: an invalid byte becomes U+FFFD rather
// than an exception (it made `nqueens journal --json` fail with exit 1).
std::string json_line(const nlohmann::ordered_json& j) {
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

// Units per second over the time spent, and the seconds the units left take at that rate; none
// once every unit is done or before any is.
std::optional<std::pair<double, double>> journal_rate(const JournalState& s) {
  const RunReport& r = s.report;
  const std::uint64_t done = r.result.units_done;
  if (done >= r.units_selected || done == 0 || s.seconds <= 0) return std::nullopt;
  const double rate = static_cast<double>(done) / s.seconds;
  return std::pair{rate, static_cast<double>(r.units_selected - done) / rate};
}

void write_text(Output& out, int n, const RunReport& report, const CountWriting& how) {
  const CountResult& r = report.result;
  out.print("n = {}\n", n);
  if (!is_classic(report.rules)) out.print("rules: {}\n", describe(report.rules));
  if (!r.complete() && !how.partial.empty())
    out.print("PARTIAL ({}): solutions of the finished work units: {}\n", how.partial, r.solutions);
  else
    out.print("solutions: {}\n", r.solutions);
  if (r.complete() && keeps_symmetries(report.rules)) out.print("fundamental: {}\n", r.fundamental);
  if (!report.shard.whole()) out.print("shard: {}\n", report.shard.text());
  if (!r.complete() || (how.detail && r.units_total > 0))
    out.print("units done: {} of {}\n", r.units_done, report.units_selected);
  if (report.units_verified > 0) out.print("units verified: {}\n", report.units_verified);
  if (!how.detail) return;
  if (r.complete() && keeps_symmetries(report.rules))
    out.print("fixed by 180° rotation: {}\nfixed by 90° rotation: {}\n", r.fixed_by_rotate180, r.fixed_by_rotate90);
  out.print("nodes: {}\nseconds: {:.3f}\n", r.nodes, r.seconds);
  if (report.journaled) out.print("units resumed from the journal: {}\n", report.units_resumed);
  if (report.limits.threads > 0)
    out.print("threads: {}, memory budget: {}{}\n", report.limits.threads,
              byte_size(static_cast<double>(report.limits.memory_bytes)), report.ranks > 0 ? " on rank 0" : "");
  if (report.ranks > 0) out.print("MPI ranks: {}\n", report.ranks);
}

}  // namespace

nlohmann::ordered_json count_json(int n, const RunReport& report, const CountWriting& how) {
  const CountResult& r = report.result;
  const bool units = !r.complete() || (how.detail && r.units_total > 0);
  nlohmann::ordered_json j;
  j["n"] = n;
  if (!is_classic(report.rules)) j["rules"] = describe(report.rules);
  j["solutions"] = json_count(r.solutions);
  if (r.complete() && keeps_symmetries(report.rules)) j["fundamental"] = json_count(r.fundamental);
  if (!r.complete()) j["complete"] = false;
  if (!r.complete() && !how.partial.empty()) j["partial"] = true;
  if (!report.shard.whole()) j["shard"] = report.shard.text();
  if (units) {
    j["units_done"] = r.units_done;
    j["units"] = report.units_selected;
  }
  if (report.units_verified > 0) j["units_verified"] = report.units_verified;
  if (how.detail) {
    if (r.complete() && keeps_symmetries(report.rules)) {
      j["fixed_by_rotate180"] = json_count(r.fixed_by_rotate180);
      j["fixed_by_rotate90"] = json_count(r.fixed_by_rotate90);
    }
    j["nodes"] = r.nodes;
    j["seconds"] = r.seconds;
    if (report.journaled) j["units_resumed"] = report.units_resumed;
    if (report.limits.threads > 0) {
      j["threads"] = report.limits.threads;
      j["memory_budget"] = report.limits.memory_bytes;
    }
    if (report.ranks > 0) j["ranks"] = report.ranks;
  }
  return j;
}

void write_count(Output& out, int n, const RunReport& report, const CountWriting& how) {
  if (how.json)
    out.write(json_line(count_json(n, report, how)));
  else
    write_text(out, n, report, how);
}

void write_journal_state(Output& out, const JournalState& state, const CountWriting& how) {
  const auto rate = journal_rate(state);
  if (how.json) {
    nlohmann::ordered_json j{{"journal", state.path}, {"plan", state.plan}};
    j.update(count_json(state.n, state.report, how));
    j["seconds"] = state.seconds;
    j["runs"] = state.runs;
    if (rate) {
      j["units_per_second"] = rate->first;
      j["eta_seconds"] = rate->second;
    }
    out.write(json_line(j));
    return;
  }
  out.print("journal: {}\nplan: {}\n", state.path, state.plan);
  write_text(out, state.n, state.report, how);
  out.print("time spent: {} in {}\n", duration_text(state.seconds), plural(state.runs, "run"));
  if (rate) out.print("rate: {:.3g} units/s, ETA {} at this rate\n", rate->first, duration_text(rate->second));
}

std::string duration_text(double seconds) {
  if (seconds < 60) return fmt::format("{:.1f} s", seconds);
  // Past 10^18 s (a journal's times come from its file; a rate from them may be tiny), and for
  // infinity or NaN, no whole number of seconds converts: the days in floating point.
  if (!(seconds < 1e18)) return fmt::format("{:.3g} d", seconds / 86400);
  const auto s = static_cast<std::uint64_t>(std::llround(seconds));
  if (s < 3600) return fmt::format("{} min {} s", s / 60, s % 60);
  if (s < 86400) return fmt::format("{} h {} min", s / 3600, s % 3600 / 60);
  return fmt::format("{} d {} h", s / 86400, s % 86400 / 3600);
}

}  // namespace nqueens::io
