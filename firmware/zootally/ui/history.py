# SPDX-License-Identifier: MIT
"""The HISTORY screen (SC_HISTORY): the finished games the device keeps (core/history.py),
newest first, two a page; a game's totals and what decided it; per title, the wins per
seat. Loaded while it shows (Shell._owner, which opens it with the game set aside), and
forgotten as it closes (leave()): nothing of it stays in the heap during a game."""

from zootally import games
from zootally.core import history as hi
from zootally.games.common import const, rule_text
from zootally.ui import shelf
from zootally.ui.keys import S_BACK
from zootally.ui.view import (
    BACK_COLOUR,
    PLAYER_COLOURS,
    SC_HISTORY,
    SEATS,
    WHITE,
    fit,
    fitting,
    label_in,
    labels_of,
)

OWN_NAMES = True  # it names each game's own players, not the seats of the game on

_LIST = const(0)
_GAME = const(1)
_WINS = const(2)

_A_OPEN = const(0)  # +0, +1: the game on the first or second line
_A_NEWER = const(2)
_A_OLDER = const(3)
_A_SEND = const(4)
_A_BACK = const(5)
_A_WINS = const(10)  # +index in games.GAMES

_S_NEWER = const(3)
_S_OLDER = const(5)
# Where the titles' keys go, in registry order, each skipped where the screen has a key of
# its own: never BCK's place (a fourth title once landed under it).
_S_TITLES = (6, 7, 8, 10, 4, 11, 0, 1, 2)


def title(game_id):
    row = games.entry(game_id)
    return row[games.TITLE] if row is not None else "game %d" % game_id


def winner_text(summary, most=6):
    """Who won and with what: `P3 66`, `P1,P3 40` (shared), `won 9`/`lost 5` (solo); past
    `most` winners, how many more (`P1+2 40`)."""
    if summary[hi.PLAYERS] == 1:
        return "%s %d" % ("won" if summary[hi.WINNERS] else "lost", summary[hi.TOTALS][0])
    if not summary[hi.WINNERS]:
        return "-"
    w = summary[hi.WINNERS]
    labels = labels_of(summary[hi.NAMES])  # that game's players, not the one on
    text = ",".join(label_in(labels, p) for p in w[:most])
    if len(w) > most:
        text += "+%d" % (len(w) - most)
    return text + " %d" % summary[hi.TOTALS][w[0]]


def item_text(summary):
    """One line a game: `#12 ZooStock P3 66`; where that does not fit, the title's key,
    then the first winner and how many more, then without the score."""
    if summary is None:
        return "damaged: skipped"
    row = games.entry(summary[hi.GAME])
    key = row[games.KEY] if row is not None else "?"
    number = summary[hi.NUMBER]
    text = "#%d %s %s" % (number, title(summary[hi.GAME]), winner_text(summary))
    if len(text) > 21:
        text = "#%d %s %s" % (number, key, winner_text(summary))
    if len(text) > 21:
        text = "#%d %s %s" % (number, key, winner_text(summary, 1))
    if len(text) > 21:
        text = text[: text.rindex(" ")]
    return text


def games_text(n):
    return "1 game" if n == 1 else "%d games" % n


def key(shell, a):
    if a == _A_SEND:  # the record and the history over USB
        from zootally.ui import outbox

        outbox.send(shell)
    elif shell.history.act(a):
        leave(shell)


def back(shell):
    """As its BCK: up a level, or out."""
    key(shell, _A_BACK)


def undo(shell):
    leave(shell)


def enter(shell):
    """HIS: this screen, the game set aside first: its code and summaries never share the
    heap with the game's, nor with the menu's (Shell._owner)."""
    shelf.shelve(shell)
    shell.history_from = shell.screen
    shell.screen = SC_HISTORY


def leave(shell):
    """Out, to where it was opened from: its code and the history's leave the heap (a game
    set aside comes back once the key's frames are gone: Shell.press)."""
    shell.history = None
    games.forget("zootally.ui", "history")
    shelf.forget_history_code()
    shell.screen = shell.history_from


def fill(shell, v):
    if shell.history is None:  # just opened (enter)
        store = shell.store
        shell.history = History(store.mem, store.base, shelf.finished(shell))
    shell.history.fill(v)


