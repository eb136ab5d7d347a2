# SPDX-License-Identifier: MIT
"""The device in a web page: code.py's path (zt_boot finds the board's file, App runs it)
over the page's stand-ins (standins/), driven one event at a time, since MicroPython's
WebAssembly build cannot run App.run()'s endless loop: the page (page.js) calls key(),
turn() and idle(), each of which runs one turn of run()'s loop and returns; then changes()
says what the page must show or keep (the new screen, the key lights, the nvm)."""

import gc
import sys
import time
from binascii import hexlify, unhexlify

import board
import displayio
import keypad
import microcontroller
import neopixel
import rotaryio

VERSION = (10, 2, 1)  # the CircuitPython the drive's folder is for (tools/web builds it)
app = None
_shown = [-1, None, None]  # refreshes, lights, nvm as the page last had them


def start(board_id, width, height, nvm_hex, uid_hex):
    """Boot the board whose board_id is given, on the nvm the page kept (hex; '' erased),
    with the page's own device id (hex). What a check of zt_boot found is its screen, as on
    a board; the game then waits."""
    global app
    microcontroller.cpu.uid = unhexlify(uid_hex)
    if nvm_hex:
        microcontroller.nvm[:] = unhexlify(nvm_hex)
    _shown[2] = bytes(microcontroller.nvm)
    board.board_id = board_id
    board.DISPLAY = displayio.Display(width, height)
    import zt_boot

    profile = zt_boot.start("", VERSION)
    del sys.modules["zt_boot"]
    if profile is None:
        return
    from zootally.app import App

    app = App(profile, microcontroller.nvm, "/settings.toml")
    app.draw()
    gc.collect()


def key(n, pressed, age_ms):
    """Key n went down (or up) age_ms ago: one turn of the loop."""
    keypad.queue.append((n, pressed, time.ticks_add(time.ticks_ms(), -age_ms)))
    _turn()


def turn(clicks):
    rotaryio.encoder.position += clicks
    _turn()


def _turn():
    if app is None:
        keypad.queue.clear()
        return
    try:
        if app.poll():
            app.flash_at = None
            app.draw()
            gc.collect()
    except Exception as err:  # as run(): say so, and start again (supervisor.reload)
        app.recover(err)


def idle():
    """Nothing pressed for a while: the device's idle work (a notice that runs out). True
    where it drew the screen again."""
    if app is None:
        return False
    try:
        if app.idle():
            app.draw()
            return True
    except Exception as err:
        app.recover(err)
    return False


def changes():
    """What changed since the page last asked, a line each ('' where nothing did): the
    screen ('W H c0,c1,.. HEX': the colours, then an index into them a pixel), the key
    lights (their brightness, then a colour a pixel, hex), the nvm (hex, to keep in
    storage), the keys' labels, '1' where the screen's keys just changed kind (a soft key
    pressed within app.SWITCH_MS is then taken for a slip)."""
    shown = [d for d in displayio.made if d.root_group is not None]
    out = ["", "", "", "", ""]
    if shown and shown[-1].refreshes != _shown[0]:
        d = shown[-1]
        _shown[0] = d.refreshes
        f = d.frame
        out[0] = "%d %d %s %s" % (
            f.width,
            f.height,
            ",".join(["%06x" % c for c in f.colours]),
            hexlify(f.pixels).decode(),
        )
    if neopixel.made:
        px = neopixel.made[-1]
        lit = "%.3f %s" % (px.brightness, ",".join(["%06x" % c for c in px.shown]))
        if lit != _shown[1]:
            _shown[1] = out[1] = lit
    nvm = bytes(microcontroller.nvm)
    if nvm != _shown[2]:
        _shown[2] = nvm
        out[2] = hexlify(nvm).decode()
    if app is not None:
        from zootally.ui.legend import key_label

        v = app.shell.view
        p = app.profile
        out[3] = " ".join([key_label(v, p.LAYOUT[i]) for i in range(p.GRID_KEYS)])
        out[4] = "1" if app.switched_at is not None else ""
    return "\n".join(out)
