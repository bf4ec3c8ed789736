// Journals, shards, merge and verification through the public API (the journal's internals
// are checked in journal_internal_test.cpp).

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/journal.hpp"
#include "oeis.hpp"
#include "temp_dir.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

RunOptions journaled(const std::string& path, Shard shard = {}) {
  RunOptions run;
  run.journal = path;
  run.shard = shard;
  return run;
}

// Stops a count after `limit` units, as Ctrl-C would.
class StopAfterUnits final : public Observer {
 public:
  explicit StopAfterUnits(std::uint64_t limit) : limit_(limit) {}
  void on_unit(const UnitCount&) override { ++seen_; }
  bool stop_requested() override { return seen_ >= limit_; }

 private:
  std::uint64_t limit_;
  std::uint64_t seen_ = 0;
};

TEST(Shard, ParsesOnlyValidShards) {
  EXPECT_EQ(parse_shard("0/1"), (Shard{0, 1}));
  EXPECT_EQ(parse_shard("3/8"), (Shard{3, 8}));
  for (const char* bad : {"", "1", "8/8", "-1/4", "1/0", "a/4", "1/4x", "1//4", " 1/4"})
    EXPECT_THROW(parse_shard(bad), std::invalid_argument) << bad;
}

TEST(Shard, PartitionsTheUnits) {
  for (std::uint64_t k = 1; k <= 5; ++k) {
    std::uint64_t sizes = 0;
    for (std::uint64_t id = 0; id < 23; ++id) {
      int owners = 0;
      for (std::uint64_t i = 0; i < k; ++i) owners += Shard{i, k}.contains(id);
      EXPECT_EQ(owners, 1) << id << " of " << k;
    }
    for (std::uint64_t i = 0; i < k; ++i) sizes += Shard{i, k}.size(23);
    EXPECT_EQ(sizes, 23u);
  }
}

TEST(Journal, RefusesAnotherCount) {
  test::TempDir dir;
  count_with_journal(10, {.limits = {.threads = 2}}, journaled(dir / "j.db"));
  try {
    count_with_journal(11, {.limits = {.threads = 2}}, journaled(dir / "j.db"));
    FAIL() << "a journal of n = 10 was accepted for n = 11";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("belongs to another count"), std::string::npos) << e.what();
  }
  EXPECT_THROW(count_with_journal(10, {.limits = {.threads = 2}}, journaled(dir / "j.db", {1, 2})),
               std::invalid_argument);
}

TEST(JournaledCount, ResumesWhereAStoppedRunEnded) {
  test::TempDir dir;
  StopAfterUnits stop(20);
  const auto first = count_with_journal(13, {.limits = {.threads = 2}, .observer = &stop}, journaled(dir / "j.db"));
  EXPECT_FALSE(first.result.complete());
  EXPECT_GE(first.result.units_done, 20u);
  EXPECT_LT(first.result.units_done, first.result.units_total);

  const auto second = count_with_journal(13, {.limits = {.threads = 2}}, journaled(dir / "j.db"));
  EXPECT_TRUE(second.result.complete());
  EXPECT_EQ(second.units_resumed, first.result.units_done);
  EXPECT_EQ(second.result.units_done, second.result.units_total);
  EXPECT_EQ(second.result.solutions, test::oeis_counts().at(13).solutions);
  EXPECT_EQ(second.result.fundamental, test::oeis_counts().at(13).fundamental);
  EXPECT_EQ(second.result.nodes, count(13, {.limits = {.threads = 2}}).nodes);
}

TEST(Journal, AShardThatDoesNotExistIsRefusedBeforeTheJournalIsWritten) {
  test::TempDir dir;
  for (const Shard bad : {Shard{3, 2}, Shard{0, 0}}) {
    try {
      count_with_journal(10, {.limits = {.threads = 2}}, journaled(dir / "j.db", bad));
      ADD_FAILURE() << "shard " << bad.text() << " was counted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("0 <= I < K"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "j.db")) << "a journal was written for shard " << bad.text();
  }
}

TEST(Merge, ShardsAddUpToTheWholeCount) {
  test::TempDir dir;
  const std::uint64_t k = 3;
  std::vector<std::string> paths;
  for (std::uint64_t i = 0; i < k; ++i) {
    paths.push_back(dir / fmt::format("s{}.db", i));
    const auto shard = count_with_journal(12, {.limits = {.threads = 2}}, journaled(paths.back(), {i, k}));
    EXPECT_FALSE(shard.result.complete());
    EXPECT_EQ(shard.result.units_done, shard.units_selected);
  }
  const MergeResult m = merge_journals(paths);
  EXPECT_TRUE(m.report.result.complete());
  EXPECT_TRUE(m.missing.empty());
  EXPECT_EQ(m.report.result.solutions, test::oeis_counts().at(12).solutions);
  EXPECT_EQ(m.report.result.fundamental, test::oeis_counts().at(12).fundamental);
  EXPECT_EQ(m.report.result.nodes, count(12, {.limits = {.threads = 2}}).nodes);

  const MergeResult partial = merge_journals({paths[0], paths[2]});
  EXPECT_FALSE(partial.report.result.complete());
  EXPECT_EQ(partial.missing_shards, (std::vector<Shard>{{1, 3}}));
  EXPECT_EQ(partial.missing.size(), Shard({1, 3}).size(m.header.unit_count));

  EXPECT_THROW(merge_journals({paths[0], paths[1], paths[1]}), std::invalid_argument);
  const std::string half = dir / "half.db";
  count_with_journal(12, {.limits = {.threads = 2}}, journaled(half, {0, 2}));
  EXPECT_THROW(merge_journals({paths[0], half}), std::invalid_argument);  // unit 0 in both
  const std::string other = dir / "other.db";
  count_with_journal(11, {.limits = {.threads = 2}}, journaled(other));
  EXPECT_THROW(merge_journals({paths[0], other}), std::invalid_argument);
}

TEST(Verify, IndependentRecountAgreesWithTheEngine) {
  for (int n = 1; n <= 12; ++n) {
    const auto plan = make_count_plan(n);
    for (std::uint64_t id = 0; id < plan->unit_count(); ++id)
      EXPECT_EQ(plan->recount_unit(id).solutions, plan->count_unit(id).solutions) << "n = " << n << ", unit " << id;
  }
  RunOptions verify;
  verify.verify = true;
  const auto report = count_with_journal(12, {.limits = {.threads = 2}}, verify);
  EXPECT_EQ(report.units_verified, report.result.units_total);
  EXPECT_EQ(report.result.solutions, test::oeis_counts().at(12).solutions);
}

}  // namespace
}  // namespace nqueens
