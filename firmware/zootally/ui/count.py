# SPDX-License-Identifier: MIT
"""A count on the soft keys, the one way every game asks "how many?" (docs/vocabulary.md):
1-9 on the first nine keys, 0 on the last, +10 where BCK would be (again for 20 and more),
and the units after it. The tens entered so far are the UI's `tens` (GameUI; 0: none): the
+10 key's action is view.TENS, which the shell adds for every game; a count half made
(tens, no units yet) is what UNDO drops first, and any input drops it."""

from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import TENS, WHITE

TENS_SLOT = S_BACK


def slot(n):
    """The key of digit n (0-9): the highlight's place for a likely answer."""
    return n - 1 if n else S_OK


def digits(v, tens, low, top, action, tens_colour=WHITE, colour=WHITE):
    """Light the keys of a count from low to top with `tens` entered: the key of a count n
    (tens and units) has action + n, in `colour` (what it counts). A count that is a game
    input has action ANSWER + the input of 0 (ui/view.py), so that its key goes to the
    game as it is."""
    for n in range(10):
        if low <= tens + n <= top:
            v.set(slot(n), str(tens + n), colour, action + tens + n)
    if tens + 10 <= top:
        v.set(TENS_SLOT, "+10", tens_colour, TENS)


def units_hint(tens):
    """The line under the question while the tens are in: what comes next."""
    return "%d_ the units" % (tens // 10)
