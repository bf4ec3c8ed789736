#!/usr/bin/env python3
"""Toroidal queens and superqueens counted by nqueens and by other counters, side by side, as a
Markdown table (issue 17).

    bench/variant_counters.py --variant superqueens --n 16 17 \\
        --counter 'natoen=node /path/run.js {n}' --counter 'jOEIS=java -cp CP RunSeq A051223 {n}'

Each counter is NAME=COMMAND, {n} standing for the board size; its count is the first whole
number on the last line it prints. nqueens runs as `nqueens count N --torus|--superqueens --threads 1`. Every
counter is pinned to one core (`taskset -c CPU`), the runs interleaved (--runs, default 3),
and the table gives the median wall time of whole runs; a count that differs from nqueens'
stops the script. Counters fetched from public repositories are built and run outside this one.
"""

import argparse
import re
import statistics
import subprocess
import sys
import time


def run(command, cpu):
    start = time.monotonic()
    done = subprocess.run(["taskset", "-c", str(cpu), "bash", "-c", command], capture_output=True, text=True)
    seconds = time.monotonic() - start
    if done.returncode != 0:
        sys.exit(f"'{command}' exited with {done.returncode}: {done.stderr.strip()}")
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    numbers = re.findall(r"\b\d+\b", lines[-1]) if lines else []
    if not numbers:
        sys.exit(f"'{command}' printed no count")
    return int(numbers[0]), seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("torus", "superqueens"), required=True)
    parser.add_argument("--n", type=int, nargs="+", required=True)
    parser.add_argument("--counter", action="append", default=[], help="NAME=COMMAND with {n}")
    parser.add_argument("--nqueens", default="build/release/nqueens")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cpu", type=int, default=1)
    args = parser.parse_args()
    counters = [("nqueens, one thread",
                 f"{args.nqueens} count {{n}} --{args.variant} --threads 1 | sed -n 's/^solutions: //p'")]
    for spec in args.counter:
        name, sep, command = spec.partition("=")
        if not sep or "{n}" not in command:
            sys.exit(f"--counter must be NAME=COMMAND with {{n}} in it, got '{spec}'")
        counters.append((name, command))
    print("| n | " + " | ".join(name for name, _ in counters) + " |")
    print("|---|" + "---|" * len(counters))
    for n in args.n:
        times = [[] for _ in counters]
        counts = set()
        for _ in range(args.runs):
            for i, (_, command) in enumerate(counters):
                count, seconds = run(command.format(n=n), args.cpu)
                counts.add(count)
                times[i].append(seconds)
        if len(counts) != 1:
            sys.exit(f"n = {n}: the counters disagree: {sorted(counts)}")
        print(f"| {n} | " + " | ".join(f"{statistics.median(t):.2f} s" for t in times) + " |")


if __name__ == "__main__":
    main()
