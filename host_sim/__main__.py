# SPDX-License-Identifier: MIT
"""Run the Zoo Tally firmware on a simulated board.

zootally-sim                      a window if there is a display, else the terminal
zootally-sim --terminal           the screen drawn in the terminal, keys from it
zootally-sim --script S --shots D run a key script headless, a PNG after each step, on a
                                  device of its own (the saved game is not touched;
                                  --nvm FILE runs it on that nvm)
zootally-sim --load GAME.rec      start from a game record (--force: over a game in
                                  progress)

(tools/sim, python tools/sim.py and python -m host_sim are the same command.)

Menu REC sends the game record over USB on the device; here it is also saved under
.sim/records/ (--records DIR), and the simulator says where.
"""

import argparse
import os
import sys

from host_sim.files import FileProblem, closed_pipe, read_text
from host_sim.paths import STATE


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="zootally-sim",  # tools/sim runs the same
        description=__doc__.split("\n")[0],
    )
    p.add_argument("--board", default="macropad", help="board profile (default: macropad)")
    p.add_argument("--script", help="key script to run headless (see host_sim/script.py)")
    p.add_argument("--shots", help="folder for a PNG of the device after each step")
    p.add_argument("--pictures", help="folder for a PNG at each SHOT:name word of the script")
    p.add_argument("--load", metavar="RECORD", help="start from this game record")
    p.add_argument(
        "--force", action="store_true", help="with --load or --fresh: replace a game or history"
    )
    p.add_argument("--record", help=argparse.SUPPRESS)  # the old name of --load
    p.add_argument("--records", metavar="DIR", help="where REC saves records (.sim/records)")
    p.add_argument("--nvm", help="file standing in for the board's nvm (kept between runs)")
    p.add_argument(
        "--fresh", action="store_true", help="start with empty nvm (erases the saved one)"
    )
    p.add_argument("--settings", help="settings.toml to boot with (default firmware/settings.toml)")
    p.add_argument("--terminal", action="store_true", help="draw in the terminal")
    p.add_argument("--window", action="store_true", help="open a window")
    p.add_argument("--print", dest="print_screens", action="store_true", help="print each screen")
    p.add_argument(
        "--game",
        metavar="NAME",
        help="a title by its name in records (%s): with --random-game a random game of it;"
        " alone, the device opens at its players question" % _game_names(),
    )
    p.add_argument(
        "--random-game",
        metavar="SEED",
        type=int,
        help="play a random legal game (of --game; the first title without it) by keys (as"
        " --script), e.g. for pictures",
    )
    p.add_argument(
        "--players", type=int, help="players for --random-game (default: the most the title has)"
    )
    p.add_argument(
        "--serial",
        action="store_true",
        help="speak as the board's USB console on a pseudo-terminal (its path is printed):"
        " zootally pull --port PATH",
    )
    p.add_argument(
        "--linger",
        type=float,
        default=30,
        help="with --serial and --script: seconds to wait for a reader after the script, and"
        " to stay open after it has read",
    )
    p.add_argument("--write-script", help="with --random-game: also save its key script here")
    a = p.parse_args(argv)
    if a.record:
        p.error("--record is now --load (it loads a record, replacing the saved game)")
    try:
        status = _main(a)
        sys.stdout.flush()  # here, where a closed pipe is caught, not at the exit
        return status
    except FileProblem as err:
        print("sim: %s" % err, file=sys.stderr)
        return 2
    except BrokenPipeError:  # `--print | head -1`: the reader has what it wanted
        closed_pipe()
        return 0
    except KeyboardInterrupt:  # Ctrl-C: the saved game is as the last key left it
        return 130


def _game_names():
    from zootally import games

    return ", ".join(row[games.NAME] for row in games.GAMES)


def _title(a):
    """The registry row --game names (the first title without it)."""
    from zootally import games

    if a.game is None:
        return games.GAMES[0]
    for row in games.GAMES:
        if row[games.NAME] == a.game:
            return row
    raise FileProblem("--game %s: no such title (%s)" % (a.game, _game_names()))


def _main(a):
    _title(a)  # a wrong name changes nothing: checked before anything is read
    if a.random_game is not None:
        a.script = _random_script(a)
    if a.script or a.terminal:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    from host_sim.device import board_name

    try:
        a.board = board_name(a.board)  # its whole file name, or its family's while alone
    except ValueError as err:
        raise FileProblem("--board %s" % err) from None
    # Read every file named before touching the saved game: a wrong name changes nothing.
    script_text = read_text(a.script, "key script") if a.script else None
    record_text = read_text(a.load, "record") if a.load else None
    if a.settings:
        read_text(a.settings, "settings.toml")  # the firmware reads it; here only checked
    scratch = None
    # Words piped in are a key script too (terminal.py reads them line by line).
    piped = not a.script and _wants_terminal(a) and not sys.stdin.isatty()
    if (a.script or piped) and not a.nvm:  # a device of its own: the saved game untouched
        import tempfile

        scratch = tempfile.mkdtemp(prefix="zootally-sim-")
    nvm = a.nvm or os.path.join(scratch or STATE, "nvm-%s.bin" % a.board)
    try:
        return _with_nvm(a, nvm, script_text, record_text)
    finally:
        if scratch:
            import shutil

            shutil.rmtree(scratch, ignore_errors=True)


