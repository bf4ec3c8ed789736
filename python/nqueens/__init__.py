"""The n-queens problem: place n queens on an n×n board so that no two attack each other.

The engines of the nqueens command-line tool, for notebooks, courses and scripts:

    count(n)              Q(n) (OEIS A000170) and the fundamental solutions (A002562), exact,
                          on every core, with progress, Ctrl-C and a resumable journal; and
                          the variants' counts (torus, superqueens, m×n, k queens, blocked
                          squares, excluded diagonals: the keywords of count and find)
    solutions(n)          the solutions one at a time, in lexicographic order (lazy)
    solution_at(n, i)     the i-th solution in that order, without listing those before it
    find(n)               one solution for any n up to 10**9
    complete(n, queens)   a solution holding pre-placed queens, or their number
    verify(placement)     the attacking pairs of a placement
    trace(n)              the backtracking search step by step
    page(n)               an HTML page that plays the search and shows every solution
    svg(placements)       placements drawn as chess boards
    Placement             the column of the queen in each row; draws itself in Jupyter

Rows and columns count from 0, as Python does (the command line counts from 1): the first
solution of eight queens, "1 5 8 6 3 7 2 4" on the command line, is Placement([0, 4, 7, 5, 2,
6, 1, 3]). Bad arguments raise TypeError (wrong type) or ValueError (bad value) worded as the
command line words them; failures while running raise RuntimeError.
"""

import operator
import os
import re
import sys
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union


def _extension_missing(error: ImportError) -> ImportError:
    """The one-line error of an import of nqueens whose extension this Python cannot load.

    The extension is built for one Python (its file says which: _nqueens.cpython-311-....so);
    another Python finds no extension of its own and, without this, reports a "circular import".
    """
    here = os.path.dirname(os.path.abspath(__file__))
    current = f"{sys.version_info.major}.{sys.version_info.minor}"
    built = sorted({f"{m.group(1)}.{m.group(2)}" for m in
                    (re.match(r"_nqueens\.cpython-(\d)(\d+)", name) for name in os.listdir(here)) if m})
    fix = (f"build it for this one: '{sys.executable} -m pip install .' in the nqueens repository "
           f"(or CMake's -DPython3_EXECUTABLE={sys.executable})")
    if built and current not in built:
        return ImportError(f"nqueens was built for Python {', '.join(built)}, not for this Python {current}; {fix}")
    if not built:
        return ImportError(f"nqueens has no compiled extension in {here}; {fix}")
    return error


try:
    from . import _nqueens
except ImportError as _error:
    raise _extension_missing(_error) from None
from ._nqueens import GaveUpError, MemoryBudgetError, Placement

__version__ = _nqueens.__version__

__all__ = [
    "count", "solutions", "solution_at", "find", "complete", "verify", "trace", "page", "svg",
    "Placement", "CountResult", "Attack", "Place", "Reject", "Backtrack", "Solution", "Page", "Svg",
    "MemoryBudgetError", "GaveUpError", "SYMMETRIES",
    "MAX_COUNT_N", "MAX_SOLVE_N", "MAX_FIND_N", "MAX_FIRST_N", "MAX_COMPLETE_N", "MAX_TRACE_N", "MAX_PAGE_N",
    "MAX_RULES_N",
]

MAX_COUNT_N = _nqueens.MAX_COUNT_N  # count(), solution_at(): n up to 32
MAX_SOLVE_N = _nqueens.MAX_SOLVE_N  # solutions(): n up to 64
MAX_FIND_N = _nqueens.MAX_FIND_N  # find(): n up to 10**9
MAX_FIRST_N = _nqueens.MAX_FIRST_N  # find(method="first"): n up to 64
MAX_COMPLETE_N = _nqueens.MAX_COMPLETION_N  # complete(): n up to 10**6 where few rows are free
MAX_TRACE_N = _nqueens.MAX_TRACE_N  # trace(): n up to 32
MAX_PAGE_N = _nqueens.MAX_PAGE_N  # page(): n up to 9
MAX_RULES_N = _nqueens.MAX_RULES_N  # count() and find() with variant keywords: n up to 64

