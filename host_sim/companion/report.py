# SPDX-License-Identifier: MIT
"""zootally report: a scoresheet picture of one game record (matplotlib)."""

import os
import sys

import host_sim.paths  # noqa: F401  (puts firmware/ on the path in the source tree)
from host_sim.companion.summaries import score_word, scores_of, title_of
from host_sim.files import picture_problem

BAR = 0.6  # a bar's width, in seats
DPI = 100


def score_parts(module, game, summary):
    """Per seat, [(label, points)] that add up to the seat's final score: the game's own
    reader says how its scores are made (games/<module>/read.py)."""
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

    from host_sim.companion import dates

    module, players, inputs, game, seats = record.read(text)
    summary = record.reader(module.GAME_ID).summary(game)
    summary["names"] = seats
    # Each seat as the device named it, else by its seat.
    who = [(seats[i] if seats and seats[i] else "P%d" % (i + 1)) for i in range(players)]
    summary["pulled"] = stamp = dates.of_record(text)  # when pull filed it (no clock there)
    over = game.over()
    parts = score_parts(module, game, summary)
    # An unfinished game (REC sends one in play) is drawn as it stands: its scores so far,
    # what its parts add up to (as a finished game's make its totals).
    scores = scores_of(summary) if over else [sum(p for _, p in seat) for seat in parts]
    winners = summary["winners"] or []
    title = title_of(summary)
    zoostock = "round_scores" in summary
    fig = plt.figure(figsize=(10, 7 if zoostock else 5.5))
    ax = fig.add_subplot(2 if zoostock else 1, 1, 1)
    colours = ["#ff2020", "#ffd000", "#00d0ff", "#d020ff", "#20ff60", "#ff8000"]
    slices = []  # (seat, label, points, base): each part's slice of its seat's bar
    totals = []
    for seat in range(players):
        up = down = 0
        for label, pts in parts[seat]:
            base = up if pts >= 0 else down
            ax.bar(seat, pts, bottom=base, color=colours[seat], edgecolor="black", width=BAR)
            slices.append((seat, label, pts, base))
            if pts >= 0:
                up += pts
            else:
                down += pts
        # The score where the parts net out (positive parts stand up from 0, negative
        # hang down): a black mark across the bar, the number beside it.
        net = up + down
        totals.append((scores[seat], net))
        ax.hlines(net, seat - BAR / 2 - 0.04, seat + BAR / 2 + 0.04, color="black", linewidth=2.5)
        ax.annotate(
            str(scores[seat]),
            (seat + BAR / 2 + 0.04, net),
            xytext=(3, 0),
            textcoords="offset points",
            ha="left",
            va="center",
            fontweight="bold",
        )
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xlim(-0.6, players - 0.4)
    ax.margins(y=0.12)
    ax.set_xticks(range(players))
    names = ["%s%s" % (who[i], " (winner)" if i + 1 in winners else "") for i in range(players)]
    word = score_word(title)
    ax.set_ylabel(word)
    if over:
        won = " and ".join(who[w - 1] for w in winners) or "nobody"
        heading = "%s: %s won (%s)" % (title, won, decided_by(module, game, summary))
    else:
        heading = "%s (unfinished, %d inputs): %s so far" % (title, len(inputs), word)
    if stamp:
        heading += "\npulled %s (when it reached this computer)" % dates.shown(stamp)
    ax.set_title(heading)
    if zoostock:
        tx = fig.add_subplot(2, 1, 2)
        for r, track in enumerate(trump_track(module, players, inputs)):
            tx.step(range(len(track)), track, where="post", label="round %d" % (r + 1))
        tx.set_xlabel("inputs of the round (EX cards, then the tricks' cards)")
        tx.set_ylabel("trump number")
        if game.round_scores or inputs:
            tx.legend()
    inside, under = _label_slices(fig, ax, slices, names, players)
    fig.savefig(out_path, dpi=DPI)
    plt.close(fig)
    summary["drawn"] = {"inside": inside, "under": under, "totals": totals}
    return summary


def _label_slices(fig, ax, slices, names, players):
    """Each slice's words ("sword 2/2: +12") inside it where they fit its box, on two
    lines if one is too wide; the rest listed under the player's name, so that no part
    goes unnamed. Listing moves the axes (the names take more room), so the fit is
    checked again until nothing more moves. Returns, per seat, the words inside as
    (label, their box, the slice's box) in pixels and the labels listed under."""
    texts = {}  # slice number: its words in the bar
    listed = set()  # slice numbers: listed under the name
    for _ in range(len(slices) + 1):
        lists = [[names[seat]] for seat in range(players)]
        for i in sorted(listed):
            seat, label, pts, _ = slices[i]
            lists[seat].append("%s: %+d" % (label, pts))
        ax.set_xticklabels(["\n".join(lines) for lines in lists])
        fig.tight_layout()
        fig.set_dpi(DPI)
        renderer = fig.canvas.get_renderer()
        moved = False
        placed = [[] for _ in range(players)]
        for i, (seat, label, pts, base) in enumerate(slices):
            if not label or i in listed:
                continue
            (x0, y0), (x1, y1) = ax.transData.transform(
                [(seat - BAR / 2, base), (seat + BAR / 2, base + pts)]
            )
            room = (min(x0, x1) + 1, min(y0, y1) + 1, max(x0, x1) - 1, max(y0, y1) - 1)
            t = texts.get(i)
            if t is None:
                t = texts[i] = ax.text(
                    seat, base + pts / 2, "", ha="center", va="center", fontsize=7
                )
            fits = None
            for words in ("%s: %+d" % (label, pts), "%s:\n%+d" % (label, pts)):
                t.set_text(words)
                b = t.get_window_extent(renderer)
                box = (b.x0, b.y0, b.x1, b.y1)
                if _within(box, room):
                    fits = box
                    break
            if fits is None:
                t.remove()
                del texts[i]
                listed.add(i)
                moved = True
            else:
                placed[seat].append((label, fits, room))
        if not moved:
            break
    under = [[] for _ in range(players)]
    for i in sorted(listed):
        under[slices[i][0]].append(slices[i][1])
    return placed, under


def _within(box, room):
    """Is the box (x0, y0, x1, y1) inside the room?"""
    return room[0] <= box[0] and box[2] <= room[2] and room[1] <= box[1] and box[3] <= room[3]


def main(a):
    """zootally report RECORD [-o PICTURE]: exit 0, or 2 with one line saying why."""
    from zootally.games.textform import RecordError

    from host_sim.files import FileProblem, read_text

    out = a.out or os.path.splitext(a.record)[0] + ".png"
    bad = picture_problem(out)
    if bad:
        print("zootally report: %s" % bad, file=sys.stderr)
        return 2
    try:
        stamp = report(read_text(a.record), out)["pulled"]
    except FileProblem as e:  # (it names the file)
        print("zootally report: %s" % e, file=sys.stderr)
        return 2
    except RecordError as e:
        print("zootally report: %s: %s" % (a.record, e), file=sys.stderr)
        return 2
    except OSError as e:  # the picture could not be written
        print("zootally report: cannot write %s: %s" % (out, e.strerror or e), file=sys.stderr)
        return 2
    from host_sim.companion import dates

    print("drew %s%s" % (out, ", pulled %s" % dates.shown(stamp) if stamp else ""))
    return 0
