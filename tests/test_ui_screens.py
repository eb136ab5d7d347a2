# SPDX-License-Identifier: MIT
"""Screen texts at their widest: every line fits the 21 characters of the OLED; and what
a ZooStock trick did is said in the words of docs/vocabulary.md."""

from zootally.core.record import parse
from zootally.core.session import Session
from zootally.games import zoostock as zs
from zootally.ui.view import View
from zootally.ui.zoostock_ui import ZooStockUI

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
    from zootally.ui.zoostock_why import why

    assert why(ui) == ["B10=E10, later", "P2 zoo full: 10T>EX"]
    assert v.lines[0] == "P3 took GHEB; leads"
    # What does not fit is said as far as it fits, with how many moves more (ZOO has
    # them all): never cut mid-word, never longer than the line.
    assert v.lines[1] == "12G>P4 +2 10T>EX"  # the EX zone kept: it moves the trump
    moves = [[H, 2, zs.NO_SEAT, 1, 1]]
    s.game.last = [2, zs.parse_card("B10"), 2, 4, [G, E], moves, zs.WON_TRUMP, zs.NO_CARD]
    ui.fill(v)
    assert v.lines == ["P3 took G,E; leads", "2H>EX"]
    assert v.status == "Trick 2 TRUMP 4>10"  # the trump moved; too long with the round


def test_a_real_trick_says_who_took_what_and_what_moved():
    # Trump 3 (three polar bears in the EX zone); no 3 in G10 H9 R8 G9, so the highest
    # number wins: seat 1's G10 takes G, H and R, three new rows, nothing overflows.
    s, ui, v = screen("zoostock players=4\nlead 1\n" + EX + "order 1 G H R\n")
    assert v.lines[0] == "P1 took G,H,R; leads"
    assert v.lines[1] == "won with G10"
