# SPDX-License-Identifier: MIT
"""Key scripts: what a person at the table presses, one step per word.

K1 .. K12       press that key of the grid, whatever it shows (a dark key says why);
                every other word is refused where the screen has no key for it
OK              push the encoder (take the highlighted choice)
HOLD            hold the encoder's push switch (the menu)
CW / CCW        turn the encoder one click (CW3 / CCW2: several)
UNDO            the UNDO key
H8  G10         a ZooStock card: its animal key, then its number key; only the number
                where the device chose that animal (OTH first where it chose another)
LOCK:2          the LOCK key, then the key of row 2 (OTH first where an animal is chosen)
PICK:H          the key of an animal alone (ordering new rows)
P3              the key of seat 3, as the screen labels it (P3, or its player's name):
                refused where no key shows it
S3              the same where a key shows seat 3; else the third soft key, whatever
                it shows (a list's third entry)
[ZOO]           the key labelled ZOO on the screen now (refused if there is none)
POWER           unplug and plug back in
WAIT:500        let 500 ms pass
# ...           a comment to the end of the line

Without soft keys (the Feather, the Pico, the PyBadge) a ZooStock card's screen is one
list narrowed a part a press: a card, LOCK:2, a seat or [LCK] [ZOO] [TAL] press the part
holding it until it is taken; the keyed boards' steps of a card mean that card there:
[OTH] and an animal's key ([R]) press nothing, the number after it ([3]) enters R3.
"""

from zootally.games.zoostock import ANIMALS
from zootally.ui import keys

SEAT_SLOTS = {"P" + str(i + 1): i for i in range(6)}
SOFT_SLOTS = {"S" + str(i + 1): i for i in range(6)}


class ScriptError(Exception):
    pass


def number_slot(n):
    return n - 1 if n <= 9 else 10


def expand(word):
    """A script word -> list of (action, argument) steps."""
    w = word.upper()
    if w.startswith("K") and w[1:].isdigit():
        return [("key", int(w[1:]) - 1)]
    if w == "OK":
        return [("logical", keys.OK)]
    if w == "HOLD":
        return [("hold", keys.OK)]
    if w == "UNDO":
        return [("logical", keys.UNDO)]
    if w == "POWER":
        return [("power", None)]
    if w.startswith("SHOT:") and len(w) > 5:
        return [("shot", word[5:])]
    if w.startswith("WAIT:") and w[5:].isdigit():
        return [("wait", int(w[5:]))]
    for name, sign in (("CCW", -1), ("CW", 1)):
        if w.startswith(name) and (w[len(name) :] == "" or w[len(name) :].isdigit()):
            return [("turn", sign * int(w[len(name) :] or 1))]
    if w.startswith("[") and w.endswith("]") and len(w) > 2:
        return [("label", word[1:-1])]
    if w.startswith("PICK:") and len(w) == 6 and w[5] in ANIMALS:
        return [("logical", ANIMALS.index(w[5]))]
    if w in SEAT_SLOTS:
        return [("seat", SEAT_SLOTS[w])]
    if w in SOFT_SLOTS:
        return [("soft", SOFT_SLOTS[w])]
    if w.startswith("LOCK:") and w[5:] in ("1", "2", "3"):
        return [("lock", int(w[5:]) - 1)]
    if len(w) >= 2 and w[0] in ANIMALS and w[1:].isdigit() and 1 <= int(w[1:]) <= 10:
        return [("card", ANIMALS.index(w[0]) * 10 + int(w[1:]) - 1)]
    raise ScriptError("unknown script word '%s'" % word)


def seat_slot(view, seat, word, soft=False):
    """The soft key of a seat on the screen now: the one labelled as every screen names the
    seat (P3, or its player's name). A screen with no such key refuses the word:
    ScriptError, never another key pressed in its place (the first EX card's screen has
    the seats on K7-K10, the animals on K1-K6). `soft` (S3): there, the seat's number-th
    soft key, whatever it shows."""
    from zootally.ui.view import seat_label

    want = seat_label(seat)
    for i in range(len(view.slots)):
        if view.slots[i] is not None and view.slots[i][0] == want:
            return i
    if soft:
        return seat
    shown = " ".join(o[0] for o in view.slots if o)
    raise ScriptError("%s: no key of seat %d on this screen (%s)" % (word, seat + 1, shown))


class _Session:
    """Just enough of a session for a game UI to look at a game."""

    def __init__(self, game):
        self.game = game


