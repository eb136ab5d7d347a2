# SPDX-License-Identifier: MIT
"""Say what happened: after a ZooStock trick, a Zooscape resolution and
a Zoo-ography reset the screen says what the device derived, in the words of
docs/vocabulary.md, until the next input."""

import random

from zootally.core import logwrite
from zootally.core.store import Store
from zootally.games import zoostock as zs
from zootally.ui.shell import Shell

from host_sim import registry, script


def bare_shell():
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    return shell


def test_zoostock_says_who_took_the_trick_and_where_each_row_went():
    """Random 4-player games: at the start of every trick the first line names the winner
    and the animals taken, the second each row the overflow moved, checked against the
    zoos and the EX zone it moved them to."""
    moves_seen = 0
    for seed in range(4):
        t = registry.table(zs.GAME_ID, 4, random.Random(seed))
        t.play()
        shell = bare_shell()

        def check(word, key, shell=shell):
            nonlocal moves_seen
            g = shell.session.game if shell.session else None
            if g is None or g.phase != zs.P_PLAY or g.trick_cards or not g.last:
                return
            if shell.ui.animal >= 0 or shell.ui.mode:  # an animal pressed, LOCK, ZOO
                return
            lines = shell.view.lines
            w, _, to_ex, _, taken, moves = g.last[:6]
            animals = "".join(zs.ANIMALS[a] for a in taken)
            assert lines[0] in (
                "P%d took %s; leads" % (w + 1, ",".join(animals)),
                "P%d took %s; leads" % (w + 1, animals),
            )
            # Each move as count, animal, > and where to: a seat (it may move on from
            # there, the next move says so); the rows that reached the EX zone in one
            # part, last, kept whatever else must give way.
            seats = [
                "%d%s>P%d" % (n, zs.ANIMALS[a], to + 1)
                for a, n, to, _, _ in moves
                if to != zs.NO_SEAT
            ]
            ex = ",".join(
                "%d%s" % (n, zs.ANIMALS[a]) for a, n, to, _, _ in moves if to == zs.NO_SEAT
            )
            whole = " ".join(seats + ([ex + ">EX"] if ex else []))
            if not moves:
                assert lines[1].startswith("won with ")
            elif len(whole) <= 21:
                assert lines[1] == whole
            else:
                assert len(lines[1]) <= 21 and " more" in lines[1]
                assert lines[1].endswith(ex + ">EX" if ex else "")
            moves_seen += len(moves)
            # The chain runs from the winner's zoo to the left: each move one seat on.
            for i in range(1, len(moves)):
                if moves[i][2] != zs.NO_SEAT and moves[i - 1][2] != zs.NO_SEAT:
                    assert moves[i][2] in (moves[i - 1][2], (moves[i - 1][2] + 1) % 4)
            assert sum(m[1] for m in moves if m[2] == zs.NO_SEAT) == to_ex

        script.press_words(shell, registry.script_words(zs.GAME_ID, 4, t.inputs), check)
    assert moves_seen > 10


def test_zooscape_says_who_took_which_group_and_what_a_breakage_took():
    shell = bare_shell()
    seen = []

    def keep(word, key):
        seen.append((word, shell.view.status, list(shell.view.lines), shell.view.flash))

    layout = "[TB] [FN] [SW] [PS] [LT] [FG] [BK] [$] [3] [FR] [OK] [L=1]".split()
    script.press_words(shell, ["[SCP]", "[3]", "[P1]"] + layout + ["[G1]", "[G2]", "[G1]"], keep)
    # P1 and P3 chose group 1 (split again between them); P2 alone group 2, with its
    # Breakage, which took P2's only curio, the figurine.
    word, status, lines, flash = seen[-1]
    assert status == "Rd1 M:P1 split:13"
    assert lines == ["TB FN|SW PS LT", "G1>P1,P3 +2 more"]
    g = shell.session.game
    assert g.counts(1)[5] == 0 and [n[0] for n in g.news][-1] == 4  # N_BROKE
    # The split between P1 and P3; both choose group 2: P1 alone... both: a new round
    # begins, and its empty row leaves the two lines to what the last choices did.
    script.press_words(shell, "[L=1] [G1] [G2]".split(), keep)
    word, status, lines, flash = seen[-1]
    assert status == "Rd2 M:P2 card 1/9"
    assert lines[0] == "M:P2 (AP) G1>P1 G2>P3"  # why P2 is master: P2 held the apprentice
    # The next card replaces it: what happened is said until the next input.
    script.press_words(shell, ["[TB]"], keep)
    assert seen[-1][2][0] == "TB"


