#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Replay a game record and print the state it reaches as one JSON object.

    python tools/replay.py GAME.rec      (or - for standard input)

Exit status 0, or 2 with a message naming the line when a line is not a legal continuation.
Uses the firmware's own rules (firmware/zootally), so it agrees with the device."""

import json
import os
import sys

sys.path.append(
    os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
)

from zootally import games  # noqa: E402
from zootally.core import record  # noqa: E402


def main(argv):
    if len(argv) != 2:
        print("usage: python tools/replay.py RECORD-FILE", file=sys.stderr)
        return 2
    try:
        if argv[1] == "-":
            text = sys.stdin.read()
        else:
            with open(argv[1], encoding="utf-8") as f:
                text = f.read()
    except OSError as err:
        print("replay: %s" % err, file=sys.stderr)
        return 2
    try:
        module, _params, _inputs, game = record.parse(text)
    except record.RecordError as err:
        print("replay: %s: %s" % (argv[1], err), file=sys.stderr)
        return 2
    print(json.dumps(games.load_text(module.GAME_ID).summary(game)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
