# SPDX-License-Identifier: MIT
"""zootally standings: per title, games, wins, scores and a rating per player over a folder
of records and the device's history lines, their places (a tie shares one), what decided
the games, and each person over every title; --since DATE counts the games pulled from
that day on."""

import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)
from host_sim.companion import dates
from host_sim.companion.pull import (
    HISTORY_FILE,
    MAX_SENDING,
    parse_history_line,
    record_origin,
    split_device,
)
from host_sim.companion.summaries import score_word, scores_of, title_of
from host_sim.files import picture_problem

NOT_FINISHED = "the game is not finished"  # a record sent mid-game: skipped, not damaged


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
    """[(file name, summary)] of the finished games in folder, and the problems found.
    A summary's "pulled" is when pull filed it (None: not known)."""
    from zootally.core import record
    from zootally.games.textform import RecordError

    from host_sim.files import FileProblem, read_text

    games, problems = [], []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not name.endswith(".rec") or not os.path.isfile(path):
            continue
        try:
            text = read_text(path)
            module, players, inputs, game, seats = record.read(text)
        except (FileProblem, RecordError) as e:
            problems.append("skipped %s: %s" % (name, e))
            continue
        if not game.over():
            problems.append("skipped %s: %s" % (name, NOT_FINISHED))
            continue
        reader = record.reader(module.GAME_ID)
        summary = reader.summary(game)
        # The seat that began (0 for P1), where the title's reader knows it: BG Stats'
        # startPlayer. None: not known (a history line's game, a tally entered afterwards).
        began = getattr(reader, "first_player", None)
        summary["began"] = began(game, inputs) if began is not None else None
        if "decided_by" not in summary:  # the rule's words, as the device's tally says them
            from host_sim.companion.report import decided_by

            summary["decided_by"] = decided_by(module, game, summary)
        summary["pulled"] = dates.of_record(text)
        summary["names"] = seats  # as the device was told them (None: not)
        games.append((name, summary))
    return games, problems


def all_games(folder):
    """Every finished game of the folder once, as it was last: its records (finished_games)
    and the history's games no record counts (history_games). Also the problems found."""
    records, problems = finished_games(folder)
    lines, more = history_games(folder, records)
    return records + lines, problems + more


def record_origins(folder):
    """The games (device, number) the folder's records are versions of, finished or not:
    pull keeps each one's last version there (a record, or none where the game ended
    otherwise than its record says, or was given up and its number went to another)."""
    from host_sim.files import FileProblem, read_text

    out = set()
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if name.endswith(".rec") and os.path.isfile(path):
            try:
                origin = record_origin(read_text(path))
            except FileProblem:
                continue
            if origin is not None:
                out.add(origin[:2])
    return out


def in_order_pulled(games):
    """The games in the order they were played as far as the folder knows (ratings follow
    it): by the day played.txt gives, else the day they were pulled; those not dated
    first, as they were; of one pull the history's games (oldest first) before its
    record, most often the newest game."""
    import datetime

    from host_sim.companion.played import day_of

    first = datetime.datetime.min.replace(tzinfo=datetime.UTC)

    def when(game):
        stamp = game[1].get("pulled")
        moment = dates.moment(stamp) if stamp else first
        return (day_of(game[1]), moment, not game[0].startswith(HISTORY_FILE))

    return sorted(games, key=when)


