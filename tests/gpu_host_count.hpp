#pragma once
// The GPU kernel's per-thread search run on the CPU for every thread index (internal tests).

#include <cstdint>
#include <vector>

#include "nqueens/count.hpp"

namespace nqueens::test {

// The count of one work unit (its prefix, weight and id) as the GPU's threads make it, every
// thread index in turn on this thread: the unit's starts (gpu::StartWalk), each searched by
// gpu::search_starts as the thread of that index searches it first. Built at -O3 whatever the
// build (gpu_host_count.cpp): it counts Q(16) whole.
UnitCount count_by_every_thread(int n, const std::vector<int>& prefix, int weight, std::uint64_t id);

}  // namespace nqueens::test
