# SPDX-License-Identifier: MIT
"""How many examples a property test draws: its own number in CI and in a developer's run,
times ZT_EXPLORE in an exploring run (`tools/test --explore N`, tools/reliability). A
counterexample an exploring run finds becomes an @example in the test that found it."""

import os


def examples(n):
    try:
        times = int(os.environ.get("ZT_EXPLORE") or 1)
    except ValueError:
        times = 1
    return n * max(1, times)
