"""nqueens.count: the OEIS values, progress, the GIL, Ctrl-C, the journal and the memory budget."""

import ctypes
import os
import subprocess
import sys
import threading
import time

import pytest

import nqueens


def test_counts_match_oeis(oeis):
    for n in range(1, 15):
        r = nqueens.count(n)
        assert (r.solutions, r.fundamental, r.fixed_by_rotate180, r.fixed_by_rotate90) == oeis[n], n
        assert r.n == n and r.complete and r.units_done == r.units_total and r.units_resumed == 0
        assert all(type(v) is int for v in (r.solutions, r.fundamental, r.nodes, r.units_done, r.units_total))
        assert r.nodes >= 0 and r.seconds >= 0


def test_engines_and_threads_agree(oeis):
    for n in range(1, 12):
        assert nqueens.count(n, engine="reference", threads=1).solutions == oeis[n][0]
    one, two = nqueens.count(13, threads=1), nqueens.count(13, threads=2)
    assert (one.solutions, one.fundamental, one.fixed_by_rotate180) == (two.solutions, two.fundamental,
                                                                         two.fixed_by_rotate180) == oeis[13][:3]


def test_result_is_a_readable_record():
    r = nqueens.count(8)
    assert repr(r).startswith("CountResult(n=8, solutions=92, fundamental=12, fixed_by_rotate180=4, ")
    with pytest.raises(AttributeError):
        r.solutions = 1


def test_progress_reports_a_few_times_a_second_then_the_end(oeis):
    calls = []
    r = nqueens.count(18, threads=1, progress=lambda *args: calls.append((time.monotonic(), args)))  # a second or more
    assert len(calls) >= 2
    for _, (done, total, solutions) in calls:
        assert type(done) is int and type(total) is int and type(solutions) is int
        assert 0 <= done <= total
    done = [args[0] for _, args in calls]
    assert done == sorted(done)
    assert calls[-1][1] == (r.units_total, r.units_total, oeis[18][0])
    gaps = [b[0] - a[0] for a, b in zip(calls[:-2], calls[1:-1])]
    assert all(gap >= 0.2 for gap in gaps), gaps


def test_exception_in_progress_stops_the_count_and_propagates():
    class Enough(Exception):
        pass

    def progress(done, total, solutions):
        raise Enough(f"{done} of {total}")

    start = time.monotonic()
    with pytest.raises(Enough, match=r"^\d+ of \d+$"):
        nqueens.count(18, threads=1, progress=progress)
    assert time.monotonic() - start < 1.5  # the first call comes after 0.25 s; Q(18) takes a second or more


def test_other_python_threads_run_during_a_count():
    ticks = 0
    running = True

    def tick():
        nonlocal ticks
        while running:
            ticks += 1

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        time.sleep(0.05)
        before = ticks
        r = nqueens.count(18, threads=1)  # a second or more, whatever the machine
        during = ticks - before
    finally:
        running = False
        ticker.join()
    assert r.seconds > 0.2
    assert during > 10000, f"the other thread counted only {during} in {r.seconds:.2f} s"


def test_ctrl_c_stops_a_long_count_within_a_second(interrupt_after):
    sent = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        nqueens.count(18, threads=1)  # a second or more (Q(17) took half a second in 2026)
    stopped = time.monotonic()
    assert sent, "the count ended before the signal"
    assert stopped - sent[0] < 1.0, f"stopped {stopped - sent[0]:.2f} s after Ctrl-C"
    assert stopped - start < 2.0


def test_journal_resumes_after_ctrl_c(interrupt_after, tmp_path, oeis, cli):
    journal = tmp_path / "q18.db"
    interrupt_after(0.5)
    with pytest.raises(KeyboardInterrupt):
        nqueens.count(18, threads=1, journal=journal)
    assert journal.exists()
    calls = []
    resumed = nqueens.count(18, journal=str(journal), progress=lambda *call: calls.append(call))
    assert resumed.complete and 0 < resumed.units_resumed < resumed.units_total
    # Progress counts the journal's units too: of all the units, from the resumed ones on.
    assert calls and all(total == resumed.units_total for _, total, _ in calls), calls[:3]
    assert all(done >= resumed.units_resumed for done, _, _ in calls)
    assert calls[-1] == (resumed.units_total, resumed.units_total, resumed.solutions)
    assert calls.count(calls[-1]) == 1, "the last call came twice"
    assert (resumed.solutions, resumed.fundamental) == oeis[18][:2]
    # The same file as the command line's journal.
    assert "solutions: 666090624" in cli("journal", str(journal))


