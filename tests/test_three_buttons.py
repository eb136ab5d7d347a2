# SPDX-License-Identifier: MIT
"""Boards without soft keys (the Feather's three buttons, the Pico, the PyBadge): the arrows
narrow the choice by halves and OK takes the highlighted one (ui/narrow.py), so that any of n
choices is at most 1 + log2(n) presses away (a walk of the highlight made
a ZooStock game 2.90x the MacroPad's presses); a ZooStock card is one list narrowed a part
a press (ui/ranges.py). Every registered game, every player count."""

import glob
import math
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.core.store import Store
from zootally.ui import keys
from zootally.ui.legend import legend_lines
from zootally.ui.narrow import arrows, sides
from zootally.ui.shell import Shell

from host_sim import registry, script

EXAMPLES = sorted(
    glob.glob(os.path.join(os.path.dirname(__file__), "..", "docs", "examples", "*.rec"))
)
ROWS = [(row[games.ID], n) for row in games.GAMES for n in row[games.PLAYERS]]
FEATHER = (keys.PREV, keys.OK, keys.NEXT)
FOUR_ARROWS = (keys.FAR_PREV, keys.PREV, keys.OK, keys.NEXT, keys.FAR_NEXT)


def new_shell(keyed, far=False):
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.view.keyed = keyed
    shell.view.far = far  # the PyBadge's four arrows
    shell.boot()
    return shell


def reach(shell, slot):
    """Press the three buttons that take soft key `slot` on this screen, as a person does
    reading the legend; returns how many presses it took."""
    v = shell.view
    n = len(v.options())
    assert slot in v.options(), (slot, v.lines)
    presses = 0
    while True:
        presses += 1
        assert presses <= 1 + math.ceil(math.log2(n)), (slot, n, v.lines)
        if v.cursor == slot:
            shell.press(keys.OK)
            return presses
        found = [(k, g) for k, g in arrows(v, *sides(v)) if slot in g]
        assert found, (slot, v.lines)
        key, side = found[0]
        # The legend says where the choice is: its arrow names the ends of its choices.
        if v.far:
            line = legend_lines(v, FOUR_ARROWS, 5, 26)[0]
        else:
            line = legend_lines(v, FEATHER, 3, hold={0: keys.UNDO, 1: keys.MENU, 2: keys.BACK})[0]
        label = v.slots[slot][0]  # (a part of a list, ..G3, may show as G3)
        assert label.lstrip(".") in line or ".." in line, (line, label)
        shell.press(key)
        if len(side) == 1:
            return presses


def play(shell, game_id, players, inputs, words=None):
    """Play a log by keys (or these script words); returns the physical presses (a held
    BACK is one)."""
    if words is None:
        words = registry.script_words(game_id, players, inputs)
    total = 0
    for word in words:
        steps = script.expand(word)
        if shell.view.keyed:
            pass
        elif steps[0][0] in ("card", "lock"):
            steps = script.listed_steps(shell.ui, *steps[0])
        elif steps[0][0] == "label" and script.list_part(shell.ui, steps[0][1]):
            steps = [("list", steps[0][1])]
        for action, arg in steps:
            if action == "list":  # a part a press, until the part is the answer alone
                while True:
                    slot, alone = script.list_part(shell.ui, arg)
                    total += reach(shell, slot)
                    if alone:
                        break
                continue
            if action == "label":
                slots = shell.view.slots
                presses = [i for i in range(len(slots)) if slots[i] and slots[i][0] == arg][:1]
            elif action in ("card", "lock"):
                presses = script.resolve(shell.ui, action, arg, shell.view.keyed)
            else:
                presses = [arg]
            for k in presses:
                if not shell.view.keyed and 0 <= k < keys.SLOTS:
                    total += reach(shell, k)
                else:
                    shell.press(k)
                    total += 1
    return total


