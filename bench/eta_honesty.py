#!/usr/bin/env python3
"""How honest a count's ETA is: runs `nqueens count N` (extra arguments passed on) with its
progress on a pipe (a line every 5 s), then prints for each progress line the share of the units
done, the finish time it predicted (elapsed + ETA), and that prediction's error against the
time the count took. The issue's bar: within 20 % once 10 % of the units are done.

    bench/eta_honesty.py [--tool build/release/nqueens] N [count arguments...]
"""
import argparse
import re
import subprocess
import sys
import time

LINE = re.compile(r"(\d+)/(\d+) units, .* elapsed (\S+), ETA (\S+)")
PART = re.compile(r"(\d+)([hms])")


def seconds(text):
    """'2m05s', '1h02m' or '5s' (compact_duration) in seconds."""
    scale = {"h": 3600, "m": 60, "s": 1}
    return sum(int(v) * scale[u] for v, u in PART.findall(text))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default="build/release/nqueens")
    parser.add_argument("n")
    parser.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    start = time.monotonic()
    run = subprocess.run([args.tool, "count", args.n, *args.rest], capture_output=True, text=True, check=True)
    total = time.monotonic() - start
    print(f"count {args.n} {' '.join(args.rest)}: {total:.1f} s; {run.stdout.splitlines()[1]}")
    print(f"{'done':>7} {'elapsed':>8} {'predicted':>9} {'error':>7}")
    worst_after_tenth = 0.0
    for line in run.stderr.splitlines():
        m = LINE.search(line)
        if not m:
            continue
        done = int(m[1]) / int(m[2])
        elapsed = seconds(m[3])
        predicted = elapsed + seconds(m[4])
        error = predicted / total - 1
        if done >= 0.1:
            worst_after_tenth = max(worst_after_tenth, abs(error))
        print(f"{done:7.1%} {elapsed:7d}s {predicted:8d}s {error:+7.1%}")
    print(f"worst error once 10 % of the units were done: {worst_after_tenth:.1%}")


if __name__ == "__main__":
    sys.exit(main())