def _with_nvm(a, nvm, script_text, record_text):
    if os.path.isdir(nvm):
        raise FileProblem("--nvm %s: is a folder, not a file" % nvm)
    if os.path.exists(nvm) and not os.path.isfile(nvm):
        # A FIFO or a device would block the first read for ever.
        raise FileProblem("--nvm %s: not a plain file" % nvm)
    if os.path.exists(nvm) and not os.access(nvm, os.R_OK | os.W_OK):
        raise FileProblem("--nvm %s: not allowed to read and write it" % nvm)
    try:
        os.makedirs(os.path.dirname(os.path.abspath(nvm)), exist_ok=True)
        if a.fresh and os.path.exists(nvm):
            held = in_progress(nvm, with_history=True)
            if held and not a.force:
                raise FileProblem(
                    "%s holds %s; --force erases it, or --nvm NEW.bin keeps it" % (nvm, held)
                )
            os.remove(nvm)
    except OSError as err:
        raise FileProblem("%s: %s" % (nvm, err.strerror)) from None
    lock = _lock(nvm)
    try:
        return _on_nvm(a, nvm, record_text, script_text)
    finally:
        if lock is not None:
            os.close(lock)


def _on_nvm(a, nvm, record_text, script_text):
    """The simulator on its nvm file, held (_lock)."""
    if record_text is not None:
        _load_record(a.load, record_text, nvm, a.force)

    from host_sim.device import Device

    records = a.records or os.path.join(STATE, "records")
    device = Device(a.board, nvm, settings_path=a.settings, records_dir=records)
    if a.game is not None and a.random_game is None:
        _open_title(device, _title(a))
    port = None
    if a.serial:
        if not hasattr(os, "openpty"):
            raise FileProblem("--serial needs a pseudo-terminal (Linux, macOS)")
        port = SerialPort()
        port.open = not a.script  # at the keys, lines go out as printed, as on a board
        device.serial_out = port.line
        print("serial: %s" % port.path, flush=True)
        device.said = "serial: %s (zootally pull --port %s)" % (port.path, port.path)
    try:
        if a.script:
            status = _run_script(device, a, script_text)
            if port is not None:
                port.serve(a.linger)
            return status
        return _interactive(device, a)
    finally:
        if port is not None:
            port.close()


class SerialPort:
    """A pseudo-terminal that speaks as the board's USB console does (CircuitPython): the
    status bar (OSC 0 title, ESC \\, no newline) now and again when a computer opens the
    port, then each printed line with CR LF. `zootally pull --port PATH` reads it as it
    would the board. Opening a port flushes what was waiting (pyserial does, as a board's
    host does): lines printed before a reader opened it are held until then."""

    STATUS_BAR = "\x1b]0;\U0001f40dcode.py | 10.2.1\x1b\\"

    def __init__(self):
        import tty

        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)  # bytes as written: the CR LF are the console's own
        self.path = os.ttyname(self.slave)
        self.held = []  # lines printed before a reader opened the port
        self.open = False
        self._write(self.STATUS_BAR)

    def _write(self, text):
        data = text.encode("utf-8")
        while data:
            data = data[os.write(self.master, data) :]

    def _waiting(self):
        """Bytes written and not yet read (or flushed) by a reader."""
        import fcntl
        import struct
        import termios

        try:
            return struct.unpack("i", fcntl.ioctl(self.slave, termios.FIONREAD, b"\0" * 4))[0]
        except OSError:
            return 1

    def line(self, text):
        if self.open:
            self._write(text + "\r\n")
        else:
            self.held.append(text)

    def _until_read(self, end):
        import time

        time.sleep(0.3)  # what was just written reaches the line discipline
        while time.monotonic() < end:
            if self._waiting() == 0:
                return True
            time.sleep(0.05)
        return False

    def serve(self, seconds):
        """Wait (up to `seconds`) for a reader to open the port, which flushes the status
        bar; then the status bar again and the lines held; then stay open while it reads,
        and `seconds` more for it to finish (pull stops after its --wait)."""
        import time

        end = time.monotonic() + seconds
        if not self._until_read(end):
            return
        self.open = True
        self._write(self.STATUS_BAR)
        for text in self.held:
            self._write(text + "\r\n")
        self.held = []
        self._until_read(end)
        time.sleep(seconds)

    def close(self):
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


def _wants_terminal(a):
    """The simulator at the keys in the terminal (asked, or no display for a window)."""
    return a.terminal or not (
        os.environ.get("DISPLAY")
        or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform in ("darwin", "win32")
    )