def listed_steps(ui, action, arg):
    """A ZooStock card or LOCK without soft keys: its answer found in the list (list_part),
    then for a LOCK the row, where more than one may be locked."""
    from zootally.games import zoostock as zs

    if action == "card":
        return [("list", zs.card_text(arg))]
    g = ui.session.game
    if g.to_play() >= g.players:
        raise ScriptError("LOCK:%d: no trick is being played on this screen" % (arg + 1))
    rows = [r for r in range(len(g.zoos[g.to_play()])) if g.check(zs.IN_LOCK + r) == 0]
    return [("list", "LCK")] + ([("logical", arg)] if len(rows) != 1 else [])


def resolve(ui, action, arg, keyed=True):
    """The logical keys that make a ZooStock card or LOCK on the screen now, found by the
    keys' labels as a person finds them: the card's own key where it has one (late in a
    round, the next animal's lowest in an EX zone), the row's (R*) where a LOCK has one;
    only the number where the device chose that animal for the table (the led animal);
    the animal key (or LCK) where the screen shows it (also on a key of a number already
    seen); else OTH first, then the card's or the row's own key, or its animal's (LCK)."""
    from zootally.games import zoostock as zs
    from zootally.ui.view import View

    view = View()
    view.keyed = keyed  # a board without soft keys has no animals among the numbers
    ui.fill(view)
    labels = [o[0] if o else None for o in view.slots]
    want = "LCK" if action == "lock" else ANIMALS[arg // 10]
    home = 6 if action == "lock" else arg // 10  # its key on the animal keys' screen
    out = []
    numbers = False  # BACK gave this animal's numbers
    g = ui.session.game
    own = ""  # the label of the answer's own key, where it has one
    if action == "card":
        own = zs.card_text(arg)
    elif g.to_play() < g.players and arg < len(g.zoos[g.to_play()]):
        own = ANIMALS[g.zoos[g.to_play()][arg][0]] + "*"  # the row to LOCK
    if own and own in labels:
        return [labels.index(own)]
    if action == "card" and getattr(ui, "animal", -1) == arg // 10:
        pass  # the numbers of this animal are on the keys already
    elif want in labels:
        out.append(labels.index(want))
    elif "OTH" in labels:
        # After OTH the animal keys, where an animal with few cards left gives its key
        # to them.
        out.append(labels.index("OTH"))
        after = _after_other(ui, keyed)
        if own and own in after:
            return out + [after.index(own)]
        out.append(after.index(want) if want in after else home)
    elif not keyed and getattr(ui, "auto", False):
        # Three buttons: BACK does what OTH does; in an EX zone laid out it gives the
        # next animal's numbers first (the legend names that animal), then every animal.
        if view.back_label == want:
            out.append(keys.BACK)
            numbers = True
        else:
            out += [keys.BACK] * (1 + (view.back_label != "OTH")) + [home]
    else:
        out.append(home)  # a dark key: the device says why it takes nothing
    # Where one answer is left the device takes it at the first key (docs/zoostock.md):
    # the only unseen number of an animal, the only row that may be locked.
    if action == "lock" and g.to_play() >= g.players:
        raise ScriptError("LOCK:%d: no trick is being played on this screen" % (arg + 1))
    if action == "lock":
        rows = [r for r in range(len(g.zoos[g.to_play()])) if g.check(zs.IN_LOCK + r) == 0]
        if len(rows) != 1:
            out.append(arg)
    else:
        unseen = [k for k in range(g.max_number) if not g.seen[arg // 10 * 10 + k]]
        if out == [] or numbers or len(unseen) != 1:
            slot = number_slot(arg % 10 + 1)
            if out == [] and not numbers and labels[slot] != str(arg % 10 + 1):
                # The animal's numbers are on the keys, and this one's key shows another
                # thing (the card was entered already: an animal key stands there).
                raise ScriptError(
                    "%s: its number's key shows %s here" % (zs.card_text(arg), labels[slot])
                )
            out.append(slot)
    return out


def list_part(ui, want):
    """Without soft keys, where a ZooStock screen shows its answers as one list narrowed a
    part a press (ui/zoostock/cards.py's choices): (the soft key of the part that holds the
    answer labelled `want` (G3, LCK, P2), does that press take it: the part is that answer
    alone), as a person reads the parts' last answers; None where no list shows, or it
    has no such answer."""
    parts = getattr(ui, "parts", None)
    if not parts:
        return None
    from zootally.ui.zoostock import cards

    acts, _ = cards.choices(ui, ui.session.game)
    labels = [cards.choice_label(a) for a in acts]
    if want not in labels:
        return None
    i = labels.index(want)
    for p in range(len(parts) - 1):
        if parts[p] <= i < parts[p + 1]:
            return p, parts[p + 1] - parts[p] == 1
    return None


def _after_other(ui, keyed):
    """The labels of a ZooStock screen's keys after OTH (the animal keys' screen)."""
    from zootally.ui.view import View

    kept = ui.animal, ui.auto, ui.other
    ui.animal, ui.auto, ui.other = -1, False, True
    view = View()
    view.keyed = keyed
    ui.fill(view)
    ui.animal, ui.auto, ui.other = kept
    return [o[0] if o else None for o in view.slots]


def ex_by_animal(players, inputs):
    """The same log with each round's EX cards in the order a table enters them when it
    lays them out by animal (G H B R T E, numbers up): the same EX zone, the same game."""
    from zootally.games import zoostock as zs

    game = zs.Game(players)
    out = []
    block = []  # the EX cards of the round being entered
    for v in inputs:
        if v < zs.DECK and game.phase in (zs.P_LEAD, zs.P_EX):
            block.append(v)
        else:
            out += sorted(block)
            block = []
            out.append(v)
        game.apply(v)
    return bytes(out + sorted(block))


def count_words(n):
    """The keys of a count on the device (ui/count.py): +10 for each ten, then the key
    showing the count."""
    return ["[+10]"] * (n // 10) + ["[%d]" % n]


def script_for(players, inputs):
    """The key script that plays a ZooStock log on the device from a fresh start: what a
    table would press, including the OK that closes each round's result."""
    from zootally.games import zoostock as zs
    from zootally.ui.zoostock import ZooStockUI

    game = zs.Game(players)
    ui = ZooStockUI(_Session(game))
    out = ["[ZOO]", "[%d]" % players]
    for v in inputs:
        rounds = len(game.round_scores)
        if zs.IN_PICK <= v <= zs.IN_ACCEPT and ui.forced() is not None:
            # The device places these rows itself (the round's last trick, where no new
            # row can move): nothing to press. Its arrival order may differ from this
            # log's, which changes no score.
            pass
        elif v < zs.DECK:
            if game.phase == zs.P_LEAD and len(game.lead_choices) > 1 and game.round_scores:
                out.append("OK")  # the default lead, preselected
            out.append(zs.card_text(v))
        elif v < zs.IN_LOCK + zs.MAX_ROWS:
            out.append("LOCK:%d" % (v - zs.IN_LOCK + 1))
        elif zs.IN_LEAD <= v < zs.IN_PICK:
            # Round 1: seat 1 leads unless a seat key on the first EX screen says another;
            # later rounds ask only when the lowest scores tie (Z8).
            if not game.round_scores and v > zs.IN_LEAD:
                out.append("[P%d]" % (v - zs.IN_LEAD + 1))
            elif game.round_scores and len(game.lead_choices) > 1:
                out.append("P%d" % (v - zs.IN_LEAD + 1))
        elif v < zs.IN_ACCEPT:
            out.append("PICK:" + zs.ANIMALS[v - zs.IN_PICK])
        elif v == zs.IN_ACCEPT:
            out.append("OK")
        elif v == zs.IN_EXTRA:
            out.append("[+1R]")  # asked once,
            out.append("[+1R]")  # then it starts
        elif v == zs.IN_TALLY:
            if game.phase == zs.P_LEAD and len(game.lead_choices) > 1 and game.round_scores:
                out.append("OK")  # the default lead, preselected
            out.append("[TAL]")
        elif v >= zs.IN_COUNT:
            if ui.forced() is None:  # else the device answers it itself: no other fits
                out += count_words(v - zs.IN_COUNT)
        game.apply(v)
        if len(game.round_scores) > rounds and not game.over():
            out.append("OK")  # the round's result has been read
    return out


def zoography_script(players, inputs):
    """The key script that plays a Zoo-ography log on the device from a fresh start."""
    from zootally.games import zoography as zg
    from zootally.ui.zoography import ZooGraphyUI

    if inputs and inputs[0] < len(zg.SETUPS):  # a log of the long tally: today's keys
        from zootally.games.zoography.read import short_form

        inputs = short_form(players, inputs)
    game = zg.Game(players)
    ui = ZooGraphyUI(_Session(game))
    out = ["[GRA]", "[%d]" % players]
    for v in inputs:
        if ui.forced() is not None:
            pass  # the device answers it itself (a count with one possible answer)
        elif zg.IN_SETUP_SHORT <= v < zg.IN_ANSWER:
            setup = zg.SETUPS[v - zg.IN_SETUP_SHORT]
            out += ["[SET]"] + ["[%d]" % c for c in setup[:3]] + ["OK"]
        elif v == zg.IN_TURN:
            out.append("OK")
        elif v == zg.IN_NO_ROOM:
            out += ["[LST]", "[LST]"]  # asked twice
        elif v == zg.IN_CONFIRM:
            out.append("OK")
        elif v >= zg.IN_ANSWER:
            n = v - zg.IN_ANSWER
            q = game.question()
            if zg.Q_YESNO <= q < zg.Q_WIDTH or q == zg.Q_BIG:
                out.append("[YES]" if n else "[NO]")
            else:
                out += count_words(n)
        game.apply(v)
    return out


def press_words(shell, script_words, after=None):
    """Press a key script's words on a bare Shell (no display, no board: fast, for tests
    and benchmarks). after(word, key) runs after every press; returns the keys pressed
    (logical keys; a card's depend on the screen it meets)."""
    pressed = []
    for word in script_words:
        for action, arg in expand(word):
            if action == "label":
                slots = shell.view.slots
                found = [i for i in range(len(slots)) if slots[i] and slots[i][0] == arg]
                if not found:
                    raise ScriptError("%s: no key labelled %s on this screen" % (word, arg))
                presses = found[:1]
            elif action in ("seat", "soft"):
                presses = [seat_slot(shell.view, arg, word, action == "soft")]
            elif action in ("card", "lock"):
                presses = resolve(shell.game_ui(), action, arg)
            elif action in ("key", "logical"):
                presses = [arg]
            else:
                raise ScriptError("%s: not for a bare shell" % word)
            for k in presses:
                shell.press(k)
                pressed.append(k)
                if after is not None:
                    after(word, k)
    return pressed


def words(text):
    """The words of a script; a word starting with '#' starts a comment to the line's end
    (a '#' inside a word is the word's: `[#12]`, the key of history game 12)."""
    out = []
    for line in text.splitlines():
        for w in line.split():
            if w.startswith("#"):
                break
            out.append(w)
    return out


def run(device, text, on_step=None, on_shot=None, first=1):
    """Run a script on a device; on_step(index, word, part) after every press, on_shot(name)
    at every SHOT word. A word the screen has no key for (a card, a seat, a label, LOCK or
    PICK whose key is dark or not shown) stops the script there, before that key is
    pressed: ScriptError naming the word and its number, so that no later word lands on
    the wrong question. K1..K12 press their key whatever it shows. `first`: the number
    of the text's first word (a script read line by line)."""
    count = 0
    for n, word in enumerate(words(text), first):
        try:
            count = _run_word(device, word, count, on_step, on_shot)
        except ScriptError as e:
            raise ScriptError("word %d, %s" % (n, e)) from None
    return count


# A ZooStock card spelled as the keyed boards press it ([R] then [3]) on a list, by
# device: the animal pressed, for the number's word.
_SPELLED: dict = {}


def _dark(device, logical, word):
    """ScriptError where `logical` is a soft key the screen leaves dark."""
    v = device.app.shell.view
    if 0 <= logical < len(v.slots) and v.slots[logical] is None:
        shown = " ".join(o[0] for o in v.slots if o)
        raise ScriptError("%s: key not used here (%s)" % (word, shown))


def _run_word(device, word, count, on_step, on_shot):
    """One script word: its presses; returns the presses counted so far."""
    steps = expand(word)
    if steps[0][0] in ("card", "lock"):  # its keys depend on the screen now
        from zootally.games import zoostock

        ui = device.app.shell.game_ui()
        if ui is None or ui.session.module.GAME_ID != zoostock.GAME_ID:
            raise ScriptError("%s: a ZooStock word, and no ZooStock game shows" % word)
        keyed = device.app.shell.view.keyed
        if keyed:
            steps = [("logical", k) for k in resolve(ui, *steps[0], keyed)]
        else:
            steps = listed_steps(ui, *steps[0])
    elif steps[0][0] in ("label", "seat") and not device.app.shell.view.keyed:
        ui = device.app.shell.game_ui()
        want = steps[0][1]
        if steps[0][0] == "seat":
            from zootally.ui.view import seat_label

            want = seat_label(want)
        listed = ui is not None and getattr(ui, "parts", None)
        animal = _SPELLED.get(id(device))
        if listed and steps[0][0] == "label" and (want == "OTH" or want in ANIMALS):
            _SPELLED[id(device)] = want if want in ANIMALS else None
            return count  # the keyed boards' step to a card: the card comes next
        if listed and animal and want.isdigit():
            want = animal + want
        _SPELLED.pop(id(device), None)
        if listed and list_part(ui, want) is not None:
            steps = [("list", want)]
    for part, (action, arg) in enumerate(steps):
        if action == "list":  # a part a press until the part is the answer alone
            ui = device.app.shell.game_ui()
            for _ in range(12):
                found = list_part(ui, arg)
                if found is None:
                    raise ScriptError("%s: %s is not in the list on this screen" % (word, arg))
                device.press_logical(found[0])
                count += 1
                if on_step:
                    on_step(count, word, part)
                if found[1]:
                    break
            else:
                raise ScriptError("%s: %s not taken in 12 presses" % (word, arg))
            continue
        if action == "shot":
            if on_shot:
                on_shot(arg)
            continue
        if action == "key":  # pressed whatever it shows: a dark key says why
            if arg >= len(device.profile.LAYOUT):
                raise ScriptError("%s: this board has %d keys" % (word, len(device.profile.LAYOUT)))
            device.press(arg)
        elif action == "logical":
            _dark(device, arg, word)
            device.press_logical(arg)
        elif action in ("seat", "soft"):
            device.press_logical(seat_slot(device.app.shell.view, arg, word, action == "soft"))
        elif action == "label":
            view = device.app.shell.view
            if (
                not view.keyed
                and arg == view.back_label
                and arg not in [o[0] for o in view.slots if o]
            ):
                device.press_logical(keys.BACK)  # no OTH/BCK soft key: its legend's BACK
            else:
                device.press_logical(device.slot_labelled(arg, word))
        elif action == "hold":
            device.press_logical(keys.MENU, hold_ms=900)
        elif action == "turn":
            device.turn(arg)
        elif action == "wait":
            device.wait(arg)
        elif action == "power":
            device.power_cut()
        count += 1
        if on_step:
            on_step(count, word, part if len(steps) > 1 else None)
    return count


def zooscape_script(players, inputs):
    """The key script that plays a Zooscape log on the device from a fresh start: labels of
    the keys a table would press, the split point and the apprentice moved with < and >."""
    from zootally.games import zooscape as zs
    from zootally.ui.zooscape import CARD_KEYS, ZooscapeUI, break_label

    def card(c):
        if zs.COIN <= c <= zs.COIN + zs.MAX_COIN:
            return ["[$]", "[%d]" % (c - zs.COIN)]
        return ["[%s]" % CARD_KEYS[c][0]]

    def move(default, want):
        return ["[>]" if want > default else "[<]"] * abs(want - default)

    game = zs.Game(players)
    ui = ZooscapeUI(_Session(game))
    out = ["[SCP]", "[%d]" % players]
    for v in inputs:
        ph = game.phase
        if ui.forced() is not None:
            pass  # the device answers it (a Breakage between a curio and its type's Copy)
        elif ph == zs.P_SETUP:
            if zs.IN_VALUE <= v < zs.IN_FLOWER:
                out += ["[VAL]", "[%s]" % CARD_KEYS[v - zs.IN_VALUE][0]]
            elif zs.IN_FLOWER <= v < zs.IN_FLAG:
                out += count_words(v - zs.IN_FLOWER)
            elif zs.IN_FLAG <= v:
                f = v - zs.IN_FLAG
                out += (["[NO]"] if f == zs.NO_FLAG else count_words(f)) + ["[OK]"]
            elif v == zs.IN_TALLY_ONLY:
                out.append("[TAL]")
            else:
                out.append("[P%d]" % (v - zs.IN_MASTER + 1))
        elif ph == zs.P_LAYOUT or ph == zs.P_DRAW:
            out += card(v)
        elif ph == zs.P_APPRENTICE:
            out += move(len(game.row), v - zs.IN_APPRENTICE) + ["[OK]"]
        elif ph == zs.P_SPLIT:
            left = v < zs.IN_SPLIT_RIGHT
            k = v - (zs.IN_SPLIT_LEFT if left else zs.IN_SPLIT_RIGHT)
            out += move(len(game.group) // 2, k) + ["[L=1]" if left else "[R=1]"]
        elif ph == zs.P_CHOOSE:
            out.append("[G%d]" % (1 + ((v - zs.IN_CHOOSE) & 1)))
        elif ph == zs.P_ORDER:
            out.append("[%s]" % CARD_KEYS[v - zs.IN_NEXT + zs.FIRE][0])
        elif ph == zs.P_BREAK:
            out.append("[%s]" % break_label(v - zs.IN_BREAK))
        elif ph == zs.P_COPY:
            out.append("[%s]" % CARD_KEYS[v - zs.IN_COPY][0])
        elif ph == zs.P_DIRECT:
            if v == zs.IN_DONE:
                out.append("[END]")
            elif v >= zs.IN_ANSWER:
                out += count_words(v - zs.IN_ANSWER)
            else:
                out.append("[%d]" % (v - zs.COIN))
        game.apply(v)
    return out
