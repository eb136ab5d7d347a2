# SPDX-License-Identifier: MIT
"""Zoo-ography's screens before the tally and their keys: the objectives' set-up and
reading, the turns, a solo reset. A phase of ui/zoography/__init__.py's, loaded while it shows
(GameUI.phase_screens): the tally's heap holds none of this code."""

from zootally.games import zoography as zg
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, PAGE, WHITE, seat_label
from zootally.ui.zoography import CARD_COLOUR, M_MAIN, M_OBJ, M_SET, objective_id

# The keys' own actions (act); a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a turn done, no room, a solo reset; an objective's page PAGE + page.
_A_RANDOM = const(0)
_A_SET = const(1)
_A_CARD = const(2)  # +card 1-4
_A_OBJ = const(40)  # read the objectives, from the first
_A_DONE = const(50)  # leave the objectives
_A_LOST = const(60)  # solo: no room for an animal (pressed twice: the game is lost)

ROLE_WORDS = ("primary 3*", "secondary 2*", "bonus 2*", "top 2*+1*")


def fill(ui, v):
    g = ui.session.game
    if g.phase == zg.P_SETUP:
        _setup(ui, v)
    elif ui.mode == M_OBJ:
        _objectives(ui, v)
    elif g.phase == zg.P_PLAY:
        _play(ui, v)
    else:
        _reset(ui, v)


def _setup(ui, v):
    v.status = "Zoo-ography setup"
    if ui.mode == M_SET:
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


# ---- keys ---------------------------------------------------------------------------


def act(ui, a):
    if a == _A_RANDOM:
        import random  # CircuitPython seeds it from the hardware at boot

        ui.mode = M_OBJ  # show the objectives just dealt
        ui.page = 0
        return ui._input(zg.IN_SETUP_SHORT + random.randrange(len(zg.SETUPS)))
    if a == _A_SET:
        ui.mode = M_SET
        ui.picked = []
        return None
    if _A_CARD <= a < _A_CARD + 5:
        ui.picked.append(a - _A_CARD)
        if len(ui.picked) == 3:
            last = [c for c in (1, 2, 3, 4) if c not in ui.picked][0]
            setup = tuple(ui.picked) + (last,)
            ui.mode = M_OBJ  # show the objectives just set
            ui.page = 0
            ui.picked = []
            return ui._input(zg.IN_SETUP_SHORT + zg.SETUPS.index(setup))
        return None
    if a == _A_OBJ:
        ui.mode = M_OBJ
        ui.page = 0
        return None
    if a == _A_DONE:
        ui.mode = M_MAIN
    if a == _A_LOST:  # a game lost at once is a big step: asked once first
        if not ui.lost_asked:
            ui.lost_asked = True
            return "LST again: game lost"
        return ui._input(zg.IN_NO_ROOM)
    ui.lost_asked = False
    return None
