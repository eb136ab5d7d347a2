# SPDX-License-Identifier: MIT
"""The whole device in the simulator: ZooStock games played by key script, with UNDO and a
power cut, checked against the rules engine playing the same game directly."""

import os
import random

import pytest
from zootally.games import zoostock as zs
from zootally.games.zoostock import read as zt
from zootally.ui.zoostock import LOCK_COLOUR

from host_sim import script
from host_sim.device import PROFILES
from host_sim.random_table import ZooStockTable


@pytest.fixture
def device(tmp_path):
    from host_sim.device import Device

    return Device("macropad", str(tmp_path / "nvm.bin"))


def screen_ok(device):
    lines = device.screen_lines()
    assert len(lines) == 5
    for i, line in enumerate(lines):
        # the text 21 everywhere; the legend as wide as the screen (26 on the PyBadge)
        assert len(line) <= (21 if i < 3 else device.app.screen.chars), line
    shell = device.app.shell
    if shell.session is not None and shell.screen == 2:
        g = shell.session.game
        if g.phase in (zs.P_PLAY, zs.P_EX, zs.P_ORDER) and shell.ui.acked == len(g.round_scores):
            assert "TRUMP" in lines[0]  # the trump number is always on screen in play


def table_game(players, seed):
    t = ZooStockTable(players, random.Random(seed))
    t.play()
    return t


def play_words(device, words):
    script.run(device, " ".join(words), lambda i, w, p: screen_ok(device))


@pytest.mark.parametrize("players,seed", [(4, 11), (3, 5)])
def test_full_game_by_keys_matches_the_rules(device, players, seed):
    t = table_game(players, seed)
    play_full_game(device, players, t)


@pytest.mark.parametrize("board", [b for b in PROFILES if b != "macropad"])
def test_full_game_by_keys_on_other_boards(tmp_path, board):
    """The same key script on the other boards (three, four or six buttons, no key lights)."""
    from host_sim.device import Device

    device = Device(board, str(tmp_path / "nvm.bin"))
    play_full_game(device, 4, table_game(4, 11))


def play_full_game(device, players, t):
    words = script.script_for(players, t.inputs)
    play_words(device, words)
    g = device.app.shell.session.game
    assert g.over()
    assert zt.summary(g) == zt.summary(t.game)
    lines = device.screen_lines()
    assert lines[0].startswith("WINNER") or lines[0].startswith("SHARED")


def test_full_game_with_undo_and_power_cut(device, tmp_path):
    t = table_game(4, 23)
    words = script.script_for(4, t.inputs)
    out = []
    cards = 0
    for i, w in enumerate(words):
        out.append(w)
        if len(w) >= 2 and w[0] in zs.ANIMALS and w[1:].isdigit():
            cards += 1
            if cards % 17 == 0:
                out += ["UNDO", w]  # take a card back and enter it again
        if i == len(words) // 2:
            out.append("POWER")  # unplugged mid-game
    play_words(device, out)
    g = device.app.shell.session.game
    assert zt.summary(g) == zt.summary(t.game)
    # The log that survived is the game: a fresh boot from the nvm file gets the same.
    device.power_cut()
    assert zt.summary(device.app.shell.session.game) == zt.summary(t.game)


def test_undo_steps_back_to_the_start(device):
    play_words(device, ["[ZOO]", "[4]", "[P2]", "G3", "B3"])
    s = device.app.shell.session
    assert list(s.log) == [zs.IN_LEAD + 1, zs.parse_card("G3"), zs.parse_card("B3")]
    play_words(device, ["UNDO", "UNDO", "UNDO"])
    assert list(s.log) == []
    # Said over the question: the last line is the entry so far.
    assert device.screen_lines()[1] == "undone: P2 leads"
    # The first EX card again; the seat keys name another first leader than seat 1.
    assert device.app.shell.view.lines[0] == "EX card 1  P1 leads"
    assert [o[0] for o in device.app.shell.view.slots[6:10]] == ["P1", "P2", "P3", "P4"]
    play_words(device, ["UNDO"])  # from the first question: back to the player count
    assert device.screen_lines()[1] == "How many players?"


