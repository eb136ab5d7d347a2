#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Put Zoo Tally on a board.

    tools/deploy --drive /media/me/CIRCUITPY [--board macropad_rp2040] [--dry-run]
    tools/deploy --micropython /dev/ttyACM0 [--dry-run]      engine and UI via mpremote

CircuitPython: reads the board's CircuitPython version from boot_out.txt, compiles the
zootally package to .mpy with the matching CircuitPython mpy-cross (--mpy-cross PATH; else
the one circuitpython-build-tools (PyPI) downloads for the board's version, where the network
allows) and writes it, with code.py, zt_boot.py (which finds the board by its board_id)
and every board file in zt_boards/, as tools/release lays a drive out. Without a
CircuitPython mpy-cross it refuses; --source copies the .py instead, which needs much more
heap on the board (docs/performance.md).
settings.toml: a new one from the template when the drive has none; otherwise the user's is
kept, only CIRCUITPY_PYSTACK_SIZE added (or raised) to what the firmware needs. Then the
libraries of tools/circuitpython-requirements.txt are installed with circup. It refuses a
folder that is not a CIRCUITPY drive (no boot_out.txt) unless --force. --dry-run lists what
it would do and writes nothing to the drive.

A board owner needs none of this: tools/release makes the zip whose folder is copied onto
the drive (README.md). This is for development: the source tree as it stands.

MicroPython boards run the engine and the UI layers (no displayio there): mpremote copies
them."""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
REQUIREMENTS = os.path.join(ROOT, "tools", "circuitpython-requirements.txt")
MICROPYTHON_LAYERS = ("__init__.py", "games", "core", "ui")

# CircuitPython's own setting for its Python stack (read at reset): what zt_boot checks a
# board for (firmware/zt_boot.py says why that much).
import release  # noqa: E402

PYSTACK_KEY = release.boot_module().STACK_KEY
PYSTACK_SIZE = release.boot_module().STACK_NEEDED
PYSTACK_LINES = (
    "# Python stack for Zoo Tally: its deepest call path needs about 984 bytes",
    "# (docs/performance.md); less crashes it with 'pystack exhausted'.",
    "%s = %d" % (PYSTACK_KEY, PYSTACK_SIZE),
)


class DeployError(Exception):
    pass


def is_circuitpy(drive):
    return (
        os.path.exists(os.path.join(drive, "boot_out.txt"))
        or os.path.basename(os.path.normpath(drive)) == "CIRCUITPY"
    )


def settings_template():
    """The settings.toml that a deploy writes when the drive has none."""
    lines = ["# Zoo Tally settings (CircuitPython reads its own keys from this file too)."]
    lines.extend(PYSTACK_LINES)
    lines.extend(release.setting_lines())
    return "\n".join(lines) + "\n"


def merge_settings(text):
    """The user's settings.toml with the Python stack the firmware needs, every other line
    as it was; None if it already has enough."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        key, eq, value = line.partition("=")
        if eq and key.strip() == PYSTACK_KEY:
            try:
                if int(value.split("#")[0].strip()) >= PYSTACK_SIZE:
                    return None
            except ValueError:
                pass
            lines[i] = PYSTACK_LINES[-1]  # too small for this firmware: raised
            return "\n".join(lines)
    if text and not text.endswith("\n"):
        text += "\n"
    return text + "\n".join(PYSTACK_LINES) + "\n"


