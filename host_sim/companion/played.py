# SPDX-License-Identifier: MIT
"""The day a filed game was played, and a note: FOLDER/played.txt, a line a game,

    zoostock-3f2a9c.rec: 2026-11-30 club night, Ann's birthday
    history.txt#12: 2026-11-28

`zootally played FOLDER GAME DATE [NOTE ...]` sets a game's line (a game is often filed
days after it was played: pull can only date it the day it reached the computer).
`standings` and `export` take that day over the day it was pulled, and export the note."""

import os
import sys

FILE = "played.txt"
MAX_NOTE = 200  # characters: a line, not a diary


def read_played(folder):
    """{game: (YYYY-MM-DD, note)} from FOLDER/played.txt, and the problems found (one line
    each; the other lines stand)."""
    import datetime

    from host_sim.files import FileProblem, read_text

    path = os.path.join(folder, FILE)
    played, problems = {}, []
    if not os.path.exists(path):
        return played, problems
    try:
        text = read_text(path, "dates")
    except FileProblem as e:
        return played, [str(e)]
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        game, colon, rest = line.partition(": ")
        day, _, note = rest.strip().partition(" ")
        try:
            datetime.date.fromisoformat(day)
            ok = colon and len(day) == 10 and len(note) <= MAX_NOTE and note.isprintable()
        except ValueError:
            ok = False
        if not ok:
            problems.append("%s line %d: 'GAME: YYYY-MM-DD note' expected" % (path, n))
            continue
        played[game.strip()] = (day, note.strip())
    return played, problems


def apply(games, played):
    """Each game's summary with its played day and note, where played.txt has them."""
    for game, summary in games:
        if game in played:
            summary["played"], summary["note"] = played[game]
    return games


def day_of(summary):
    """The day a game was played as far as the folder knows (YYYY-MM-DD): played.txt's,
    else the day pull filed it, else '' (not known)."""
    stamp = summary.get("pulled")
    return summary.get("played") or (stamp[:10] if stamp else "")


def main(a):
    """zootally played FOLDER GAME DATE [NOTE ...]: exit 0, or 2 with one line (no such
    finished game, a note too long or not one line, the file not written)."""
    from host_sim.companion import standings
    from host_sim.files import FileProblem, write_whole

    if not os.path.isdir(a.folder):
        print("zootally: %s is not a folder" % a.folder, file=sys.stderr)
        return 2
    note = " ".join(a.note).strip()
    if len(note) > MAX_NOTE or not note.isprintable():
        print(
            "zootally played: a note is one line of %d characters at most" % MAX_NOTE,
            file=sys.stderr,
        )
        return 2
    games, _ = standings.all_games(a.folder)
    if a.game not in [g for g, _ in games]:
        print(
            "zootally played: %s is no finished game of %s (a .rec file, or history.txt#N)"
            % (a.game, a.folder),
            file=sys.stderr,
        )
        return 2
    played, problems = read_played(a.folder)
    if problems:  # never rewrite a file whose lines are not all understood
        for line in problems:
            print(line, file=sys.stderr)
        print("zootally played: %s not written" % FILE, file=sys.stderr)
        return 2
    played[a.game] = (a.date.isoformat(), note)
    text = "".join(
        "%s: %s%s\n" % (g, d, " " + n if n else "") for g, (d, n) in sorted(played.items())
    )
    try:
        write_whole(os.path.join(a.folder, FILE), text.encode("utf-8"))
    except FileProblem as e:
        print("zootally played: %s" % e, file=sys.stderr)
        return 2
    print("%s: %s played %s%s" % (FILE, a.game, a.date.isoformat(), (", " + note) if note else ""))
    return 0
