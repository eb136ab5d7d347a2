# SPDX-License-Identifier: MIT
"""A hypothesis state machine over the device's UI: random keys (any key on any screen,
UNDO from the very start, repeats, encoder spins, holds for the menu) and power cuts at
random moments, with the game's invariants checked after every step:

- the device never raises, and every line fits the screen;
- a dark key pressed says why (or that it is not used) and changes nothing;
- the game is its log: replaying the log gives the same state, and the stored log is it;
- cards are all accounted for, and finished rounds score by the rulebook's formula;
- power cuts alone (a byte cut mid-bits, any number in a row) never bring the damaged
  screen."""

import random

import reliability as rel
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from nvm_model import PowerCut, Rp2040Nvm
from property_examples import examples
from test_zooscape_properties import check_invariants, check_scores
from zootally import games
from zootally.core import logwrite, record
from zootally.core import names as nm
from zootally.core.session import Session
from zootally.core.store import Store
from zootally.games import zoography as zg
from zootally.games import zooscape as zsc
from zootally.games import zoostock as zs
from zootally.ui import keys, view
from zootally.ui.legend import legend_lines

from host_sim import registry

LAYOUT = tuple(range(11)) + (keys.UNDO,)  # the MacroPad's grid; slot 11 is on the encoder


class DeviceMachine(RuleBasedStateMachine):
    presses = 0  # keys pressed over all runs (for docs/reliability.md)
    cuts = 0
    cuts_in_writes = 0  # those that fell inside a write

    @initialize(seed=st.integers(0, 10**6), progress=st.integers(0, 260))
    def start(self, seed, progress):
        self.nvm = Rp2040Nvm()
        self.nvm.partial = random.Random(seed)  # a cut byte keeps part of its bits
        if seed % 3:  # most runs start from a game in progress, to reach every screen
            row = games.GAMES[seed // 3 % len(games.GAMES)]  # any registered title
            players = row[games.PLAYERS][seed // 7 % len(row[games.PLAYERS])]
            t = registry.table(row[games.ID], players, random.Random(seed))
            t.play(progress)
            # Most with names: every screen must fit them (three letters where P1 has two).
            names = None
            if seed % 5:
                names = nm.pack(rel.ROSTER.split(",")[:players])
            logwrite.start(Store(self.nvm), row[games.ID], players, t.inputs, names=names)
        # A roster on most runs: a new game asks for names (SC_NAMES) first.
        self.roster = rel.ROSTER if seed % 2 else ""
        self.shell = rel.boot(self.nvm, self.roster)
        # One run in four on a board without soft keys: its arrows narrow and take choices.
        self.shell.view.keyed = seed % 4 != 0

    def _press(self, k):
        DeviceMachine.presses += 1
        v = self.shell.view
        dark = 0 <= k < keys.SLOTS and v.slots[k] is None
        before = bytes(self.shell.session.log) if self.shell.session else None
        self.shell.press(k)
        if dark:  # a refusal always says something, and changes nothing
            assert self.shell.view.flash
            after = bytes(self.shell.session.log) if self.shell.session else None
            assert after == before

    @rule(k=st.integers(0, keys.SLOTS - 1))
    def soft_key(self, k):
        self._press(k)

    @rule(k=st.sampled_from([keys.UNDO, keys.OK, keys.BACK, keys.MENU]))
    def fixed_key(self, k):
        self._press(k)

    @rule()
    def waits(self):
        """No key for a while: the device does ahead what the next key may need (the
        game's code while the player count is asked), and the screen stays as it is."""
        v = self.shell.view
        shown = (v.status, list(v.lines), list(v.slots))
        self.shell.idle()
        assert (v.status, list(v.lines), list(v.slots)) == shown

    @rule(k=st.integers(0, keys.SLOTS - 1), n=st.integers(2, 6))
    def key_repeat(self, k, n):
        for _ in range(n):
            self._press(k)

    @rule(n=st.integers(-12, 12), turn=st.booleans())
    def encoder_spin(self, n, turn):
        if turn:  # the encoder (moves a split point where one is shown), else arrow keys
            ahead, back = keys.TURN_NEXT, keys.TURN_PREV
        else:
            ahead, back = keys.NEXT, keys.PREV
        for _ in range(abs(n)):
            self._press(ahead if n > 0 else back)
        if n % 2:
            self._press(keys.OK)

    @precondition(lambda self: self.shell.session is not None)
    @rule(data=st.data())
    def a_legal_input(self, data):
        """Now and then press what a real table would: keeps games moving forward."""
        v = self.shell.view
        lit = [i for i in range(keys.SLOTS) if v.slots[i] is not None]
        if lit:
            self._press(data.draw(st.sampled_from(lit)))

    @rule(after=st.integers(0, 8), k=st.integers(0, keys.SLOTS - 1))
    def power_cut(self, after, k):
        """Unplug during the next key's write (or not at all, if it writes less)."""
        DeviceMachine.cuts += 1
        self.nvm.cut_after = self.nvm.steps + after
        try:
            self.shell.press(k)
        except PowerCut:
            DeviceMachine.cuts_in_writes += 1
        self.nvm.cut_after = -1
        keyed = self.shell.view.keyed
        self.shell = rel.boot(self.nvm, self.roster)
        self.shell.view.keyed = keyed

    @invariant()
    def cuts_never_damage(self):
        assert self.shell.screen != rel.DAMAGED_SCREEN

    @invariant()
    def screen_fits(self):
        v = self.shell.view
        layout = LAYOUT if v.keyed else (keys.PREV, keys.OK, keys.NEXT)  # else the Feather's
        for line in [v.status, v.lines[0], v.lines[1], v.flash] + legend_lines(v, layout, 3):
            assert len(line) <= 21, line

    @invariant()
    def the_seats_are_called_as_the_store_names_them(self):
        store = self.shell.store
        if store.on and self.shell.session is not None:
            labels = view.labels_of(store.names)
            for seat in range(store.params):
                assert view.seat_label(seat) == view.label_in(labels, seat)
            if store.names:
                assert nm.unpack(store.names, store.params) is not None

    @invariant()
    def game_is_its_log(self):
        s = self.shell.session
        if s is None:
            return
        text = record.reader(s.module.GAME_ID)
        again = Session(s.module, s.params, None, bytes(s.log)).game
        assert text.summary(again) == text.summary(s.game)
        status, _, _, stored = Store(self.nvm).load()
        fix = self.shell.fixing
        if fix is not None and fix.next >= 0:
            # A fix under way writes nothing until it is whole (ui/fix.py): the store
            # keeps the game as it was, and the game being fixed is its log up to the
            # entry fixed, then what the table enters again.
            assert bytes(stored) == bytes(fix.old)
            assert bytes(s.log)[: fix.at] == bytes(fix.old)[: fix.at]
            return
        assert bytes(stored) == bytes(s.log)

    @invariant()
    def cards_and_scores(self):
        s = self.shell.session
        if s is None:
            return
        g = s.game
        if s.module is zg:
            for p in range(g.players):
                assert -1 <= g.stars(p) <= 10
            return
        if s.module is zsc:
            if g.direct:
                check_scores(g)
            else:
                check_invariants(g)
            return
        if s.module is not zs:
            return  # another registered title: its log, store and screens are checked above
        if g.phase in (zs.P_PLAY, zs.P_ORDER, zs.P_EX):
            assert g.cards_in_play() == g.deck_size()
        for r, scores in enumerate(g.round_scores):
            zoos, ex, locks = g.round_zoos[r]
            assert scores == [sum(row[1] * ex[row[0]] for row in z) for z in zoos]
            assert sum(row[1] for z in zoos for row in z) + sum(ex) + locks == g.deck_size()

    @invariant()
    def the_bin_stays_secret(self):
        """S5: no screen changes when the bin holds other cards of the same number."""
        s = self.shell.session
        if s is None or s.module is not zsc or not s.game.bin:
            return
        g = s.game
        v = self.shell.view
        seen = (v.status, list(v.lines), list(v.slots), v.flash)
        kept = list(g.bin)
        g.bin[:] = [zsc.FIRE if c != zsc.FIRE else zsc.COIN + 9 for c in kept]
        self.shell.render()
        other = (v.status, list(v.lines), list(v.slots), v.flash)
        g.bin[:] = kept
        self.shell.render()
        assert other == seen


DeviceMachine.TestCase.settings = settings(max_examples=examples(60), stateful_step_count=60)
TestDevice = DeviceMachine.TestCase
