# SPDX-License-Identifier: MIT
"""zootally pull: the device's records and history lines off its USB serial port, read back
with the firmware's own reader and filed (the package's docstring says how).
Memory stays bounded whatever the port sends (LineReader, RecordCatcher)."""

import os
import re
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)

VENDOR_IDS = (0x239A, 0x2E8A)  # Adafruit, Raspberry Pi: the boards of boards/


HISTORY_FILE = "history.txt"  # the device's history lines, in the pull folder
DAMAGED_FOLDER = "damaged"  # sendings whose record does not read back
REPLACED_FOLDER = "replaced"  # earlier versions of a game a later one replaced
MAX_LINE = 4096  # bytes: the device's longest line is far shorter
MAX_SENDING = 1 << 20  # bytes of one record and its history (a game is a few KB)
MAX_LINES = 5000  # lines of one sending


class LineReader:
    r"""Bytes from a serial port in, lines out; memory bounded whatever comes. A terminal
    control sequence (CircuitPython's status bar writes ESC ] 0 ; title ESC \ whenever a
    computer opens the port, with no newline) is removed and ends the line it interrupts,
    so that a fragment before it never glues onto the next line; so do CR, LF and CRLF.
    Other control bytes are dropped; a line over MAX_LINE bytes is dropped whole."""

    def __init__(self):
        self.line = bytearray()
        self.state = 0  # 0 text, 1 after ESC, 2 in OSC (until BEL or ESC \), 3 in CSI
        self.osc_esc = False
        self.skip = 0  # bytes of control sequence read (bounded too)
        self.overlong = 0  # lines dropped for their length

    def _end(self, out):
        if self.line:
            if len(self.line) <= MAX_LINE:
                out.append(self.line.decode("utf-8", "replace"))
            self.line = bytearray()

    def feed(self, data):
        out = []
        for b in data:
            st = self.state
            if st == 1:  # after ESC
                self.state = 2 if b == 0x5D else 3 if b == 0x5B else 0
                self.skip = 0
                self.osc_esc = False
                continue
            if st == 2:  # OSC: a title, up to BEL or ESC \ (or far too long)
                self.skip += 1
                if b == 0x07 or (self.osc_esc and b == 0x5C) or self.skip > MAX_LINE:
                    self.state = 0
                self.osc_esc = b == 0x1B
                continue
            if st == 3:  # CSI: parameters, then a final byte
                self.skip += 1
                if 0x40 <= b <= 0x7E or self.skip > 64:
                    self.state = 0
                continue
            if b == 0x1B:
                self._end(out)
                self.state = 1
            elif b == 0x0A or b == 0x0D:
                self._end(out)
            elif b >= 0x20 or b == 0x09:
                if len(self.line) <= MAX_LINE:
                    self.line.append(b)
                    if len(self.line) > MAX_LINE:
                        self.overlong += 1
        return out


def parse_history_line(line):
    """A '# game' line of the device's history -> (number, name, players, scores, winners
    as seat numbers, rule, names: a name or None a seat, or None where the line has none);
    ValueError saying why for anything else: a title the registry does not know, players
    it is not for, one total per player, bounded numbers, names the device refuses."""
    from zootally import games
    from zootally.core.names import seats_refusal

    m = re.fullmatch(
        r"# game (\d{1,6}): ([a-z-]{1,20}) players=(\d) totals=(-?\d{1,4}(?:,-?\d{1,4}){0,7})"
        r" winners=(-|P\d(?:,P\d){0,7}) decided=([ -~]{0,40}?)"
        r"(?: names=(?:([^\s\x22\\]{1,120})|\x22([^\x22\\]{1,120})\x22))?",
        line,
    )
    if m is None:
        raise ValueError("not a '# game' line")
    number, name, players, totals, winners, rule, names, quoted = m.groups()
    names = names if quoted is None else quoted  # in quotes: a name has a space
    if names is not None:
        names = [None if n == "-" else n for n in names.split(",")]
        why = seats_refusal(names, int(players))
        if why is not None:
            raise ValueError(why)
    row = games.by_name(name)
    if row is None:
        raise ValueError("no game called %s" % name)
    players = int(players)
    if players not in row[games.PLAYERS]:
        raise ValueError("%s is not for %d players" % (name, players))
    scores = [int(x) for x in totals.split(",")]
    if len(scores) != players:
        raise ValueError("%d totals for %d players" % (len(scores), players))
    won = [] if winners == "-" else [int(w[1:]) for w in winners.split(",")]
    if any(not 1 <= w <= players for w in won):
        raise ValueError("a winner who did not play")
    return int(number), name, players, scores, won, rule, names