# The symmetries of the square in the order of Placement.images().
SYMMETRIES = ("identity", "rotate90", "rotate180", "rotate270", "mirror_columns", "mirror_rows", "transpose",
              "anti_transpose")

_MAX_THREADS = _nqueens.MAX_THREADS  # threads=: 0 (every CPU) to 4096, as the library takes
_MAX_DEVICE = _nqueens.MAX_DEVICE_ORDINAL  # devices=: CUDA ordinals from 0 to 1023
_MAX_SECONDS = _nqueens.MAX_SEARCH_SECONDS  # time_limit=: up to 10**9 seconds


# --- Checking arguments, in the command line's words -----------------------------------------

def _type_name(value) -> str:
    return type(value).__name__


def _whole_number(name: str, value, low: int, high: int) -> int:
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an int, got {_type_name(value)}")
    value = operator.index(value)
    if not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, got {value}")
    return value


def _seconds(name: str, value) -> float:
    if value is None:
        return 0.0
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number of seconds, got {_type_name(value)}")
    # None is "no limit"; 0 would mean the same to the engines, so it is refused, not taken.
    if not 0 < value <= _MAX_SECONDS:
        raise ValueError(f"{name} must be a number of seconds above 0 and up to {_MAX_SECONDS}, got {value}")
    return float(value)


def _choice(name: str, value, choices: Tuple[str, ...]) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, got {_type_name(value)}")
    if value not in choices:
        listed = ", ".join(repr(c) for c in choices[:-1]) + f" or {choices[-1]!r}"
        raise ValueError(f"{name} must be {listed}, got {value!r}")
    return value


def _devices(value, engine: str) -> List[int]:
    """devices=: None (every device) or ordinals, for engine="gpu" only."""
    if value is None:
        return []
    if engine != "gpu":
        raise ValueError(f'devices needs engine="gpu", got engine={engine!r}')
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise TypeError(f"devices must be an iterable of ints, got {_type_name(value)}")
    return [_whole_number("a device", d, 0, _MAX_DEVICE) for d in value]


def _memory_bytes(value) -> int:
    """memory=: None (a quarter of the machine's memory, less in a cgroup's limit), bytes, or text such as '2G'."""
    if value is None:
        return 0
    if isinstance(value, str):
        number = _nqueens.parse_memory_size(value)  # as the tools read --memory
        if number is None:
            raise ValueError(
                f"memory must be a positive whole number of bytes, optionally with K, M, G or T, got {value!r}")
        return number
    return _whole_number("memory", value, 1, 2**64 - 1)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def _board_size(n, high: int) -> int:
    return _whole_number("n", n, 1, high)


# --- Variants: the rules beyond the classic board ------------------------------------------------

# Where the docstrings of count and find say {variants}: the keywords each takes (find puts a
# queen in every row of the square board: no rows or queens), a line each.
_VARIANT_HELP = """    torus        diagonals wrap around the edges (toroidal queens, OEIS A051906)
    superqueens  queens also move as knights (OEIS A051223, fundamental A051224)
    rows         a board of this many rows and n columns, one queen a row (OEIS A269133)
    queens       place this many queens, at most one a row (k = 2, 3, 4: A036464, A047659, A061994)
    blocked      squares no queen may take, (row, column) pairs (CSPLib 80)
    excluded     diagonals no queen may take (CSPLib 79): ("sum", i) for row + column = i,
                 ("difference", i) for row - column = i
""".splitlines(keepends=True)


def _pairs(name: str, items, check) -> list:
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise TypeError(f"{name} must be pairs, got {_type_name(items)}")
    pairs = []
    for i, item in enumerate(items):
        if isinstance(item, (str, bytes)) or not isinstance(item, Sequence) or len(item) != 2:
            raise TypeError(f"{name}[{i}] must be a pair, got {item!r}")
        pairs.append(check(f"{name}[{i}]", item))
    return pairs


