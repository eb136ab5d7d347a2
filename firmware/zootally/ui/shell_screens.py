# SPDX-License-Identifier: MIT
"""The shell's screens around a game and what their keys do: the game choice, the player
count, the menu, NEW asked twice, a rule broken, a damaged store. Loaded while one of them
shows, forgotten while the game's screens or HISTORY show (Shell.render), so that a game's
heap never holds their code. Part of ui/shell.py."""

from zootally import games
from zootally.core.session import Session
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    BACK_COLOUR,
    MENU_COLOUR,
    OK_COLOUR,
    PLAYER_COLOURS,
    SC_CONFIRM,
    SC_CONFIRM2,
    SC_DAMAGED,
    SC_GAME,
    SC_MENU,
    SC_NAMES,
    SC_PLAY,
    SC_PLAYERS,
    SC_SCORE,
    SC_WARN,
    WHITE,
    X_FIX,
    X_GAME,
    X_HISTORY,
    fit,
    named,
    paged,
    seat_label,
    wrap,
)

# The keys' own actions (act), from X_GAME on (ui/view.py).
_X_PLAYERS = const(110)  # +players
_X_EXPORT = const(120)
_X_NEW = const(121)
_X_YES = const(122)
_X_BACK = const(123)
_X_KEEP = const(124)
_X_CARRY_ON = const(125)
_X_HEX = const(126)
_X_SEE = const(127)
_X_MORE = const(129)  # the game choice's next page of titles
_X_SCORE = const(130)  # the score so far: +0 all, +1+seat a seat's page
_X_NAME = const(140)  # +a name's place in the roster: the next seat's player
_X_SEATED = const(152)  # the names given are the game's: it begins
_X_ROSTER_MORE = const(153)  # the roster's next names
# The keys that name players: five on the legend's first line (six names of three letters
# do not fit it), three on its second; past eight names, the last turns the page (MOR).
_NAME_SLOTS = (0, 1, 2, 3, 4, 6, 7, 8)


def _new_game(shell, index, players):
    """A new game of games.GAMES[index], its players' names those of the names screen
    (shell.seated, packed by _seated()), or none."""
    game_id = games.GAMES[index][games.ID]
    # The log's image, then the game's code, while the heap is whole (its two modules
    # are its largest blocks); then, for a moment, the little of the history's code
    # that finds the game's number (core/region.py, not core/history.py: here the
    # heaviest game's start was the device's tightest moment).
    shell.store.reserve()
    module = games.load(game_id)
    games.load(game_id, "ui")
    from zootally.core import region

    # Numbered at its start, so that its summary is known by it (stored once).
    number = region.next_number(shell.store.mem, shell.store.base)
    games.forget("zootally.core", "region")
    # Inputs the settings decide (Zooscape's card values), logged like any other so that
    # the record and every replay score with them, and written with the game's start in
    # one write: a cut leaves the game with all of them or not begun. Only those the
    # game takes (a replay of them, as at a resume).
    setup = bytearray()
    if shell.card_values is not None:
        setup = Session(module, players, None, bytes(module.start_inputs(*shell.card_values))).log
    names = shell.seated
    shell.seated = None
    shell.store.begin(game_id, players, number, setup, names)
    shell._resume(game_id, players, setup)