def test_refusal_says_why_and_changes_nothing(device):
    play_words(device, ["[ZOO]", "[4]", "G3", "G3"][:3])
    s = device.app.shell.session
    before = bytes(s.log)
    # G3 is in the EX zone now: G stays chosen for the next EX card (a table lays them
    # out by animal), its number key 3 is dark, and pressing it says why.
    assert device.screen_lines()[1] == "EX card 2: G?"
    assert device.app.shell.view.slots[2][0] == "H"  # K3 takes the first other animal
    play_words(device, ["[OTH]", "[G]"])
    device.press(2)  # its dark key, by hand (a key script refuses a dark key's word)
    assert device.screen_lines()[2] == "G3 already seen"
    assert bytes(s.log) == before
    play_words(device, ["K12"])  # UNDO drops the G pressed: G chosen again, as before
    assert device.screen_lines()[1] == "EX card 2: G?"
    play_words(device, ["[OTH]"])
    device.press(8)  # K9 is dark on the animal keys' screen
    assert device.screen_lines()[2] == "key not used here"
    assert bytes(s.log) == before
    play_words(device, ["K12"])
    with pytest.raises(script.ScriptError) as e:  # a script stops there, and says where
        play_words(device, ["G5", "G5", "G6"])
    assert str(e.value) == "word 2, G5: its number's key shows H1 here"  # G5 is seen
    assert bytes(s.log) == before + bytes([4])  # G5 once; G6 never pressed


def test_three_player_deck_has_no_9_or_10(device):
    play_words(device, ["[ZOO]", "[3]", "[B]"])
    labels = [o[0] for o in device.app.shell.view.slots if o]
    assert labels == ["1", "2", "3", "4", "5", "6", "7", "8", "BCK"]
    play_words(device, ["K9"])
    assert device.screen_lines()[2] == "No 9 in a 3p deck"


def test_lock_key_says_why_it_is_dark(device):
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex)
    play_words(device, ["K7"])  # nobody has a zoo yet
    assert device.screen_lines()[2] == "P1: no row to lock"
    play_words(device, "H8 T3 H3 R3 OK LOCK:1 B7 B9 B2".split())
    play_words(device, ["R5", "R6"])
    # Seat 4 is offered the led animal's numbers (R); OTH shows the animal keys and LCK.
    assert device.screen_lines()[4].endswith("OTH 10 UND")
    play_words(device, ["K10", "K7"])  # seat 4 locked in trick 2 already
    assert device.screen_lines()[2] == "LOCK used this round"


def test_a_row_to_lock_is_one_key_of_its_own(device):
    """Where the player may LOCK, each row that may be locked has a key, named by its
    animal and the star of a locked row, the first on LCK's (K7): one press locks that
    row, the trick shows LK, and the next player's card leads."""
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex + "H8 T3 H3 R3 PICK:R PICK:H".split())
    v = device.app.shell.view
    labels = [o[0] if o else None for o in v.slots]
    assert [labels[k] for k in (6, 8, 9)] == ["R*", "H*", "T*"] and "LCK" not in labels
    assert v.slots[8][1] == LOCK_COLOUR
    play_words(device, ["[H*]"])
    g = device.app.shell.session.game
    assert [(zs.ANIMALS[r[0]], r[2]) for r in g.zoos[3]] == [("R", 0), ("H", 1), ("T", 0)]
    assert device.screen_lines()[2] == "LK _ _ _"
    labels = [o[0] if o else None for o in device.app.shell.view.slots]
    assert not [lb for lb in labels if lb and (lb == "LCK" or lb[-1] == "*")]  # P1: no zoo


def test_revoke_is_flagged_and_table_decides(device):
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex + "H8 T3 H3 R3 OK LOCK:1 B7 B9 H5 OK".split())
    play_words(device, ["G5", "B6"])  # seat 3 showed no B in trick 2
    lines = device.screen_lines()
    assert lines[0].startswith("REVOKE?")
    assert "P3 played B6" in " ".join(lines)
    play_words(device, ["UNDO"])  # the table undoes it
    assert device.app.shell.session.game.warnings == []
    assert device.screen_lines()[1] == "undone: B6"  # for a moment, over the question
    assert device.app.shell.view.lines[0].startswith("P3 plays")
    play_words(device, ["B6", "OK"])  # played again, and this time the table carries on
    assert device.screen_lines()[1].startswith("P4 plays")
    assert len(device.app.shell.session.game.warnings) == 1


