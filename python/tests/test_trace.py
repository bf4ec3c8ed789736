"""nqueens.trace: the backtracking search as typed records, lazily, the same steps as the CLI's."""

import gc
import itertools
import json
import os

import pytest

import nqueens
from nqueens import Attack, Backtrack, Place, Reject, Solution


def as_cli_json(step):
    """A step as `nqueens trace N --format json` writes it (rows and columns from 1)."""
    if isinstance(step, Place):
        return {"step": "place", "row": step.row + 1, "column": step.column + 1, "node": step.node}
    if isinstance(step, Reject):
        attacks = [{"row": a.first[0] + 1, "column": a.first[1] + 1, "line": a.line} for a in step.attacks]
        return {"step": "reject", "row": step.row + 1, "column": step.column + 1, "attacks": attacks}
    if isinstance(step, Backtrack):
        return {"step": "backtrack", "row": step.row + 1, "column": step.column + 1}
    return {"step": "solution", "index": step.index, "columns": [c + 1 for c in step.placement]}


def test_four_queens_tree():
    steps = list(nqueens.trace(4))
    assert steps[:3] == [
        Place(0, 0, 1),
        Reject(1, 0, (Attack((0, 0), (1, 0), "column"),)),
        Reject(1, 1, (Attack((0, 0), (1, 1), "diagonal"),)),
    ]
    places = [s for s in steps if isinstance(s, Place)]
    assert len(places) + 1 == 17  # the root and every queen placed
    assert sum(isinstance(s, Reject) for s in steps) == 44
    found = [s for s in steps if isinstance(s, Solution)]
    assert [s.placement for s in found] == list(nqueens.solutions(4))
    assert [s.index for s in found] == [1, 2]
    assert repr(steps[0]) == "Place(row=0, column=0, node=1)"


@pytest.mark.parametrize("n", [4, 6, 8])
def test_the_same_steps_as_the_command_line(n, cli):
    document = json.loads(cli("trace", str(n), "--format", "json"))
    assert [as_cli_json(step) for step in nqueens.trace(n)] == document["steps"]
    totals = document["totals"]
    assert sum(isinstance(s, Place) for s in nqueens.trace(n)) + 1 == totals["nodes"]


def test_eight_queens_tree_has_2057_nodes():
    assert sum(isinstance(s, Place) for s in nqueens.trace(8)) + 1 == 2057


def threads():
    return len(os.listdir("/proc/self/task"))


def test_the_search_thread_ends_when_the_iterator_is_dropped():
    before = threads()
    steps = nqueens.trace(20)  # far too many steps to list: the thread stays a few batches ahead
    first = list(itertools.islice(steps, 5000))
    assert first[0] == Place(0, 0, 1)
    assert threads() == before + 1
    steps.close()
    del steps
    gc.collect()
    assert threads() == before


def test_an_abandoned_iterator_stops_its_thread_too():
    before = threads()
    for _ in range(20):
        next(nqueens.trace(16))
    gc.collect()
    assert threads() == before