def test_zoography_says_what_a_reset_dealt():
    shell = bare_shell()
    script.press_words(shell, "[GRA] [2] [SET] [1] [2] [3] OK".split())
    for _ in range(4):
        shell.press(17)  # OK: a turn is done; the draft goes 6 -> 2
    assert shell.view.lines[1] == "deck 15, draft 2"
    shell.press(17)  # the fifth turn leaves one card: five new ones join it
    assert shell.view.lines[1] == "reset 1: 5 new cards"
    shell.press(17)
    assert shell.view.lines[1] == "deck 10, draft 5"


def test_the_pybadge_draws_the_zoos_after_a_trick(tmp_path):
    """where text is slow to read, a colour screen shows the table: after
    a trick each seat's zoo as a column of blocks in the animals' colours, with counts."""
    import os

    from zootally.core import record

    from host_sim.device import Device

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "docs", "scripts", "zoostock-overflow.rec")) as f:
        module, players, inputs, game = record.parse(f.read())
    d = Device("pybadge", str(tmp_path / "nvm"))
    logwrite.start(d.app.shell.store, module.GAME_ID, players, bytes(inputs))
    d.power_cut()
    table = d.app.shell.view.table
    assert [colour for colour, _, _ in table] == [0xFF2020, 0xFFD000, 0x00D0FF, 0xD020FF]
    assert [seat for _, _, seat in table] == ["P1", "P2", "P3", "P4"]  # each column named
    want = [
        [("%d%s%s" % (r[1], zs.ANIMALS[r[0]], "*" if r[2] else "")) for r in z] for z in game.zoos
    ]
    assert [[text for text, _ in rows] for _, rows, _ in table] == want
    shown = [text.strip() for text in d.app.screen.panel.texts if text]
    assert shown == ["P1", "P2", "P3", "P4"] + [t for col in want for t in col]
    # The names, over the rows, fit the panel: the last row's foot on the screen.
    panel = d.app.screen.panel
    assert max(t.y for t in panel.extra if not t.hidden) + 12 <= d.profile.HEIGHT
    # The MacroPad's 64-pixel screen has no room for it: text only, as before.
    m = Device("macropad", str(tmp_path / "nvm2"))
    logwrite.start(m.app.shell.store, module.GAME_ID, players, bytes(inputs))
    m.power_cut()
    assert m.app.shell.view.lines[1] == "1G>P1 +2 more 2R>EX" and m.app.screen.panel is None


def test_zooscape_says_why_the_master_stayed_or_moved():
    """after a round's last resolution the new round's first screen says
    why M: is who it is: the apprentice's holder (AP), or passed to the left (no AP)."""
    from zootally.games import zooscape as zsc

    for seed in range(8):
        t = registry.table(zsc.GAME_ID, 4, random.Random(seed))
        t.play()
        shell = bare_shell()
        rounds = [0]
        said = []

        def keep(word, key, shell=shell, rounds=rounds, said=said):
            g = shell.session.game if shell.session else None
            if g is not None and g.phase == zsc.P_LAYOUT and g.round != rounds[0]:
                rounds[0] = g.round
                if g.round > 1:
                    why = [n for n in g.news if n[0] == zsc.N_MASTER]
                    assert why and why[0][1] == g.master
                    want = "M:P%d (%s)" % (g.master + 1, "AP" if why[0][2] else "no AP")
                    assert shell.view.lines[0].startswith(want)
                    said.append(want)

        script.press_words(shell, registry.script_words(zsc.GAME_ID, 4, t.inputs), keep)
        assert len(said) == 4  # rounds 2 to 5
