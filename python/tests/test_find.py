"""nqueens.find, complete and verify."""

import time

import pytest

import nqueens
from nqueens import Attack, Placement


def test_find_by_each_method(cli):
    assert nqueens.find(8) == Placement([3, 5, 7, 1, 6, 0, 2, 4])  # the command line's "4 6 8 2 7 1 3 5"
    assert nqueens.find(8, "first") == next(nqueens.solutions(8))
    for n in (1, 4, 5, 6, 7, 8, 9, 14, 20, 101):
        assert nqueens.find(n).is_solution()
        assert nqueens.find(n, method="min-conflicts", seed=n).is_solution()
    assert nqueens.find(30, "first", time_limit=60) == next(nqueens.solutions(30))
    line = cli("find", "1000", "--method", "min-conflicts", "--seed", "7").split()
    assert nqueens.find(1000, "min-conflicts", seed=7) == Placement([int(c) - 1 for c in line])


def test_two_and_three_have_no_solution():
    for method in ("construct", "min-conflicts", "first"):
        assert nqueens.find(2, method) is None and nqueens.find(3, method) is None


def test_a_million_queens_verified_and_shared_without_a_copy():
    start = time.monotonic()
    p = nqueens.find(10**6)
    assert time.monotonic() - start < 1
    assert p.n == 10**6 and p.is_solution() and nqueens.verify(p) == []
    view = memoryview(p)
    assert view.nbytes == 4 * 10**6 and view.readonly
    q = nqueens.find(10**6, method="min-conflicts", seed=3)
    assert q.is_solution() and q != p


def test_numpy_reads_the_columns_without_a_copy():
    numpy = pytest.importorskip("numpy")
    p = nqueens.find(10**6)
    columns = numpy.asarray(p)
    assert columns.dtype == numpy.int32 and columns.shape == (10**6,) and not columns.flags.writeable
    assert numpy.shares_memory(columns, numpy.asarray(p))  # both views of the placement's own memory
    assert numpy.array_equal(numpy.sort(columns), numpy.arange(10**6))  # one queen per column
    assert len(set((columns - numpy.arange(10**6)).tolist())) == 10**6  # one per diagonal
    assert nqueens.Placement(columns) == p


def test_find_gives_up_on_its_budget():
    with pytest.raises(nqueens.GaveUpError, match=r"^no solution of 40 queens found in 0\.1 s \(\d+ nodes\); the "
                       r"first solution is hard for this n: raise time_limit or use method='construct'$"):
        nqueens.find(40, "first", time_limit=0.1)
    with pytest.raises(nqueens.GaveUpError, match=r"^min-conflicts found no solution of 1000 queens in 1 step \(seed "
                       r"1\); try another seed or a larger max_steps$"):
        nqueens.find(1000, "min-conflicts", max_steps=1)
    assert issubclass(nqueens.GaveUpError, RuntimeError)


def test_complete_the_judges_instances(cli):
    # AOJ ALDS1_13_A: queens at (2, 2) and (5, 3) have one completion.
    p = nqueens.complete(8, [(2, 2), (5, 3)])
    assert p.is_solution() and p[2] == 2 and p[5] == 3
    assert str(p) == cli("complete", stdin="2\n2 2\n5 3\n").strip()
    assert nqueens.complete(8, [(2, 2), (5, 3)], count=True) == 1
    # Nauck's b4 + d5: two completions.
    assert nqueens.complete(8, [(4, 1), (3, 3)], count=True) == 2


def test_complete_takes_a_placement_and_answers_none():
    partial = Placement([None, 4, None, None, None, None, None, 3])
    p = nqueens.complete(8, partial)
    assert p.is_solution() and p[1] == 4 and p[7] == 3
    assert nqueens.complete(8, [(0, 0), (1, 1)]) is None  # they attack each other
    assert nqueens.complete(8, [(0, 0), (1, 1)], count=True) == 0
    assert nqueens.complete(3, []) is None
    assert nqueens.complete(6, [], count=True) == 4
    assert nqueens.complete(64, [(0, 0), (63, 62)]).is_solution()


def test_complete_past_64_columns_on_the_free_block():
    # Every queen of a solution of 100 but the first: one row free, one completion.
    solution = nqueens.find(100)
    partial = Placement([None] + list(solution)[1:])
    assert nqueens.complete(100, partial) == solution
    assert nqueens.complete(100, partial, count=True) == 1
    assert nqueens.complete(5657, [(0, 0), (8, 8)]) is None  # the pair answers any size
    with pytest.raises(ValueError, match=r"^a board past 64×64 is completed only where at most 64 rows are free; "
                       r"99 of its 100 rows are$"):
        nqueens.complete(100, [(0, 0)])


def test_complete_counts_as_count_does():
    # A count takes no time limit (a partial count would pass for the answer): count() stops on Ctrl-C.
    assert nqueens.complete(10, [(0, 0)], count=True) == 64
    with pytest.raises(ValueError, match=r"^time_limit bounds the search for one completion, not count=True$"):
        nqueens.complete(10, [(0, 0)], count=True, time_limit=1)


def test_verify_names_the_attacking_pairs(cli):
    assert nqueens.verify([0, 2, 4, 1, 3]) == []
    attacks = nqueens.verify(Placement([0, 2, 4, 6, 1, 3, 5, 7]))  # "1 3 5 7 2 4 6 8"
    assert attacks == [Attack((0, 0), (7, 7), "diagonal")]
    assert nqueens.verify([0, 0, 0]) == [Attack((0, 0), (1, 0), "column"), Attack((0, 0), (2, 0), "column"),
                                         Attack((1, 0), (2, 0), "column")]
    listed = cli("verify", stdin="1 2 3 4 5 6\n", status=1)
    pairs = [a for a in nqueens.verify(list(range(6)))]
    assert f"not a solution: {len(pairs)} attacking pairs" in listed
    for a in pairs:
        assert f"queens ({a.first[0] + 1}, {a.first[1] + 1}) and ({a.second[0] + 1}, {a.second[1] + 1}): same " \
               f"{a.line}" in listed
    assert len(nqueens.verify(list(range(100)), limit=7)) == 7
    assert nqueens.verify(list(range(100)), limit=0) == []
