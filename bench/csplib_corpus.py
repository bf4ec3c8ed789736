#!/usr/bin/env python3
"""Every instance file CSPLib ships for problems 54, 79 and 80, read and decided by nqueens as
shipped, every answer checked, side by side with shiftqueens and CaDiCaL (issue 42).

    bench/csplib_corpus.py --csplib PATH [--nqueens build/release/nqueens] [--cadical cadical]
        [--shiftqueens-block PATH] [--shiftqueens-diags PATH] [--sets asp block diag counts]
        [--compare K] [--timeout S] [--files K] [--all-counts K] [--record FILE]

PATH is the CSPLib repository (github:csplib/csplib): a checkout, or the bare git directory the
`fetch` tool leaves (its tarballs are read from git in place: nothing is unpacked to disk but the
text of the instance being run, to a temporary file). The sets:

  asp     Problems/prob080/data/asp-competition-instances.tar.gz: the ASP competitions' blocked
          queens, 400 Essence' files (n = 28, 48, 50, 56), `nqueens find N --blocked FILE`. The
          tarball also holds 400 macOS resource forks ("._NAME", binary), which are no instances.
  block   Problems/prob080/data/block-*.tar.gz: CSPLib 80's random blocked boards
          (blocked-gen.py; block-10: n = 10, 29,000 files). block-15.tar.gz is listed in the
          repository but its blob is absent from the stored snapshot; prob079's block-20 .. 60
          are only metadata files (their tarballs are not in the repository).
  diag    Problems/prob079/data/diag-N.tar.gz (N = 8 .. 21, 1000 files each): excluded diagonals
          (queens-diag-gen.py), each file at its first n - 2 diagonals (the hard region: n = 21
          with 19 took the paper's SAT solver 2600 s), and the first --all-counts K files of each
          size at every count from 0 to numdiags.
  counts  Problem 54 ships no instance files (data/ is empty); its results pages list Q(n) and
          the fundamental counts for n = 1 .. 26, checked here against `nqueens count` up to
          n = 17 and against OEIS (tests/data/counts.tsv) beyond.

Each answer is checked: a solution by `nqueens verify` under the same rules; "no solution" by a
second, independent method: CaDiCaL (Debian's `cadical`) on `nqueens export --cnf`, which must
say UNSATISFIABLE, or the counting engine's 0 (`nqueens count`, up to n = 32: on CSPLib 79's
unsatisfiable instances of n = 19 .. 21 it takes seconds where CaDiCaL takes up to minutes). Any
disagreement, file that does not read or run past --timeout ends the script with status 1 after
the tables. For the comparisons, the first --compare K files of each size (default 100; all of
the ASP set, shiftqueens only on its first --asp-shiftqueens K of each size, default 10) also
run CaDiCaL and shiftqueens (CSPLib's own bit-parallel solvers:
prob080/models/shiftqueensblock-notimeout.cc and prob079/models/shiftqueensdiags.cc, built
outside this repository with `g++ -O3 -march=native FILE.cc -o NAME`), each under --timeout
seconds (default 60; a run past it counts as that long and is marked). Times are wall times of
whole runs, process start included. nqueens runs on the CPUs it may use (its race takes two).
"""

import argparse
import io
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ASP_TARBALL = "Problems/prob080/data/asp-competition-instances.tar.gz"
BLOCK_TARBALLS = ["Problems/prob080/data/block-10.tar.gz", "Problems/prob080/data/block-15.tar.gz"]
DIAG_TARBALLS = [f"Problems/prob079/data/diag-{n}.tar.gz" for n in range(8, 22)]
COUNT_PAGES = ["Problems/prob054/results/numsolutions.inline.md",
               "Problems/prob054/results/numsymmetricsolutions.inline.md"]


class Repository:
    """The files of the CSPLib repository, from a checkout or a (bare) git directory."""

    def __init__(self, path):
        self.path = path
        self.checkout = os.path.isdir(os.path.join(path, "Problems"))

    def read(self, name):
        """The bytes of the file, or None where the repository lacks them."""
        if self.checkout:
            full = os.path.join(self.path, name)
            return open(full, "rb").read() if os.path.exists(full) else None
        run = subprocess.run(["git", "--git-dir", self.path, "show", f"HEAD:{name}"], capture_output=True, check=False)
        return run.stdout if run.returncode == 0 else None