def test_journal_of_a_finished_count_resumes_everything(tmp_path, oeis):
    journal = tmp_path / "q12.db"
    first = nqueens.count(12, journal=journal)
    again = nqueens.count(12, journal=journal)
    assert first.units_resumed == 0 and again.units_resumed == again.units_total
    assert first.solutions == again.solutions == oeis[12][0]
    with pytest.raises(ValueError, match="belongs to another count"):
        nqueens.count(13, journal=journal)  # a journal of another count is refused


def test_memory_budget_error_carries_the_sizes():
    with pytest.raises(nqueens.MemoryBudgetError) as caught:
        nqueens.count(20, memory="1K", threads=2)
    e = caught.value
    assert isinstance(e, ValueError)
    assert e.budget_bytes == 1024 and e.threads == 2 and e.needed_bytes > 1024
    assert str(e).startswith("the fast engine needs at least ")
    assert str(e).endswith("more than the memory budget of 1.0 KiB: raise memory= or lower threads=")


def test_memory_takes_bytes_or_suffixed_text(oeis):
    assert nqueens.count(12, memory=64 << 20).solutions == oeis[12][0]
    assert nqueens.count(12, memory="64M").solutions == oeis[12][0]
    # Text without a unit is bytes, as the CLI's --memory reads it (it was read as KiB).
    with pytest.raises(nqueens.MemoryBudgetError, match="memory budget of 16 bytes"):
        nqueens.count(20, memory="16")


def test_numpy_integers_are_ints(oeis):
    numpy = pytest.importorskip("numpy")
    assert nqueens.count(numpy.int64(10), threads=numpy.int32(1)).solutions == oeis[10][0]


def _count_in_a_process(code, **environment):
    """Runs `code` (after import nqueens) in a fresh interpreter, whose CUDA driver is its own."""
    env = {key: value for key, value in os.environ.items() if key != "NQUEENS_CUDA_DRIVER"}
    env.update(environment)
    return subprocess.run([sys.executable, "-c", "import nqueens\n" + code], env=env, capture_output=True, text=True,
                          timeout=120)


def test_gpu_engine_counts_on_the_test_driver(oeis):
    driver = os.environ.get("NQUEENS_FAKE_CUDA")
    if not driver:
        pytest.skip("no CUDA driver for the tests (tests/fake_cuda), or a build without GPU kernels")
    run = _count_in_a_process("r = nqueens.count(12, engine='gpu', devices=[1])\n"
                              "print(r.solutions, r.fundamental, r.complete)",
                              NQUEENS_CUDA_DRIVER=driver, NQUEENS_FAKE_CUDA_DEVICES="2")
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [str(oeis[12][0]), str(oeis[12][1]), "True"]


def test_gpu_engine_without_a_driver_raises_runtime_error():
    try:
        ctypes.CDLL("libcuda.so.1")
        pytest.skip("this machine has an NVIDIA driver")
    except OSError:
        pass
    run = _count_in_a_process("try:\n    nqueens.count(8, engine='gpu')\n"
                              "except RuntimeError as e:\n    print(e)")
    assert run.returncode == 0, run.stderr
    assert run.stdout == "no NVIDIA driver (libcuda.so.1) found\n"


def test_devices_need_the_gpu_engine():
    with pytest.raises(ValueError, match='devices needs engine="gpu"'):
        nqueens.count(8, devices=[0])
    with pytest.raises(TypeError, match="devices must be an iterable of ints"):
        nqueens.count(8, engine="gpu", devices=0)
    with pytest.raises(ValueError, match="a device must be a whole number from 0 to 1023"):
        nqueens.count(8, engine="gpu", devices=[-1])
