# SPDX-License-Identifier: MIT
"""Run the Zoo Tally firmware on a simulated board.

python -m host_sim                      a window if there is a display, else the terminal
python -m host_sim --terminal           the screen drawn in the terminal, keys from it
python -m host_sim --script S --shots D run a key script headless, a PNG after each step
python -m host_sim --record GAME.rec    start from a game record
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m host_sim", description=__doc__.split("\n")[0])
    p.add_argument("--board", default="macropad", help="board profile (default: macropad)")
    p.add_argument("--script", help="key script to run headless (see host_sim/script.py)")
    p.add_argument("--shots", help="folder for a PNG of the device after each step")
    p.add_argument("--pictures", help="folder for a PNG at each SHOT:name word of the script")
    p.add_argument("--record", help="start from this game record")
    p.add_argument("--nvm", help="file standing in for the board's nvm (kept between runs)")
    p.add_argument("--fresh", action="store_true", help="start with empty nvm")
    p.add_argument("--settings", help="settings.toml to boot with (default firmware/settings.toml)")
    p.add_argument("--terminal", action="store_true", help="draw in the terminal")
    p.add_argument("--window", action="store_true", help="open a window")
    p.add_argument("--print", dest="print_screens", action="store_true", help="print each screen")
    p.add_argument(
        "--random-game",
        metavar="SEED",
        type=int,
        help="play a random legal ZooStock game by keys (as --script), e.g. for pictures",
    )
    p.add_argument("--players", type=int, default=4, help="players for --random-game")
    p.add_argument("--write-script", help="with --random-game: also save its key script here")
    a = p.parse_args(argv)

    if a.random_game is not None:
        a.script = _random_script(a)
    if a.script or a.terminal:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    nvm = a.nvm or os.path.join(ROOT, ".sim", "nvm-%s.bin" % a.board)
    os.makedirs(os.path.dirname(os.path.abspath(nvm)), exist_ok=True)
    if a.fresh and os.path.exists(nvm):
        os.remove(nvm)
    if a.script and not a.nvm and os.path.exists(nvm):
        os.remove(nvm)  # a script starts from a clean device unless told otherwise
    if a.record:
        _write_record(a.record, nvm)

    from host_sim.device import Device

    device = Device(a.board, nvm, settings_path=a.settings)
    if a.script:
        return _run_script(device, a)
    if a.terminal or not (
        os.environ.get("DISPLAY")
        or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform in ("darwin", "win32")
    ):
        from host_sim.terminal import run_terminal

        return run_terminal(device)
    from host_sim.window import run_window

    return run_window(device)


def _random_script(a):
    import random
    import tempfile

    if os.path.join(ROOT, "firmware") not in sys.path:
        sys.path.append(os.path.join(ROOT, "firmware"))
    from host_sim import script
    from host_sim.random_table import ZooStockTable

    table = ZooStockTable(a.players, random.Random(a.random_game))
    table.play()
    text = " ".join(script.script_for(a.players, table.inputs)) + "\n"
    path = a.write_script or os.path.join(tempfile.mkdtemp(), "random.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def _write_record(path, nvm):
    sys.path.append(os.path.join(ROOT, "firmware"))
    from zootally.core import record
    from zootally.core.store import Store

    from host_sim.fakes.microcontroller import FileNvm

    with open(path, encoding="utf-8") as f:
        try:
            module, params, inputs, _ = record.parse(f.read())
        except record.RecordError as err:
            sys.exit("%s: %s" % (path, err))
    Store(FileNvm(nvm)).start(module.GAME_ID, params, inputs)


def _run_script(device, a):
    from host_sim import script

    with open(a.script, encoding="utf-8") as f:
        text = f.read()
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
    print("%d steps; screen now:" % n)
    for line in device.screen_lines():
        print("   |%-21s|" % line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