def _variant(n: int, torus, superqueens, rows, queens, blocked, excluded, placed=()) -> Optional[tuple]:
    """The variant keywords as _nqueens takes them: None for the classic board, otherwise
    (rows, queens, torus, knight, blocked, excluded, placed), the ranges checked here (placed:
    by _squares) and the rest (a torus of fewer rows, a diagonal off the board) by the library,
    in its words."""
    for name, flag in (("torus", torus), ("superqueens", superqueens)):
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be a bool, got {_type_name(flag)}")
    rows_value = 0 if rows is None else _whole_number("rows", rows, 1, n)
    queens_value = 0 if queens is None else _whole_number("queens", queens, 1, rows_value or n)
    # rows=n and queens=rows are the square board and a queen a row: no variant by themselves.
    rows_value = 0 if rows_value == n else rows_value
    queens_value = 0 if queens_value == (rows_value or n) else queens_value
    board_rows = rows_value or n
    blocked_pairs = _pairs("blocked", blocked, lambda name, sq: (
        _whole_number(f"the row of {name}", sq[0], 0, board_rows - 1),
        _whole_number(f"the column of {name}", sq[1], 0, n - 1)))

    def diagonal(name, d):
        if d[0] not in _DIAGONAL_KINDS:
            raise ValueError(f"the kind of {name} must be 'sum' or 'difference', got {d[0]!r}")
        return (d[0], _whole_number(f"the index of {name}", d[1], -(n - 1), board_rows + n - 2))

    excluded_pairs = _pairs("excluded", excluded, diagonal)
    if not (torus or superqueens or rows_value or queens_value or blocked_pairs or excluded_pairs or placed):
        return None
    return (rows_value, queens_value, torus, superqueens, blocked_pairs, excluded_pairs, list(placed))


_DIAGONAL_KINDS = ("sum", "difference")


# --- Counting ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class CountResult:
    """The totals of count(n), exact Python ints.

    solutions           Q(n), OEIS A000170
    fundamental         solutions up to the symmetries of the square, OEIS A002562 (None under
                        rules the symmetries do not keep: rows, queens, blocked, excluded)
    fixed_by_rotate180  solutions equal to their 180° rotation, OEIS A032522 (None likewise)
    fixed_by_rotate90   solutions equal to their 90° rotation, OEIS A033148 (None likewise)
    nodes               queens placed by the search (a measure of the work)
    units_done, units_total   work units counted, of the plan's
    units_resumed       of the units done, those found in the journal (journal=) at the start
    seconds             wall time of this run
    complete            every work unit is counted (the symmetric counts are set only then)
    """

    n: int
    solutions: int
    fundamental: Optional[int]
    fixed_by_rotate180: Optional[int]
    fixed_by_rotate90: Optional[int]
    nodes: int
    units_done: int
    units_total: int
    units_resumed: int
    seconds: float
    complete: bool


