#!/bin/bash
# Journaling overhead and MPI speed-up, measured in one run: n = 17 (default) counted plain,
# with a fresh journal, and by nqueens-mpi with 1 and 2 ranks, each REPS times (default 2),
# interleaved so that a change in machine load hits every variant alike.
# Usage: bench/long_count.sh [BUILD_DIR] [N] [REPS]   (BUILD_DIR default build/release)
set -euo pipefail
build=${1:-build/release}
n=${2:-17}
reps=${3:-2}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_hwloc_base_binding_policy=none
journal=$(mktemp -d)/q$n.db
seconds() { grep '^seconds:' | cut -d' ' -f2; }
for ((rep = 1; rep <= reps; ++rep)); do
  echo "rep $rep, load: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "  plain:      $("$build/nqueens" count "$n" --detail | seconds) s"
  rm -f "$journal"
  echo "  journal:    $("$build/nqueens" count "$n" --journal "$journal" --detail | seconds) s"
  echo "  mpi np=1:   $(mpirun -np 1 "$build/nqueens-mpi" "$n" --detail | seconds) s"
  echo "  mpi np=2:   $(mpirun -np 2 "$build/nqueens-mpi" "$n" --detail | seconds) s"
done
rm -rf "$(dirname "$journal")"
