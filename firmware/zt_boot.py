# SPDX-License-Identifier: MIT
"""Zoo Tally's start on a board, before anything compiled is loaded: the checks a table can
act on, and this board's file, found by CircuitPython's board_id.

Plain .py beside code.py: it must run on any CircuitPython, whatever the .mpy beside it were
made for. code.py imports it, takes the board file from start() and drops it: its code is
out of the heap before the game starts. Its `made` line, written by tools/release and
tools/deploy, says which CircuitPython the files are for and which libraries they need.

A check that fails says so in one line on the serial console and, where the board has a
display, as a screen of its own (the firmware's text screen, where these files load on this
CircuitPython; else CircuitPython's console, which a display showing nothing else shows);
start() then returns None and code.py waits: CircuitPython runs it again when the drive's
files change."""

import os
import sys

# The Python stack the firmware needs (CircuitPython's setting, read by it at reset): the
# deepest call path of many random games needs about 1 KB (docs/performance.md), and this
# leaves half as much again. CircuitPython 9's default; 10's is 2,048.
STACK_KEY = "CIRCUITPY_PYSTACK_SIZE"
STACK_NEEDED = 1536
BOARD_KEY = "ZT_BOARD"  # the board file, where two share a board_id
WIDE = 21  # characters a line of the screen holds
# What these files are for: written on this line by tools/release and tools/deploy as
# (CircuitPython major, the majors a release has a folder for, the libraries in lib/ every
# board needs). None: a drive put together by hand, its version and libraries not checked.
made = None
# The board files are in zt_boards/ on the drive (boards/ of the repository); 4 KB is
# read at most of settings.toml, or of a board file to find its BOARD_ID.


def start(where="", version=None):
    """This board's file (a module), or None: a check failed and its screen is up. where:
    the drive's root ('' on a board: the working folder). version: CircuitPython's (major,
    minor, micro), sys.implementation's unless given (the device model, a MicroPython,
    gives the one it stands in for). Its names are few and the firmware's where they can
    be: each new name is interned for good, in the heap the game needs."""
    import board

    version = version or sys.implementation.version
    if made and made[0] != version[0]:
        text = "This board: %d.%d.%d" % tuple(version[:3])
        if version[0] in made[1]:
            lines = ("Copy the folder", '"CircuitPython %d.x"' % version[0])
            what = "copy the folder %s of the release onto the drive" % lines[1]
        else:
            lines = ("Install CircuitPython", "%s, any minor" % "/".join([str(n) for n in made[1]]))
            what = "install CircuitPython %s from circuitpython.org" % lines[1]
        return show(
            "these files are for CircuitPython %d.x, this board runs %d.%d.%d: %s"
            % ((made[0],) + tuple(version[:3]) + (what,)),
            ("Wrong CircuitPython", "These files: %d.x" % made[0], text) + lines,
        )
    try:
        found = "__init__.mpy" in os.listdir(where + "zootally")  # compiled: a .py is old
    except OSError:
        found = False
    if found:
        found = check(where + "zootally")
        if found:
            return show(
                "%s holds .py files beside this release's .mpy, and a .py is loaded before"
                " its .mpy: delete the zootally folder, then copy the release again" % found,
                (
                    "Old files on drive",
                    "zootally/ holds .py",
                    "files: delete the",
                    "zootally folder, then",
                    "copy the release",
                ),
            )
    values = settings(where)
    name, names = find(where, getattr(board, "board_id", ""), values.get(BOARD_KEY))
    if name is None:
        return show(names[0], names[1])
    profile = __import__("zt_boards.%s" % name, None, None, [name])
    if names:
        print(
            'Zoo Tally: board %s; %s = "..." in settings.toml picks another of its board_id:'
            " %s" % (name, BOARD_KEY, ", ".join(names))
        )
    for name in (made[2] if made else ()) + getattr(profile, "LIBRARIES", ()):
        if not known(where, name):
            return show(
                "the library %s is missing: copy the release's lib folder onto the drive again"
                % name,
                (
                    "Library missing",
                    "lib/ has no",
                    name[:WIDE],
                    "copy the release's",
                    "lib folder again",
                ),
                profile,
            )
    value = values.get(STACK_KEY)
    if not isinstance(value, int):  # CircuitPython's own: 9's is enough, 10's more
        value = STACK_NEEDED if version[0] < 10 else 2048
    if value < STACK_NEEDED:
        return show(
            "the Python stack is %d bytes; Zoo Tally needs %d: put the line %s = %d in"
            " settings.toml and press reset" % (value, STACK_NEEDED, STACK_KEY, STACK_NEEDED),
            (
                "Python stack too low",
                "In settings.toml set",
                STACK_KEY[:18],
                "%s = %d (is %d)" % (STACK_KEY[18:], STACK_NEEDED, value),
                "then press reset",
            ),
            profile,
        )
    return profile