DEVICE_MARK = " device="  # a filed history line's device (its board's id), before its date
DEVICE = re.compile(r"[0-9a-f]{2,32}")
ORIGIN = re.compile(r"# device ([0-9a-f]{2,32}) game (\d{1,6})")  # core/record.ORIGIN's


def split_device(line):
    """A filed history line (its date taken off) -> (the device's own line, the id of the
    device that sent it, or None: sent without one, or filed by an older pull)."""
    i = line.rfind(DEVICE_MARK)
    if i < 0 or not DEVICE.fullmatch(line[i + len(DEVICE_MARK) :]):
        return line, None
    return line[:i], line[i + len(DEVICE_MARK) :]


def history_device(lines):
    """The device id a sending's history count line gives ('# history: 3 games of device
    e66038b7'), or None."""
    for line in lines:
        m = re.fullmatch(r"# history: \d{1,6} games of device ([0-9a-f]{2,32})", line)
        if m is not None:
            return m.group(1)
    return None


def record_origin(text):
    """(device id, game number, title) of a record that says them (core/record.ORIGIN), or
    None: what makes two versions of a game (one fixed after it was pulled) the same game.
    The title too: a game given up unfinished has no place in the history, and the next
    game takes its number."""
    lines = text.split("\n", 8)[:8]  # it follows the header and names lines
    title = None
    for line in lines:
        line = line.rstrip("\r")
        if title is None and line and not line.startswith("#"):
            title = line.split(" ", 1)[0]
        m = ORIGIN.fullmatch(line)
        if m is not None and title is not None:
            return m.group(1), int(m.group(2)), title
    return None


def split_history(lines):
    """What the device sent (REC), without its end line -> (record lines, history lines):
    the history is '# history: N games' and one '# game ...' line per game after it."""
    record, history = [], []
    for line in lines:
        if line.startswith("# history:") or line.startswith("# game"):
            history.append(line)
        else:
            record.append(line)
    return record, history


class RecordCatcher:
    """Lines from the device in, whole sendings out. One starts at a record's header line
    ('zoostock players=4') or, with no game on the device, at its history ('# history: 3
    games'), and ends at the device's end line ('# end: 5 lines, crc 1f')."""

    def __init__(self):
        self.lines = None  # the record being received
        self.size = 0  # its bytes so far
        self.problems = []

    def feed(self, line):
        """One line; when it completes a sending, (record text or None, history lines)."""
        from zootally import games

        line = line.rstrip("\r\n")
        words = line.split()
        header = len(words) >= 2 and games.by_name(words[0]) and words[1].startswith("players=")
        if header or (self.lines is None and line.startswith("# history:")):
            if self.lines:
                self.cut()
            self.lines = [line]
            self.size = len(line)
            return None
        if self.lines is None:
            return None  # the console's other talk (a traceback, the REPL)
        if not line.startswith("# end:"):
            self.lines.append(line)
            self.size += len(line) + 1
            if self.size > MAX_SENDING or len(self.lines) > MAX_LINES:
                self.problems.append(
                    "a %s went on past %d lines or %d bytes: not filed"
                    % (_what(self.lines), MAX_LINES, MAX_SENDING)
                )
                self.lines = None
            return None
        lines, self.lines = self.lines, None
        if not end_line_matches(lines, line):
            self.problems.append(
                "a %s arrived damaged (%d lines, '%s'): not filed; send it again"
                % (_what(lines), len(lines), line)
            )
            return None
        record, history = split_history(lines)
        return ("\n".join(record) + "\n" if record else None), history

    def cut(self):
        """The line stream stopped (or a new record began) inside a record."""
        if self.lines:
            self.problems.append(
                "a %s was cut off after %d lines: not filed; send it again"
                % (_what(self.lines), len(self.lines))
            )
        self.lines = None


