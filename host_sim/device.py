# SPDX-License-Identifier: MIT
"""A simulated device: the unchanged firmware on fake hardware, with a picture of it.

The display is Blinka's displayio, drawn by blinka_displayio_pygamedisplay into an
off-screen surface, so a picture is exactly what the OLED would show. The device picture
adds the keys with their labels and LED colours and the encoder."""

import contextlib
import importlib.util
import os
import sys
import time

from host_sim.paths import BOARDS, SETTINGS, ensure_settings  # noqa: E402  (and firmware/ on the path)

if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no screen: draw off-screen
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# SDL turns SIGTERM and SIGINT into a quit event, which a simulator waiting on a port or a
# file never reads: it would outlive both. Python's own handling ends it.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from host_sim import fakes  # noqa: E402
from host_sim.clock import Clock  # noqa: E402

DEFAULT_BOARD = "macropad"


def tag_ink(cap, dim=False):
    """The ink of a name on a key cap of this colour: dark on a light cap, light on a dark
    one (dim: a shade nearer the cap, for the small name)."""
    if sum(cap) > 300:
        return (70, 70, 70) if dim else (0, 0, 0)
    return (175, 175, 185) if dim else (235, 235, 235)


def board_pins(path):
    """The pins a board file uses (every `board.NAME` in it), read without importing it:
    the simulator's fake `board` module provides exactly these."""
    import ast

    with open(path) as f:
        tree = ast.parse(f.read())
    names = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "board"
        ):
            names.add(node.attr)
    return sorted(names)


def find_boards(folder=BOARDS):
    """The board files of a folder (boards/: docs/adding-a-board.md), by their whole
    names: {file name without .py: (its path, its pins)}."""
    out = {}
    for filename in sorted(os.listdir(folder)):
        if filename.endswith(".py") and not filename.startswith("_"):
            path = os.path.join(folder, filename)
            out[filename[:-3]] = (path, board_pins(path))
    return out


def _family(whole):
    """A board file's family: its name up to the first underscore (pico_ssd1306: pico)."""
    return whole.split("_")[0]


_FILES = find_boards()  # every board file known, by its whole name (and add_boards')
# Board profiles the simulator knows, by the names the tools show: a board's family alone
# while no other board file shares it (macropad), else its whole file name (pico_ssd1306
# beside pico_st7789); the default board first. {name: (the file, the board's pins)}.
PROFILES: dict = {}


def _name_boards():
    families = {}
    for whole in _FILES:
        families.setdefault(_family(whole), []).append(whole)
    named = {}
    for whole in sorted(_FILES):
        alone = len(families[_family(whole)]) == 1
        named[_family(whole) if alone else whole] = _FILES[whole]
    PROFILES.clear()  # the same dict: modules hold it by reference
    for name in sorted(named, key=lambda n: _family(n) != DEFAULT_BOARD):
        PROFILES[name] = named[name]


_name_boards()
SHIPPED_BOARDS = tuple(PROFILES)  # those of boards/ (deployed, documented)


def board_name(name):
    """The known board a name means: its name in PROFILES, or its whole file name
    (macropad_rp2040). ValueError in one line where there is none, or a family's name
    where two board files share it (name one of them)."""
    if name in PROFILES:
        return name
    for known, (path, _) in PROFILES.items():
        if os.path.basename(path)[:-3] == name:
            return known
    shared = [n for n in PROFILES if _family(n) == name]
    if shared:
        both = ", ".join(shared)
        raise ValueError("%s: %d boards of that family: %s" % (name, len(shared), both))
    raise ValueError("%s: no such board (%s)" % (name, ", ".join(PROFILES)))


def add_boards(folder):
    """Boards of another folder, known beside boards/'s (the tests' fixture board: every
    test over PROFILES runs it too)."""
    for whole, profile in find_boards(folder).items():
        if whole in _FILES and _FILES[whole] != profile:
            raise ValueError("a board file named %s is known already: %s" % (whole, profile[0]))
        _FILES[whole] = profile
    _name_boards()


def forget_boards(folder):
    """Boards add_boards() took from this folder, no longer known."""
    folder = os.path.abspath(folder)
    for whole, (path, _) in list(_FILES.items()):
        if os.path.dirname(os.path.abspath(path)) == folder:
            del _FILES[whole]
    _name_boards()


SCALE = 3