def instances(repository, tarball):
    """(name, text) of each instance file in the tarball, in the tarball's order; [] if absent."""
    data = repository.read(tarball)
    if data is None:
        print(f"{tarball}: not in the repository (skipped)", file=sys.stderr)
        return []
    out = []
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for member in archive:
            if member.isfile() and not os.path.basename(member.name).startswith("._"):
                out.append((member.name, archive.extractfile(member).read().decode("utf-8")))
    return out


def run(command, stdin=None, timeout=None):
    """(wall seconds, exit status, stdout, stderr); status None if it ran past the timeout."""
    start = time.monotonic()
    try:
        done = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return time.monotonic() - start, None, "", ""
    return time.monotonic() - start, done.returncode, done.stdout, done.stderr


class Checker:
    """Runs nqueens on one instance and checks its answer; records failures."""

    def __init__(self, args, scratch):
        self.args = args
        self.scratch = scratch
        self.failures = []

    def fail(self, message):
        self.failures.append(message)
        print(f"FAIL {message}", file=sys.stderr)

    def decide(self, name, n, rules):
        """Our answer ("solution", "none" or "error") and wall time; a solution checked by verify."""
        nq = self.args.nqueens
        wall, status, out, err = run([nq, "find", str(n), "--quiet"] + rules, timeout=self.args.timeout)
        if status != 0:
            self.fail(f"{name}: nqueens find exit status {status}: {err.strip()}")
            return "error", wall
        if out.startswith("no solution"):
            return "none", wall
        _, status, verdict, _ = run([nq, "verify", "--quiet"] + rules, stdin=out)
        if status != 0:
            self.fail(f"{name}: nqueens found {out.strip()!r}, which verify refuses: {verdict.strip()}")
        return "solution", wall

    def cadical(self, n, rules, timeout):
        """CaDiCaL's wall time on our CNF of the instance (the export not counted) and its answer
        (None past the timeout)."""
        _, _, cnf, _ = run([self.args.nqueens, "export", str(n), "--cnf"] + rules)
        wall, status, said, _ = run([self.args.cadical, "-q"], stdin=cnf, timeout=timeout)
        answer = None if status is None else "solution" if "s SATISFIABLE" in said else "none"
        return wall, answer

    def confirm_none(self, name, n, rules, row):
        """A second method's "none": CaDiCaL's where the comparison ran it and it answered in
        time; else, up to n = 32, the counting engine's 0 (a row-by-row count of every unit,
        sharing nothing with find's search but the rules); past it CaDiCaL with no time limit
        (its time then goes in the row)."""
        if row.get("cadical_answer") is not None:
            theirs = row["cadical_answer"]
        elif n <= 32 or not self.args.cadical:
            _, status, counted, err = run([self.args.nqueens, "count", str(n), "--quiet", "--json"] + rules)
            if status != 0 or '"solutions":0}' not in counted:
                self.fail(f"{name}: nqueens find says no solution, count says {counted.strip() or err.strip()}")
            return
        else:
            row["cadical"], theirs = self.cadical(n, rules, None)
            row["cadical_timeout"] = False
        if theirs != "none":
            self.fail(f"{name}: nqueens says no solution, CaDiCaL {theirs}")

    def shiftqueens(self, program, numbers, extra):
        wall, status, said, _ = run([program] + extra, stdin=numbers, timeout=self.args.timeout)
        answer = None if status is None else "solution" if "Solution Found" in said else "none"
        return wall, answer


def seed_of(name):
    return int(re.findall(r"\d+", os.path.basename(name))[-1])


def run_set(checker, label, items, compare, program, shift_extra, shift_compare=None):
    """items: (name, size, rule args with FILE, text, numbers for shiftqueens, group); rows out."""
    rows = []
    seen = {}
    path = os.path.join(checker.scratch, "instance.param")
    for name, n, rule_args, text, numbers, group in items:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        rules = [option.replace("FILE", path) for option in rule_args]
        answer, wall = checker.decide(name, n, rules)
        row = {"set": label, "group": group, "name": name, "n": n, "answer": answer, "ours": wall,
               "cadical": None, "shift": None}
        k = seen.get(group, 0)
        seen[group] = k + 1
        if k < compare and answer != "error":
            if checker.args.cadical:
                row["cadical"], row["cadical_answer"] = checker.cadical(n, rules, checker.args.timeout)
                row["cadical_timeout"] = row["cadical_answer"] is None
                if not row["cadical_timeout"] and row["cadical_answer"] != answer:
                    checker.fail(f"{name}: nqueens says {answer}, CaDiCaL {row['cadical_answer']}")
            if program and k < (compare if shift_compare is None else shift_compare):
                row["shift"], theirs = checker.shiftqueens(program, numbers, shift_extra(rule_args))
                row["shift_timeout"] = theirs is None
                if theirs is not None and theirs != answer:
                    checker.fail(f"{name}: nqueens says {answer}, shiftqueens {theirs}")
        if answer == "none":
            checker.confirm_none(name, n, rules, row)
        rows.append(row)
        if len(rows) % 500 == 0:
            print(f"{label}: {len(rows)} of {len(items)} done", file=sys.stderr)
    return rows


