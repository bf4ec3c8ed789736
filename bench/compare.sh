#!/usr/bin/env bash
# One command for an engine table (bench/history/fast-engine.md, round two): for each n, the
# time of each engine on one thread, the fast/reference ratio measured in the same run, the fast
# engine on 2 threads, and the peak memory (maximum resident set, from /usr/bin/time -v); and, if
# given, the same n run by an external counter built outside this repository.
#
#   bench/compare.sh [--from 12] [--to 20] [--reference-to 17] [--external DIR]
#
# --reference-to: the largest n the reference engine runs (it takes minutes past 17); larger n
#   show "skipped" in its columns.
# --external DIR: a directory of already-built external counters, one binary per n named
#   kluev-<n> (Kluev's N-Queens-Count-Sol fixes n at compile time), run as `kluev-<n> 1` and
#   `kluev-<n> 2` (threads). This script neither fetches nor builds them.
# The nqueens tool is taken from build/release (override with NQUEENS=path).
set -euo pipefail
cd "$(dirname "$0")/.."
from=12 to=20 reference_to=17 external=""
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=$2; shift 2 ;;
    --to) to=$2; shift 2 ;;
    --reference-to) reference_to=$2; shift 2 ;;
    --external) external=$2; shift 2 ;;
    *) echo "bench/compare.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
nqueens=${NQUEENS:-build/release/nqueens}
[ -x "$nqueens" ] || { echo "bench/compare.sh: build first (cmake --preset release && cmake --build --preset release)" >&2; exit 1; }

# Runs a command under /usr/bin/time; prints "seconds peak_MiB".
measure() {
  local log
  log=$(mktemp)
  /usr/bin/time -v "$@" >/dev/null 2>"$log"
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
              /Maximum resident set size/ { m = $2 / 1024 }
              END { printf "%.2f %.0f", s, m }' "$log"
  rm -f "$log"
}

printf '%-3s | %-10s %-8s | %-10s %-8s | %-9s | %-10s %-8s\n' n "fast 1t s" "MiB" "ref 1t s" "MiB" "fast/ref" "fast 2t s" "speedup"
[ -n "$external" ] && printf '%-3s | %-10s %-8s | %-10s %-8s | %-9s | %-10s %-8s\n' "" "ext 1t s" "MiB" "" "" "fast/ext" "ext 2t s" "f2t/e2t"
for n in $(seq "$from" "$to"); do
  read -r fast fast_mib <<<"$(measure "$nqueens" count "$n" --threads 1 --quiet)"
  read -r fast2 _ <<<"$(measure "$nqueens" count "$n" --threads 2 --quiet)"
  if [ "$n" -le "$reference_to" ]; then
    read -r ref ref_mib <<<"$(measure "$nqueens" count "$n" --engine reference --threads 1 --quiet)"
    ratio=$(awk -v a="$fast" -v b="$ref" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')
  else
    ref=skipped ref_mib=- ratio=-
  fi
  speedup=$(awk -v a="$fast" -v b="$fast2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  printf '%-3s | %-10s %-8s | %-10s %-8s | %-9s | %-10s %-8s\n' "$n" "$fast" "$fast_mib" "$ref" "$ref_mib" "$ratio" "$fast2" "$speedup"
  if [ -n "$external" ] && [ -x "$external/kluev-$n" ]; then
    read -r ext ext_mib <<<"$(measure "$external/kluev-$n" 1)"
    read -r ext2 _ <<<"$(measure "$external/kluev-$n" 2)"
    printf '%-3s | %-10s %-8s | %-10s %-8s | %-9s | %-10s %-8s\n' "ext" "$ext" "$ext_mib" "" "" \
      "$(awk -v a="$fast" -v b="$ext" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')" "$ext2" \
      "$(awk -v a="$fast2" -v b="$ext2" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')"
  fi
done
