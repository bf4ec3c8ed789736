#include "run/journaled_count.hpp"

#include <chrono>
#include <optional>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "core/parallel.hpp"
#include "core/plan_description.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/variants.hpp"
#include "text/wording.hpp"

namespace nqueens::run {

namespace {

// The engine's count of each unit, checked against the plan's independent recount.
class VerifyingPlan final : public CountPlan {
 public:
  explicit VerifyingPlan(const CountPlan& plan) : plan_(plan) {}
  int n() const override { return plan_.n(); }
  Rules rules() const override { return plan_.rules(); }
  std::optional<u128> fixed_by_rotation(int quarter_turns, SearchObserver* observer) const override {
    return plan_.fixed_by_rotation(quarter_turns, observer);
  }
  std::uint64_t unit_count() const override { return plan_.unit_count(); }
  std::string description() const override { return plan_.description(); }
  UnitCount recount_unit(std::uint64_t id) const override { return plan_.recount_unit(id); }

  UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const override {
    const UnitCount counted = plan_.count_unit(id, stop);
    // The recount runs to its end (the array kernel has no polls): a stop asked for by now
    // gives the unit up before it.
    if (core::stop_asked(stop)) throw StoppedError("stopped before the recount of a work unit, which is not counted");
    const UnitCount recounted = plan_.recount_unit(id);
    if (counted.solutions != recounted.solutions)
      throw VerificationError("verification failed: unit " + std::to_string(id) + " of '" + description() + "' has " +
                                  plural(counted.solutions, "solution") + " by the engine, " +
                                  to_string(recounted.solutions) + " by the independent recount",
                              id, counted.solutions, recounted.solutions);
    return counted;
  }

 private:
  const CountPlan& plan_;
};

// Sends each finished unit to the session (the journal) before the caller's observer sees it.
class SessionObserver final : public Observer {
 public:
  SessionObserver(CountSession& session, Observer* next) : session_(session), next_(next) {}
  void on_unit(const UnitCount& unit) override {
    session_.record(unit);
    if (next_) next_->on_unit(unit);
  }
  void on_progress(const CountResult& p) override {
    if (next_) next_->on_progress(p);
  }
  bool stop_requested() override { return next_ && next_->stop_requested(); }

