# SPDX-License-Identifier: MIT
"""The simulator in a terminal: the OLED drawn from its real pixels (two pixel rows per
character cell), the keys with their labels in their LED colours, and keys read from the
keyboard. Used when there is no display for a window, or with --terminal."""

import os
import select
import sys

from host_sim.script import ScriptError

HOLD_KEY = "h"  # then a key: that key held (a terminal cannot hold a key)


def help_lines(device, width):
    """What the keyboard's keys do on this board, in lines of at most `width` characters:
    its buttons by the names printed on them, the encoder where it has one, and a terminal
    key for each thing a held key does (h then the key; m for the encoder's hold)."""
    p = device.profile
    # Its buttons as printed on the board, else as the screen's legend names them: K1..
    # on the MacroPad's grid, A, B, C on a board without a key per choice.
    if p.KEY_NAMES:
        names = p.KEY_NAMES
    elif p.GRID_KEYS == 12:
        names = ["K%d" % (i + 1) for i in range(12)]
    else:
        names = "ABCDEFGH"
    parts = []
    if p.GRID_KEYS == 12:  # the MacroPad: the grid as rows, as the keys stand
        parts.append("keys: 1 2 3 / q w e / a s d / z x c = K1..K12")
    else:
        parts.append("keys: " + " ".join("%s=%s" % (GRID[i], names[i]) for i in range(p.GRID_KEYS)))
    v = device.app.shell.view
    if device.encoder is not None:
        what = v.slots[v.cursor][0] if 0 <= v.cursor < len(v.slots) and v.slots[v.cursor] else ""
        parts.append("enter = push (%s)" % ((">" + what) if what else "nothing here"))
        parts.append(", . or arrows = turn")
    for k, logical in sorted(p.HOLD.items()):
        if k < p.GRID_KEYS:
            parts.append("%s%s = hold %s (%s)" % (HOLD_KEY, GRID[k], names[k], _name(logical)))
        else:  # the encoder's switch
            parts.append("m = hold (%s)" % _name(logical))
    parts.append("ctrl-c = quit")
    out = [parts[0]]
    for part in parts[1:]:  # three spaces between parts, a line as wide as the picture
        if len(out[-1]) + 3 + len(part) > width:
            out.append(part)
        else:
            out[-1] += "   " + part
    return out


def _name(logical):
    from zootally.ui import keys

    return {keys.UNDO: "UNDO", keys.MENU: "MENU", keys.BACK: "BACK"}.get(logical, "?")


GRID = "123qweasdzxc"


