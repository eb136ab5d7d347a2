# SPDX-License-Identifier: MIT
"""The docs' key scripts (docs/scripts/*.txt) as runs of the simulator: every script with a
SHOT word is one, found by its name, never listed. A script says what the device holds
before it starts, in comment lines of its own (the simulator skips them):

    # start: docs/examples/zoostock-4p.rec       the game it starts from (--load)
    # before: docs/scripts/history-new-game.txt from docs/examples/zoostock-3p.rec
                                                 first, that game loaded and this script
                                                 run on the same nvm (in the lines' order)
    # settings: docs/scripts/names-settings.toml  the settings.toml the device boots with
                                                 (--settings; default: the firmware's)

tools/pictures and tools/gallery play them; tests/test_docs_scripts.py plays each on every
board and holds the committed pictures to what it draws (unlike())."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = os.path.join("docs", "scripts")


def _paths(text, key):
    """The paths of the script's '# KEY:' lines, in order."""
    mark = "# %s:" % key
    return [x[len(mark) :].split() for x in text.splitlines() if x.startswith(mark)]


def runs(root=ROOT):
    """[(script, start record or None, [(script, record) run first], settings.toml or
    None)], by script name."""
    out = []
    folder = os.path.join(root, SCRIPTS)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".txt"):
            continue
        script = os.path.join(SCRIPTS, name)
        with open(os.path.join(root, script), encoding="utf-8") as f:
            text = f.read()
        if "SHOT:" not in text:  # a step other scripts take (their 'before' lines)
            continue
        starts = _paths(text, "start")
        if len(starts) > 1 or any(len(s) != 1 for s in starts):
            raise ValueError("%s: one '# start: RECORD' at most" % script)
        before = []
        for words in _paths(text, "before"):
            if len(words) != 3 or words[1] != "from":
                raise ValueError("%s: '# before: SCRIPT from RECORD' expected" % script)
            before.append((words[0], words[2]))
        settings = _paths(text, "settings")
        if len(settings) > 1 or any(len(s) != 1 for s in settings):
            raise ValueError("%s: one '# settings: FILE' at most" % script)
        out.append(
            (script, starts[0][0] if starts else None, before, settings[0][0] if settings else None)
        )
    return out


def command(board, script, nvm, record=None, pictures=None, settings=None):
    """The simulator's command line for one script on one board."""
    cmd = [sys.executable, "-m", "host_sim", "--board", board, "--nvm", nvm, "--script", script]
    if settings:
        cmd += ["--settings", settings]
    if record:
        cmd += ["--load", record]
    if pictures:
        cmd += ["--pictures", pictures]
    return cmd


def play(board, run, nvm, pictures, root=ROOT):
    """Run one script (its 'before' runs first) on a board, on a fresh nvm file, saving a
    picture at each SHOT word into `pictures`."""
    script, start, before, settings = run
    for step, record in before:
        cmd = command(board, step, nvm, record, settings=settings)
        subprocess.run(cmd, cwd=root, check=True, capture_output=True)
    cmd = command(board, script, nvm, start, pictures, settings)
    subprocess.run(cmd, cwd=root, check=True, capture_output=True)


def unlike(made, committed):
    """The pictures of folder `made` that folder `committed` does not hold as drawn: its
    file missing, or other pixels (compared as pixels: a PNG encoder may lay out the same
    picture in other bytes). By name."""
    return [
        name
        for name in sorted(os.listdir(made))
        if not os.path.isfile(os.path.join(committed, name))
        or _pixels(os.path.join(made, name)) != _pixels(os.path.join(committed, name))
    ]


def _pixels(path):
    import pygame

    picture = pygame.image.load(path)
    return picture.get_size(), pygame.image.tobytes(picture, "RGB")


def shots(script, root=ROOT):
    """The pictures a script saves (its SHOT words' names, .png), in order, once each."""
    with open(os.path.join(root, script), encoding="utf-8") as f:
        words = f.read().split()
    out = []
    for w in words:
        if w.startswith("SHOT:") and w[5:] + ".png" not in out:
            out.append(w[5:] + ".png")
    return out