def act(shell, a):
    """What a key of these screens does (a game's keys go to its UI, HISTORY's to
    ui/history.py: Shell.press)."""
    v = shell.view
    if X_GAME <= a < _X_PLAYERS:
        shell.game_index = a - X_GAME
        shell.screen = SC_PLAYERS
    # No local of the names screen's here, nor a call of more arguments than the others:
    # NEW's summary goes into a full history under this frame, the deepest path of every
    # game whose inputs are shallow.
    elif _X_PLAYERS <= a < _X_EXPORT:
        if shell.roster:  # who sits where first: the last table's order offered
            _ask_names(shell, a - _X_PLAYERS)
        else:
            _new_game(shell, shell.game_index, a - _X_PLAYERS)
            shell._answer_forced()
    elif _X_NAME <= a < _X_SEATED:
        _seat(shell, a - _X_NAME)
    elif a == _X_SEATED:
        _seated(shell)
        _new_game(shell, shell.game_index, shell.seats)
        shell._answer_forced()
    elif a == _X_ROSTER_MORE:
        _more_names(shell)
    elif a == _X_EXPORT:
        shell._send()  # the menu shows while it is sent; then the game (Shell.sent)
    elif a == _X_NEW:
        shell.screen = SC_CONFIRM
    elif a == _X_YES:
        if shell.screen == SC_CONFIRM:
            shell.screen = SC_CONFIRM2
        else:
            # A finished game joins the history, then the log says it ended.
            summary = shell._finished()
            if shell.ui is not None:
                shell.ui.phase_screens(None)
            # Its code too (the next may be another game), set aside (_shelve) or not.
            game_id = shell.session.module.GAME_ID if shell.session else None
            if shell.shelved is not None:
                game_id = shell.shelved[0]
            if game_id is not None:
                games.unload(game_id)
                games.unload(game_id, "ui")
            shell.session = None
            shell.shelved = None
            shell.ui = None
            shell.found = None
            games.forget("zootally.ui", "damaged")
            shell.store.end(summary)
            games.forget("zootally.core", "summary")
            shell._forget_history_code()
            shell.screen = SC_GAME
            if summary is not None:  # say where the game went
                v.flash = "game kept: HIS #%d" % summary[0]
    elif a == _X_BACK:
        if shell.screen == SC_SCORE and shell.score_page:
            shell.score_page = 0  # a seat's page: up to all of them
        else:
            shell._leave_menu()
    elif _X_SCORE <= a < _X_SCORE + 7:  # SCO, then its pages: a seat's key again turns it
        page = a - _X_SCORE
        same = shell.screen == SC_SCORE and page and page == shell.score_page
        shell.score_sub = shell.score_sub + 1 if same else 0
        shell.score_page = page
        shell.screen = SC_SCORE
    elif a == _X_MORE:  # the next three titles, after the last the first again
        more = 3 * shell.titles_page + 3 < len(games.GAMES)
        shell.titles_page = shell.titles_page + 1 if more else 0
    elif a == _X_KEEP:
        status, game_id, params, inputs, _ = shell.found
        shell.found = None
        games.forget("zootally.ui", "damaged")
        shell._resume(game_id, params, inputs)
        # Write back only what replays, so the damage cannot come back.
        shell.store.start(game_id, params, shell.session.log, setup=shell.session.fixed)
    elif a == _X_HEX:
        from zootally.ui import damaged

        shell.outbox = damaged.hex_rows(shell.store)
        v.flash = "area sent to USB"
    elif a == _X_SEE:
        shell.screen = SC_PLAY
        if shell.ui is None:
            # Set aside: it comes back after this key (Shell.press), with this module
            # forgotten and at the Python stack of any key, and SEE opens then.
            shell.see_next = True
        else:
            shell.ui.see()
    elif a == _X_CARRY_ON:
        shell.warned = len(shell.session.game.warnings)
        shell.screen = SC_PLAY


def _roster(shell):
    return shell.roster.split(",")


def _ask_names(shell, players):
    shell.seats = players
    shell.seated = _last_table(shell, players)
    shell.roster_page = 0
    shell.screen = SC_NAMES


def _seat(shell, i):
    """The roster's i-th name for the next seat (every seat named: the first again)."""
    if len(shell.seated) >= shell.seats:
        shell.seated = []
    shell.seated.append(_roster(shell)[i])


def _seated(shell):
    """The names given, packed for the game's start (core/names.pack), or None: nobody
    named."""
    from zootally.core import names as nm

    seated = shell.seated
    shell.seated = nm.pack(seated + [None] * (shell.seats - len(seated))) if seated else None
    games.forget("zootally.core", "names")


def _more_names(shell):
    """The roster's next page of names, after the last the first again."""
    last = (len(_NAME_SLOTS) - 1) * (shell.roster_page + 1) >= len(_roster(shell))
    shell.roster_page = 0 if last else shell.roster_page + 1


def _last_table(shell, players):
    """The names the last game began with that the roster still has, in their seats'
    order, as many as there are seats now: one press (OK) gives them to the new game."""
    last = shell.store.names
    roster = _roster(shell)
    if not last:
        return []
    kept = [n for n in bytes(last).decode().split(",") if n in roster]
    return kept[:players]


