#include "nqueens/count.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "nqueens/engine/count_plan.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

void expect_oeis_counts(Engine engine, int first, int last) {
  for (int n = first; n <= last; ++n) {
    const CountResult r = count(n, {.engine = engine, .limits = {.threads = 2}});
    EXPECT_TRUE(r.complete());
    EXPECT_EQ(r.solutions, test::oeis_counts().at(n).solutions) << "n = " << n;
    EXPECT_EQ(r.fundamental, test::oeis_counts().at(n).fundamental) << "n = " << n;
  }
}

// Under the sanitizers up to 14: n = 15 and 16 run the same code ten times longer, a third of
// those jobs' test time; the release job counts them.
int largest_checked_n() { return test::sanitized() ? 14 : 16; }
TEST(Count, ReferenceMatchesOeisUpTo16) { expect_oeis_counts(Engine::reference, 1, largest_checked_n()); }
TEST(Count, FastMatchesOeisUpTo16) { expect_oeis_counts(Engine::fast, 1, largest_checked_n()); }

// n = 17 and 18 on both engines: minutes, so only under the ctest label `slow`, which sets
// NQUEENS_SLOW (tests/CMakeLists.txt).
bool slow_tests_asked() { return std::getenv("NQUEENS_SLOW") != nullptr; }
TEST(SlowCount, ReferenceMatchesOeis17And18) {
  if (!slow_tests_asked()) GTEST_SKIP() << "run with the ctest label slow (scripts/test slow)";
  expect_oeis_counts(Engine::reference, 17, 18);
}
TEST(SlowCount, FastMatchesOeis17And18) {
  if (!slow_tests_asked()) GTEST_SKIP() << "run with the ctest label slow (scripts/test slow)";
  expect_oeis_counts(Engine::fast, 17, 18);
}

TEST(Count, RotationFixedMatchesOeis) {
  for (int n = 1; n <= 16; ++n) {
    EXPECT_EQ(count_fixed_by_rotation(n, 2), test::oeis_symmetric().at(n).fixed_by_rotate180) << "n = " << n;
    EXPECT_EQ(count_fixed_by_rotation(n, 1), test::oeis_symmetric().at(n).fixed_by_rotate90) << "n = " << n;
  }
}

TEST(Count, ThreadCountChangesNothing) {
  for (Engine engine : {Engine::reference, Engine::fast}) {
    const CountResult one = count(12, {.engine = engine, .limits = {.threads = 1}});
    const CountResult three = count(12, {.engine = engine, .limits = {.threads = 3}});
    EXPECT_EQ(one.solutions, three.solutions);
    EXPECT_EQ(one.nodes, three.nodes);
    EXPECT_GT(one.nodes, 0u);
  }
}

TEST(CountPlan, UnitsAddUpAndAreStable) {
  for (Engine engine : {Engine::reference, Engine::fast}) {
    const auto plan = make_count_plan(11, engine);
    const auto again = make_count_plan(11, engine);
    EXPECT_EQ(plan->description(), again->description());
    EXPECT_EQ(plan->unit_count(), again->unit_count());
    EXPECT_NE(plan->description(), make_count_plan(12, engine)->description());
    u128 total = 0;
    for (std::uint64_t id = 0; id < plan->unit_count(); ++id) {
      const UnitCount u = plan->count_unit(id);
      EXPECT_EQ(u.id, id);
      EXPECT_EQ(u.solutions, again->count_unit(id).solutions);
      total += u.solutions;
    }
    EXPECT_EQ(total, test::oeis_counts().at(11).solutions);
    EXPECT_THROW(plan->count_unit(plan->unit_count()), std::out_of_range);
  }
  EXPECT_NE(make_count_plan(11, Engine::reference)->description(), make_count_plan(11, Engine::fast)->description());
}

TEST(CountUnits, RunsTheUnitsAskedFor) {
  const auto plan = make_count_plan(10);
  const std::vector<std::uint64_t> ids = {5, 0, 3};
  const auto units = count_units(*plan, ids, 2, nullptr);
  ASSERT_EQ(units.size(), 3u);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    EXPECT_EQ(units[i].id, ids[i]);
    EXPECT_EQ(units[i].solutions, plan->count_unit(ids[i]).solutions);
  }
}

// Sees a count: each unit (on_unit), each progress call (on_progress), and stops it once it has
// seen `units` units.
class StopAfter final : public Observer {
 public:
  explicit StopAfter(std::uint64_t units) : units_(units) {}
  void on_unit(const UnitCount& unit) override {
    ++units_seen;
    unit_solutions += unit.solutions;
  }
  void on_progress(const CountResult& p) override { calls.push_back(p); }
  bool stop_requested() override { return units_seen >= units_; }
  std::uint64_t units_seen = 0;
  u128 unit_solutions = 0;
  std::vector<CountResult> calls;

 private:
  std::uint64_t units_;
};