def end_line_matches(lines, end):
    """Does the device's end line vouch for these lines? '# end: N lines, crc32 X': the
    CRC-32 of each line's UTF-8 and a newline (the firmware's now); '# end: N
    lines, crc X': the CRC-8 of the lines (older firmware, or a build without binascii)."""
    import zlib

    from zootally.core.checksum import crc8

    if " crc32 " in end:
        crc = 0
        for x in lines:
            crc = zlib.crc32(x.encode() + b"\n", crc)
        return end == "# end: %d lines, crc32 %08x" % (len(lines), crc)
    crc = 0
    for x in lines:
        crc = crc8(x.encode(), crc)
    return end == "# end: %d lines, crc %02x" % (len(lines), crc)


def _what(lines):
    return "history" if lines[0].startswith("#") else lines[0].split()[0] + " record"


class NotFiled(Exception):
    """A sending read whole that could not be filed: one line saying where and why."""


def _plain_folder(folder):
    """Make `folder` (a folder of pull's own, as FOLDER/damaged) or check it: a folder, not
    a link to one elsewhere, which would take what is written there outside FOLDER."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        raise NotFiled("%s: %s" % (folder, e.strerror or e)) from None
    if os.path.islink(folder) or not os.path.isdir(folder):
        raise NotFiled("%s is not a plain folder: not written through" % folder)


def _open_new(folder, name):
    """A new file of our own in folder, for writing: created here (never one that was
    there, never through a link), under a name that says what it is not yet."""
    import secrets

    os.makedirs(folder, exist_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    tmp = os.path.join(folder, ".%s.%s.part" % (name, secrets.token_hex(6)))
    return tmp, os.open(tmp, flags, 0o644)


def _place(folder, name, data):
    """Write data as folder/name, unless a file (or anything) has that name: (path, new).
    A write that fails (a full disk) leaves nothing: NotFiled, naming the file."""
    path = os.path.join(folder, name)
    if os.path.lexists(path):
        return path, False
    try:
        tmp, fd = _open_new(folder, name)
    except OSError as e:
        raise NotFiled("cannot write %s: %s" % (path, e.strerror or e)) from None
    renamed = False
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        try:
            os.link(tmp, path)  # fails if the name was taken meanwhile: never replaced
        except FileExistsError:
            return path, False
        except OSError:  # a file system without links (FAT): the name was free just above
            if os.path.lexists(path):
                return path, False
            os.rename(tmp, path)
            renamed = True
        return path, True
    except OSError as e:
        raise NotFiled("cannot write %s: %s" % (path, e.strerror or e)) from None
    finally:
        if not renamed:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _append_lines(path, lines):
    """Append whole lines to the file at path, or nothing: a write cut short (a full disk)
    is taken back to the size before it, so that no half line stays for the next to be
    glued to. A file that ends in a half line already (an older tool's, or a copy cut
    short) gets a line end first. NotFiled, naming the file, if it cannot be done."""
    text = "".join(x + "\n" for x in lines).encode("utf-8")
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as e:
        raise NotFiled("cannot write %s: %s" % (path, e.strerror or e)) from None
    try:
        size = os.fstat(fd).st_size
        if size:
            os.lseek(fd, size - 1, os.SEEK_SET)
            if os.read(fd, 1) != b"\n":
                text = b"\n" + text
        try:
            done = 0
            while done < len(text):
                done += os.write(fd, text[done:])
        except OSError as e:
            os.ftruncate(fd, size)
            raise NotFiled("cannot write %s: %s: nothing added" % (path, e.strerror or e)) from None
    finally:
        os.close(fd)


def file_history(folder, lines, problems=None, stamp=None):
    """Add the device's '# game' lines that the folder's history.txt lacks (a line is one
    game: its number, title, players, totals, winners and rule), each dated with `stamp`
    (companion/dates.py: when it arrived; now when None). Returns how many were new.
    A line that is not a valid '# game' line is refused, one problem each. The file only
    grows: a line once filed is never changed; a history.txt that is not a plain file is
    never written through."""
    from host_sim.companion import dates

    path = os.path.join(folder, HISTORY_FILE)
    problems = problems if problems is not None else []
    if os.path.lexists(path) and (os.path.islink(path) or not os.path.isfile(path)):
        problems.append("%s is not a plain file: history not filed" % path)
        return 0
    have = set()  # lines filed with no device: one each
    latest = {}  # (device, number): the line of that game filed last (its last version)
    if os.path.exists(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            for x in f.read(8 * MAX_SENDING).splitlines():
                try:
                    x, board = split_device(dates.split_history(x)[0])
                    if board is None:
                        have.add(x)
                    else:
                        latest[(board, parse_history_line(x)[0])] = x
                except ValueError:  # a damaged line is no game: the whole line comes again
                    pass
    device = history_device(lines)
    new = []
    for x in lines:
        if not x.startswith("# game") or x.startswith("# game ?"):
            continue  # the count line; a summary the device itself found damaged
        try:
            if dates.HISTORY_MARK in x:  # the device has no clock: a date is not its
                raise ValueError("dated by the sender")
            number = parse_history_line(x)[0]
        except ValueError as e:
            problems.append("history line refused (%s): %s" % (e, x[:60]))
            continue
        if x in have or x in new:
            continue  # filed already (by a pull that did not know its device)
        if device is not None:
            # A game's line again only where it changed since (a fix after a pull):
            # then it is the game's last version.
            if latest.get((device, number)) == x:
                continue
            latest[(device, number)] = x
        new.append(x)
    if new:
        os.makedirs(folder, exist_ok=True)
        stamp = stamp or dates.now_stamp()
        after = DEVICE_MARK + device if device else ""
        # Oldest first, as games are played.
        _append_lines(path, [x + after + dates.HISTORY_MARK + stamp for x in reversed(new)])
    if device is not None:
        _drop_older_versions(folder, device, lines)
    return len(new)


def _drop_older_versions(folder, device, lines):
    """A game of the device's history whose record is in the folder with another result
    (the game fixed after that record was pulled, then ended: the history says how), or
    of another title (that game was given up unfinished, and this one took its number):
    the record moves to replaced/, and the history's line counts. The record of the game
    on the device came in the same sending, and says what its line says."""

    for x in lines:
        try:
            number, name, players, scores, won = parse_history_line(x)[:5]
        except ValueError:
            continue
        for title, path in _game_files(folder, device, number):
            if title != name or _result(path) != (name, players, scores, won):
                _move_to_replaced(folder, path)


def _game_file(title, device, number):
    """The file name of the records of a device's game: its title, a hash of the device
    and the number (nothing received is part of a path)."""
    import hashlib

    key = hashlib.sha1(("%s#%d" % (device, number)).encode()).hexdigest()[:10]
    return "%s-game-%s.rec" % (title, key)


def _game_files(folder, device, number):
    """(title, path) of the folder's plain files of that number of that device, any title."""
    from zootally import games

    for row in games.GAMES:
        path = os.path.join(folder, _game_file(row[games.NAME], device, number))
        if os.path.isfile(path) and not os.path.islink(path):
            yield row[games.NAME], path


