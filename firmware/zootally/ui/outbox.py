# SPDX-License-Identifier: MIT
"""What goes over the USB serial console (REC, HEX): the game record and the history, made
line by line as they are sent, never whole in the heap. Loaded while they are sent
(Shell.take_outbox), forgotten after (Shell.sent)."""

from zootally import games
from zootally.ui import shelf

RECORD = "record"  # shell.outbox: the game record, to be made as it is sent


def send(shell):
    """REC: the game's record and the history, over USB (App.send, then Shell.sent)."""
    shell.outbox = RECORD
    shell.view.flash = "sending to USB"


def take(shell):
    """What to send now, as a list of parts (iterables of lines). App.send drops each part
    when it is sent: the record's code goes first."""
    out = shell.outbox
    shell.outbox = None
    shell.sending = out == RECORD  # Shell.sent follows
    if out != RECORD:
        return [out]  # lines made already (HEX's rows)
    # Set aside if the menu did not (an entry half made keeps it): back in Shell.sent.
    shelf.shelve(shell, True)
    game = shell.shelved
    if game is None and shell.session is not None:  # an entry half made
        session = shell.session
        game = (session.module.GAME_ID, session.params, session.log)
    lines = ()
    if game is not None:
        # The rules first, the largest module, while the heap has the most room in one
        # piece: the record writer needs them, and they stay for the game.
        games.load(game[0])
        from zootally.core import record

        store = shell.store
        origin = (shell.device, store.number) if shell.device and store.number else None
        lines = record.record_lines(game[0], game[1], game[2], store.fixes, store.names, origin)
    return [lines, _history_lines(shell)]


def _history_lines(shell):
    """The history's lines (core/history.history_lines), its code loaded once the record's
    has gone, not beside it: the record writer's module forgot itself, and here goes what
    it shares with the records' readers (games/textform.py), which a device never loads."""
    games.forget("zootally.games", "textform")
    current = shelf.finished(shell)
    from zootally.core import history

    yield from history.history_lines(shell.store.mem, shell.store.base, current, shell.device)
