#!/usr/bin/env python3
"""nqueens.count(N) in Python against `nqueens count N --quiet` in the same run, interleaved.

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_count.py [N] [RUNS] [CLI]

For each run: the wall time of the call nqueens.count(N) in this process, and the wall time of
the command line tool (process start included) with the count's own time as it reports it
(--detail). Prints each run and the medians as a Markdown table (bench/README.md).
"""

import re
import statistics
import subprocess
import sys
import time

import nqueens


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    cli = sys.argv[3] if len(sys.argv) > 3 else "build/release/nqueens"
    rows = []
    for _ in range(runs):
        start = time.perf_counter()
        r = nqueens.count(n)
        python_wall = time.perf_counter() - start
        start = time.perf_counter()
        out = subprocess.run([cli, "count", str(n), "--quiet", "--detail"], capture_output=True, text=True,
                             check=True).stdout
        cli_wall = time.perf_counter() - start
        cli_seconds = float(re.search(r"^seconds: ([\d.]+)$", out, re.MULTILINE).group(1))
        assert f"solutions: {r.solutions}" in out
        rows.append((python_wall, r.seconds, cli_wall, cli_seconds))
    print(f"| run | `nqueens.count({n})` wall | its `seconds` | `nqueens count {n} --quiet` wall | its `seconds` |")
    print("| --- | --- | --- | --- | --- |")
    for i, row in enumerate(rows, 1):
        print(f"| {i} | " + " | ".join(f"{v:.3f} s" for v in row) + " |")
    medians = [statistics.median(column) for column in zip(*rows)]
    print("| median | " + " | ".join(f"**{v:.3f} s**" for v in medians) + " |")


if __name__ == "__main__":
    main()
