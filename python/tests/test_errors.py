"""Every error the package raises: its type (TypeError for a wrong type, ValueError for a bad value,
IndexError past the last solution, RuntimeError subclasses while running) and its whole message,
worded as the command line words it."""

import re

import pytest

import nqueens
from nqueens import Placement

U64 = 2**64 - 1
U128 = 2**128 - 1
HALF = Placement([0, None, None, None])

ERRORS = [
#count
    (lambda: nqueens.count(40), ValueError, "n must be a whole number from 1 to 32, got 40"),
    (lambda: nqueens.count(0), ValueError, "n must be a whole number from 1 to 32, got 0"),
    (lambda: nqueens.count("8"), TypeError, "n must be an int, got str"),
    (lambda: nqueens.count(8.0), TypeError, "n must be an int, got float"),
    (lambda: nqueens.count(True), TypeError, "n must be an int, got bool"),
    (lambda: nqueens.count(8, threads=-1), ValueError, "threads must be a whole number from 0 to 4096, got -1"),
    (lambda: nqueens.count(8, engine="slow"), ValueError, "engine must be 'fast', 'reference' or 'gpu', got 'slow'"),
    (lambda: nqueens.count(8, engine=None), TypeError, "engine must be a str, got NoneType"),
    (lambda: nqueens.count(8, memory="3X"), ValueError,
     "memory must be a positive whole number of bytes, optionally with K, M, G or T, got '3X'"),
    (lambda: nqueens.count(8, memory="0"), ValueError,
     "memory must be a positive whole number of bytes, optionally with K, M, G or T, got '0'"),
    (lambda: nqueens.count(8, memory=0), ValueError, f"memory must be a whole number from 1 to {U64}, got 0"),
    (lambda: nqueens.count(8, memory=1.5), TypeError, "memory must be an int, got float"),
    (lambda: nqueens.count(8, journal=5), TypeError, "journal must be a path (str or os.PathLike), got int"),
    (lambda: nqueens.count(8, journal=""), ValueError, "journal must name a file, got ''"),
    (lambda: nqueens.count(8, progress=5), TypeError, "progress must be callable, got int"),
    (lambda: nqueens.count(8, journal="/nonexistent/q8.db"), ValueError,
     "cannot open journal '/nonexistent/q8.db': No such file or directory"),
#solutions, solution_at
    (lambda: nqueens.solutions(65), ValueError, "n must be a whole number from 1 to 64, got 65"),
    (lambda: nqueens.solutions(8, fundamental=1), TypeError, "fundamental must be a bool, got int"),
    (lambda: nqueens.solution_at(33, 1), ValueError, "n must be a whole number from 1 to 32, got 33"),
    (lambda: nqueens.solution_at(8, 0), ValueError, "the 8×8 board has no solution 0: its 92 solutions are numbered 1 to 92"),
    (lambda: nqueens.solution_at(8, 2**128), ValueError, f"index must be a whole number from 1 to {U128}, got {2**128}"),
    (lambda: nqueens.solution_at(8, "1"), TypeError, "index must be an int, got str"),
    (lambda: nqueens.solution_at(8, 93), IndexError, "index 93 is past the last solution of the 8×8 board: its 92 solutions are numbered 1 to 92"),
#find
    (lambda: nqueens.find(10**9 + 1), ValueError, "n must be a whole number from 1 to 1000000000, got 1000000001"),
    (lambda: nqueens.find(8, "fast"), ValueError,
     "method must be 'construct', 'min-conflicts' or 'first', got 'fast'"),
    (lambda: nqueens.find(8, seed=3), ValueError, "seed and max_steps apply to method='min-conflicts'"),
    (lambda: nqueens.find(8, max_steps=3), ValueError, "seed and max_steps apply to method='min-conflicts'"),
    (lambda: nqueens.find(8, time_limit=1), ValueError, "time_limit applies to method='first', or to any method with the variant keywords"),
    (lambda: nqueens.find(8, "first", time_limit=-1), ValueError,
     "time_limit must be a number of seconds above 0 and up to 1000000000, got -1"),
# 0 would mean "no limit" to the engines(a search that never gives up) : None says that.
    (lambda: nqueens.find(60, "first", time_limit=0), ValueError,
     "time_limit must be a number of seconds above 0 and up to 1000000000, got 0"),
    (lambda: nqueens.complete(64, [(0, 0)], time_limit=0), ValueError,
     "time_limit must be a number of seconds above 0 and up to 1000000000, got 0"),
    (lambda: nqueens.find(8, "first", time_limit="1"), TypeError, "time_limit must be a number of seconds, got str"),
    (lambda: nqueens.find(8, "min-conflicts", seed=-1), ValueError,
     f"seed must be a whole number from 0 to {U64}, got -1"),
    (lambda: nqueens.find(8, "min-conflicts", max_steps=0), ValueError,
     f"max_steps must be a whole number from 1 to {U64}, got 0"),
    (lambda: nqueens.find(65, "first"), ValueError, "the first solution is searched for n up to 64, got 65"),
#complete
    (lambda: nqueens.complete(10**6 + 1, []), ValueError, "n must be a whole number from 1 to 1000000, got 1000001"),
    (lambda: nqueens.complete(8, [(8, 0)]), ValueError, "the row of queens[0] must be a whole number from 0 to 7, got 8"),
    (lambda: nqueens.complete(8, [(1, 2), (0, -1)]), ValueError,
     "the column of queens[1] must be a whole number from 0 to 7, got -1"),
    (lambda: nqueens.complete(8, [(0, 0), (0, 0)]), ValueError, "two queens on the square (0, 0)"),
    (lambda: nqueens.complete(8, 5), TypeError, "queens must be (row, column) pairs or a Placement, got int"),
    (lambda: nqueens.complete(8, [(1,)]), TypeError, "queens[0] must be a (row, column) pair, got (1,)"),
    (lambda: nqueens.complete(8, [(1, "2")]), TypeError, "the column of queens[0] must be an int, got str"),
    (lambda: nqueens.complete(8, HALF), ValueError, "the placement is of the 4×4 board, not of the 8×8 board"),
    (lambda: nqueens.complete(8, [], count=1), TypeError, "count must be a bool, got int"),
#verify and Placement
    (lambda: nqueens.verify("0123"), TypeError, "columns must be a sequence of ints (None for an empty row), got str"),
    (lambda: nqueens.verify(7), TypeError, "columns must be a sequence of ints (None for an empty row), got int"),
    (lambda: nqueens.verify([0, 5]), ValueError, "columns[1] must be a whole number from 0 to 1 or None, got 5"),
    (lambda: nqueens.verify([0, "a"]), TypeError, "columns[1] must be an int or None, got str"),
    (lambda: nqueens.verify([]), ValueError, "a placement must have from 1 to 1000000000 rows, got 0"),
    (lambda: nqueens.verify([0], limit=-1), ValueError, f"limit must be a whole number from 0 to {U64}, got -1"),
    (lambda: Placement([0, True]), TypeError, "columns[1] must be an int or None, got bool"),
    (lambda: HALF.canonical(), ValueError,
     "a symmetry of the square maps only full placements: one queen in every row and column"),
    (lambda: HALF.images(), ValueError,
     "a symmetry of the square maps only full placements: one queen in every row and column"),
    (lambda: HALF.orbit_size(), ValueError,
     "a symmetry of the square maps only full placements: one queen in every row and column"),
    (lambda: HALF[4], IndexError, "row 4 is off the 4×4 board"),
    (lambda: HALF[-5], IndexError, "row -5 is off the 4×4 board"),
    (lambda: HALF["a"], TypeError, "Placement indices must be ints or slices, got str"),
#trace, page, svg
    (lambda: nqueens.trace(33), ValueError, "n must be a whole number from 1 to 32, got 33"),
    (lambda: nqueens.page(10), ValueError, "n must be a whole number from 1 to 9, got 10"),
    (lambda: nqueens.page(4, lang="fr"), ValueError, "lang must be 'en' or 'zh', got 'fr'"),
    (lambda: nqueens.page(4, lang=None), TypeError, "lang must be a str, got NoneType"),
    (lambda: nqueens.svg([]), ValueError, "svg needs at least one placement"),
    (lambda: nqueens.svg([nqueens.find(65)]), ValueError, "svg draws boards of n up to 64, got 65"),
    (lambda: nqueens.svg([HALF], captions=[]), ValueError, "captions must give one caption per placement: 1, got 0"),
    (lambda: nqueens.svg([HALF], captions=["<b>"]), ValueError, "captions hold plain words and digits, got '<b>'"),
    (lambda: nqueens.svg([HALF], captions=[1]), TypeError, "captions must be strs, got int"),
    (lambda: nqueens.svg([HALF], per_row=-1), ValueError, "per_row must be a whole number from 0 to 1000000, got -1"),
]


