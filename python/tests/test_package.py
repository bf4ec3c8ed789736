"""The package as users meet it: docstrings, the type stub, the README's session, the examples, the
version, and the package as `cmake --install` lays it out."""

import ast
import doctest
import importlib.util
import inspect
import os
import pathlib
import pydoc
import re
import subprocess
import sys

import pytest

import nqueens

PACKAGE_SOURCE = pathlib.Path(__file__).resolve().parents[1] / "nqueens"


def public_callables():
    for name in nqueens.__all__:
        value = getattr(nqueens, name)
        if callable(value):
            yield name, value


def test_every_public_name_exists_and_is_documented():
    for name in nqueens.__all__:
        assert hasattr(nqueens, name), name
    for name, value in public_callables():
        assert inspect.getdoc(value), f"{name} has no docstring"
    for name in ("n", "columns", "is_solution", "canonical", "images", "orbit_size", "_repr_svg_"):
        assert inspect.getdoc(getattr(nqueens.Placement, name)), f"Placement.{name} has no docstring"
    assert "A000170" in nqueens.count.__doc__ and "A002562" in nqueens.count.__doc__


def test_help_shows_the_signature():
    text = pydoc.render_doc(nqueens.count, renderer=pydoc.plaintext)
    text = re.sub(r"\(\s+", "(", re.sub(r",\s+", ", ", text))  # Python 3.13 puts each parameter on a line
    assert "count(n: int, *, threads: int = 0, engine: str = 'fast'" in text
    assert "KeyboardInterrupt" in text


def stub():
    return ast.parse((PACKAGE_SOURCE / "__init__.pyi").read_text())


def stub_parameters(function):
    args = function.args
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + [ast.literal_eval(d) for d in args.defaults]
    kinds = [(a.arg, "positional", d) for a, d in zip(positional, defaults)]
    kinds += [(a.arg, "keyword", None if d is None else ast.literal_eval(d))
              for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    return kinds


def real_parameters(function):
    kinds = []
    for p in inspect.signature(function).parameters.values():
        kind = "keyword" if p.kind is p.KEYWORD_ONLY else "positional"
        kinds.append((p.name, kind, None if p.default is p.empty else p.default))
    return kinds


def test_the_stub_matches_the_package():
    tree = stub()
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
    assert names == set(nqueens.__all__) | {"__version__"}
    functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    for name, function in functions.items():
        assert stub_parameters(function) == real_parameters(getattr(nqueens, name)), name
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    placement = {node.name for node in classes["Placement"].body if isinstance(node, ast.FunctionDef)}
    public = {name for name in dir(nqueens.Placement) if not name.startswith("__") or name in (
        "__len__", "__getitem__", "__iter__", "__eq__", "__hash__", "__lt__")}
    assert public - {"_pybind11_conduit_v1_"} <= placement
    for record in ("Attack", "Place", "Reject", "Backtrack", "Solution", "CountResult"):
        fields = [node.target.id for node in classes[record].body if isinstance(node, ast.AnnAssign)]
        real = getattr(nqueens, record)
        assert fields == list(getattr(real, "_fields", None) or real.__dataclass_fields__), record


def test_the_docstrings_examples_run():
    result = doctest.testmod(nqueens, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 10 and result.failed == 0


def readme_sessions(repository):
    """The README's Python sessions: its ```pycon blocks."""
    readme = (repository / "README.md").read_text()
    return re.findall(r"^```pycon\n(.*?)^```$", readme, flags=re.MULTILINE | re.DOTALL)


def test_the_readme_session_runs_as_written(repository):
    sessions = readme_sessions(repository)
    assert sessions, "README.md has no ```pycon session"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for i, text in enumerate(sessions):
        if ">>> import numpy" in text and importlib.util.find_spec("numpy") is None:
            continue  # the session that shows numpy, where numpy is not installed
        test = parser.get_doctest(text, {}, f"README.md session {i + 1}", "README.md", 0)
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def run_example(repository, name, *args):
    done = subprocess.run([sys.executable, str(repository / "examples" / name), *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done


def test_example_tour(repository):
    out = run_example(repository, "python_tour.py").stdout
    assert "8 queens by backtracking: 2057 nodes, 13664 squares rejected, 92 solutions" in out
    assert out.count("distinct images") == 12
    assert "Q(12) = 14200" in out
    assert "1 3 5 7 2 4 6 8: rows 1 and 8 share a diagonal" in out
    assert "find(10**6): 1000000 queens, a solution: True" in out


def test_example_count(repository, tmp_path):
    done = run_example(repository, "python_count.py", "12", str(tmp_path / "q12.db"))
    assert done.stdout.startswith("Q(12) = 14200, fundamental 1787 (")
    assert "work units" in done.stderr
    again = run_example(repository, "python_count.py", "12", str(tmp_path / "q12.db"))
    assert re.search(r"(\d+) of \1 work units from the journal", again.stdout)


def test_version_is_the_command_line_version(cli):
    assert cli("--version").strip() == f"nqueens {nqueens.__version__}"


def test_the_installed_package(tmp_path):
    """cmake --install into a fresh prefix; the package imports from its site-packages alone."""
    folder = os.environ.get("NQUEENS_PYTHON_INSTALL_DIR")
    if folder is None or os.path.isabs(folder):
        pytest.skip("no install rules, or an absolute NQUEENS_PYTHON_INSTALL_DIR")
    # CMake without the sanitizers' runtimes that a debug build preloads for the interpreter.
    plain = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    subprocess.run([os.environ["NQUEENS_CMAKE"], "--install", os.environ["NQUEENS_BUILD_DIR"], "--prefix",
                    str(tmp_path)], check=True, capture_output=True, env=plain, timeout=120)
    site = tmp_path / folder
    assert sorted(p.name for p in (site / "nqueens").iterdir() if not p.name.startswith("_nqueens.")) == [
        "__init__.py", "__init__.pyi", "py.typed"]
    code = "import nqueens; print(nqueens.__file__, nqueens.count(10).solutions)"
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                         cwd=tmp_path).stdout.split()
    assert out == [str(site / "nqueens" / "__init__.py"), "724"]


@pytest.mark.parametrize("extension, says", [
    ("_nqueens.cpython-27-x86_64-linux-gnu.so", "nqueens was built for Python 2.7, not for this Python {}; build it "
                                                 "for this one: '{} -m pip install .'"),
    (None, "nqueens has no compiled extension in {}"),
])
def test_an_import_by_another_python_says_so_in_one_line(tmp_path, extension, says):
    """The package beside an extension this Python cannot load: one line naming both versions and the fix
    (Python's own error would speak of a circular import)."""
    package = tmp_path / "nqueens"
    package.mkdir()
    (package / "__init__.py").write_bytes(pathlib.Path(nqueens.__file__).read_bytes())
    if extension:
        (package / extension).write_bytes(b"")
    done = subprocess.run([sys.executable, "-c", "import nqueens"], cwd=tmp_path, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    expected = says.format(version, sys.executable) if extension else says.format(package)
    assert last.startswith("ImportError: " + expected), last