 private:
  CountSession& session_;
  Observer* next_;
};

// The first word of a plan's description: its engine ("fast", "reference", "rules").
std::string engine_of(const std::string& description) { return description.substr(0, description.find(' ')); }

// The plan of a count: the journal's own where the journal holds units of this count cut
// otherwise. The fast engine cuts splits into parts to fit the memory budget on the threads of
// the run that makes the plan; a run that resumes the journal counts its units as they were
// cut, on whatever threads and memory it has (within them: MemoryBudgetError otherwise).
std::unique_ptr<CountPlan> plan_of_count(const Rules& rules, Engine engine, const RunOptions& run,
                                         const PlanLimits& limits) {
  auto plan = make_count_plan(rules, engine, limits);
  if (run.journal.empty()) return plan;
  const std::optional<std::string> recorded = Journal::recorded_plan(run.journal);
  if (!recorded || *recorded == plan->description() || engine_of(*recorded) != engine_of(plan->description()))
    return plan;
  std::unique_ptr<CountPlan> resumed;
  try {
    resumed = core::plan_of_description(*recorded, limits);
  } catch (const MemoryBudgetError& e) {
    throw MemoryBudgetError(
        fmt::format("journal '{}' holds the units of the plan '{}': {}", run.journal, *recorded, e.what()),
        e.needed_bytes(), e.budget_bytes(), e.threads());
  }
  // Another board's journal is refused by name when it is opened.
  return resumed && resumed->rules() == plan->rules() ? std::move(resumed) : std::move(plan);
}

}  // namespace

std::unique_ptr<CountPlan> make_verifying_plan(const CountPlan& plan) { return std::make_unique<VerifyingPlan>(plan); }

CountSession::CountSession(const Rules& rules, Engine engine, const RunOptions& run, int threads, int ranks,
                           const PlanLimits& limits)
    : run_(run), plan_(plan_of_count(rules, engine, run, limits)) {
  if (!run.shard.valid()) parse_shard(run.shard.text());  // throws, naming the accepted form
  if (!run.shard.whole() && run.journal.empty())
    throw std::invalid_argument("a shard needs a journal: each shard's units go to a journal that merge adds up");
  if (run.verify) verifying_plan_ = make_verifying_plan(*plan_);
  threads_ = core::counting_threads(work_plan(), threads);
  if (run.journal.empty()) return;
  journal_ = Journal::open_for_count(run.journal, {plan_->n(), plan_->description(), plan_->unit_count(), run.shard});
  done_ = journal_->units();
  resumed_ = done_.size();
  journal_->begin_run(threads_, ranks);
  batcher_ = std::make_unique<CommitBatcher>(*journal_);
}

CountSession::~CountSession() = default;

const CountPlan& CountSession::work_plan() const { return verifying_plan_ ? *verifying_plan_ : *plan_; }

std::vector<std::uint64_t> CountSession::todo() const {
  std::vector<std::uint64_t> ids;
  for (std::uint64_t id = run_.shard.index; id < plan_->unit_count(); id += run_.shard.count) {
    const auto it = done_.find(id);
    if (it == done_.end() || (run_.verify && !it->second.verified)) ids.push_back(id);
  }
  core::put_in_counting_order(ids);
  return ids;
}

void CountSession::record(const UnitCount& unit) {
  const auto it = done_.find(unit.id);
  if (run_.verify && it != done_.end() && it->second.solutions != unit.solutions)
    throw VerificationError("verification failed: unit " + std::to_string(unit.id) + " of '" + plan_->description() +
                                "' has " + plural(it->second.solutions, "solution") + " in journal '" + run_.journal +
                                "', " + to_string(unit.solutions) + " counted again",
                            unit.id, it->second.solutions, unit.solutions);
  if (batcher_) batcher_->record(unit, run_.verify);
  done_[unit.id] = {unit.solutions, unit.nodes, run_.verify};
}

RunReport CountSession::report(double seconds, SearchObserver* observer) {
  if (batcher_) {
    batcher_->flush();
    batcher_.reset();
  }
  RunReport r;
  r.rules = plan_->rules();
  r.shard = run_.shard;
  r.units_selected = run_.shard.size(plan_->unit_count());
  r.units_resumed = resumed_;
  r.journaled = journal_.has_value();
  r.result.units_total = plan_->unit_count();
  for (const auto& [id, unit] : done_) {
    r.result += unit.count(id);
    r.units_verified += unit.verified;
  }
  r.result.seconds = seconds;
  if (r.result.complete()) complete_symmetric_counts(*plan_, r.result, journal_ ? &*journal_ : nullptr, observer);
  return r;
}

void complete_symmetric_counts(const CountPlan& plan, CountResult& result, Journal* journal, SearchObserver* observer) {
  auto fixed = [&](const char* key, int quarter_turns) -> std::optional<u128> {
    if (journal)
      if (const auto recorded = journal->total(key)) return *recorded;
    const std::optional<u128> value = plan.fixed_by_rotation(quarter_turns, observer);
    if (journal && value) journal->set_total(key, *value);
    return value;
  };
  const std::optional<u128> p180 = fixed("fixed_by_rotate180", 2);
  if (p180) return set_recorded_symmetric_counts(plan.n(), result, *p180, *fixed("fixed_by_rotate90", 1), journal);
  try {
    check_totals(result);  // no fundamental count: the sums are checked all the same
  } catch (const std::logic_error& e) {
    if (journal == nullptr) throw;
    throw std::invalid_argument("journal '" + journal->path() + "' is damaged: " + e.what());
  }
}

void set_recorded_symmetric_counts(int n, CountResult& result, u128 fixed_by_rotate180, u128 fixed_by_rotate90,
                                   const Journal* journal) {
  try {
    set_symmetric_counts(n, result, fixed_by_rotate180, fixed_by_rotate90);
  } catch (const std::logic_error& e) {
    if (journal == nullptr) throw;
    throw std::invalid_argument("journal '" + journal->path() + "' is damaged: " + e.what());
  }
}

}  // namespace nqueens::run

namespace nqueens {

RunReport count_with_journal(int n, const CountOptions& options, const RunOptions& run) {
  core::require_board_size(n, max_count_n, "count");  // the rules' engine would take a classic board of n > 32
  return count_with_journal(classic_rules(n), options, run);
}

RunReport count_with_journal(const Rules& rules, const CountOptions& options, const RunOptions& run) {
  CountOptions resolved = options;
  resolved.limits = resolved_limits(options.limits);
  // A GPU count's threads, when not given, are its plan's slots for units (two a device), which
  // only the plan knows (CountPlan::device_slots).
  if (options.engine == Engine::gpu) resolved.limits.threads = options.limits.threads;
  if (!run.any()) {
    RunReport report;
    report.rules = rules;
    report.result = count(rules, resolved);
    report.units_selected = report.result.units_total;
    report.limits = resolved.limits;
    return report;
  }
  const auto start = std::chrono::steady_clock::now();
  run::CountSession session(rules, options.engine, run, resolved.limits.threads, 1, resolved.limits);
  run::SessionObserver observer(session, options.observer);
  count_units(session.work_plan(), session.todo(), session.threads(), &observer);
  RunReport report =
      session.report(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), options.observer);
  report.limits = resolved.limits;
  report.limits.threads = session.threads();
  return report;
}

}  // namespace nqueens