def count(n: int, *, threads: int = 0, engine: str = "fast", memory: Union[int, str, None] = None,
          devices: Optional[Iterable[int]] = None, journal: Union[str, "os.PathLike[str]", None] = None,
          progress: Optional[Callable[[int, int, int], object]] = None, torus: bool = False,
          superqueens: bool = False, rows: Optional[int] = None, queens: Optional[int] = None,
          blocked: Iterable[Tuple[int, int]] = (), excluded: Iterable[Tuple[str, int]] = ()) -> CountResult:
    """Count the solutions of the n×n board, 1 <= n <= 32: Q(n) (OEIS A000170), the fundamental
    solutions (A002562) and those fixed by the 180° and 90° rotations (A032522, A033148); or,
    with the variant keywords, the solutions under their rules (n <= 64), on the same work units
    and threads (the fundamental and rotation-fixed counts only where the symmetries of the
    square keep the rules, torus and superqueens; None otherwise; engine, memory and devices
    apply to the classic board only).

    threads   worker threads; 0 (the default) uses every CPU this process may use (with the
              "gpu" engine, 2 a GPU, each feeding it a work unit at a time)
    engine    "fast" (meet in the middle, the default), "reference" (plain backtracking) or
              "gpu" (backtracking on NVIDIA GPUs, through the driver libcuda.so.1: no CUDA
              toolkit needed); the counts are identical
    memory    the fast engine's memory budget: bytes, or text such as "512M" or "2G" (K, M, G, T
              are powers of 1024); None is a quarter of the machine's memory, less to fit the
              memory limit of the process's cgroup (Slurm's --mem, Docker's --memory)
    devices   with engine="gpu": the CUDA devices to count on, by ordinal (as `nqueens devices`
              lists them); None uses every device
    journal   an SQLite file recording each finished work unit: call again with the same file
              after Ctrl-C or a crash and the count resumes where it stopped (the command
              line's `nqueens count N --journal FILE`, and the same file format); under
              rules the journal names them whole, so it resumes only the same rules
    progress  called as progress(done, total, solutions) on this thread, at most four times a
              second while the count runs and once when it is done: work units done and in
              all, and the solutions of the units done. An exception it raises stops the count
              and propagates.
{variants}

    The count runs with the GIL released, so other Python threads run meanwhile. Ctrl-C
    (KeyboardInterrupt) stops it within a fraction of a second; with a journal, the finished
    work units are kept. On two cores Q(16) takes about 0.2 s and Q(18) about 3 s; each step of
    n costs about five times more.

    Raises TypeError or ValueError for bad arguments; MemoryBudgetError (a ValueError) when the
    count does not fit in its memory budget; ValueError for a journal file that cannot be used
    (not a journal, of another count, damaged, read-only, in use), or a device that does not
    exist; RuntimeError when the journal cannot be written during the count, and for the "gpu"
    engine when there is no NVIDIA driver or no CUDA device ("no CUDA device") or a device fails.

    >>> count(8).solutions
    92
    >>> count(12, superqueens=True).fundamental
    22
    """
    keywords = (torus, superqueens, rows, queens, blocked, excluded) != (False, False, None, None, (), ())
    n = _board_size(n, MAX_RULES_N if keywords else MAX_COUNT_N)
    variant = _variant(n, torus, superqueens, rows, queens, blocked, excluded)
    if variant is None and n > MAX_COUNT_N:
        raise ValueError(f"n must be a whole number from 1 to {MAX_COUNT_N} on the classic board, got {n}")
    threads = _whole_number("threads", threads, 0, _MAX_THREADS)
    engine = _choice("engine", engine, ("fast", "reference", "gpu"))
    memory_bytes = _memory_bytes(memory)
    device_list = _devices(devices, engine)
    if journal is not None and not isinstance(journal, (str, os.PathLike)):
        raise TypeError(f"journal must be a path (str or os.PathLike), got {_type_name(journal)}")
    journal_path = "" if journal is None else os.fspath(journal)
    if journal is not None and not journal_path:
        raise ValueError("journal must name a file, got ''")
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be callable, got {_type_name(progress)}")
    totals = _nqueens.count(n, threads, engine, memory_bytes, device_list, journal_path, progress, variant)
    return CountResult(n, *totals)


# --- Solutions -----------------------------------------------------------------------------------

def solutions(n: int, *, fundamental: bool = False) -> Iterator[Placement]:
    """The solutions of the n×n board, 1 <= n <= 64, one at a time, in lexicographic order of
    (columns[0], columns[1], ...), the order of row-by-row backtracking.

    fundamental   only one solution per symmetry class: the lexicographically smallest of its
                  eight images (OEIS A002562 of them)

    Lazy, in constant memory: itertools.islice(solutions(18), 5) returns at once although
    Q(18) is 666090624. The search runs with the GIL released between solutions that are far
    apart and stops for Ctrl-C; the first solutions take backtracking very long to reach for
    some n (n >= 40). For one solution of a large board, use find().

    >>> next(solutions(8))
    Placement([0, 4, 7, 5, 2, 6, 1, 3])
    """
    n = _board_size(n, MAX_SOLVE_N)
    if not isinstance(fundamental, bool):
        raise TypeError(f"fundamental must be a bool, got {_type_name(fundamental)}")
    return _nqueens.SolutionIterator(n, fundamental)


