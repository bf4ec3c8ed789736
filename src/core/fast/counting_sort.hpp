#pragma once
// A counting sort of words by a small key (internal): west halves by their queue
// (core/fast/query_queues.hpp), east halves by their bucket (core/fast/fast_plan.cpp).

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nqueens::core::fast {

// The counts of a sort are kept this many times over, for the words k with k % sort_ways = 0,
// 1, ...: words come in runs of one key, and with one count a key, each one's load of its key's
// count or slot waits for the store of the one before it (store-to-load forwarding, about 8 cycles
// on a Zen 3), a chain `sort_ways` times shorter here. Sorting the west halves so took Q(18) about
// 15 % less time than routing them one at a time into queues filled from both ends (two chains),
// on a Xeon with AVX-512 and on its AVX2 path; eight ways were not measurably faster than four (3
// noisy rounds, AVX2 path; measured in acb4f37, bench/history/fast-engine.md, round fifteen).
inline constexpr std::size_t sort_ways = 4;

// Writes words[0, count) to sorted[0, count) (which must not overlap them) in increasing order of
// key(word), each as kept(word), keys below `keys`; starts[k] becomes where key k's run begins
// (starts[keys] = count). The order within a key is not kept. `counts` is scratch space.
template <class Key, class Kept>
void sort_by_key(const std::uint64_t* words, std::size_t count, std::size_t keys, Key key, Kept kept,
                 std::vector<std::uint32_t>& counts, std::vector<std::uint32_t>& starts, std::uint64_t* sorted) {
  assert(count < std::size_t{1} << 32);
  counts.assign(sort_ways * keys, 0);
  std::uint32_t* const count_of = counts.data();  // way w, key k: count_of[w * keys + k]
  const std::size_t whole = count - count % sort_ways;
  for (std::size_t k = 0; k < whole; k += sort_ways)
    for (std::size_t w = 0; w < sort_ways; ++w) ++count_of[w * keys + key(words[k + w])];
  for (std::size_t k = whole; k < count; ++k) ++count_of[(k - whole) * keys + key(words[k])];
  // Key by key, way by way: each key's words one run. The counts become the next slots.
  starts.resize(keys + 1);
  std::uint32_t start = 0;
  for (std::size_t k = 0; k < keys; ++k) {
    starts[k] = start;
    for (std::size_t w = 0; w < sort_ways; ++w) {
      const std::uint32_t words_of_way = count_of[w * keys + k];
      count_of[w * keys + k] = start;
      start += words_of_way;
    }
  }
  starts[keys] = start;
  for (std::size_t k = 0; k < whole; k += sort_ways)
    for (std::size_t w = 0; w < sort_ways; ++w) {
      const std::uint64_t word = words[k + w];
      sorted[count_of[w * keys + key(word)]++] = kept(word);
    }
  for (std::size_t k = whole; k < count; ++k) sorted[count_of[(k - whole) * keys + key(words[k])]++] = kept(words[k]);
}

}  // namespace nqueens::core::fast
