#include "gpu_host_count.hpp"

#include "gpu/gpu_plan.hpp"
#include "gpu/starts.hpp"
#include "gpu/thread_search.hpp"

namespace nqueens::test {

namespace {

// A host thread's Work for search_starts: its own start only (no counter hands out more),
// its sums added up exactly.
struct OwnStartOnly {
  u128 solutions = 0;
  u128 nodes = 0;
  std::uint32_t count = 0;  // the launch's starts: next() says there are no more
  std::uint32_t next() const { return count; }
  static bool stopped() { return false; }
  void flush(std::uint64_t s, std::uint64_t n) {
    solutions += s;
    nodes += n;
  }
};

}  // namespace

UnitCount count_by_every_thread(int n, const std::vector<int>& prefix, int weight, std::uint64_t id) {
  const int start = gpu::start_depth(n);
  UnitCount r{id, 0, prefix.size()};
  if (static_cast<int>(prefix.size()) == n) {
    r.solutions = static_cast<unsigned>(weight);
    return r;
  }
  gpu::StartWalk walk(n, prefix, start);
  std::vector<std::uint32_t> starts(gpu::start_words * 4096);
  const auto rows = static_cast<std::uint32_t>(n - start);
  std::vector<std::uint32_t> stack(gpu::stack_words(rows) + 1);
  u128 solutions = 0, nodes = 0;
  for (std::uint32_t made; (made = walk.fill(starts.data(), 4096)) != 0;) {
    const gpu::Task task{starts.data(), made, static_cast<std::uint32_t>(n), rows};
    for (std::uint32_t thread = 0; thread < made; ++thread) {
      OwnStartOnly work{.count = made};
      gpu::search_starts(task, thread, work, stack.data(), 1);
      solutions += work.solutions;
      nodes += work.nodes;
    }
  }
  r.solutions = solutions * static_cast<unsigned>(weight);
  r.nodes += walk.nodes() + static_cast<std::uint64_t>(nodes);
  return r;
}

}  // namespace nqueens::test
