# SPDX-License-Identifier: MIT
"""A key is lit exactly when what it enters is legal (issue 15, item 1), on every screen of
random games of all three titles that asks for a game input:

- every lit soft key either enters an input the engine's legal() lists, or leads (an
  animal before its number, LCK before the row, a page) to a screen whose lit keys do;
  none is refused;
- every input legal() lists is entered by some lit key within two presses (three for
  ZooStock's LOCK, LCK then the row, and for Zoo-ography's counts of 20 and more), except
  where a screen says otherwise below (positions, set-ups: more presses by design)."""

import copy
import random

import pytest
import reliability  # noqa: F401  (puts tests/mp on the path, for nvm_model)
from nvm_model import Rp2040Nvm
from zootally.core import store as st
from zootally.games import zoostock as zs
from zootally.ui.shell import Shell

from host_sim.random_table import ZooStockTable
from host_sim.random_zoography import ZooGraphyTable
from host_sim.random_zooscape import ZooscapeTable

DEPTH = 2


def shell_at(game_id, players, inputs):
    nvm = Rp2040Nvm()
    st.Store(nvm).start(game_id, players, bytes(inputs))
    shell = Shell(st.Store(nvm))
    shell.boot()
    return shell


def clone(shell):
    memo = {id(shell.session.module): shell.session.module}
    return copy.deepcopy(shell, memo)


def explore(shell, depth, path, found, refused):
    """Press each lit soft key (on a copy): collect the inputs entered, with the keys."""
    log = len(shell.session.log)
    v = shell.view
    for slot in v.options():
        child = clone(shell)
        child.press(slot)
        if len(child.session.log) > log:
            found.setdefault(child.session.log[log], path + (slot,))
        elif child.view.flash:
            # A key asked twice before it acts (ZooStock's +1R: '+1R again: round 3'):
            # the same key again enters it. Anything else that only says something is a
            # refusal of a lit key.
            again = clone(child)
            again.press(slot)
            if len(again.session.log) > log:
                found.setdefault(again.session.log[log], path + (slot, slot))
            else:
                refused.append((path + (slot,), v.slots[slot][0], child.view.flash))
        elif depth > 1 and child.screen == shell.screen:
            explore(child, depth - 1, path + (slot,), found, refused)


def depth_for(game_id, game):
    if game_id == 1:
        return DEPTH + 1  # LCK, then the row
    if game_id == 3 and game.phase == 3:
        return DEPTH + 1  # a count of 20 or more: +10, +10, then the units
    return DEPTH


def check_state(game_id, players, inputs):
    shell = shell_at(game_id, players, inputs)
    game = shell.session.game
    buf = bytearray(256)
    legal = set(buf[: shell.session.module.legal(game, buf)])
    found = {}
    refused = []
    explore(shell, depth_for(game_id, game), (), found, refused)
    assert refused == [], (game.phase, shell.view.lines, refused)
    assert set(found) <= legal
    missing = sorted(legal - set(found))
    return missing, shell


def states(inputs, every):
    return [i for i in range(len(inputs) + 1) if i % every == 0 or i == len(inputs)]


def run_game(game_id, players, inputs, every, allowed_missing=None):
    problems = []
    for i in states(inputs, every):
        missing, shell = check_state(game_id, players, inputs[:i])
        if missing and not (allowed_missing and allowed_missing(shell, missing)):
            problems.append((i, shell.view.lines[0], missing[:8]))
    assert problems == []


def zoostock_lead_first(shell, missing):
    # Who leads is asked first; an EX card then comes after the lead key (the engine also
    # takes a card here, meaning the default lead, and the default lead as an input of its
    # own: where it is the only one, no key offers it, as a card means it).
    g = shell.session.game
    default = zs.IN_LEAD + g.lead_choices[0] if g.lead_choices else -1
    return g.phase == zs.P_LEAD and all(v < zs.IN_LOCK or v == default for v in missing)


def zoography_set_up(shell, missing):
    # The 24 set-ups are entered as laid, card by card (SET, then four cards), or dealt
    # at random (RND): more presses than this search makes (tests/test_sim_zoography.py);
    # the long tally's set-ups (0-23) are only replayed from logs made before the short
    # one. A total of 20 or more is +10 +10 and its units: three presses or more.
    g = shell.session.game
    if g.phase == 0:
        return True
    if g.phase in (3, 6):  # the tally, a tie's animal values
        return all(v >= 120 for v in missing)
    return False


