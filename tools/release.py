#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Make the release a board owner copies onto a CIRCUITPY drive.

    tools/release [--mpy-cross-9 PATH] [--mpy-cross-10 PATH] [--out DIR]
    tools/release --source                                  .py, any machine, offline

Writes dist/zoo-tally-<version>.zip (--source: zoo-tally-<version>-source.zip): a folder
per CircuitPython major version this firmware supports ("CircuitPython 10.x/"), each a
whole drive: code.py and zt_boot.py (plain .py: the checks a table can act on), every
board file in zt_boards/ (the board is found at run time by its board_id), the zootally
package and, in lib/, every library the firmware or a board file imports, with their
dependencies, from their registry sources (this project's environment has them); the
package and the libraries compiled with that version's CircuitPython mpy-cross. zt_boot's
`made` line says what the folder is for; then settings.toml.example (never a
settings.toml: an update keeps the table's) and README.txt (the version, the commit).

The mpy-cross of a version: --mpy-cross-N PATH, else the one circuitpython-build-tools
downloads (where the network allows and it is installed). Where one cannot be had, the
release stops with one line (exit 2): never a release of mixed versions. --source makes a
release of .py instead, which needs more heap on the board (docs/device-model.md); its zip,
folders and README say so."""

import argparse
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile

import mpybuild

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
BOARDS = os.path.join(ROOT, "boards")
REQUIREMENTS = os.path.join(ROOT, "tools", "circuitpython-requirements.txt")
SUPPORTED = (9, 10)  # CircuitPython majors: a folder each
FOLDER = "CircuitPython %d.x"
SOURCE_FOLDER = "CircuitPython %d.x (source: needs more heap)"
# Registry packages of the libraries that are for a computer's type checker only (their
# modules are imported under `try` by the libraries): not on the drive.
HOST_ONLY = ("adafruit-blinka", "adafruit-blinka-displayio", "adafruit-circuitpython-typing")


class ReleaseError(Exception):
    pass


def project_version():
    import tomllib

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]["version"]


def _git(*args):
    """git's output for these arguments in the repository, or None (no git, no commit)."""
    try:
        r = subprocess.run(
            ["git", "-C", ROOT] + list(args), capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return r.stdout.strip() if r.returncode == 0 else None


def commit():
    """The commit the release is made from ('+' if the tree has changes), or 'unknown'."""
    head = _git("rev-parse", "--short", "HEAD")
    if head is None:
        return "unknown"
    return head + (
        "+" if _git("status", "--porcelain", "--", "firmware", "boards", "tools") else ""
    )


def board_files():
    """Every shipped board file (boards/*.py), sorted."""
    return sorted(os.path.join(BOARDS, f) for f in os.listdir(BOARDS) if f.endswith(".py"))


def firmware_libraries():
    """The libraries the firmware imports on every board (the requirements file)."""
    with open(REQUIREMENTS) as f:
        return [w for w in (line.split("#")[0].strip() for line in f) if w]


def board_libraries(path):
    """The LIBRARIES a board file declares (read, not imported: it imports `board`)."""
    import ast

    with open(path) as f:
        for node in ast.parse(f.read()).body:
            if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "LIBRARIES":
                return list(ast.literal_eval(node.value))
    return []


def _requirement_name(text):
    return re.split(r"[<>=!~;\[ (]", text, maxsplit=1)[0].strip().lower()


def library_modules(names):
    """The modules of these libraries and of the libraries they need (their registry
    packages' requirements, host-only ones left out), sorted: what lib/ holds."""
    owners = importlib.metadata.packages_distributions()
    seen = []
    todo = list(names)
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        for dist in owners.get(name, ()):
            for req in importlib.metadata.requires(dist) or ():
                if "extra ==" in req:
                    continue
                package = _requirement_name(req)
                if package in HOST_ONLY:
                    continue
                for module, dists in owners.items():
                    if package in (d.lower() for d in dists) and module not in seen:
                        todo.append(module)
    return sorted(seen)


def library_sources(modules):
    """[(source file, path under lib/)] of these modules, from this environment's
    registry packages."""
    out = []
    for name in modules:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None and not spec.submodule_search_locations:
            raise ReleaseError(
                "the library %s is not installed here (tools/setup-venv installs it)" % name
            )
        if spec.submodule_search_locations:
            folder = list(spec.submodule_search_locations)[0]
            for f in sorted(os.listdir(folder)):
                if f.endswith(".py"):
                    out.append((os.path.join(folder, f), name + "/" + f))
        else:
            out.append((spec.origin, name + ".py"))
    return out


def boot_module():
    """firmware/zt_boot.py, imported by its path (its STACK_ and BOARD_KEY constants)."""
    path = os.path.join(FIRMWARE, "zt_boot.py")
    spec = importlib.util.spec_from_file_location("zt_boot", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stamped_boot(major, modules):
    """zt_boot.py with its `made` line saying what these files are for (zt_boot checks
    the drive against it)."""
    with open(os.path.join(FIRMWARE, "zt_boot.py")) as f:
        text = f.read()
    line = "made = None\n"
    if text.count(line) != 1:
        raise ReleaseError("zt_boot.py has no line %r to write the release in" % line.strip())
    return text.replace(line, "made = %r\n" % ((major, SUPPORTED, tuple(modules)),))


def setting_lines():
    """A line for each of the firmware's settings: its default, what it is, its range."""
    if FIRMWARE not in sys.path:
        sys.path.append(FIRMWARE)  # after the standard library: firmware/ has a code.py
    from zootally.core import settings

    lines = []
    for name in settings.SETTINGS:
        default, low, high, what = settings.SETTINGS[name]
        if name == settings.PLAYERS:
            lines.append('%s = "%s"  # %s, up to %d' % (name, default, what, high))
        elif isinstance(default, str):
            lines.append('%s = "%s"  # %s, %s-%s each' % (name, default, what, low, high))
        else:
            lines.append("%s = %s  # %s, %s-%s" % (name, default, what, low, high))
    return lines


def settings_example():
    """settings.toml.example: every setting, commented out, with its default and range."""
    zt_boot = boot_module()

    lines = [
        "# Zoo Tally's settings: copy the lines you want into settings.toml (without the '# '",
        "# before the key). A drive with no settings.toml runs with these defaults.",
        "#",
        "# The Python stack (CircuitPython's setting, read at reset): Zoo Tally needs %d"
        % zt_boot.STACK_NEEDED,
        "# bytes, CircuitPython 9's default (10's is 2048).",
        "# %s = %d" % (zt_boot.STACK_KEY, zt_boot.STACK_NEEDED),
        "#",
        "# Which board file runs, where two share CircuitPython's board_id (the first by name",
        "# unless this names another; the serial console says which runs):",
        '# %s = "macropad_rp2040"' % zt_boot.BOARD_KEY,
    ]
    lines += ["# " + line for line in setting_lines()]
    return "\n".join(lines) + "\n"


def readme_text(major, kind, version, made_from, boards):
    folder = (SOURCE_FOLDER if kind == "py" else FOLDER) % major
    lines = [
        "Zoo Tally %s for CircuitPython %d.x (%s)" % (version, major, made_from),
        "",
        "A scorekeeper for ZooStock, Zooscape and Zoo-ography that sits beside the table.",
        "",
        "1. Install CircuitPython %d.x on the board (circuitpython.org, the board's page)." % major,
        "2. Copy everything in this folder onto the CIRCUITPY drive, replacing what is",
        '   there (this folder: "%s").' % folder,
        "3. The board restarts and shows the game choice. Play.",
        "",
        "The board is found by itself (CircuitPython's board_id). Boards:",
    ]
    for path in boards:
        name, board_id, title = board_row(path)
        lines.append("  %s  (%s, board_id %s)" % (title, name, board_id))
    lines += [
        "",
        "Where things live: the game in progress, the finished games' history and the",
        "table's last seating are kept in the board's own memory (nvm), not in a file;",
        "the names (ZT_PLAYERS) and the other settings in settings.toml. Copying a newer",
        "release over the drive keeps all of them: no file here overwrites settings.toml",
        "(settings.toml.example lists every setting).",
        "",
        "If something is wrong the display says what to do (and the serial console, in one",
        "line): the wrong CircuitPython for these files, a library missing from lib/, the",
        "Python stack too small, old files on the drive, a board it does not know.",
    ]
    if kind == "py":
        lines += [
            "",
            "These are .py files (a --source release): they need more of the board's heap",
            "than the compiled release of the same version.",
        ]
    return "\n".join(lines) + "\n"


def board_row(path):
    """(file name, BOARD_ID, NAME) of a board file, read as text."""
    values = {}
    with open(path) as f:
        for line in f:
            for key in ("BOARD_ID", "NAME"):
                if line.startswith(key + " = "):
                    values[key] = line.split("=", 1)[1].split("#")[0].strip().strip("\"'")
    name = os.path.basename(path)[:-3]
    return name, values.get("BOARD_ID", "?"), values.get("NAME", name)


def _compile(cmd, src, dst, name):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    r = subprocess.run(
        cmd + mpybuild.FLAGS + ["-s", name, "-o", dst, src],
        capture_output=True,
        text=True,
        timeout=120,  # a hang's deadline: a module compiles in well under a second
    )
    if r.returncode:
        raise ReleaseError("mpy-cross %s: %s" % (name, (r.stderr or r.stdout).strip()))


def make_drive(out, major, compiler=None, boards=None, version=None, made_from=None):
    """Write a whole drive into `out` (emptied first) for CircuitPython `major`: compiled
    with `compiler` (an mpy-cross command, a list), or .py where None. Returns out."""
    boards = board_files() if boards is None else boards
    version = version or project_version()
    made_from = made_from or "commit " + commit()
    kind = "py" if compiler is None else "mpy"
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    # Plain .py, both: they run on any CircuitPython (zt_boot says what the rest is for).
    shutil.copy(os.path.join(FIRMWARE, "code.py"), os.path.join(out, "code.py"))
    for path in boards:
        dst = os.path.join(out, "zt_boards", os.path.basename(path))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(path, dst)
    package = os.path.join(FIRMWARE, "zootally")
    for folder, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            src = os.path.join(folder, f)
            rel = os.path.relpath(src, FIRMWARE).replace(os.sep, "/")
            if compiler is None:
                dst = os.path.join(out, rel)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy(src, dst)
            else:
                # -s: the name tracebacks give, the module's own file as the board
                # imports it (one string interned per module, not two).
                _compile(compiler, src, os.path.join(out, rel[:-3] + ".mpy"), rel[:-3] + ".mpy")
    wanted = firmware_libraries()
    for path in boards:
        wanted += [n for n in board_libraries(path) if n not in wanted]
    for src, rel in library_sources(library_modules(wanted)):
        dst = os.path.join(out, "lib", rel)
        if compiler is None:
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy(src, dst)
        else:
            _compile(compiler, src, dst[:-3] + ".mpy", rel[:-3] + ".mpy")
    files = {
        "zt_boot.py": stamped_boot(major, firmware_libraries()),
        "settings.toml.example": settings_example(),
        "README.txt": readme_text(major, kind, version, made_from, boards),
    }
    for name, text in files.items():
        with open(os.path.join(out, name), "w", newline="\n") as f:
            f.write(text)
    return out


def find_mpy_cross(major, given):
    """CircuitPython `major`'s mpy-cross as a command (a list): the given path, else the
    one circuitpython-build-tools downloads. ReleaseError where there is none."""
    path = given
    if path is None:
        try:
            from circuitpython_build_tools import build as cpbuild
            from circuitpython_build_tools import target_versions
        except ImportError:
            cpbuild = None
        if cpbuild is not None:
            for v in target_versions.VERSIONS:
                if v["name"] == str(major):
                    try:
                        path = cpbuild.mpy_cross(v)
                    except Exception:  # noqa: BLE001  (no network, or the download failed)
                        path = None
    if path is None:
        raise ReleaseError(
            "no mpy-cross for CircuitPython %d.x (Adafruit's download): pass --mpy-cross-%d"
            " PATH, or --source for a .py release (more heap on the board)" % (major, major)
        )
    if not os.access(path, os.X_OK):
        raise ReleaseError("%s is not an executable mpy-cross" % path)
    try:
        r = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise ReleaseError("%s --version: %s" % (path, err)) from err
    text = (r.stdout + r.stderr).strip()
    m = re.search(r"CircuitPython (\d+)\.", text)
    if m is None:
        raise ReleaseError("%s is not CircuitPython's mpy-cross (%s)" % (path, text[:80]))
    if int(m.group(1)) != major:
        raise ReleaseError(
            "%s is CircuitPython %s's mpy-cross, not %d.x's" % (path, m.group(1), major)
        )
    return [path]


def zip_folder(folder, path, when):
    """The folder's tree into a zip at `path`, its entries sorted and dated `when` (the
    commit's time): the same tree makes the same bytes."""
    tmp = path + ".part"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for top, dirs, files in os.walk(folder):
            dirs.sort()
            for f in sorted(files):
                full = os.path.join(top, f)
                info = zipfile.ZipInfo(os.path.relpath(full, folder).replace(os.sep, "/"), when)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                with open(full, "rb") as fh:
                    z.writestr(info, fh.read())
    os.replace(tmp, path)  # never half a zip under the release's name


def commit_time():
    """The commit's time, for the zip's entries (1980, zip's first day, without one)."""
    import time

    when = _git("log", "-1", "--format=%ct")
    return time.gmtime(int(when))[:6] if when and when.isdigit() else (1980, 1, 1, 0, 0, 0)


def release(out_dir, source=False, compilers=None):
    """Build every version's folder and the zip; returns the zip's path."""
    compilers = compilers or {}
    version = project_version()
    made_from = "commit " + commit()
    commands = {}
    if not source:  # every compiler first: never a release of some versions only
        for major in SUPPORTED:
            commands[major] = find_mpy_cross(major, compilers.get(major))
    name = "zoo-tally-%s%s" % (version, "-source" if source else "")
    stage = os.path.join(out_dir, name)
    if os.path.exists(stage):
        shutil.rmtree(stage)
    for major in SUPPORTED:
        folder = (SOURCE_FOLDER if source else FOLDER) % major
        make_drive(
            os.path.join(stage, folder), major, commands.get(major), None, version, made_from
        )
    path = os.path.join(out_dir, name + ".zip")
    zip_folder(stage, path, commit_time())
    return path


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/release", description=__doc__.split("\n")[0])
    for major in SUPPORTED:
        p.add_argument(
            "--mpy-cross-%d" % major, metavar="PATH", help="CircuitPython %d.x's mpy-cross" % major
        )
    p.add_argument("--source", action="store_true", help=".py, not .mpy (more heap on a board)")
    p.add_argument("--out", default=os.path.join(ROOT, "dist"), help="where (default dist/)")
    a = p.parse_args(argv)
    compilers = {m: getattr(a, "mpy_cross_%d" % m) for m in SUPPORTED}
    try:
        os.makedirs(a.out, exist_ok=True)
        path = release(a.out, a.source, compilers)
    except (ReleaseError, OSError) as err:
        print("release: %s" % err, file=sys.stderr)
        return 2
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
