#pragma once
// Shards: a deterministic partition of a count's work units, for batch systems (internal).

#include <cstdint>
#include <string>
#include <string_view>

namespace nqueens::run {

// Shard `index` of `count` holds the units whose id ≡ index (mod count). Dealing ids round-robin
// spreads the costly units (neighbours in id order have similar prefixes, so similar costs)
// evenly over the shards. The default is the whole count.
struct Shard {
  std::uint64_t index = 0;
  std::uint64_t count = 1;

  bool contains(std::uint64_t id) const { return id % count == index; }
  bool whole() const { return count == 1; }
  // The units of this shard among unit_count.
  std::uint64_t size(std::uint64_t unit_count) const {
    return unit_count / count + (index < unit_count % count ? 1 : 0);
  }
  std::string text() const;  // "I/K"
  bool operator==(const Shard&) const = default;
};

// Parses "I/K", 0 <= I < K (Slurm's --array=0-(K-1) gives I). Throws std::invalid_argument with
// the accepted form if the text is anything else.
Shard parse_shard(std::string_view text);

}  // namespace nqueens::run
