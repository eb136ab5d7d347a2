# SPDX-License-Identifier: MIT
"""ZooStock's card on a board without soft keys (the Feather, the Pico, the PyBadge): one
list of every answer the card's screen takes, narrowed a part a press (ui/ranges.py)
until a part is one answer, which the press takes. Loaded by the play's screens only
there, and forgotten with them (play.LOADS): the MacroPad's heap never holds it."""

from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui.view import ANSWER, OK_COLOUR, PLAYER_COLOURS, WHITE, seat_label
from zootally.ui.zoostock import A_LOCK, A_PART, A_ZOOS, LOCK_COLOUR, can_lock


def listed(ui, v, g, who):
    """Without soft keys: every answer of the screen in one list (choices), narrowed by
    the buttons a part a press (ui/ranges.py) until a part is one answer, which the press
    takes. The parts go on the first keys, each labelled by its last answer (..G3 where
    it is more than one: the list's end, LCK or ZOO, always shows); the question says the
    part narrowed to (`who`: its start)."""
    from zootally.ui.ranges import split

    acts, weights = choices(ui, g)
    lo, hi = ui.lo, ui.hi
    if hi <= lo or hi > len(acts):
        lo, hi = 0, len(acts)
    else:
        v.lines[0] = "%s %s..%s?" % (who, choice_label(acts[lo]), choice_label(acts[hi - 1]))
    if hi - lo == 1:  # (a list of one: its answer on a key of its own)
        parts = [lo]
    else:
        parts = split(weights, lo, hi, 5 if v.far else 3)
    parts.append(hi)
    ui.parts = parts
    for p in range(len(parts) - 1):
        a = acts[parts[p]]
        if parts[p + 1] - parts[p] == 1:
            v.set(p, choice_label(a), colour(a), a)
        else:  # up to its last answer: the list's end shows (ZOO, LCK, TAL)
            v.set(p, ".." + choice_label(acts[parts[p + 1] - 1]), colour(a), A_PART + p)


def choice_label(a):
    """An answer of the list (choices) as its key says it: G3, LCK, ZOO, P2, TAL."""
    if a == A_LOCK:
        return "LCK"
    if a == A_ZOOS:
        return "ZOO"
    a -= ANSWER
    if a < zs.DECK:
        return zs.card_text(a)
    if a == zs.IN_TALLY:
        return "TAL"
    return seat_label(a - zs.IN_LEAD)


def colour(a):
    """What an answer of the list (choices), or the part it starts, lights in."""
    if a == A_LOCK:
        return LOCK_COLOUR
    if a == A_ZOOS:
        return WHITE
    a -= ANSWER
    if a < zs.DECK:
        return zs.ANIMAL_COLOURS[a // 10]
    if a == zs.IN_TALLY:
        return OK_COLOUR
    return PLAYER_COLOURS[a - zs.IN_LEAD]


# How likely an answer is, for the list's parts (choices): the scale of a chance, and
# the least a card's may be, one _FLOOR-th of an even chance.
_SCALE = const(1024)
_FLOOR = const(8)


def choices(ui, g):
    """Every answer the card's screen takes without soft keys, in the order the list
    shows them: the cards the game takes, animal by animal (G H B R T E; after a lead
    the led animal's first), numbers up; then LCK where it is lit, ZOO, the first
    leader's seats and TAL where the keyed boards have them. With each, how likely it
    is (an int, in proportion), for a device that knows the cards seen and the voids
    shown, not the hands: in the EX zone the least of the cards still to come after the
    last (the zone laid out by animal, numbers up), else any unseen; a lead any card of
    an animal its player has not shown void in; after a lead one of the led animal's
    numbers, unless the player holds none of them (as likely as a hand of its size dealt
    from the unseen cards without one). LCK as likely at each of the player's turns left
    (a player locks once a round), the rest one in a hundred; no card less than one
    _FLOOR-th of an even chance."""
    acts = []
    weights = []
    seat = g.to_play() if g.phase == zs.P_PLAY else 0
    log = ui.session.log
    ex = g.phase != zs.P_PLAY
    last = -1  # the EX card before
    if ex and g.ex_entered and log[-1] < zs.DECK:
        last = log[-1]
        for i in range(len(log) - g.ex_entered + 1, len(log)):
            if log[i] < log[i - 1]:
                ex = False  # entered as dealt, not laid out: every unseen card alike
    if ex:
        # The j-th card after the last is the least of the k to come with a chance
        # C(n - j, k - 1) / C(n, k): each next one (n - j - k + 1) / (n - j) of the one
        # before.
        k = 3 * g.players - g.ex_entered
        n = 0
        for c in range(last + 1, zs.DECK):
            if c % 10 < g.max_number and not g.seen[c]:
                n += 1
        w = _SCALE * 64
        j = 0
    led = g.led if g.phase == zs.P_PLAY and g.trick_cards else -1
    if led >= 0:
        # Led: (1 - void) / led cards, other: void / other cards, over their product.
        mine = other = 0
        for c in range(zs.DECK):
            if c % 10 < g.max_number and not g.seen[c]:
                if c // 10 == led:
                    mine += 1
                else:
                    other += 1
        void = _SCALE  # the chance that the player holds none of the led animal
        if mine and not g.voids[seat] & (1 << led):
            for i in range(g.hands[seat]):
                void = void * (other - i) // (other + mine - i)
    for i in range(zs.DECK):
        c = i
        if led >= 0:  # after a lead the led animal's cards first, then the others
            c = led * 10 + i if i < 10 else (i - 10 if i < 10 * led + 10 else i)
        if c % 10 >= g.max_number or g.seen[c]:
            continue
        if ex:
            if c <= last:
                w_c = 0
            else:
                j += 1
                w_c = w
                w = w * (n - j - k + 1) // (n - j) if n - j - k + 1 > 0 else 0
        elif led >= 0:
            w_c = (_SCALE - void) * other if c // 10 == led else void * mine
        elif g.phase == zs.P_PLAY:
            w_c = 0 if g.voids[seat] & (1 << (c // 10)) else _SCALE
        else:
            w_c = _SCALE
        acts.append(ANSWER + c)
        weights.append(w_c if w_c > 0 else 1)
    cards = 0
    for w_c in weights:
        cards += w_c
    # No card less likely than an eighth of the even chance: a card the model all but
    # rules out (an EX zone entered as dealt, a revoke) stays a few presses away.
    least = cards // (_FLOOR * len(weights) or 1) + 1
    for i in range(len(weights)):
        if weights[i] < least:
            cards += least - weights[i]
            weights[i] = least
    if can_lock(g):
        acts.append(A_LOCK)
        weights.append(cards // g.hands[seat] + 1)
    if g.phase == zs.P_PLAY:
        acts.append(A_ZOOS)
        weights.append(cards // 100 + 1)
    elif g.phase == zs.P_LEAD and not g.round_scores:
        for s in g.lead_choices:
            acts.append(ANSWER + zs.IN_LEAD + s)
            weights.append(cards // 100 + 1)
    if g.phase != zs.P_PLAY and not g.ex_entered:
        acts.append(ANSWER + zs.IN_TALLY)
        weights.append(cards // 100 + 1)
    return acts, weights
