# SPDX-License-Identifier: MIT
"""Zooscape's market screens and their keys: each round's row as it is laid out, the
apprentice, splits, revealed choices, what action cards ask, and a look at the table at
any time. A phase of ui/zooscape/__init__.py's, loaded only while the market is played
(GameUI.phase_screens): the set-up's and the tally's heap hold none of this code."""

from zootally import games
from zootally.games import zooscape as zsc
from zootally.games.common import const, counted
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    ANSWER,
    BACK_COLOUR,
    OK_COLOUR,
    WHITE,
    fit,
    fitting,
    paged,
    seat_label,
    wrap,
)
from zootally.ui.zooscape import (
    CARD_KEYS,
    COIN_KEY,
    M_COIN,
    M_MAIN,
    M_SEE,
    break_label,
    row_text,
)

GROUP_COLOURS = (0x00D0FF, 0xFF9000)

# The keys' own actions (act); a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a card, a coin's value, a group, an action's order, a Breakage, the Copy,
# END, the apprentice's place and the split where shown; a page of SEE's (0 the table,
# 1-6 the players) PAGE + page.
_A_COIN = const(7)  # the coin key: its value next
_A_LEFT = const(22)  # move the split point or the apprentice
_A_RIGHT = const(23)
_A_SEE = const(29)  # look at the table
_A_BACK = const(38)
_SEE_SLOT = const(7)
_COIN_SLOT = const(7)  # the coin key (no kimono in the market: its card number's slot)


def two_lines(v, text):
    """A row of codes over the two lines of the screen, broken between codes (a notice
    then takes the status line's place, not the row's)."""
    if len(text) <= 21:
        v.lines[0] = text
        v.lines[1] = ""
        return
    cut = 21
    while cut > 0 and text[cut] not in " |":
        cut -= 1
    v.lines[0] = text[:cut] if text[cut] == " " else text[: cut + 1]
    v.lines[1] = text[cut + 1 :]
    v.keep = 2


def count_parts(counts):
    """A collection: count, then the type's code (3TB), as ZooStock writes 3G; a part a
    type held (SEE shows them all where a line holds only some: +2)."""
    return ["%d%s" % (counts[t], CARD_KEYS[t][0]) for t in range(zsc.TYPES) if counts[t]]


def fill(ui, v):
    g = ui.session.game
    ph = g.phase
    if ui.mode == M_SEE:
        _see(ui, v)
    elif ph == zsc.P_LAYOUT or ph == zsc.P_DRAW:
        _cards(ui, v)
    elif ph == zsc.P_APPRENTICE:
        _apprentice(ui, v)
    elif ph == zsc.P_SPLIT:
        _split(ui, v)
    elif ph == zsc.P_CHOOSE:
        _choose(ui, v)
    else:
        _action(ui, v)
    if ui.mode == M_MAIN and v.slots[_SEE_SLOT] is None:
        v.set(_SEE_SLOT, "SEE", WHITE, _A_SEE)


def _detail(ui, v, text):
    """lines[1] when it holds only a detail: what just happened, if anything did.
    Formatted once per input (each input, and each replay after UNDO, makes a new
    game.news): a split point moved by the encoder redraws the screen at every click."""
    news = ui.session.game.news
    if ui.said[0] is not news:
        ui.said = (news, fit(ui._news_parts()))
    v.lines[1] = ui.said[1] or text


def _round_status(ui, what):
    g = ui.session.game
    text = "Rd%d M:%s %s" % (g.round_shown(), seat_label(g.master), what)
    if len(text) > 21:  # a master's name and six choosers: the master splits, says it
        text = "Rd%d %s %s" % (g.round_shown(), seat_label(g.master), what)
    return text


