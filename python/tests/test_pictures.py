"""nqueens.page and nqueens.svg: the command line's HTML page and chess-board pictures."""

import html.parser
import xml.etree.ElementTree as ElementTree

import nqueens

SVG = "{http://www.w3.org/2000/svg}"


def test_page_is_the_command_line_page(cli):
    page = nqueens.page(6)
    assert isinstance(page, str) and isinstance(page, nqueens.Page)
    assert page == cli("page", "6")
    assert nqueens.page() == page  # 6 by default, as on the command line
    assert repr(page) == f"<nqueens.Page: {len(page)} characters of HTML>"


def test_page_in_chinese_is_the_command_line_page(cli):
    page = nqueens.page(4, lang="zh")
    assert page == cli("page", "4", "--lang", "zh")
    assert '<html lang="zh-CN">' in page and "观看回溯搜索" in page
    assert nqueens.page(4, "en") == nqueens.page(4) != page


def test_page_shows_inline_in_a_frame_of_its_own():
    page = nqueens.page(4)
    frame = page._repr_html_()
    assert frame.startswith('<iframe srcdoc="') and frame.endswith("</iframe>")

    class Frame(html.parser.HTMLParser):
        srcdoc = None

        def handle_starttag(self, tag, attrs):
            if tag == "iframe":
                Frame.srcdoc = dict(attrs)["srcdoc"]

    Frame().feed(frame)
    assert Frame.srcdoc == page  # escaped in the attribute, the page itself once unescaped


def test_svg_draws_placements_in_a_grid():
    fundamental = list(nqueens.solutions(8, fundamental=True))
    picture = nqueens.svg(fundamental, captions=[f"class {k}" for k in range(1, 13)], per_row=4)
    assert isinstance(picture, nqueens.Svg) and picture._repr_svg_() == picture
    root = ElementTree.fromstring(picture)
    boards = [g for g in root.iter(SVG + "g")]
    assert len(boards) == 12
    assert len([e for e in root.iter(SVG + "use") if "queen" in e.get("class", "")]) == 96
    captions = [e.text for e in root.iter(SVG + "text") if e.get("class") == "caption"]
    assert captions == [f"class {k}" for k in range(1, 13)]


def test_svg_takes_columns_and_marks_attacks():
    root = ElementTree.fromstring(nqueens.svg([[0, 1, 3, 2], [1, 3, 0, 2]]))
    assert len([e for e in root.iter(SVG + "line") if e.get("class") == "attack"]) == 2


def test_pictures_number_rows_and_columns_from_0_as_python_does():
    # Row 0 at the top: each queen stands level with the label of its row and over that of its
    # column, and the labels are the numbers of Placement.columns and of verify's attacks.
    p = nqueens.Placement([0, 5, 7, 2, 6, 3, 1, 4])
    root = ElementTree.fromstring(nqueens.svg([p]))
    labels = {kind: {} for kind in ("row", "column")}
    for text in root.iter(SVG + "text"):
        kind = text.get("class", "").split()[-1]
        if kind in labels:
            labels[kind][float(text.get("y" if kind == "row" else "x"))] = int(text.text)
    assert sorted(labels["row"].values()) == list(range(8)) == sorted(labels["column"].values())
    assert labels["row"][min(labels["row"])] == 0  # the top row
    for queen in root.iter(SVG + "use"):
        half = float(queen.get("width")) / 2
        row = labels["row"][min(labels["row"], key=lambda y: abs(y - float(queen.get("y")) - half))]
        column = labels["column"][min(labels["column"], key=lambda x: abs(x - float(queen.get("x")) - half))]
        assert p.columns[row] == column
    assert nqueens.verify([5, 0, 7, 2, 6, 3, 1, 4])[0].first == (0, 5)
