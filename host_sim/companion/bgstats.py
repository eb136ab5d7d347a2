# SPDX-License-Identifier: MIT
"""zootally export --bgstats FILE: the folder's finished games as a BG Stats import file
(JSON), which BG Stats can sync on to BoardGameGeek (BoardGameGeek has no way to log a play
from another program).

The file has the shape public importers for BG Stats write (tests/bgstats/import-shape.json,
one play in it; BG Stats' own documentation is not at hand): `games` (id, name, bggId: 0
where not known, highestWins, cooperative, noPoints, usesTeams, uuid), `players` (id, name,
uuid; a seat without a name is an anonymous player), `locations` (none) and `plays` (uuid,
gameRefId, playDate 'YYYY-MM-DD HH:MM:SS', comments: played.txt's note, the defaults of a
play entered by hand (not ignored, no manual winner, rating, rounds or images), and
playerScores: playerRefId, score as text, winner, startPlayer, seatOrder from 1, rank: the
place, ties shared). Not known, so left out: the location (locationRefId), who "me" is
(userInfo), the game's year on BoardGameGeek (bggYear), how long it took (durationMin).

A game is one play: its uuid comes from the game's file, or for a game of the history, the
device and its number there (a later version of a game keeps them, so importing again
updates the play, never adds one). startPlayer is the seat that began, as each title's
record reader says it (first_player: ZooStock's first leader, Zooscape's first master,
Zoo-ography's P1); false for every seat of a game only the history has (its line does not
say) or one whose market was not played on the device.

BoardGameGeek's ids: FOLDER/bgg.txt (or --bgg FILE), a line a title, as records name it,

    zoostock = 12345       # the number in the game's BoardGameGeek address

A title without one is exported with bggId 0 and said; a line not understood, or for a
title no game has, is a problem: nothing is written."""

import json
import os
import re
import uuid

from host_sim.companion import standings
from host_sim.companion.summaries import scores_of

IDS_FILE = "bgg.txt"
MAX_IDS_BYTES = 4096
LINE = re.compile(r"^([a-z0-9][a-z0-9-]*)\s*=\s*([0-9]{1,9})$")
# The uuids are names in a namespace of the project's own: the same game, player or title
# always gets the same one.
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://zootally.invalid/bgstats")


def read_ids(path):
    """{title as records name it: BoardGameGeek id} from a bgg.txt, and the problems found
    (a line each). A missing file is no problem: no ids."""
    from zootally import games

    from host_sim.files import FileProblem, read_text

    if not os.path.exists(path):
        return {}, []
    try:
        text = read_text(path, "BoardGameGeek ids", MAX_IDS_BYTES)
    except FileProblem as e:
        return {}, [str(e)]
    ids, problems = {}, []
    known = [row[games.NAME] for row in games.GAMES]
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = LINE.match(line)
        if m is None:
            problems.append("%s line %d: not 'title = number': %r" % (path, n, raw[:60]))
        elif m.group(1) not in known:
            problems.append(
                "%s line %d: no title %s (%s)" % (path, n, m.group(1), ", ".join(known))
            )
        else:
            ids[m.group(1)] = int(m.group(2))
    return ids, problems


def play_date(summary):
    """'YYYY-MM-DD HH:MM:SS' of the day it was played (played.txt's, else the day pulled),
    at the time pulled where that was the same day, else noon; '' where no day is known."""
    from host_sim.companion.played import day_of

    day = day_of(summary)
    if not day:
        return ""
    stamp = summary.get("pulled") or ""
    if stamp[:10] == day and len(stamp) >= 19:
        return day + " " + stamp[11:19]
    return day + " 12:00:00"


def document(games_, names, ids):
    """The import file's object for [(file, summary)] in the order played."""
    from zootally import games

    from host_sim.companion.export import game_places

    titles, people, plays = [], [], []
    title_ref, person_ref = {}, {}
    for file, summary in games_:
        name = summary["game"]
        if name not in title_ref:
            row = games.by_name(name)
            title_ref[name] = len(titles) + 1
            titles.append(
                {
                    "id": title_ref[name],
                    "name": row[games.TITLE],
                    "bggId": ids.get(name, 0),
                    "highestWins": True,
                    "cooperative": False,
                    "noPoints": False,
                    "usesTeams": False,
                    "uuid": str(uuid.uuid5(NAMESPACE, "game/" + name)),
                }
            )
        who = standings.players_of(file, summary, names)
        scores = scores_of(summary)
        at = game_places(summary)
        seats = []
        for i in range(summary["players"]):
            seat = "P%d" % (i + 1)
            anonymous = who[i] == seat
            key = (seat, file) if anonymous else who[i]
            if key not in person_ref:
                person_ref[key] = len(people) + 1
                people.append(
                    {
                        "id": person_ref[key],
                        "name": who[i],
                        "isAnonymous": anonymous,
                        "uuid": str(uuid.uuid5(NAMESPACE, "player/%s" % (key,))),
                    }
                )
            seats.append(
                {
                    "playerRefId": person_ref[key],
                    "score": str(scores[i]),
                    "winner": (i + 1) in summary["winners"],
                    "newPlayer": False,
                    "startPlayer": summary.get("began") == i,
                    "seatOrder": i + 1,
                    "rank": at[i],
                }
            )
        # A history line's game by the device and its number there (the label alone,
        # history.txt#N, is the same for two devices' game N).
        game_key = file if summary.get("device") is None else "%s/%s" % (summary["device"], file)
        play = {
            "uuid": str(uuid.uuid5(NAMESPACE, "play/" + game_key)),
            "gameRefId": title_ref[name],
            "playDate": play_date(summary),
            "comments": summary.get("note", ""),
            "ignored": False,
            "manualWinner": False,
            "rating": 0,
            "rounds": 0,
            "scoringSetting": 0,
            "usesTeams": False,
            "playImages": "[]",
            "playerScores": seats,
        }
        plays.append(play)
    return {"games": titles, "players": people, "locations": [], "plays": plays}


def bgstats_bytes(games_, names, ids):
    return json.dumps(document(games_, names, ids), ensure_ascii=False, indent=1).encode("utf-8")