def test_menu_exports_the_record(device):
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex + "H8 T3 H3 R3 PICK:R PICK:H LOCK:1 B7 B9 B2".split())
    play_words(device, ["HOLD", "[REC]"])
    record = (
        "zoostock players=4\nex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1\n"
        "trick H8 T3 H3 R3\norder 4 R H T\ntrick lock:1 B7 B9 B2"
    )
    # ... then the history (none yet), and an end line, so that a computer can tell a whole
    # sending from a cut or damaged one: its lines and the CRC-32 of the bytes sent (each
    # line's UTF-8 and its newline).
    import zlib

    # The game's own name: its device (the board's id) and number there.
    device_id = device.board_uid.hex()
    lines = record.split("\n")
    lines.insert(1, "# device %s game 1" % device_id)
    lines.append("# history: 0 games of device %s" % device_id)
    crc = zlib.crc32("".join(line + "\n" for line in lines).encode())
    assert device.serial == lines + ["# end: 7 lines, crc32 %08x" % crc]


def test_new_game_asks_twice(device):
    play_words(device, ["[ZOO]", "[4]", "G3"])
    play_words(device, ["HOLD", "[NEW]", "[YES]"])
    shell = device.app.shell
    assert shell.session is not None or shell.shelved is not None  # set aside in the menu
    play_words(device, ["[YES]"])
    assert shell.session is None and shell.shelved is None
    assert device.screen_lines()[0] == "ZOO ZooStock 3-4"
    device.power_cut()
    assert device.screen_lines()[0] == "ZOO ZooStock 3-4"


def test_script_words_are_checked(device):
    with pytest.raises(script.ScriptError):
        script.run(device, "[NOPE]")
    with pytest.raises(script.ScriptError):
        script.run(device, "Q7")


def test_a_seat_word_presses_that_seats_key_or_is_refused(device):
    """`P4` on the first EX card's screen pressed K4, an animal key (R), and the cards
    after it went in as R, silently. A seat word presses the key the screen labels with
    that seat; where none does, the word is refused and nothing is pressed."""
    script.run(device, "[ZOO] [4] P4")
    assert device.app.shell.view.lines[0] == "EX card 1  P4 leads"
    script.run(device, "G3")
    log = bytes(device.app.shell.session.log)
    with pytest.raises(script.ScriptError) as e:
        script.run(device, "P2")
    assert str(e.value).startswith("word 1, P2: no key of seat 2 on this screen")
    assert bytes(device.app.shell.session.log) == log
    script.run(device, "[OTH] S2")  # S2 where no seat shows: the second soft key, H
    assert device.app.shell.view.lines[0] == "EX card 2: H?"
    assert bytes(device.app.shell.session.log) == log


def test_simulator_command_saves_pictures(tmp_path):
    from host_sim.__main__ import main

    s = tmp_path / "s.txt"
    s.write_text("[ZOO] [4] G3 B3\n")
    assert (
        main(["--script", str(s), "--shots", str(tmp_path / "shots"), "--nvm", str(tmp_path / "n")])
        == 0
    )
    shots = sorted(os.listdir(tmp_path / "shots"))
    assert shots[0] == "0000-start.png" and len(shots) == 8
    import pygame

    img = pygame.image.load(str(tmp_path / "shots" / shots[-1]))
    assert img.get_width() > 128 * 3