def solution_at(n: int, index: int) -> Placement:
    """The index-th solution (counted from 1) of the n×n board, 1 <= n <= 32, in the order of
    solutions(n), found by counting whole subtrees rather than listing the solutions before it
    (OpenJudge 2754's numbering: solution_at(8, 92) is the last of the 92).

    Raises ValueError for index 0 and IndexError if the board has fewer solutions than index,
    each naming the range ("its 92 solutions are numbered 1 to 92", counted for n <= 16). The
    subtrees before the answer are counted by plain backtracking on one thread, so the cost grows
    with the index:
    instant for n <= 14, seconds near the end of n = 16, many minutes near the end of n = 20
    (and a search past the last solution of a large board costs a whole count). Ctrl-C is seen
    only when it returns.

    >>> solution_at(8, 92)
    Placement([7, 3, 0, 2, 5, 1, 6, 4])
    """
    n = _board_size(n, MAX_COUNT_N)
    if not (type(index) is int and index == 0):  # 0: the library names the range the numbers take
        index = _whole_number("index", index, 1, 2**128 - 1)
    p = _nqueens.solution_at(n, str(index))
    if p is None:
        raise IndexError(f"index {index} is past the last solution of the {n}×{n} board: "
                         f"{_nqueens.solution_numbering(n)}")
    return p


# --- One solution, completions, verification -----------------------------------------------------

def find(n: int, method: str = "construct", seed: Optional[int] = None, time_limit: Optional[float] = None, *,
         max_steps: Optional[int] = None, torus: bool = False, superqueens: bool = False,
         blocked: Iterable[Tuple[int, int]] = (), excluded: Iterable[Tuple[str, int]] = ()) -> Optional[Placement]:
    """One solution of the n×n board, 1 <= n <= 10**9, or None for n = 2 and 3 (which have none);
    or, with the variant keywords (n <= 64), a solution under their rules or None if there is
    none (a proof): "construct" gives any, found in the fastest way there is (blocked squares
    and excluded diagonals by the completion search), "first" the lexicographically first;
    time_limit applies to both.

    method      "construct": the explicit solution of Hoffman, Loessi & Moore (1969), O(n), the
                default; "min-conflicts": a random solution by local search (seeded, so
                reproducible); "first": the lexicographically first solution, by
                backtracking (n <= 64; n >= 36 may take long)
    seed        min-conflicts: the random seed, 0 to 2**64 - 1 (None: 1); equal seeds give
                equal solutions on every platform
    time_limit  first: give up after this many seconds (None: no limit)
    max_steps   min-conflicts: give up after this many queen moves (None: 100·n + 10**6)
{variants}

    The columns of a million queens take 4 MB: numpy.asarray(find(10**6)) views them without a
    copy. The search runs with the GIL released; Ctrl-C is seen when it returns, so give a long
    search (method="first" for n >= 36) a time_limit.

    Raises GaveUpError (a RuntimeError) when time_limit or max_steps runs out first, and
    ValueError for an option that the method does not read.

    >>> find(8)
    Placement([3, 5, 7, 1, 6, 0, 2, 4])
    >>> find(10, "first", superqueens=True)
    Placement([2, 5, 8, 0, 3, 6, 9, 1, 4, 7])
    """
    n = _board_size(n, MAX_FIND_N)
    method = _choice("method", method, ("construct", "min-conflicts", "first"))
    variant = None
    if (torus, superqueens, blocked, excluded) != (False, False, (), ()):
        if n > MAX_RULES_N:
            raise ValueError(f"n must be a whole number from 1 to {MAX_RULES_N} with the variant keywords, got {n}")
        variant = _variant(n, torus, superqueens, None, None, blocked, excluded)
    if (seed is not None or max_steps is not None) and method != "min-conflicts":
        raise ValueError("seed and max_steps apply to method='min-conflicts'")
    if time_limit is not None and method != "first" and variant is None:
        raise ValueError("time_limit applies to method='first', or to any method with the variant keywords")
    seed_value = 1 if seed is None else _whole_number("seed", seed, 0, 2**64 - 1)
    steps = 0 if max_steps is None else _whole_number("max_steps", max_steps, 1, 2**64 - 1)
    seconds = _seconds("time_limit", time_limit)
    outcome, solution, used, _ = _nqueens.find(n, method, seed_value, steps, seconds, variant)
    if outcome == "gave up":
        if method == "min-conflicts":
            raise GaveUpError(f"min-conflicts found no solution of {_plural(n, 'queen')} in {_plural(used, 'step')} "
                              f"(seed {seed_value}); try another seed or a larger max_steps")
        if variant is not None:
            raise GaveUpError(f"no answer within the time limit of {seconds:g} s ({_plural(used, 'node')}); "
                              "raise time_limit")
        raise GaveUpError(f"no solution of {_plural(n, 'queen')} found in {seconds:g} s ({_plural(used, 'node')}); "
                          "the first solution is hard for this n: raise time_limit or use method='construct'")
    return solution


