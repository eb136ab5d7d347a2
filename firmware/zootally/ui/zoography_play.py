# SPDX-License-Identifier: MIT
"""Zoo-ography's screens before the tally: the objectives' set-up and reading, the turns,
a solo reset. Part of ui/zoography_ui.py's screens, loaded while they show
(GameUI.phase_screens): the tally's heap holds none of this code."""

from zootally.games import zoography as zg
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, PAGE, WHITE, seat_label
from zootally.ui.zoography_ui import CARD_COLOUR, objective_id

# The numbers of ui/zoography_ui.py's own (private consts, so that no name of them is an
# interned string on the board; tests/test_conformance.py checks they agree).
_A_SET = const(1)
_A_RANDOM = const(0)
_A_CARD = const(2)
_A_OBJ = const(40)
_A_DONE = const(50)
_A_LOST = const(60)
_M_SET = const(1)
_M_OBJ = const(2)

ROLE_WORDS = ("primary 3*", "secondary 2*", "bonus 2*", "top 2*+1*")


def fill(ui, v):
    g = ui.session.game
    if g.phase == zg.P_SETUP:
        _setup(ui, v)
    elif ui.mode == _M_OBJ:
        _objectives(ui, v)
    elif g.phase == zg.P_PLAY:
        _play(ui, v)
    else:
        _reset(ui, v)


def _setup(ui, v):
    v.status = "Zoo-ography setup"
    if ui.mode == _M_SET:
        role = len(ui.picked)
        v.lines[0] = "Card: %s?" % ROLE_WORDS[role]
        v.lines[1] = "as laid: " + " ".join(str(c) for c in ui.picked)
        for c in (1, 2, 3, 4):
            if c not in ui.picked:
                v.set(c - 1, str(c), CARD_COLOUR, _A_CARD + c)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_DONE)
        return
    v.lines[0] = "Objectives: RND deals"
    v.lines[1] = "SET: enter as laid"
    v.set(0, "RND", OK_COLOUR, _A_RANDOM)
    v.set(2, "SET", CARD_COLOUR, _A_SET)


def _objectives(ui, v):
    g = ui.session.game
    act = g.active()
    card, slot, stars = act[ui.page]
    v.status = "Objective %d/5: %d*" % (ui.page + 1, stars)
    v.lines[0] = zg.OBJECTIVES[card - 1][slot][2]
    v.lines[1] = "card %d %s (%s)" % (card, zg.SLOT_NAMES[slot], objective_id(card, slot))
    for i in range(5):
        v.set(i, objective_id(act[i][0], act[i][1]), WHITE, PAGE + i)
    v.set(S_OK, "OK", OK_COLOUR, _A_DONE)
    v.cursor = S_OK  # one push carries on; the objective keys show each in turn


def _status(ui):
    g = ui.session.game
    return "%sTurn %d/%d reset %d" % (
        "Solo " if g.players == 1 else "",
        min(g.turn + 1, g.turns_total()),
        g.turns_total(),
        g.resets,
    )


def _play(ui, v):
    g = ui.session.game
    v.status = _status(ui)
    if g.players == 2:
        p = g.current_player()
        v.lines[0] = "%s (%s) drafts" % (seat_label(p), "second" if p else "first")
        v.lines[1] = _dealt(ui) or "deck %d, draft %d" % (g.deck, g.draft)
        v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_TURN)
    else:
        v.lines[0] = "turn up 2, keep 1"
        v.lines[1] = _dealt(ui) or "deck %d, draft %d" % (g.deck, g.draft)
        v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_TURN)
        v.set(6, "LST", 0xFF2020, _A_LOST)
    v.set(7, "OBJ", WHITE, _A_OBJ)
    v.cursor = S_OK


def _dealt(ui):
    """After the input that reset the draft, until the next: what was dealt (two
    players: five cards beside the one left; solo: six, face down in pairs)."""
    g = ui.session.game
    if not ui.dealt or g.resets != ui.resets:
        return None
    return "reset %d: %d new cards" % (g.resets, zg.DRAFT - 1 if g.players == 2 else zg.DRAFT)


def _reset(ui, v):
    """A solo reset the device has not said yet (ZooGraphyUI.forced says it after a key;
    after a power cut that fell between the two, it waits here): OK goes on."""
    g = ui.session.game
    v.status = "Solo reset %d" % (g.resets + 1)
    v.lines[0] = "six new cards dealt"
    v.lines[1] = "OK: go on"
    v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_SOLO_RESET + 3)
    v.set(6, "LST", 0xFF2020, _A_LOST)
    v.cursor = S_OK