def test_bad_settings_boot_with_defaults_and_say_so(tmp_path):
    from host_sim.device import Device

    bad = tmp_path / "settings.toml"
    bad.write_text('ZT_BRIGHTNESS = "max"\nZT_LONG_PRESS_MS = 99999\nZT_COLOUR = 1\n')
    d = Device("macropad", str(tmp_path / "nvm"), settings_path=str(bad))
    lines = d.screen_lines()  # a screen of their own first (tests/test_problems.py)
    assert lines[0] == "settings.toml, 1/2" and lines[1:3] == [
        "bad BRIGHTNESS",
        "bad LONG_PRESS_MS",
    ]
    assert d.pixels.brightness == 0.30 and d.app.long_press_ms == 600
    missing = Device("macropad", str(tmp_path / "nvm2"), settings_path=str(tmp_path / "none.toml"))
    assert missing.app.shell.view.flash == ""  # a fresh drive has none: nothing to warn of
    good = tmp_path / "good.toml"
    good.write_text('ZT_BRIGHTNESS = 80\nZT_LONG_PRESS_MS = 1000\nCIRCUITPY_WIFI_SSID = "x"\n')
    d = Device("macropad", str(tmp_path / "nvm3"), settings_path=str(good))
    assert d.pixels.brightness == 0.8 and d.app.long_press_ms == 1000
    assert d.app.shell.view.flash == ""  # nothing to warn about


def test_following_the_led_animal_is_one_press(device):
    """after the lead the keys show the led animal's numbers."""
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex + ["H8"])
    s = device.app.shell.session
    labels = [o[0] if o else "." for o in device.app.shell.view.slots]
    # H1 and H4 are in the EX zone, H8 was just led: their keys take the other animals
    # (B and R in key order; then LCK where the player may lock, not yet here).
    assert labels == ["G", "2", "3", "B", "5", "6", "7", "R", "9", "OTH", "10", "."]
    assert device.screen_lines()[1] == "P2 plays H?"
    before = len(s.log)
    play_words(device, ["K2"])  # one press: P2 follows with H2
    assert s.log[-1] == 1 * 10 + 1 and len(s.log) == before + 1
    # OTH: the animal keys (and LCK, ZOO); UNDO returns to the led animal's numbers.
    play_words(device, ["K10"])
    assert device.app.shell.view.slots[3][0] == "R"
    play_words(device, ["UNDO"])
    assert device.screen_lines()[2] == "entry cancelled" and len(s.log) == before + 1
    assert device.app.shell.view.slots[9][0] == "OTH"
    # With the led animal's numbers shown, UNDO takes back the last card.
    play_words(device, ["UNDO"])
    assert len(s.log) == before and device.screen_lines()[1] == "undone: H2"
    assert device.app.shell.view.lines[0] == "P2 plays H?"


def test_a_player_shown_void_gets_the_animal_keys_at_once():
    import random

    import reliability  # noqa: F401  (tests/mp on the path)
    from nvm_model import Rp2040Nvm
    from zootally.core import logwrite
    from zootally.core import store as st
    from zootally.ui.shell import Shell

    from host_sim.random_table import ZooStockTable

    t = ZooStockTable(4, random.Random(2))
    t.play()
    g = zs.Game(4)
    checked = 0
    for i, v in enumerate(t.inputs):
        if g.phase == zs.P_PLAY and g.trick_cards and g.led >= 0:
            left = any(not g.seen[g.led * 10 + k] for k in range(g.max_number))
            void = g.voids[g.to_play()] & (1 << g.led) or not left
            nvm = Rp2040Nvm()
            logwrite.start(st.Store(nvm), 1, 4, bytes(t.inputs[:i]))
            shell = Shell(st.Store(nvm))
            shell.boot()
            labels = [o[0] for o in shell.view.slots if o]
            if void:  # shown void, or no card of it left: the animal keys at once (late
                # in a round, where they fit, every card's own key), no OTH
                unseen = [zs.card_text(c) for c in range(zs.DECK) if not g.seen[c]]
                unseen = [c for c in unseen if int(c[1:]) <= g.max_number]
                assert "OTH" not in labels, labels
                assert set(labels) & set(zs.ANIMALS) or set(unseen) <= set(labels), labels
                checked += 1
            else:
                assert "OTH" in labels, labels
        g.apply(v)
    assert checked >= 5  # the game has players who showed a void and played on