def _squares(n: int, queens) -> list:
    """The pre-placed queens as (row, column) pairs, checked against the n×n board."""
    if isinstance(queens, Placement):
        if queens.n != n:
            raise ValueError(f"the placement is of the {queens.n}×{queens.n} board, not of the {n}×{n} board")
        return [(row, column) for row, column in enumerate(queens) if column is not None]
    if isinstance(queens, (str, bytes)) or not isinstance(queens, Iterable):
        raise TypeError(f"queens must be (row, column) pairs or a Placement, got {_type_name(queens)}")
    squares = []
    seen = set()
    for i, queen in enumerate(queens):
        if isinstance(queen, (str, bytes)) or not isinstance(queen, Sequence) or len(queen) != 2:
            raise TypeError(f"queens[{i}] must be a (row, column) pair, got {queen!r}")
        row = _whole_number(f"the row of queens[{i}]", queen[0], 0, n - 1)
        column = _whole_number(f"the column of queens[{i}]", queen[1], 0, n - 1)
        if (row, column) in seen:
            raise ValueError(f"two queens on the square ({row}, {column})")
        seen.add((row, column))
        squares.append((row, column))
    return squares


def complete(n: int, queens: Union[Iterable[Tuple[int, int]], Placement], *, count: bool = False,
             time_limit: Optional[float] = None) -> Union[Placement, None, int]:
    """Complete pre-placed queens to a solution of the n×n board (the n-queens completion
    problem, NP-complete: Gent, Jefferson & Nightingale, 2017): find() and count() with the
    queens placed. 1 <= n <= 64; up to MAX_COMPLETE_N (10**6) where the queens leave at most 64
    rows free, evenly spaced, and the free columns with the same step (CSPLib 79's translations
    of excluded diagonals). Without queens, a completion is any solution: find(n)'s, for any n
    up to MAX_COMPLETE_N (and count=True counts Q(n), n <= 32).

    queens      (row, column) pairs counted from 0, or a Placement (its queens; None rows free)
    count       return the number of solutions that hold the queens instead of one of them, as
                count() counts: on every CPU, Ctrl-C stops it (and without queens, n <= 32)
    time_limit  give up the search for one completion after this many seconds (None: no limit)

    Returns a solution holding every pre-placed queen, or None if there is none (also when two
    pre-placed queens attack each other); with count=True, the number of such solutions.
    Raises GaveUpError (a RuntimeError) when time_limit runs out first, and ValueError for
    time_limit with count=True. The search runs with the GIL released; Ctrl-C is seen when it
    returns, so give a long search a time_limit.

    >>> complete(8, [(0, 0), (1, 4)]).is_solution()
    True
    >>> complete(4, [(0, 1)], count=True)
    1
    """
    n = _board_size(n, MAX_COMPLETE_N)
    squares = _squares(n, queens)
    if not isinstance(count, bool):
        raise TypeError(f"count must be a bool, got {_type_name(count)}")
    variant = _variant(n, False, False, None, None, (), (), squares)
    if count:
        if time_limit is not None:
            raise ValueError("time_limit bounds the search for one completion, not count=True")
        totals = _nqueens.count(n, 0, "fast", 0, [], "", None, variant)
        return CountResult(n, *totals).solutions
    seconds = _seconds("time_limit", time_limit)
    outcome, solution, nodes, _ = _nqueens.find(n, "construct", 1, 0, seconds, variant)
    if outcome == "gave up":
        raise GaveUpError(f"no answer within the time limit of {seconds:g} s ({_plural(nodes, 'node')}); "
                          "raise time_limit")
    return solution