def oled_text(device):
    """The screen's pixels, two rows a character. Text drawn at s times the font's size
    (a 240x240 screen) is read back at the font's size: each glyph's columns every s-th
    pixel, its one-pixel gap kept (render/glyphs.py), every s-th row."""
    device.display.render_now()
    surf = device.display._pygame_screen
    w, h = surf.get_size()
    screen = device.app.screen
    s = screen.scale
    tile = screen.tile_w
    font_w = (tile - 1) // s + 1  # the font's own width: its gap column was not scaled
    xs = [(c // font_w) * tile + min(c % font_w * s, tile - 1) for c in range(w * font_w // tile)]
    rows = []
    for y in range(0, h, 2 * s):
        line = []
        for x in xs:
            top = surf.get_at((x, y))[0] > 127
            bottom = surf.get_at((x, y + s))[0] > 127 if y + s < h else False
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


def frame(device, size, notice=""):
    """The lines to draw in a terminal of size (columns, lines): the screen, the keys, the
    help, what stays said (the serial port), and a notice; or, when the picture does not
    fit, one line saying the size needed (a wrapped picture is unreadable)."""
    oled = oled_text(device)
    keys = keys_text(device)
    width = len(oled[0]) + 2
    helps = help_lines(device, width)
    kept = [device.said] if device.said else []
    height = len(oled) + 2 + len(keys) + len(helps) + len(kept) + 1
    if size[0] < width or size[1] < height:
        text = text_frame(device, size[0], notice)
        if len(text) <= size[1] and max(len(x) for x in text) <= size[0]:
            return text
        return [
            "The terminal is %dx%d; the simulator needs %dx%d." % (size[0], size[1], width, height),
            "Make the window larger or the font smaller (ctrl-c quits).",
        ]
    out = ["+" + "-" * (width - 2) + "+"]
    out.extend("|" + line + "|" for line in oled)
    out.append(out[0])
    out.extend("  " + line for line in keys)
    out.extend(helps)
    out.extend(kept)
    out.append(notice)
    return out


def text_frame(device, columns, notice=""):
    """Where the picture does not fit (80x24, say): the screen as the text it shows, its
    legend lines included (the frame --print draws), and what the keyboard's keys do."""
    screen = device.screen_lines()
    edge = "+" + "-" * max(len(x) for x in screen + ["-" * 21]) + "+"
    width = len(edge)
    out = [edge] + ["|%-*s|" % (width - 2, x) for x in screen] + [edge]
    out.extend(help_lines(device, max(width, min(columns, 80))))
    if device.said:
        out.append(device.said)
    out.append(notice)
    return out


def needs(device):
    """The terminal's size this board's picture needs (columns, lines)."""
    lines = frame(device, (10**4, 10**4))
    return max(len(x) for x in lines), len(lines)


def _size():
    try:
        return tuple(os.get_terminal_size())
    except OSError:
        return (200, 100)


def draw(device, notice=""):
    sys.stdout.write("\x1b[H\x1b[2J" + "\n".join(frame(device, _size(), notice)) + "\n")
    sys.stdout.flush()


IDLE_MS = 250  # how often a simulator with no key pressed lets the device do its idle work


def idle(device, ms=IDLE_MS):
    """`ms` with no key pressed: the device's idle work, as its own loop does between keys
    on a board (a notice runs out and the line it covered comes back, the next screen's
    code loads ahead), on the device's clock. True where the screen changed."""
    return device.wait(ms)


def run_terminal(device):
    import termios
    import tty

    if not sys.stdin.isatty():
        return _run_lines(device)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        draw(device)
        size = _size()
        while True:
            if not select.select([sys.stdin], [], [], IDLE_MS / 1000)[0]:
                changed = idle(device)
                if changed or _size() != size:  # a notice ran out, or the window resized
                    size = _size()
                    draw(device)
                continue
            notice = ""
            for key in split_keys(os.read(fd, 32).decode(errors="ignore")):
                notice = press(device, key) or notice
            if device.notice:  # e.g. where REC saved the record
                notice = device.notice
                device.notice = ""
            draw(device, notice)
    except KeyboardInterrupt:
        return 0
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def split_keys(chunk):
    """What the keyboard sent -> keys: characters, and arrow keys as "left"/"right"."""
    out = []
    i = 0
    while i < len(chunk):
        if chunk.startswith("\x1b[", i) and i + 2 < len(chunk):
            out.append({"C": "right", "D": "left"}.get(chunk[i + 2], "other"))
            i += 3
        else:
            out.append(chunk[i])
            i += 1
    return out


def press(device, key):
    """One key of the keyboard: a key of the grid, the encoder, or nothing. Returns a short
    notice for a key that means nothing here (it changes nothing and reads on)."""
    if key in (".", "right"):
        device.turn(1)
    elif key in (",", "left"):
        device.turn(-1)
    elif key in ("\n", "\r") and device.encoder is not None:
        device.press(device.key_of(_ok()))
    elif key == "m" and device.encoder is not None:
        device.press(device.key_of(_ok()), hold_ms=900)
    elif key == HOLD_KEY:
        device.hold_next = True
        return "hold: now the key to hold"
    elif len(key) == 1 and key in GRID[: device.profile.GRID_KEYS]:
        held = device.hold_next
        device.hold_next = False
        device.press(GRID.index(key), hold_ms=900 if held else 80)
    else:
        if len(key) == 1 and key.isprintable() and key != " ":
            return "'%s' is no key here: the keys are listed above" % key
        return "that is no key here: the keys are listed above"
    return None


def _ok():
    from zootally.ui import keys

    return keys.OK


def _run_lines(device):
    """No terminal to read single keys from: read script words line by line, the screen
    printed after each line. A word refused (unknown, or no key for it on the screen)
    stops there: the screen, then the word and why, exit 2 (no later word lands on the
    wrong question)."""
    from host_sim import script

    n = 0
    for line in sys.stdin:
        for w in line.split():
            n += 1
            try:
                script.run(device, w, first=n)
            except ScriptError as err:
                for text in device.screen_lines():
                    print("|%-21s|" % text)
                print(err, file=sys.stderr)
                return 2
        for text in device.screen_lines():
            print("|%-21s|" % text)
    return 0