class History:
    def __init__(self, mem, size, current=None):
        """The history in the first `size` bytes of `mem` (the store's); `current`: the
        summary of the game on the device if it is over (stored when a new game starts),
        shown as the newest. Only where each summary starts is kept (a number each): a
        hundred decoded summaries would take 12 KB of a board's heap in the middle of a
        game. One pass now counts the games of each title for its key."""
        self.mem = mem
        self.size = size
        self.current = current
        self.starts = hi.starts(mem, size, 0 if current is None else 1)
        self.games = [0] * len(games.GAMES)
        for k in range(len(self.starts)):
            summary = self.item(k)
            if summary is not None:
                i = games.index(summary[hi.GAME])
                if i >= 0:
                    self.games[i] += 1
        self.mode = _LIST
        self.top = 0  # the list's first line
        self.at = 0  # the game open
        self.title = 0  # the wins page's title, an index in games.GAMES
        self.figures = None  # its figures (wins())

    def item(self, k):
        """The k-th summary, newest first, decoded (None: damaged)."""
        pos = self.starts[k]
        if pos < 0:
            return self.current
        return hi.at(self.mem, self.size, pos)

    def wins(self, game_id):
        """(wins per seat, shared games, solo games, solo wins) of one title."""
        per_seat = [0] * len(SEATS)  # a summary's winners, whatever seats its title has
        shared = solo = solo_won = 0
        for k in range(len(self.starts)):
            summary = self.item(k)
            if summary is None or summary[hi.GAME] != game_id:
                continue
            if summary[hi.PLAYERS] == 1:
                solo += 1
                solo_won += len(summary[hi.WINNERS])
                continue
            for p in summary[hi.WINNERS]:
                per_seat[p] += 1
            if len(summary[hi.WINNERS]) > 1:
                shared += 1
        return per_seat, shared, solo, solo_won

    def act(self, a):
        """A key of this screen (an action as fill() set it); True: out of HISTORY."""
        n = len(self.starts)
        if a == _A_BACK:
            if self.mode == _LIST:
                return True
            if self.mode == _GAME:
                self.top = self.at - self.at % 2  # the page of the game that was open
            self.mode = _LIST
        elif a == _A_OPEN or a == _A_OPEN + 1:
            self.at = self.top + a - _A_OPEN
            self.mode = _GAME
        elif a == _A_NEWER or a == _A_OLDER:
            step = -1 if a == _A_NEWER else 1
            if self.mode == _GAME:
                self.at = max(0, min(n - 1, self.at + step))
                self.top = self.at - self.at % 2
            else:
                self.top = max(0, min(n - 1, self.top + 2 * step))
        elif a >= _A_WINS:
            self.title = a - _A_WINS
            self.figures = self.wins(games.GAMES[self.title][games.ID])
            self.mode = _WINS
        return False

    def fill(self, v):
        if self.mode == _GAME:
            self._game(v)
        elif self.mode == _WINS:
            self._wins(v)
        else:
            self._list(v)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)

    def _list(self, v):
        n = len(self.starts)
        v.status = "History: %s" % games_text(n) if n else "History: none yet"
        if not n:
            v.lines[0] = "A game is kept here"
            v.lines[1] = "when the next starts."
        for i in range(2):
            k = self.top + i
            if k < n:
                summary = self.item(k)
                v.lines[i] = item_text(summary)
                if summary is not None:
                    label = (
                        "#%d" % summary[hi.NUMBER]
                        if summary[hi.NUMBER] < 100
                        else str(summary[hi.NUMBER])
                    )
                    w = summary[hi.WINNERS]
                    v.set(i, label, PLAYER_COLOURS[w[0]] if w else WHITE, _A_OPEN + i)
        if n:
            v.set(2, "REC", WHITE, _A_SEND)
        if self.top > 0:
            v.set(_S_NEWER, "NWR", WHITE, _A_NEWER)
        if self.top + 2 < n:
            v.set(_S_OLDER, "OLD", WHITE, _A_OLDER)
        self._title_keys(v)

    def _title_keys(self, v):
        """A key per title with games kept, in the colour of the game choice: its wins.
        A title keeps its place on a screen (the i-th free one of _S_TITLES)."""
        i = 0
        for k in _S_TITLES:
            if i == len(games.GAMES):
                break
            if v.slots[k] is not None:
                continue
            if self.games[i]:
                row = games.GAMES[i]
                v.set(k, row[games.KEY], PLAYER_COLOURS[i % len(PLAYER_COLOURS)], _A_WINS + i)
            i += 1

    def _game(self, v):
        summary = self.item(self.at)
        v.status = item_text(summary)
        if summary is not None:
            v.lines[0] = fit(["Tot"] + [str(t) for t in summary[hi.TOTALS]])  # as its tally
            # (as much as fits: a summary its CRC passed by chance may say a round of 100)
            v.lines[1] = rule_text(summary[hi.RULE], summary[hi.EXTRA])[:21]
            if summary[hi.WINNERS]:
                v.glow = PLAYER_COLOURS[summary[hi.WINNERS][0]]
        if self.at > 0:
            v.set(_S_NEWER, "NWR", WHITE, _A_NEWER)
        more = self.at + 1 < len(self.starts)
        if more:
            v.set(_S_OLDER, "OLD", WHITE, _A_OLDER)
        v.cursor = _S_OLDER if more else S_BACK

    def _wins(self, v):
        row = games.GAMES[self.title]
        n = self.games[self.title]
        per_seat, shared, solo, solo_won = self.figures
        v.status = "%s %s" % (row[games.TITLE], games_text(n))
        seats = max(row[games.PLAYERS])
        # By seat: who sat there changes from game to game (zootally standings: by name).
        parts = ["wins"] + ["%s %d" % (label_in((), p), per_seat[p]) for p in range(seats)]
        if seats == 1 or n == solo:
            parts = []
        if shared:
            parts.append("shared %d" % shared)
        if solo:
            parts.append("solo won %d/%d" % (solo_won, solo))
        k = fitting(parts)
        v.lines[0] = " ".join(parts[:k])
        v.lines[1] = fit(parts[k:])
        self._title_keys(v)
        for k in _S_TITLES:  # the highlight on this title's key, wherever it stands
            if v.slots[k] is not None and v.actions[k] == _A_WINS + self.title:
                v.cursor = k
