#pragma once
// Counting over MPI ranks. Link nqueens::mpi (built when MPI is found; needs MPI).

#include "nqueens/count.hpp"
#include "nqueens/journal.hpp"

namespace nqueens {

// Counts n over the ranks of MPI_COMM_WORLD with dynamic scheduling: rank 0 hands out batches
// of work units on request and keeps the journal; every rank counts, rank 0 included, on
// options.limits.threads threads (0 = its share of the CPUs of its node: with binding off,
// ranks that share CPUs split them) within options.limits.memory_bytes (0 = its share of its
// node's default budget, resolved_limits in engine/count_plan.hpp: the ranks of a node split the machine's
// quarter, and the ranks in one cgroup split what its memory limit allows, as under Slurm's
// --mem). Rank 0 makes the plan (or takes its journal's) and every other rank makes the plan of
// its description within its own limits, so ranks of any size count the same units. A worker asks for its next batch
// while half of its current one is still in hand, sizes it to about a quarter second at its own rate (smaller near the
// end, so that the last units spread over every rank) and returns each batch's counts in one
// message, so uneven units leave no rank idle and messages stay few. With one rank, rank 0
// counts alone.
// Collective: every rank calls it, after MPI_Init_thread with at least MPI_THREAD_FUNNELED.
// Returns the report on rank 0 (ranks = the number of ranks, limits = rank 0's) and an empty one
// elsewhere. The observer (rank 0 only) sees each finished unit and may stop the count. Throws
// on rank 0 only, as count_with_journal: std::runtime_error if MPI provides a thread level below
// MPI_THREAD_FUNNELED (MPI_Query_thread; every rank returns at once); std::invalid_argument for
// bad options or a bad journal (every rank returns); std::runtime_error naming the rank when a
// rank cannot make the plan (MemoryBudgetError's message there), and std::runtime_error or
// VerificationError when a unit fails verification or the journal cannot be written (after
// every rank has stopped).
RunReport count_over_mpi(int n, const CountOptions& options, const RunOptions& run);

}  // namespace nqueens
