// The memory a count may plan on (src/core/memory, internal): cgroup limits read from fake
// /proc and /sys trees laid out as the kernel shows them under cgroup v2, v1 and both at once.
// A count inside a real cgroup's limit is in cgroup_cli_test.cpp.

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/memory.hpp"
#include "temp_dir.hpp"

namespace nqueens {
namespace {

constexpr std::uint64_t MiB = std::uint64_t{1} << 20;

// A fake root: writes `text` to root/`path`, creating its folders.
class FakeRoot {
 public:
  void write(const std::string& path, const std::string& text) const {
    const std::filesystem::path file = std::filesystem::path(dir_ / "") / path;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file) << text;
  }
  std::filesystem::path root() const { return dir_ / ""; }

 private:
  test::TempDir dir_;
};

// The limit read under root: `bytes`, set by `cgroup`.
void expect_limit(const FakeRoot& f, std::uint64_t bytes, const std::string& cgroup) {
  const auto limit = core::cgroup_memory_limit(f.root());
  ASSERT_TRUE(limit.has_value());
  EXPECT_EQ(limit->bytes, bytes);
  EXPECT_EQ(limit->cgroup, cgroup) << "not the deepest cgroup with the limit";
}

// A host with cgroup v2 alone, as systemd mounts it, this process deep in a Slurm job.
void lay_out_v2(const FakeRoot& f, const std::string& cgroup) {
  f.write("proc/self/mountinfo",
          "22 1 0:21 / / rw - ext4 /dev/vda1 rw\n"
          "30 22 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw,nsdelegate\n");
  f.write("proc/self/cgroup", "0::" + cgroup + "\n");
}

TEST(CgroupMemory, V2TakesTheTightestLimitAlongThePath) {
  FakeRoot f;
  lay_out_v2(f, "/system.slice/slurmstepd.scope/job_7/step_0/user/task_1");
  const std::string job = "sys/fs/cgroup/system.slice/slurmstepd.scope/job_7";
  f.write(job + "/memory.max", "1073741824\n");
  f.write(job + "/step_0/memory.max", "536870912\n");
  f.write(job + "/step_0/user/memory.max", "max\n");
  f.write(job + "/step_0/user/task_1/memory.max", "max\n");
  f.write("sys/fs/cgroup/system.slice/memory.max", "max\n");
  expect_limit(f, 512 * MiB, "/system.slice/slurmstepd.scope/job_7/step_0");
}

TEST(CgroupMemory, V2WithoutALimitHasNone) {
  FakeRoot f;
  lay_out_v2(f, "/user.slice/user-0.slice/session-1.scope");
  f.write("sys/fs/cgroup/user.slice/memory.max", "max\n");
  f.write("sys/fs/cgroup/user.slice/user-0.slice/memory.max", "max\n");
  EXPECT_FALSE(core::cgroup_memory_limit(f.root()).has_value());
  EXPECT_EQ(core::default_memory_budget(1, 1, f.root()), core::physical_memory_bytes() / 4);
  EXPECT_EQ(core::available_memory_bytes(f.root()), core::physical_memory_bytes());
}

// A container with its own cgroup namespace sees itself at the top, "0::/", with its limit there.
TEST(CgroupMemory, V2InsideACgroupNamespace) {
  FakeRoot f;
  lay_out_v2(f, "/");
  f.write("sys/fs/cgroup/memory.max", "268435456\n");
  expect_limit(f, 256 * MiB, "/");
}

// The layout of this project's build machine: v2 mounted beside v1, the memory controller on
// v1 (the v2 tree has no memory.max), and a mount whose top is a cgroup of its own.
TEST(CgroupMemory, V1MemoryControllerOfAHybridHost) {
  FakeRoot f;
  f.write("proc/self/mountinfo",
          "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
          "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
          "35 31 0:32 /outer /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
          "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n");
  f.write("proc/self/cgroup",
          "9:name=systemd:/\n"
          "4:memory:/outer/slurm/uid_0/job_7/step_batch\n"
          "1:cpu:/\n"
          "0::/\n");
  f.write("sys/fs/cgroup/unified/cgroup.procs", "1\n");
  const std::string memory = "sys/fs/cgroup/memory";
  f.write(memory + "/memory.limit_in_bytes", "9223372036854771712\n");
  f.write(memory + "/slurm/memory.limit_in_bytes", "9223372036854771712\n");
  f.write(memory + "/slurm/uid_0/job_7/memory.limit_in_bytes", "209715200\n");
  f.write(memory + "/slurm/uid_0/job_7/step_batch/memory.limit_in_bytes", "209715200\n");
  expect_limit(f, 200 * MiB, "/slurm/uid_0/job_7/step_batch");
}

TEST(CgroupMemory, V1UnlimitedAndMissingFilesAreNoLimit) {
  FakeRoot f;
  f.write("proc/self/mountinfo", "35 31 0:32 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n");
  f.write("proc/self/cgroup", "4:memory:/docker/abc\n");
  f.write("sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes", "9223372036854771712\n");
  EXPECT_FALSE(core::cgroup_memory_limit(f.root()).has_value());
  FakeRoot empty;
  EXPECT_FALSE(core::cgroup_memory_limit(empty.root()).has_value());
  FakeRoot garbled;
  lay_out_v2(garbled, "/a");
  garbled.write("sys/fs/cgroup/a/memory.max", "lots\n");
  EXPECT_FALSE(core::cgroup_memory_limit(garbled.root()).has_value());
}

TEST(CgroupMemory, BudgetWithinALimitLeavesRoomForTheProgram) {
  EXPECT_EQ(core::budget_within(96 * MiB), 24 * MiB);  // (96 - 64) * 3/4 = 24 = 96 / 4
  EXPECT_EQ(core::budget_within(32 * MiB), 8 * MiB);   // a quarter, below 96 MiB
  EXPECT_EQ(core::budget_within(4096 * MiB), 3024 * MiB);
}

TEST(CgroupMemory, RanksShareTheBudgetOfTheirCgroupAndNode) {
  FakeRoot f;
  lay_out_v2(f, "/job");
  f.write("sys/fs/cgroup/job/memory.max", std::to_string(400 * MiB) + "\n");
  const std::uint64_t quarter = core::physical_memory_bytes() / 4;
  ASSERT_GT(quarter, 300 * MiB) << "this machine has too little memory for the test";
  EXPECT_EQ(core::default_memory_budget(1, 1, f.root()), 252 * MiB);
  EXPECT_EQ(core::default_memory_budget(3, 3, f.root()), 84 * MiB);
  EXPECT_EQ(core::default_memory_budget(2, 1, f.root()), std::min(252 * MiB, quarter / 2));
  EXPECT_EQ(core::available_memory_bytes(f.root()), 400 * MiB);
  EXPECT_THROW(core::default_memory_budget(0, 1, f.root()), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
