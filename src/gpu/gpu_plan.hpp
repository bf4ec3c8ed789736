#pragma once
// The GPU engine as a count plan (internal; Engine::gpu in nqueens/count.hpp).

#include <cstdint>
#include <memory>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::gpu {

// The rows of a work unit's prefix for n: the reference engine's up to n = 22, so that the
// units, their ids and their counts (solutions and nodes) are the reference plan's; deeper
// beyond, so that a unit stays seconds to minutes of a GPU (n = 23..24: 4, 25..28: 5; 4 past
// that, where 5 would make more units than a plan may have).
int unit_depth(int n);

// The row at which a GPU thread takes over below a unit: six rows below the unit's prefix
// (about 10^6 starts a unit at n = 22, enough to fill a large GPU), but leaving a thread at
// least 4 rows and at most max_thread_rows (thread_search.hpp); the unit's own row for n <= 5.
int start_depth(int n);

// The CUDA devices a count uses: `requested` (ordinals) once checked against the machine's, or
// every device when it is empty. Throws DeviceUnavailableError (errors.hpp) when there is no
// driver or no device, std::invalid_argument for a device that does not exist or is named twice.
std::vector<int> device_ordinals(const std::vector<int>& requested);

// A rank's share of the devices of its node (MPI: one rank per GPU): the devices dealt
// round-robin over the node's `ranks` ranks, so that with as many ranks as devices each rank
// has one; with more ranks than devices, `rank` shares device rank mod devices.size().
// Requires 0 <= rank < ranks and devices not empty.
std::vector<int> share_of_devices(const std::vector<int>& devices, int rank, int ranks);

// Starts a launch takes at most by default (12 MiB of them, on the device and in pinned host
// memory, a slot): the units of n = 22 have about 10^6; a larger one takes several launches.
inline constexpr std::uint32_t default_launch_starts = std::uint32_t{1} << 20;

// The plan of the n×n board on the CUDA devices `devices` (ordinals; empty: every device),
// opened now, launching at most `launch_starts` starts at a time (the tests take few, to make
// many launches a unit). Throws as make_count_plan (count.hpp) documents for Engine::gpu.
std::unique_ptr<CountPlan> make_gpu_plan(int n, const std::vector<int>& devices,
                                         std::uint32_t launch_starts = default_launch_starts);

// The same plan, its devices (all of them) opened when it first counts: the plan a journal
// names, which merge and summarize read on machines without a GPU.
std::unique_ptr<CountPlan> make_unopened_gpu_plan(int n);

}  // namespace nqueens::gpu
