# SPDX-License-Identifier: MIT
"""The simulator's stand-ins behave like the CircuitPython modules, and are strict."""

import os

import pytest

from host_sim.clock import Clock
from host_sim.fakes import keypad, microcontroller, neopixel, rotaryio, supervisor


@pytest.fixture(autouse=True)
def clock():
    c = Clock(5000)
    supervisor._clock = c
    return c


def test_misspelt_attributes_fail():
    k = keypad.Keys([object(), object()], value_when_pressed=False)
    with pytest.raises(AttributeError):
        k.event = None  # noqa: B010 - the real name is `events`
    with pytest.raises(AttributeError):
        keypad.Event().keynumber  # noqa: B018
    p = neopixel.NeoPixel(object(), 3, auto_write=False)
    with pytest.raises(AttributeError):
        p.brightnes = 0.5
    e = rotaryio.IncrementalEncoder(object(), object())
    with pytest.raises(AttributeError):
        e.postion = 3


def test_keypad_events_carry_the_injected_clock(clock):
    k = keypad.Keys([object()] * 3, value_when_pressed=False, max_events=2)
    k.press(1)
    clock.advance(700)
    k.release(1)
    ev = keypad.Event()
    assert k.events.get_into(ev) and ev.pressed and ev.timestamp == 5000
    assert k.events.get_into(ev) and ev.released and ev.timestamp == 5700
    assert not k.events.get_into(ev)
    for _ in range(3):  # a full queue drops the newest and says so
        k.press(0)
        k.release(0)
    assert len(k.events) == 2 and k.events.overflowed


def test_neopixel_shows_only_on_show_with_brightness():
    p = neopixel.NeoPixel(object(), 2, brightness=0.5, auto_write=False)
    p[0] = 0xFF0000
    assert p.shown[0] == (0, 0, 0)
    p.show()
    assert p.shown[0] == (127, 0, 0)
    with pytest.raises(IndexError):
        p[2] = 0


def test_nvm_file_survives_a_reboot(tmp_path):
    path = str(tmp_path / "nvm")
    nvm = microcontroller.FileNvm(path)
    assert len(nvm) == 4096 and nvm[0] == 0xFF
    nvm[10:13] = b"abc"
    with pytest.raises(ValueError):
        nvm[0:2] = b"abc"  # a slice and a value of different sizes, as on the device
    assert bytes(microcontroller.FileNvm(path)[10:13]) == b"abc"


def test_a_fresh_clone_has_no_saved_game_and_makes_its_folder(tmp_path):
    """Nothing under .sim/ is tracked (a fresh clone starts at the game choice), and the
    simulator makes the folder for its nvm file when it is not there."""
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tracked = subprocess.run(
        ["git", "ls-files", ".sim"], cwd=root, capture_output=True, text=True
    ).stdout
    assert tracked == ""
    from host_sim.fakes.microcontroller import FileNvm

    nvm = FileNvm(str(tmp_path / ".sim" / "nvm-macropad.bin"))
    assert bytes(nvm[i] for i in range(8)) == b"\xff" * 8
    nvm[0] = 1
    assert (tmp_path / ".sim" / "nvm-macropad.bin").exists()