@pytest.mark.parametrize("game_id,players", ROWS)
@settings(max_examples=examples(3))
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(registry.VARIANTS))
def test_every_choice_is_a_few_halvings_away(game_id, players, seed, variant):
    """Random games by three buttons: each choice within 1 + log2(n) presses (asserted in
    reach()), and the game ends as the table's did."""
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    shell = new_shell(False)
    play(shell, game_id, players, table.inputs)
    assert shell.session.game.over()
    reader = record.reader(game_id)
    assert reader.summary(shell.session.game) == reader.summary(table.game)


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_the_example_games_by_three_buttons(path):
    """Every example game by three buttons: each choice within 1 + log2(n) presses (reach()),
    the game as recorded. The limit is the entry's, given its number of choices: a ratio
    to the MacroPad's presses depends on the game's entries (a count of 0-20 costs more
    halvings than a choice of three) and is a figure of tools/bench's (docs/performance.md:
    the goal, 1.2x of each board's own least), not a limit a legitimate game can fail."""
    with open(path) as f:
        module, players, inputs, game = record.parse(f.read())
    shell = new_shell(False)
    play(shell, module.GAME_ID, players, inputs)
    reader = record.reader(module.GAME_ID)
    assert reader.summary(shell.session.game) == reader.summary(game)


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_four_arrows_take_fewer_presses_than_two(path):
    """A board with four arrows (the PyBadge's D-pad): each side of the highlight has two
    arrows, the near one for the choice next to it. Every example game by them: each
    choice within the bound (reach()), the game as recorded, in fewer presses than with
    two arrows (ZooStock's example: 357 with two, 282 with four)."""
    with open(path) as f:
        module, players, inputs, game = record.parse(f.read())
    if module.GAME_ID == 1:
        inputs = script.ex_by_animal(players, inputs)
    counts = []
    for far in (False, True):
        shell = new_shell(False, far)
        counts.append(play(shell, module.GAME_ID, players, inputs))
        reader = record.reader(module.GAME_ID)
        assert reader.summary(shell.session.game) == reader.summary(game)
    assert counts[1] < counts[0], counts


def presses_to(n, start, want, far):
    """Presses from highlight `start` to choice `want` of n, as the legend leads: OK on
    the highlighted one, else the arrow whose choices hold it."""
    from zootally.ui.narrow import narrow
    from zootally.ui.view import View

    v = View()
    v.keyed, v.far = False, far
    for slot in range(n):
        v.set(slot, str(slot + 1), 0xFFFFFF, 1)
    v.cursor = start
    count = 0
    while True:
        count += 1
        if v.cursor == want:
            return count
        key = [k for k, g in arrows(v, *sides(v)) if want in g][0]
        if narrow(v, key) == want:
            return count


@pytest.mark.parametrize("n", range(1, keys.SLOTS + 1))
def test_two_arrows_narrow_to_the_fewest_presses(n):
    """Two arrows: from the middle of n choices, the presses to reach each of them add up
    to the least any highlight after a narrowing could give (a search over every place
    of it, at every narrowing): where the highlight goes after an arrow costs presses."""
    least = {0: 0, 1: 1}

    def group(k):  # presses to reach each of k choices, added up, the highlight placed best
        if k not in least:
            least[k] = min(1 + side(i) + side(k - 1 - i) for i in range(k))
        return least[k]

    def side(m):  # an arrow's m choices: one press takes one; more, a press and a group's
        return m if m < 2 else m + group(m)

    middle = n // 2
    total = sum(presses_to(n, middle, want, False) for want in range(n))
    assert total == 1 + side(middle) + side(n - 1 - middle), n


