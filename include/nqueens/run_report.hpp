#pragma once
// What a count run reports beyond its totals, and the shards a count splits into: the values
// that the journal (journal.hpp), the MPI driver (mpi.hpp) and the writers (io/count_writer.hpp)
// share. Part of the core library (nqueens::nqueens): a writer of counts needs neither SQLite
// nor the journal's library.

#include <cstdint>
#include <string>
#include <string_view>

#include "nqueens/count.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {

// Shard `index` of `count` holds the units whose id ≡ index (mod count). Dealing ids round-robin
// spreads the costly units (neighbours in id order have similar prefixes, so similar costs)
// evenly over the shards. The default is the whole count. A shard exists when
// 0 <= index < count; contains() and size() assume it does.
struct Shard {
  std::uint64_t index = 0;  // this shard, 0..count - 1
  std::uint64_t count = 1;  // the shards the count is dealt into

  // Whether the shard exists: count >= 1 and index < count.
  bool valid() const { return count >= 1 && index < count; }
  // Whether unit `id` belongs to this shard.
  bool contains(std::uint64_t id) const { return id % count == index; }
  // Whether this is the whole count (one shard).
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

// Totals over every unit done, from the journal (if any) and from this run. result.units_total is the
// plan's units, result.units_done those of the shard finished (this run's and the resumed ones).
struct RunReport {
  Rules rules;                       // the board counted (CountPlan::rules; Rules{} until a count fills it)
  CountResult result;                // complete (with the fundamental count where the board has one:
                                     // keeps_symmetries) once every unit of the plan is done
  Shard shard;                       // the shard counted (the whole count by default)
  std::uint64_t units_selected = 0;  // units of the shard (all of them for the whole count)
  std::uint64_t units_resumed = 0;   // of the units done, those found in the journal when the run started
  std::uint64_t units_verified = 0;  // units of the shard confirmed by an independent recount
  bool journaled = false;            // the units went to a journal
  int ranks = 0;                     // MPI ranks that took part; 0 for a count without MPI
  PlanLimits limits;                 // the threads and memory budget the count ran with, defaults
                                     // resolved (resolved_limits): this process's, rank 0's under MPI
};

}  // namespace nqueens
