# Type stub of the package nqueens (python/nqueens/__init__.py and its extension _nqueens), for
# editors and type checkers. python/tests/test_package.py checks it against the package.

import os
from typing import Callable, Iterable, Iterator, NamedTuple, Optional, Sequence, Tuple, Union, overload

__version__: str

MAX_COUNT_N: int
MAX_SOLVE_N: int
MAX_FIND_N: int
MAX_FIRST_N: int
MAX_COMPLETE_N: int
MAX_TRACE_N: int
MAX_PAGE_N: int
MAX_RULES_N: int
SYMMETRIES: Tuple[str, ...]

class MemoryBudgetError(ValueError):
    needed_bytes: int
    budget_bytes: int
    threads: int

class GaveUpError(RuntimeError): ...

class Placement:
    """The column of the queen in each row, 0-based, None for an empty row."""

    def __init__(self, columns: Union["Placement", Sequence[Optional[int]]]) -> None: ...
    @property
    def n(self) -> int: ...
    @property
    def columns(self) -> Tuple[Optional[int], ...]: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, row: int) -> Optional[int]: ...
    @overload
    def __getitem__(self, rows: slice) -> Tuple[Optional[int], ...]: ...
    def __iter__(self) -> Iterator[Optional[int]]: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __lt__(self, other: "Placement") -> bool: ...
    def __le__(self, other: "Placement") -> bool: ...
    def __gt__(self, other: "Placement") -> bool: ...
    def __ge__(self, other: "Placement") -> bool: ...
    def __hash__(self) -> int: ...
    def _repr_svg_(self) -> Optional[str]: ...
    def is_solution(self) -> bool: ...
    def canonical(self) -> "Placement": ...
    def images(self) -> list["Placement"]: ...
    def orbit_size(self) -> int: ...

class CountResult:
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
    def __init__(self, n: int, solutions: int, fundamental: Optional[int], fixed_by_rotate180: Optional[int],
                 fixed_by_rotate90: Optional[int],
                 nodes: int, units_done: int, units_total: int, units_resumed: int, seconds: float,
                 complete: bool) -> None: ...

def count(n: int, *, threads: int = 0, engine: str = "fast", memory: Union[int, str, None] = None,
          devices: Optional[Iterable[int]] = None, journal: Union[str, os.PathLike[str], None] = None,
          progress: Optional[Callable[[int, int, int], object]] = None, torus: bool = False,
          superqueens: bool = False, rows: Optional[int] = None, queens: Optional[int] = None,
          blocked: Iterable[Tuple[int, int]] = (), excluded: Iterable[Tuple[str, int]] = ()) -> CountResult: ...
def solutions(n: int, *, fundamental: bool = False) -> Iterator[Placement]: ...
def solution_at(n: int, index: int) -> Placement: ...
def find(n: int, method: str = "construct", seed: Optional[int] = None, time_limit: Optional[float] = None, *,
         max_steps: Optional[int] = None, torus: bool = False, superqueens: bool = False,
         blocked: Iterable[Tuple[int, int]] = (), excluded: Iterable[Tuple[str, int]] = ()) -> Optional[Placement]: ...
def complete(n: int, queens: Union[Iterable[Tuple[int, int]], Placement], *, count: bool = False,
             time_limit: Optional[float] = None) -> Union[Placement, None, int]: ...

class Attack(NamedTuple):
    first: Tuple[int, int]
    second: Tuple[int, int]
    line: str

def verify(placement: Union[Placement, Sequence[Optional[int]]], *, limit: Optional[int] = None,
           torus: bool = False, superqueens: bool = False) -> list[Attack]: ...

class Place(NamedTuple):
    row: int
    column: int
    node: int

class Reject(NamedTuple):
    row: int
    column: int
    attacks: Tuple[Attack, ...]

class Backtrack(NamedTuple):
    row: int
    column: int

class Solution(NamedTuple):
    row: int
    column: int
    index: int
    placement: Placement

def trace(n: int) -> Iterator[Union[Place, Reject, Backtrack, Solution]]: ...

class Page(str):
    def _repr_html_(self) -> str: ...

def page(n: int = 6, lang: str = "en") -> Page: ...

class Svg(str):
    def _repr_svg_(self) -> str: ...

def svg(placements: Iterable[Union[Placement, Sequence[Optional[int]]]], *, captions: Optional[Iterable[str]] = None,
        per_row: int = 0) -> Svg: ...