def _cards(ui, v):
    """The twelve card keys: the row being laid out, or what a Lucky Cat drew."""
    g = ui.session.game
    if g.phase == zsc.P_DRAW:
        v.status = "%s: Lucky Cat drew?" % (seat_label(g.receiver))
        v.lines[0] = "top card of the deck"
        _detail(ui, v, "deck %d" % g.deck)
    else:
        v.status = _round_status(ui, "card %d/%d" % (len(g.row) + 1, g.pile))
        parts = ui._news_parts() if not g.row else None
        if parts:  # a new round: the row is empty, what the last one did has room
            n = fitting(parts)
            v.lines[0] = " ".join(parts[:n])
            v.lines[1] = fit(parts[n:]) or "bin %d deck %d" % (len(g.bin), g.deck)
        else:
            two_lines(v, row_text(g.row) or "row: first card?")
        if not v.lines[1]:
            _detail(ui, v, "bin %d deck %d" % (len(g.bin), g.deck))
    # A key is lit only for what the game takes now (a kind whose cards are all seen
    # is dark, and says so when pressed).
    if ui.mode == M_COIN:
        v.lines[0] = "Gold coin: its value?"
        for n in range(1, zsc.MAX_COIN + 1):
            if g.check(zsc.COIN + n) == 0:
                v.set(n - 1, str(n), COIN_KEY[1], ANSWER + zsc.COIN + n)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)
        return
    for c in range(12):
        if g.check(card_of_key(c)) == 0:
            label, colour = COIN_KEY if c == zsc.KIMONO else CARD_KEYS[c]
            v.set(c, label, colour, _A_COIN if c == _A_COIN else ANSWER + c)
    if v.slots[11] is not None:
        v.cursor = 11  # the Copy: on the MacroPad it has no key, the encoder's push
    if not v.keyed and g.phase == zsc.P_LAYOUT and g.row:
        # Where the highlight walks (3 to 8 buttons), it starts on the kind entered
        # last: a pile holds runs of a kind often enough to save presses (measured:
        # the 4-player example 451 -> 421 on the Feather; on the MacroPad, whose keys
        # need no walk, the Copy keeps the encoder's push).
        last = g.row[-1]
        k = _COIN_SLOT if last >= zsc.COIN else last
        if 0 <= k < 12 and v.slots[k] is not None:
            v.cursor = k


def _apprentice(ui, v):
    g = ui.session.game
    p = _pos(ui)
    v.status = _round_status(ui, "apprentice")
    two_lines(v, row_text(g.row[:p] + [zsc.APPRENTICE] + g.row[p:]))
    if not v.lines[1]:
        _detail(ui, v, "< > moves AP, OK")
    v.set(S_OK, "OK", OK_COLOUR, ANSWER + zsc.IN_APPRENTICE + p)
    v.cursor = S_OK
    _mover(ui, v)


def _mover(ui, v):
    lo, hi = _pos_range(ui)
    p = _pos(ui)
    if p > lo:
        v.set(3, "<", WHITE, _A_LEFT)
    if p < hi:
        v.set(5, ">", WHITE, _A_RIGHT)
    # Three buttons: the key just used to move it stays highlighted, so each further
    # step is one press (OK), not a way back through the choices.
    slot = 3 if ui.moved == _A_LEFT else 5
    if ui.moved and not v.keyed and v.slots[slot] is not None:
        v.cursor = slot


def _split(ui, v):
    g = ui.session.game
    who = "".join(str(s + 1) for s in g.choosers)
    v.status = _round_status(ui, "split:" + who)
    two_lines(v, row_text(g.group, _pos(ui), "|"))
    if not v.lines[1]:
        _detail(ui, v, "group 1: L=1 or R=1")
    p = _pos(ui)
    v.set(6, "L=1", GROUP_COLOURS[0], ANSWER + zsc.IN_SPLIT_LEFT + p)
    v.set(8, "R=1", GROUP_COLOURS[1], ANSWER + zsc.IN_SPLIT_RIGHT + p)
    v.cursor = 6
    _mover(ui, v)


def _choose(ui, v):
    g = ui.session.game
    left = g.still_choosing()
    seat = left[0]
    v.status = "Rd%d %s chose? %d left" % (g.round_shown(), seat_label(seat), len(left))
    one = "G1 " + row_text(g.groups[0])
    two = "G2 " + row_text(g.groups[1])
    if len(one) <= 21 and len(two) <= 21:
        v.lines[0] = one
        v.lines[1] = two
    else:
        # A 5-6 player round's first split (up to 14 cards with the apprentice): group
        # 1's cards, a bar, group 2's, over the two lines, as the status says.
        v.status = "Rd%d %s G1|G2? %d left" % (g.round_shown(), seat_label(seat), len(left))
        two_lines(v, row_text(g.groups[0]) + "|" + row_text(g.groups[1]))
    v.keep = 2  # the groups: a notice takes the status line's place, not theirs
    chooser = zsc.IN_CHOOSE + g.still_choosing()[0] * 2
    v.set(0, "G1", GROUP_COLOURS[0], ANSWER + chooser)
    v.set(2, "G2", GROUP_COLOURS[1], ANSWER + chooser + 1)


