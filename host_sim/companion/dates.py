# SPDX-License-Identifier: MIT
"""When a game was pulled: the device has no clock, so `pull` dates what it files with the
time it arrived on this computer (local time, its offset from UTC said), and `standings`
and `report` show that date. A history line carries it at its end (` pulled=2026-12-02T
14:20+01:00`), a record in a comment line of its own before it."""

import re

HISTORY_MARK = " pulled="  # a filed history line's stamp, after the device's own text
RECORD_MARK = "# pulled "  # a filed record's comment line
SAID = "the time it arrived: the device has no clock"
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(?:Z|[+-]\d\d:\d\d)")


def now_stamp(now=None):
    """The stamp of `now` (a datetime; the computer's clock when None): local time and its
    offset (a time without one is the computer's local time)."""
    import datetime

    now = now or datetime.datetime.now()
    if now.tzinfo is None:
        now = now.astimezone()
    return now.isoformat(timespec="minutes").replace("+00:00", "Z")


def readable(stamp):
    """Is this a stamp, of a moment that exists (2026-13-45 is not)?"""
    if STAMP.fullmatch(stamp) is None:
        return False
    try:
        moment(stamp)
    except ValueError:
        return False
    return True


def split_history(line):
    """A history.txt line -> (the device's line, its stamp or None: filed by an older
    pull). ValueError for a stamp that does not read as one (a line cut short)."""
    i = line.rfind(HISTORY_MARK)
    if i < 0:
        return line, None
    stamp = line[i + len(HISTORY_MARK) :]
    if not readable(stamp):
        raise ValueError("a damaged date")
    return line[:i], stamp


def record_comment(stamp):
    """The comment line a filed record begins with."""
    return "%s%s (%s)" % (RECORD_MARK, stamp, SAID)


def of_record(text):
    """The stamp of a filed record (its first line), or None (filed by an older pull, or
    not by pull at all)."""
    first = text.split("\n", 1)[0]
    if not first.startswith(RECORD_MARK):
        return None
    stamp = first[len(RECORD_MARK) :].split(" ", 1)[0]
    return stamp if readable(stamp) else None


def moment(stamp):
    """A stamp as a datetime that compares across offsets."""
    import datetime

    return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def shown(stamp):
    """A stamp as people read it: 2026-12-02 14:20."""
    return stamp[:10] + " " + stamp[11:16]