def test_a_round_entered_as_a_tally_ends_on_screens_loaded_ahead():
    """The last zoo's counts of a round entered as a tally: the device, idle, loads what
    the round's end opens (the first round's result, a screen of the play's; the game's
    tally after the second), so that the last count does not read them under its key."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    t = ZooStockTable(4, random.Random(2), tally_rate=1)  # every round entered as a tally
    t.play()
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    switches = []
    for word in script.script_for(4, t.inputs):
        shell.idle()
        ui = shell.ui
        held = ui._phase[0] if ui is not None and ui._phase else None
        ahead = ui._ahead if ui is not None else None
        script.press_words(shell, [word])
        if ui is not None and shell.ui is ui and held == "direct" and ui._phase[0] != held:
            switches.append((ahead, ui._phase[0]))
    assert switches == [("play", "play"), ("tally", "tally")]


def _ex_screens(players, inputs):
    """Before each EX card of this log, played by keys on a bare shell (no display): the
    animal chosen (-1: none), the keys' labels, the card, the game as it stands and the
    round's EX cards so far."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    from host_sim import registry

    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    out = []
    for word in registry.script_words(zs.GAME_ID, players, inputs):
        step = script.expand(word)[0]
        if step[0] == "card" and shell.session.game.phase in (zs.P_LEAD, zs.P_EX):
            g = zs.Game(players)
            for v in shell.session.log:
                g.apply(v)
            ex = bytes(shell.session.log[len(shell.session.log) - g.ex_entered :])
            labels = [o[0] if o else None for o in shell.view.slots]
            out.append((shell.ui.animal, labels, step[1], g, ex))
        script.press_words(shell, [word])
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_an_ex_zone_laid_out_finds_the_next_animal_on_a_key(players):
    """Laid out by animal, the EX cards come G 3 5 B 2 ...: the device keeps the last
    card's animal chosen, its numbers on the keys, and puts the other animals with cards
    unseen on the keys of its numbers seen (or not in the game), those after it first:
    the order a table lays them in; right after the next animal, its two lowest cards
    unseen. The next animal is then two presses (its key, its number), not three (OTH
    first), and its lowest cards one."""
    found = direct = 0
    for seed in range(8):
        inputs = script.ex_by_animal(players, bytes(table_game(players, seed).inputs))
        for animal, labels, card, g, _ in _ex_screens(players, inputs):
            if animal < 0:
                continue
            free = [k for k in range(9) if k >= g.max_number or g.seen[animal * 10 + k]]
            if g.max_number < 10 or g.seen[animal * 10 + 9]:
                free.append(10)  # K11, the key of 10 (K10 is OTH)
            after = [(animal + j) % 6 for j in range(1, 6)]
            left = [b for b in after if not all(g.seen[b * 10 : b * 10 + g.max_number])]
            want = []
            for b in left:
                want.append(zs.ANIMALS[b])
                if b == left[0]:
                    unseen = [c for c in range(b * 10, b * 10 + g.max_number) if not g.seen[c]]
                    want += [zs.card_text(c) for c in unseen[:2]]
            shown = want[: len(free)]
            assert [labels[k] for k in free] == shown + [None] * (len(free) - len(shown)), (
                labels,
                shown,
            )
            found += card // 10 != animal and zs.ANIMALS[card // 10] in shown
            direct += zs.card_text(card) in shown
    assert found > 20 and direct > 5, (found, direct)  # the next card on a key, many times


