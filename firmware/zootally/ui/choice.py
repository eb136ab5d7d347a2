# SPDX-License-Identifier: MIT
"""The game choice (SC_GAME: a key per registered title, HIS) and the player count
(SC_PLAYERS), and a new game's start. Loaded while they show (Shell._owner)."""

from zootally import games
from zootally.core.session import Session
from zootally.games.common import const
from zootally.ui.keys import S_BACK
from zootally.ui.view import (
    BACK_COLOUR,
    PLAYER_COLOURS,
    SC_GAME,
    SC_NAMES,
    SC_PLAYERS,
    WHITE,
)

_TITLE = const(0)  # +index in games.GAMES
_HISTORY = const(40)
_MORE = const(41)  # the next page of titles
_BACK = const(42)
_PLAYERS = const(50)  # +players


def key(shell, a):
    if a == _HISTORY:
        from zootally.ui import history

        history.enter(shell)
    elif a == _MORE:  # the next three titles, after the last the first again
        more = 3 * shell.titles_page + 3 < len(games.GAMES)
        shell.titles_page = shell.titles_page + 1 if more else 0
    elif a == _BACK:
        shell.screen = SC_GAME
    elif a >= _PLAYERS:
        players = a - _PLAYERS
        if shell.roster:  # who sits where first (ui/seating.py)
            shell.seats = players
            shell.seated = None  # the screen opens on the last table's (ui/seating.py)
            shell.screen = SC_NAMES
        else:
            new_game(shell, players)
    else:
        shell.game_index = a - _TITLE
        shell.screen = SC_PLAYERS


def new_game(shell, players):
    """A new game of the title chosen, its players' names those of the names screen
    (shell.seated, packed: ui/seating.py), or none; the questions with one answer at its
    start answered."""
    from zootally.core import logwrite

    game_id = games.GAMES[shell.game_index][games.ID]
    # The log's image, then the game's code, while the heap is whole (its two modules
    # are its largest blocks); then, for a moment, the little of the history's code
    # that finds the game's number (core/region.py, not core/history.py: here the
    # heaviest game's start was the device's tightest moment). Shell.idle() has done
    # all three while the player count was asked, if the table gave it the time.
    logwrite.reserve(shell.store)
    module = games.load(game_id)
    games.load(game_id, "ui")
    # Numbered at its start, so that its summary is known by it (stored once).
    number = shell.game_number()
    # Inputs the settings decide (Zooscape's card values), logged like any other so that
    # the record and every replay score with them, and written with the game's start in
    # one write: a cut leaves the game with all of them or not begun. Only those the
    # game takes (a replay of them, as at a resume).
    setup = bytearray()
    if shell.card_values is not None:
        setup = Session(module, players, None, bytes(module.start_inputs(*shell.card_values))).log
    names = shell.seated
    shell.seated = None
    logwrite.begin(shell.store, game_id, players, number, setup, names)
    shell.resume(game_id, players, setup)
    from zootally.ui import play

    play.key(shell, play.SETTLE)


def back(shell):
    shell.screen = SC_GAME


def undo(shell):
    if shell.screen == SC_PLAYERS:
        shell.screen = SC_GAME
    else:
        shell.view.flash = "nothing to undo"


def fill(shell, v):
    if shell.screen == SC_PLAYERS:
        entry = games.GAMES[shell.game_index]
        v.status = "New " + entry[games.TITLE]
        v.lines[0] = "How many players?"
        for i in range(len(entry[games.PLAYERS])):
            p = entry[games.PLAYERS][i]
            v.set(i, str(p), WHITE, _PLAYERS + p)
        v.set(S_BACK, "BCK", BACK_COLOUR, _BACK)
        return
    # A key per registered game, then HIS; a line each for three titles (the status line
    # names the first), and past three, MOR turns to the next three. Five keys at most on
    # a legend line of two rows (six labels of three letters do not fit 21 characters):
    # the sixth key of each line stays dark.
    v.undo = False
    n = len(games.GAMES)
    first = 3 * shell.titles_page if 3 * shell.titles_page < n else 0
    for i in range(n):
        g = games.GAMES[i]
        players = g[games.PLAYERS]
        v.set(i + i // 5, g[games.KEY], PLAYER_COLOURS[i % 6], _TITLE + i)
        if first <= i < first + 3:
            text = "%s %s %d-%d" % (g[games.KEY], g[games.TITLE], players[0], players[-1])
            if i == first:
                v.status = text
            else:
                v.lines[i - first - 1] = text
    v.set(max(3, n + n // 5), "HIS", WHITE, _HISTORY)
    if n > 3:  # on the bottom row, beside UNDO: the top row's labels fill its line
        v.set(10, "MOR", WHITE, _MORE)
