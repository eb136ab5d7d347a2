# SPDX-License-Identifier: MIT
"""Replay game records and print the state each reaches as JSON.

    zootally-replay GAME.rec             one JSON object (- reads standard input)
    zootally-replay A.rec B.rec FOLDER   one JSON object per line, each with its "file"
                                         (a folder: its .rec files)

Exit status 0; 2 when any file is not a record, or a line of one is not a legal
continuation (the message names the file and the line). Uses the firmware's own rules
(firmware/zootally), so it agrees with the device."""

import json
import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)
from host_sim.files import FileProblem, closed_pipe, read_text

USAGE = "usage: zootally-replay RECORD-FILE|FOLDER|- ...  (python tools/replay.py works too)"


def replay(path):
    """(summary dict, None) or (None, the one-line reason it cannot be replayed)."""
    from zootally.core import record
    from zootally.games.textform import RecordError

    try:
        text = read_text(path, "record")
        module, _params, _inputs, game = record.parse(text)
    except FileProblem as err:
        return None, str(err)
    except RecordError as err:
        return None, "%s: %s" % ("standard input" if path == "-" else path, err)
    return record.reader(module.GAME_ID).summary(game), None


def expand(args):
    """The files to replay: a folder stands for its .rec files, in name order."""
    out = []
    for a in args:
        if a != "-" and os.path.isdir(a):
            found = sorted(f for f in os.listdir(a) if f.endswith(".rec"))
            if not found:
                out.append((a, "%s: a folder with no .rec files" % a))
            for f in found:
                path = os.path.join(a, f)
                # A FIFO or a device named .rec would be waited on for ever: one line.
                why = None if os.path.isfile(path) else "%s: not a plain file: skipped" % path
                out.append((path, why))
        else:
            out.append((a, None))
    return out


def main(argv=None):
    try:
        return _main(argv)
    except BrokenPipeError:  # `| head -1`: the reader has what it wanted; end quietly
        closed_pipe()
        return 0


def _main(argv):
    args = sys.argv[1:] if argv is None else list(argv)
    if not args or args[0] in ("-h", "--help"):
        print(USAGE, file=sys.stderr if not args else sys.stdout)
        print(__doc__.split("\n\n", 2)[2] if args else "", end="")
        return 2 if not args else 0
    files = expand(args)
    if len(files) == 1 and files[0][1] is None and not os.path.isdir(args[0]):
        summary, problem = replay(files[0][0])
        if problem:
            print("replay: %s" % problem, file=sys.stderr)
            return 2
        print(json.dumps(summary))
        return 0
    status = 0
    for path, problem in files:
        summary = None
        if problem is None:
            summary, problem = replay(path)
        if problem:
            status = 2
            print("replay: %s" % problem, file=sys.stderr)
            print(json.dumps({"file": path, "error": problem}))
        else:
            out = {"file": path}
            out.update(summary)
            print(json.dumps(out))
    return status


if __name__ == "__main__":
    sys.exit(main())
