"""nqueens.solutions and solution_at: lazy, in lexicographic order, valid, unique."""

import gc
import itertools
import resource
import threading
import time

import pytest

import nqueens


def line(p):
    """A placement as the command line's `--format line` writes it (columns from 1)."""
    return " ".join(str(c + 1) for c in p)


def test_first_solutions_of_18_come_at_once_and_match_the_command_line(cli):
    start = time.monotonic()
    first = list(itertools.islice(nqueens.solutions(18), 5))
    assert time.monotonic() - start < 0.5  # Q(18) = 666090624: nothing is listed ahead
    assert [line(p) for p in first] == cli("solve", "18", "--format", "line", "--limit", "5").splitlines()
    assert all(p.is_solution() and p.n == 18 for p in first)
    assert first == sorted(first) and len(set(first)) == 5


@pytest.mark.parametrize("n", [1, 4, 6, 8, 10])
def test_every_solution_valid_in_order_unique(n, oeis):
    listed = list(nqueens.solutions(n))
    assert len(listed) == oeis[n][0]
    assert all(isinstance(p, nqueens.Placement) and p.is_solution() and not nqueens.verify(p) for p in listed)
    assert all(a < b for a, b in zip(listed, listed[1:]))  # strictly increasing: ordered and unique


def test_the_listing_matches_the_command_line(cli):
    assert [line(p) for p in nqueens.solutions(8)] == cli("solve", "8", "--format", "line").splitlines()


def test_fundamental_solutions(oeis):
    for n in range(1, 11):
        fundamental = list(nqueens.solutions(n, fundamental=True))
        assert len(fundamental) == oeis[n][1]
        assert all(p.canonical() == p for p in fundamental)
        # Their orbits are the whole listing.
        assert sum(p.orbit_size() for p in fundamental) == oeis[n][0]
        assert {q for p in fundamental for q in p.images()} == set(nqueens.solutions(n))


def test_none_for_two_and_three():
    assert list(nqueens.solutions(2)) == [] and list(nqueens.solutions(3)) == []


def test_an_exhausted_iterator_stays_exhausted():
    it = nqueens.solutions(4)
    assert iter(it) is it
    assert len(list(it)) == 2
    with pytest.raises(StopIteration):
        next(it)


def test_memory_stays_flat():
    def resident_bytes():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * resource.getpagesize()

    it = nqueens.solutions(16)
    for _ in itertools.islice(it, 1000):
        pass
    gc.collect()
    before = resident_bytes()
    listed = sum(1 for _ in itertools.islice(it, 300000))
    gc.collect()
    assert listed == 300000
    assert resident_bytes() - before < 8 << 20  # 300000 placements of 16 would take ~100 MB


def test_a_far_solution_does_not_hold_the_gil():
    # n = 32: the first solution is far away (about a second in a release build), searched in
    # slices without the GIL: another Python thread runs all along. Counted in turns the other
    # thread got, not in seconds, so a slow sanitizer build or a loaded machine passes too.
    found = []
    searcher = threading.Thread(target=lambda: found.append(next(nqueens.solutions(32))))
    turns = 0
    searcher.start()
    while searcher.is_alive():
        turns += 1
        time.sleep(0.001)
    searcher.join()
    assert found[0].is_solution() and turns >= 20


def test_solution_at_matches_the_listing(cli):
    listed = list(nqueens.solutions(10))
    for i in range(0, len(listed), 37):
        assert nqueens.solution_at(10, i + 1) == listed[i]
    assert line(nqueens.solution_at(8, 92)) == " ".join(cli("solve", "8", "--index", "92", "--format", "digits").strip())
    with pytest.raises(IndexError, match=r"^index 93 is past the last solution of the 8×8 board: its 92 solutions are numbered 1 to 92$"):
        nqueens.solution_at(8, 93)
    with pytest.raises(IndexError):
        nqueens.solution_at(3, 1)


def test_solution_at_takes_a_huge_index():
    last = nqueens.solution_at(12, 14200)
    assert last.is_solution() and last == max(nqueens.solutions(12))
    with pytest.raises(IndexError):
        nqueens.solution_at(12, 2**127)


def test_ctrl_c_stops_a_search_for_a_far_solution(interrupt_after):
    # The first solution of 46 queens in lexicographic order is minutes of backtracking away.
    sent = interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        next(nqueens.solutions(46))
    assert sent and time.monotonic() - sent[0] < 1.0