def _names(shell, v):
    """Who sits where: a key per name of the roster (past eight, seven a page and MOR),
    lit in the colour of the seat it gives; each press names the next seat. OK begins the
    game with the names given (the seats after them go by P3, P4...); UNDO takes the last
    name back; a name pressed with every seat named begins the seats again."""
    from zootally.core.names import label

    n = shell.seats
    seated = shell.seated
    roster = _roster(shell)
    v.status = "Names, %d players" % n
    v.lines[0] = fit([label(s) for s in seated]) if seated else "nobody named yet"
    full = len(seated) >= n
    v.lines[1] = "OK: play. Name: anew" if full else "Name for P%d? OK: none" % (len(seated) + 1)
    colour = PLAYER_COLOURS[len(seated) % n]  # the seat the key names
    paged_keys = len(roster) > len(_NAME_SLOTS)
    per_page = len(_NAME_SLOTS) - paged_keys
    first = per_page * shell.roster_page
    for k in range(per_page):
        i = first + k
        if i < len(roster) and (full or roster[i] not in seated):
            v.set(_NAME_SLOTS[k], label(roster[i]), colour, _X_NAME + i)
    v.names = [label(r) for r in roster]  # the legend may show them shorter
    games.forget("zootally.core", "names")
    if paged_keys:
        v.set(_NAME_SLOTS[-1], "MOR", WHITE, _X_ROSTER_MORE)
    v.set(S_BACK, "BCK", BACK_COLOUR, _X_BACK)
    v.set(S_OK, "OK", OK_COLOUR, _X_SEATED)
    v.cursor = S_OK


def back(shell):
    """The BACK key on SCO's screen does what its BCK does: up to all, or out."""
    act(shell, _X_BACK)