@pytest.mark.parametrize("n", range(1, keys.SLOTS + 1))
def test_four_arrows_reach_any_of_twelve_in_two_presses(n):
    """Four arrows: with the highlight where the device puts it when it has no likelier
    choice (the middle), any of up to twelve choices is one or two presses away (a press
    tells five apart: OK and four arrows); with the highlight anywhere, three at most.
    The near arrows take the choices next to it, a press each, on a side of up to six."""

    def presses(start, want):
        return presses_to(n, start, want, True)

    for start in range(n):
        worst = max(presses(start, want) for want in range(n))
        assert worst <= (2 if start == n // 2 else 3), (n, start, worst)
        if 0 < start <= 6:
            assert presses(start, start - 1) == 1, (n, start)
        if start < n - 1 and n - 1 - start <= 6:
            assert presses(start, start + 1) == 1, (n, start)


@pytest.mark.parametrize("far", [False, True], ids=["three", "four-arrows"])
@pytest.mark.parametrize("players", [3, 4])
def test_a_zoostock_card_is_found_in_one_list(players, far):
    """ZooStock without soft keys: a card's screen is one list of every answer it takes
    (the cards the game takes, after a lead the led animal's first; LCK where a row may
    be locked), its parts on the first keys, each named by its last answer (..G3 where
    it is more than one). A press narrows to a part, the question says which; BACK
    widens the list again, UNDO drops the narrowing and takes back no input."""
    from zootally.games import zoostock as zs
    from zootally.ui.zoostock import can_lock
    from zootally.ui.zoostock import cards as screens

    ways = 5 if far else 3
    checked = 0
    for seed in range(3):
        table = registry.table(zs.GAME_ID, players, random.Random(seed))
        table.play()
        shell = new_shell(False, far)
        for word in registry.script_words(zs.GAME_ID, players, bytes(table.inputs)):
            ui, v = shell.ui, shell.view
            g = shell.session.game if shell.session else None
            if g is not None and ui.parts and not ui.hi:
                acts, weights = screens.choices(ui, g)
                cards = [a - 0x400 for a in acts if 0x400 <= a < 0x400 + zs.DECK]
                assert sorted(cards) == [c for c in range(zs.DECK) if g.check(c) == 0]
                if g.phase == zs.P_PLAY and g.trick_cards:
                    led = [c for c in cards if c // 10 == g.led]
                    assert cards[: len(led)] == led, (cards, g.led)
                assert ("LCK" in map(screens.choice_label, acts)) == can_lock(g)
                parts = ui.parts
                assert 2 <= len(parts) - 1 <= ways and parts[-1] == len(acts), parts
                labels = [o[0] for o in v.slots if o]
                assert labels == [
                    (".." if hi - lo > 1 else "") + screens.choice_label(acts[hi - 1])
                    for lo, hi in zip(parts, parts[1:])
                ]
                wide = [p for p in range(len(parts) - 1) if parts[p + 1] - parts[p] > 1]
                if wide:
                    n = len(shell.session.log)
                    part = wide[-1]
                    first, last = acts[parts[part]], acts[parts[part + 1] - 1]
                    reach(shell, part)
                    assert len(shell.session.log) == n and (ui.lo, ui.hi) == tuple(
                        parts[part : part + 2]
                    )
                    span = "%s..%s?" % (screens.choice_label(first), screens.choice_label(last))
                    assert v.lines[0].endswith(span), v.lines[0]
                    shell.press(keys.BACK)
                    assert not ui.hi and ui.parts == parts
                    reach(shell, part)
                    shell.press(keys.UNDO)
                    assert not ui.hi and ui.parts == parts and len(shell.session.log) == n
                    checked += 1
            play(shell, zs.GAME_ID, players, b"", [word])
        assert shell.session.game.over()
    assert checked > 100, checked


def test_a_key_that_moves_something_stays_highlighted():
    """Zooscape's split point and apprentice, moved step by step with < and >: after the
    first step each next one is a single press (the highlight stays on the key taken,
    where it entered no game input); a game input moves the highlight on."""
    path = [p for p in EXAMPLES if os.path.basename(p).startswith("zooscape")][0]
    with open(path) as f:
        module, players, inputs, _ = record.parse(f.read())
    shell = new_shell(False)
    steps = again = 0
    last = None
    for word in registry.script_words(module.GAME_ID, players, inputs):
        presses = play(shell, module.GAME_ID, players, b"", [word])
        if word in ("[<]", "[>]"):
            steps += 1
            if word == last:
                again += 1
                assert presses == 1, word
        last = word
    assert steps >= 10 and again >= 5


def test_a_legend_too_wide_for_its_line_moves_ok_to_the_second():
    """Four arrows with long labels on a 26-character line: where even the arrows' first
    choices leave OK no room, OK's entry goes first on the second line; nothing is cut,
    and a held key is named as the board names it."""
    from zootally.ui.view import View

    v = View()
    v.keyed, v.far = False, True
    for slot, label in enumerate(("ZOO", "SCP", "GRA", "CNT", "COI", "ABC", "MOR")):
        v.set(slot, label, 0xFFFFFF, 1)
    v.cursor = 3
    names = ("^", "<", "A", ">", "v", "B")
    layout = (keys.FAR_PREV, keys.PREV, keys.OK, keys.NEXT, keys.FAR_NEXT, keys.BACK)
    for width in (26, 40):
        first, second = legend_lines(v, layout, 3, width, {5: keys.UNDO}, names)
        assert len(first) <= width and len(second) <= width, (first, second)
        ok_first = width == 26  # ^ZOO.. <GRA A:CNT >COI vABC.. is 29 characters
        assert ("A:CNT" in second) == ok_first and ("A:CNT" in first) != ok_first
        assert second.endswith("B+:UND"), second
    assert first == "^ZOO..SCP <GRA A:CNT >COI vABC..MOR", first
