#!/usr/bin/env python3
"""Count Q(n) with a progress line, resumable after Ctrl-C when given a journal file:

    PYTHONPATH=build/release/python python3 examples/python_count.py 18
    PYTHONPATH=build/release/python python3 examples/python_count.py 20 q20.db   # Ctrl-C, then again
"""

import sys

import nqueens


def show(done, total, solutions):
    print(f"\r{done}/{total} work units, {solutions} solutions so far", end="", file=sys.stderr, flush=True)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    journal = sys.argv[2] if len(sys.argv) > 2 else None
    try:
        r = nqueens.count(n, journal=journal, progress=show)
    except KeyboardInterrupt:
        print("\ninterrupted" + (f": run again with {journal} to resume" if journal else ""), file=sys.stderr)
        return 130
    print(file=sys.stderr)
    print(f"Q({n}) = {r.solutions}, fundamental {r.fundamental} ({r.seconds:.2f} s"
          + (f", {r.units_resumed} of {r.units_total} work units from the journal)" if journal else ")"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