def _import_quietly(name):
    """Import a Blinka module without its "WARNING: GENERIC_X86 is not fully supported"
    lines: Blinka finds no board on a PC, which for the simulator is the point. Anything
    else it prints still shows."""
    import contextlib
    import io

    if name in sys.modules:
        return sys.modules[name]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            module = importlib.import_module(name)
    finally:
        for line in out.getvalue().splitlines():
            if not (line.startswith("WARNING: ") and "is not fully supported" in line):
                print(line)
    return module


def _offscreen_display_class():
    PyGameDisplay = _import_quietly("blinka_displayio_pygamedisplay").PyGameDisplay
    from busdisplay import BusDisplay

    class OffscreenDisplay(PyGameDisplay):
        """PyGameDisplay drawing into a surface of its own instead of a window, so that the
        simulator can put the screen inside a picture of the whole device."""

        def _initialize(self, init_sequence):
            pygame.init()
            self._pygame_screen = pygame.Surface((self.width, self.height))

        def _refresh_display(self):
            BusDisplay._refresh_display(self)
            self._refresh_pending = False

        def _release(self):
            pass  # leave pygame running: the next simulated device uses it

        refreshes = 0  # counted: one a key at most (tests/test_draw.py)

        def refresh(self, **kwargs):
            # Rendering the pixels in Python is the slow part of a simulated key press, so
            # it waits until someone looks (a picture, the terminal, the window).
            self.refreshes += 1
            self.stale = True
            return True

        def render_now(self):
            if getattr(self, "stale", True):
                BusDisplay.refresh(self)
                self.stale = False

    return OffscreenDisplay


def _board_size(path):
    """WIDTH and HEIGHT of a board file, read before it is imported (it needs the board)."""
    size = [128, 64]
    with open(path) as f:
        for line in f:
            for i, name in enumerate(("WIDTH = ", "HEIGHT = ")):
                if line.startswith(name):
                    size[i] = int(line[len(name) :].split()[0])
    return size