def _action(ui, v):
    g = ui.session.game
    p = g.receiver
    if g.phase == zsc.P_ORDER:
        v.status = "%s: actions received" % (seat_label(p))
        v.lines[0] = "which one first?"
        v.lines[1] = fit(count_parts(g.counts(p)))
        slot = 0
        for a in (zsc.LUCKY, zsc.BREAK, zsc.COPY):
            if a in g.todo:
                v.set(slot, CARD_KEYS[a][0], CARD_KEYS[a][1], ANSWER + zsc.IN_NEXT + a - zsc.FIRE)
                slot += 1
        return
    if g.phase == zsc.P_BREAK:
        v.status = "%s: Breakage" % (seat_label(p))
        v.lines[0] = "which curio goes? %d" % g.breaks_left
        v.lines[1] = fit(count_parts(g.counts(p)))
        slot = 0
        for opt in g.break_options(p):
            b = opt - zsc.IN_BREAK
            t = b & 7
            label = break_label(b)
            v.set(slot, label, CARD_KEYS[t][1], ANSWER + opt)
            slot += 1
            if b >= zsc.TYPES:
                v.lines[1] = "%s: CP joined to %s" % (label, CARD_KEYS[t][0])
        return
    v.status = "%s: Copy joins?" % (seat_label(p))
    v.lines[0] = "tied: the most held"
    v.lines[1] = fit(count_parts(g.counts(p)))
    for t in g.most_held(p):
        v.set(t, CARD_KEYS[t][0], CARD_KEYS[t][1], ANSWER + zsc.IN_COPY + t)


def _see(ui, v):
    g = ui.session.game
    n = g.players
    if ui.page == 0:
        v.status = _round_status(ui, "table")
        v.lines[0] = "bin %d deck %d kim %s" % (
            len(g.bin),
            g.deck,
            "-" if g.closed else str(g.kimonos),
        )
        h = g.holder()
        if g.phase == zsc.P_CHOOSE or g.phase == zsc.P_SPLIT:
            who = g.still_choosing() if g.phase == zsc.P_CHOOSE else g.choosers
            names = " ".join(seat_label(s) for s in who)
            if len(names) > 12:
                names = "P" + "".join(str(s + 1) for s in who)
            v.lines[1] = "choosing " + names
        else:
            v.lines[1] = "apprentice " + (seat_label(h) if h is not None else "-")
    else:
        p = ui.page - 1
        held = g.collected(p)
        cards = "%d card%s" % (held, "" if held == 1 else "s")
        parts = count_parts(g.counts(p)) or ["no curios"]
        parts.append("coins %d" % sum(g.coins[p]))
        if g.fire[p]:
            parts.append("fire %d" % g.fire[p])
        if g.holder() == p:
            parts.append("+AP")
        head = "%s %d pts" % (seat_label(p), g.score(p))
        lines = wrap(parts)
        if len(lines) <= 2:  # one page: the cards collected on the status line
            paged(v, head + " " + cards, lines, 0)
        else:  # pages (the key again turns them), the cards on them
            paged(v, head, wrap(parts + [cards]), ui.sub)
    ui.seat_pages(v, n, 6, "TBL", ui.page)
    v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)
    v.cursor = S_BACK


# ---- keys ---------------------------------------------------------------------------


def act(ui, a):
    if a == _A_COIN:
        ui.mode = M_COIN
    elif a == _A_LEFT or a == _A_RIGHT:
        lo, hi = _pos_range(ui)
        ui.pos = min(hi, max(lo, _pos(ui) + (1 if a == _A_RIGHT else -1)))
        ui.moved = a
    elif a == _A_SEE:
        ui.see()
    elif a == _A_BACK:
        if ui.mode == M_SEE and ui.page:
            # Up one level, to the table's page: BCK and then a player's key again would
            # otherwise meet the row, where that key is a card.
            ui.page = 0
        else:
            ui.mode = M_MAIN
    return None


def turn(ui, step):
    """The encoder moves the split point or the apprentice, where one is shown."""
    g = ui.session.game
    if ui.mode == M_MAIN and g.phase in (zsc.P_SPLIT, zsc.P_APPRENTICE):
        act(ui, _A_RIGHT if step > 0 else _A_LEFT)
        return True
    return False


def explain(ui, slot):
    g = ui.session.game
    if g.phase == zsc.P_LAYOUT and len(g.row) >= g.pile:
        return "the pile has " + counted(g.pile, "card")
    if (g.phase == zsc.P_LAYOUT or g.phase == zsc.P_DRAW) and slot < 12 and ui.mode == M_MAIN:
        card = card_of_key(slot)
        err = g.check(card)
        if err:
            return games.refusal(zsc, g, err, card)
    return None


def card_of_key(slot):
    """The card a card key stands for, to test with check(): slot 7 (no kimono in the
    market) is the coin key, and coins run out together whatever their value."""
    return zsc.COIN + 1 if slot == zsc.KIMONO else slot


def _pos_range(ui):
    g = ui.session.game
    if g.phase == zsc.P_APPRENTICE:
        return 0, len(g.row)
    return 1, len(g.group) - 1


def _pos(ui):
    if ui.pos >= 0:
        return ui.pos
    g = ui.session.game
    if g.phase == zsc.P_APPRENTICE:
        return len(g.row)
    return len(g.group) // 2