def board_version(drive):
    """(major, minor) of the CircuitPython that wrote the drive's boot_out.txt, or None."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), errors="replace") as f:
            first = f.readline()
    except OSError:
        return None
    return cp_version(first)


def cp_version(text):
    """(major, minor) from 'Adafruit CircuitPython 9.2.1 on ...' (also mpy-cross's
    --version), or None."""
    at = text.find("CircuitPython ")
    if at < 0:
        return None
    parts = text[at + 14 :].split()[0].split(".")
    try:
        return int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
    except ValueError:
        return None


def find_mpy_cross(given, version):
    """CircuitPython's mpy-cross for a board of this version: (path, its version text)."""
    candidates = [given] if given else ["build-tools"]
    for path in candidates:
        if path == "build-tools":
            try:
                from circuitpython_build_tools import build as cpbuild
                from circuitpython_build_tools import target_versions
            except ImportError:
                continue
            for v in target_versions.VERSIONS:
                if version is None or v["name"] == str(version[0]):
                    try:
                        path = cpbuild.mpy_cross(v)
                    except Exception:  # no network, or the download failed
                        path = None
                    break
            if path in (None, "build-tools"):
                continue
        if not os.access(path, os.X_OK):
            if given:
                raise DeployError("%s is not an executable mpy-cross" % given)
            continue
        r = subprocess.run([path, "--version"], capture_output=True, text=True)
        text = (r.stdout + r.stderr).strip()
        made_for = cp_version(text)
        if made_for is None:
            raise DeployError("%s is not CircuitPython's mpy-cross (%s)" % (path, text))
        if made_for[0] not in release.SUPPORTED:
            raise DeployError(
                "%s is CircuitPython %d.%d's; this firmware needs %s"
                % (path, made_for[0], made_for[1], " or ".join(map(str, release.SUPPORTED)))
            )
        return path, text
    raise DeployError(
        "no CircuitPython mpy-cross: pass --mpy-cross PATH (circuitpython-build-tools fetches"
        " one), or --source to copy .py files, which need about 40 KB more heap on the board"
        " (docs/performance.md)"
    )


BUILD = os.path.join(ROOT, "build", "circuitpython")  # where the .mpy are made, then copied


def package_source(drive, build, mpy_cross, source):
    """(folder holding zootally/ to copy, what it is)."""
    if build:
        return build, "build " + build
    if source:
        return FIRMWARE, ".py source (--source: up to 40 KB more heap than .mpy on the board)"
    version = board_version(drive)
    if version is not None and version[0] not in release.SUPPORTED:
        raise DeployError(
            "the board runs CircuitPython %d.%d; Zoo Tally needs %s"
            % (version[0], version[1], " or ".join(map(str, release.SUPPORTED)))
        )
    path, text = find_mpy_cross(mpy_cross, version)
    import mpybuild

    out = BUILD
    try:
        mpybuild.build("circuitpython", path, out)
    except mpybuild.BuildError as err:
        raise DeployError(str(err)) from err
    board = "CircuitPython %d.%d" % version if version else "a board of unknown version"
    return out, "CircuitPython .mpy for %s, made by %s" % (board, text)


def plan_circuitpython(
    drive, board, build=None, libs=True, settings=None, mpy_cross=None, source=False
):
    """The steps, each (what, argument...)."""
    board_file = os.path.join(ROOT, "boards", board + ".py")
    if not os.path.exists(board_file):
        known = sorted(
            f[:-3] for f in os.listdir(os.path.join(ROOT, "boards")) if f.endswith(".py")
        )
        raise DeployError("no board file %s (boards: %s)" % (board, ", ".join(known)))
    src, what = package_source(drive, build, mpy_cross, source)
    steps = [("note", "package from " + what)]
    # An old zootally/ goes first: a stale .py would shadow a new .mpy of the same name.
    steps.append(("remove", os.path.join(drive, "zootally")))
    for folder, _, files in os.walk(os.path.join(src, "zootally")):
        for name in sorted(files):
            if name.endswith((".py", ".mpy")):
                full = os.path.join(folder, name)
                steps.append(("copy", full, os.path.join(drive, os.path.relpath(full, src))))
    steps.append(("copy", os.path.join(FIRMWARE, "code.py"), os.path.join(drive, "code.py")))
    # zt_boot finds the board by its board_id among every board file, as a release's does.
    version = board_version(drive)
    boot = release.stamped_boot(version[0], release.firmware_libraries()) if version else None
    if boot is None:
        steps.append(
            ("copy", os.path.join(FIRMWARE, "zt_boot.py"), os.path.join(drive, "zt_boot.py"))
        )
    else:
        steps.append(
            ("write", boot, os.path.join(drive, "zt_boot.py"), "for CircuitPython %d" % version[0])
        )
    steps.append(("remove", os.path.join(drive, "zt_board.py")))  # an older deploy's
    for path in release.board_files():
        steps.append(("copy", path, os.path.join(drive, "zt_boards", os.path.basename(path))))
    target = os.path.join(drive, "settings.toml")
    if settings:
        steps.append(("copy", settings, target))
    elif not os.path.exists(target):
        steps.append(("copy", os.path.join(FIRMWARE, "settings.toml"), target))
    else:
        with open(target, errors="replace") as f:
            merged = merge_settings(f.read())
        if merged is None:
            steps.append(("note", "settings.toml kept (the drive has one)"))
        else:
            steps.append(("write", merged, target, "settings.toml: %s set" % PYSTACK_LINES[-1]))
    if libs:
        steps.append(("run", circup(), "--path", drive, "install", "-r", REQUIREMENTS))
        extra = board_libraries(board_file)
        if extra:
            steps.append(("run", circup(), "--path", drive, "install") + tuple(extra))
    return steps


