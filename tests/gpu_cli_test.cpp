// The GPU engine through the tools, without a GPU: with no driver, `--engine gpu` and
// `nqueens devices` say so in one line; through the test driver (tests/fake_cuda, which runs the
// kernels on the CPU) the same counts, journal, shards, merge, verification, estimate, Ctrl-C
// and MPI ranks as the CPU engines.

#include <dlfcn.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "background.hpp"
#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "nqueens/journal.hpp"
#include "oeis.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

// The launcher of a tool run on the test driver with `devices` devices, and more variables.
std::string on_test_driver(int devices, const std::string& more = "") {
  return fmt::format("env NQUEENS_CUDA_DRIVER={} NQUEENS_FAKE_CUDA_DEVICES={} {}", NQUEENS_FAKE_CUDA, devices, more);
}

// The tests that count on the test driver need the kernels in this build (clang with NVPTX).
class GpuCli : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::string(NQUEENS_GPU_ARCH).empty()) GTEST_SKIP() << "this build carries no GPU kernels";
  }
};

// One line on stderr, exit status 1, nothing on stdout.
void expect_runtime_error(const CliResult& r, const std::string& line) {
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, line + "\n");
}

TEST(GpuUnavailable, WithoutADriverSaysSoInOneLine) {
  if (void* driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) {
    dlclose(driver);
    GTEST_SKIP() << "this machine has an NVIDIA driver";
  }
  expect_runtime_error(run_cli("devices", "", "env -u NQUEENS_CUDA_DRIVER"),
                       "nqueens: no NVIDIA driver (libcuda.so.1) found");
  expect_runtime_error(run_cli("count 8 --engine gpu", "", "env -u NQUEENS_CUDA_DRIVER"),
                       "nqueens: no NVIDIA driver (libcuda.so.1) found");
  EXPECT_EQ(run_cli("count 8 --json", "", "env -u NQUEENS_CUDA_DRIVER").status, 0) << "the CPU engines need no driver";
}

TEST(GpuUnavailable, WithoutADeviceSaysSoInOneLine) {
  expect_runtime_error(run_cli("devices", "", on_test_driver(0)), "nqueens: no CUDA device");
  expect_runtime_error(run_cli("count 8 --engine gpu", "", on_test_driver(0)), "nqueens: no CUDA device");
}

TEST_F(GpuCli, ListsTheDevices) {
  const CliResult text = run_cli("devices", "", on_test_driver(2));
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out.substr(0, text.out.find('\n')),
            "NVIDIA driver for CUDA 12.8; the GPU engine's kernels: PTX for " NQUEENS_GPU_ARCH);
  EXPECT_NE(text.out.find("\ndevice 1: nqueens test driver device 1, 2 multiprocessors, 1.0 GiB, compute capability "
                          "8.0, PCI 0000:02:00.0\n"),
            std::string::npos)
      << text.out;
  const CliResult json = run_cli("devices --json", "", on_test_driver(2));
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find(R"({"ordinal":1,"name":"nqueens test driver device 1","multiprocessors":2,)"),
            std::string::npos)
      << json.out;
}

TEST_F(GpuCli, CountsExactlyOnEveryDeviceOrThoseChosen) {
  for (const std::string devices : {"", " --devices 1", " --devices 1,0"}) {
    const CliResult r = run_cli("count 12 --engine gpu --json --detail" + devices, "", on_test_driver(2));
    EXPECT_EQ(r.status, 0) << devices << "\n" << r.err;
    EXPECT_NE(r.out.find(oeis_json(12)), std::string::npos) << devices << "\n" << r.out;
  }
  const CliResult missing = run_cli("count 12 --engine gpu --devices 2", "", on_test_driver(2));
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "nqueens: there is no CUDA device 2: this machine has 2, devices 0 to 1\n");
  expect_usage_error("count 12 --devices 0", "--devices needs --engine gpu");
  expect_usage_error("count 12 --engine gpu --torus", "the GPU engine counts the classic board only");
}

// Shards counted on the GPU, merged and read on a machine without one (no driver named).
TEST_F(GpuCli, ShardsMergeWithoutAGpu) {
  TempDir dir;
  for (int shard = 0; shard < 2; ++shard) {
    const CliResult r = run_cli(
        fmt::format("count 12 --engine gpu --shard {}/2 --journal {} -q", shard, dir / fmt::format("s{}.db", shard)),
        "", on_test_driver(1));
    ASSERT_EQ(r.status, 0) << r.err;
  }
  const CliResult merged = run_cli(fmt::format("merge {} {} --json --detail", dir / "s0.db", dir / "s1.db"), "",
                                   "env -u NQUEENS_CUDA_DRIVER");
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_NE(merged.out.find(oeis_json(12)), std::string::npos) << merged.out;
  const JournalSummary s = summarize_journal(dir / "s0.db");
  EXPECT_EQ(s.header.plan, "gpu n=12 depth=2");
}

