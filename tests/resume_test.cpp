// A journaled count killed with SIGKILL at up to 20 random moments resumes to the exact result.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>

#include "background.hpp"
#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "nqueens/journal.hpp"
#include "oeis.hpp"
#include "temp_dir.hpp"
#include "test_util.hpp"

namespace nqueens::test {
namespace {

TEST(Resume, SurvivesKillNineAtRandomMoments) {
  constexpr int n = 16;
  TempDir dir;
  const std::string journal = dir / "q16.db";
  // The reference engine on one thread takes 5 to 7 s for n = 16 (the fast engine would be done
  // in 0.2 s). A run keeps only the units it finished half a second before its kill (the
  // journal commits every half second). How much the runs keep depends on the machine's speed,
  // so the kills stop once half the units are in: the other half (2.5 to 3.5 s here) outlasts
  // the longest delay (1.5 s) unless the machine is about twice as fast, and every kill after
  // the first lands mid-count.
  const std::string command = fmt::format(
      "exec {} count {} --engine reference --threads 1 --journal {} >/dev/null 2>&1", NQUEENS_CLI, n, journal);
  // A failure names its seed; NQUEENS_RESUME_SEED=<seed> runs the same delays again.
  const char* given = std::getenv("NQUEENS_RESUME_SEED");
  const unsigned seed = given ? static_cast<unsigned>(std::stoul(given)) : std::random_device{}();
  std::mt19937 random(seed);
  std::printf("[   SEED   ] %u (NQUEENS_RESUME_SEED=%u repeats these kills)\n", seed, seed);
  SCOPED_TRACE(fmt::format("seed {}", seed));
  // Up to 20 kills: the first lands while the journal is being created; the others anywhere in
  // the count's first half. Units are committed in batches every half second, so a run killed sooner may commit
  // none; the 1.5 s run commits some for sure.
  std::vector<int> delays_ms{1500};
  for (int k = 0; k < 18; ++k) delays_ms.push_back(std::uniform_int_distribution(100, 700)(random));
  std::shuffle(delays_ms.begin(), delays_ms.end(), random);
  delays_ms.insert(delays_ms.begin(), 5);

  std::uint64_t units_before = 0;
  int kills_mid_count = 0;  // those after the journal's tables were committed
  for (int delay : delays_ms) {
    Background count(command);
    std::this_thread::sleep_for(std::chrono::milliseconds(delay));
    count.kill(SIGKILL);
    ASSERT_EQ(count.wait(), 128 + SIGKILL) << "the count ended before the kill after " << delay << " ms";
    std::uint64_t units = 0;
    try {
      units = summarize_journal(journal).report.result.units_done;
    } catch (const std::invalid_argument& e) {  // killed before the journal's tables were committed
      EXPECT_EQ(units_before, 0u) << e.what();
      continue;
    }
    EXPECT_GE(units, units_before) << "the journal lost units";
    units_before = units;
    ++kills_mid_count;
    if (2 * units >= summarize_journal(journal).header.unit_count) break;
  }
  EXPECT_GE(kills_mid_count, 3) << "too few kills landed mid-count";
  EXPECT_GT(units_before, 0u) << "no unit was recorded before the last kill";
  EXPECT_LT(units_before, summarize_journal(journal).header.unit_count) << "the kills did not interrupt the count";

  expect_resumes_exactly(n, "reference", journal, units_before);

  const auto unit_count = summarize_journal(journal).header.unit_count;
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open_v2(journal.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* rows = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT count(*), count(DISTINCT id) FROM units", -1, &rows, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(rows), SQLITE_ROW);
  EXPECT_EQ(static_cast<std::uint64_t>(sqlite3_column_int64(rows, 0)), unit_count) << "one row per unit";
  EXPECT_EQ(static_cast<std::uint64_t>(sqlite3_column_int64(rows, 1)), unit_count) << "each unit once";
  sqlite3_finalize(rows);
  sqlite3_close(db);
}

}  // namespace
}  // namespace nqueens::test