def pulled_span(games):
    """{title: '(pulled 2026-11-30 to 2026-12-02...)' line}: the dates the games of each
    title reached this computer, and how many are not dated (filed by an older pull, or
    not by pull), for the titles with a dated game."""
    stamps, undated = {}, {}
    for _, summary in games:
        title = title_of(summary)
        if summary.get("pulled") is None:
            undated[title] = undated.get(title, 0) + 1
        else:
            stamps.setdefault(title, []).append(summary["pulled"])
    out = {}
    for title, dated in stamps.items():
        a = min(dated, key=dates.moment)[:10]
        b = max(dated, key=dates.moment)[:10]
        parts = ["pulled %s" % a if a == b else "pulled %s to %s" % (a, b)]
        parts.append("the day each reached this computer: the device has no clock")
        if undated.get(title):
            parts.append("%d not dated" % undated[title])
        out[title] = "  (%s)" % "; ".join(parts)
    return out


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
    for _, summary in records:
        key = (
            summary["game"],
            summary["players"],
            tuple(scores_of(summary)),
            tuple(summary["winners"]),
        )
        seen[key] = seen.get(key, 0) + 1
    out, problems = [], []
    if not os.path.isfile(path):  # a folder, a FIFO: never opened for reading
        return [], ["%s is not a plain file: skipped" % path]
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read(8 * MAX_SENDING).splitlines()
    # A game a device said with its id: the versions of it the history has, one line each
    # pull that found it changed (fixed after it was pulled, or given up and its number
    # another game's); its last line is its last version, unless the folder has a record
    # of that number (pull keeps that one up to date).
    recorded = record_origins(folder)
    last = {}  # origin: the position in `out` of its last version so far
    damaged = []  # (line number, why) of the lines that are not a game
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            device, stamp = dates.split_history(line)
            device, board = split_device(device)
            number, name, players, scores, won, rule, seats = parse_history_line(device)
        except ValueError as e:
            damaged.append((n, e))
            continue
        # The totals, whatever they count (scores_of() reads them so for every game).
        summary = {"game": name, "players": players, "winners": won, "decided_by": rule}
        summary["totals"] = scores
        summary["pulled"] = stamp
        summary["names"] = seats
        summary["device"] = board  # the device's id, where the line says it
        game = ("%s#%s" % (HISTORY_FILE, number), summary)
        if board is not None:
            origin = (board, number)
            if origin in recorded:
                continue
            if origin in last:
                out[last[origin]] = game  # a later version of it
            else:
                last[origin] = len(out)
                out.append(game)
            continue
        key = (name, summary["players"], tuple(scores), tuple(won))
        if seen.get(key):
            seen[key] -= 1  # its record is in the folder: counted there
            continue
        out.append(game)
    if damaged:  # skipped, the others counted: one line however many
        n, why = damaged[0]
        problems.append(
            "%s: %d damaged line%s skipped (line %d: %s)"
            % (path, len(damaged), "" if len(damaged) == 1 else "s", n, why)
        )
    return out, problems


def players_of(file, summary, names):
    """Who played each seat: the name the names file gives it, else the one the device was
    given, else the seat (P1)."""
    seats = names.get(file) or summary.get("names") or []
    return [
        seats[i] if i < len(seats) and seats[i] else "P%d" % (i + 1)
        for i in range(summary["players"])
    ]


def standings(games, names):
    """{title: {player: row}}: games, wins, scores and the rating after all the games,
    played in the order given (main: in_order_pulled). A player: players_of()."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    out = {}
    ratings = {}
    for file, summary in games:
        title = title_of(summary)
        table = out.setdefault(title, {})
        who = players_of(file, summary, names)
        scores = scores_of(summary)
        for i in range(len(who)):
            row = table.setdefault(who[i], {"games": 0, "wins": 0, "scores": []})
            row["games"] += 1
            row["wins"] += (i + 1) in summary["winners"]
            row["scores"].append(scores[i])
        if len(who) > 1:  # a solo game rates nobody
            rated = ratings.setdefault(title, {})
            teams = [[rated.get(w) or model.rating(name=w)] for w in who]
            # The winners first, the others by score: a tie broken by a rule still ranks.
            ranks = [
                1 if (i + 1) in summary["winners"] else 2 + max(scores) - scores[i]
                for i in range(len(who))
            ]
            for i, team in enumerate(model.rate(teams, ranks=ranks)):
                rated[who[i]] = team[0]
    for title, table in out.items():
        for who, row in table.items():
            r = ratings.get(title, {}).get(who)
            row["rating"] = r.ordinal() if r is not None else None
    return out


def decisions(games):
    """{title: [(what decided, how many games)]}, the most first: the rule's words as the
    device's tally says them (a tie-break by name: 'tie: more cards')."""
    counts = {}
    for _, summary in games:
        per = counts.setdefault(title_of(summary), {})
        rule = summary.get("decided_by") or "not said"
        per[rule] = per.get(rule, 0) + 1
    return {t: sorted(per.items(), key=lambda kv: (-kv[1], kv[0])) for t, per in counts.items()}


