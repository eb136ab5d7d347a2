# SPDX-License-Identifier: MIT
"""Who sits where (SC_NAMES), where the settings give the table's names: a key per name of
the roster (past eight, seven a page and MOR), lit in the colour of the seat it gives; each
press names the next seat. OK begins the game with the names given (the seats after them
go by P3, P4...); UNDO takes the last name back; a name pressed with every seat named
begins the seats again. Loaded while it shows (Shell._owner)."""

from zootally import games
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import BACK_COLOUR, OK_COLOUR, PLAYER_COLOURS, SC_PLAYERS, WHITE, fit

_NAME = const(0)  # +a name's place in the roster: the next seat's player
_SEATED = const(100)  # the names given are the game's: it begins
_MORE = const(101)  # the roster's next names
_BACK = const(102)
# The keys that name players: five on the legend's first line (six names of three letters
# do not fit it), three on its second; past eight names, the last turns the page (MOR).
_NAME_SLOTS = (0, 1, 2, 3, 4, 6, 7, 8)

OWN_NAMES = True  # its lines name the roster's players, not the seats of a game on


def key(shell, a):
    if a == _SEATED:
        from zootally.core import names as nm
        from zootally.ui import choice

        seated = shell.seated  # packed for the game's start; None: nobody named
        shell.seated = nm.pack(seated + [None] * (shell.seats - len(seated))) if seated else None
        games.forget("zootally.core", "names")
        choice.new_game(shell, shell.seats)
        # The game choice's module, which starts a game: not this screen's, so the shell
        # would not forget it as the game's screens show (it stayed for the whole game).
        games.forget("zootally.ui", "choice")
    elif a == _MORE:  # the roster's next page of names, after the last the first again
        last = (len(_NAME_SLOTS) - 1) * (shell.roster_page + 1) >= len(_roster(shell))
        shell.roster_page = 0 if last else shell.roster_page + 1
    elif a == _BACK:
        back(shell)
    else:  # the next seat's name (every seat named: the first again)
        if len(shell.seated) >= shell.seats:
            shell.seated = []
        shell.seated.append(_roster(shell)[a - _NAME])


def back(shell):
    shell.screen = SC_PLAYERS


def undo(shell):
    """The last name given, then back to the count."""
    if shell.seated:
        from zootally.core.names import labels

        roster = _roster(shell)  # the name as its key showed it (the font draws no accent)
        shell.view.flash = "undone: " + labels(roster)[roster.index(shell.seated.pop())]
        games.forget("zootally.core", "names")
    else:
        back(shell)


def _roster(shell):
    return shell.roster.split(",")


def _last_table(shell):
    """The names the last game began with that the roster still has, in their seats'
    order, as many as there are seats now: one press (OK) gives them to the new game."""
    last = shell.store.names
    if not last:
        return []
    roster = _roster(shell)
    kept = [n for n in bytes(last).decode().split(",") if n in roster]
    return kept[: shell.seats]


def fill(shell, v):
    from zootally.core.names import labels

    if shell.seated is None:  # just opened: the last table's order offered
        shell.seated = _last_table(shell)
        shell.roster_page = 0
    n = shell.seats
    seated = shell.seated
    roster = _roster(shell)
    v.status = "Names, %d players" % n
    shown = labels(roster)  # told apart over the whole roster, as its keys show them
    v.lines[0] = fit([shown[roster.index(s)] for s in seated]) if seated else "nobody named yet"
    full = len(seated) >= n
    v.lines[1] = "OK: play. Name: anew" if full else "Name for P%d? OK: none" % (len(seated) + 1)
    colour = PLAYER_COLOURS[len(seated) % n]  # the seat the key names
    paged_keys = len(roster) > len(_NAME_SLOTS)
    per_page = len(_NAME_SLOTS) - paged_keys
    first = per_page * shell.roster_page
    for k in range(per_page):
        i = first + k
        if i < len(roster) and (full or roster[i] not in seated):
            v.set(_NAME_SLOTS[k], shown[i], colour, _NAME + i)
    v.names = shown  # the legend may show them shorter
    games.forget("zootally.core", "names")
    if paged_keys:
        v.set(_NAME_SLOTS[-1], "MOR", WHITE, _MORE)
    v.set(S_BACK, "BCK", BACK_COLOUR, _BACK)
    v.set(S_OK, "OK", OK_COLOUR, _SEATED)
    v.cursor = S_OK
