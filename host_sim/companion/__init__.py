# SPDX-License-Identifier: MIT
"""zootally: the computer's side of the device's games (records, scoresheets, standings).

    zootally pull [--port PORT] [--folder games] [--wait 60] [--limit 3600]
    zootally report GAME.rec [-o GAME.png]
    zootally standings FOLDER [--names FILE] [--png PICTURE] [--since YYYY-MM-DD]
    zootally export FOLDER [--csv FILE] [--bgstats FILE [--bgg FILE]] [--names FILE]
                    [--since YYYY-MM-DD]
    zootally played FOLDER GAME YYYY-MM-DD [NOTE ...]
    zootally names [--drive DIR | --settings FILE] [NAME ...]

A player's tool, not the simulator's: a package of its own, one module per command (pull.py,
report.py, standings.py; summaries.py what report and standings both read of a game), that
imports the firmware's readers and host_sim's file helpers and nothing of the simulator
(tests/test_layers.py). It lives in host_sim/ because the product card fixes the top level.

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
average and best score per player, their places (by wins, then average; equal in both,
they share a place: 1=, 1=, 3), a skill rating (openskill's Plackett-Luce model, the
ordinal mu - 3 sigma: a cautious estimate that grows as a player's games tell more) and
what decided the games (the rule's words, as the device's tally says them: `tie: more
cards 1`); then, over every title, each person's games and wins. --since counts only the
games pulled from that day on (a game without a date is left out, and said).
Players are the names the device was given (a record's `names` line, a history line's
names=), else seats (P1, P2, ...), unless a names file says who sat where: FOLDER/names.txt,
or --names, which goes first; one line per game file,

    zoostock-4p.rec: Ann, Ben, Cy, Dee     # seat 1, seat 2, ... ('#': a comment)
    history.txt#12: Ann, Cy, Dee           # game 12 of the device's history

A file that is no record, a game not finished, a names line for no file: one line each on
stderr, and the others still count. Exit 0, or 2 when FOLDER holds no finished game.

export: the same games as a file another tool reads: --csv FILE, one row per player per
game (date pulled, title, the game's file, seat, name, score, place, winner, what decided),
the games in the order they were pulled, UTF-8; --bgstats FILE, BG Stats' import file
(JSON: a play a game, with BoardGameGeek's ids from FOLDER/bgg.txt, `zoostock = 12345` a
line, or --bgg). Each written whole or not at all. A record that does not read, a names
or ids file that does not: one line each and nothing written (exit 2); a record sent
mid-game is said and left out.

played: the day a filed game was played and a note, in FOLDER/played.txt (a game is often
filed days later: pull dates it the day it arrived); standings and export use that day
(--since too, and the order of the ratings), export the note.

names: the table's roster (settings.toml's ZT_PLAYERS, up to 12 names the device offers
for a new game's seats) written on the device's CIRCUITPY drive (found, or --drive), or
into another settings.toml (--settings: the simulator's). A name the device would refuse
(core/names.py: up to 16 characters and 38 bytes of UTF-8, a space only between words, no
quote, '#', comma, backslash or control character, not a digit first, not a seat's label,
not twice) is said and nothing is written. Each NAME is one name ("Ann Marie"), or several
parted by commas. Without names it says the roster there.
"""

import argparse


def day(text):
    """A date as --since takes it (YYYY-MM-DD)."""
    import datetime

    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a date (YYYY-MM-DD)" % text) from None


def games_command(sub, name, what):
    """A command over a folder's finished games (standings, export): FOLDER, --names and
    --since, the same for both."""
    cmd = sub.add_parser(name, help=what)
    cmd.add_argument("folder")
    cmd.add_argument("--names", help="who sat where (default: FOLDER/names.txt)")
    cmd.add_argument(
        "--since",
        type=day,
        metavar="DATE",
        help="only the games played on or after DATE (YYYY-MM-DD)",
    )
    return cmd


def main(argv=None):
    """The command line. Each command is a module of its own (pull.py, report.py,
    standings.py), imported only when it runs: `zootally pull` needs neither matplotlib nor
    openskill."""
    p = argparse.ArgumentParser(prog="zootally", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    st = games_command(sub, "standings", "wins, scores and ratings over a folder of records")
    st.add_argument("--png", help="also draw the standings into this picture")
    ex = games_command(sub, "export", "the folder's finished games for a spreadsheet, BG Stats")
    ex.add_argument("--csv", metavar="FILE", help="one row per player per game")
    ex.add_argument("--bgstats", metavar="FILE", help="BG Stats' import file (JSON)")
    ex.add_argument("--bgg", metavar="FILE", help="BoardGameGeek ids (default FOLDER/bgg.txt)")
    pd = sub.add_parser("played", help="the day a filed game was played, and a note")
    pd.add_argument("folder")
    pd.add_argument("game", help="its file in FOLDER (GAME-HASH.rec), or history.txt#N")
    pd.add_argument("date", type=day, help="YYYY-MM-DD")
    pd.add_argument("note", nargs="*", help="a line of words (at most 200 characters)")
    rp = sub.add_parser("report", help="a scoresheet picture of one game record (PNG)")
    rp.add_argument("record")
    rp.add_argument("-o", "--out", help="the picture (default: the record's name, .png)")
    nm = sub.add_parser("names", help="the table's names, on the device's drive")
    nm.add_argument("names", nargs="*", help="Ann Ben Cy ... (none: show the roster)")
    nm.add_argument("--drive", help="the CIRCUITPY drive (default: found)")
    nm.add_argument("--settings", help="a settings.toml instead (the simulator's)")
    pl = sub.add_parser("pull", help="file the records the device sends over USB")
    pl.add_argument("--port", help="the serial port or a pyserial URL (default: found)")
    pl.add_argument("--folder", default="games", help="where records go (default: games)")
    pl.add_argument("--wait", type=float, default=60, help="seconds without a line to stop")
    pl.add_argument("--limit", type=float, default=3600, help="seconds in all, at most")
    a = p.parse_args(argv)
    if a.command == "pull":
        from host_sim.companion import pull

        return pull.main(a)
    if a.command == "names":
        from host_sim.companion import names

        return names.main(a)
    if a.command == "report":
        from host_sim.companion import report

        return report.main(a)
    if a.command == "played":
        from host_sim.companion import played

        return played.main(a)
    if a.command == "export":
        from host_sim.companion import export

        return export.main(a)
    from host_sim.companion import standings

    return standings.main(a)
