// The journal's internals checked piece by piece: run::Journal, run::CommitBatcher and
// run::make_verifying_plan (internal, in src/run), core::plan_of_description (the plans journals
// name; internal, in src/core: this file builds into nqueens_internal_tests;
// journals, shards, merge and verification through the public API are in journal_test.cpp).

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/fast/fast_plan.hpp"
#include "core/plan_description.hpp"
#include "nqueens/count.hpp"
#include "nqueens/journal.hpp"
#include "run/commit_batcher.hpp"
#include "run/journal.hpp"
#include "run/journaled_count.hpp"
#include "temp_dir.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

TEST(Journal, KeepsCountsBeyond64Bits) {
  test::TempDir dir;
  const JournalHeader header{8, "fast n=8 splits/unit=1 parts=1", 70, {}};
  const u128 big = (u128(1) << 100) + 7;
  {
    auto j = run::Journal::open_for_count(dir / "j.db", header);
    j.begin_run(2, 1);
    j.record({3, big, ~std::uint64_t(0)}, true);
    j.set_total("fixed_by_rotate90", big);
  }
  const auto j = run::Journal::open_to_read(dir / "j.db");
  const auto units = j.units();
  ASSERT_EQ(units.size(), 1u);
  EXPECT_EQ(units.at(3).solutions, big);
  EXPECT_EQ(units.at(3).nodes, ~std::uint64_t(0));
  EXPECT_TRUE(units.at(3).verified);
  EXPECT_EQ(j.total("fixed_by_rotate90"), big);
  EXPECT_EQ(j.header().plan, "fast n=8 splits/unit=1 parts=1");
}

TEST(Journal, WritesRecordedUnitsOnlyWhenCommitted) {
  test::TempDir dir;
  auto j = run::Journal::open_for_count(dir / "j.db", {8, "fast n=8 splits/unit=1 parts=1", 70, {}});
  j.begin_run(1, 1);
  j.record({0, 5, 9}, false);
  j.record({2, 7, 9}, false);
  EXPECT_EQ(j.pending(), 2u);
  EXPECT_TRUE(run::Journal::open_to_read(dir / "j.db").units().empty());
  j.commit();
  EXPECT_EQ(j.pending(), 0u);
  const auto units = run::Journal::open_to_read(dir / "j.db").units();
  ASSERT_EQ(units.size(), 2u);
  EXPECT_EQ(units.at(2).solutions, 7u);
}

TEST(CommitBatcher, CommitsWithinItsIntervalWithoutFurtherUnits) {
  test::TempDir dir;
  auto j = run::Journal::open_for_count(dir / "j.db", {8, "fast n=8 splits/unit=1 parts=1", 70, {}});
  j.begin_run(1, 1);
  run::CommitBatcher batcher(j, std::chrono::milliseconds(50));
  batcher.record({1, 3, 4}, false);
  // The unit waits for its batch's interval, then the clock thread commits it.
  for (int i = 0; i < 200 && run::Journal::open_to_read(dir / "j.db").units().empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").units().size(), 1u);
}

TEST(CommitBatcher, CommitsAFullBatchAtOnce) {
  test::TempDir dir;
  auto j = run::Journal::open_for_count(dir / "j.db", {8, "fast n=8 splits/unit=1 parts=1", 70, {}});
  j.begin_run(1, 1);
  run::CommitBatcher batcher(j, std::chrono::hours(1), 3);
  batcher.record({0, 1, 1}, false);
  batcher.record({1, 1, 1}, false);
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").units().size(), 0u);
  batcher.record({2, 1, 1}, false);
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").units().size(), 3u);
  batcher.record({3, 1, 1}, false);
  batcher.flush();
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").units().size(), 4u);
}

// Every plan the engines make is read back from its description (journals name their units by
// it), and nothing else is: a forged plan of n = 24 made summarize count for minutes.
TEST(PlanOfDescription, ReadsBackEveryPlanAndNoOther) {
  for (int n = 1; n <= max_count_n; ++n) {
    std::vector<std::unique_ptr<CountPlan>> plans;
    for (const std::uint64_t parts : {1, 2, 64, 4096}) {
      plans.push_back(core::make_fast_plan_in_parts(n, parts, false));
      plans.push_back(core::make_fast_plan_in_parts(n, parts, true));
    }
    if (n <= 18) plans.push_back(make_count_plan(n, Engine::reference));
    for (const auto& plan : plans) {
      const auto read = core::plan_of_description(plan->description());
      ASSERT_NE(read, nullptr) << plan->description();
      EXPECT_EQ(read->description(), plan->description());
      EXPECT_EQ(read->n(), n);
      EXPECT_EQ(read->unit_count(), plan->unit_count()) << plan->description();
    }
  }
  for (const char* forged :
       {"fast n=6 splits/unit=1 n=24 =1", "fast n=16 splits/unit=1 parts=1", "fast n=8 splits/unit=1 parts=3",
        "fast n=8 splits/unit=1 parts=0", "fast n=8 splits/unit=1 parts=8192", "fast n=0 splits/unit=1 parts=1",
        "fast n=33 splits/unit=1 parts=1", "fast n=08 splits/unit=1 parts=1", "fast  n=8 splits/unit=1 parts=1",
        "fast n=8 splits/unit=1 parts=1 ", "reference n=12 depth=9", "reference n=0 depth=1", "test n=30", ""})
    EXPECT_EQ(core::plan_of_description(forged), nullptr) << forged;
}

// A plan whose engine miscounts one unit, as a bug in a fast kernel would.
class MiscountingPlan final : public CountPlan {
 public:
  MiscountingPlan(int n, std::uint64_t wrong) : plan_(make_count_plan(n)), wrong_(wrong) {}
  int n() const override { return plan_->n(); }
  std::uint64_t unit_count() const override { return plan_->unit_count(); }
  std::string description() const override { return plan_->description(); }
  UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const override {
    UnitCount u = plan_->count_unit(id, stop);
    if (id == wrong_) u.solutions += 2;
    return u;
  }
  UnitCount recount_unit(std::uint64_t id) const override { return plan_->recount_unit(id); }

 private:
  std::unique_ptr<CountPlan> plan_;
  std::uint64_t wrong_;
};

TEST(Verify, AMismatchNamesTheUnit) {
  const MiscountingPlan plan(11, 17);
  const auto verifying = run::make_verifying_plan(plan);
  EXPECT_NO_THROW(verifying->count_unit(16));
  try {
    verifying->count_unit(17);
    FAIL() << "the miscounted unit passed verification";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("unit 17 "), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace nqueens
