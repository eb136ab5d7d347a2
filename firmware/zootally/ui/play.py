# SPDX-License-Identifier: MIT
"""The game's screens (SC_PLAY) and a rule broken over them (SC_WARN), as the shell hands
them keys: a game key to the game's UI (ui/<game>/__init__.py and the phase's module that
drew it), the questions with one answer answered after it, UNDO stepping back inputs, MENU
setting the game aside. The module of the screen shown, as every screen has one
(Shell._owner); this one stays while the game shows."""

from zootally import games
from zootally.ui.keys import S_OK
from zootally.ui.view import (
    ANSWER,
    OK_COLOUR,
    PAGE,
    SC_MENU,
    SC_PLAY,
    SC_PLAYERS,
    SC_WARN,
    TENS,
    named,
    wrap,
)

_CARRY_ON = -1  # the rule-break screen's OK (every action of the game's is 0 or more)
SETTLE = -2  # no key: only the questions with one answer (a game just begun: ui/choice.py)


def key(shell, a, then=None):
    """A soft key of the game's. Its action is the game's own, handled here with no frame
    of the UI's between this one and the input it may make: the deepest Python stack on
    the board is an input's resolution under it, so this frame keeps few locals (`said`:
    what the key said, then each question with one answer; `a`, once used, what the game
    said to that answer). `then(shell)`, where given, runs after the input and before the
    device answers what has one answer (a fix: ui/fix.py)."""
    if a == _CARRY_ON:
        shell.warned = len(shell.session.game.warnings)
        shell.screen = SC_PLAY
        return
    done = len(shell.session.log)
    said = None
    if a >= ANSWER:  # the key enters this game input as it is
        said = shell.ui.answer(a - ANSWER)
    elif a == TENS:  # a count's +10, in every game (ui/count.py)
        shell.ui.tens += 10
    elif a >= PAGE:  # a page, in every game
        shell.ui.open_page(a - PAGE)
    elif a != SETTLE:  # the phase's module that drew the key, where it has an act()
        said = getattr(shell.ui.screens(), "act", None)
        said = said(shell.ui, a) if said is not None else shell.ui.act(a)
    shell.view.flash = said or ""
    if then is not None:
        then(shell)
    # The questions that have one answer that matters, answered and said: a loop here, not
    # a call per answer nor a function of its own (the Python stack).
    said = shell.ui.forced()
    while said is not None:
        a = shell.ui._input(said[0])
        shell.view.flash = a or said[1]
        said = None if a else shell.ui.forced()
    if not shell.view.flash and len(shell.session.log) != done:
        shell.view.flash = shell.ui.news() or ""


def explain(shell, slot):
    """Why a dark key takes nothing here, where the game says."""
    return shell.ui.explain(slot) if shell.screen == SC_PLAY else None


def back(shell):
    if shell.screen == SC_PLAY:
        shell.ui.back()


def turn(shell, step):
    """The encoder moves what the screen shows a position of (a split point), if any."""
    return shell.screen == SC_PLAY and shell.ui.turn(step)


def undo(shell):
    """Take back the entry half made, or the last fix whole, or the last input with the
    answers the device gave itself after it; at the game's first question, back to the
    player count (the set-up the settings gave it is not the table's to undo)."""
    v = shell.view
    session = shell.session
    ui = shell.ui
    before = session.log  # undo() makes it anew
    if shell.screen == SC_PLAY and ui.cancel():
        v.flash = "entry cancelled"
    elif session.unfix is not None and session.undo():
        shell.screen = SC_PLAY
        if shell.before_fix is not None:  # the screens as they were (not after a cut)
            ui.keep(shell.before_fix, True)
            shell.before_fix = None
        v.flash = "undone: the fix"
    elif session.undo():
        # An answer the device gave itself goes with the input before it: else UNDO
        # would land on the question and the device would answer it again. So does
        # the rest of an entry made of several inputs.
        while (ui.forced() is not None or ui.incomplete()) and session.undo():
            pass
        shell.screen = SC_PLAY
        # The input UNDO took back first: the one the table entered.
        n = len(session.log)
        what = ui.input_text(before[n] if len(before) > n else -1)
        v.flash = "undone: " + what if what else "undone"
        v.flash_top = ui.UNDO_OVER_QUESTION
    elif shell.screen == SC_PLAY and len(session.log) <= session.fixed:
        shell.game_index = games.index(session.module.GAME_ID)
        shell.screen = SC_PLAYERS
    else:
        v.flash = "nothing to undo"


def menu(shell):
    """The menu opens: what it says of the game is made now, the game's why.py loaded and
    forgotten (its other keys redraw it without loading that again beside what they
    load); then the game is set aside while the menu shows (its screens and rules come
    back with them): the menu's code, HISTORY's or the summary NEW stores never share the
    heap with the game's."""
    shell.screen = SC_MENU
    session = shell.session
    game_id = session.module.GAME_ID
    module = games.load(game_id, "why")
    why = module.why(shell.ui)
    if session.unfix is not None and shell.fix_note is not None:
        why = shell.fix_note  # the last thing done was a fix (ui/fix.py)
    unit, note, lines = module.score(shell.ui)
    shell.why_lines = why
    shell.score = (unit, note, session.game.running(), lines)
    shell.score_page = shell.score_sub = 0
    games.unload(game_id, "why")
    from zootally.ui import shelf

    shelf.shelve(shell)


def fill(shell, v):
    """The game's screens, or a rule break the last input showed (OK goes on)."""
    warnings = shell.session.game.warnings
    if shell.screen == SC_PLAY:
        if len(warnings) > shell.warned:
            shell.screen = SC_WARN
        elif len(warnings) < shell.warned:
            shell.warned = len(warnings)
    if shell.screen == SC_WARN and len(warnings) <= shell.warned:
        shell.warned = len(warnings)
        shell.screen = SC_PLAY
    if shell.screen == SC_PLAY:
        shell.ui.fill(v)
        return
    lines = wrap(named(warnings[-1]).split(" ")) or [""]
    v.status = shell.session.module.WARNING_TITLE
    for i in range(min(2, len(lines))):
        v.lines[i] = lines[i]
    v.set(S_OK, "OK", OK_COLOUR, _CARRY_ON)
    v.cursor = S_OK
