// The journal's internals checked piece by piece: run::Journal, run::CommitBatcher and
// run::make_verifying_plan (internal, in src/run), core::plan_of_description (the plans journals
// name; internal, in src/core: this file builds into nqueens_internal_tests;
// journals, shards, merge and verification through the public API are in journal_test.cpp).

#include <gtest/gtest.h>

#include <sys/statfs.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/fast/fast_plan.hpp"
#include "core/plan_description.hpp"
#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/journal.hpp"
#include "oeis.hpp"
#include "run/commit_batcher.hpp"
#include "run/journal.hpp"
#include "run/journaled_count.hpp"
#include "temp_dir.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

// statfs stand-ins: a folder on NFS, on Lustre, and one statfs cannot tell.
int on_nfs(const char*, struct statfs* fs) {
  *fs = {};
  fs->f_type = 0x6969;
  return 0;
}
int on_lustre(const char*, struct statfs* fs) {
  *fs = {};
  fs->f_type = 0x0BD00BD0;
  return 0;
}
int unknown(const char*, struct statfs*) {
  errno = ENOSYS;
  return -1;
}

TEST(JournalFileSystem, NamesNetworkFileSystemsByTheirMagic) {
  EXPECT_EQ(run::network_file_system("/anywhere", on_nfs), "NFS");
  EXPECT_EQ(run::network_file_system("/anywhere", on_lustre), "Lustre");
  EXPECT_EQ(run::network_file_system("/anywhere", unknown), "");
  test::TempDir dir;
  EXPECT_EQ(run::network_file_system(dir / "", ::statfs), "") << "the tests' temporary folder is on a network";
}

// The first bytes of an SQLite file's header 18 and 19: 2 in WAL mode, 1 with a rollback journal.
int journal_mode_byte(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string header(20, '\0');
  in.read(header.data(), 20);
  return header[18];
}

// On a network file system the journal keeps SQLite's rollback journal (a WAL's shared-memory
// index is not shared between machines), and its writer's lock still keeps a second writer out.
TEST(JournalFileSystem, KeepsARollbackJournalOnANetworkFileSystem) {
  test::TempDir dir;
  const JournalHeader header{8, "fast n=8 splits/unit=1 parts=1", 70, {}};
  {
    auto j = run::Journal::open_for_count(dir / "nfs.db", header, on_nfs);
    EXPECT_EQ(j.network_file_system(), "NFS");
    j.begin_run(1, 1);
    j.record({3, 17, 40}, false);
    j.commit();
    EXPECT_FALSE(std::filesystem::exists(dir / "nfs.db-wal"));
    EXPECT_FALSE(std::filesystem::exists(dir / "nfs.db-shm"));
    EXPECT_EQ(journal_mode_byte(dir / "nfs.db"), 1);
    try {
      run::Journal::open_for_count(dir / "nfs.db", header, on_nfs);
      ADD_FAILURE() << "a second writer opened the journal";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("in use by another process"), std::string::npos) << e.what();
    }
    EXPECT_EQ(run::Journal::open_to_read(dir / "nfs.db").units().size(), 1u) << "a reader waits for no writer";
  }
  EXPECT_EQ(run::Journal::open_to_read(dir / "nfs.db").units().at(3).solutions, 17u);
  // The same journal on a local disk again: WAL while it is open.
  auto local = run::Journal::open_for_count(dir / "nfs.db", header, ::statfs);
  EXPECT_EQ(local.network_file_system(), "");
  local.record({4, 1, 1}, false);
  local.commit();
  EXPECT_TRUE(std::filesystem::exists(dir / "nfs.db-wal"));
  EXPECT_EQ(journal_mode_byte(dir / "nfs.db"), 2);
}

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

// A journal of n = 16 whose plan came in `parts` parts, as a run with another memory budget and
// other threads cuts it (at n <= 22 every budget that fits takes one part, so the journal is
// made here), holding its first `units` units. Returns the plan's description.
std::string journal_in_parts(const std::string& path, std::uint64_t parts, std::uint64_t units) {
  const auto plan = core::make_fast_plan_in_parts(16, parts, core::reflects_main_lines(16));
  auto j = run::Journal::open_for_count(path, {16, plan->description(), plan->unit_count(), {}});
  j.begin_run(1, 1);
  for (std::uint64_t id = 0; id < units; ++id) j.record(plan->count_unit(id), false);
  j.commit();
  return plan->description();
}

constexpr std::uint64_t KiB = 1024;

// A run resumed with other threads and memory than the run that made its journal (a requeued
// Slurm job on another node) was told the journal "belongs to another count": it made the plan
// of its own limits, of other units. It counts the journal's units, exactly.
TEST(JournaledCount, ResumesWithOtherThreadsAndMemory) {
  test::TempDir dir;
  const PlanLimits limits{.memory_bytes = std::uint64_t{1} << 30, .threads = 2};
  const std::string plan = journal_in_parts(dir / "j.db", 4, 300);
  ASSERT_NE(plan, make_count_plan(16, Engine::fast, limits)->description()) << "these limits make the same plan";
  RunOptions run;
  run.journal = dir / "j.db";
  const RunReport report = count_with_journal(16, {.limits = limits}, run);
  EXPECT_TRUE(report.result.complete());
  EXPECT_EQ(report.units_resumed, 300u);
  EXPECT_EQ(report.result.units_total, core::plan_of_description(plan)->unit_count());
  EXPECT_EQ(report.result.solutions, test::oeis_counts().at(16).solutions);
  EXPECT_EQ(report.result.fundamental, test::oeis_counts().at(16).fundamental);
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").header().plan, plan);
  EXPECT_EQ(report.limits.threads, 2);
  EXPECT_EQ(report.limits.memory_bytes, limits.memory_bytes);
}

// The units of a journal's plan in parts cannot be recounted one by one: --verify of it is bad
// input (it was std::logic_error, a bug, which the journal's fuzzer counts as a finding, once
// such a journal could be resumed).
TEST(JournaledCount, RefusesToVerifyAJournalOfParts) {
  test::TempDir dir;
  journal_in_parts(dir / "j.db", 4, 10);
  RunOptions run;
  run.journal = dir / "j.db";
  run.verify = true;
  expect_invalid_argument([&] { count_with_journal(16, {.limits = {.threads = 2}}, run); },
                          "are parts of splits and cannot be recounted one by one");
}

// A budget that holds the plan this run would make, but not the journal's, is refused naming the
// journal's plan, before anything is written.
TEST(JournaledCount, RefusesToResumeAPlanBeyondTheBudget) {
  test::TempDir dir;
  const std::string plan = journal_in_parts(dir / "j.db", 4, 10);
  const PlanLimits tight{.memory_bytes = 1200 * KiB, .threads = 1};
  ASSERT_NO_THROW(make_count_plan(16, Engine::fast, tight)) << "a plan of n = 16 needs more than the test thinks";
  RunOptions run;
  run.journal = dir / "j.db";
  try {
    count_with_journal(16, {.limits = tight}, run);
    FAIL() << "the plan '" << plan << "' was resumed within " << tight.memory_bytes << " bytes";
  } catch (const MemoryBudgetError& e) {
    EXPECT_NE(std::string(e.what()).find("holds the units of the plan '" + plan + "'"), std::string::npos) << e.what();
    EXPECT_EQ(e.budget_bytes(), tight.memory_bytes);
  }
  EXPECT_EQ(run::Journal::open_to_read(dir / "j.db").units().size(), 10u);
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