@pytest.mark.parametrize("call, kind, message", ERRORS, ids=[m for _, _, m in ERRORS])
def test_error(call, kind, message):
    with pytest.raises(kind) as caught:
        call()
    assert type(caught.value) is kind  # not a subclass: the type says who must act
    assert str(caught.value) == message


def test_journal_errors(tmp_path):
    not_journal = tmp_path / "notes.txt"
    not_journal.write_text("hello\n")
    with pytest.raises(ValueError) as caught:
        nqueens.count(8, journal=not_journal)
    assert str(caught.value) == f"'{not_journal}' is not an nqueens journal (not an SQLite database)"
    journal = tmp_path / "q8.db"
    nqueens.count(8, journal=journal)
    with pytest.raises(ValueError) as caught:
        nqueens.count(8, engine="reference", journal=journal)
    assert str(caught.value) == (f"journal '{journal}' belongs to another count: it holds 'fast n=8 splits/unit=1 "
                                 "parts=1', this count is 'reference n=8 depth=2'")


def test_memory_budget_error():
    with pytest.raises(nqueens.MemoryBudgetError) as caught:
        nqueens.count(20, memory=1 << 20, threads=1)
    e = caught.value
    assert isinstance(e, ValueError) and (e.budget_bytes, e.threads) == (1 << 20, 1) and e.needed_bytes > 1 << 20
    assert re.fullmatch(r"the fast engine needs at least [\d.]+ MiB for n = 20 on 1 thread \([\d.]+ MiB per thread "
                        r"for half-boards, [\d.]+ MiB for the bookkeeping of 184756 work units\), more than the "
                        r"memory budget of 1\.0 MiB: raise memory= or lower threads=", str(e)), str(e)


def test_gave_up_is_a_runtime_error():
    assert issubclass(nqueens.GaveUpError, RuntimeError) and issubclass(nqueens.MemoryBudgetError, ValueError)
    with pytest.raises(nqueens.GaveUpError) as caught:
        nqueens.find(1000, "min-conflicts", max_steps=2)
    assert str(caught.value) == ("min-conflicts found no solution of 1000 queens in 2 steps (seed 1); try another "
                                 "seed or a larger max_steps")


def test_arguments_after_n_are_keywords():
    with pytest.raises(TypeError):
        nqueens.count(8, 2)
    with pytest.raises(TypeError):
        nqueens.solutions(8, True)
