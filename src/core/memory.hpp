#pragma once
// The memory this process may use (internal): the machine's, and the limit of its cgroup, which
// is what Slurm's --mem, Docker's --memory and systemd's MemoryMax set. A count sized from the
// machine's memory alone is killed by the kernel's OOM killer inside a smaller limit.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace nqueens::core {

// Bytes of physical memory (RAM) of the machine; 1 GiB if the system does not say.
std::uint64_t physical_memory_bytes();

// The memory limit of a cgroup this process is in.
struct CgroupLimit {
  std::uint64_t bytes = 0;
  // The cgroup that sets it, as a path below the top of its mount ("/slurm/uid_0/job_7"):
  // processes whose limit has the same path share it.
  std::string cgroup;
};

// The tightest memory limit on this process's cgroup and its ancestors: memory.max under cgroup v2,
// memory.limit_in_bytes under v1's memory controller (hosts that mount both have the controller
// on one of them), as /proc/self/cgroup and /proc/self/mountinfo place it; the deepest cgroup
// with that limit names it. None when no level sets a limit (v2 "max", v1's "unlimited" of
// 2^63 rounded down to a page) or the files are missing or unreadable. `root` is prefixed to
// every path read, so that tests can lay out fake files; "/" reads the real ones.
std::optional<CgroupLimit> cgroup_memory_limit(const std::filesystem::path& root = "/");

// Bytes a count may plan on inside a memory limit of `limit` bytes: three quarters of what is
// left after 64 MiB for the program itself (its code, allocator, the journal, the rotation-fixed
// search), and a quarter of the limit at least. The plan's figure (PlanLimits) leaves out that
// program and its allocator's slack, 30-35 MiB at n = 16..17 on 2 threads (measured in 042d0e4).
std::uint64_t budget_within(std::uint64_t limit);

// The memory limit, in whole MiB, for a count that plans on `budget` bytes: the budget, a third
// of it more, and 64 MiB for the program, so that budget_within gives the budget back.
std::uint64_t limit_for_budget(std::uint64_t budget);

// The memory this process may use: the machine's physical memory, or its cgroup's limit
// (read under `root`) if that is less.
std::uint64_t available_memory_bytes(const std::filesystem::path& root = "/");

// The default memory budget of a count (PlanLimits::memory_bytes = 0): a quarter of the physical
// memory, which the machine's other users share, or budget_within(the cgroup's limit), which is
// the job's own, whichever is less. `ranks_on_node` processes of the count share the machine,
// `ranks_in_cgroup` of them the cgroup's limit (MPI ranks on one node), each taking an equal
// share. Throws std::invalid_argument if either is below 1.
std::uint64_t default_memory_budget(int ranks_on_node = 1, int ranks_in_cgroup = 1,
                                    const std::filesystem::path& root = "/");

}  // namespace nqueens::core
