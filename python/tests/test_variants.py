"""nqueens.count and nqueens.find with the variant keywords: the OEIS values (tests/data), the
solutions checked under their rules, and bad keywords refused in the command line's words."""

import pytest

import nqueens
from conftest import REPOSITORY


def _variants():
    """n -> (toroidal, superqueens, fundamental superqueens), OEIS A051906, A051223, A051224."""
    rows = {}
    for line in (REPOSITORY / "tests" / "data" / "variants.tsv").read_text().splitlines():
        if line and not line.startswith("#"):
            n, *values = (int(field) if field else None for field in line.split("\t"))
            rows[n] = tuple(values)
    return rows


def test_counts_match_oeis():
    table = _variants()
    for n in range(1, 14):
        toroidal, superqueens, fundamental = table[n]
        torus = nqueens.count(n, torus=True)
        assert torus.solutions == toroidal and torus.complete, n
        knights = nqueens.count(n, superqueens=True)
        assert (knights.solutions, knights.fundamental) == (superqueens, fundamental), n
    # Past the classic count's n = 32: a variant of up to 64 columns.
    assert nqueens.count(40, rows=1).solutions == 40
    assert nqueens.count(8, rows=5).solutions == 568  # A269133
    assert nqueens.count(8, queens=4).solutions == 34568  # A061994


def test_rules_without_symmetries_have_no_fundamental_count():
    r = nqueens.count(8, blocked=[(0, 0)])
    assert r.fundamental is None and r.fixed_by_rotate180 is None and r.fixed_by_rotate90 is None
    # The 92 solutions, less the 4 with a queen in the corner (0, 0).
    assert r.solutions == 92 - 4
    # Excluding the anti-diagonal through (0, 0) excludes that square alone.
    assert nqueens.count(8, excluded=[("sum", 0)]).solutions == 88
    assert nqueens.count(8, excluded=[("sum", 0), ("difference", 0)]).solutions < 88


def test_find_under_the_rules():
    solution = nqueens.find(10, "first", superqueens=True)
    assert solution == nqueens.Placement([2, 5, 8, 0, 3, 6, 9, 1, 4, 7])
    assert nqueens.find(9, superqueens=True) is None  # A051223(9) = 0: a proof
    torus = nqueens.find(11, torus=True)
    assert torus.is_solution() and len({(r + c) % 11 for r, c in enumerate(torus)}) == 11
    blocked = nqueens.find(8, blocked=[(0, c) for c in range(1, 8)])
    assert blocked[0] == 0 and blocked.is_solution()
    assert nqueens.find(4, excluded=[("sum", s) for s in range(7)]) is None


def test_counts_under_rules_resume_from_their_journal(tmp_path):
    journal = tmp_path / "torus13.db"
    first = nqueens.count(13, torus=True, journal=journal)
    assert (first.solutions, first.fundamental, first.units_resumed) == (4524, 572, 0)
    again = nqueens.count(13, torus=True, journal=journal)
    assert (again.solutions, again.fundamental) == (4524, 572)
    assert again.units_resumed == again.units_total > 0
    with pytest.raises(ValueError, match="belongs to another count"):
        nqueens.count(13, superqueens=True, journal=journal)


def test_verify_names_wrapped_diagonals_and_knight_moves():
    # (0, 0) and (1, 4) of the 5×5 torus share a wrapped anti-diagonal: 0 + 0 = 1 + 4 - 5.
    assert nqueens.verify([0, 4, None, None, None], torus=True) == [
        nqueens.Attack((0, 0), (1, 4), "wrapped anti-diagonal")]
    assert nqueens.verify([0, 4, None, None, None]) == []
    # 1 3 0 2 of 4×4 is a solution, but (0, 1) and (1, 3) are a knight's move apart.
    knight = nqueens.verify([1, 3, 0, 2], superqueens=True)
    assert nqueens.Attack((0, 1), (1, 3), "knight move") in knight
    assert len(nqueens.verify([1, 3, 0, 2], superqueens=True, limit=1)) == 1
    # A toroidal solution of 5 (the columns 2r mod 5).
    assert nqueens.verify([0, 2, 4, 1, 3], torus=True) == []
    with pytest.raises(TypeError, match="torus must be a bool"):
        nqueens.verify([0, 2, 4, 1, 3], torus=1)


def test_bad_keywords_are_refused():
    with pytest.raises(TypeError, match="torus must be a bool"):
        nqueens.count(8, torus=1)
    with pytest.raises(ValueError, match="rows must be a whole number from 1 to 8, got 9"):
        nqueens.count(8, rows=9)
    with pytest.raises(ValueError, match="queens must be a whole number from 1 to 5, got 6"):
        nqueens.count(8, rows=5, queens=6)
    with pytest.raises(ValueError, match="toroidal board must be square"):
        nqueens.count(8, rows=5, torus=True)
    with pytest.raises(ValueError, match="the row of blocked\\[0\\] must be a whole number from 0 to 7, got 8"):
        nqueens.count(8, blocked=[(8, 0)])
    with pytest.raises(TypeError, match="blocked\\[1\\] must be a pair"):
        nqueens.count(8, blocked=[(0, 0), 3])
    with pytest.raises(ValueError, match="the kind of excluded\\[0\\] must be 'sum' or 'difference'"):
        nqueens.count(8, excluded=[("anti", 3)])
    with pytest.raises(ValueError, match="from 1 to 32, got 40"):
        nqueens.count(40)
    # The classic board written as variant keywords is the classic count, and its limit.
    with pytest.raises(ValueError, match="from 1 to 32 on the classic board, got 40"):
        nqueens.count(40, rows=40, queens=40)
    assert nqueens.count(8, rows=8, queens=8).fundamental == 12
    with pytest.raises(ValueError, match="min-conflicts .* classic board only"):
        nqueens.find(8, "min-conflicts", torus=True)
    with pytest.raises(nqueens.GaveUpError, match="time limit"):
        nqueens.find(64, "first", superqueens=True, time_limit=0.01)
