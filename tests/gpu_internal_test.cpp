// The GPU engine without a GPU (internal: src/gpu). The kernel's per-thread search, compiled for
// the host, is run for every thread index of every work unit and checked against the fast
// engine and the reference engine's units; the plan's host side runs through the test driver
// (tests/fake_cuda, NQUEENS_CUDA_DRIVER), which runs the same kernel for each block and thread.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/reference_plan.hpp"
#include "core/work_units.hpp"
#include "gpu/device.hpp"
#include "gpu/driver.hpp"
#include "gpu/gpu_plan.hpp"
#include "gpu/starts.hpp"
#include "gpu/thread_search.hpp"
#include "gpu_host_count.hpp"
#include "nqueens/count.hpp"
#include "nqueens/errors.hpp"
#include "oeis.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

// The largest n the every-thread check counts whole: 16 (Q(16) on the host takes seconds in the
// release build), 13 under the sanitizers, whose checks make the code several times slower; and
// whether to sample more than one unit of n = 17 and 18 (the reference engine's count of one
// takes a second under ThreadSanitizer).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int largest_whole_n = 13;
constexpr bool sample_three_units = false;
#else
constexpr int largest_whole_n = 16;
constexpr bool sample_three_units = true;
#endif

TEST(GpuThreadSearch, EveryThreadIndexCountsQOfNUpToSixteen) {
  for (int n = 1; n <= largest_whole_n; ++n) {
    const std::vector<core::WorkUnit> units = core::mirror_units(n, gpu::unit_depth(n));
    // The units on the machine's threads (n = 16 takes seconds).
    std::vector<UnitCount> counted(units.size());
    std::atomic<std::size_t> next{0};
    auto work = [&] {
      for (std::size_t i; (i = next++) < units.size();)
        counted[i] = count_by_every_thread(n, units[i].prefix, units[i].weight, units[i].id);
    };
    std::vector<std::jthread> pool;
    for (unsigned t = 1; t < std::max(2u, std::thread::hardware_concurrency()); ++t) pool.emplace_back(work);
    work();
    pool.clear();
    u128 total = 0;
    for (const UnitCount& u : counted) total += u.solutions;
    EXPECT_EQ(total, count(n, {.engine = Engine::fast, .limits = {}, .observer = nullptr}).solutions) << "n = " << n;
    EXPECT_EQ(total, oeis_counts().at(n).solutions) << "n = " << n;
  }
}

// Each unit's solutions and nodes are the reference engine's, whose units they are.
TEST(GpuThreadSearch, EveryUnitIsTheReferenceEnginesUpToTwelve) {
  for (int n = 1; n <= 12; ++n) {
    const auto reference = core::make_reference_plan(n);
    const std::vector<core::WorkUnit> units = core::mirror_units(n, gpu::unit_depth(n));
    ASSERT_EQ(units.size(), reference->unit_count()) << "n = " << n;
    for (const core::WorkUnit& u : units) {
      const UnitCount gpu = count_by_every_thread(n, u.prefix, u.weight, u.id);
      const UnitCount ref = reference->count_unit(u.id);
      EXPECT_EQ(gpu.solutions, ref.solutions) << "n = " << n << ", unit " << u.id;
      EXPECT_EQ(gpu.nodes, ref.nodes) << "n = " << n << ", unit " << u.id;
    }
  }
}

// n = 17 and 18: a sample of units (the middle one; with the first and the last but one, first
// queens in the corner and near the middle, outside the sanitizers), each against the reference
// engine's count.
TEST(GpuThreadSearch, SampledUnitsOfSeventeenAndEighteenAreTheReferenceEngines) {
  for (int n : {17, 18}) {
    const auto reference = core::make_reference_plan(n);
    const std::vector<core::WorkUnit> units = core::mirror_units(n, gpu::unit_depth(n));
    ASSERT_EQ(units.size(), reference->unit_count());
    std::vector<std::size_t> sample{units.size() / 2};
    if (sample_three_units) sample.insert(sample.end(), {0, units.size() - 2});
    for (std::size_t i : sample) {
      const UnitCount gpu = count_by_every_thread(n, units[i].prefix, units[i].weight, units[i].id);
      const UnitCount ref = reference->count_unit(units[i].id);
      EXPECT_EQ(gpu.solutions, ref.solutions) << "n = " << n << ", unit " << i;
      EXPECT_EQ(gpu.nodes, ref.nodes) << "n = " << n << ", unit " << i;
    }
  }
}

