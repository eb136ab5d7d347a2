# SPDX-License-Identifier: MIT
"""Screen texts at their widest: every line fits the 21 characters of the OLED."""

from zootally.core.record import parse
from zootally.core.session import Session
from zootally.games import zoostock as zs
from zootally.ui.view import View
from zootally.ui.zoostock_ui import ZooStockUI

EX = "ex B1 B2 B4 G1 G2 H1 H2 R1 R2 T1 T2 E1\ntrick G10 H9 R8 G9\n"


def test_last_trick_line_fits_at_its_longest():
    _, players, inputs, _ = parse("zoostock players=4\n" + EX)
    s = Session(zs, players, None, inputs)
    ui = ZooStockUI(s)
    s.game.ex[2] = 10  # ten polar bears: trump 10
    s.game.last = [2, zs.parse_card("B10"), 12, 4]  # 12 cards to EX, trump 4 -> 10
    v = View()
    ui.fill(v)
    assert v.lines[1] == "S3:B10 12>EX T4>10"
    s.game.last = [2, zs.parse_card("B10"), 2, 4]
    ui.fill(v)
    assert v.lines[1] == "S3 won B10 2>EX T4>10"