def people(games, names):
    """{player: {"games", "wins", "titles"}} over every title and seat: the players with a
    name (a seat without one is a different person from game to game)."""
    out = {}
    for file, summary in games:
        for i, who in enumerate(players_of(file, summary, names)):
            if who == "P%d" % (i + 1):
                continue
            row = out.setdefault(who, {"games": 0, "wins": 0, "titles": set()})
            row["games"] += 1
            row["wins"] += (i + 1) in summary["winners"]
            row["titles"].add(title_of(summary))
    return out


def places(keys):
    """The place of each of a ranked list's keys (best first): equal keys share the place
    of the first of them, and the next place counts them all (1, 1, 3)."""
    out = []
    for i, key in enumerate(keys):
        out.append(out[-1] if i and key == keys[i - 1] else i + 1)
    return out


def place_text(places_, i):
    """A place as a club's table writes it: '2=' where it is shared."""
    shared = places_.count(places_[i]) > 1
    return "%d%s" % (places_[i], "=" if shared else "")


def since(games, day):
    """The games played on or after `day` (a date: played.txt's day, else the day pulled),
    and how many were left out for having no date (filed by an older pull, or not by
    pull, and not in played.txt)."""
    from host_sim.companion.played import day_of

    kept, undated = [], 0
    for game in games:
        when = day_of(game[1])
        if not when:
            undated += 1
        elif when >= day.isoformat():  # YYYY-MM-DD: in order as text
            kept.append(game)
    return kept, undated


def ranked(table_of_title):
    """[(place text, player, row)] of one title, best first: by wins, then average score;
    equal in both, a shared place."""
    order = []
    for who, row in table_of_title.items():
        order.append(((-row["wins"], -sum(row["scores"]) / len(row["scores"])), who, row))
    order.sort(key=lambda r: (r[0], r[1]))
    at = places([r[0] for r in order])
    return [(place_text(at, i), who, row) for i, (_, who, row) in enumerate(order)]


def ranked_people(everyone):
    """[(place text, person, row)] over every title, best first: by wins, then games."""
    order = sorted(((-row["wins"], -row["games"]), who, row) for who, row in everyone.items())
    at = places([r[0] for r in order])
    return [(place_text(at, i), who, row) for i, (_, who, row) in enumerate(order)]


def decided_text(decided, title):
    """'most points 2, tie: more cards 1': what decided a title's games, how often."""
    return ", ".join("%s %d" % (rule, k) for rule, k in decided.get(title, ()))


def games_since(games, day, command):
    """since()'s games; the ones left out for having no date said in one line."""
    games, undated = since(games, day)
    if undated:
        print(
            "zootally %s: %d game%s without a date left out (--since)"
            % (command, undated, "" if undated == 1 else "s"),
            file=sys.stderr,
        )
    return games


