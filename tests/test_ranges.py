# SPDX-License-Identifier: MIT
"""ui/ranges.py: a long list narrowed a part a press on a board without soft keys. Its
parts are the first cut of the best alphabetic tree of the weights (checked against a
search of every cut here), exactly for lists of up to BLOCKS choices and close to it
beyond."""

from functools import cache

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally.ui import ranges


def best_cost(weights, ways):
    """The least total of weight x presses to take any one of `weights` by presses that
    each narrow to one of at most `ways` contiguous parts (a part of one is taken): a
    search of every cut, independent of ranges.py."""
    total = [0]
    for w in weights:
        total.append(total[-1] + w)

    @cache
    def cost(i, j):  # blocks i..j-1 once narrowed to them
        if j - i < 2:
            return 0
        return total[j] - total[i] + cut(i, j, ways, True)

    @cache
    def cut(i, j, parts, two):  # i..j-1 into at most `parts` parts (two or more: `two`)
        best = None if two else cost(i, j)
        if parts > 1:
            for k in range(i + 1, j):
                c = cost(i, k) + cut(k, j, parts - 1, False)
                best = c if best is None else min(best, c)
        return best

    return cost(0, len(weights))


def narrowed_cost(weights, ways):
    """The same total when every press narrows as ranges.split cuts."""
    out = 0
    for want in range(len(weights)):
        lo, hi, presses = 0, len(weights), 0
        while hi - lo > 1:
            starts = ranges.split(weights, lo, hi, ways) + [hi]
            assert starts[0] == lo and 2 <= len(starts) - 1 <= ways, starts
            assert all(a < b for a, b in zip(starts, starts[1:])), starts
            presses += 1
            k = max(i for i in range(len(starts) - 1) if starts[i] <= want)
            lo, hi = starts[k], starts[k + 1]
        out += weights[want] * presses
    return out


@settings(max_examples=examples(60))
@given(
    weights=st.lists(st.integers(1, 5000), min_size=2, max_size=ranges.BLOCKS),
    ways=st.sampled_from([3, 5]),
)
@example(weights=[1] * 9, ways=3)
@example(weights=[1] * 12, ways=5)
@example(weights=[64, 1, 1, 1, 1, 1], ways=3)
def test_a_short_list_is_cut_as_the_best_tree_cuts_it(weights, ways):
    """Up to BLOCKS choices: narrowing by split's parts costs exactly the least any
    narrowing can (presses weighted by each choice's weight, over every choice)."""
    assert narrowed_cost(weights, ways) == best_cost(weights, ways)


@settings(max_examples=examples(15), deadline=None)
@given(
    weights=st.lists(st.integers(1, 5000), min_size=ranges.BLOCKS + 1, max_size=67),
    ways=st.sampled_from([3, 5]),
)
def test_a_long_list_costs_little_more_than_the_best(weights, ways):
    """Beyond BLOCKS choices the first cuts are made over blocks of about equal weight:
    every choice still reachable, at most a tenth more weighted presses than the best
    (or one press a choice more, on average)."""
    got, best = narrowed_cost(weights, ways), best_cost(weights, ways)
    assert best <= got <= best + max(best // 10, sum(weights)), (got, best)


@pytest.mark.parametrize("ways", [3, 5])
@pytest.mark.parametrize("n", [17, 25, 27, 40, 60])
def test_equally_likely_choices_cost_about_the_best(n, ways):
    """A long list of equally likely choices (the EX zone's first card, dealt): within a
    tenth of the best narrowing (25 of them in fives the farthest: 8% more); inside a part
    narrowed to, the cuts fall inside it."""
    got, best = narrowed_cost([7] * n, ways), best_cost([7] * n, ways)
    assert best <= got <= best * 110 // 100, (got, best)
    starts = ranges.split([7] * (n + 4), 2, n + 2, ways)
    assert starts[0] == 2 and starts[-1] < n + 2, starts


def test_a_likely_choice_is_a_press_alone():
    """A choice as likely as all the others together has a part of its own: one press."""
    weights = [1] * 8 + [8]
    starts = ranges.split(weights, 0, 9, 3)
    assert 8 in starts and starts[-1] == 8, starts
