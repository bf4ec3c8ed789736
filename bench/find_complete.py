#!/usr/bin/env python3
"""Benchmarks of `nqueens find` and `nqueens complete` (issue 5), as Markdown tables.

  bench/find_complete.py [--nqueens build/release/nqueens] [--cadical cadical] [--runs 5]
  bench/find_complete.py generate N K SEED     # one random completion instance, CSPLib format

find: median wall and CPU time of whole runs of the tool, output to /dev/null, for the explicit
construction at n = 10^7 and min-conflicts at n = 10^6 and 10^7.

complete: random instances with a third of the queens pre-placed (--placed changes the fraction). The generator places k
queens one by one, each on a square chosen uniformly among those no earlier queen attacks
(rows and columns 0-based), from Python's random.Random(seed): the same arguments always give
the same instance. Each instance is solved by `nqueens complete` and by CaDiCaL (Debian's
`cadical`, `apt-get install cadical`) on the direct CNF encoding `nqueens export N --cnf
--placed FILE` writes: variable r*n + c + 1 says "a queen on (r, c)"; each row and each column
has at least one queen (one clause) and at most one (a clause per pair); each diagonal and
anti-diagonal at most one (a clause per pair); a unit clause per pre-placed queen. Both answers are checked: the two
solvers must agree on whether a completion exists, and our completions must be solutions
holding the pre-placed queens.
"""

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def generate(n, k, seed):
    """k queens, each on a uniformly random square no earlier one attacks."""
    rng = random.Random(seed)
    queens = []
    for _ in range(k):
        free = [(r, c) for r in range(n) for c in range(n)
                if all(r != qr and c != qc and r - c != qr - qc and r + c != qr + qc for qr, qc in queens)]
        if not free:
            break
        queens.append(rng.choice(free))
    return queens


def csplib(n, queens):
    pairs = ", ".join(f"[{r}, {c}]" for r, c in queens)
    return f"letting n = {n}\nletting init = [{pairs}]\n"


def timed(command, stdin=None):
    """Runs a command; returns (exit status, stdout, wall seconds, CPU seconds of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    p = subprocess.run(command, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p.returncode, p.stdout, wall, cpu


def check_completion(n, queens, grid):
    rows = grid.split()
    assert len(rows) == n and all(len(row) == n for row in rows), grid
    cols = [row.index("Q") for row in rows]
    assert all(row.count("Q") == 1 for row in rows)
    assert len(set(cols)) == n and len({r - c for r, c in enumerate(cols)}) == n
    assert len({r + c for r, c in enumerate(cols)}) == n
    assert all(cols[r] == c for r, c in queens)


def bench_find(args):
    print("| command | median wall s | median CPU s |")
    print("|---|---|---|")
    for n, method in [(10**7, "construct"), (10**6, "min-conflicts"), (10**7, "min-conflicts")]:
        walls, cpus = [], []
        for run in range(args.runs):
            extra = ["--seed", str(run + 1)] if method == "min-conflicts" else []
            with open(os.devnull, "w") as null:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                status = subprocess.run([args.nqueens, "find", str(n), "--method", method] + extra, stdout=null).returncode
                walls.append(time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            assert status == 0
        label = f"nqueens find {n} --method {method}" + (" --seed 1..{}".format(args.runs) if extra else "")
        print(f"| `{label} > /dev/null` | {statistics.median(walls):.2f} | {statistics.median(cpus):.2f} |")


def bench_complete(args):
    print("| n | pre-placed | instances (with / without completion) | nqueens median wall s (CPU s) "
          "| cadical median wall s (CPU s) | ratio (wall) | nqueens max s | cadical max s |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            k = round(n * args.placed)
            ours, theirs, ours_cpu, theirs_cpu, sat = [], [], [], [], 0
            for i in range(args.instances):
                queens = generate(n, k, seed=1000 * n + i)
                param, cnf = os.path.join(tmp, "q.param"), os.path.join(tmp, "q.cnf")
                with open(param, "w") as f:
                    f.write(csplib(n, queens))
                with open(cnf, "w") as f:
                    subprocess.run([args.nqueens, "export", str(n), "--cnf", "--placed", param], stdout=f, check=True)
                runs = [timed([args.nqueens, "complete", param]) for _ in range(args.runs)]
                status, out, _, _ = runs[0]
                assert status == 0, out
                found = not out.startswith("no completion")
                if found:
                    check_completion(n, queens, out)
                ours.append(statistics.median(w for _, _, w, _ in runs))
                ours_cpu.append(statistics.median(c for _, _, _, c in runs))
                runs = [timed([args.cadical, "-q", cnf]) for _ in range(args.runs)]
                assert runs[0][0] == (10 if found else 20), f"cadical disagrees on n={n} instance {i}"
                theirs.append(statistics.median(w for _, _, w, _ in runs))
                theirs_cpu.append(statistics.median(c for _, _, _, c in runs))
                sat += found
            mo, mt = statistics.median(ours), statistics.median(theirs)
            co, ct = statistics.median(ours_cpu), statistics.median(theirs_cpu)
            print(f"| {n} | {k} | {args.instances} ({sat} / {args.instances - sat}) | {mo:.4f} ({co:.4f}) "
                  f"| {mt:.4f} ({ct:.4f}) "
                  f"| {mt / mo:.1f}× | {max(ours):.4f} | {max(theirs):.4f} |")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "generate":
        n, k, seed = map(int, sys.argv[2:5])
        sys.stdout.write(csplib(n, generate(n, k, seed)))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nqueens", default="build/release/nqueens")
    parser.add_argument("--cadical", default="cadical")
    parser.add_argument("--runs", type=int, default=5, help="runs of each command; the median counts")
    parser.add_argument("--instances", type=int, default=20, help="random instances per size")
    parser.add_argument("--sizes", type=int, nargs="+", default=[20, 30, 40])
    parser.add_argument("--placed", type=float, default=1 / 3, help="fraction of the queens pre-placed")
    parser.add_argument("--only", choices=["find", "complete"])
    args = parser.parse_args()
    if args.only != "complete":
        bench_find(args)
        print()
    if args.only != "find":
        bench_complete(args)


if __name__ == "__main__":
    main()
