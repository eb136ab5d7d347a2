# SPDX-License-Identifier: MIT
"""Rule vectors: game records with the expected outcome in `#!` comments.

    #! trump = 5                  a key of the replay summary equals this JSON value
    #! zoos.4 = [...]             a dotted path into the summary (list indexes are 1-based seats)
    #! error line 7               the record must be refused at line 7

Pure Python that runs on CPython and on the MicroPython unix port, so the same vectors check
both runtimes (tests/test_vectors.py and tests/test_micropython.py)."""

import json
import sys

from zootally.core import record
from zootally.games.textform import RecordError


def expectations(text):
    out = []
    for raw in text.split("\n"):
        raw = raw.strip()
        if raw.startswith("#!"):
            out.append(raw[2:].strip())
    return out


def lookup(summary, path):
    node = summary
    for part in path.split("."):
        if isinstance(node, list):
            node = node[int(part) - 1]
        else:
            node = node[part]
    return node


def check(text):
    """Returns a list of failures (empty when the vector holds)."""
    fails = []
    exp = expectations(text)
    want_error = None
    for e in exp:
        if e.startswith("error line "):
            want_error = int(e[11:])
    try:
        module, params, inputs, game = record.parse(text)
    except RecordError as err:
        if want_error is None:
            return ["refused: %s" % err]
        if err.line != want_error:
            return ["refused at line %d, expected line %d: %s" % (err.line, want_error, err)]
        return []
    if want_error is not None:
        return ["accepted, expected an error at line %d" % want_error]
    summary = record.reader(module.GAME_ID).summary(game)
    # The record written back from the inputs must replay to the same summary.
    again = record.parse(record.format_record(module.GAME_ID, params, inputs))[3]
    if record.reader(module.GAME_ID).summary(again) != summary:
        fails.append("record -> inputs -> record does not replay to the same state")
    for e in exp:
        if e.startswith("error line "):
            continue
        path, _, value = e.partition("=")
        path = path.strip()
        want = json.loads(value.strip())
        try:
            got = lookup(summary, path)
        except (KeyError, IndexError, ValueError):
            fails.append("%s: no such key" % path)
            continue
        if got != want:
            fails.append("%s: got %s, expected %s" % (path, json.dumps(got), json.dumps(want)))
    return fails


def main(paths):
    bad = 0
    for p in paths:
        with open(p) as f:
            fails = check(f.read())
        for msg in fails:
            print("FAIL %s: %s" % (p, msg))
        bad += 1 if fails else 0
    print("%d passed, %d failed" % (len(paths) - bad, bad))
    return bad


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1:]) else 0)
