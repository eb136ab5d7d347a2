# SPDX-License-Identifier: MIT
"""Instant at the table: every game key acts when it goes down, the display
refreshes once a key and never in the middle of one (REC twice: before and after the
record goes), and a key redraws only the characters that changed. Random games of every
registered game, by keys, on every board.

These are the suite's proxies for the board's time (docs/performance.md): a refresh is a
whole frame sent to the display, and a character set is one tile index (the text is a
TileGrid of the font's glyphs, drawn by displayio in C)."""

import random

import pytest
from zootally import games
from zootally.ui import keys

from host_sim import registry, script
from host_sim.device import PROFILES, Device

ROWS = [(row[games.ID], row[games.PLAYERS][-1]) for row in games.GAMES]


def changed_chars(before, after):
    """Characters that differ, the lines padded with spaces as on the screen (a line
    not drawn yet counts whole)."""
    out = 0
    for a, b in zip(before, after):
        if not a:
            out += len(b) if b else 0
            continue
        n = max(len(a), len(b))
        out += sum(1 for x, y in zip(a.ljust(n), b.ljust(n)) if x != y)
    return out


@pytest.mark.parametrize("board", list(PROFILES))
@pytest.mark.parametrize("game_id, players", ROWS, ids=["game%d" % r[0] for r in ROWS])
def test_one_refresh_a_key_and_only_what_changed_is_drawn(tmp_path, board, game_id, players):
    table = registry.table(game_id, players, random.Random(game_id))
    table.play()
    words = registry.script_words(game_id, players, table.inputs)
    device = Device(board, str(tmp_path / "nvm"))
    display = device.display
    screen = device.app.screen
    step = device._step
    turns = []  # (refreshes, characters changed, tiles set) per turn of the loop

    def counted_step():
        before = list(screen.texts)
        start = display.refreshes
        screen.glyphs_set = 0
        step()
        turns.append(
            (
                display.refreshes - start,
                changed_chars(before, screen.texts),
                screen.glyphs_set,
            )
        )

    device._step = counted_step
    script.run(device, " ".join(words))
    assert device.app.shell.session.game.over()
    assert len(turns) > 2 * len(table.inputs) // 3
    for refreshes, changed, tiles_set in turns:
        assert refreshes <= 1  # never two frames for one key
        assert tiles_set == changed  # only the characters that changed
        if changed:
            assert refreshes == 1  # and what changed is on the display
    assert not display.auto_refresh  # the app refreshes; the display does not on its own