def test_ex_cards_entered_as_dealt_get_the_animal_keys_after_each():
    """Entered in the order dealt, the EX cards soon come back to an animal after
    another: from then on the device shows the animal keys after each card (two presses
    a card), not the last card's numbers, which such a table rarely wants next."""
    returned = 0
    for seed in range(8):
        inputs = bytes(table_game(4, seed).inputs)
        for animal, labels, _, g, ex in _ex_screens(4, inputs):
            if not ex:
                continue
            a = [c // 10 for c in ex]
            if any(a[i] in a[:i] and a[i - 1] != a[i] for i in range(1, len(a))):
                assert animal < 0 and "OTH" not in labels, labels
                assert [lb for lb in labels if lb in tuple(zs.ANIMALS)], labels
                returned += 1
            elif not all(g.seen[a[-1] * 10 : a[-1] * 10 + g.max_number]):
                assert animal == a[-1], labels  # by animal so far: it stays chosen
    assert returned > 20


@pytest.mark.parametrize("players", [3, 4])
def test_late_in_a_round_the_cards_take_the_keys_left(players):
    """On the MacroPad a card is its animal's key and its number's: two presses, but
    after a lead for the led animal's. Late in a round the cards left fit the keys: on
    the animal keys' screen (a lead, a player shown void) every card has its own key
    where they all fit (and two 10s do not share the legend's second line), else in a
    trick the animals with the fewest cards give their keys to them, the highest on it,
    the others on the keys the animals leave (K9-K11), never
    the led animal's (a revoke); after a lead the keys of the led animal's numbers seen
    carry the other animals, and where keys are left over an animal's cards take its
    key's place, a key each, those with the fewest first. Every card stays one key (its
    own, its animal's, or after OTH) away. The rows the player may LOCK have keys of
    their own (R*), the first on LCK's (K7), where LCK would be lit; where they do not
    fit (every card on a key), LCK, then the row."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell
    from zootally.ui.zoostock import M_ENTRY

    from host_sim import registry

    own = whole = animal_own = locked = 0
    for seed in range(6):
        inputs = script.ex_by_animal(players, bytes(table_game(players, seed).inputs))
        shell = Shell(Store(bytearray(b"\xff" * 4096)))
        shell.boot()
        for word in registry.script_words(zs.GAME_ID, players, inputs):
            g = shell.session.game if shell.session else None
            if g is not None and g.phase == zs.P_PLAY and shell.ui.mode == M_ENTRY:
                v = shell.view
                labels = [o[0] if o else None for o in v.slots]
                left = {}
                for c in range(zs.DECK):
                    if c % 10 < g.max_number and not g.seen[c]:
                        left.setdefault(zs.ANIMALS[c // 10], []).append(zs.card_text(c))
                zoo = g.zoos[g.to_play()]
                rows = [
                    zs.ANIMALS[zoo[r][0]] + "*"
                    for r in range(len(zoo))
                    if g.check(zs.IN_LOCK + r) == 0
                ]
                can_lock = bool(rows)
                if shell.ui.animal < 0:  # the animal keys' screen
                    cards = [c for a in left.values() for c in a]
                    if len(cards) <= 9 and [c[1:] for c in cards[6:]].count("10") < 2:
                        lock = [lb for lb in labels if lb and (lb == "LCK" or lb[-1] == "*")]
                        assert [lb for lb in labels if lb not in lock + ["ZOO", None]] == cards
                        for k in range(6):  # a dark key is one no card took, of no animal
                            assert labels[k] or shell.ui.explain(k) is None
                        assert lock == ["LCK"] and len(rows) > 1 or lock == rows, labels
                        whole += 1
                    else:
                        led = zs.ANIMALS[g.led] if g.trick_cards else None
                        spare = [labels[k] for k in (8, 9, 10)].count(None)  # K9-K11
                        for k, a in enumerate(zs.ANIMALS):
                            cards = left.get(a, [])
                            if labels[k] == a:  # its key: its cards would not fit the keys
                                assert len(cards) == 1 or len(cards) - 1 > spare or a == led
                            elif cards:  # its cards, its highest on its key, a key each
                                assert labels[k] == cards[-1], (labels, a)
                                assert set(cards) <= set(labels), (labels, a)
                                animal_own += 1
                            else:
                                assert labels[k] is None, (labels, a)
                        assert "LCK" not in labels and set(rows) <= set(labels), labels
                        assert labels[6] == (rows[0] if rows else None), labels
                        locked += len(rows) > 1
                elif shell.ui.auto:  # the led animal's numbers
                    led = zs.ANIMALS[shell.ui.animal]
                    spare = [labels[k] for k in range(11) if k != 9].count(None)  # K10 OTH
                    for a, cards in left.items():
                        if a == led:
                            continue
                        if a in labels:  # its key: its cards would not fit what is left
                            assert not set(cards) & set(labels)
                            assert len(cards) == 1 or len(cards) - 1 > spare, (labels, a)
                        elif set(cards) <= set(labels):
                            own += len(cards) > 1
                        else:  # after OTH: the keys ran out
                            assert not spare and not set(cards) & set(labels), (labels, a)
                    free = 10 - len(left.get(led, []))
                    if len(left) - (led in left) + len(rows) <= free:
                        assert set(rows) <= set(labels) and "LCK" not in labels, labels
                    elif len(left) - (led in left) < free:
                        assert ("LCK" in labels) == can_lock, labels
            script.press_words(shell, [word])
        assert shell.session.game.over()
    assert own > 20 and whole > 5 and animal_own > 20 and locked > 5, (
        own,
        whole,
        animal_own,
        locked,
    )


def test_a_script_mistake_is_one_line_never_a_traceback(device, tmp_path, capsys):
    """LOCK:2 at a row order question raised IndexError in the script reader, and
    `--players 9 --random-game 3` a ValueError: each is one line now (exit 2)."""
    from host_sim.__main__ import main

    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    play_words(device, ["[ZOO]", "[4]"] + ex + "H8 T3 H3 R3".split())
    assert device.screen_lines()[1] == "P4: new rows, order?"
    with pytest.raises(script.ScriptError) as e:
        play_words(device, ["LOCK:2"])
    assert str(e.value) == "word 1, LOCK:2: no trick is being played on this screen"
    capsys.readouterr()
    assert main(["--players", "9", "--random-game", "3", "--nvm", str(tmp_path / "n")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["sim: --players 9: ZooStock is for 3 or 4 players"]
    s = tmp_path / "s.txt"
    s.write_text("[ZOO] [4] G3 G3 B3\n")
    assert main(["--script", str(s), "--print"]) == 2
    out, err = capsys.readouterr()
    assert err.strip().splitlines()[-1] == "word 4, G3: its number's key shows H here"


def test_after_oth_a_card_on_a_key_of_its_own():
    """Late in a round a card off the led animal may find no key of its animal among the
    led animal's numbers (the keys ran out) but a key of its own after OTH (its animal
    gave its key to its cards): OTH, then that key, two presses. The key scripts press
    it there, and the game ends as the table's."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    from host_sim import registry

    found = 0
    for seed in (38, 39):
        t = registry.table(zs.GAME_ID, 4, random.Random(seed))
        t.play()
        inputs = script.ex_by_animal(4, bytes(t.inputs))
        shell = Shell(Store(bytearray(b"\xff" * 4096)))
        shell.boot()
        for word in registry.script_words(zs.GAME_ID, 4, inputs):
            step = script.expand(word)[0]
            labels = [o[0] if o else None for o in shell.view.slots]
            card = zs.card_text(step[1]) if step[0] == "card" else None
            shown = []  # each screen's labels after a press of this word

            def after(word, key, shown=shown, shell=shell):
                shown.append([o[0] if o else None for o in shell.view.slots])

            presses = script.press_words(shell, [word], after)
            if card and "OTH" in labels and card[0] not in labels and card in shown[0]:
                assert presses == [labels.index("OTH"), shown[0].index(card)]
                found += 1
        assert shell.session.game.round_scores == t.game.round_scores
    assert found >= 1