for _function, _lines in ((count, _VARIANT_HELP), (find, [_VARIANT_HELP[i] for i in (0, 1, 4, 5, 6)])):
    _function.__doc__ = _function.__doc__.replace("{variants}\n", "".join(_lines))
del _function, _lines


class Attack(NamedTuple):
    """Two queens on one line: first comes before second row by row; line is "row", "column",
    "diagonal" (row - column the same) or "anti-diagonal" (row + column the same), and under
    verify's variant keywords also "wrapped diagonal", "wrapped anti-diagonal" (the same modulo
    n, not without) or "knight move"."""

    first: Tuple[int, int]
    second: Tuple[int, int]
    line: str


def _attack(raw) -> Attack:
    return Attack((raw[0], raw[1]), (raw[2], raw[3]), raw[4])


def verify(placement: Union[Placement, Sequence[Optional[int]]], *, limit: Optional[int] = None,
           torus: bool = False, superqueens: bool = False) -> list:
    """The pairs of queens that attack each other (share a column, diagonal or anti-diagonal),
    as Attack records grouped by line; empty when none do. O(n), so it serves 10**7 queens.

    placement   a Placement, or its columns (ints counted from 0, None for an empty row)
    limit       list at most this many pairs (None: all)
    torus       diagonals wrap around the edges (toroidal queens); n <= 64
    superqueens queens also attack a knight's move away; n <= 64

    With torus or superqueens the pairs come in row-major order of (first, second), a pair once
    for each way it attacks, O(n²).

    A placement is a solution when it has no attacking pair and a queen in every row:
    Placement.is_solution().

    >>> verify([0, 2, 4, 1, 3])
    []
    >>> verify([0, 1, 3, 2])
    [Attack(first=(0, 0), second=(1, 1), line='diagonal'), Attack(first=(2, 3), second=(3, 2), line='anti-diagonal')]
    """
    wanted = 2**64 - 1 if limit is None else _whole_number("limit", limit, 0, 2**64 - 1)
    variant = None
    if torus is not False or superqueens is not False:
        n = placement.n if isinstance(placement, Placement) else len(placement)
        variant = _variant(_board_size(n, MAX_RULES_N), torus, superqueens, None, None, (), ())
    return [_attack(raw) for raw in _nqueens.attacks(placement, wanted, variant)]


# --- The search step by step ---------------------------------------------------------------------

class Place(NamedTuple):
    """A queen is placed on (row, column): node, the node's number in depth-first order (the
    empty board at the root is node 0)."""

    row: int
    column: int
    node: int


class Reject(NamedTuple):
    """The square (row, column) is attacked: attacks holds, for each line it is attacked along,
    the queen that attacks it (Attack.first) and the square (Attack.second)."""

    row: int
    column: int
    attacks: Tuple[Attack, ...]


class Backtrack(NamedTuple):
    """The queen on (row, column) is taken back: the search leaves its node."""

    row: int
    column: int


class Solution(NamedTuple):
    """The queen just placed on (row, column) completes solution number index (from 1)."""

    row: int
    column: int
    index: int
    placement: Placement


def _steps(raw: Iterator[tuple]) -> Iterator[Union[Place, Reject, Backtrack, Solution]]:
    for kind, row, column, detail in raw:
        if kind == "place":
            yield Place(row, column, detail)
        elif kind == "reject":
            yield Reject(row, column, tuple(_attack(a) for a in detail))
        elif kind == "backtrack":
            yield Backtrack(row, column)
        else:
            yield Solution(row, column, detail[0], detail[1])


