# SPDX-License-Identifier: MIT
"""zootally export: the finished games of a folder, as `standings` counts them (its records
and the history's games no record counts; who sat where from the names file, the device's
names, else the seat), as a file another tool reads. --csv: one row per player per game,
the games in the order they were played (FOLDER/played.txt's days, else the days pulled);
--bgstats: BG Stats' import file (bgstats.py)."""

import csv
import io
import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)
from host_sim.companion import standings
from host_sim.companion.summaries import scores_of, title_of
from host_sim.files import FileProblem, write_whole

COLUMNS = (
    "date",
    "title",
    "game",
    "seat",
    "name",
    "score",
    "place",
    "winner",
    "decided by",
    "note",
)


def game_places(summary):
    """Each seat's place in one game: the winners first, sharing the first place (a tie
    the rules leave standing); then the others by score, an equal score a shared place."""
    scores = scores_of(summary)
    won = summary["winners"]
    keys = [(0 if (i + 1) in won else 1, -scores[i]) for i in range(summary["players"])]
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    at = standings.places([keys[i] for i in order])
    out = [0] * len(keys)
    for k, i in enumerate(order):
        out[i] = at[k]
    return out


def rows(games, names):
    """The CSV's rows (COLUMNS), one per player per game: the day it was played (played.txt's,
    else the day it was pulled; empty: not known), its title, the file (or history line) it
    comes from, the seat, the player's name (empty: none given), the score, the place, 'yes'
    for a winner, what decided (the tally's words) and played.txt's note."""
    from host_sim.companion.played import day_of

    out = []
    for file, summary in games:
        who = standings.players_of(file, summary, names)
        scores = scores_of(summary)
        at = game_places(summary)
        for i in range(summary["players"]):
            seat = "P%d" % (i + 1)
            out.append(
                (
                    day_of(summary),
                    title_of(summary),
                    file,
                    seat,
                    "" if who[i] == seat else who[i],
                    scores[i],
                    at[i],
                    "yes" if (i + 1) in summary["winners"] else "",
                    summary.get("decided_by") or "",
                    summary.get("note", ""),
                )
            )
    return out


def csv_bytes(table):
    """The rows as CSV (UTF-8, a header line first, Excel's dialect: RFC 4180 quoting)."""
    text = io.StringIO()
    w = csv.writer(text, lineterminator="\r\n")
    w.writerow(COLUMNS)
    w.writerows(table)
    return text.getvalue().encode("utf-8")


def main(a):
    """zootally export FOLDER [--csv FILE] [--bgstats FILE [--bgg FILE]] [--names FILE]
    [--since DATE]: exit 0, or 2 with one line per problem and nothing written (a record that
    does not read, a names or ids file that does not, no finished game, a file that cannot
    be written)."""
    if not os.path.isdir(a.folder):
        print("zootally: %s is not a folder" % a.folder, file=sys.stderr)
        return 2
    from host_sim.companion.played import apply, read_played

    if not (a.csv or a.bgstats):
        print("zootally export: say what to write: --csv FILE, --bgstats FILE", file=sys.stderr)
        return 2
    names, problems = standings.read_names(a.names or os.path.join(a.folder, "names.txt"))
    ids, ids_path = {}, None
    if a.bgstats:
        from host_sim.companion import bgstats

        ids_path = a.bgg or os.path.join(a.folder, bgstats.IDS_FILE)
        ids, more = bgstats.read_ids(ids_path)
        problems += more
    games, more = standings.all_games(a.folder)
    played, dated = read_played(a.folder)
    games = apply(games, played)
    problems += dated
    # A record sent mid-game is one the table will finish: said, not a problem.
    notes = [p for p in more if p.endswith(standings.NOT_FINISHED)]
    problems += [p for p in more if p not in notes]
    for line in notes:
        print(line, file=sys.stderr)
    if problems:
        for line in problems:
            print(line, file=sys.stderr)
        wanted = ", ".join(p for p in (a.csv, a.bgstats) if p)
        print("zootally export: nothing written (%s)" % wanted, file=sys.stderr)
        return 2
    if a.since is not None:
        games = standings.games_since(games, a.since, "export")
    if not games:
        print("zootally: no finished game to export in %s" % a.folder, file=sys.stderr)
        return 2
    games = standings.in_order_pulled(games)
    table = rows(games, names)
    out = []  # (path, bytes, what was written), every one made before any is written
    if a.csv:
        out.append((a.csv, csv_bytes(table), "%d games, %d rows" % (len(games), len(table))))
    if a.bgstats:
        from host_sim.companion import bgstats

        data = bgstats.bgstats_bytes(games, names, ids)
        out.append((a.bgstats, data, "%d plays for BG Stats" % len(games)))
        unknown = sorted({s["game"] for _, s in games} - set(ids))
        for name in unknown:
            print(
                "%s: no BoardGameGeek id (bggId 0); add '%s = ID' to %s" % (name, name, ids_path),
                file=sys.stderr,
            )
    for path, data, what in out:
        try:
            write_whole(path, data)
        except FileProblem as e:
            print("zootally export: %s" % e, file=sys.stderr)
            return 2
        print("%s: %s" % (path, what))
    return 0