@pytest.mark.parametrize("seed", range(2))
def test_zoostock_lit_keys_are_the_legal_inputs(seed):
    t = ZooStockTable(3 + seed, random.Random(seed))
    t.play()
    run_game(1, 3 + seed, t.inputs, every=7, allowed_missing=zoostock_lead_first)


def zooscape_positions(shell, missing):
    # Where the apprentice goes and where a group is split are positions moved to with
    # < > (or the encoder) and then taken; the choices are asked seat by seat, in seat
    # order; a type's values come through VAL. All take more presses than this search
    # makes, and tests/test_sim_zooscape.py enters them.
    return shell.session.game.phase in (0, 2, 3, 4)


@pytest.mark.parametrize("seed, players", [(0, 3), (1, 5), (2, 4), (437, 4)])
def test_zooscape_lit_keys_are_the_legal_inputs(seed, players):
    # seed 2: tally only, the counts entered directly (20 is +10 +10 0); seed 437: a
    # Breakage between a kimono and the Copy joined to the kimonos, answered by the device
    # (issue 26: the key script pressed it again, as a card).
    t = ZooscapeTable(players, random.Random(seed), tally_only=(seed == 2))
    t.play()
    every = 1 if seed == 2 else 5
    run_game(2, players, t.inputs, every=every, allowed_missing=zooscape_positions)


@pytest.mark.parametrize("seed", range(2))
def test_zoography_lit_keys_are_the_legal_inputs(seed):
    t = ZooGraphyTable(1 + seed, random.Random(seed))
    t.play()
    run_game(3, 1 + seed, t.inputs, every=3, allowed_missing=zoography_set_up)


@pytest.mark.parametrize(
    "rec", ["zoostock-4p.rec", "zooscape-6p.rec", "zoo-ography-2p.rec", "zoo-ography-solo.rec"]
)
def test_a_tally_lights_only_its_keys(tmp_path, rec):
    """Issue 12, item 6: a key that does nothing is dark on every screen; the tally used to
    light its unused keys in the winner's colour (red when P1 won)."""
    import os

    from zootally.core import record

    from host_sim.device import Device

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "docs", "examples", rec)) as f:
        module, players, inputs, game = record.parse(f.read())
    assert game.over()
    d = Device("macropad", str(tmp_path / "nvm"))
    d.app.shell.store.start(module.GAME_ID, players, bytes(inputs))
    d.power_cut()  # boots into the finished game: its tally
    v = d.app.shell.view
    assert v.status.startswith(("WINNER", "SHARED", "SOLO"))
    for label, rgb in d.key_colours():
        if label in (".", ""):
            assert rgb == (0, 0, 0), d.key_colours()
    assert any(rgb != (0, 0, 0) for _, rgb in d.key_colours())


def test_a_tally_opens_on_the_result_whatever_page_was_read_last(tmp_path):
    """ZOO showed seat 3's zoo when the last card went in: the tally opens on the result,
    not on seat 3's page."""
    import os

    from zootally.core import record

    from host_sim import script
    from host_sim.device import Device

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "docs", "examples", "zoostock-3p.rec")) as f:
        module, players, inputs, game = record.parse(f.read())
    last = max(i for i in range(len(inputs)) if inputs[i] < module.DECK)  # the last card
    d = Device("macropad", str(tmp_path / "nvm"))
    d.app.shell.store.start(module.GAME_ID, players, bytes(inputs[:last]))
    d.power_cut()
    script.run(d, "[ZOO] [P3] [BCK] [BCK]")  # seat 3's zoo, the EX page, back to the card
    script.run(d, module.card_text(inputs[last]))
    for _ in range(12):  # the new rows in the order they came, where asked
        if d.app.shell.session.game.over():
            break
        script.run(d, "OK")
    assert d.screen_lines()[0].startswith(("WINNER", "SHARED"))


# By game id: the screens where a legal input may take more presses than this search makes
# (tools/reliability's long run).
ALLOWED_MISSING = {1: zoostock_lead_first, 2: zooscape_positions, 3: zoography_set_up}
