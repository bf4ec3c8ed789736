#!/usr/bin/env python3
"""CSPLib problem 79's excluded-diagonals instances decided by `nqueens find`, side by side with
the JAIR 2017 paper's bit-parallel solver shiftqueens, as Markdown tables (issue 17).

    bench/csplib79.py --data DIR [--nqueens build/release/nqueens] [--shiftqueens PATH]
                      [--n 19 20 21] [--files K] [--compare K]

DIR holds CSPLib 79's instance folders diag-N/ (its data/diag-N.tar.gz unpacked: 1000 files
diag-N-4-SEED.param a size, from queens-diag-gen.py N 4 SEED). Each file is one instance here,
its first n - 2 diagonals excluded (the paper's hardest instances lie there: n = 21 with 19
diagonals took its SAT solver 2600 s). --files K takes the first K files of each size (by
seed) instead of all. shiftqueens, which takes minutes for all of them, runs on the first
--compare K (default 200) of each size, for the medians side by side, and on the 20 that took
nqueens longest of each size (a table each).

shiftqueens is CSPLib 79's models/shiftqueensdiags.cc, built outside this repository with
`g++ -O3 -march=native shiftqueensdiags.cc -o shiftqueens`: a row-by-row bitboard search on one
thread, reading n, the number of diagonals and the pairs from standard input, the number of
diagonals to take as its argument. Both solvers' answers must agree, and every solution
nqueens prints must pass `nqueens verify` under the same diagonals. Times are wall times of
whole runs (process start included), and the CPU time nqueens used (it races two searches on
two threads).
"""

import argparse
import glob
import os
import re
import resource
import statistics
import subprocess
import sys
import time


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, stdin=None):
    """(wall seconds, CPU seconds, standard output) of one run."""
    cpu = children_cpu()
    start = time.monotonic()
    run = subprocess.run(command, input=stdin, capture_output=True, text=True, check=False)
    wall = time.monotonic() - start
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)}: exit status {run.returncode}: {run.stderr.strip()}")
    return wall, children_cpu() - cpu, run.stdout


def seed_of(path):
    return int(re.search(r"-(\d+)\.param$", path)[1])


def ours(tool, n, path, d):
    wall, cpu, out = timed([tool, "find", str(n), "--quiet", "--diags", path, "--diags-count", str(d)])
    if out.startswith("no solution"):
        return wall, cpu, False
    check = subprocess.run([tool, "verify", "--quiet", "--diags", path, "--diags-count", str(d)], input=out,
                           capture_output=True, text=True, check=False)
    if check.returncode != 0:
        sys.exit(f"{path} with {d} diagonals: nqueens found {out.strip()!r}, which verify refuses: {check.stdout}")
    return wall, cpu, True


def theirs(shiftqueens, path, d):
    numbers = " ".join(re.findall(r"\d+", open(path, encoding="ascii").read()))
    wall, _, out = timed([shiftqueens, str(d)], numbers)
    if "Timeout Reached" in out:
        sys.exit(f"{path}: shiftqueens ran out of its 1800 s")
    return wall, "Solution Found" in out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--nqueens", default="build/release/nqueens")
    parser.add_argument("--shiftqueens")
    parser.add_argument("--n", type=int, nargs="+", default=[19, 20, 21])
    parser.add_argument("--files", type=int)
    parser.add_argument("--compare", type=int, default=200)
    args = parser.parse_args()

    rows = []  # (n, seed, d, sat, our wall, our cpu, their wall)
    for n in args.n:
        files = sorted(glob.glob(os.path.join(args.data, f"diag-{n}", "*.param")), key=seed_of)[: args.files]
        if not files:
            sys.exit(f"no instances in {args.data}/diag-{n}/")
        d = n - 2
        of_n = []
        for path in files:
            wall, cpu, sat = ours(args.nqueens, n, path, d)
            of_n.append([n, seed_of(path), d, sat, wall, cpu, None, path])
        if args.shiftqueens:
            hardest = sorted(of_n, key=lambda r: -r[4])[:20]
            for row in of_n[: args.compare] + [r for r in hardest if r not in of_n[: args.compare]]:
                row[6], their_sat = theirs(args.shiftqueens, row[7], d)
                if their_sat != row[3]:
                    sys.exit(f"{row[7]} with {d} diagonals: nqueens says {row[3]}, shiftqueens {their_sat}")
        rows += [tuple(r[:7]) for r in of_n]
        print(f"n = {n}: {len(files)} instances done", file=sys.stderr)

    compare = args.shiftqueens is not None
    print("| n | diagonals | instances | with a solution | nqueens median | nqueens 99th | nqueens max | nqueens CPU max |"
          + f" of the first {args.compare}: nqueens median | shiftqueens median |" * compare)
    print("|---|---|---|---|---|---|---|---|" + "---|---|" * compare)
    for n in args.n:
        of_n = [r for r in rows if r[0] == n]
        walls = sorted(r[4] for r in of_n)
        line = (f"| {n} | {n - 2} | {len(of_n)} | {sum(r[3] for r in of_n)} | "
                f"{statistics.median(walls):.3f} s | {walls[int(0.99 * (len(walls) - 1))]:.3f} s | {walls[-1]:.3f} s | "
                f"{max(r[5] for r in of_n):.3f} s |")
        if compare:
            first = of_n[: args.compare]
            line += (f" {statistics.median(r[4] for r in first):.3f} s | {statistics.median(r[6] for r in first):.3f} s |")
        print(line)
    for n in args.n:
        print(f"\nThe 20 instances of n = {n} that took nqueens longest:\n")
        hardest = sorted((r for r in rows if r[0] == n), key=lambda r: -r[4])[:20]
        print("| instance | diagonals | answer | nqueens wall | nqueens CPU |" + (" shiftqueens | ratio |" if compare else ""))
        print("|---|---|---|---|---|" + ("---|---|" if compare else ""))
        for _, seed, d, sat, wall, cpu, their_wall in hardest:
            line = f"| diag-{n}-4-{seed} | {d} | {'solution' if sat else 'none'} | {wall:.3f} s | {cpu:.3f} s |"
            if compare:
                line += f" {their_wall:.3f} s | {wall / their_wall:.2f} |"
            print(line)


if __name__ == "__main__":
    main()
