# SPDX-License-Identifier: MIT
"""What every game engine shares (docs/adding-a-game.md): the `const` of MicroPython, the
answers of check() that mean the same in every game, and legal(), the inputs a game takes
now. Imports nothing of ours: games/ is the innermost layer."""

try:
    from micropython import const
except ImportError:  # CPython: const() is the value itself, as MicroPython folds it

    def const(x):  # type: ignore[misc]
        return x


# check() answers: 0 is legal; these three mean the same in every game, and each game
# numbers its own reasons from FIRST_OWN up.
OK = const(0)
E_NOT_NOW = const(1)  # not an input this moment takes
E_BAD = const(2)  # not an input of this game at all
FIRST_OWN = const(3)

# What decided a game: the rule of each engine's decide(), (totals, winners, rule, extra).
# The history stores the rule's index: append only, never renumber. RULES[rule] is what the
# screens say; "%d" takes `extra` (ZooStock: the round a tie was broken in).
R_UNKNOWN = const(0)
R_HIGHEST = const(1)  # ZooStock
R_TIE_BROKEN = const(2)
R_TIED_TOO = const(3)
R_TIE_EXTRA = const(4)
R_MOST_POINTS = const(5)  # Zooscape
R_MORE_CARDS = const(6)
R_SHARED = const(7)
R_MOST_STARS = const(8)  # Zoo-ography
R_VALUE = const(9)
R_SECOND = const(10)
R_SOLO_STARS = const(11)
R_NO_ROOM = const(12)
RULES = (
    "?",
    "highest total",
    "tie broken in Rd%d",
    "Rd%d tied too: shared",
    "tie: +1R to break",
    "most points",
    "tie: more cards",
    "tie: shared",
    "most stars",
    "tie: animal value",
    "tie: P2, 2nd player",
    "8 stars needed to win",
    "no room for an animal",
)


def counted(n, word):
    """A number of things in words: "1 star", "0 stars", "2 stars"."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def rule_text(rule, extra=0):
    """What decided, as the screens say it (21 characters at most for a round under 100:
    only a damaged summary says more, and HISTORY shows what fits)."""
    text = RULES[rule] if 0 <= rule < len(RULES) else "?"
    return text % extra if "%d" in text else text


def legal(game, buf):
    """Write the inputs `game` takes now into bytearray `buf` (256 bytes, reused by the
    caller: no allocation) and return how many. Every engine offers it (legal(game, buf)
    in each module). Each input byte is tried with game.check(), so check() stays the one
    test of legality and no table of ranges has to agree with it (such a table cost 1.2 KB
    of heap per game on the board). 256 checks: a few ms on a board, where nothing calls it
    during play. A flat loop: no recursion."""
    n = 0
    v = 0
    while v < 256:
        if game.check(v) == 0:
            buf[n] = v
            n += 1
        v += 1
    return n
