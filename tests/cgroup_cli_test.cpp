// Counts inside a real cgroup with a memory limit, as Slurm's --mem, Docker's --memory and
// systemd's MemoryMax make one: the default budget follows the limit, so the count is not
// killed, and the ranks of nqueens-mpi share it. The test makes a child cgroup where the machine
// lets it (root, a memory controller in cgroup v2 or v1) and skips, saying why, elsewhere; the
// reading of the cgroup files is checked on fake trees in memory_internal_test.cpp.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens::test {
namespace {

constexpr std::uint64_t MiB = std::uint64_t{1} << 20;

std::string first_line(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

bool write_file(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file);
  out << text << std::flush;
  return static_cast<bool>(out);
}

// A child cgroup of the top of the memory hierarchy with a memory limit, removed at scope exit
// (once the processes put in it have ended). Where the machine has no memory controller that
// this process may write to, why() says so and nothing is made.
class MemoryCgroup {
 public:
  explicit MemoryCgroup(std::uint64_t limit) {
    const std::string name = fmt::format("nqueens-test-{}", getpid());
    const std::filesystem::path v2 = "/sys/fs/cgroup", v1 = "/sys/fs/cgroup/memory";
    std::string limit_file;
    if (first_line(v2 / "cgroup.controllers").find("memory") != std::string::npos) {
      // The top cgroup may hold processes and still hand its controllers down.
      write_file(v2 / "cgroup.subtree_control", "+memory");
      path_ = v2 / name;
      limit_file = "memory.max";
    } else if (std::filesystem::exists(v1 / "memory.limit_in_bytes")) {
      path_ = v1 / name;
      limit_file = "memory.limit_in_bytes";
    } else {
      why_ = "no memory controller under /sys/fs/cgroup (cgroup v2 or v1)";
      return;
    }
    std::error_code error;
    if (!std::filesystem::create_directory(path_, error)) {
      why_ = fmt::format("cannot make the cgroup {}: {}", path_.string(), error ? error.message() : "it exists");
      path_.clear();
      return;
    }
    if (!write_file(path_ / limit_file, std::to_string(limit)) ||
        first_line(path_ / limit_file) != std::to_string(limit))
      why_ = fmt::format("cannot set {} in {}", limit_file, path_.string());
    write_file(path_ / "memory.swap.max", "0");  // v2: past the limit, killed rather than swapped
  }
  ~MemoryCgroup() {
    if (!path_.empty()) rmdir(path_.c_str());
  }
  MemoryCgroup(const MemoryCgroup&) = delete;
  MemoryCgroup& operator=(const MemoryCgroup&) = delete;

  // Empty once the cgroup is ready.
  const std::string& why() const { return why_; }
  // `command` run by a shell that has moved itself into the cgroup.
  std::string run(const std::string& command) const {
    return fmt::format("echo $$ > {}/cgroup.procs && exec {}", path_.string(), command);
  }

 private:
  std::filesystem::path path_;
  std::string why_;
};

// Skips unless the machine lets the test make a cgroup, and where sanitizers' shadow memory
// would not fit the limits.
#define REQUIRE_MEMORY_CGROUP(cgroup)                                                                           \
  if (test::sanitized()) GTEST_SKIP() << "a sanitizer's shadow memory does not fit the limits these tests set"; \
  if (!(cgroup).why().empty()) GTEST_SKIP() << "no memory cgroup for the test: " << (cgroup).why();             \
  static_assert(true)

// 64 MiB: n = 17 on 3 threads holds 90 MiB with caches sized by a budget of 1 GiB (a quarter of
// the machine's memory was the default), and about 42 MiB within the cgroup's budget of 16 MiB
// (a quarter of the limit; measured in round eighteen, bench/history/fast-engine.md).
TEST(CgroupCli, CountsWithinTheLimitWhereTheMachinesBudgetIsKilled) {
  const MemoryCgroup cgroup(64 * MiB);
  REQUIRE_MEMORY_CGROUP(cgroup);
  const CliResult within = run_shell(cgroup.run(fmt::format("{} count 17 --threads 3 --detail --json", NQUEENS_CLI)));
  EXPECT_EQ(within.status, 0) << within.err;
  EXPECT_NE(within.out.find(oeis_json(17)), std::string::npos) << within.out;
  EXPECT_NE(within.out.find(fmt::format("\"memory_budget\":{}", 16 * MiB)), std::string::npos) << within.out;
  const CliResult beyond = run_shell(cgroup.run(fmt::format("{} count 17 --threads 3 --memory 1G", NQUEENS_CLI)));
  EXPECT_EQ(beyond.status, 128 + 9) << "a count of 90 MiB was not killed in a cgroup of 64 MiB\n" << beyond.out;
}

#ifdef NQUEENS_MPI_CLI
// Two ranks in one cgroup of 256 MiB: each plans on half of its budget of 144 MiB, where each
// took the whole of what rank 0 had.
TEST(CgroupCli, MpiRanksShareTheLimit) {
  const MemoryCgroup cgroup(256 * MiB);
  REQUIRE_MEMORY_CGROUP(cgroup);
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  setenv("OMPI_MCA_rmaps_base_oversubscribe", "1", 1);
  setenv("OMPI_MCA_hwloc_base_binding_policy", "none", 1);
  const CliResult r =
      run_shell(cgroup.run(fmt::format("mpirun -np 2 {} 14 --detail --json --threads 1", NQUEENS_MPI_CLI)));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(oeis_json(14)), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"ranks\":2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(fmt::format("\"memory_budget\":{}", 72 * MiB)), std::string::npos) << r.out;
}
#endif

}  // namespace
}  // namespace nqueens::test
