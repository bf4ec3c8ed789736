"""nqueens.Placement: columns, sequence, equality, hashing, symmetry, buffer, pictures."""

import pickle
import xml.etree.ElementTree as ElementTree

import pytest

import nqueens
from nqueens import Placement

FIRST = [0, 4, 7, 5, 2, 6, 1, 3]  # "1 5 8 6 3 7 2 4", the first solution of eight queens
SVG = "{http://www.w3.org/2000/svg}"


def test_columns_and_sequence():
    p = Placement(FIRST)
    assert p.n == 8 and len(p) == 8
    assert p.columns == tuple(FIRST) and list(p) == FIRST
    assert p[0] == 0 and p[-1] == 3 and p[2:4] == (7, 5)
    with pytest.raises(IndexError):
        p[8]
    assert Placement(p) == p  # a Placement is a sequence of columns too


def test_partial_placements_hold_none():
    p = Placement([1, None, None, 2])
    assert p.columns == (1, None, None, 2) and p[1] is None
    assert not p.is_solution() and nqueens.verify(p) == []
    assert repr(p) == "Placement([1, None, None, 2])"


def test_equality_order_and_hashing():
    a, b = Placement(FIRST), Placement(list(FIRST))
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Placement([7, 3, 0, 2, 5, 1, 6, 4]) and a < Placement([7, 3, 0, 2, 5, 1, 6, 4])
    assert a != FIRST and a != tuple(FIRST)  # a placement equals placements only
    assert sorted(nqueens.solutions(6), reverse=True)[-1] == next(nqueens.solutions(6))


def test_repr_and_str():
    p = Placement(FIRST)
    assert repr(p) == "Placement([0, 4, 7, 5, 2, 6, 1, 3])"
    assert eval(repr(p), {"Placement": Placement}) == p
    assert str(p).splitlines() == ["Q.......", "....Q...", ".......Q", ".....Q..", "..Q.....", "......Q.",
                                   ".Q......", "...Q...."]
    big = nqueens.find(1000)
    assert repr(big) == "<Placement n=1000 columns=[" + ", ".join(map(str, big.columns[:5])) + ", ..., " + \
        ", ".join(map(str, big.columns[-2:])) + "]>"


def test_symmetry():
    p = Placement(FIRST)
    images = p.images()
    assert len(images) == len(nqueens.SYMMETRIES) == 8 and images[0] == p
    assert all(q.is_solution() for q in images)
    assert images[4] == Placement([7 - c for c in FIRST])  # mirror_columns
    assert p.canonical() == min(images) and p.orbit_size() == len(set(images)) == 8
    assert Placement([1, 3, 0, 2]).orbit_size() == 2  # fixed by the quarter turn


def test_buffer_shares_the_columns():
    p = Placement(FIRST)
    view = memoryview(p)
    assert view.format == "i" and view.readonly and view.tolist() == FIRST
    assert memoryview(Placement([None, 0])).tolist() == [-1, 0]


def test_pickle():
    p = Placement([2, None, 0])
    # Protocols 0 and 1 aborted the interpreter (pybind11's __setstate__ route).
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(p, protocol)) == p, protocol


def test_svg_is_a_chess_board_with_n_queens():
    for n in (1, 8, 12):
        p = nqueens.find(n)
        root = ElementTree.fromstring(p._repr_svg_())
        assert root.tag == SVG + "svg"
        squares = [e for e in root.iter(SVG + "rect") if "square" in e.get("class", "")]
        queens = [e for e in root.iter(SVG + "use") if "queen" in e.get("class", "")]
        assert len(squares) == n * n and len(queens) == n
        assert not any("attacked" in q.get("class") for q in queens)


def test_svg_shows_attacking_queens_in_red():
    root = ElementTree.fromstring(Placement([0, 1, 3, 2])._repr_svg_())
    queens = [e.get("class") for e in root.iter(SVG + "use")]
    assert queens.count("queen attacked") == 4
    assert len([e for e in root.iter(SVG + "line") if e.get("class") == "attack"]) == 2


def test_the_same_board_as_the_command_line(cli):
    def board(svg):
        root = ElementTree.fromstring(svg)
        return sorted(" ".join(f"{k}={v}" for k, v in sorted(e.attrib.items()))
                      for e in root.iter() if e.tag in (SVG + "rect", SVG + "use", SVG + "line") and e.get("class"))

    # The squares, queens and attack lines; the command line's picture is wider for its caption.
    drawn = cli("verify", "--format", "svg", stdin="1 2 4 3\n", status=1)
    assert board(Placement([0, 1, 3, 2])._repr_svg_()) == board(drawn)


def test_no_picture_past_64():
    assert nqueens.find(65)._repr_svg_() is None
    assert str(nqueens.find(65)) == repr(nqueens.find(65))