def board_libraries(board_file):
    """The LIBRARIES a board file declares (release.py reads them as text)."""
    return release.board_libraries(board_file)


def circup():
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    return exe if os.path.exists(exe) else "circup"


def plan_micropython(port):
    steps = [("note", "engine and UI layers only: MicroPython has no displayio")]
    mp = [sys.executable, "-m", "mpremote", "connect", port]
    steps.append(("run",) + tuple(mp) + ("mkdir", ":zootally"))
    for item in MICROPYTHON_LAYERS:
        path = os.path.join(FIRMWARE, "zootally", item)
        if os.path.isdir(path):
            steps.append(("run",) + tuple(mp) + ("cp", "-r", path, ":zootally/"))
        else:
            steps.append(("run",) + tuple(mp) + ("cp", path, ":zootally/" + item))
    return steps


def describe(step):
    kind = step[0]
    if kind == "copy":
        return "copy   %s -> %s" % (os.path.relpath(step[1], ROOT), step[2])
    if kind == "remove":
        return "remove %s" % step[1]
    if kind == "write":
        return "write  %s (%s, the rest kept)" % (step[2], step[3])
    if kind == "run":
        return "run    %s" % " ".join(step[1:])
    return "note   %s" % step[1]


def execute(step):
    kind = step[0]
    if kind == "copy":
        os.makedirs(os.path.dirname(step[2]), exist_ok=True)
        shutil.copyfile(step[1], step[2])
    elif kind == "remove":
        if os.path.isdir(step[1]):
            shutil.rmtree(step[1])
        elif os.path.isfile(step[1]) and not os.path.islink(step[1]):
            os.remove(step[1])
    elif kind == "write":
        os.makedirs(os.path.dirname(step[2]), exist_ok=True)
        with open(step[2], "w") as f:
            f.write(step[1])
    elif kind == "run":
        r = subprocess.run(list(step[1:]))
        if r.returncode:
            raise DeployError("failed (%d): %s" % (r.returncode, " ".join(step[1:])))


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/deploy", description=__doc__.split("\n")[0])
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--drive", help="the mounted CIRCUITPY drive")
    where.add_argument("--micropython", metavar="PORT", help="a MicroPython board's serial port")
    p.add_argument("--board", default="macropad_rp2040", help="board file in boards/ (no .py)")
    p.add_argument("--build", help="folder holding zootally/ to copy (default: see above)")
    p.add_argument("--mpy-cross", help="CircuitPython's mpy-cross to compile with")
    p.add_argument(
        "--source", action="store_true", help="copy .py, not .mpy (costs heap on the board)"
    )
    p.add_argument("--settings", help="settings.toml to write (default: keep the drive's)")
    p.add_argument("--no-libs", action="store_true", help="do not run circup")
    p.add_argument("--force", action="store_true", help="write to a folder that is not CIRCUITPY")
    p.add_argument("--dry-run", action="store_true", help="list what would be done")
    a = p.parse_args(argv)
    try:
        if a.micropython:
            steps = plan_micropython(a.micropython)
        else:
            if not os.path.isdir(a.drive):
                raise DeployError("%s is not a folder" % a.drive)
            if not is_circuitpy(a.drive) and not a.force:
                raise DeployError(
                    "%s does not look like a CIRCUITPY drive (no boot_out.txt); --force to write"
                    " there anyway" % a.drive
                )
            steps = plan_circuitpython(
                a.drive, a.board, a.build, not a.no_libs, a.settings, a.mpy_cross, a.source
            )
        for step in steps:
            print(("would " if a.dry_run and step[0] != "note" else "") + describe(step))
            if not a.dry_run:
                execute(step)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
