# SPDX-License-Identifier: MIT
"""A game in progress: the game state, its input log and the store that keeps the log.

The state changes only through inputs; undo and resume are replays of the log. A game
that can describe the start of a round (checkpoint/restore) lets UNDO replay from there
instead of from the first input. The game's set-up inputs (the store's `setup`: what
the settings gave it, written with its start) are never undone: the table did not enter
them."""

from zootally.core.store import StoreFull


class Session:
    def __init__(self, module, params, store=None, inputs=b""):
        self.module = module
        self.params = params
        self.store = store
        self.log = bytearray()
        self.marks = []  # (inputs before it, checkpoint) at each round start
        self.game = module.Game(params)
        self._mark()
        for v in inputs:
            if self.game.apply(v):
                break  # an illegal stored input ends the replay; what came before stands
            self.log.append(v)
            self._mark()
        self.dropped = len(inputs) - len(self.log)  # stored inputs that did not replay
        self.fixed = min(store.setup, len(self.log)) if store is not None else 0

    def _mark(self):
        c = self.game.checkpoint()
        if c is not None:
            self.marks.append((len(self.log), c))

    def apply(self, v):
        """Apply one input; returns 0 or the game's error code (nothing changed)."""
        err = self.game.apply(v)
        if err:
            return err
        self.log.append(v)
        self._mark()
        if self.store is not None:
            try:
                self.store.append(v)
            except StoreFull:  # the game outgrew the log: written afresh as it stands
                self.store.rewrite(self.log)
        return 0

    def undo(self):
        """Drop the last input. Returns False if there is nothing to undo (none the table
        entered)."""
        if len(self.log) <= self.fixed:
            return False
        self.log = self.log[:-1]  # MicroPython's bytearray has no pop()
        n = len(self.log)
        while self.marks and self.marks[-1][0] > n:
            self.marks.pop()
        self.game = None  # let the collector reuse its memory for the replay
        game = self.module.Game(self.params)
        start = 0
        if self.marks:
            start, cp = self.marks[-1]
            if start:
                game.restore(cp)
        for i in range(start, n):
            game.apply(self.log[i])
        self.game = game
        if self.store is not None:
            try:
                self.store.undo()
            except StoreFull:
                self.store.rewrite(self.log)
        return True
