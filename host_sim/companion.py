# SPDX-License-Identifier: MIT
"""zootally: the computer's side of the device's games (records, scoresheets, standings).

    zootally pull [--port PORT] [--folder games] [--wait 60] [--limit 3600]
    zootally report GAME.rec [-o GAME.png]
    zootally standings FOLDER [--names FILE]

report: a scoresheet picture of one game (matplotlib): each player's score as a bar made
of its parts (ZooStock: each row of each round, count x the EX count of its animal;
Zooscape: each curio type's points against its limit, coins, Fire; Zoo-ography: each
objective met, the size penalty), the winner and the rule that decided; for ZooStock also
the trump number through each round.

pull: listens on the device's USB serial port (found by its USB vendor id, Adafruit's or
Raspberry Pi's, unless --port names it; pyserial's URLs work too) for the records the
device sends (menu, REC). Each whole one is read back with the firmware's own reader and
filed in the folder as GAME-HASH.rec, GAME from the registry and HASH of the game and its
inputs (nothing received becomes part of a path): the same game twice is one file,
whatever its comments or line ends, and a file is never overwritten (written under a new
name of its own, then linked into place). A record that does not read back goes to
FOLDER/damaged/, with one line saying why. The device's history, sent after the record
('# game ...' lines), goes into FOLDER/history.txt: only the valid lines it lacks,
appended. A sending cut off (its end line missing, or its line count or CRC wrong) is
reported and not filed. The terminal's control sequences (CircuitPython's status bar)
are removed and end a line; a line over 4 KB or a sending over 1 MB is dropped. It stops
after --wait seconds without a whole line, after --limit seconds in all, or at Ctrl-C.

standings: per game title, over the finished game records (*.rec) in FOLDER and the
games of FOLDER/history.txt that no record there already counts: games played, wins,
average and best score per player, and a skill rating (openskill's Plackett-Luce model,
the ordinal mu - 3 sigma: a cautious estimate that grows as a player's games tell more).
Players are seats (P1, P2, ...) unless a names file says who sat where: FOLDER/names.txt,
or --names; one line per game file,

    zoostock-4p.rec: Ann, Ben, Cy, Dee     # seat 1, seat 2, ... ('#': a comment)
    history.txt#12: Ann, Cy, Dee           # game 12 of the device's history

A file that is no record, a game not finished, a names line for no file: one line each on
stderr, and the others still count. Exit 0, or 2 when FOLDER holds no finished game.
"""

import argparse
import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)

VENDOR_IDS = (0x239A, 0x2E8A)  # Adafruit, Raspberry Pi: the boards of boards/