@pytest.mark.parametrize("players", [3, 4])
def test_the_cards_on_keys_fit_the_legend(players):
    """Cards on keys of their own (late in a round, an animal's few) make three-character
    labels (G10): the legend of every board with soft keys (the MacroPad) still fits each
    line in 21 characters on every screen of random games, the EX cards laid out or as
    dealt."""
    from zootally.core.store import Store
    from zootally.ui.legend import legend_lines
    from zootally.ui.shell import Shell

    from host_sim import registry
    from host_sim.device import Device

    keyed = [Device(b, None).profile for b in PROFILES]
    keyed = [p for p in keyed if [lg for lg in p.LAYOUT if 0 <= lg < 12]]  # soft keys
    assert keyed
    checked = 0
    for seed in range(30):
        t = table_game(players, seed)
        for inputs in (script.ex_by_animal(players, bytes(t.inputs)), bytes(t.inputs)):
            shell = Shell(Store(bytearray(b"\xff" * 4096)))
            shell.boot()

            def fits(word, key, shell=shell):
                for p in keyed:
                    for line in legend_lines(shell.view, p.LAYOUT, p.COLUMNS):
                        assert len(line) <= 21, line

            for word in registry.script_words(zs.GAME_ID, players, inputs):
                script.press_words(shell, [word], fits)
                checked += 1
    assert checked > 1000
