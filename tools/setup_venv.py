#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Make (or refresh) the project's virtual environment in .venv with what the simulator and
the tests need, on Linux, macOS and Windows alike. Safe to run again: it installs only
when pyproject.toml (or a board file's LIBRARIES) changed since the last time.

    python tools/setup_venv.py        (tools/sim.py and tools/test.py run it themselves)

Also installs the 32-bit device model (MicroPython's WebAssembly build, pinned in
tests/device/package.json) with `npm ci` where Node.js is installed; without it, or
offline, the tests that need it say why they were skipped.

Prints nothing when there is nothing to do."""

import hashlib
import os
import shutil
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NEEDS = (3, 11)
# MicroPython's stubs (stdlib and the RP2040 port) go in a folder of their own: they replace
# the standard library's types for tools/typecheck and must not shadow CPython's.
MICROPYTHON_STUBS = ("micropython-rp2-stubs", "micropython-stdlib-stubs")
# The board files (docs/adding-a-board.md; the tests' own board too): the device model runs
# each board with the libraries its file declares (LIBRARIES: its display driver), so those
# are installed from PyPI with the rest.
BOARD_FOLDERS = ("boards", os.path.join("tests", "fixture_board"))


class SetupError(Exception):
    pass


def venv_python(venv_dir):
    """The environment's interpreter: bin/python, or Scripts\\python.exe on Windows."""
    if os.name == "nt":
        return os.path.join(venv_dir, "Scripts", "python.exe")
    return os.path.join(venv_dir, "bin", "python")


def requirements(pyproject_path):
    """The dependencies of the sim, companion, test and deploy extras (not the project itself: the
    firmware runs from the source tree, as it does from a CIRCUITPY drive)."""
    import tomllib

    with open(pyproject_path, "rb") as f:
        extras = tomllib.load(f)["project"].get("optional-dependencies", {})
    out = []
    for group in ("sim", "companion", "test", "deploy"):
        for dep in extras.get(group, ()):
            if not dep.startswith("zootally") and dep not in out:
                out.append(dep)
    return out


def board_packages(root=ROOT):
    """The PyPI packages of the libraries the board files declare, by Adafruit's naming
    (adafruit_displayio_sh1107 is adafruit-circuitpython-displayio-sh1107)."""
    here = os.path.dirname(os.path.abspath(__file__))
    if here not in sys.path:
        sys.path.insert(0, here)
    import deploy

    out = []
    for folder in BOARD_FOLDERS:
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".py") and not name.startswith("_"):
                for lib in deploy.board_libraries(os.path.join(path, name)):
                    short = lib[len("adafruit_") :] if lib.startswith("adafruit_") else lib
                    package = "adafruit-circuitpython-" + short.replace("_", "-")
                    if package not in out:
                        out.append(package)
    return out


def stamp_path(venv_dir, pyproject_path, deps=()):
    """The file that says these dependencies of this pyproject.toml are installed."""
    with open(pyproject_path, "rb") as f:
        digest = hashlib.sha1(f.read() + "\n".join(deps).encode()).hexdigest()[:12]
    return os.path.join(venv_dir, ".installed-" + digest)


def check_python(version=None):
    v = tuple(version or sys.version_info[:3])
    if v[:2] < NEEDS:
        raise SetupError(
            "Zoo Tally's tools need Python %d.%d or newer; this is %s. Install a newer "
            "Python (python.org) and run this again with it."
            % (NEEDS + (".".join(str(x) for x in v),))
        )


def ensure(root=ROOT, venv_dir=None, stubs=True, quiet=True):
    """Set up `venv_dir` (default root/.venv) if what it needs changed; its python."""
    check_python()
    venv_dir = venv_dir or os.path.join(root, ".venv")
    pyproject = os.path.join(root, "pyproject.toml")
    py = venv_python(venv_dir)
    deps = requirements(pyproject) + board_packages(root)
    stamp = stamp_path(venv_dir, pyproject, deps)
    ensure_node(root)
    if os.path.exists(py) and os.path.exists(stamp):
        return py
    if not os.path.exists(py):
        print("Setting up %s (first use; a few minutes)..." % venv_dir, file=sys.stderr)
        venv.EnvBuilder(with_pip=True).create(venv_dir)
    q = ["-q"] if quiet else []
    pip = [py, "-m", "pip", "install", "--disable-pip-version-check"] + q
    subprocess.run(pip + ["--upgrade", "pip"], capture_output=quiet)  # best effort
    if deps:
        _run(pip + deps)
    if stubs:
        target = os.path.join(venv_dir, "micropython-stubs")
        shutil.rmtree(target, ignore_errors=True)
        _run(pip + ["--no-deps", "--target", target] + list(MICROPYTHON_STUBS))
    for name in os.listdir(venv_dir):
        if name.startswith(".installed-"):
            os.remove(os.path.join(venv_dir, name))
    with open(stamp, "w") as f:
        f.write("\n".join(deps) + "\n")
    return py


def ensure_node(root=ROOT):
    """npm ci in tests/device when its package-lock.json changed since the last time. Never
    fatal: the simulator does not need it, and the tests say what is missing."""
    folder = os.path.join(root, "tests", "device")
    lock = os.path.join(folder, "package-lock.json")
    if not os.path.exists(lock):
        return False
    with open(lock, "rb") as f:
        digest = hashlib.sha1(f.read()).hexdigest()[:12]
    stamp = os.path.join(folder, "node_modules", ".installed-" + digest)
    if os.path.exists(stamp):
        return True
    npm = shutil.which("npm")
    if npm is None:
        print("setup: no npm (Node.js): the 32-bit device model is not installed", file=sys.stderr)
        return False
    cmd = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
    try:
        r = subprocess.run(cmd, cwd=folder, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as err:
        r = None
        why = str(err)
    if r is None or r.returncode != 0:
        why = why if r is None else (r.stderr.strip().splitlines() or ["failed"])[-1]
        print("setup: npm ci (the 32-bit device model) failed: %s" % why, file=sys.stderr)
        return False
    with open(stamp, "w") as f:
        f.write(digest + "\n")
    return True


def _run(cmd):
    r = subprocess.run(cmd)
    if r.returncode != 0:
        raise SetupError("installing the dependencies failed (%s)" % " ".join(cmd[3:6]))


def main():
    try:
        ensure()
    except SetupError as err:
        print("setup: %s" % err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
