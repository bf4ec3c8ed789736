// Reading journals back: one journal's state, and shard journals added up.

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>

#include "core/plan_description.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/journal.hpp"
#include "run/journal.hpp"
#include "run/journaled_count.hpp"

namespace nqueens {

namespace {

// The part of a count one journal holds: its units' totals, the time spent on them, and how
// many of them an independent recount confirmed. `units` are the journal's (Journal::units(),
// read once: millions of rows take seconds).
RunReport journal_part(const run::Journal& journal, const std::map<std::uint64_t, run::JournalUnit>& units) {
  RunReport part;
  part.result.units_total = journal.header().unit_count;
  for (const auto& [id, unit] : units) {
    part.result += unit.count(id);
    part.units_verified += unit.verified;
  }
  part.result.seconds = journal.timing().seconds;
  return part;
}

// The plan whose units a journal holds: one an engine makes, or Journal::open_to_read refused
// the journal.
std::unique_ptr<CountPlan> plan_of(const JournalHeader& header) { return core::plan_of_description(header.plan); }

// Adds a journal's part to a report.
void add_part(RunReport& report, const RunReport& part) {
  report.result += part.result;
  report.units_verified += part.units_verified;
  report.units_resumed = report.result.units_done;  // every unit done comes from a journal
}

// Completes a report that holds every unit of the journals' plan with the rotation-fixed counts
// a journal recorded, or computes them (none where the plan's board has no fundamental count).
// Totals that fail their checks here come from the journals' rows: they are damaged.
void complete(const CountPlan& plan, RunReport& report, const std::vector<run::Journal>& journals) {
  for (const run::Journal& j : journals) {
    const auto p180 = j.total("fixed_by_rotate180");
    const auto r90 = j.total("fixed_by_rotate90");
    if (p180 && r90) return run::set_recorded_symmetric_counts(plan.n(), report.result, *p180, *r90, &j);
  }
  try {
    run::complete_symmetric_counts(plan, report.result, nullptr, nullptr);
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::logic_error& e) {
    throw std::invalid_argument(journals.size() == 1
                                    ? "journal '" + journals.front().path() + "' is damaged: " + e.what()
                                    : std::string("the journals are damaged: ") + e.what());
  }
}

}  // namespace

JournalSummary summarize_journal(const std::string& path) {
  std::vector<run::Journal> journal;
  journal.push_back(run::Journal::open_to_read(path));
  JournalSummary s;
  s.header = journal[0].header();
  s.timing = journal[0].timing();
  RunReport& r = s.report;
  r.shard = s.header.shard;
  r.units_selected = s.header.shard.size(s.header.unit_count);
  add_part(r, journal_part(journal[0], journal[0].units()));
  const auto plan = plan_of(s.header);
  r.rules = plan->rules();
  if (r.result.complete()) complete(*plan, r, journal);
  return s;
}

MergeResult merge_journals(const std::vector<std::string>& paths) {
  if (paths.empty()) throw std::invalid_argument("merge needs at least one journal");
  std::vector<run::Journal> journals;
  journals.reserve(paths.size());
  for (const auto& path : paths) journals.push_back(run::Journal::open_to_read(path));

  MergeResult m;
  m.header = journals[0].header();
  m.header.shard = {};
  std::map<Shard, std::string, decltype([](const Shard& a, const Shard& b) {
             return std::pair(a.count, a.index) < std::pair(b.count, b.index);
           })>
      shards;
  std::map<std::uint64_t, const std::string*> owner;
  RunReport& r = m.report;
  for (const run::Journal& j : journals) {
    const JournalHeader& h = j.header();
    if (h.n != m.header.n || h.plan != m.header.plan || h.unit_count != m.header.unit_count)
      throw std::invalid_argument(fmt::format("journal '{}' belongs to another count: it holds '{}', '{}' holds '{}'",
                                              j.path(), h.plan, journals[0].path(), m.header.plan));
    if (const auto [it, fresh] = shards.emplace(h.shard, j.path()); !fresh)
      throw std::invalid_argument(
          fmt::format("shard {} is given twice: '{}' and '{}'", h.shard.text(), it->second, j.path()));
    const auto units = j.units();
    for (const auto& [id, unit] : units)
      if (const auto [it, fresh] = owner.emplace(id, &j.path()); !fresh)
        throw std::invalid_argument(
            fmt::format("unit {} is in both '{}' and '{}': the journals overlap", id, *it->second, j.path()));
    add_part(r, journal_part(j, units));
  }
  r.units_selected = m.header.unit_count;
  for (std::uint64_t id = 0; id < m.header.unit_count; ++id)
    if (!owner.contains(id)) m.missing.push_back(id);
  const std::uint64_t k = shards.begin()->first.count;
  if (std::all_of(shards.begin(), shards.end(), [k](const auto& s) { return s.first.count == k; }))
    for (std::uint64_t i = 0; i < k; ++i)
      if (!shards.contains({i, k})) m.missing_shards.push_back({i, k});
  const auto plan = plan_of(m.header);
  r.rules = plan->rules();
  if (r.result.complete()) complete(*plan, r, journals);
  return m;
}

}  // namespace nqueens
