# SPDX-License-Identifier: MIT
"""What a game's summary (the firmware's reader's, or a history line's) says, as the
companion's commands read it: the title, what its scores count, each seat's score."""

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)


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
    """Each seat's final score (what its title's SCORE_WORD counts): every reader's
    summary has them as "totals" once the game is over, as a history line does."""
    return list(summary["totals"])
