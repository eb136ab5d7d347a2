# SPDX-License-Identifier: MIT
"""Logical keys. A board file maps its physical keys, encoder and buttons onto these; nothing
below the render layer knows which physical key is which."""

from zootally.games.common import const

SLOTS = const(12)  # soft keys 0..11: what each does is shown on the screen; a board with
# fewer keys reaches the others by the highlight (PREV/NEXT, then OK)
# Soft keys with one meaning on every screen that has them (the MacroPad's K10 and K11).
S_BACK = const(9)  # the way back: BCK, NO (OTH where the device chose for the table)
S_OK = const(10)  # go on: OK, END
UNDO = const(16)  # the same key on every screen
OK = const(17)  # take the highlighted choice (encoder push)
BACK = const(18)
PREV = const(19)  # move the highlight (encoder turn)
NEXT = const(20)
MENU = const(21)  # long press: game record, new game
TURN_PREV = const(22)  # the encoder: PREV/NEXT, unless the screen has a position to move
TURN_NEXT = const(23)
# A board with four arrows (the PyBadge's D-pad): PREV and NEXT take the choice next to the
# highlight (on a side of over six, narrow to those beyond five), these narrow to the rest
# of the side (ui/narrow.py).
FAR_PREV = const(24)
FAR_NEXT = const(25)

NAMES = {
    UNDO: "UNDO",
    OK: "OK",
    BACK: "BACK",
    PREV: "PREV",
    NEXT: "NEXT",
    FAR_PREV: "FAR<",
    FAR_NEXT: "FAR>",
    MENU: "MENU",
}