def trace(n: int) -> Iterator[Union[Place, Reject, Backtrack, Solution]]:
    """The steps of plain row-by-row backtracking on the n×n board, 1 <= n <= 32, lazily: Place,
    Reject (with the queens that attack the square), Backtrack and Solution records. Rows are
    filled top to bottom and columns tried left to right, so solutions come in the order of
    solutions(n). The 4×4 search has 17 nodes (16 Place steps and the root), the 8×8 one 2057.

    The search runs on a thread of its own a few thousand steps ahead of the reader; closing
    the iterator (or dropping it) stops it.

    >>> next(trace(4))
    Place(row=0, column=0, node=1)
    """
    return _steps(_nqueens.TraceIterator(_board_size(n, MAX_TRACE_N)))


# --- Pictures ------------------------------------------------------------------------------------

class Page(str):
    """An HTML page (a str): write it to a file, or let Jupyter show it inline (in a frame of
    its own, so that its script and style leave the notebook alone)."""

    def _repr_html_(self) -> str:
        import html
        return (f'<iframe srcdoc="{html.escape(self, quote=True)}" style="width: 100%; height: 720px; '
                'border: 1px solid #ddd"></iframe>')

    def __repr__(self) -> str:
        return f"<nqueens.Page: {len(self)} characters of HTML>"


def page(n: int = 6, lang: str = "en") -> Page:
    """The command line's `nqueens page N --lang LANG`, 1 <= n <= 9: one self-contained HTML page
    (no network) with a player of the traced search (play, pause, step, speed), the search tree,
    the flag arrays, the program, the four methods compared and the gallery of every solution
    with its symmetry class; lang "en" (English) or "zh" (Chinese, in the tutorials' words).
    Shows inline in Jupyter; otherwise open("queens.html", "w").write(page(6)).
    Raises ValueError for n outside 1..9 or another lang; TypeError if lang is not a str.
    """
    if not isinstance(lang, str):
        raise TypeError(f"lang must be a str, got {type(lang).__name__}")
    return Page(_nqueens.page(_board_size(n, MAX_PAGE_N), lang))


class Svg(str):
    """An SVG picture (a str): write it to a file, or let Jupyter show it."""

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<nqueens.Svg: {len(self)} characters of SVG>"


def svg(placements: Iterable[Union[Placement, Sequence[Optional[int]]]], *, captions: Optional[Iterable[str]] = None,
        per_row: int = 0) -> Svg:
    """Placements (of up to 64 queens) drawn as chess boards in one SVG picture, the command
    line's `--format svg`: attacking pairs in red, rows numbered down the left side and columns
    below, from 0 as Python counts them (row 0 at the top).

    captions   a line above each board (plain words and digits); None: none
    per_row    boards to a row; 0: about a square grid

    >>> picture = svg(solutions(8, fundamental=True), captions=[f"class {k}" for k in range(1, 13)])
    >>> picture.count('class="queen"')
    96
    """
    boards = [p if isinstance(p, Placement) else Placement(p) for p in placements]
    if not boards:
        raise ValueError("svg needs at least one placement")
    for p in boards:
        if p.n > 64:
            raise ValueError(f"svg draws boards of n up to 64, got {p.n}")
    texts = [""] * len(boards) if captions is None else list(captions)
    if len(texts) != len(boards):
        raise ValueError(f"captions must give one caption per placement: {len(boards)}, got {len(texts)}")
    for text in texts:
        if not isinstance(text, str):
            raise TypeError(f"captions must be strs, got {_type_name(text)}")
        if not re.fullmatch(r"[\w .,:;()#°×+=/-]*", text):
            raise ValueError(f"captions hold plain words and digits, got {text!r}")
    per_row = _whole_number("per_row", per_row, 0, 10**6)
    return Svg(_nqueens.svg(boards, texts, per_row))