// on_unit comes for every unit; on_progress on time (it came for every unit: 6435 calls for
// Q(16)): at most one per quarter second, the first a quarter second in, and a last one with the
// totals of the whole.
TEST(Count, ObserverSeesEveryUnitAndProgressOnTime) {
  StopAfter never(~std::uint64_t(0));
  const auto start = std::chrono::steady_clock::now();
  const CountResult r = count(largest_checked_n(), {.limits = {.threads = 2}, .observer = &never});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(r.complete());
  EXPECT_EQ(never.units_seen, r.units_total);
  EXPECT_EQ(never.unit_solutions, r.solutions);
  ASSERT_GE(never.calls.size(), 1u);
  EXPECT_LE(static_cast<double>(never.calls.size()), seconds * 4 + 2) << seconds << " s";
  for (std::size_t i = 0; i + 1 < never.calls.size(); ++i)
    EXPECT_GE(never.calls[i].seconds, 0.25 * static_cast<double>(i + 1) - 1e-6) << i;
  const CountResult& last = never.calls.back();
  EXPECT_EQ(last.units_total, r.units_total);
  EXPECT_EQ(last.units_done, r.units_total);
  EXPECT_EQ(last.solutions, r.solutions);
  EXPECT_EQ(last.nodes, r.nodes);
}

TEST(Count, ObserverCanStopTheCount) {
  StopAfter early(3);
  const CountResult r = count(13, {.limits = {.threads = 1}, .observer = &early});
  EXPECT_FALSE(r.complete());
  EXPECT_EQ(r.units_done, 3u);
  EXPECT_LT(r.solutions, test::oeis_counts().at(13).solutions);
  EXPECT_EQ(r.fundamental, 0u);
  // A stopped count's last progress call shows the units it finished.
  ASSERT_FALSE(early.calls.empty());
  EXPECT_EQ(early.calls.back().units_done, 3u);
  EXPECT_EQ(early.calls.back().solutions, r.solutions);
}

// An observer that fails while threads count: its exception reaches the caller (it ended the
// process through std::terminate when stop_requested() threw on a worker thread).
class FailingStop final : public Observer {
 public:
  bool stop_requested() override {
    if (++polls_ > 3) throw std::runtime_error("the stop check failed");
    return false;
  }

 private:
  int polls_ = 0;
};

TEST(Count, AnObserverThatThrowsStopsTheCount) {
  FailingStop failing;
  EXPECT_THROW(count(12, {.limits = {.threads = 2}, .observer = &failing}), std::runtime_error);
}

// The sums' checks: a unit lost and another counted twice leave units_done right but not the
// ids' sum; a total changed outside += (an overflow, a lost carry) disagrees with its residue.
TEST(CountResult, ChecksCatchALostUnitAndABrokenSum) {
  const auto plan = make_count_plan(10, Engine::reference);
  std::vector<UnitCount> units;
  for (std::uint64_t id = 0; id < plan->unit_count(); ++id) units.push_back(plan->count_unit(id));
  auto total = [&](const std::vector<UnitCount>& us) {
    CountResult r;
    r.units_total = plan->unit_count();
    for (const UnitCount& u : us) r += u;
    return r;
  };
  auto fails_with = [](CountResult r, u128 p180, const std::string& words) {
    try {
      set_symmetric_counts(10, r, p180, 0);
      ADD_FAILURE() << "no error; expected one that says '" << words << "'";
    } catch (const std::logic_error& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  CountResult whole = total(units);
  set_symmetric_counts(10, whole, 12, 0);  // P180(10) = 12, R90(10) = 0 (OEIS A032522, A033148)
  EXPECT_EQ(whole.fundamental, 92u);
  fails_with(whole, 0, "is not a multiple of 8");  // 724 + 0 + 0
  std::vector<UnitCount> doubled = units;
  doubled[1] = doubled[2];
  fails_with(total(doubled), 12, "a unit is missing and another counted twice");
  CountResult overflowed = total(units);
  overflowed.solutions += u128{1} << 64;  // as a sum in 64 bits would lose it
  fails_with(overflowed, 12, "disagrees with its sum modulo 2^61 - 1");
  // The same checks for a count without a fundamental count (rules the symmetries change).
  EXPECT_NO_THROW(check_totals(total(units)));
  EXPECT_THROW(check_totals(total(doubled)), std::logic_error);
  EXPECT_THROW(check_totals(overflowed), std::logic_error);
}

TEST(Count, AResultOfNoPlanIsNotComplete) {
  EXPECT_FALSE(CountResult{}.complete());
  EXPECT_TRUE(count(4).complete());
}

TEST(Count, RejectsBadArguments) {
  EXPECT_THROW(count(0), std::invalid_argument);
  EXPECT_THROW(count(-1), std::invalid_argument);
  EXPECT_THROW(count(33), std::invalid_argument);
  EXPECT_THROW(count(8, {.limits = {.threads = -1}}), std::invalid_argument);
  EXPECT_THROW(count_fixed_by_rotation(8, 3), std::invalid_argument);
  EXPECT_THROW(make_count_plan(0), std::invalid_argument);
  EXPECT_THROW(count_units(*make_count_plan(8), {0}, -1, nullptr), std::invalid_argument);
  // The front ends take their bound from max_threads; the library refuses past it too.
  expect_invalid_argument([] { count(8, {.limits = {.threads = max_threads + 1}}); },
                          "the number of threads must be from 0 (every CPU) to 4096, got 4097");
  expect_invalid_argument([] { count_units(*make_count_plan(8), {0}, max_threads + 1, nullptr); }, "to 4096, got 4097");
  EXPECT_EQ(resolved_limits({.threads = max_threads}).threads, max_threads);
}

}  // namespace
}  // namespace nqueens
