# SPDX-License-Identifier: MIT
"""Files a user names on a host tool's command line (a record, a key script, settings).

Whatever is wrong with one (missing, a folder, unreadable, binary, not UTF-8, too large)
becomes one line that says so, never a traceback: the tools print it and exit with 2."""

import os
import stat
import sys

# A whole 4-player ZooStock record is about 2 KB; a key script of one, about 3 KB. A file
# a thousand times larger is not one of ours, and reading it would only hide that.
LIMIT = 1 << 20


class FileProblem(Exception):
    """One line for the user: the file's name and what is wrong with it."""


def read_text(path, what="record", limit=LIMIT):
    """The text of `path` (`-`: standard input), or FileProblem."""
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            if os.path.isdir(path):
                raise FileProblem("%s: is a folder, not a %s file" % (name, what))
            if os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode):
                # A FIFO or a device would be waited on for ever: never opened.
                raise FileProblem("%s: not a plain file, not a %s file" % (name, what))
            with open(path, "rb") as f:
                data = f.read(limit + 1)
    except FileNotFoundError:
        raise FileProblem("%s: no such file" % name) from None
    except PermissionError:
        raise FileProblem("%s: not allowed to read it" % name) from None
    except (OSError, ValueError) as err:  # ValueError: a NUL in the name
        reason = getattr(err, "strerror", None) or str(err)
        raise FileProblem("%s: cannot read it (%s)" % (name, reason)) from None
    if len(data) > limit:
        raise FileProblem("%s: too large for a %s file (over %d KB)" % (name, what, limit // 1024))
    if b"\0" in data:
        raise FileProblem("%s: a binary file, not a %s" % (name, what))
    try:
        # utf-8-sig: Windows editors may begin a UTF-8 file with a byte order mark.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise FileProblem(
            "%s: not UTF-8 text (line %d); save the %s as UTF-8" % (name, line, what)
        ) from None


def write_whole(path, data):
    """Put `data` in place as the file at `path`: written whole under a new name of its own
    beside it (created here, never one that was there, never through a link), then renamed
    over it (a link at `path` is replaced, never written through). A problem: FileProblem,
    and nothing written."""
    import secrets

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    folder, name = os.path.split(path)
    temp = os.path.join(folder, ".%s.%s.zootally-new" % (name, secrets.token_hex(6)))
    try:
        fd = os.open(temp, flags, 0o644)
    except OSError as e:
        raise FileProblem("cannot write %s: %s" % (path, e.strerror or e)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(temp, path)
    except OSError as e:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise FileProblem("cannot write %s: %s" % (path, e.strerror or e)) from None


def picture_problem(path):
    """What is wrong with `path` as a picture to draw (one line), or None: a kind the
    drawing library writes, in a folder that exists."""
    if os.path.splitext(path)[1].lower() not in (".png", ".svg", ".pdf"):
        return "%s: draw to a .png, .svg or .pdf" % path
    if not os.path.isdir(os.path.dirname(os.path.abspath(path))):
        return "%s: no such folder" % path
    return None


def closed_pipe():
    """Standard output's reader has gone (`| head -1`: it has what it wanted): what is
    still to be printed goes nowhere, so that the flush at exit raises nothing again. The
    tool then ends quietly, status 0."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
