# SPDX-License-Identifier: MIT
"""zootally names: the table's roster (ZT_PLAYERS) written into the device's settings.toml
on its CIRCUITPY drive (USB mass storage), or into any settings.toml (the simulator's).
The names are checked with the firmware's own rules first (core/names.py): one refused,
nothing is written. The file is written whole under a new name of its own (never through
a link), then put in place, and read back with the firmware's settings reader."""

import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)

MAX_SETTINGS = 64 * 1024  # bytes: a settings.toml is a few hundred
# Where a CIRCUITPY drive is mounted (Linux desktops, macOS).
MOUNTS = ("/media/*/CIRCUITPY", "/run/media/*/CIRCUITPY", "/media/CIRCUITPY", "/Volumes/CIRCUITPY")


class NamesProblem(Exception):
    pass


def find_drive():
    """The one CIRCUITPY drive mounted (boot_out.txt on it), or NamesProblem."""
    import glob

    found = [d for pattern in MOUNTS for d in glob.glob(pattern)]
    found = [d for d in found if os.path.isfile(os.path.join(d, "boot_out.txt"))]
    if len(found) != 1:
        what = "no CIRCUITPY drive found" if not found else "%d CIRCUITPY drives" % len(found)
        raise NamesProblem(what + ": say which with --drive")
    return found[0]


def with_roster(text, names):
    """settings.toml's text with ZT_PLAYERS set to `names` (its line replaced where it
    has one, else added at the end); every other line as it was."""
    from zootally.core.settings import PLAYERS

    # One name with a space ends in a comma: a roster without one is parted by spaces
    # (core/names.split), so "Ann Marie" alone would read as two names.
    line = '%s = "%s"' % (
        PLAYERS,
        ",".join(names) + ("," if len(names) == 1 and " " in names[0] else ""),
    )
    lines = text.split("\n")
    out = []
    done = False
    for x in lines:
        if x.split("=")[0].strip() == PLAYERS:
            if not done:
                out.append(line)
                done = True
            continue  # a second ZT_PLAYERS line would be read after ours
        out.append(x)
    if not done:
        if out and out[-1] == "":
            out.pop()
        out.append(line)
        out.append("")
    return "\n".join(out)


def read_settings(path):
    """The text of a settings.toml (none there: ''), or NamesProblem."""
    if not os.path.lexists(path):
        return ""
    if os.path.islink(path) or not os.path.isfile(path):
        raise NamesProblem("%s is not a plain file" % path)
    with open(path, "rb") as f:
        data = f.read(MAX_SETTINGS + 1)
    if len(data) > MAX_SETTINGS:
        raise NamesProblem("%s is over %d KB: not a settings file" % (path, MAX_SETTINGS // 1024))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise NamesProblem("%s is not UTF-8 text" % path) from None


def _replace(path, data):
    """Put `data` in place as the file at `path` (host_sim.files.write_whole: never half a
    file, never through a link)."""
    from host_sim.files import FileProblem, write_whole

    try:
        write_whole(path, data)
    except FileProblem as e:
        raise NamesProblem(str(e)) from None


def given_names(words):
    """The names given on the command line: each word one name ("Ann Marie" one name with
    a space), or several separated by commas. An empty one is refused: NamesProblem,
    nothing written."""
    names = []
    for word in words:
        for name in word.split(","):
            name = name.strip()
            if not name:
                raise NamesProblem("an empty name in %r: nothing written" % word)
            names.append(name)
    return names


def set_roster(path, names):
    """Write the roster into the settings.toml at `path` and read it back: the names
    the firmware reads there, or NamesProblem (nothing written) for a name it refuses."""
    from zootally.core import names as nm
    from zootally.core import settings

    good, refused = nm.roster(names)
    if refused:
        raise NamesProblem("; ".join(refused) + ": nothing written")
    text = with_roster(read_settings(path), good)
    _replace(path, text.encode("utf-8"))
    back = settings.roster(settings.parse(read_settings(path))[0])
    if back != good:
        raise NamesProblem("%s reads back as %s" % (path, ",".join(back) or "no names"))
    return back


def main(a):
    """zootally names [--drive DIR | --settings FILE] NAME...: exit 0, or 2 with one line
    saying why."""
    try:
        if a.settings:
            path = a.settings
        else:
            drive = a.drive or find_drive()
            if not os.path.isfile(os.path.join(drive, "boot_out.txt")):
                raise NamesProblem("%s is not a CIRCUITPY drive (no boot_out.txt)" % drive)
            path = os.path.join(drive, "settings.toml")
        if not a.names:
            from zootally.core import settings

            roster = settings.roster(settings.parse(read_settings(path))[0])
            print("%s: %s" % (path, ", ".join(roster) if roster else "no names"))
            return 0
        names = set_roster(path, given_names(a.names))
    except NamesProblem as e:
        print("zootally names: %s" % e, file=sys.stderr)
        return 2
    print("%s: %s" % (path, ", ".join(names)))
    print("the device offers them from its next new game (a game on goes on as it was)")
    return 0
