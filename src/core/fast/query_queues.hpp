#pragma once
// Queries waiting by queue until a kernel call counts a batch of them (internal).

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/fast/counting_sort.hpp"

namespace nqueens::core::fast {

// Queries (west halves: core/fast/fast_plan.cpp) wait in queues, each until it holds `batch` of
// them, so that one call of the kernel counts a batch of one queue's queries against the same
// stored segments. Queries come in runs of one queue, and taken one at a time, the load of each
// one's slot waits for the store of the one before it (store-to-load forwarding). So a call of add
// with many queries a queue sorts them by queue first, `sort_ways` chains of counts instead of one
// (counting_sort.hpp), and copies each queue's run to its slots: Q(18) took 15 % less time on a
// Xeon, on its AVX-512 and AVX2 paths (measured in acb4f37, bench/history/fast-engine.md, round
// fifteen). A call with few queries a queue (the many queues of large n's larger splits) takes them
// one at a time, and a queue fills from both ends: the even queries go upward from its first slot
// and the odd ones downward from its last, and it is full when the two meet, its queries then in
// one run of slots: two chains, not one (measured in a76141a, round fourteen). Checking for a full
// queue reads the other end, but only for a branch that is predicted.
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

  // Adds queries[0, count), query q to queue queue_of(q), below the `queues` of reset, as kept(q)
  // (the form the queue's reader takes); calls full(queue, kept queries, batch) for a queue as
  // soon as it holds `batch`, and empties it.
  template <class QueueOf, class Kept, class Full>
  void add(const std::uint64_t* queries, std::size_t count, QueueOf queue_of, Kept kept, Full&& full) {
    const std::size_t sorted_least = sorted_per_queue * front_.size();
    // A long call a piece at a time: the sort's copy of the queries is memory that no budget counts
    // (a share of a split, n >= 26, adds millions of west halves in one call).
    const std::size_t piece = std::max(sorted_piece, sorted_least);
    for (std::size_t first = 0; first < count; first += piece) {
      const std::size_t size = std::min(piece, count - first);
      if (size >= sorted_least) {
        add_sorted(queries + first, size, queue_of, kept, full);
      } else {
        add_each(queries + first, size, queue_of, kept, full);
      }
    }
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
  // Calls with this many queries a queue or more are sorted by queue first (add_sorted): the sort
  // zeroes and sums sort_ways counts a queue, which 8 queries a queue or more outweigh (chosen so,
  // not measured: at n = 18 calls hold about 4096 west halves for 16 to 32 queues).
  static constexpr std::size_t sorted_per_queue = 8;
  // The most queries sorted at once where queues are few (512 KiB of them).
  static constexpr std::size_t sorted_piece = std::size_t{1} << 16;

  // add one query at a time (calls with few queries a queue).
  template <class QueueOf, class Kept, class Full>
  void add_each(const std::uint64_t* queries, std::size_t count, QueueOf queue_of, Kept kept, Full& full) {
    // In locals that no call can change: GCC reloaded the members from memory after each store.
    std::uint64_t* const slots = slots_.data();
    std::uint32_t* const front = front_.data();
    std::uint32_t* const back = back_.data();
    auto to_front = [&](std::uint64_t query) {
      const std::size_t queue = queue_of(query);
      const std::uint32_t slot = front[queue]++;
      slots[slot] = kept(query);
      if (slot + 1 == back[queue]) counted(queue, full);
    };
    auto to_back = [&](std::uint64_t query) {
      const std::size_t queue = queue_of(query);
      const std::uint32_t slot = --back[queue];
      slots[slot] = kept(query);
      if (slot == front[queue]) counted(queue, full);
    };
    std::size_t k = 0;
    for (; k + 2 <= count; k += 2) {
      to_front(queries[k]);
      to_back(queries[k + 1]);
    }
    if (k < count) to_front(queries[k]);
  }

  // Calls full for a queue that is full (its two ends met) and empties it.
  template <class Full>
  void counted(std::size_t queue, Full& full) {
    const auto first = static_cast<std::uint32_t>(queue * batch_);
    full(queue, static_cast<const std::uint64_t*>(slots_.data() + first), batch_);
    front_[queue] = first;
    back_[queue] = first + static_cast<std::uint32_t>(batch_);
  }

  // add for a call of many queries a queue: they are sorted by queue (sort_by_key), then each
  // queue's run copied to its slots upward. One at a time, as add takes them, each query's load
  // of its queue's next slot waited for the store of the one before it (counting_sort.hpp).
  template <class QueueOf, class Kept, class Full>
  void add_sorted(const std::uint64_t* queries, std::size_t count, QueueOf queue_of, Kept kept, Full& full) {
    const std::size_t queues = front_.size();
    sorted_.resize(count);
    sort_by_key(queries, count, queues, queue_of, kept, counts_, runs_, sorted_.data());
    for (std::size_t queue = 0; queue < queues; ++queue)
      for (std::uint32_t from = runs_[queue]; from < runs_[queue + 1];) {
        const std::uint32_t take = std::min(back_[queue] - front_[queue], runs_[queue + 1] - from);
        std::copy(sorted_.data() + from, sorted_.data() + from + take, slots_.data() + front_[queue]);
        front_[queue] += take;
        from += take;
        if (front_[queue] == back_[queue]) counted(queue, full);
      }
  }

  std::size_t batch_ = 0;
  std::vector<std::uint64_t> slots_;  // queue q: [q * batch, (q + 1) * batch)
  // Queue q's next slot upward (add_each's even queries, add_sorted's runs) and its last slot
  // downward (add_each's odd queries).
  std::vector<std::uint32_t> front_, back_;
  std::vector<std::uint32_t> counts_, runs_;  // add_sorted's: the sort's counts, and where its runs start
  std::vector<std::uint64_t> sorted_;
};

}  // namespace nqueens::core::fast
