"""Shared fixtures of the Python tests: the OEIS values, the command-line tool, the repository.

CTest runs each test file with PYTHONPATH=build/<preset>/python and NQUEENS_CLI set to the
tool of the same build (python/CMakeLists.txt)."""

import os
import pathlib
import signal
import subprocess
import threading
import time

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]


def _table(name):
    rows = {}
    for line in (REPOSITORY / "tests" / "data" / name).read_text().splitlines():
        if line and not line.startswith("#"):
            n, *values = (int(field) for field in line.split("\t"))
            rows[n] = tuple(values)
    return rows


@pytest.fixture(scope="session")
def oeis():
    """n -> (Q(n), fundamental, fixed by 180°, fixed by 90°), from tests/data (OEIS); the last two
    only where symmetric.tsv has them (n <= 17)."""
    counts = _table("counts.tsv")
    symmetric = _table("symmetric.tsv")
    return {n: counts[n] + symmetric.get(n, ()) for n in counts}


@pytest.fixture(scope="session")
def repository():
    return REPOSITORY


@pytest.fixture(scope="session")
def cli():
    """Runs the nqueens tool of this build, checks its exit status and returns its standard output."""
    tool = os.environ.get("NQUEENS_CLI")
    if not tool:
        pytest.fail("NQUEENS_CLI is not set: run the tests through CTest (scripts/test)")

    def run(*args, stdin=None, status=0):
        done = subprocess.run([tool, *args], input=stdin, capture_output=True, text=True)
        assert done.returncode == status, done.stderr
        return done.stdout

    run.path = tool
    return run


@pytest.fixture
def interrupt_after():
    """Sends SIGINT to this process after `delay` seconds; returns the time it was sent."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    sent = []
    timers = []

    def arm(delay):
        def fire():
            sent.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGINT)

        timers.append(threading.Timer(delay, fire))
        timers[-1].start()
        return sent

    yield arm
    for timer in timers:  # a count that ended before its signal must not leave it pending
        timer.cancel()
        timer.join()
    signal.signal(signal.SIGINT, previous)
