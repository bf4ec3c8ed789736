#pragma once
// The Slurm command lines that `nqueens count N --estimate --target TIME` prints for its batch
// plan. They name the tool's own options (--shard, --journal, --threads, --memory), so they are
// written here, beside the tool, from the numbers the library plans (nqueens::plan_batch).

#include <string>

#include "nqueens/count.hpp"
#include "nqueens/estimate.hpp"

namespace nqueens::cli {

// Lines for a terminal, each command on one line that runs as written from the folder where
// the journals should go, with nqueens on PATH (each count with --detail, so that the job's log
// shows its threads, memory budget and the units it resumed): an `sbatch --array` of plan.tasks shards, each
// pinned to the estimate's threads and memory budget (so every shard makes the same plan,
// whatever node it lands on) with --mem, --cpus-per-task, --time and --requeue; the `nqueens
// merge` after it; and one `sbatch` of plan.tasks MPI ranks running nqueens-mpi under mpirun.
// Each job execs its command: Slurm sends the SIGTERM that ends a job (a requeue, its time
// limit, scancel) to the batch script's own process only, and KillWait seconds later SIGKILL to
// the rest, so a count started by a shell would be killed without a chance to commit.
std::string slurm_lines(int n, Engine engine, const BatchPlan& plan);

}  // namespace nqueens::cli
