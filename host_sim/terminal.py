# SPDX-License-Identifier: MIT
"""The simulator in a terminal: the OLED drawn from its real pixels (two pixel rows per
character cell), the keys with their labels in their LED colours, and keys read from the
keyboard. Used when there is no display for a window, or with --terminal."""

import os
import select
import sys

from host_sim.script import ScriptError, expand

HELP = (
    "keys: 1 2 3 / q w e / a s d / z x c = K1..K12 (c = UNDO)   "
    "enter = push (OK)   m = hold (MENU)   , . or arrows = turn   "
    "or type a script word and space (H8, LOCK:1, [ZOO])   ctrl-c = quit"
)
GRID = "123qweasdzxc"


def oled_text(device):
    device.display.render_now()
    surf = device.display._pygame_screen
    w, h = surf.get_size()
    rows = []
    for y in range(0, h, 2):
        line = []
        for x in range(w):
            top = surf.get_at((x, y))[0] > 127
            bottom = surf.get_at((x, y + 1))[0] > 127 if y + 1 < h else False
            line.append("█" if top and bottom else "▀" if top else "▄" if bottom else " ")
        rows.append("".join(line))
    return rows


def keys_text(device):
    cols = device.profile.COLUMNS
    out = []
    row = []
    for i, (label, rgb) in enumerate(device.key_colours()):
        if any(rgb):
            r, g, b = (min(255, int(c / max(device.pixels.brightness, 0.05))) for c in rgb)
            cell = "\x1b[48;2;%d;%d;%dm\x1b[30m %-4s\x1b[0m" % (r, g, b, label[:4])
        else:
            cell = "\x1b[90m %-4s\x1b[0m" % label[:4]
        row.append("%s:%s" % (GRID[i] if i < len(GRID) else "?", cell))
        if (i + 1) % cols == 0:
            out.append("  ".join(row))
            row = []
    if row:
        out.append("  ".join(row))
    return out


def draw(device):
    sys.stdout.write("\x1b[H\x1b[2J")
    print("+" + "-" * 128 + "+")
    for line in oled_text(device):
        print("|" + line + "|")
    print("+" + "-" * 128 + "+")
    for line in keys_text(device):
        print("  " + line)
    print(HELP)
    sys.stdout.flush()


def run_terminal(device):
    import termios
    import tty

    if not sys.stdin.isatty():
        return _run_lines(device)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    word = ""
    try:
        tty.setcbreak(fd)
        draw(device)
        while True:
            if not select.select([sys.stdin], [], [], 0.5)[0]:
                continue
            chunk = os.read(fd, 32).decode(errors="ignore")
            if chunk.startswith("\x1b["):
                device.turn(1 if chunk[2:3] == "C" else -1 if chunk[2:3] == "D" else 0)
                chunk = ""
            for ch in chunk:
                word = _key(device, ch, word)
            draw(device)
            if word:
                print("word: " + word)
    except KeyboardInterrupt:
        return 0
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def _key(device, ch, word):
    """One typed character: a key of the grid, the encoder, or part of a script word."""
    if ch == ".":
        device.turn(1)
    elif ch == ",":
        device.turn(-1)
    elif ch in ("\n", "\r"):
        if word:
            _do_word(device, word)
            return ""
        device.press(device.key_of(_ok()))
    elif ch == "m" and not word:
        device.press(device.key_of(_ok()), hold_ms=900)
    elif ch in GRID and not word:
        device.press(GRID.index(ch))
    elif ch == " ":
        if word:
            _do_word(device, word)
        return ""
    elif ch == "\x7f":
        return word[:-1]
    elif ch.isprintable():
        return word + ch
    return word


def _ok():
    from zootally.ui import keys

    return keys.OK


def _do_word(device, word):
    from host_sim import script

    try:
        script.run(device, word)
    except ScriptError as err:
        print(err)


def _run_lines(device):
    """No terminal to read single keys from: read script words line by line."""
    for line in sys.stdin:
        for w in line.split():
            try:
                expand(w)
            except ScriptError as err:
                print(err)
                continue
            _do_word(device, w)
        for text in device.screen_lines():
            print("|%-21s|" % text)
    return 0
