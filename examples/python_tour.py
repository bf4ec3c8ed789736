#!/usr/bin/env python3
"""A tour of the nqueens Python module: the eight-queens puzzle from the search tree to a
million queens. Run it with the module on the path (README.md, "Python"):

    PYTHONPATH=build/release/python python3 examples/python_tour.py
"""

import collections
import itertools

import nqueens

# The search tree of backtracking, as data: how many steps of each kind it takes for 8 queens.
steps = collections.Counter(type(step).__name__ for step in nqueens.trace(8))
print(f"8 queens by backtracking: {steps['Place'] + 1} nodes, {steps['Reject']} squares rejected, "
      f"{steps['Solution']} solutions")

# The 12 fundamental solutions, each the smallest of its images under the symmetries of the square.
for p in nqueens.solutions(8, fundamental=True):
    columns = " ".join(str(c + 1) for c in p)  # as the command line writes them, from 1
    print(f"  {columns}   {p.orbit_size()} distinct images")

# Counting is exact and fast; listing is lazy, so the first solutions of a large board come at once.
print(f"Q(12) = {nqueens.count(12).solutions}")
print("the first 3 of the 39029188884 solutions of 20 queens:")
for p in itertools.islice(nqueens.solutions(20), 3):
    print("  " + " ".join(str(c + 1) for c in p))

# A placement that is not a solution, and why not.
for attack in nqueens.verify([0, 2, 4, 6, 1, 3, 5, 7]):
    print(f"1 3 5 7 2 4 6 8: rows {attack.first[0] + 1} and {attack.second[0] + 1} share a {attack.line}")

# One solution of a million queens, by construction, checked in O(n).
p = nqueens.find(10**6)
print(f"find(10**6): {p.n} queens, a solution: {p.is_solution()}")