def blocked_items(repository, tarballs, files):
    items = []
    for tarball in tarballs:
        for name, text in instances(repository, tarball)[:files]:
            n = int(re.search(r"letting\s+n\s*(?:=|be)\s*(\d+)", text)[1])
            group = f"n = {n}" if "asp-competition" in tarball else f"n = {n}, {name.split('/')[-2]}"
            items.append((name, n, ["--blocked", "FILE"], text, " ".join(re.findall(r"\d+", text)), group))
    return items


def diag_items(repository, files, all_counts):
    items = []
    for tarball in DIAG_TARBALLS:
        files_of_n = sorted(instances(repository, tarball), key=lambda f: seed_of(f[0]))[:files]
        for k, (name, text) in enumerate(files_of_n):
            n = int(re.search(r"\bn\s*=\s*(\d+)", text)[1])
            listed = int(re.search(r"numdiags\s*=\s*(\d+)", text)[1])
            counts = range(listed + 1) if k < all_counts else [n - 2]
            numbers = " ".join(re.findall(r"\d+", text))
            for d in counts:
                group = f"n = {n}, d = {n - 2}" if d == n - 2 else f"n = {n}, every d (first {all_counts} files)"
                items.append((f"{name} d={d}", n, ["--diags", "FILE", "--diags-count", str(d)], text, numbers, group))
    return items


def check_counts(repository, nqueens, checker):
    """Problem 54's published Q(n) and fundamental counts against ours and OEIS; rows of the table."""
    oeis = {}
    here = os.path.dirname(os.path.abspath(__file__))
    for line in open(os.path.join(here, "..", "tests", "data", "counts.tsv"), encoding="ascii"):
        if not line.startswith("#"):
            n, total, fundamental = (int(x) for x in line.split())
            oeis[n] = (total, fundamental)
    published = []
    for page in COUNT_PAGES:
        text = (repository.read(page) or b"").decode("utf-8")
        published.append([int(x) for x in re.search(r"is ((?:\d+, )*\d+)", text)[1].split(", ")])
    rows = []
    for n in range(1, len(published[0]) + 1):
        theirs = (published[0][n - 1], published[1][n - 1])
        if n <= 17:
            _, status, out, _ = run([nqueens, "count", str(n), "--quiet"])
            ours = tuple(int(x) for x in re.findall(r"(?:solutions|fundamental): (\d+)", out))
            source = "nqueens count"
        else:
            ours, source = oeis[n], "OEIS"
        if ours != oeis[n]:
            checker.fail(f"prob054 n = {n}: nqueens counts {ours}, OEIS {oeis[n]}")
        rows.append((n, theirs, ours, source))
    return rows


def median(values):
    return statistics.median(values) if values else None


def seconds(value, timed_out=False):
    if value is None:
        return "–"
    return f"> {value:.1f} s" if timed_out else f"{value:.3f} s"


