# SPDX-License-Identifier: MIT
"""Zoo-ography's tally: the questions of each player's stars, the check of each total. Part
of ui/zoography/__init__.py's screens, loaded only while they are asked (GameUI.phase_screens):
no turn's heap holds this code, nor the result's (ui/zoography/result.py)."""

from zootally.games import zoography as zg
from zootally.games.common import counted
from zootally.ui import count
from zootally.ui.keys import S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, seat_label
from zootally.ui.zoography import ANIMAL_WORDS, CARD_COLOUR, met_text, objective_id

ATTRACTION_WORDS = ("exhibits", "features", "restaurants", "obs. points", "gift shops")
# The short tally's totals (games/zoography/__init__.py SHORT): the question, 21 characters.
SHORT_WORDS = {
    zg.Q_VALUE: "Animal value? big=3",
    zg.Q_ANIMALS: "Animals, cards too?",
    zg.Q_TYPES: "Animal types?",
    zg.Q_PAIRS: "Pairs (not secluded)?",
    zg.Q_ATTR_KINDS: "Attraction kinds?",
    zg.Q_ATTRS: "Valid attractions?",
}


YES_COLOUR = 0x00FF40


def fill(ui, v):
    if ui.session.game.phase == zg.P_CHECK:
        _check(ui, v)
    else:
        _question(ui, v)


def _question(ui, v):
    g = ui.session.game
    p = g.current_player()
    q = g.question()
    if g.phase == zg.P_TIE:
        v.status = "Tie %s: %s" % (counted(g.stars(0), "star"), seat_label(p))
    else:
        who = "Solo" if g.players == 1 else seat_label(p)
        v.status = "Tally: %s %d/%d" % (who, g.asked[p] + 1, len(g.questions))
    limit = g.limit(q, p)
    if q == zg.Q_BIG:
        v.lines[0] = "Over 4 cards wide"
        v.lines[1] = "or tall? (-1 star)"
        v.set(0, "YES", YES_COLOUR, ANSWER + zg.IN_ANSWER + 1)
        v.set(2, "NO", BACK_COLOUR, ANSWER + zg.IN_ANSWER)
        v.cursor = 2  # NO: the likely answer, and no star taken by a hurried push
        return
    if zg.Q_YESNO <= q < zg.Q_WIDTH:
        card, slot, stars = g.active()[q - zg.Q_YESNO]
        v.lines[0] = zg.OBJECTIVES[card - 1][slot][2]
        v.lines[1] = "met? (%s, %s)" % (objective_id(card, slot), counted(stars, "star"))
        v.set(0, "YES", YES_COLOUR, ANSWER + zg.IN_ANSWER + 1)
        v.set(2, "NO", BACK_COLOUR, ANSWER + zg.IN_ANSWER)
        v.cursor = 2  # NO: a hurried push must not claim stars
        return
    if q < zg.Q_ON_CARD:
        v.lines[0] = "%s in the zoo?" % ANIMAL_WORDS[q]
    elif q == zg.Q_ON_CARD:
        v.lines[0] = "Animals on cards?"
    elif q < zg.Q_HABITATS:
        v.lines[0] = "Valid %s?" % ATTRACTION_WORDS[q - zg.Q_ATTR]
    elif q == zg.Q_HABITATS:
        v.lines[0] = "Separate habitats?"
    elif q in SHORT_WORDS:
        v.lines[0] = SHORT_WORDS[q]
    else:
        v.lines[0] = "Zoo %s, in cards?" % ("width" if q == zg.Q_WIDTH else "height")
    low = 1 if q in (zg.Q_WIDTH, zg.Q_HEIGHT) else 0
    if ui.tens:
        v.lines[1] = count.units_hint(ui.tens)
    else:
        v.lines[1] = "0-%d" % limit if limit < 10 else "0-9, +10 for tens"
    count.digits(v, ui.tens, low, limit, ANSWER + zg.IN_ANSWER, CARD_COLOUR)
    if v.slots[count.slot(0)] is not None:
        v.cursor = count.slot(0)  # none is the likeliest answer for a count: one push


def _check(ui, v):
    g = ui.session.game
    p = g.confirmed
    v.status = "Check: %s" % ("Solo" if g.players == 1 else seat_label(p))
    v.lines[0] = met_text(ui, p)
    stars = counted(g.stars(p), "star")
    v.lines[1] = "%s, %d penalty" % (stars, g.penalties(p))
    if g.animal_value(p) is not None:
        v.lines[1] = "%s pen %d val %d" % (stars, g.penalties(p), g.animal_value(p))
    v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_CONFIRM)
    v.cursor = S_OK


def explain(ui, slot):
    g = ui.session.game
    if g.phase in (zg.P_TALLY, zg.P_TIE) and (0 <= slot <= 8 or slot == 10):
        return "at most %d here" % min(g.limit(g.question(), g.current_player()), 99)
    return None
