# SPDX-License-Identifier: MIT
"""Every screen reachable within N key presses, from a blank device (N = 6) and from each
kind of moment of a recorded game (N = 4): no key on any of them raises, and every line
fits. The logical keys are the same on every board profile, so one walk covers them all."""

import pytest
import reliability as rel

# Slow (tens of thousands of states): tools/test --quick leaves it out.
pytestmark = pytest.mark.slow

STARTS = rel.walk_starts()


@pytest.mark.parametrize("name,shell", STARTS, ids=[n for n, _ in STARTS])
def test_every_screen_within_n_presses(name, shell):
    states, screens = rel.walk(shell, rel.WALK_DEPTH.get(name, 4))
    assert states > 100 and screens > 50
