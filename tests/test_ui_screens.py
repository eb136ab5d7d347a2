# SPDX-License-Identifier: MIT
"""Screen texts at their widest: every line fits the 21 characters of the OLED; and what
a ZooStock trick did is said in the words of docs/vocabulary.md."""

from zootally.core.record import parse
from zootally.core.session import Session
from zootally.games import zoostock as zs
from zootally.ui.view import View
from zootally.ui.zoostock import ZooStockUI

EX = "ex B1 B2 B4 G1 G2 H1 H2 R1 R2 T1 T2 E1\ntrick G10 H9 R8 G9\n"
G, H, B, R, T, E = range(6)


def screen(text):
    _, players, inputs, _ = parse(text)
    s = Session(zs, players, None, inputs)
    ui = ZooStockUI(s)
    v = View()
    ui.fill(v)
    return s, ui, v


def test_last_trick_lines_fit_at_their_longest():
    s, ui, v = screen("zoostock players=4\n" + EX)
    s.game.ex[B] = 10  # ten polar bears: trump 10
    # Four animals taken; the chain moved a row through every other zoo into the EX zone.
    moves = [[G, 12, 3, 2, 0], [H, 10, 0, 3, 0], [R, 9, 1, 0, 1], [T, 10, zs.NO_SEAT, 1, 0]]
    beaten = zs.parse_card("E10")
    s.game.last = [2, zs.parse_card("B10"), 10, 4, [G, H, E, B], moves, zs.WON_LATER, beaten]
    ui.fill(v)
    from zootally.ui.zoostock.why import why

    assert why(ui) == ["B10=E10, later", "P2 zoo full: 10T>EX"]
    assert v.lines[0] == "P3 took GHEB; leads"
    # What does not fit is said as far as it fits, with how many moves more (ZOO has
    # them all; "+2 more", never a bare +2 that reads as points): never cut mid-word,
    # never longer than the line.
    assert v.lines[1] == "12G>P4 +2 more 10T>EX"  # the EX zone kept: it moves the trump
    moves = [[H, 2, zs.NO_SEAT, 1, 1]]
    s.game.last = [2, zs.parse_card("B10"), 2, 4, [G, E], moves, zs.WON_TRUMP, zs.NO_CARD]
    ui.fill(v)
    assert v.lines == ["P3 took G,E; leads", "2H>EX"]
    # The trump moved: from what, the round kept (the trick's space goes first).
    assert v.status == "Rd1 Trick2 TRUMP 4>10"


def test_the_status_after_a_trick_keeps_the_round_whatever_the_numbers():
    """The top line right after a trick moved the trump number: the round, the trick
    and the move, in 21 characters at every round, trick and trump number a game has."""
    s, ui, v = screen("zoostock players=4\n" + EX)
    g = s.game
    g.phase = zs.P_PLAY
    g.trick_cards = []
    for rnd in range(1, 10):
        for trick in range(1, g.hand_size + 1):
            for old in range(11):
                for new in range(11):
                    if old == new:
                        continue
                    g.round, g.trick_no = rnd, trick
                    g.last = [0, zs.parse_card("G1"), 0, old, [], [], zs.WON_TRUMP, zs.NO_CARD]
                    g.ex = [0] * 6
                    g.ex[B] = new  # the trump number: the EX zone's most
                    text = ui.status()
                    assert len(text) <= 21, text
                    assert text.startswith("Rd%d Trick" % rnd), text
                    said = ["%d" % n if n else "-" for n in (old, new)]
                    assert text.endswith("%s>%s" % tuple(said)), text