HISTORY_FILE = "history.txt"  # the device's history lines, in the pull folder
DAMAGED_FOLDER = "damaged"  # sendings whose record does not read back
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
    as seat numbers, rule); ValueError saying why for anything else: a title the registry
    does not know, players it is not for, one total per player, bounded numbers."""
    import re

    from zootally import games

    m = re.fullmatch(
        r"# game (\d{1,6}): ([a-z-]{1,20}) players=(\d) totals=(-?\d{1,4}(?:,-?\d{1,4}){0,7})"
        r" winners=(-|P\d(?:,P\d){0,7}) decided=([ -~]{0,40})",
        line,
    )
    if m is None:
        raise ValueError("not a '# game' line")
    number, name, players, totals, winners, rule = m.groups()
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
    return int(number), name, players, scores, won, rule


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
    CRC-32 of each line's UTF-8 and a newline (the firmware's since issue 22); '# end: N
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
    """Write data as folder/name, unless a file (or anything) has that name: (path, new)."""
    path = os.path.join(folder, name)
    if os.path.lexists(path):
        return path, False
    tmp, fd = _open_new(folder, name)
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
    finally:
        if not renamed:
            os.unlink(tmp)


def file_history(folder, lines, problems=None):
    """Add the device's '# game' lines that the folder's history.txt lacks (a line is one
    game: its number, title, players, totals, winners and rule). Returns how many were new.
    A line that is not a valid '# game' line is refused, one problem each. The file only
    grows: a line once filed is never changed; a history.txt that is not a plain file is
    never written through."""
    path = os.path.join(folder, HISTORY_FILE)
    problems = problems if problems is not None else []
    if os.path.lexists(path) and (os.path.islink(path) or not os.path.isfile(path)):
        problems.append("%s is not a plain file: history not filed" % path)
        return 0
    have = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            have = set(x.rstrip("\r\n") for x in f.read(8 * MAX_SENDING).splitlines())
    new = []
    for x in lines:
        if not x.startswith("# game") or x.startswith("# game ?"):
            continue  # the count line; a summary the device itself found damaged
        try:
            parse_history_line(x)
        except ValueError as e:
            problems.append("history line refused (%s): %s" % (e, x[:60]))
            continue
        if x not in have and x not in new:
            new.append(x)
    if new:
        os.makedirs(folder, exist_ok=True)
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        with os.fdopen(os.open(path, flags, 0o644), "a", encoding="utf-8") as f:
            for x in reversed(new):  # oldest first, as games are played
                f.write(x + "\n")
    return len(new)


def file_record(folder, text):
    """Read the record back and file it: (path, is it new, None), or for a record that
    does not read back (path in damaged/, True, why). Names come from the registry and a
    hash of the game and its inputs, never from the text."""
    import hashlib

    from zootally import games
    from zootally.core import record
    from zootally.games.textform import RecordError

    data = text.encode("utf-8")
    try:
        module, params, inputs, _ = record.parse(text)
    except RecordError as e:
        digest = hashlib.sha1(data).hexdigest()[:10]
        damaged = os.path.join(folder, DAMAGED_FOLDER)
        path, _ = _place(damaged, "damaged-%s.rec" % digest, data)
        return path, True, str(e)
    name = games.entry(module.GAME_ID)[games.NAME]
    digest = hashlib.sha1(bytes((module.GAME_ID, params)) + bytes(inputs)).hexdigest()[:10]
    path, new = _place(folder, "%s-%s.rec" % (name, digest), data)
    return path, new, None


def pull_from(port, folder, wait, out=print, clock=None, limit=3600):
    """Read from an open serial port until `wait` seconds pass without a whole line, or
    `limit` seconds in all; file each whole record. Returns (filed, already had,
    problems). Memory stays bounded whatever the port sends (LineReader, RecordCatcher)."""
    import time

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
            if text is not None:
                path, new, why = file_record(folder, text)
                if why is not None:
                    catcher.problems.append(
                        "a record that does not read back (%s): kept as %s, not filed" % (why, path)
                    )
                else:
                    (filed if new else had).append(path)
                    out("%s %s" % ("filed" if new else "already have", path))
            if len(history) > 1:  # its count line, then games
                n = file_history(folder, history, catcher.problems)
                out("history: %d games sent, %d new in %s" % (len(history) - 1, n, HISTORY_FILE))
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


def score_parts(module, game, summary):
    """Per seat, [(label, points)] that add up to the seat's final score: the game's own
    reader says how its scores are made (games/<module>_read.py)."""
    from zootally.core import record

    return record.reader(module.GAME_ID).score_parts(game, summary)


def decided_by(module, game, summary):
    """What decided the game: the engine's own decide(), as the device's tally says it."""
    from zootally.games.common import rule_text

    _, _, rule, extra = game.decide()
    return rule_text(rule, extra)


def trump_track(module, players, inputs):
    """ZooStock: per round, the trump number after each input of the round."""
    game = module.Game(players)
    rounds = [[]]
    for v in inputs:
        before = len(game.round_scores)
        game.apply(v)
        if len(game.round_scores) > before:  # this input ended the round
            rounds.append([])
        else:
            rounds[-1].append(game.trump())
    return [r for r in rounds if r]


def report(text, out_path):
    """Draw the scoresheet of a record to out_path (PNG)."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["text.parse_math"] = False  # a name is drawn as written: no $...$
    import matplotlib.pyplot as plt
    from zootally.core import record

    module, players, inputs, game = record.parse(text)
    s = record.reader(module.GAME_ID).summary(game)
    over = game.over()
    parts = score_parts(module, game, s)
    # An unfinished game (REC sends one in play) is drawn as it stands: its scores so far.
    scores = scores_of(s) if over else (s.get("totals") or s.get("scores") or s.get("stars"))
    scores = list(scores or [0] * players)
    winners = s["winners"] or []
    title = title_of(s)
    zoostock = "round_scores" in s
    fig = plt.figure(figsize=(10, 7 if zoostock else 5.5))
    ax = fig.add_subplot(2 if zoostock else 1, 1, 1)
    colours = ["#ff2020", "#ffd000", "#00d0ff", "#d020ff", "#20ff60", "#ff8000"]
    for seat in range(players):
        up = down = 0
        for label, pts in parts[seat]:
            base = up if pts >= 0 else down
            ax.bar(seat, pts, bottom=base, color=colours[seat], edgecolor="black", width=0.6)
            if abs(pts) >= max(1, max(map(abs, scores), default=0) / 25):
                ax.text(
                    seat,
                    base + pts / 2,
                    "%s: %+d" % (label, pts),
                    ha="center",
                    va="center",
                    fontsize=7,
                )
            if pts >= 0:
                up += pts
            else:
                down += pts
        ax.annotate(
            str(scores[seat]),
            (seat, max(up, 0)),
            xytext=(0, 3),
            textcoords="offset points",
            ha="center",
            va="bottom",
            fontweight="bold",
        )
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xlim(-0.6, players - 0.4)
    ax.margins(y=0.12)
    ax.set_xticks(range(players))
    ax.set_xticklabels(
        ["P%d%s" % (i + 1, " (winner)" if i + 1 in winners else "") for i in range(players)]
    )
    word = score_word(title)
    ax.set_ylabel(word)
    if over:
        who = " and ".join("P%d" % w for w in winners) or "nobody"
        ax.set_title("%s: %s won (%s)" % (title, who, decided_by(module, game, s)))
    else:
        ax.set_title("%s (unfinished, %d inputs): %s so far" % (title, len(inputs), word))
    if zoostock:
        tx = fig.add_subplot(2, 1, 2)
        for r, track in enumerate(trump_track(module, players, inputs)):
            tx.step(range(len(track)), track, where="post", label="round %d" % (r + 1))
        tx.set_xlabel("inputs of the round (EX cards, then the tricks' cards)")
        tx.set_ylabel("trump number")
        if game.round_scores or inputs:
            tx.legend()
    fig.tight_layout()
    fig.savefig(out_path, dpi=100)
    plt.close(fig)
    return s


