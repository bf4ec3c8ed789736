#pragma once
// Where a journaled, sharded or distributed count stands (internal).

#include <cstdint>

#include "nqueens/count.hpp"
#include "run/shard.hpp"

namespace nqueens::run {

// Totals over every unit done, from the journal and from this run.
struct RunReport {
  CountResult result;  // complete (with the fundamental count) once every unit of the plan is done
  Shard shard;
  std::uint64_t units_total = 0;     // units of the plan
  std::uint64_t units_selected = 0;  // units of the shard (all of them without --shard)
  std::uint64_t units_done = 0;      // units of the shard finished
  std::uint64_t units_resumed = 0;   // of those, found in the journal when the run started
  std::uint64_t units_verified = 0;  // units of the shard confirmed by an independent recount
  bool journaled = false;            // the units went to a journal
  int ranks = 0;                     // MPI ranks that took part; 0 for a count without MPI
};

}  // namespace nqueens::run
