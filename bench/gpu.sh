#!/bin/bash
# The GPU engine's table, measured in one run on a machine with an NVIDIA GPU: the devices, then
# for each n from FROM to TO (default 16..22) Q(n) counted exactly by `--engine gpu`, and up to
# CPU_TO (default 20; 21 and 22 take many minutes on 16 cores) by the CPU's fast engine on every
# core, GPU and CPU interleaved per n, REPS times up to n = 19 (default 3; once above, where a
# count lasts long enough that the machine's noise is small against it); then one kernel
# profiled with Nsight Compute (ncu, where installed) at n = PROFILE_N (default 18). Writes
# gpu.tsv (n, engine, rep, seconds, solutions, nodes), devices.txt, ncu-*.txt and the tools'
# outputs into OUT_DIR (default $OUT, else gpu-bench-<date>), and prints the table with the
# median of each engine and their ratio.
#
# The tool is NQUEENS (default: the portable binary, build/portable/nqueens, which needs only
# glibc and so runs on a bare GPU machine; else build/release/nqueens). It opens the machine's own
# CUDA driver, libcuda.so.1.
# Usage: bench/gpu.sh [FROM] [TO] [CPU_TO] [REPS]
#   NQUEENS=... OUT_DIR=... PROFILE_N=18 bench/gpu.sh 16 22 20 3
set -euo pipefail
from=${1:-16}
to=${2:-22}
cpu_to=${3:-20}
reps=${4:-3}
nqueens=${NQUEENS:-build/portable/nqueens}
[ -x "$nqueens" ] || nqueens=build/release/nqueens
out=${OUT_DIR:-${OUT:-gpu-bench-$(date +%Y%m%d-%H%M%S)}}
profile_n=${PROFILE_N:-18}
mkdir -p "$out"

echo "tool: $nqueens ($("$nqueens" --version))"

{
  echo "date: $(date -Is)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) CPUs"
  command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
  "$nqueens" devices
} | tee "$out/devices.txt"

# One count: its wall time (the whole command, process start included), solutions and nodes.
count() {
  local engine=$1 n=$2 rep=$3 start end
  start=$(date +%s.%N)
  "$nqueens" count "$n" --engine "$engine" --json --detail --quiet >"$out/count-$n-$engine-$rep.json"
  end=$(date +%s.%N)
  local seconds solutions nodes
  seconds=$(echo "$end - $start" | bc)
  solutions=$(grep -o '"solutions":[0-9]*' "$out/count-$n-$engine-$rep.json" | cut -d: -f2)
  nodes=$(grep -o '"nodes":[0-9]*' "$out/count-$n-$engine-$rep.json" | cut -d: -f2)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$engine" "$rep" "$seconds" "$solutions" "$nodes" >>"$out/gpu.tsv"
  printf '  n = %-2s %-4s rep %s: %8.2f s  Q = %s  nodes %s\n' "$n" "$engine" "$rep" "$seconds" "$solutions" "$nodes"
}

printf 'n\tengine\trep\tseconds\tsolutions\tnodes\n' >"$out/gpu.tsv"
for ((n = from; n <= to; ++n)); do
  r=$reps
  [ "$n" -le 19 ] || r=1
  for ((rep = 1; rep <= r; ++rep)); do
    count gpu "$n" "$rep"
    [ "$n" -gt "$cpu_to" ] || count fast "$n" "$rep"
  done
done

echo
echo "medians (seconds), fast/gpu: the CPU engine's time over the GPU's"
awk -F'\t' 'NR > 1 { t[$1 "\t" $2] = t[$1 "\t" $2] " " $4; ns[$1] = 1 }
  function median(list,   a, k, i, j, x) {
    k = split(list, a, " ")
    for (i = 2; i <= k; ++i) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; --j) a[j + 1] = a[j]; a[j + 1] = x }
    return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
  }
  END {
    printf "n\tgpu\tfast\tfast/gpu\n"
    for (n in ns) {
      g = median(t[n "\tgpu"]); f = (n "\tfast") in t ? median(t[n "\tfast"]) : ""
      printf "%s\t%.2f\t%s\t%s\n", n, g, f == "" ? "-" : sprintf("%.2f", f), f == "" ? "-" : sprintf("%.2f", f / g)
    }
  }' "$out/gpu.tsv" | sort -n | tee "$out/medians.tsv"

# One kernel launch profiled (the 20th, past the first units' warm-up): Nsight Compute's full set.
if command -v ncu >/dev/null; then
  ncu --kernel-name nqueens_count_starts --launch-skip 20 --launch-count 1 --set full \
    "$nqueens" count "$profile_n" --engine gpu --quiet --threads 1 >"$out/ncu-$profile_n.txt" 2>&1 || true
  echo "profile: $out/ncu-$profile_n.txt"
else
  echo "ncu not found: no kernel profile"
fi