def read_names(path):
    """{file name: [player names by seat]} from a names file, and the problems found."""
    from host_sim.files import FileProblem, read_text

    names, problems = {}, []
    if not os.path.exists(path):
        return names, problems
    try:
        text = read_text(path)
    except FileProblem as e:
        return names, [str(e)]
    import re

    for n, line in enumerate(text.splitlines(), 1):
        line = re.split(r"(?:^|\s)#", line, maxsplit=1)[0].strip()  # not history.txt#12's
        if not line:
            continue
        if ":" not in line:
            problems.append("%s line %d: 'FILE: name, name, ...' expected" % (path, n))
            continue
        file, who = line.split(":", 1)
        names[file.strip()] = [w.strip() for w in who.split(",") if w.strip()]
    return names, problems


def finished_games(folder):
    """[(file name, summary)] of the finished games in folder, and the problems found."""
    from zootally.core import record
    from zootally.games.textform import RecordError

    from host_sim.files import FileProblem, read_text

    games, problems = [], []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not name.endswith(".rec") or not os.path.isfile(path):
            continue
        try:
            module, players, inputs, game = record.parse(read_text(path))
        except (FileProblem, RecordError) as e:
            problems.append("skipped %s: %s" % (name, e))
            continue
        if not game.over():
            problems.append("skipped %s: the game is not finished" % name)
            continue
        games.append((name, record.reader(module.GAME_ID).summary(game)))
    return games, problems


