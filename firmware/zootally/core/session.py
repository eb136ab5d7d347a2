# SPDX-License-Identifier: MIT
"""A game in progress: the game state, its input log and the store that keeps the log.

The state changes only through inputs; undo and resume are replays of the log.
"""

from zootally.core.store import StoreFull


class Session:
    def __init__(self, module, params, store=None, inputs=b""):
        self.module = module
        self.params = params
        self.store = store
        self.log = bytearray()
        self.game = module.Game(params)
        for v in inputs:
            if self.game.apply(v):
                break  # an illegal stored input ends the replay; what came before stands
            self.log.append(v)
        self.dropped = len(inputs) - len(self.log)  # stored inputs that did not replay

    def apply(self, v):
        """Apply one input; returns 0 or the game's error code (nothing changed)."""
        err = self.game.apply(v)
        if err:
            return err
        self.log.append(v)
        if self.store is not None:
            try:
                self.store.append(v)
            except StoreFull:
                self.store.start(self.module.GAME_ID, self.params, self.log)
        return 0

    def undo(self):
        """Drop the last input. Returns False if there is nothing to undo."""
        if not self.log:
            return False
        self.log = self.log[:-1]  # MicroPython's bytearray has no pop()
        self.game = self.module.Game(self.params)
        for v in self.log:
            self.game.apply(v)
        if self.store is not None:
            try:
                self.store.undo()
            except StoreFull:
                self.store.start(self.module.GAME_ID, self.params, self.log)
        return True
