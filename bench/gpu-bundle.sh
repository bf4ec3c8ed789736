#!/bin/bash
# Puts the nqueens tool of a build and the shared libraries it needs beyond the C library's
# (fmt, SQLite, mimalloc, libstdc++: a bare GPU machine has none of Debian's) into one folder,
# BUNDLE (default build/gpu-bundle), for bench/gpu.sh to run there. The CUDA driver is not
# bundled: the tool opens the machine's own libcuda.so.1.
# Usage: bench/gpu-bundle.sh [BUILD_DIR] [BUNDLE]
set -euo pipefail
build=${1:-build/release}
bundle=${2:-build/gpu-bundle}
rm -rf "$bundle"
mkdir -p "$bundle/lib"
cp "$build/nqueens" "$bundle/"
# Every library ldd resolves, but the C library's own (libc, libm, the loader), which the
# machine has and which must match its kernel.
ldd "$build/nqueens" | awk '$3 ~ /^\// { print $3 }' | while read -r lib; do
  case "$(basename "$lib")" in
    libc.so.* | libm.so.* | ld-linux*.so.* | libpthread.so.* | libdl.so.* | librt.so.*) ;;
    *) cp -L "$lib" "$bundle/lib/" ;;
  esac
done
du -sh "$bundle"
ls "$bundle/lib"