def _result(path):
    """(title, players, totals, winners as seats) of the finished game of a record file,
    or None (not finished, not a record)."""
    from zootally.core import record
    from zootally.games.textform import RecordError

    from host_sim.companion.summaries import scores_of
    from host_sim.files import FileProblem, read_text

    try:
        module, params, inputs, game, _ = record.read(read_text(path))
    except (FileProblem, RecordError):
        return None
    if not game.over():
        return None
    summary = record.reader(module.GAME_ID).summary(game)
    return summary["game"], params, list(scores_of(summary)), list(summary["winners"])


def _move_to_replaced(folder, path):
    """The record at `path` kept in FOLDER/replaced/ (under its content's hash), gone from
    the folder: an earlier version of its game."""
    import hashlib

    replaced = os.path.join(folder, REPLACED_FOLDER)
    _plain_folder(replaced)
    with open(path, "rb") as f:
        old = f.read(MAX_SENDING)
    name = os.path.basename(path)[: -len(".rec")]
    _place(replaced, "%s-%s.rec" % (name, hashlib.sha1(old).hexdigest()[:10]), old)
    os.unlink(path)


def file_record(folder, text, stamp=None):
    """Read the record back and file it: (path, is it new, None), or for a record that
    does not read back (path in damaged/, True, why), kept as it came. Names come from the
    registry and a hash of the game and its inputs, never from the text. A filed record
    begins with a comment that dates it (`stamp`, companion/dates.py; now when None)."""
    import hashlib

    from zootally import games
    from zootally.core import record
    from zootally.games.textform import RecordError

    from host_sim.companion import dates

    data = text.encode("utf-8")
    try:
        module, params, inputs, _, names = record.read(text)
    except RecordError as e:
        digest = hashlib.sha1(data).hexdigest()[:10]
        damaged = os.path.join(folder, DAMAGED_FOLDER)
        _plain_folder(damaged)
        path, _ = _place(damaged, "damaged-%s.rec" % digest, data)
        return path, True, str(e)
    name = games.entry(module.GAME_ID)[games.NAME]
    data = (dates.record_comment(stamp or dates.now_stamp()) + "\n").encode("utf-8") + data
    game = _game_bytes(module, params, inputs, names)
    origin = record_origin(text)
    if origin is not None:
        # One file a game of a device, whatever its version: a later one (a fix after the
        # last pull) replaces it, and the one it replaces is kept in replaced/.
        for title, other in _game_files(folder, *origin[:2]):
            if title != name:  # a game given up, whose number this one took
                _move_to_replaced(folder, other)
        path, new = _replace_version(folder, _game_file(name, *origin[:2]), data, game)
        return path, new, None
    digest = hashlib.sha1(game).hexdigest()[:10]
    path, new = _place(folder, "%s-%s.rec" % (name, digest), data)
    return path, new, None