def test_what_does_not_fit_says_how_many_more_in_words():
    """fit(): the parts that fit a space apart, then "+N more" (a bare +N reads as
    points beside scores), never past the width, never a part cut where one fits."""
    from zootally.ui.view import fit

    assert fit(["10", "20", "30"]) == "10 20 30"
    assert fit(["-38", "120", "25", "117", "96", "140"], 21) == "-38 120 25 +3 more"
    assert fit(["abcdef"] * 5, 21) == "abcdef abcdef +3 more"
    for n in range(1, 12):
        for width in range(12, 22):  # the narrowest a screen gives: 21 less an EX part
            parts = ["P%d" % i for i in range(n)]
            text = fit(parts, width)
            assert len(text) <= width, (text, width)
            words = text.split()
            if words[-1] == "more":
                assert words[:-2] == parts[: len(words) - 2]
                assert words[-2] == "+%d" % (n - len(words) + 2)
            else:
                assert words == parts


def test_a_real_trick_says_who_took_what_and_what_moved():
    # Trump 3 (three polar bears in the EX zone); no 3 in G10 H9 R8 G9, so the highest
    # number wins: seat 1's G10 takes G, H and R, three new rows, nothing overflows.
    s, ui, v = screen("zoostock players=4\nlead 1\n" + EX + "order 1 G H R\n")
    assert v.lines[0] == "P1 took G,H,R; leads"
    assert v.lines[1] == "won with G10"


def test_a_count_of_one_thing_is_said_as_one():
    from zootally.games.common import counted

    assert [counted(n, "star") for n in (0, 1, 2)] == ["0 stars", "1 star", "2 stars"]


def test_a_tally_of_the_ex_zone_fits_its_counts_at_their_widest():
    """The EX zone's counts so far, each up to ten (found by fuzzing the log: `0-10  10G 0H
    6B 10R 4T` was 22 characters, its last count cut): where they do not fit a space
    apart, they close up (a count ends at its animal's letter), the counts that fit first."""
    s = Session(zs, 4, None, b"")
    for v in [zs.IN_TALLY] + [zs.IN_COUNT + n for n in (10, 0, 6, 10)]:
        assert s.apply(v) == 0
    ui = ZooStockUI(s)
    v = View()
    ui.fill(v)
    assert v.lines == ["EX: how many T?", "0-10  10G 0H 6B 10R"]  # as it was: it fits
    assert s.apply(zs.IN_COUNT + 4) == 0
    ui.fill(v)
    assert v.lines == ["EX: how many E?", "0-10 10G0H6B10R4T"]
    # At the widest a line can be (the screen alone: five tens so far), it fits too.
    s.game.ex = [10, 10, 10, 10, 10, 0]
    ui.fill(v)
    assert v.lines[1] == "0-10 10G10H10B10R10T"


def test_a_tally_says_the_animals_it_did_not_ask_so_the_paper_order_holds():
    """A round entered as a tally (TAL) asks each zoo's animals in G H B R T E order and
    skips those whose cards are all counted: the question says which it skipped, so
    counts read down a paper list land on their animal."""
    s = Session(zs, 4, None, b"")
    for v in [zs.IN_TALLY] + [zs.IN_COUNT + n for n in (0, 0, 2, 10, 0, 0)]:
        assert s.apply(v) == 0  # the EX zone: two B, all ten R
    ui = ZooStockUI(s)
    v = View()
    ui.fill(v)
    assert v.lines[0] == "P1 zoo: how many G?"
    assert v.lines[1].startswith("0-")  # nothing skipped: the counts that fit
    for n in (0, 0, 8):  # G H B: the last eight B
        assert s.apply(zs.IN_COUNT + n) == 0
    ui.fill(v)
    assert v.lines == ["P1 zoo: how many T?", "R: 0, all counted"]
    for n in (0, 1, 1, 0):  # P1's T E, P2's G H
        assert s.apply(zs.IN_COUNT + n) == 0
    ui.fill(v)
    assert v.lines == ["P2 zoo: how many T?", "B R: 0, all counted"]
    # At its longest (every animal before E skipped), the line still fits.
    s.game.tally_q = 6 + 6 * 2 + E  # P3's E
    s.game.tally_left = lambda b: 0 if b < E else 10
    s.game.check = lambda v: 0  # (any count: the screen alone)
    ui.fill(v)
    assert v.lines == ["P3 zoo: how many E?", "GHBRT: 0, all counted"]