// The threads' 64-bit tallies reach the launch's 128-bit sums whole: each carry out of the low
// word lands in the high one.
TEST(GpuThreadSearch, WideSumsCarry) {
  std::uint64_t sum[2] = {~std::uint64_t{0} - 1, 7};
  gpu::add_wide(sum, 3);
  EXPECT_EQ(sum[0], 1u);
  EXPECT_EQ(sum[1], 8u);
  gpu::add_wide(sum, ~std::uint64_t{0});
  EXPECT_EQ(sum[0], 0u);
  EXPECT_EQ(sum[1], 9u);
}

// The depths keep a thread within max_thread_rows, and each unit's prefix above its starts.
TEST(GpuThreadSearch, DepthsFitEveryN) {
  for (int n = 2; n <= max_count_n; ++n) {
    const int depth = gpu::unit_depth(n), start = gpu::start_depth(n);
    EXPECT_LE(depth, start) << "n = " << n;
    EXPECT_LT(start, n) << "n = " << n;
    EXPECT_LE(n - start, static_cast<int>(gpu::max_thread_rows)) << "n = " << n;
  }
  EXPECT_EQ(gpu::unit_depth(22), 3);
  EXPECT_EQ(gpu::start_depth(22), 9);  // 13 rows a thread, about 10^6 starts a unit
}

// The starts of a unit, taken in chunks of any size, are the same starts.
TEST(GpuStarts, ChunksOfAnySizeGiveTheSameStarts) {
  const std::vector<int> prefix{0, 2};
  std::vector<std::uint32_t> whole(gpu::start_words * 10000);
  gpu::StartWalk one(12, prefix, 6);
  const std::uint32_t made = one.fill(whole.data(), 10000);
  ASSERT_GT(made, 100u);
  EXPECT_EQ(one.fill(whole.data(), 10000), 0u);
  for (std::uint32_t chunk : {1u, 7u, 64u}) {
    gpu::StartWalk walk(12, prefix, 6);
    std::vector<std::uint32_t> got, buffer(gpu::start_words * chunk);
    for (std::uint32_t k; (k = walk.fill(buffer.data(), chunk)) != 0;)
      got.insert(got.end(), buffer.begin(), buffer.begin() + gpu::start_words * k);
    EXPECT_EQ(got, std::vector<std::uint32_t>(whole.begin(), whole.begin() + gpu::start_words * made))
        << "chunks of " << chunk;
    EXPECT_EQ(walk.nodes(), one.nodes());
  }
}

TEST(GpuDevices, RanksShareTheDevicesOfTheirNode) {
  using V = std::vector<int>;
  EXPECT_EQ(gpu::share_of_devices({0, 1}, 0, 2), V{0});
  EXPECT_EQ(gpu::share_of_devices({0, 1}, 1, 2), V{1});
  EXPECT_EQ(gpu::share_of_devices({0, 1, 2}, 0, 2), (V{0, 2}));
  EXPECT_EQ(gpu::share_of_devices({0, 1, 2}, 1, 2), V{1});
  EXPECT_EQ(gpu::share_of_devices({3}, 1, 4), V{3});
  EXPECT_EQ(gpu::share_of_devices({4, 6}, 2, 3), V{4});
  EXPECT_EQ(gpu::share_of_devices({0, 1, 2, 3}, 0, 1), (V{0, 1, 2, 3}));
}

// Through the test driver: NQUEENS_CUDA_DRIVER names it before the driver is first opened,
// with 3 devices of 2 multiprocessors that hold 2 blocks each (4 blocks a launch at most).
class GpuPlanTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv(gpu::driver_variable, NQUEENS_FAKE_CUDA, 1);
    setenv("NQUEENS_FAKE_CUDA_DEVICES", "3", 1);
  }
  void SetUp() override {
    if (gpu::kernel_ptx().empty()) GTEST_SKIP() << "this build carries no GPU kernels";
  }
  void TearDown() override {
    unsetenv("NQUEENS_FAKE_CUDA_LAUNCH_MS");
    unsetenv("NQUEENS_FAKE_CUDA_FAIL");
    unsetenv("NQUEENS_FAKE_CUDA_LOG");
  }
};