def _game_bytes(module, params, inputs, names):
    """What makes a record the game it is: its title, players, inputs and names (the same
    game with other names is another game); its comments and line ends are not."""
    game = bytes((module.GAME_ID, params)) + bytes(inputs)
    if names is not None:
        game += b"\n" + " ".join(n or "-" for n in names).encode()
    return game


def _same_game(path, game):
    """Does the record filed at `path` hold this game (_game_bytes)? False for anything
    that does not read as a record."""
    from zootally.core import record
    from zootally.games.textform import RecordError

    from host_sim.files import FileProblem, read_text

    try:
        module, params, inputs, _, names = record.read(read_text(path))
    except (FileProblem, RecordError):
        return False
    return _game_bytes(module, params, inputs, names) == game


def _replace_version(folder, name, data, game):
    """File a version of a game under its game's own name: (path, new). The same version
    again is had already; another replaces the file there, which moves to
    FOLDER/replaced/ under a name of its content's (never lost, never counted: standings
    read FOLDER's own files). Never through a link: a link or anything but a plain file
    there is NotFiled, and nothing is moved."""
    path = os.path.join(folder, name)
    if os.path.lexists(path):
        if os.path.islink(path) or not os.path.isfile(path):
            raise NotFiled("%s is not a plain file: not replaced" % path)
        if _same_game(path, game):
            return path, False
        _move_to_replaced(folder, path)
    return _place(folder, name, data)


