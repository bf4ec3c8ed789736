#!/usr/bin/env bash
# Checks the portable binary (the portable preset): it needs no shared library but glibc's
# (libc, libm, libpthread, libdl and the loader; ldd), names the newest glibc symbol version it
# needs, and runs with an empty environment from an empty folder: the 92 solutions, a count, a
# journal (SQLite inside), a find of a large board.
#   tests/portable/check.sh build/portable/nqueens
set -euo pipefail
binary=$(realpath "$1")
fail() { echo "tests/portable/check.sh: $*" >&2; exit 1; }

while read -r library _; do
  case "$library" in
    linux-vdso.so.* | libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | /lib*/ld-linux*.so.*) ;;
    *) fail "$binary needs $library, which is not glibc's" ;;
  esac
done < <(ldd "$binary")
glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)
echo "$binary: only glibc's libraries; needs $glibc or later"

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
cd "$folder"
run() { env -i "$binary" "$@"; }
[ "$(run | tail -n 1)" = "Total: 92 solutions" ] || fail "nqueens does not list the 92 solutions"
[ "$(run count 12 --quiet | sed -n 2p)" = "solutions: 14200" ] || fail "count 12 is not 14200"
run count 11 --journal q11.db --quiet >/dev/null
[ "$(run journal q11.db | grep -c 'solutions: 2680')" = 1 ] || fail "the journal of count 11 does not hold 2680"
run find 100000 | run verify >/dev/null || fail "find 100000 is no solution"
echo "$binary: runs under env -i from an empty folder (solve, count, journal, find, verify)"