TEST_F(GpuCli, VerifiesEachUnitOnTheCpu) {
  TempDir dir;
  const CliResult r = run_cli(fmt::format("count 12 --engine gpu --verify --journal {} --json --detail", dir / "v.db"),
                              "", on_test_driver(1));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(oeis_json(12)), std::string::npos) << r.out;
  const JournalSummary s = summarize_journal(dir / "v.db");
  EXPECT_EQ(s.report.units_verified, s.header.unit_count);
}

TEST_F(GpuCli, EstimatesOnTheGpu) {
  const CliResult r = run_cli("count 12 --engine gpu --estimate --sample 1", "", on_test_driver(1));
  EXPECT_EQ(r.status, 0) << r.err;
  // A sample of every piece counts the whole instead, and prints its exact totals.
  EXPECT_EQ(r.out.rfind("n = 12\nsolutions: 14200\nfundamental: 1787\ncounted whole in ", 0), 0u) << r.out;
  EXPECT_NE(r.out.find(" on the GPUs, 2 units at a time, since a sample of 7 blocks ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("plan: gpu n=12 depth=2 (55 work units), kernels ptx " NQUEENS_GPU_ARCH " on CUDA device 0"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\nnodes: 428143\n"), std::string::npos) << r.out;
}

TEST_F(GpuCli, DriverFailuresExitOneNamingTheCall) {
  expect_runtime_error(run_cli("count 10 --engine gpu", "", on_test_driver(1, "NQUEENS_FAKE_CUDA_FAIL=launch")),
                       "nqueens: CUDA driver: cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED (unspecified launch "
                       "failure)");
}

// Ctrl-C stops a GPU count within a second, prints the finished units marked PARTIAL, and the
// same command resumes the journal to the exact count. The test driver waits 5 ms a launch, and
// one thread counts a unit at a time: the count of n = 13 (553 units) lasts seconds on any
// machine.
TEST_F(GpuCli, CtrlCStopsWithinASecondAndTheJournalResumes) {
  TempDir dir;
  const std::string journal = dir / "q13.db";
  Background run(fmt::format("exec {} {} count 13 --engine gpu --threads 1 --journal {} >{} 2>{}",
                             on_test_driver(1, "NQUEENS_FAKE_CUDA_LAUNCH_MS=5"), NQUEENS_CLI, journal, dir / "out",
                             dir / "err"));
  // Until the progress line shows (after a second), so that units are in the journal.
  const auto patience = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (file_bytes(dir / "err").find("count 13: ") == std::string::npos && std::chrono::steady_clock::now() < patience)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const auto sent = std::chrono::steady_clock::now();
  run.kill(SIGINT);
  const std::optional<int> status = run.wait_for(std::chrono::seconds(3));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  ASSERT_TRUE(status.has_value()) << "still counting 3 s after Ctrl-C";
  ASSERT_EQ(*status, 130) << file_bytes(dir / "err");
  EXPECT_LT(seconds, 1.0);
  EXPECT_NE(file_bytes(dir / "out").find("PARTIAL"), std::string::npos) << file_bytes(dir / "out");
  const JournalSummary partial = summarize_journal(journal);
  EXPECT_GT(partial.report.result.units_done, 0u);
  EXPECT_LT(partial.report.result.units_done, partial.header.unit_count);
  expect_resumes_exactly(13, "gpu", journal, partial.report.result.units_done, on_test_driver(1));
}

#ifdef NQUEENS_MPI_CLI
// One rank per GPU: two ranks of a node with two devices take one each. The test driver waits
// 5 ms a launch, so that the count (553 units) outlasts the ranks' start and both ranks count.
TEST_F(GpuCli, MpiRanksTakeADeviceEach) {
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  setenv("OMPI_MCA_rmaps_base_oversubscribe", "1", 1);
  setenv("OMPI_MCA_hwloc_base_binding_policy", "none", 1);
  TempDir dir;
  const CliResult r =
      run_shell(fmt::format("{} NQUEENS_FAKE_CUDA_LAUNCH_MS=5 NQUEENS_FAKE_CUDA_LOG={} mpirun -np 2 {} 13 --engine gpu "
                            "--json --detail",
                            on_test_driver(2), dir / "launches", NQUEENS_MPI_CLI));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(oeis_json(13)), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"ranks\":2}"), std::string::npos) << "wrong number of ranks\n" << r.out;
  // Each rank (process) launched on one device, a device of its own.
  std::map<int, std::set<int>> devices_of;
  std::ifstream log(dir / "launches");
  for (std::string line; std::getline(log, line);) {
    int pid = 0, device = 0;
    ASSERT_EQ(std::sscanf(line.c_str(), "launch pid=%d device=%d", &pid, &device), 2) << line;
    devices_of[pid].insert(device);
  }
  ASSERT_EQ(devices_of.size(), 2u) << "not two ranks launching";
  std::set<int> all;
  for (const auto& [pid, devices] : devices_of) {
    EXPECT_EQ(devices.size(), 1u) << "rank " << pid << " used more than its device";
    all.insert(devices.begin(), devices.end());
  }
  EXPECT_EQ(all, (std::set<int>{0, 1}));
}
#endif

}  // namespace
}  // namespace nqueens::test
