# SPDX-License-Identifier: MIT
"""A device that recovers: an unexpected error in the main loop shows
one line, sends the traceback over USB serial and restarts; nvm brings the game back. And
the encoder's direction is a setting."""

from types import SimpleNamespace

import pytest

from host_sim import script
from host_sim.device import Device
from host_sim.fakes import supervisor


def test_a_fault_in_the_main_loop_restarts_the_device_with_the_game_kept(
    tmp_path, monkeypatch, capsys
):
    d = Device("macropad", str(tmp_path / "nvm"))  # first: it puts the fakes in place
    import zootally.app

    script.run(d, "[ZOO] [4] G3 B3")
    before = d.screen_lines()
    log = bytes(d.app.shell.session.log)
    app = d.app

    def fault(key):
        raise ZeroDivisionError("injected")

    monkeypatch.setattr(app.shell, "press", fault)
    slept = []
    monkeypatch.setattr(zootally.app, "time", SimpleNamespace(sleep=slept.append))
    d.keys.press(0)  # the next key the loop reads meets the fault
    d.keys.release(0)
    with pytest.raises(supervisor.ReloadRequested):
        app.run()
    assert d.screen_lines()[:3] == ["Fault: restarting", "ZeroDivisionError", "The game is kept."]
    assert slept == [2]  # shown long enough to read, then the restart
    err = capsys.readouterr().err
    assert "Traceback" in err and "ZeroDivisionError: injected" in err  # over USB serial
    d.boot()  # what supervisor.reload() does on the board
    assert bytes(d.app.shell.session.log) == log
    after = d.screen_lines()
    assert after[:2] == before[:2] and after[2] == "resumed"  # where it was, and says so


def test_the_idle_loop_sleeps_instead_of_spinning(tmp_path, monkeypatch):
    d = Device("macropad", str(tmp_path / "nvm"))
    import zootally.app

    naps = []

    def nap(seconds):
        naps.append(seconds)
        if len(naps) == 3:
            raise KeyboardInterrupt  # not an Exception: run() lets it through, as Ctrl-C

    monkeypatch.setattr(zootally.app, "time", SimpleNamespace(sleep=nap))
    with pytest.raises(KeyboardInterrupt):
        d.app.run()
    assert naps == [0.005] * 3


@pytest.mark.parametrize("inverted, step", [(0, 1), (1, -1)])
def test_the_encoder_direction_is_a_setting(tmp_path, inverted, step):
    settings = tmp_path / "settings.toml"
    settings.write_text("ZT_ENCODER_INVERTED = %d\n" % inverted)
    d = Device("macropad", str(tmp_path / "nvm"), settings_path=str(settings))
    v = d.app.shell.view
    lit = [i for i in range(len(v.slots)) if v.slots[i] is not None]
    assert v.cursor == lit[0]  # the game choice, its first title highlighted
    d.turn(1)  # clockwise, one click: the next key, or inverted the last (wrapping round)
    assert v.cursor == lit[step]


def test_a_fault_in_the_first_draw_stops_instead_of_restarting_for_ever(tmp_path, monkeypatch):
    d = Device("macropad", str(tmp_path / "nvm"))

    def fault(view):
        raise ValueError("cannot show this game")

    monkeypatch.setattr(d.app.screen, "show", fault)
    with pytest.raises(ValueError):  # the traceback, as CircuitPython shows it; no reload
        d.app.run()
