# SPDX-License-Identifier: MIT
"""Keys that meant two things: one meaning per key, said on the legend.

- BCK from a page under ZooStock's ZOO or Zooscape's SEE goes up one level (to the EX or
  table page), so that a seat's key pressed again shows a page, never enters a card;
- the terminal's help names what the encoder's push does now (the key under `>`);
- ZooStock: where the number keys turn to animal keys with the card just entered (the next
  player is shown void in the led animal), the question says so, and a soft key pressed a
  moment after the switch (aimed at the keys before) is not taken."""

import os

from zootally.core import record
from zootally.core.store import Store
from zootally.games import zoostock as zs
from zootally.ui.shell import Shell

from host_sim import registry, script
from host_sim.device import Device

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def example(name):
    with open(os.path.join(ROOT, "docs", "examples", name)) as f:
        module, players, inputs, _ = record.parse(f.read())
    return module, players, bytes(inputs)


def labels(device):
    return [o[0] if o else None for o in device.app.shell.view.slots]


def test_bck_from_a_zoo_goes_up_to_the_ex_page_and_a_seat_key_stays_a_page(tmp_path):
    d = Device("macropad", str(tmp_path / "nvm.bin"))
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    script.run(d, " ".join(["[ZOO]", "[4]"] + ex + ["H8", "[OTH]", "[ZOO]", "[P4]"]))
    log = bytes(d.app.shell.session.log)
    assert d.screen_lines()[1].startswith("P4")
    script.run(d, "[BCK]")
    assert d.screen_lines()[1].startswith("EX ")  # the EX page, not the trick
    script.run(d, "[P4]")  # the seat's key again: its zoo, no card
    assert d.screen_lines()[1].startswith("P4") and bytes(d.app.shell.session.log) == log
    script.run(d, "[BCK] [BCK]")
    assert d.screen_lines()[1].startswith("P2 plays")  # back at the trick
    assert d.screen_lines()[2] == "H8 _ _ _" and bytes(d.app.shell.session.log) == log


def test_bck_from_a_players_page_under_see_goes_up_to_the_table(tmp_path):
    d = Device("macropad", str(tmp_path / "nvm.bin"))
    script.run(d, "[SCP] [3] [P1] [TB] [FN] HOLD [SEE] [P2]")
    log = bytes(d.app.shell.session.log)
    assert d.screen_lines()[0].startswith("P2 ")
    script.run(d, "[BCK]")
    assert "table" in d.screen_lines()[0]
    script.run(d, "[P2]")  # a page again, not a fan
    assert d.screen_lines()[0].startswith("P2 ") and bytes(d.app.shell.session.log) == log
    script.run(d, "[BCK] [BCK]")
    assert d.screen_lines()[1] == "TB FN" and bytes(d.app.shell.session.log) == log


def test_the_terminal_help_names_what_the_push_does_now(tmp_path):
    from host_sim import terminal

    d = Device("macropad", str(tmp_path / "nvm.bin"))
    script.run(d, "[SCP] [3] [P1] [TB]")
    assert "enter = push (>CP)" in " ".join(terminal.help_lines(d, 130))  # a Copy, not OK
    script.run(d, "[FN] HOLD [SEE]")
    assert "enter = push (>BCK)" in " ".join(terminal.help_lines(d, 130))


def switch_point():
    """The first input of the 4-player example after which ZooStock's keys turn from the
    led animal's numbers to animals for the next player (shown void in it)."""
    module, players, inputs = example("zoostock-4p.rec")
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    words = registry.script_words(module.GAME_ID, players, inputs)
    for i in range(len(words)):
        script.press_words(shell, [words[i]])
        if shell.view.switched:
            return words, i
    raise AssertionError("no switch in the example")


def test_a_key_a_moment_after_the_numbers_turned_animals_is_not_taken(tmp_path):
    words, i = switch_point()
    d = Device("macropad", str(tmp_path / "nvm.bin"))
    script.run(d, " ".join(words[:i]))
    card = zs.parse_card(words[i])
    number = str(card % 10 + 1)
    if number not in labels(d):  # the animal is not chosen for the table: its key first
        script.run(d, "[%s]" % zs.ANIMALS[card // 10])
    v = d.app.shell.view
    slot = [k for k in range(len(v.slots)) if v.slots[k] and v.slots[k][0] == number]
    assert slot, (words[i], labels(d))
    n = len(d.app.shell.session.log)
    key = d.key_of(slot[0])
    # The card's number goes down; the next key follows 100 ms later, aimed at the
    # number keys that were there.
    d.keys.press(key)
    d._step()
    assert len(d.app.shell.session.log) == n + 1
    g = d.app.shell.session.game
    seat = g.to_play()
    assert g.voids[seat] & (1 << g.led)
    question = d.app.shell.view.lines[0]
    assert question == "P%d has no %s: animal?" % (seat + 1, zs.ANIMALS[g.led])
    assert d.app.shell.view.cursor != g.led  # the push does not propose a revoke
    d.clock.advance(100)
    d.keys.release(key)
    d._step()
    d.keys.press(key)  # 100 ms after the switch: a slip
    d._step()
    assert len(d.app.shell.session.log) == n + 1
    assert d.app.shell.view.flash == "keys changed: look"
    assert d.app.shell.view.lines[0] == question and d.app.shell.ui.animal < 0
    d.clock.advance(100)
    d.keys.release(key)
    d._step()
    d.clock.advance(400)
    script.run(d, " ".join(words[i + 1 :]))  # looked, then pressed: the game goes on
    assert d.app.shell.session.game.over()