@pytest.mark.parametrize("board", list(PROFILES))
def test_rec_draws_sending_then_the_game_after_the_record(tmp_path, board):
    """REC is the one key that sends two frames: the menu saying the record is going out
    (it takes a while on a board), then, once it went, the game saying it was sent."""
    game_id, players = ROWS[0]
    table = registry.table(game_id, players, random.Random(1))
    table.play()
    device = Device(board, str(tmp_path / "nvm"))
    words = registry.script_words(game_id, players, table.inputs)
    script.run(device, " ".join(words[: len(words) // 2]))
    script.run(device, "HOLD")
    frames = []
    display = device.display
    refresh = display.refresh

    def seen():
        frames.append((list(device.app.screen.texts), list(device.serial)))
        refresh()

    display.refresh = seen
    device.serial.clear()
    script.run(device, "[REC]")
    # (A board without soft keys narrows the choice to REC first: frames of their own.)
    (first, sent_before), (second, sent_after) = frames[-2:]
    assert any("sending to USB" in line for line in first) and not sent_before
    assert any("record sent to USB" in line for line in second)
    assert sent_after[-1].startswith("# end:")  # the record went out between the two
    assert device.app.shell.screen == 2  # the game's screen


@pytest.mark.parametrize("board", list(PROFILES))
def test_a_key_acts_when_it_goes_down_unless_it_can_be_held(tmp_path, board):
    device = Device(board, str(tmp_path / "nvm"))
    app = device.app
    profile = device.profile
    game_choice = list(app.shell.view.slots)
    for k in range(len(profile.LAYOUT)):
        logical = profile.LAYOUT[k]
        if logical in (keys.UNDO, keys.MENU) and k not in profile.HOLD:
            continue  # nothing to see on the game choice
        device.keys.press(k)
        acted = app.step()
        device.clock.advance(80)
        device.keys.release(k)
        acted_on_release = app.step()
        if k in profile.HOLD:
            assert not acted and acted_on_release, (board, k)  # a hold decides: the release
        else:
            assert acted and not acted_on_release, (board, k)
        device.power_cut()  # back to the game choice, whatever the key did
        assert list(device.app.shell.view.slots) == game_choice
        app = device.app


def test_the_separator_is_a_mark_no_letter_looks_like(tmp_path):
    """The legend's key-row separator and Zooscape's split point are '|',
    which the font draws as a bar that reads as I or l ('SW|PS' read 'SWIPS'). The screen's
    own glyph sheet draws it dotted: no letter or digit has its pixels."""
    import terminalio
    from zootally.render import glyphs

    sheet = glyphs.glyph_sheet(terminalio.FONT)
    w, h = terminalio.FONT.get_bounding_box()[:2]

    def pixels(c):
        t = ord(c) - glyphs.FIRST
        return tuple(sheet[t * w + x, y] for y in range(h) for x in range(w))

    bar = pixels("|")
    assert sum(bar) >= 4  # it is there
    for c in "Il1!:;ij":
        assert pixels(c) != bar, c
    assert pixels("A") != pixels("B")  # and the other glyphs are the font's


def ink_box(device, top, bottom):
    """The lit pixels between two rows of the display, as drawn: their leftmost and
    rightmost column and the height from the highest to the lowest."""
    device.display.render_now()
    surface = device.display._pygame_screen
    w = surface.get_width()
    lit = [
        (x, y)
        for y in range(top, bottom)
        for x in range(w)
        if surface.get_at((x, y))[:3] != (0, 0, 0)
    ]
    xs = [x for x, _ in lit]
    ys = [y for _, y in lit]
    return min(xs), max(xs), max(ys) - min(ys) + 1


@pytest.mark.parametrize("board", list(PROFILES))
def test_the_text_fills_the_screen_it_is_on(tmp_path, board):
    """Whatever the board's screen, a line of the 21 characters the screens are laid out
    for is drawn whole, and as large as the screen has room for: on a screen of 240x240
    or more (tests/fixture_board), twice the font's size; five lines fit the height."""
    device = Device(board, str(tmp_path / "nvm"))
    screen = device.app.screen
    view = device.app.shell.view
    view.lines = ["W" * 21] * 2
    view.flash = ""
    screen.show(view)
    width, height = device.profile.WIDTH, device.profile.HEIGHT
    big = width >= 240 and height >= 240
    left, right, tall = ink_box(device, screen.line_y[1], screen.line_y[2])  # a line of W
    assert 0 <= left and right < width
    # 21 glyphs 5 pixels wide and the 20 one-pixel spaces between them: 125 pixels; at
    # twice the size the glyphs are 10 wide, the spaces still one: 230
    assert right - left + 1 == (21 * 11 - 1 if big else 21 * 6 - 1)
    assert tall == (2 * 8 if big else 8)  # a W: 8 of the font's 12 rows
    assert screen.chars >= 21
    assert screen.line_y[-1] + (24 if big else 12) <= height


@pytest.mark.parametrize("board", list(PROFILES))
def test_the_panel_draws_bars_hollow_or_filled_and_chips_as_wide_as_their_words(tmp_path, board):
    """Under the text of a tall screen (render/panel.py): a bar filled for the one marked,
    hollow (a line of its colour one pixel wide, black inside) for the others, each value
    over its bar; a chip's colour as wide as its word, nothing past it."""
    device = Device(board, str(tmp_path / "nvm"))
    screen = device.app.screen
    if screen.panel is None:
        assert screen.panel is None  # a 64-pixel screen: text only
        return
    panel = screen.panel
    view = device.app.shell.view
    view.bars = [(10, 0xFF0000, 0), (20, 0x00FF00, 1)]
    screen.show(view)
    device.display.refresh()  # as App.draw does
    device.display.render_now()
    surface = device.display._pygame_screen

    def at(x, y):
        return tuple(surface.get_at((x, y))[:3])

    outer, inner, filled = [r for r in panel.rects if not r.hidden]
    assert (inner.x, inner.y, inner.width, inner.height) == (
        outer.x + 1,
        outer.y + 1,
        outer.width - 2,
        outer.height - 2,
    )
    mid = outer.y + outer.height // 2
    assert at(outer.x, mid) == (255, 0, 0) and at(outer.x + outer.width - 1, mid) == (255, 0, 0)
    assert at(outer.x + outer.width // 2, mid) == (0, 0, 0)  # hollow
    assert at(filled.x + filled.width // 2, filled.y + filled.height // 2) == (0, 255, 0)
    assert filled.height > outer.height
    assert [t for t in panel.texts if t] == ["10", "*20"]

    # A chip: its colour under its word, and not past it.
    view.bars = None
    view.slots = [("G1", 0x0000FF)] + [None] * (keys.SLOTS - 1)
    view.cursor = 0
    screen.show(view)
    device.display.refresh()
    device.display.render_now()
    surface = device.display._pygame_screen
    tag = panel.extra[0]
    assert panel.texts[0] == ">G1<" and not tag.hidden
    w = len(">G1<") * panel.tile_w
    y = tag.y + 1  # the font's top row is blank: the chip's colour
    assert at(tag.x, y) == (0, 0, 255) and at(tag.x + w - 1, y) == (0, 0, 255)
    assert at(tag.x + w, y) == (0, 0, 0)  # its fifth tile: blank
