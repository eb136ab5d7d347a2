# SPDX-License-Identifier: MIT
"""A count on the soft keys, the one way every game asks "how many?" (docs/vocabulary.md):
1-9 on the first nine keys, 0 on the last, +10 where BCK would be (again for 20 and more),
and the units after it. A UI keeps the tens entered so far (0: none); a count half made
(tens, no units yet) is what UNDO drops first."""

from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import WHITE

TENS = 10  # the +10 key's action, after the ten digits' (action + 0 .. action + 9)
TENS_SLOT = S_BACK


def slot(n):
    """The key of digit n (0-9): the highlight's place for a likely answer."""
    return n - 1 if n else S_OK


def digits(v, tens, low, top, action, tens_colour=WHITE):
    """Light the keys of a count from low to top with `tens` entered: digit n enters
    action + n, +10 is action + TENS."""
    for n in range(10):
        if low <= tens + n <= top:
            v.set(slot(n), str(tens + n), WHITE, action + n)
    if tens + 10 <= top:
        v.set(TENS_SLOT, "+10", tens_colour, action + TENS)


def units_hint(tens):
    """The line under the question while the tens are in: what comes next."""
    return "%d_ the units" % (tens // 10)


def press(tens, offset):
    """A count key pressed (offset = its action - the count's action): (tens now, the count
    made, or -1 while only the tens are in)."""
    if offset == TENS:
        return tens + 10, -1
    return 0, tens + offset