// Unit by unit, the reference engine's solutions and nodes, with launches of 1, 7 and 2^20
// starts: one block, part of a block, many launches a unit, several devices.
TEST_F(GpuPlanTest, UnitsAreTheReferenceEnginesOnEveryLaunchGeometry) {
  // (starts a launch, largest n): a launch a start makes thousands of launches past n = 7.
  for (const auto& [launch, largest_n] :
       {std::pair{1u, 7}, std::pair{7u, 9}, std::pair{gpu::default_launch_starts, 11}}) {
    for (int n = 1; n <= largest_n; ++n) {
      const auto plan = gpu::make_gpu_plan(n, {}, launch);
      const auto reference = core::make_reference_plan(n);
      ASSERT_EQ(plan->unit_count(), reference->unit_count());
      EXPECT_EQ(plan->description(), fmt::format("gpu n={} depth={}", n, gpu::unit_depth(n)));
      for (std::uint64_t id = 0; id < plan->unit_count(); ++id) {
        const UnitCount got = plan->count_unit(id), want = reference->count_unit(id);
        EXPECT_EQ(got.solutions, want.solutions) << "n = " << n << ", unit " << id << ", launches of " << launch;
        EXPECT_EQ(got.nodes, want.nodes) << "n = " << n << ", unit " << id << ", launches of " << launch;
      }
    }
  }
}

// A whole count on the plan's slots (2 a device), the order and threads a count uses.
TEST_F(GpuPlanTest, CountsQOfNOnEveryDevice) {
  for (int n = 4; n <= 12; ++n) {
    const CountResult r = count(n, {.engine = Engine::gpu, .limits = {}, .observer = nullptr});
    EXPECT_EQ(r.solutions, oeis_counts().at(n).solutions) << "n = " << n;
    EXPECT_EQ(r.fundamental, oeis_counts().at(n).fundamental) << "n = " << n;
  }
  EXPECT_EQ(gpu::make_gpu_plan(8, {})->device_slots(), 6);
  EXPECT_EQ(gpu::make_gpu_plan(8, {2})->device_slots(), 2);
}

// Each launch as the driver saw it: one-dimensional blocks of 128 threads with a word of shared
// memory a row but the last, as many blocks as the starts fill and the device holds, on the
// devices asked for only.
TEST_F(GpuPlanTest, LaunchesHaveTheirGeometryOnTheDevicesAskedFor) {
  TempDir dir;
  setenv("NQUEENS_FAKE_CUDA_LOG", (dir / "launches").c_str(), 1);
  const auto plan = gpu::make_gpu_plan(14, {0, 2});
  for (std::uint64_t id = 0; id < plan->unit_count(); id += 40) plan->count_unit(id);
  std::ifstream log(dir / "launches");
  std::set<int> devices;
  int launches = 0;
  for (std::string line; std::getline(log, line); ++launches) {
    int pid = 0, device = 0;
    unsigned grid = 0, block = 0, shared = 0, starts = 0, n = 0, rows = 0;
    ASSERT_EQ(std::sscanf(line.c_str(), "launch pid=%d device=%d grid=%u block=%u shared=%u starts=%u n=%u rows=%u",
                          &pid, &device, &grid, &block, &shared, &starts, &n, &rows),
              8)
        << line;
    devices.insert(device);
    EXPECT_EQ(block, 128u);
    EXPECT_EQ(n, 14u);
    EXPECT_EQ(rows, static_cast<unsigned>(14 - gpu::start_depth(14)));
    EXPECT_EQ(shared, (rows - 1) * 128 * 4);
    EXPECT_EQ(grid, std::min(4u, (starts + 127) / 128)) << line;
  }
  EXPECT_GT(launches, 10);
  EXPECT_EQ(devices, (std::set<int>{0, 2}));
}

