#!/bin/bash
# Journaling overhead and MPI speed-up, measured in one run: n = 17 (default) counted plain,
# with a fresh journal, and by nqueens-mpi with 1 and 2 ranks (each rank on its share of the
# cores, then on one thread each), REPS times (default 3), interleaved so that a change in
# machine load hits every variant alike. Wall times of the whole command (process and mpirun
# start included), then the median of each variant.
# Usage: bench/long_count.sh [BUILD_DIR] [N] [REPS]   (BUILD_DIR default build/release)
set -euo pipefail
build=${1:-build/release}
n=${2:-17}
reps=${3:-3}
export OMPI_MCA_hwloc_base_binding_policy=none
journal=$(mktemp -d)/q$n.db
declare -A times
wall() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
run() {
  local name=$1
  shift
  local t
  t=$(wall "$@")
  times[$name]+="$t "
  printf '  %-22s %6.3f s\n' "$name" "$t"
}
mpi() { mpirun --oversubscribe --allow-run-as-root "$@"; }
for ((rep = 1; rep <= reps; ++rep)); do
  echo "rep $rep, load: $(cut -d' ' -f1-3 /proc/loadavg)"
  run plain "$build/nqueens" count "$n" -q
  rm -f "$journal"
  run journal "$build/nqueens" count "$n" -q --journal "$journal"
  run "mpi np=1" mpi -np 1 "$build/nqueens-mpi" "$n" -q
  run "mpi np=2" mpi -np 2 "$build/nqueens-mpi" "$n" -q
  run "mpi np=1 --threads 1" mpi -np 1 "$build/nqueens-mpi" "$n" -q --threads 1
  run "mpi np=2 --threads 1" mpi -np 2 "$build/nqueens-mpi" "$n" -q --threads 1
done
echo "medians of $reps, n = $n:"
for name in plain journal "mpi np=1" "mpi np=2" "mpi np=1 --threads 1" "mpi np=2 --threads 1"; do
  # shellcheck disable=SC2086
  printf '  %-22s %6.3f s\n' "$name" "$(printf '%s\n' ${times[$name]} | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}')"
done
rm -rf "$(dirname "$journal")"
