# SPDX-License-Identifier: MIT
"""Zoo-ography's result: the stars and who won. Part of ui/zoography/__init__.py's screens, loaded
only once the game is over (GameUI.phase_screens): neither a turn's heap nor the tally
questions' holds this code."""

from zootally.games.common import counted, rule_text
from zootally.ui import result
from zootally.ui.view import seat_label
from zootally.ui.zoography import met_text


def fill(ui, v):
    g = ui.session.game
    if g.players == 2:
        result.pages(ui, v, "stars", 5, _seat_page)
        return
    if ui.page:  # solo: the player's page, the result's
        _seat_page(ui, v, 1)
    else:
        _solo(ui, v, g)
    ui.seat_pages(v, 1, 5, "SUM", ui.page)


def _solo(ui, v, g):
    """Solo's result: won or lost, the stars (0 for a loss by no room), what decided. Its
    own function: fill's frame, under which a two-player result is scored (the deepest
    Python stack of a draw), keeps none of these names."""
    stars, winners, rule, extra = g.decide()  # once per draw: it scores the game
    v.status = "SOLO %s: %s" % ("WIN" if winners else "LOSS", counted(stars[0], "star"))
    # A loss by no room: when it came (the rule line says why, the status the 0 stars)
    v.lines[0] = met_text(ui, 0) if not g.lost else "turns played: %d" % g.turn
    v.lines[1] = rule_text(rule, extra)


def _seat_page(ui, v, page):
    """A player's stars: the objectives met, the penalty, the animal value."""
    g = ui.session.game
    p = page - 1
    v.status = "%s: %s" % ("Solo" if g.players == 1 else seat_label(p), counted(g.stars(p), "star"))
    v.lines[0] = met_text(ui, p)
    value = g.animal_value(p)
    v.lines[1] = "penalty %d" % g.penalties(p)
    if value is not None:
        v.lines[1] = "pen %d value %d" % (g.penalties(p), value)