def tables(rows, count_rows, timeout):
    groups = []
    for r in rows:
        if (r["set"], r["group"]) not in groups:
            groups.append((r["set"], r["group"]))
    print("| set | instances | files | solution / none | nqueens median | nqueens max | compared | "
          "nqueens median (compared) | CaDiCaL median | CaDiCaL max | shiftqueens median | shiftqueens max |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for label, group in groups:
        of = [r for r in rows if (r["set"], r["group"]) == (label, group)]
        files = len({r["name"].split(" ")[0] for r in of})
        ours = [r["ours"] for r in of]
        compared = [r for r in of if r["cadical"] is not None or r["shift"] is not None]
        cad = [r["cadical"] for r in compared if r["cadical"] is not None]
        shift = [r["shift"] for r in compared if r["shift"] is not None]
        cad_out = sum(1 for r in compared if r.get("cadical_timeout"))
        shift_out = sum(1 for r in compared if r.get("shift_timeout"))
        print(f"| {label} | {group} | {files} | {sum(r['answer'] == 'solution' for r in of)} / "
              f"{sum(r['answer'] == 'none' for r in of)} | {seconds(median(ours))} | {seconds(max(ours))} | "
              f"{len(compared)} | {seconds(median([r['ours'] for r in compared]))} | "
              f"{seconds(median(cad), cad_out * 2 > len(cad))} | {seconds(max(cad) if cad else None, cad_out > 0)}"
              f"{f' ({cad_out} past {timeout:g} s)' if cad_out else ''} | "
              f"{seconds(median(shift), shift_out * 2 > len(shift))} | {seconds(max(shift) if shift else None, shift_out > 0)}"
              f"{f' ({shift_out} past {timeout:g} s)' if shift_out else ''} |")
    slowest = sorted(rows, key=lambda r: -r["ours"])[:20]
    if slowest:
        print("\nThe 20 instances that took nqueens longest:\n")
        print("| instance | answer | nqueens | CaDiCaL | shiftqueens |")
        print("|---|---|---|---|---|")
        for r in slowest:
            print(f"| {r['name']} | {r['answer']} | {seconds(r['ours'])} | "
                  f"{seconds(r['cadical'], r.get('cadical_timeout', False))} | "
                  f"{seconds(r['shift'], r.get('shift_timeout', False))} |")
    if count_rows:
        wrong = [(n, theirs, ours) for n, theirs, ours, _ in count_rows if theirs != ours]
        print(f"\nProblem 54: {len(count_rows)} published counts (n = 1 .. {len(count_rows)}), "
              f"{len(count_rows) - len(wrong)} agree with nqueens count (n <= 17) and OEIS.")
        for n, theirs, ours in wrong:
            print(f"- n = {n}: CSPLib lists Q = {theirs[0]}, fundamental {theirs[1]}; "
                  f"OEIS A000170 / A002562: {ours[0]}, {ours[1]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--csplib", required=True)
    parser.add_argument("--nqueens", default="build/release/nqueens")
    parser.add_argument("--cadical", default="cadical")
    parser.add_argument("--shiftqueens-block")
    parser.add_argument("--shiftqueens-diags")
    parser.add_argument("--sets", nargs="+", default=["asp", "block", "diag", "counts"],
                        choices=["asp", "block", "diag", "counts"])
    parser.add_argument("--compare", type=int, default=100)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--files", type=int, help="the first K files of each tarball only")
    parser.add_argument("--all-counts", type=int, default=5)
    parser.add_argument("--asp-shiftqueens", type=int, default=10,
                        help="shiftqueens on the first K files of each size of the ASP set (CaDiCaL on all)")
    parser.add_argument("--record", help="write every instance's row here (TSV)")
    args = parser.parse_args()
    if args.cadical and subprocess.run(["sh", "-c", f"command -v {args.cadical}"], capture_output=True).returncode:
        print(f"{args.cadical} not found: 'no solution' is confirmed by nqueens count instead", file=sys.stderr)
        args.cadical = None
    repository = Repository(args.csplib)
    rows, count_rows = [], []
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as scratch:
        checker = Checker(args, scratch)
        block_extra = lambda rules: []
        diag_extra = lambda rules: [rules[-1]]  # shiftqueensdiags takes the count of diagonals
        if "asp" in args.sets:
            rows += run_set(checker, "CSPLib 80 (ASP)", blocked_items(repository, [ASP_TARBALL], args.files),
                            10**9, args.shiftqueens_block, block_extra, args.asp_shiftqueens)
        if "block" in args.sets:
            rows += run_set(checker, "CSPLib 80", blocked_items(repository, BLOCK_TARBALLS, args.files),
                            args.compare, args.shiftqueens_block, block_extra)
        if "diag" in args.sets:
            rows += run_set(checker, "CSPLib 79", diag_items(repository, args.files, args.all_counts), args.compare,
                            args.shiftqueens_diags, diag_extra)
        if "counts" in args.sets:
            count_rows = check_counts(repository, args.nqueens, checker)
    if args.record:
        with open(args.record, "w", encoding="utf-8") as f:
            f.write("set\tgroup\tinstance\tn\tanswer\tnqueens_s\tcadical_s\tshiftqueens_s\n")
            for r in rows:
                f.write(f"{r['set']}\t{r['group']}\t{r['name']}\t{r['n']}\t{r['answer']}\t{r['ours']:.4f}\t"
                        f"{'' if r['cadical'] is None else round(r['cadical'], 4)}\t"
                        f"{'' if r['shift'] is None else round(r['shift'], 4)}\n")
    tables(rows, count_rows, args.timeout)
    if checker.failures:
        print(f"\n{len(checker.failures)} failures:", *checker.failures, sep="\n", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
