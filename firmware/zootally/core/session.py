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
        # The last thing done was a fix (FIX on the menu): what UNDO takes back, (how
        # many inputs it kept, the inputs it dropped); else None.
        self.unfix = store.unfix if store is not None and not self.dropped else None

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
        self.unfix = None
        if self.store is not None:
            try:
                self.store.append(v)
            except StoreFull:  # the game outgrew the log: written afresh as it stands
                self.store.rewrite(self.log)
        return 0

    def undo(self):
        """Drop the last input, or, where the last thing done was a fix, the fix whole (the
        inputs it replaced back). Returns False if there is nothing to undo (none the table
        entered). The replay is here, with the locals it always had, not in a helper: UNDO
        under a held key (Shell.take_back) is the board's deepest Python stack."""
        fixed = self.log  # the log as it stands, for a rewrite of the log (below)
        if self.unfix is not None:  # n: the inputs before the fix's, as they were
            n = len(self.log) - self.unfix[0]
            self.log = self.log[:n] + self.unfix[1]
        elif len(self.log) <= self.fixed:
            return False
        else:
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
        for i in range(start, len(self.log)):
            game.apply(self.log[i])
            if i >= n:  # an input the fix had replaced, back: its round starts too
                cp = game.checkpoint()
                if cp is not None:
                    self.marks.append((i + 1, cp))
        self.game = game
        if self.store is not None:
            try:
                if self.unfix is not None:
                    self.store.fix(self.unfix[0], self.unfix[1])
                else:
                    self.store.undo()
            except StoreFull:
                if self.unfix is not None:  # the fixed game, then the block taking it back
                    self.store.rewrite(fixed, self.unfix[0], self.unfix[1])
                else:
                    self.store.rewrite(self.log)
        self.unfix = None
        return True

    def adopt(self, store, old, k):
        """A fix made whole: this session, made from the first k inputs of the stored log
        `old` with no store, the table's fixed entry and what it kept of the rest after
        them, becomes the game. Its inputs from the k-th on replace the stored ones in one
        write (a cut leaves the game as it was); UNDO takes the fix back whole."""
        self.store = store
        self.fixed = store.setup
        self.unfix = (len(self.log) - k, bytes(old[k:]))
        try:
            store.fix(len(old) - k, self.log[k:], self.unfix[1])
        except StoreFull:  # the log written afresh: the game as it was, then the fix
            store.rewrite(old, len(old) - k, self.log[k:], self.unfix[1])
