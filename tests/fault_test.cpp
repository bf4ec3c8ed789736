// A journaled count meets the faults of real machines: the disk filling up under it, and a
// journal in a folder it may not write. Each ends with one line naming the problem, and the
// journal keeps every unit it had, so the count resumes to the exact total.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "nqueens/journal.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

// The file size limit (RLIMIT_FSIZE) fails the journal's writes with EFBIG, as a full disk fails
// them with ENOSPC, without privileges or a small file system.
TEST(Fault, DiskFullEndsTheCountWithOneLineAndTheJournalResumes) {
  // The fast engine on one thread counts n = 16 in 0.2 s (30 s under ThreadSanitizer), in 6435
  // units: the journal's rows take about 175 KiB, and a commit holds at most 4096 of them (half
  // a second's units or fewer), about 111 KiB. So the limit lets the first batch in, whatever
  // the speed of the machine, and stops the count at a later one.
  constexpr int n = 16;
  constexpr std::uint64_t limit = 140 * 1024;
  TempDir dir;
  const std::string journal = dir / "q16.db";
  const CliResult full =
      run_cli_with_file_limit(fmt::format("count {} --threads 1 --quiet --journal {}", n, journal), limit);
  EXPECT_EQ(full.status, 1) << full.err;
  EXPECT_EQ(full.out, "");
  EXPECT_EQ(
      full.err,
      fmt::format("nqueens: cannot write journal '{}': file too large (past the file size limit of the process)\n",
                  journal));

  const JournalSummary left = summarize_journal(journal);
  const std::uint64_t recorded = left.report.result.units_done;
  EXPECT_GT(recorded, 0u) << "no batch was committed before the limit";
  EXPECT_LT(recorded, left.header.unit_count) << "the limit did not stop the count";
  expect_resumes_exactly(n, "fast", journal, recorded);
}

// A folder that cannot be written is a read-only journal: SQLite creates its write-ahead log
// beside the file, so the count would fail at its first commit. It is refused up front instead.
TEST(Fault, JournalInAReadOnlyFolderIsRefusedAndKeepsItsUnits) {
  if (geteuid() == 0) GTEST_SKIP() << "running as root, which writes into folders whatever their permissions";
  TempDir dir;
  const std::string folder = dir / "results";
  ASSERT_EQ(mkdir(folder.c_str(), 0755), 0);
  const std::string journal = folder + "/q12.db";
  ASSERT_EQ(run_cli("count 12 --journal " + journal).status, 0);
  // Half the units gone, as from a count killed half-way.
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(journal.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, "DELETE FROM units WHERE id % 2 = 0", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
  const std::uint64_t recorded = summarize_journal(journal).report.result.units_done;
  ASSERT_GT(recorded, 0u);
  const std::string before = file_bytes(journal);

  ASSERT_EQ(chmod(folder.c_str(), 0555), 0);
  for (const std::string& file : {journal, folder + "/new.db"}) {
    const CliResult r = run_cli("count 12 --journal " + file);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, fmt::format("nqueens: cannot record units in journal '{}': its folder '{}' is not writable\n",
                                 file, folder));
  }
  EXPECT_TRUE(file_bytes(journal) == before) << "the journal was changed";
  const CliResult state = run_cli("journal " + journal + " --json");
  EXPECT_EQ(state.status, 0) << state.err;
  EXPECT_NE(state.out.find(fmt::format("\"units_done\":{}", recorded)), std::string::npos) << state.out;

  ASSERT_EQ(chmod(folder.c_str(), 0755), 0);
  expect_resumes_exactly(12, "fast", journal, recorded);
}

}  // namespace
}  // namespace nqueens::test
