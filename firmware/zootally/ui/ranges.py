# SPDX-License-Identifier: MIT
"""A long list of choices on a board without soft keys (a ZooStock card among up to sixty):
each press narrows the choice to one of as many contiguous parts as the board's buttons
tell apart (three; five with four arrows), and a part of one choice is taken. The parts
are cut where the fewest presses are needed on average for the choices' weights (how
likely each is): a likely choice in a small part, unlikely ones together. Its own module:
only a board without soft keys loads it."""

# A list longer than this is cut into this many blocks of about equal weight first, each
# block then counted as a run of equally likely choices: exact for lists this short, and
# the work a press costs stays a few thousand steps however long the list is.
BLOCKS = 12


def split(weights, lo, hi, ways):
    """The parts of weights[lo:hi] (two choices or more, each weight a positive int) one
    press tells apart, as the index where each starts, in order: [lo, ...]. Cut for the
    fewest presses on average over the whole narrowing (an alphabetic `ways`-ary tree of
    the weights, each part narrowed again the same way)."""
    starts = _blocks(weights, lo, hi)
    m = len(starts) - 1
    # cost[row[i] + j]: presses times weight below a part of blocks i..j-1 (entered with
    # it), for i < j <= m: a triangle, row[i] + j its place; best[q][row[i] + j]: the least
    # cost of blocks i..j-1 cut into at most q+1 parts (one part: cost itself, the list).
    row = [0] * m
    size = 0
    for i in range(m):
        row[i] = size - i - 1
        size += m - i
    cost = [0] * size
    best = [cost]
    for _ in range(ways - 2):
        best.append([0] * size)
    total = [0] * (m + 1)  # the weight of blocks 0..i-1
    for i in range(m):
        w = 0
        for k in range(starts[i], starts[i + 1]):
            w += weights[k]
        total[i + 1] = total[i] + w
        c = _run(w, starts[i + 1] - starts[i], ways)
        for q in range(ways - 1):
            best[q][row[i] + i + 1] = c
    more = best[ways - 2]
    for span in range(2, m + 1):
        for i in range(m - span + 1):
            j = i + span
            at = row[i]
            c = -1
            for k in range(i + 1, j):
                x = cost[at + k] + more[row[k] + j]
                if c < 0 or x < c:
                    c = x
            c += total[j] - total[i]
            if span < m and starts[j] - starts[i] > span:  # (blocks of more than one)
                # Blocks narrowed as one run of equally likely choices where that costs
                # less than a tree over the blocks: their choices in one level of parts.
                # (Not the whole list: its first cut is the one to find.)
                c = min(c, _run(total[j] - total[i], starts[j] - starts[i], ways))
            cost[at + j] = c
            for q in range(1, ways - 1):
                fewer = best[q - 1]
                b = c
                for k in range(i + 1, j):
                    x = cost[at + k] + fewer[row[k] + j]
                    if x < b:
                        b = x
                best[q][at + j] = b
    # The first press's parts, block by block: the cut that made cost[0..m] (two parts or
    # more), then each rest, cut again into at most one part fewer, or left whole.
    out = [lo]
    i = 0
    parts = ways  # the parts blocks i..m-1 may still be cut into
    want = cost[row[0] + m] - total[m]
    while parts > 1:
        if i and cost[row[i] + m] == want:
            break  # the rest is one part
        more = best[parts - 2]
        k = i + 1
        while cost[row[i] + k] + more[row[k] + m] != want:
            k += 1
        out.append(starts[k])
        want = more[row[k] + m]
        i = k
        parts -= 1
    return out


def _blocks(weights, lo, hi):
    """Where the blocks of weights[lo:hi] start, and hi: each choice its own block where
    they are BLOCKS or fewer, else BLOCKS runs of about equal weight (a run ends where its
    weight passes its share, and leaves a choice for each block after it)."""
    if hi - lo <= BLOCKS:
        return list(range(lo, hi + 1))
    whole = 0
    for k in range(lo, hi):
        whole += weights[k]
    out = [lo]
    had = 0  # the weight before choice k
    share = 1  # the block started last: its share ends at share * whole / BLOCKS
    for k in range(lo, hi):
        half = 2 * had + weights[k]  # twice the weight to the middle of choice k
        left = BLOCKS - len(out)  # blocks still to start
        if k > out[-1] and left > 0 and (half * BLOCKS > 2 * share * whole or hi - k <= left):
            out.append(k)
            while half * BLOCKS > 2 * share * whole:
                share += 1
        had += weights[k]
    out.append(hi)
    return out


def _run(weight, count, ways):
    """Presses times weight to take one of `count` equally likely choices (`weight` in
    all) once narrowed to them: the least total depth of their `ways`-ary tree."""
    if count < 2:
        return 0
    depth = 0
    nodes = 1  # ways ** depth
    while nodes * ways < count:
        nodes *= ways
        depth += 1
    # `nodes` at this depth, some of them parts again: each of those takes ways - 1 more.
    inner = (count - nodes + ways - 2) // (ways - 1)
    leaves = (nodes - inner) * depth + (count - nodes + inner) * (depth + 1)
    return weight * leaves // count