def standings_chart(table, out_path, everyone=None, decided=None):
    """Per title, each player's wins and games as bars in their places' order (the place
    under the name), their rating as a dot, what decided the games under the title; with
    named players, a panel of each person over every title."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["text.parse_math"] = False  # a name is drawn as written: no $...$
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    panels = [(title, ranked(table[title])) for title in sorted(table)]
    if everyone:  # every title: each person's games and wins, whatever seat they took
        panels.append(("Every title", ranked_people(everyone)))
    fig, axes = plt.subplots(len(panels), 1, figsize=(9, 2.9 * len(panels)), squeeze=False)
    for ax, (title, rows) in zip([row[0] for row in axes], panels):
        x = range(len(rows))
        ax.bar(x, [r["games"] for _, _, r in rows], color="#dddddd", label="games")
        ax.bar(x, [r["wins"] for _, _, r in rows], color="#20a040", label="wins")
        ax.set_xticks(list(x))
        ax.set_xticklabels(["%s\n%s" % (who, place) for place, who, _ in rows])
        said = decided_text(decided or {}, title)
        ax.set_title(title + ("\n(decided by: %s)" % said if said else ""), fontsize=10)
        ax.set_ylabel("games")
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        rated = [(i, r.get("rating")) for i, (_, _, r) in enumerate(rows)]
        rated = [(i, v) for i, v in rated if v is not None]
        if rated:
            rx = ax.twinx()
            rx.plot([i for i, _ in rated], [v for _, v in rated], "o", color="#d02020")
            rx.set_ylabel("rating", color="#d02020")
        ax.legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out_path, dpi=100)
    plt.close(fig)


def standings_text(table, counts, spans=None, decided=None, everyone=None):
    """Per title, the plain figures first (place, games, wins, average and best score,
    players by wins, then average: equal in both, they share a place), then the rating,
    and a line saying what it is and how many games (`counts`: per title) it rests on: a
    model's cautious estimate can rank a player with a win below one without, where few
    games were played; then what decided the games (`decided`: decisions()) and when they
    were pulled (`spans`: pulled_span()). Then each person over every title (`everyone`:
    people())."""
    lines = []
    for title in sorted(table):
        word = score_word(title)
        lines.append("%s" % title)
        lines.append(
            "  %-5s %-12s %5s %5s %8s %6s %7s"
            % ("place", "player", "games", "wins", "average", "best", "rating")
        )
        for place, who, row in ranked(table[title]):
            sc = row["scores"]
            rating = "-" if row["rating"] is None else "%.1f" % row["rating"]
            lines.append(
                "  %-5s %-12s %5d %5d %8.1f %6d %7s"
                % (place, who[:12], row["games"], row["wins"], sum(sc) / len(sc), max(sc), rating)
            )
        n = counts.get(title, 0)
        if any(row["rating"] is not None for row in table[title].values()):
            lines.append(
                "  (scores in %s; rating from %d game%s, who finished ahead of whom, cautious:"
                " few games keep it low; openskill, mu - 3 sigma)"
                % (word, n, "" if n == 1 else "s")
            )
        else:
            lines.append(
                "  (scores in %s; %d game%s, not rated: solo)" % (word, n, "" if n == 1 else "s")
            )
        if decided and title in decided:
            lines.append("  (decided by: %s)" % decided_text(decided, title))
        if spans and title in spans:
            lines.append(spans[title])
        lines.append("")
    if everyone:
        lines.append("Every title (each person, whatever seat they took)")
        lines.append("  %-5s %-12s %5s %5s  %s" % ("place", "player", "games", "wins", "titles"))
        for place, who, row in ranked_people(everyone):
            titles = ", ".join(sorted(row["titles"]))
            lines.append(
                "  %-5s %-12s %5d %5d  %s" % (place, who[:12], row["games"], row["wins"], titles)
            )
        lines.append("")
    return "\n".join(lines)


def main(a):
    """zootally standings FOLDER [--names FILE] [--png PICTURE]: exit 0, or 2 when the folder
    holds no finished game."""
    if not os.path.isdir(a.folder):
        print("zootally: %s is not a folder" % a.folder, file=sys.stderr)
        return 2
    if a.png:
        bad = picture_problem(a.png)
        if bad:
            print("zootally standings: %s" % bad, file=sys.stderr)
            return 2
    from host_sim.companion.played import apply, read_played

    names, problems = read_names(a.names or os.path.join(a.folder, "names.txt"))
    games, more = all_games(a.folder)
    played, dated = read_played(a.folder)
    games = apply(games, played)
    problems += more + dated
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
    if a.since is not None:
        games = games_since(games, a.since, "standings")
        if not games:
            print("zootally: no finished game played since %s" % a.since, file=sys.stderr)
            return 2
    games = in_order_pulled(games)
    table = standings(games, names)
    counts = {}
    for _, summary in games:
        counts[title_of(summary)] = counts.get(title_of(summary), 0) + 1
    everyone = people(games, names)
    decided = decisions(games)
    print(standings_text(table, counts, pulled_span(games), decided, everyone))
    if a.png:
        try:
            standings_chart(table, a.png, everyone, decided)
        except OSError as e:  # the picture could not be written
            print(
                "zootally standings: cannot write %s: %s" % (a.png, e.strerror or e),
                file=sys.stderr,
            )
            return 2
        print("drew " + a.png)
    return 0