def history_games(folder, records):
    """[(label, summary)] of the games in FOLDER/history.txt (what `pull` filed of the
    device's history) that no record in `records` ([(file, summary)]) already counts: a
    summary and a record are the same game when title, players, scores and winners agree.
    The device keeps one record but a hundred summaries, so most games a table played
    between two pulls are here only. Labels are 'history.txt#N' (N: the device's game
    number), for the names file. Also the problems found."""
    path = os.path.join(folder, HISTORY_FILE)
    if not os.path.exists(path):
        return [], []
    seen = {}
    for _, s in records:
        key = (s["game"], s["players"], tuple(scores_of(s)), tuple(s["winners"]))
        seen[key] = seen.get(key, 0) + 1
    out, problems = [], []
    if not os.path.isfile(path):  # a folder, a FIFO: never opened for reading
        return [], ["%s is not a plain file: skipped" % path]
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read(8 * MAX_SENDING).splitlines()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            number, name, players, scores, won, rule = parse_history_line(line)
        except ValueError as e:
            problems.append("%s line %d: %s" % (path, n, e))
            continue
        # The totals, whatever they count (scores_of() reads them so for every game).
        s = {"game": name, "players": players, "winners": won, "decided_by": rule}
        s["totals"] = scores
        key = (name, s["players"], tuple(scores), tuple(won))
        if seen.get(key):
            seen[key] -= 1  # its record is in the folder: counted there
            continue
        out.append(("%s#%s" % (HISTORY_FILE, number), s))
    return out, problems


def title_of(summary):
    """The game's title as the device shows it; solo games apart (they rate nobody)."""
    from zootally import games

    row = games.by_name(summary["game"])
    return row[games.TITLE] + (" solo" if summary["players"] == 1 else "")


def score_word(title):
    """What a title's totals count ("points", "stars"), as its reader says."""
    from zootally import games
    from zootally.core import record

    for row in games.GAMES:
        if title == row[games.TITLE] or title == row[games.TITLE] + " solo":
            return record.reader(row[games.ID]).SCORE_WORD
    return "points"


def scores_of(summary):
    """Each seat's final score: points (ZooStock, Zooscape) or stars (Zoo-ography)."""
    return list(summary["stars"] if "stars" in summary else summary["totals"])


def standings(games, names):
    """{title: {player: row}}: games, wins, scores and the rating after all the games,
    played in file order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    out = {}
    ratings = {}
    for file, s in games:
        title = title_of(s)
        table = out.setdefault(title, {})
        seats = names.get(file) or []
        who = [seats[i] if i < len(seats) else "P%d" % (i + 1) for i in range(s["players"])]
        scores = scores_of(s)
        for i in range(len(who)):
            row = table.setdefault(who[i], {"games": 0, "wins": 0, "scores": []})
            row["games"] += 1
            row["wins"] += (i + 1) in s["winners"]
            row["scores"].append(scores[i])
        if len(who) > 1:  # a solo game rates nobody
            rated = ratings.setdefault(title, {})
            teams = [[rated.get(w) or model.rating(name=w)] for w in who]
            # The winners first, the others by score: a tie broken by a rule still ranks.
            ranks = [
                1 if (i + 1) in s["winners"] else 2 + max(scores) - scores[i]
                for i in range(len(who))
            ]
            for i, team in enumerate(model.rate(teams, ranks=ranks)):
                rated[who[i]] = team[0]
    for title, table in out.items():
        for who, row in table.items():
            r = ratings.get(title, {}).get(who)
            row["rating"] = r.ordinal() if r is not None else None
    return out


def standings_chart(table, out_path):
    """Per title, each player's wins and games as bars, their rating as a dot."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["text.parse_math"] = False  # a name is drawn as written: no $...$
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    titles = sorted(table)
    fig, axes = plt.subplots(len(titles), 1, figsize=(9, 2.8 * len(titles)), squeeze=False)
    for ax, title in zip([row[0] for row in axes], titles):
        rows = sorted(table[title].items(), key=lambda kv: (-kv[1]["wins"], kv[0]))
        names = [who for who, _ in rows]
        x = range(len(names))
        ax.bar(x, [r["games"] for _, r in rows], color="#dddddd", label="games")
        ax.bar(x, [r["wins"] for _, r in rows], color="#20a040", label="wins")
        ax.set_xticks(list(x))
        ax.set_xticklabels(names)
        ax.set_title(title)
        ax.set_ylabel("games")
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        rated = [(i, r["rating"]) for i, (_, r) in enumerate(rows) if r["rating"] is not None]
        if rated:
            rx = ax.twinx()
            rx.plot([i for i, _ in rated], [v for _, v in rated], "o", color="#d02020")
            rx.set_ylabel("rating", color="#d02020")
        ax.legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out_path, dpi=100)
    plt.close(fig)