def fill(shell, sc, v):
    """Draw screen `sc` of the shell on the view (cleared)."""
    if sc == SC_GAME:
        # A key per registered game, then HIS; a line each for three titles (the status
        # line names the first), and past three, MOR turns to the next three. Five keys
        # at most on a legend line of two rows (six labels of three letters do not fit
        # 21 characters): the sixth key of each line stays dark.
        n = len(games.GAMES)
        first = 3 * shell.titles_page if 3 * shell.titles_page < n else 0
        for i in range(n):
            g = games.GAMES[i]
            players = g[games.PLAYERS]
            v.set(i + i // 5, g[games.KEY], PLAYER_COLOURS[i % 6], X_GAME + i)
            if first <= i < first + 3:
                text = "%s %s %d-%d" % (g[games.KEY], g[games.TITLE], players[0], players[-1])
                if i == first:
                    v.status = text
                else:
                    v.lines[i - first - 1] = text
        v.set(max(3, n + n // 5), "HIS", WHITE, X_HISTORY)
        if n > 3:  # on the bottom row, beside UNDO: the top row's labels fill its line
            v.set(10, "MOR", WHITE, _X_MORE)
    elif sc == SC_PLAYERS:
        entry = games.GAMES[shell.game_index]
        v.status = "New " + entry[games.TITLE]
        v.lines[0] = "How many players?"
        for i in range(len(entry[games.PLAYERS])):
            p = entry[games.PLAYERS][i]
            v.set(i, str(p), WHITE, _X_PLAYERS + p)
        v.set(S_BACK, "BCK", BACK_COLOUR, _X_BACK)
    elif sc == SC_NAMES:
        _names(shell, v)
    elif sc == SC_MENU:
        v.status = "Menu  HIS: history"
        v.lines[0] = "REC: record to USB"
        v.lines[1] = "NEW: new game"
        v.set(0, "REC", WHITE, _X_EXPORT)
        v.set(2, "NEW", MENU_COLOUR, _X_NEW)
        v.set(3, "HIS", WHITE, X_HISTORY)
        if shell.score is not None:
            v.set(4, "SCO", WHITE, _X_SCORE)
            v.lines[1] = "NEW: new, SCO: score"
        if shell.ui.SEE if shell.ui else shell.shelved[5]:  # the game maybe set aside
            v.set(1, "SEE", WHITE, _X_SEE)
            v.lines[0] = "REC: record SEE:table"
        log = shell.session.log if shell.ui else shell.shelved[2]
        store = shell.store  # (none in a test's copy of the shell)
        if store is not None and len(log) > store.setup:  # an entry of the table's: ui/fix.py
            v.set(6, "FIX", WHITE, X_FIX)
        v.set(S_BACK, "BCK", BACK_COLOUR, _X_BACK)
        # The menu is one key on every board: it says why the device did the last
        # thing it did, where it can (the keys' labels say the rest).
        why = shell.why_lines
        if why:
            v.status = "Menu  why, just now:"
            v.lines[0] = why[0]
            v.lines[1] = why[1] if len(why) > 1 else ""
    elif sc == SC_CONFIRM or sc == SC_CONFIRM2:
        v.status = "New game?"
        kept = shell._finished()  # a game over goes to the history: say so, and as what
        if kept is not None and sc == SC_CONFIRM:
            v.lines[0] = "Game over: kept as"
            v.lines[1] = "HIS #%d. New game?" % kept[0]
        elif kept is not None:
            v.lines[0] = "Its record goes (REC"
            v.lines[1] = "sends it). Sure?"
        else:
            v.lines[0] = "This game is lost." if sc == SC_CONFIRM else "Sure? It cannot"
            v.lines[1] = "Start a new one?" if sc == SC_CONFIRM else "be brought back."
        v.set(0, "YES", 0xFF4000, _X_YES)
        v.set(S_BACK, "NO", BACK_COLOUR, _X_BACK)
        v.cursor = S_BACK
    elif sc == SC_DAMAGED:
        from zootally.ui import damaged

        if damaged.say(v, shell.found, shell.store.version, shell._known(*shell.found[1:3])):
            v.set(0, "KEP", OK_COLOUR, _X_KEEP)
        v.set(1, "HEX", WHITE, _X_HEX)  # send it all over USB, change nothing
        v.set(2, "NEW", MENU_COLOUR, _X_NEW)
    elif sc == SC_SCORE:
        _score(shell, v)
    elif sc == SC_WARN:
        lines = wrap(named(shell.session.game.warnings[-1]).split(" ")) or [""]
        v.status = shell.session.module.WARNING_TITLE
        for i in range(min(2, len(lines))):
            v.lines[i] = lines[i]
        v.set(S_OK, "OK", OK_COLOUR, _X_CARRY_ON)
        v.cursor = S_OK


def _score(shell, v):
    """The score so far, from the menu's SCO (Shell._why made it as the menu opened, the
    game set aside): page 0 every seat's total, who leads and by how much, what the totals
    are (the round so far, the stars known...); a seat's key its page, how its total was
    made (the key again turns it). Nothing here changes the game: BCK goes back to it."""
    unit, note, totals, lines = shell.score
    n = len(totals)
    page = shell.score_page
    if page:
        s = page - 1
        more = 4 if len(lines[s]) > 2 else 0  # paged() adds the page shown: " 1/2"
        head = _with_unit("%s now %d" % (seat_label(s), totals[s]), unit, 21 - more)
        paged(v, head, lines[s], shell.score_sub)
    else:
        best = max(totals)
        top = [s for s in range(n) if totals[s] == best]
        if n == 1:
            v.status = _with_unit("Score now: %d" % best, unit)
        elif len(top) == n:
            v.status = "Score now: all level"
        elif len(top) > 1:
            v.status = fit([seat_label(s) for s in top] + ["level: %d" % best])
        else:
            second = max(totals[s] for s in range(n) if s != top[0])
            v.status = _with_unit("%s leads by %d" % (seat_label(top[0]), best - second), unit)
        v.lines[0] = fit(["Now"] + [str(t) for t in totals])
        v.lines[1] = note
        if v.pictures:
            v.bars = [(totals[s], PLAYER_COLOURS[s], s in top) for s in range(n)]
    for s in range(n):
        v.set(s, seat_label(s), PLAYER_COLOURS[s], _X_SCORE + 1 + s)
    v.set(6, "SUM", WHITE, _X_SCORE)
    v.set(S_BACK, "BCK", BACK_COLOUR, _X_BACK)
    v.cursor = page - 1 if page else 6


def _with_unit(text, unit, width=21):
    """The text and its unit, or the text alone where both do not fit ("animals")."""
    return text if len(text) + 1 + len(unit) > width else text + " " + unit
