// nqueens-mpi under mpirun: exact counts with 2 and 3 ranks, and resuming a killed job.
// Skipped only when MPI was not found at configure time.

#include <fcntl.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

#include "background.hpp"
#include "cli_runner.hpp"
#include "nqueens/journal.hpp"
#include "oeis.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

#ifdef NQUEENS_MPI_CLI
// Open MPI's settings for tests: run as root (containers), more ranks than cores, and ranks
// that use more than one core (the counting threads).
void set_open_mpi_environment() {
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  setenv("OMPI_MCA_rmaps_base_oversubscribe", "1", 1);
  setenv("OMPI_MCA_hwloc_base_binding_policy", "none", 1);
}

std::string mpirun(int ranks, const std::string& args) {
  return fmt::format("mpirun -np {} {} {}", ranks, NQUEENS_MPI_CLI, args);
}

// The JSON of a complete count of n by `ranks` ranks, as nqueens-mpi --json --detail prints it.
void expect_exact_count(int ranks, int n, const CliResult& r) {
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(fmt::format("{{\"n\":{},{}", n, oeis_json(n))), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(fmt::format("\"ranks\":{}}}", ranks)), std::string::npos) << "wrong number of ranks\n" << r.out;
}

class Mpi : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override { set_open_mpi_environment(); }
};

TEST_P(Mpi, CountsExactly) {
  const int ranks = GetParam();
  for (int n = 12; n <= 15; ++n)
    expect_exact_count(ranks, n, run_shell(mpirun(ranks, fmt::format("{} --json --detail", n))));
}

INSTANTIATE_TEST_SUITE_P(Ranks, Mpi, ::testing::Values(2, 3));

// Units pass through batches both ways: every one is counted, recounted and recorded once.
TEST(Mpi, VerifiesEveryUnitThroughAJournal) {
  set_open_mpi_environment();
  TempDir dir;
  const CliResult r = run_shell(mpirun(3, fmt::format("14 --verify --journal {} --json --detail", dir / "q14.db")));
  expect_exact_count(3, 14, r);
  const JournalSummary journal = summarize_journal(dir / "q14.db");
  EXPECT_EQ(journal.report.result.units_done, journal.header.unit_count);
  EXPECT_EQ(journal.report.units_verified, journal.header.unit_count) << "a unit was not verified";
}

// Progress as `nqueens count` shows it, from rank 0 alone (the other ranks have no observer).
TEST(MpiCli, ShowsProgressOnRankZeroUnlessQuiet) {
  set_open_mpi_environment();
  // The reference engine takes seconds at n = 16 (the fast one under a second at n = 17, too
  // short for progress, which shows after the first second).
  const std::string count = "16 --engine reference --json --detail";
  const CliResult shown = run_shell(mpirun(2, count));
  expect_exact_count(2, 16, shown);
  EXPECT_NE(shown.err.find("count 16: "), std::string::npos) << shown.err;
  std::istringstream lines(shown.err);
  for (std::string line; std::getline(lines, line);)
    EXPECT_EQ(line.rfind("count 16: ", 0), 0u) << "not a progress line: " << line;
  const CliResult quiet = run_shell(mpirun(2, count + " --quiet"));
  expect_exact_count(2, 16, quiet);
  EXPECT_EQ(quiet.err, "");
}

TEST(MpiCli, TakesTheEngineAndTheMemoryBudget) {
  set_open_mpi_environment();
  expect_exact_count(2, 13, run_shell(mpirun(2, "13 --engine reference --json --detail")));
  // A budget of its own (parts of splits are tested in fast_engine_test), and one too small.
  expect_exact_count(2, 14, run_shell(mpirun(2, "14 --memory 1M --json --detail")));
  const CliResult tiny = run_shell(mpirun(2, "27 --memory 1K"));
  EXPECT_EQ(tiny.status, 2);
  EXPECT_EQ(tiny.out, "");
  EXPECT_NE(tiny.err.find("nqueens-mpi: the fast engine needs at least"), std::string::npos) << tiny.err;
  const CliResult engine = run_shell(mpirun(2, "12 --engine slow"));
  EXPECT_EQ(engine.status, 2);
  EXPECT_NE(engine.err.find("--engine"), std::string::npos) << engine.err;
}

// Waits until the job has recorded some units in its journal. mpirun takes about a second to
// start the ranks; a few hundred units are done by then.
void wait_for_units(const std::string& journal, std::uint64_t units) {
  for (int waited = 0; waited < 200; ++waited) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    try {
      if (summarize_journal(journal).report.result.units_done >= units) return;
    } catch (const std::invalid_argument&) {  // not created yet
    }
  }
  FAIL() << "the job recorded fewer than " << units << " units in 10 s";
}

// Whether a process holds a lock on part of the file that `fd` reads (a writer's lock on its
// journal).
bool locked(int fd) {
  struct flock lock {};
  lock.l_type = F_RDLCK;
  lock.l_whence = SEEK_SET;  // l_start = l_len = 0: the whole file
  return fcntl(fd, F_OFD_GETLK, &lock) != 0 || lock.l_type != F_UNLCK;
}