def standings_text(table):
    lines = []
    for title in sorted(table):
        word = score_word(title)
        lines.append("%s" % title)
        lines.append(
            "  %-12s %5s %5s %8s %6s %7s" % ("player", "games", "wins", "average", "best", "rating")
        )
        rows = sorted(
            table[title].items(),
            key=lambda kv: (-(kv[1]["rating"] or 0), -kv[1]["wins"], kv[0]),
        )
        for who, row in rows:
            sc = row["scores"]
            rating = "-" if row["rating"] is None else "%.1f" % row["rating"]
            lines.append(
                "  %-12s %5d %5d %8.1f %6d %7s"
                % (who[:12], row["games"], row["wins"], sum(sc) / len(sc), max(sc), rating)
            )
        lines.append("  (scores in %s; rating: openskill Plackett-Luce, mu - 3 sigma)" % word)
        lines.append("")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="zootally", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    st = sub.add_parser("standings", help="wins, scores and ratings over a folder of records")
    st.add_argument("folder")
    st.add_argument("--names", help="who sat where (default: FOLDER/names.txt)")
    st.add_argument("--png", help="also draw the standings into this picture")
    rp = sub.add_parser("report", help="a scoresheet picture of one game record (PNG)")
    rp.add_argument("record")
    rp.add_argument("-o", "--out", help="the picture (default: the record's name, .png)")
    pl = sub.add_parser("pull", help="file the records the device sends over USB")
    pl.add_argument("--port", help="the serial port or a pyserial URL (default: found)")
    pl.add_argument("--folder", default="games", help="where records go (default: games)")
    pl.add_argument("--wait", type=float, default=60, help="seconds without a line to stop")
    pl.add_argument("--limit", type=float, default=3600, help="seconds in all, at most")
    a = p.parse_args(argv)
    if a.command == "pull":
        return pull_main(a)
    if a.command == "report":
        from zootally.games.textform import RecordError

        from host_sim.files import FileProblem, read_text

        out = a.out or os.path.splitext(a.record)[0] + ".png"
        if os.path.splitext(out)[1].lower() not in (".png", ".svg", ".pdf"):
            print("zootally report: %s: draw to a .png, .svg or .pdf" % out, file=sys.stderr)
            return 2
        if not os.path.isdir(os.path.dirname(os.path.abspath(out))):
            print("zootally report: %s: no such folder" % out, file=sys.stderr)
            return 2
        try:
            report(read_text(a.record), out)
        except (FileProblem, RecordError) as e:
            print("zootally report: %s: %s" % (a.record, e), file=sys.stderr)
            return 2
        except OSError as e:  # the picture could not be written
            print("zootally report: cannot write %s: %s" % (out, e.strerror or e), file=sys.stderr)
            return 2
        print("drew " + out)
        return 0
    if a.command == "standings":
        if not os.path.isdir(a.folder):
            print("zootally: %s is not a folder" % a.folder, file=sys.stderr)
            return 2
        names, problems = read_names(a.names or os.path.join(a.folder, "names.txt"))
        games, more = finished_games(a.folder)
        problems += more
        kept, more = history_games(a.folder, games)
        games += kept
        problems += more
        files = {f for f, _ in games}
        problems += ["names for %s: no such finished game" % f for f in names if f not in files]
        for line in problems:
            print(line, file=sys.stderr)
        if not games:
            print(
                "zootally: no finished game (*.rec, history.txt) in %s" % a.folder,
                file=sys.stderr,
            )
            return 2
        table = standings(games, names)
        print(standings_text(table))
        if a.png:
            standings_chart(table, a.png)
            print("drew " + a.png)
    return 0


def pull_main(a):
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


if __name__ == "__main__":
    sys.exit(main())