def load_profile(path):
    """A board file, imported as code.py imports zt_board, its optional members filled in
    as App does (zootally.start.complete_board)."""
    from zootally.start import complete_board

    spec = importlib.util.spec_from_file_location("zt_board", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["zt_board"] = mod
    spec.loader.exec_module(mod)
    return complete_board(mod)


class Device:
    """One simulated board. power_cut() drops the running firmware and boots it again from
    what the nvm file holds, as unplugging would."""

    def __init__(
        self, board="macropad", nvm_path=None, clock=None, settings_path=None, records_dir=None
    ):
        # The device sends a record over USB (menu, REC); the simulator also keeps it as a
        # file here (None: only in self.serial) and says where in self.notice.
        self.records_dir = records_dir
        self.saved_records = []
        self.notice = ""
        # The settings.toml a deploy writes, unless the simulator is given another.
        if settings_path is None:
            ensure_settings()
        self.settings_path = settings_path or SETTINGS
        self.nvm_path = nvm_path
        self.clock = clock or Clock()
        self.serial = []  # lines the firmware printed (the USB serial console)
        self.serial_out = None  # also called with each line, where set (--serial)
        self.said = ""  # a line the terminal keeps under the keys (the serial port's path)
        self.hold_next = False  # the terminal's h: the next key is held
        board = board_name(board)
        self.board_name = board
        path, pins = PROFILES[board]
        import displayio

        displayio.release_displays()  # Blinka allows one display at a time, as the board does
        size = _board_size(path)
        display = _offscreen_display_class()(width=size[0], height=size[1], auto_refresh=False)
        self.board = fakes.install(self.clock, nvm_path, pins, display)
        self.display = display
        self.profile = load_profile(path)
        # Whatever display the board file builds on the device, the simulator's is this one.
        self.profile.make_display = lambda: display
        self.boot()

    def boot(self):
        from host_sim.fakes import keypad, microcontroller, neopixel, rotaryio

        for mod in (keypad, rotaryio, neopixel):
            del mod.instances[:]
        microcontroller.nvm = microcontroller.FileNvm(self.nvm_path)
        microcontroller.cpu.uid = self.board_uid = microcontroller.uid_for(self.nvm_path)
        from zootally import app as firmware_app
        from zootally import start
        from zootally.app import App

        # app.py and start.py bind keypad as they are first imported: where that was before
        # any simulated board (a test reading start.read_settings), they bound Blinka's,
        # which needs real pins.
        firmware_app.keypad = start.keypad = keypad
        with self._serial_console():
            self.app = App(self.profile, microcontroller.nvm, self.settings_path)
            self.app.draw()  # as App.run() does first
        self.keys = keypad.instances[-1]
        self.encoder = rotaryio.instances[-1] if rotaryio.instances else None
        self.pixels = neopixel.instances[-1] if neopixel.instances else None

    @contextlib.contextmanager
    def _serial_console(self):
        """While the firmware runs, what it prints goes to self.serial (the USB console);
        what the simulator prints to a file (stderr) still goes there."""
        import builtins

        real = builtins.print

        def serial_print(*args, **kw):
            if kw.get("file") is None:
                self.serial.append(" ".join(str(a) for a in args))
                if self.serial_out is not None:  # --serial: a pseudo-terminal, as USB
                    self.serial_out(self.serial[-1])
            else:
                real(*args, **kw)

        builtins.print = serial_print
        try:
            yield
        finally:
            builtins.print = real

    def wait(self, ms):
        """Let `ms` pass with no key pressed, as the device's idle loop sees it (a notice
        runs out after app.FLASH_MS). True where the screen was drawn again."""
        with self._serial_console():
            self.app.idle()  # the first idle turn notes when the notice was first seen
            self.clock.advance(ms)
            if self.app.idle():
                self.app.draw()  # as run() does
                return True
        return False

    def power_cut(self):
        self.clock.advance(5000)
        self.boot()

    def start_drive(self, drive, version=(10, 2, 1), board_id=None):
        """code.py's first step on a drive laid out as a release's (tools/release): the
        drive's zt_boot run on this board (its BOARD_ID unless `board_id`, its display),
        CircuitPython `version`, what it printed in self.serial. Returns the board file's
        module it found, or None: a check stopped the start and its screen is up, and the
        game is gone from the simulator (self.app None: no key in use), as on a board."""
        import importlib.util

        spec = importlib.util.spec_from_file_location("zt_boot", os.path.join(drive, "zt_boot.py"))
        boot = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(boot)
        self.board.board_id = board_id or self.profile.BOARD_ID
        # The drive's zt_boards/ importable as on the board, after the host's own modules
        # (its code.py must not hide Python's `code`), and gone again after.
        sys.path.append(drive)
        try:
            with self._serial_console():
                found = boot.start(os.path.join(drive, ""), version)
        finally:
            sys.path.remove(drive)
            for name in [n for n in sys.modules if n.split(".")[0] == "zt_boards"]:
                del sys.modules[name]
        if found is None:
            self.app = None
        return found

    def _step(self):
        sent = len(self.serial)
        with self._serial_console():
            self.app.step()
        self._keep_record(self.serial[sent:])

    def _keep_record(self, lines):
        """Lines the firmware just sent that are a game record: save them as a .rec file."""
        from zootally import games

        from host_sim.companion.pull import split_history

        if lines and lines[-1].startswith("# end:"):
            lines = lines[:-1]  # the transport's end line, not the record's
        lines = split_history(lines)[0]  # the history that follows it is not the record's
        if not lines or self.records_dir is None:
            return
        head = lines[0].split()
        if not head or games.by_name(head[0]) is None:
            return
        os.makedirs(self.records_dir, exist_ok=True)
        stem = os.path.join(self.records_dir, "%s-%s" % (head[0], time.strftime("%Y%m%d-%H%M%S")))
        path = stem + ".rec"
        n = 1
        while os.path.exists(path):
            n += 1
            path = "%s-%d.rec" % (stem, n)
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        self.saved_records.append(path)
        shown = os.path.relpath(path) if not os.path.relpath(path).startswith("..") else path
        self.notice = "record saved to " + shown

    def press(self, n, hold_ms=80):
        """Key n down, held hold_ms, up: the device runs a turn of its loop after each, as
        a board would (a key acts when it goes down, a key that can be held when it comes
        up)."""
        self.keys.press(n)
        self._step()
        self.clock.advance(hold_ms)
        self.keys.release(n)
        self._step()
        # The next key no sooner than a table presses one after looking (app.py's
        # SWITCH_MS: a key sooner after the keys changed kind is taken for a slip).
        self.clock.advance(320)

    def turn(self, clicks):
        """Turn the encoder, or on a board without one press its arrow keys."""
        from zootally.ui import keys

        if self.encoder is None:
            for _ in range(abs(clicks)):
                self.press_logical(keys.NEXT if clicks > 0 else keys.PREV)
            return
        self.encoder.position += clicks
        self._step()
        self.clock.advance(120)

    def slot_labelled(self, label, word=None):
        v = self.app.shell.view
        for i in range(len(v.slots)):
            if v.slots[i] is not None and v.slots[i][0] == label:
                return i
        from host_sim.script import ScriptError

        shown = " ".join(o[0] for o in v.slots if o)
        raise ScriptError(
            "%s: no key labelled %s on this screen (%s)" % (word or label, label, shown)
        )

    def press_logical(self, logical, hold_ms=80):
        """Press what gives this logical key on this board: its key, a held key, or, for a
        soft key the board does not have, the highlight moved there and OK."""
        from zootally.ui import keys

        p = self.profile
        if logical in p.LAYOUT and (hold_ms < 600 or logical not in p.HOLD.values()):
            self.press(p.LAYOUT.index(logical), hold_ms)
            return
        for k, held in p.HOLD.items():
            if held == logical:
                self.press(k, 900)
                return
        if 0 <= logical < keys.SLOTS:
            v = self.app.shell.view
            opts = v.options()
            if logical not in opts:  # a dark key: on this board there is no way to press it
                return
            if self.encoder is not None:  # the MacroPad's 12th soft key: turn to it
                for _ in range(2 * len(opts)):
                    cur = self.app.shell.view.cursor
                    if cur == logical:
                        break
                    here = opts.index(cur) if cur in opts else 0
                    ahead = (opts.index(logical) - here) % len(opts)
                    self.turn(1 if ahead <= len(opts) - ahead else -1)
                self.press_logical(keys.OK)
                return
            from zootally.ui.narrow import arrows, sides

            # No soft keys (ui/narrow.py): the arrow whose choices hold it narrows to them,
            # or takes it where it is alone there; OK takes the highlighted one.
            for _ in range(len(opts)):
                v = self.app.shell.view
                if v.cursor == logical:
                    self.press_logical(keys.OK)
                    return
                found = [(k, g) for k, g in arrows(v, *sides(v)) if logical in g]
                if not found:
                    raise KeyError("choice %d is out of the narrowed choices" % logical)
                self.press(p.LAYOUT.index(found[0][0]))
                if len(found[0][1]) == 1:
                    return
            return
        raise KeyError("no way to press logical key %d on %s" % (logical, p.NAME))

    def key_of(self, logical):
        """Physical key index of a logical key on this board."""
        return self.profile.LAYOUT.index(logical)

    # ---- what a person sees ----------------------------------------------------------------

    def screen_lines(self):
        return list(self.app.screen.texts)

    def key_colours(self):
        """(label, (r, g, b)) of each key in the grid, as lit now."""
        v = self.app.shell.view
        from zootally.ui.legend import key_label

        out = []
        for i in range(self.profile.GRID_KEYS):
            p = self.profile.PIXEL_OF_KEY[i]
            rgb = self.pixels.shown[p] if self.pixels is not None and p is not None else (0, 0, 0)
            out.append((key_label(v, self.profile.LAYOUT[i]), rgb))
        return out

    def glow(self, rgb):
        """A light as the picture shows it: the LED glows through a translucent key cap,
        so its colour dimmed by the brightness (key_colours) is shown brightened back."""
        bright = self.pixels.brightness if self.pixels is not None else 1
        return tuple(min(255, int(ch / max(bright, 0.05))) for ch in rgb)

    def cap_names(self, colours=None):
        """Per grid key, (the name on its cap, the small name under it) in the picture. A
        board with a key per choice: the choice's label, and the key's name (K1..). A
        board whose screen legend names its buttons (A:1..5 v9..10 ST:MNU): that name,
        what the screen says to press, and under it what the key does (PREV, FAR>).
        `colours`: key_colours(), where the caller has them."""
        from zootally.ui import keys
        from zootally.ui.narrow import button_name

        p = self.profile
        out = []
        for i, (label, _) in enumerate(colours or self.key_colours()):
            if self.app.shell.view.keyed:
                out.append((label, p.KEY_NAMES[i] if p.KEY_NAMES else "K%d" % (i + 1)))
            else:
                does = keys.NAMES.get(p.LAYOUT[i], label)
                out.append((button_name(p.LEGEND_NAMES, i) or does, does))
        return out

    def picture(self, footer=None):
        """A pygame Surface of the device: the OLED (scaled), the keys and the encoder, and
        optionally a line of help under it."""
        pygame.font.init()
        self.display.render_now()
        sw, sh = self.profile.WIDTH * SCALE, self.profile.HEIGHT * SCALE
        oled = pygame.transform.scale(self.display._pygame_screen, (sw, sh))
        cols = self.profile.COLUMNS
        rows = (self.profile.GRID_KEYS + cols - 1) // cols
        key = 70
        gap = 12
        margin = 24
        width = sw + 2 * margin
        grid_w = cols * key + (cols - 1) * gap
        height = margin + sh + margin + rows * (key + gap) + margin
        if footer:
            height += 22 * len(footer)
        surf = pygame.Surface((width, height))
        surf.fill((38, 38, 44))
        pygame.draw.rect(surf, (10, 10, 10), (margin - 6, margin - 6, sw + 12, sh + 12))
        surf.blit(oled, (margin, margin))
        # Lights under no key (the PyBadge's five NeoPixels): a row of dots under the screen.
        free = [i for i in range(self.profile.PIXEL_COUNT) if i not in self.profile.PIXEL_OF_KEY]
        for j, p in enumerate(free):
            rgb = self.pixels.shown[p] if self.pixels is not None else (0, 0, 0)
            glow = self.glow(rgb)
            cx = margin + (j + 1) * sw // (len(free) + 1)
            pygame.draw.circle(surf, glow if any(rgb) else (60, 60, 66), (cx, margin + sh + 12), 7)
        font = pygame.font.Font(None, 30)
        small = pygame.font.Font(None, 20)
        x0 = margin
        y0 = margin + sh + margin
        self._key_rects = []
        if self.app is None:  # stopped at a start's check (zt_boot): no key in use, none lit
            cursor = None
            colours = [("", (0, 0, 0))] * self.profile.GRID_KEYS
            caps = [("", "")] * self.profile.GRID_KEYS
        else:
            cursor = self.app.shell.view.cursor
            colours = self.key_colours()
            caps = self.cap_names(colours)
        for i, (_, rgb) in enumerate(colours):
            r, c = divmod(i, cols)
            x = x0 + c * (key + gap)
            y = y0 + r * (key + gap)
            self._key_rects.append(pygame.Rect(x, y, key, key))
            lit = any(rgb)
            glow = self.glow(rgb)
            cap = glow if lit else (70, 70, 76)
            pygame.draw.rect(surf, cap, (x, y, key, key), border_radius=8)
            if self.profile.LAYOUT[i] == cursor:
                pygame.draw.rect(
                    surf, (255, 255, 255), (x - 4, y - 4, key + 8, key + 8), 3, border_radius=10
                )
            big, under = caps[i]
            text = font.render(big, True, tag_ink(cap))
            surf.blit(text, text.get_rect(center=(x + key // 2, y + key // 2)))
            # Dimmer than the cap's name, but never the cap's own shade (K3 on a lit
            # grey key vanished).
            tag = small.render(under, True, tag_ink(cap, dim=True))
            surf.blit(tag, (x + 3, y + key - 15))
        # The encoder, right of the keys.
        if self.encoder is not None:
            cx = x0 + grid_w + (width - x0 - grid_w) // 2
            cy = y0 + key
            pygame.draw.circle(surf, (90, 90, 100), (cx, cy), 34)
            pygame.draw.circle(surf, (20, 20, 24), (cx, cy), 26)
            for j, line in enumerate(("turn: < >", "push: OK", "hold: MENU") if self.app else ()):
                t = small.render(line, True, (200, 200, 210))
                surf.blit(t, t.get_rect(center=(cx, cy + 50 + j * 18)))
        for j, line in enumerate(footer or ()):
            t = small.render(line, True, (200, 200, 210))
            surf.blit(t, (margin, height - margin - 22 * (len(footer) - j) + 8))
        return surf

    def key_at(self, pos):
        """The grid key under a point of the picture, or None."""
        for i, rect in enumerate(getattr(self, "_key_rects", [])):
            if rect.collidepoint(pos):
                return i
        return None

    def save_picture(self, path):
        pygame.image.save(self.picture(), path)