// Waits until rank 0 has let go of the journal: the ranks are not our children, and rank 0 is
// gone once its lock on the journal is.
void wait_for_rank_zero_to_end(const std::string& journal) {
  const int fd = open(journal.c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  for (int waited = 0; locked(fd); ++waited) {
    ASSERT_LT(waited, 200) << "rank 0 survived the job";
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  close(fd);
}

// A job stopped mid-count resumes from its journal to the exact count of n = 16, counting only
// the units the journal lacks.
void expect_resumes_exactly(const std::string& journal) {
  const JournalSummary stopped = summarize_journal(journal);
  const std::uint64_t recorded = stopped.report.result.units_done;
  EXPECT_GT(recorded, 0u);
  EXPECT_LT(recorded, stopped.header.unit_count) << "the job was not stopped mid-count";
  const CliResult resumed =
      run_shell(mpirun(3, fmt::format("16 --engine reference --journal {} --json --detail", journal)));
  expect_exact_count(3, 16, resumed);
  EXPECT_NE(resumed.out.find(fmt::format("\"units_resumed\":{}", recorded)), std::string::npos) << resumed.out;
}

// The reference engine takes seconds for n = 16 on one thread a rank (the fast engine a
// fraction of one), so the job is still counting when it is killed.
std::string killable_job(const std::string& journal) {
  return mpirun(3, fmt::format("16 --engine reference --threads 1 --journal {}", journal));
}

TEST(MpiJournal, KilledJobResumes) {
  set_open_mpi_environment();
  TempDir dir;
  const std::string journal = dir / "q16.db";
  {
    Background job(killable_job(journal) + " >/dev/null 2>&1");
    wait_for_units(journal, 50);
    job.kill(SIGKILL);
    EXPECT_EQ(job.wait(), 128 + SIGKILL) << "the job ended before it was killed";
  }
  wait_for_rank_zero_to_end(journal);
  expect_resumes_exactly(journal);
}

// The process of MPI rank `rank` among `processes`: Open MPI gives each rank its number in the
// environment.
pid_t rank_process(const std::vector<pid_t>& processes, int rank) {
  const std::string marker = fmt::format("OMPI_COMM_WORLD_RANK={}", rank);
  for (pid_t p : processes) {
    std::ifstream environ(fmt::format("/proc/{}/environ", p), std::ios::binary);
    for (std::string entry; std::getline(environ, entry, '\0');)
      if (entry == marker) return p;
  }
  return -1;
}

// A worker rank that dies (the OOM killer, a node failing) ends the whole job with an error
// that names it; the units it held were never recorded, so the resumed job counts them again.
TEST(MpiJournal, KilledWorkerEndsTheJobAndItResumes) {
  set_open_mpi_environment();
  TempDir dir;
  const std::string journal = dir / "q16.db";
  const std::string err = dir / "err";
  {
    Background job(killable_job(journal) + " >/dev/null 2>" + err);
    wait_for_units(journal, 50);
    const pid_t worker = rank_process(job.processes(), 1);
    ASSERT_GT(worker, 0) << "no process of rank 1";
    ASSERT_EQ(kill(worker, SIGKILL), 0);
    const std::optional<int> status = job.wait_for(std::chrono::seconds(30));
    ASSERT_TRUE(status.has_value()) << "the job went on without its worker";
    EXPECT_NE(*status, 0);
  }
  std::ifstream in(err);
  const std::string message((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(message.find("rank 1"), std::string::npos) << message;
  EXPECT_NE(message.find("exited on signal 9"), std::string::npos) << message;
  wait_for_rank_zero_to_end(journal);
  expect_resumes_exactly(journal);
}

// Rank 0's disk filling up ends the job with one line: the workers give up the units they hold
// (tag_give_up) rather than count them for a job that has failed, and the journal resumes.
// Rank 0 alone runs under a file size limit, set by a shell (`ulimit -f`, 512-byte blocks)
// that also ignores SIGXFSZ, so that its journal's writes fail with EFBIG as on a full disk:
// limiting mpirun would fail Open MPI's own files, and it resets SIGXFSZ in the ranks.
TEST(MpiJournal, DiskFullOnRankZeroEndsTheJobWithOneLineAndItResumes) {
  set_open_mpi_environment();
  TempDir dir;
  const std::string journal = dir / "q16.db";
  // The job of killable_job, whose 1118 units of seconds in all leave each worker units in hand
  // when rank 0 fails: 60 KiB of journal (WAL included) hold a few hundred of them.
  const std::string rank_zero_limited = fmt::format(
      "sh -c 'if [ \"$OMPI_COMM_WORLD_RANK\" = 0 ]; then ulimit -f {}; trap \"\" XFSZ; fi; exec \"$0\" \"$@\"' {}",
      60 * 1024 / 512, NQUEENS_MPI_CLI);
  const CliResult full = run_shell(fmt::format("mpirun -np 3 {} 16 --engine reference --threads 1 --quiet --journal {}",
                                               rank_zero_limited, journal));
  EXPECT_EQ(full.status, 1) << full.err;
  EXPECT_EQ(full.out, "");
  EXPECT_NE(full.err.find(fmt::format("nqueens-mpi: cannot write journal '{}': file too large", journal)),
            std::string::npos)
      << full.err;
  expect_resumes_exactly(journal);
}

TEST(MpiJournal, RefusesABadJournalWithOneLine) {
  set_open_mpi_environment();
  TempDir dir;
  const std::string text = dir / "text.db";
  std::ofstream(text) << "not a journal\n";
  const CliResult r = run_shell(mpirun(2, "12 --journal " + text));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("nqueens-mpi: '" + text + "' is not an nqueens journal"), std::string::npos) << r.err;
}
#else
TEST(Mpi, SkippedWithoutMpi) { GTEST_SKIP() << "MPI was not found when nqueens was configured"; }
#endif

}  // namespace
}  // namespace nqueens::test