def pull_from(port, folder, wait, out=print, clock=None, limit=3600, stamp=None):
    """Read from an open serial port until `wait` seconds pass without a whole line, or
    `limit` seconds in all; file each whole record, dated when it arrived (`stamp` for
    all, else the computer's clock). Returns (filed, already had, problems). Memory stays
    bounded whatever the port sends (LineReader, RecordCatcher)."""
    import time

    from host_sim.companion import dates

    clock = clock or time.monotonic
    catcher = RecordCatcher()
    reader = LineReader()
    filed, had = [], []
    started = last = clock()
    while clock() - last < wait and clock() - started < limit:
        chunk = port.read(max(1, min(getattr(port, "in_waiting", 0) or 1, MAX_LINE)))
        if not chunk:
            continue
        for line in reader.feed(chunk):
            last = clock()
            got = catcher.feed(line)
            if got is None:
                continue
            text, history = got
            when = stamp or dates.now_stamp()
            try:
                if text is not None:
                    path, new, why = file_record(folder, text, when)
                    if why is not None:
                        catcher.problems.append(
                            "a record that does not read back (%s): kept as %s, not filed"
                            % (why, path)
                        )
                    else:
                        (filed if new else had).append(path)
                        if new:
                            out("filed %s, dated %s (%s)" % (path, dates.shown(when), dates.SAID))
                        else:
                            out("already have " + path)
                if len(history) > 1:  # its count line, then games
                    n = file_history(folder, history, catcher.problems, when)
                    sent = len(history) - 1
                    out(
                        "history: %d game%s sent, %d new in %s%s"
                        % (
                            sent,
                            "" if sent == 1 else "s",
                            n,
                            HISTORY_FILE,
                            ", dated " + dates.shown(when) if n else "",
                        )
                    )
            except NotFiled as e:  # the folder's fault, not the port's: said, and on
                catcher.problems.append(str(e))
    catcher.cut()
    if reader.overlong:
        catcher.problems.append("%d lines over %d bytes: dropped" % (reader.overlong, MAX_LINE))
    return filed, had, catcher.problems


def find_port():
    """The device's serial port: (device, None), or (None, why not)."""
    try:
        from serial.tools import list_ports
    except ImportError:
        return None, "pyserial is not installed (pip install pyserial)"
    found = [p for p in list_ports.comports() if p.vid in VENDOR_IDS]
    if not found:
        return None, "no Zoo Tally on USB: plug it in, or give --port"
    return found[0].device, None


def main(a):
    """zootally pull [--port PORT] [--folder F] [--wait S] [--limit S]: exit 0, or 2 for a
    port that cannot be used or a problem with what came."""
    port_name = a.port
    if port_name is None:
        port_name, why = find_port()
        if port_name is None:
            print("zootally pull: " + why, file=sys.stderr)
            return 2
    try:
        import serial

        port = serial.serial_for_url(port_name, baudrate=115200, timeout=0.5)
    except Exception as e:  # a missing, busy or unplugged port: one line, nothing lost
        print("zootally pull: cannot open %s: %s" % (port_name, e), file=sys.stderr)
        return 2
    print("listening on %s; on the device: hold for the menu, press REC" % port_name)
    try:
        filed, had, problems = pull_from(port, a.folder, a.wait, limit=a.limit)
    except KeyboardInterrupt:
        return 0
    except Exception as e:  # unplugged while listening: what was filed stays filed
        print("zootally pull: %s: %s" % (port_name, e), file=sys.stderr)
        return 2
    finally:
        port.close()
    for line in problems:
        print("zootally pull: " + line, file=sys.stderr)
    print("%d filed, %d already there" % (len(filed), len(had)))
    return 2 if problems else 0