def _lock(nvm):
    """Hold the nvm file for this simulator: two on one file would each write their
    inputs at the same place, and one would be lost. FileProblem where another holds it;
    the lock goes with the process. (No lock where the system has no flock: Windows.)"""
    try:
        import fcntl
    except ImportError:
        return None
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(nvm + ".lock", flags, 0o644)
    except OSError as err:
        raise FileProblem("%s.lock: %s" % (nvm, err.strerror)) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise FileProblem(
            "%s is in use by another simulator: quit that one, or --nvm OTHER.bin" % nvm
        ) from None
    return fd


def _interactive(device, a):
    if _wants_terminal(a):
        from host_sim.terminal import run_terminal

        return run_terminal(device)
    from host_sim.window import run_window

    return run_window(device)


def _open_title(device, row):
    """--game alone: the title's key on the game choice (its pages turned with MOR), so
    that the device asks for the players; refused where a game is on (nothing pressed)."""
    from zootally import games
    from zootally.ui.view import SC_GAME

    from host_sim import script

    shell = device.app.shell
    if shell.screen != SC_GAME:
        raise FileProblem(
            "--game %s: a game is on this device (NEW on its menu first, or --fresh)"
            % row[games.NAME]
        )
    for _ in range(len(games.GAMES)):
        if row[games.KEY] in [o[0] for o in shell.view.slots if o]:
            script.run(device, "[%s]" % row[games.KEY])
            return
        script.run(device, "[MOR]")


def _random_script(a):
    import random
    import tempfile

    from zootally import games

    from host_sim import registry

    row = _title(a)
    counts = row[games.PLAYERS]
    players = counts[-1] if a.players is None else a.players
    if players not in counts:
        raise FileProblem(
            "--players %d: %s is for %s players"
            % (players, row[games.TITLE], " or ".join(map(str, counts)))
        )
    table = registry.table(row[games.ID], players, random.Random(a.random_game))
    table.play()
    text = " ".join(registry.script_words(row[games.ID], players, table.inputs)) + "\n"
    path = a.write_script or os.path.join(tempfile.mkdtemp(), "random.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def _load_record(path, text, nvm, force):
    """Start the saved game from a record, unless that would lose a game in progress."""
    from zootally.core import logwrite, record
    from zootally.core.store import Store
    from zootally.games.textform import RecordError

    from host_sim.fakes.microcontroller import FileNvm

    try:
        module, params, inputs, _ = record.parse(text)
    except RecordError as err:
        raise FileProblem("%s: %s" % (path, err)) from None
    held = in_progress(nvm)
    if held and not force:
        raise FileProblem(
            "%s holds %s; --force replaces it with %s, or --nvm NEW.bin keeps both"
            % (nvm, held, path)
        )
    logwrite.start(Store(FileNvm(nvm)), module.GAME_ID, params, inputs)


def in_progress(nvm, with_history=False):
    """What the nvm file holds that --load would lose (with_history: or --fresh), in
    words, or None."""
    from zootally import games
    from zootally.core import store as st

    from host_sim.fakes.microcontroller import FileNvm

    if not os.path.exists(nvm):
        return None
    store = st.Store(FileNvm(nvm))
    status, game_id, params, inputs = store.load()
    if with_history:
        from zootally.core import history

        kept = len(history.entries(store.mem, store.base))
        if kept:
            return "a history of %d game%s" % (kept, "" if kept == 1 else "s")
    if status == st.EMPTY:
        return None
    if status == st.DAMAGED:
        return "a damaged game log"
    row = games.entry(game_id)
    if row is None:
        return "a game this firmware does not know"
    game = games.load(game_id).Game(params)
    for v in inputs:
        game.apply(v)
    if len(inputs) <= store.setup:
        return None  # nothing the table entered
    if game.over():
        from zootally.core import region

        if store.number and region.stored(store.mem, store.base, store.number):
            return None  # its summary is in the history already
        return (
            "a finished %s game not yet in its history (NEW on the device files it)"
            % (row[games.TITLE])
        )
    return "a %s game in progress (%d players, %d inputs)" % (row[games.TITLE], params, len(inputs))


def _run_script(device, a, text):
    from host_sim import script

    if a.shots:
        os.makedirs(a.shots, exist_ok=True)
        device.save_picture(os.path.join(a.shots, "0000-start.png"))

    def on_step(i, word, part):
        name = word.replace(":", "-") + ("" if part is None else ".%d" % (part + 1))
        if a.shots:
            device.save_picture(os.path.join(a.shots, "%04d-%s.png" % (i, name)))
        if a.print_screens:
            print("-- %d %s" % (i, name))
            for line in device.screen_lines():
                print("   |%-21s|" % line)

    def on_shot(name):
        if a.pictures:
            os.makedirs(a.pictures, exist_ok=True)
            device.save_picture(os.path.join(a.pictures, name + ".png"))

    try:
        n = script.run(device, text, on_step, on_shot)
    except script.ScriptError as err:
        print(err, file=sys.stderr)
        return 2
    for line in device.serial:
        print(line)
    for path in device.saved_records:
        print("record saved to %s" % path)
    print("%d steps; screen now:" % n)
    for line in device.screen_lines():
        print("   |%-21s|" % line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