// A stop asked for during a launch (each waits 50 ms in the test driver, so the first one is
// under way when the stop is asked) raises the stop flag: the unit is given up (StoppedError),
// and the plan counts on afterwards.
TEST_F(GpuPlanTest, StopGivesTheUnitUpAndTheSlotBack) {
  const auto plan = gpu::make_gpu_plan(15, {0});
  setenv("NQUEENS_FAKE_CUDA_LAUNCH_MS", "50", 1);
  int asked = 0;
  EXPECT_THROW(plan->count_unit(3, [&] { return ++asked > 1; }), StoppedError);
  EXPECT_GE(asked, 2) << "the stop was not asked while the kernel ran";
  EXPECT_THROW(plan->count_unit(3, [] { return true; }), StoppedError);
  unsetenv("NQUEENS_FAKE_CUDA_LAUNCH_MS");
  EXPECT_EQ(plan->count_unit(3).solutions, core::make_reference_plan(15)->count_unit(3).solutions);
}

// A thread that finds the stop flag raised ends at its next poll without adding its tallies:
// the launch's sums stay partial, and the host gives the unit up.
TEST(GpuThreadSearch, AStoppedThreadEndsWithoutFlushing) {
  struct Stopped {
    int polls = 0, flushes = 0;
    static std::uint32_t next() { return ~0u; }
    bool stopped() { return ++polls > 0; }
    void flush(std::uint64_t, std::uint64_t) { ++flushes; }
  } work;
  gpu::StartWalk walk(16, std::vector<int>{0}, 1);
  std::vector<std::uint32_t> start(gpu::start_words);
  ASSERT_EQ(walk.fill(start.data(), 1), 1u);
  std::vector<std::uint32_t> stack(gpu::stack_words(15));
  gpu::search_starts(gpu::Task{start.data(), 1, 16, 15}, 0, work, stack.data(), 1);
  EXPECT_EQ(work.polls, 1) << "the search below a queen in the corner of 16 takes over 2^18 steps";
  EXPECT_EQ(work.flushes, 0);
}

// The recount for --verify is the CPU's own, and agrees.
TEST_F(GpuPlanTest, RecountsEachUnitOnTheCpu) {
  const auto plan = gpu::make_gpu_plan(10, {});
  for (std::uint64_t id = 0; id < plan->unit_count(); ++id)
    EXPECT_EQ(plan->recount_unit(id).solutions, plan->count_unit(id).solutions) << "unit " << id;
}

TEST_F(GpuPlanTest, DevicesThatDoNotExistAreRefused) {
  try {
    gpu::make_gpu_plan(8, {3});
    FAIL() << "device 3 of 3 accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "there is no CUDA device 3: this machine has 3, devices 0 to 2");
  }
  try {
    gpu::make_gpu_plan(8, {1, 1});
    FAIL() << "device 1 twice accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "CUDA device 1 is named twice");
  }
}

// What the driver says when it cannot load or launch the kernels reaches the message.
TEST_F(GpuPlanTest, DriverFailuresNameTheCallAndTheError) {
  setenv("NQUEENS_FAKE_CUDA_FAIL", "module", 1);
  try {
    gpu::make_gpu_plan(8, {});
    FAIL() << "a module that does not load went unnoticed";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), fmt::format("CUDA device 0 cannot take the GPU kernels (PTX for {}): "
                                                 "CUDA_ERROR_INVALID_PTX (a PTX JIT compilation failed): ptxas "
                                                 "fatal: the test driver fails on purpose",
                                                 gpu::ptx_target()));
  }
  setenv("NQUEENS_FAKE_CUDA_FAIL", "launch", 1);
  {
    const auto plan = gpu::make_gpu_plan(8, {});
    try {
      plan->count_unit(0);
      FAIL() << "a launch that failed went unnoticed";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(),
                   "CUDA driver: cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED (unspecified launch failure)");
    }
  }
}

// A journal's plan is read back without a device: its description names n and the depth.
TEST_F(GpuPlanTest, AJournalsPlanOpensNoDevice) {
  const auto plan = gpu::make_unopened_gpu_plan(20);
  EXPECT_EQ(plan->description(), "gpu n=20 depth=3");
  EXPECT_EQ(plan->unit_count(), core::make_reference_plan(20)->unit_count());
}

}  // namespace
}  // namespace nqueens::test
