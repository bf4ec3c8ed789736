#pragma once
// Queries waiting by queue until a kernel call counts a batch of them (internal).

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nqueens::core::fast {

// Queries (west halves: core/fast/fast_plan.cpp) wait in queues, each until it holds `batch` of
// them, so that one call of the kernel counts a batch of one queue's queries against the same
// stored segments. A queue fills from both ends: of each call of add, the even queries go upward
// from its first slot and the odd ones downward from its last, and it is full when the two meet,
// its queries then in one run of slots. So there are two chains of loads and stores of a queue's
// next slot, not one: queries come in runs of one queue, and the load of each one's slot waited for
// the store of the one before it (store-to-load forwarding, about 8 cycles on a Zen 3; measured in
// a76141a, bench/history/fast-engine.md, round fourteen). Checking for a full queue reads the
// other end, but only for a branch that is predicted.
class QueryQueues {
 public:
  // Empties the queues and makes `queues` of them of `batch` queries each (queues * batch < 2^32).
  void reset(std::size_t queues, std::size_t batch) {
    assert(batch >= 1 && queues * batch < std::size_t{1} << 32);
    batch_ = batch;
    slots_.resize(queues * batch);
    front_.resize(queues);
    back_.resize(queues);
    for (std::size_t queue = 0; queue < queues; ++queue) {
      front_[queue] = static_cast<std::uint32_t>(queue * batch);
      back_[queue] = static_cast<std::uint32_t>((queue + 1) * batch);
    }
  }

  // Adds queries[0, count), query q to queue queue_of(q), below the `queues` of reset; calls
  // full(queue, queries, batch) for a queue as soon as it holds `batch`, and empties it.
  template <class QueueOf, class Full>
  void add(const std::uint64_t* queries, std::size_t count, QueueOf queue_of, Full&& full) {
    // In locals that no call can change: GCC reloaded the members from memory after each store.
    std::uint64_t* const slots = slots_.data();
    std::uint32_t* const front = front_.data();
    std::uint32_t* const back = back_.data();
    const auto batch = static_cast<std::uint32_t>(batch_);
    auto counted = [&](std::size_t queue) {
      const auto first = static_cast<std::uint32_t>(queue * batch);
      full(queue, static_cast<const std::uint64_t*>(slots + first), batch_);
      front[queue] = first;
      back[queue] = first + batch;
    };
    auto to_front = [&](std::uint64_t query) {
      const std::size_t queue = queue_of(query);
      const std::uint32_t slot = front[queue]++;
      slots[slot] = query;
      if (slot + 1 == back[queue]) counted(queue);
    };
    auto to_back = [&](std::uint64_t query) {
      const std::size_t queue = queue_of(query);
      const std::uint32_t slot = --back[queue];
      slots[slot] = query;
      if (slot == front[queue]) counted(queue);
    };
    std::size_t k = 0;
    for (; k + 2 <= count; k += 2) {
      to_front(queries[k]);
      to_back(queries[k + 1]);
    }
    if (k < count) to_front(queries[k]);
  }

  // Calls full(queue, queries, size) for each queue that holds any (size < batch), its queries
  // moved into one run first, and empties it.
  template <class Full>
  void flush(Full&& full) {
    for (std::size_t queue = 0; queue < front_.size(); ++queue) {
      const auto first = static_cast<std::uint32_t>(queue * batch_), end = first + static_cast<std::uint32_t>(batch_);
      const std::uint32_t front = front_[queue], back = back_[queue];
      if (back - front == batch_) continue;
      // The odd queries down to the even ones' end (a copy to lower addresses, which std::copy allows).
      std::copy(slots_.data() + back, slots_.data() + end, slots_.data() + front);
      full(queue, static_cast<const std::uint64_t*>(slots_.data() + first), std::size_t{front - first + (end - back)});
      front_[queue] = first;
      back_[queue] = end;
    }
  }

 private:
  std::size_t batch_ = 0;
  std::vector<std::uint64_t> slots_;         // queue q: [q * batch, (q + 1) * batch)
  std::vector<std::uint32_t> front_, back_;  // queue q's next even slot, and its last odd one
};

}  // namespace nqueens::core::fast