def find(where, board_id, given=None):
    """(board file's name, the other names of its board_id), or (None, (serial line,
    screen lines)) saying why none is. given: the one settings.toml chooses, if any. The
    board files are read as text for their BOARD_ID: a board file imports its own board's
    pins, so only this board's may be imported."""
    found = {}
    try:
        names = os.listdir(where + "zt_boards")
    except OSError:
        names = []
    for name in names:
        # A module's name of a-z, 0-9 and _: a file's name is content, never a path.
        if len(name) < 4 or name[-3:] != ".py":
            continue
        if [c for c in name[:-3] if not (c.islower() or c.isdigit() or c == "_")]:
            continue
        with open("%szt_boards/%s" % (where, name), "rb") as f:
            text = f.read(4096)
        at = text.find(b"\nBOARD_ID = ")
        if at >= 0:
            value = text[at + 12 : text.find(b"\n", at + 1)].split(b"#")[0].strip()
            if len(value) > 2 and value[0] == value[-1] and value[:1] in (b'"', b"'"):
                found[name[:-3]] = value[1:-1].decode()
    names = [n for n in sorted(found) if found[n] == board_id]
    if given:
        if given in names:
            names.remove(given)
            return given, names
        return None, (
            '%s = "%s" in settings.toml is not a board file for board_id %s (its: [%s])'
            % (BOARD_KEY, given, board_id, ", ".join(names)),
            (
                "Unknown ZT_BOARD",
                "settings.toml names",
                given[:WIDE],
                "no board file here:",
                "see the serial line",
            ),
        )
    if not names:
        return None, (
            "no board file for board_id %s; the boards known (board_id: file): %s"
            % (board_id, ", ".join(["%s is %s.py" % (found[n], n) for n in sorted(found)])),
            (
                "Unknown board",
                "its board_id is",
                board_id[:WIDE],
                "Zoo Tally knows %d:" % len(found),
                "see the serial line",
            ),
        )
    return names[0], names[1:]


def settings(where):
    """The two keys read here from settings.toml (CircuitPython's and the board's), as
    CircuitPython reads them: `KEY = 123` or `KEY = "text"`; anything else is not read."""
    found: dict = {}
    try:
        with open(where + "settings.toml", "rb") as f:
            data = f.read(4096)
    except OSError:
        return found
    for line in data.split(b"\n"):
        key, eq, value = line.partition(b"=")
        key = key.strip()
        if not eq or key not in (STACK_KEY.encode(), BOARD_KEY.encode()):
            continue
        value = value.strip()
        if value[:1] == b'"':
            at = value.find(b'"', 1)
            try:
                if at > 0:
                    found[key.decode()] = value[1:at].decode()
            except UnicodeError:
                found[key.decode()] = "?"  # not text: a name no board file has
        else:
            try:
                found[key.decode()] = int(value.split(b"#")[0].strip())
            except ValueError:
                pass
    return found


def check(path):
    """The first .py file found under the package's folder (a release of .mpy has none),
    or None. Only names are read: a folder's name has no dot, a module's has."""
    more = [path]
    while more:
        path = more.pop()
        try:
            names = os.listdir(path)
        except OSError:
            continue
        for name in names:
            if name.endswith(".py"):
                return path + "/" + name
            if "." not in name:
                more.append(path + "/" + name)
    return None


def known(where, name):
    """Is the library there: a module or a package in lib/ (or the drive's root), or
    frozen into this CircuitPython (then importing it is all that tells)?"""
    for path in ("%slib/%s" % (where, name), where + name):
        for end in (".mpy", ".py", ""):
            try:
                os.stat(path + end)
                return True
            except OSError:
                pass
    try:
        __import__(name)
    except ImportError:
        return False
    return True


def show(line, lines, profile=None):
    """The line on the serial console; the lines (a status line and four more) on the
    display, where there is one. Returns None (start's 'no board file to run')."""
    print("Zoo Tally: " + line)
    import board

    display = getattr(board, "DISPLAY", None)
    if profile is not None:
        try:
            display = profile.make_display()
        except Exception:  # noqa: BLE001  (its driver missing, say: the built-in one, if any)
            display = getattr(board, "DISPLAY", None)
    if display is None:
        return None
    try:
        from zootally.render.screen import Screen

        screen = Screen(display, display.width, display.height, (), 3)
        screen.put(lines)
        if hasattr(display, "refresh"):
            display.refresh()
    except Exception:  # noqa: BLE001  (these .mpy do not load here: the console shows the line)
        pass
    return None
