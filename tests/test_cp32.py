# SPDX-License-Identifier: MIT
"""The whole device on CircuitPython's own VM (cp32), at a CircuitPython 9 board's limits.

Each title's heaviest game, played in the simulator by key script (with UNDO, a power cut,
then HISTORY over a full history and the export, REC), is replayed event by event on cp32
through code.py's path: App.run -> App.poll -> shell -> game UI -> session -> engine ->
store, and render/ with the real adafruit_display_text, all from CircuitPython .mpy, over
the stand-ins in tests/cp32/standins. It must end where the simulator ended, within the
board's Python stack and a heap of the must-have budget. tools/bench measures how much of
each it needs (docs/performance.md)."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "cp32"))
import devicemodel  # noqa: E402

PYSTACK = 1536  # a CircuitPython 9 board's default Python stack
HEAP_BUDGET = 96 * 1024  # the must-have of docs/performance.md: a MacroPad keeps 30 KB free
HARNESS = 16 * 1024  # the stand-ins, the 4 KB nvm and the trace file (measured: ~15.4 KB)


@pytest.fixture(scope="module")
def device_folder(tmp_path_factory):
    if not devicemodel.available():
        if os.environ.get("CI"):
            pytest.fail("CI must have %s (shared/tools/circuitpython)" % devicemodel.CP32)
        pytest.skip("no cp32 at %s: CircuitPython's VM is in shared/tools" % devicemodel.CP32)
    return devicemodel.build(str(tmp_path_factory.mktemp("cp32") / "device"))


@pytest.mark.parametrize("title", devicemodel.TITLES)
def test_whole_device_at_the_boards_limits(device_folder, tmp_path, title):
    words = devicemodel.title_words(title)
    start = devicemodel.start_image()  # a full history
    trace, log, lines = devicemodel.record_trace(words, str(tmp_path / "nvm.bin"), start)
    assert "cut" in trace  # the power cut is in it
    path = tmp_path / "trace.txt"
    path.write_text("\n".join(trace) + "\n")
    heap = str(HEAP_BUDGET + HARNESS)
    ok, result = devicemodel.run(device_folder, str(path), PYSTACK, heap, start=start)
    assert ok, result
    assert result["boots"] == 2
    assert result["harness"] <= HARNESS
    assert result["log"] == log  # the same game (here, after NEW, none) as in the simulator
    assert result["lines"] == lines  # and the same screen at the end: the history, with
    # the game, over when NEW was pressed, first.
    assert lines[0].startswith("History: 14") and lines[1].startswith("#400 ")


def test_a_too_small_python_stack_is_caught(device_folder, tmp_path):
    """The check can fail: at 512 bytes the same run stops with pystack exhausted."""
    trace, _, _ = devicemodel.record_trace(["[GRA]", "[2]"], str(tmp_path / "nvm.bin"))
    path = tmp_path / "trace.txt"
    path.write_text("\n".join(trace) + "\n")
    ok, result = devicemodel.run(device_folder, str(path), 512, "256K")
    assert not ok and "pystack exhausted" in result
