#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The device as a web page: the firmware's files as a board gets them, run by MicroPython's
WebAssembly build in the browser (host_sim/web/: the page, its stand-ins for the board's
modules, web_main.py that drives the firmware one event at a time).

    tools/web                         build, then serve on http://127.0.0.1:8000/
    tools/web --build                 build only: build/web/, plain files for any static host
    tools/web --port N --host ADDR    serve elsewhere (--host 0.0.0.0: a phone on the network)
    tools/web --bench                 figures from headless Chromium: the first visit's bytes,
                                      press to canvas over a game of each title
    tools/web --pictures              docs/pictures/web-*.png: the page at a phone's size

What build/web/ holds: index.html, page.js, page.css, sw.js (the service worker that keeps
every file for offline use; its VERSION changes with any file), micropython.mjs and .wasm
(npm @micropython/micropython-webassembly-pyscript, pinned in tests/device/package.json),
drive.gz (the drive of a .py release for CircuitPython 10, tools/release's make_drive, with
the stand-ins, web_main.py and the font's glyphs, as one gzip of a JSON {path: text}) and
boards.json (each board of boards/: its keys, lights and screen, for the page's layout)."""

import argparse
import contextlib
import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WEB = os.path.join(ROOT, "host_sim", "web")
OUT = os.path.join(ROOT, "build", "web")
PACKAGE = os.path.join(
    ROOT, "tests", "device", "node_modules", "@micropython", "micropython-webassembly-pyscript"
)
PAGE_FILES = ("index.html", "page.js", "page.css", "sw.js")
MAJOR = 10  # the drive's CircuitPython (web_main.VERSION)
MAX_DRIVE_FILE = 1 << 20  # what the page writes into the VM: the drive's files, none larger


class WebError(Exception):
    pass


def _paths():
    for p in (ROOT, os.path.join(ROOT, "firmware"), HERE):
        if p not in sys.path:
            sys.path.append(p)


def font_rows():
    """The built-in font's printable glyphs (0x20-0x7E) as the simulator draws them
    (Blinka's terminalio): twelve bytes a glyph, a row a byte, leftmost pixel the top bit."""
    _paths()
    from host_sim.device import _import_quietly

    _import_quietly("displayio")
    import terminalio

    font = terminalio.FONT
    w, h = font.get_bounding_box()[:2]
    out = bytearray()
    for c in range(0x20, 0x7F):
        g = font.get_glyph(c)
        cols = max(1, g.bitmap.width // w)
        x0 = (g.tile_index % cols) * w
        y0 = (g.tile_index // cols) * h
        for y in range(h):
            bits = 0
            for x in range(w):
                if g.bitmap[x0 + x, y0 + y]:
                    bits |= 0x80 >> x
            out.append(bits)
    return bytes(out)


def board_rows():
    """Each board of boards/ as the page lays it out: its keys in reading order (the grid,
    then the others), what each gives and when held, its lights, screen and encoder."""
    _paths()
    from zootally.ui import keys

    from host_sim.device import PROFILES, SHIPPED_BOARDS, _offscreen_display_class, load_profile

    _offscreen_display_class()  # Blinka's display, imported before the fakes stand in for
    # the board's modules (as the simulator does), so that a later simulator finds it whole
    from zootally.ui.narrow import button_name

    out = []
    for name in SHIPPED_BOARDS:
        path = PROFILES[name][0]
        from host_sim import fakes

        fakes.install(None, None, PROFILES[name][1], None)
        p = load_profile(path)
        keyed = [lg for lg in p.LAYOUT if 0 <= lg < keys.SLOTS]  # a key a choice (MacroPad)
        out.append(
            {
                "name": name,
                "title": p.NAME,
                "board_id": p.BOARD_ID,
                "width": p.WIDTH,
                "height": p.HEIGHT,
                "columns": p.COLUMNS,
                "grid": p.GRID_KEYS,
                "keys": [
                    {
                        "gives": keys.NAMES.get(logical, ""),  # "" : a choice key
                        "held": keys.NAMES.get(p.HOLD.get(i), ""),
                        # The button's name on the board, as the screen's legend says
                        # it ('' for a key a choice: it shows the choice's label).
                        "cap": p.KEY_NAMES[i]
                        if p.KEY_NAMES
                        else ""
                        if keyed
                        else button_name(p.LEGEND_NAMES, i),
                        "light": p.PIXEL_OF_KEY[i] if i < len(p.PIXEL_OF_KEY) else None,
                    }
                    for i, logical in enumerate(p.LAYOUT)
                ],
                "lights": p.PIXEL_COUNT,
                "encoder": bool(p.ENCODER),
                "colour": bool(p.COLOUR),  # a colour screen: 16 bits a pixel (RGB565)
            }
        )
    return out


def drive_files(stage):
    """{path on the drive: text} of the page's drive: the .py release's for MAJOR, the
    page's stand-ins in standins/, web_main.py and font.bin (hex) at its root."""
    import release

    drive = release.make_drive(os.path.join(stage, "drive"), MAJOR)
    files = {}
    for folder, dirs, names in os.walk(drive):
        dirs.sort()
        for n in sorted(names):
            if n.endswith((".py", ".txt", ".example")):
                path = os.path.join(folder, n)
                if os.path.getsize(path) > MAX_DRIVE_FILE:
                    raise WebError("%s is larger than the page takes" % path)
                rel = os.path.relpath(path, drive).replace(os.sep, "/")
                with open(path, encoding="utf-8") as f:
                    files[rel] = f.read()
    standins = os.path.join(WEB, "standins")
    for n in sorted(os.listdir(standins)):
        if n.endswith(".py"):
            with open(os.path.join(standins, n), encoding="utf-8") as f:
                files["standins/" + n] = f.read()
    with open(os.path.join(WEB, "web_main.py"), encoding="utf-8") as f:
        files["web_main.py"] = f.read()
    files["font.bin"] = font_rows().hex()
    return files


def build(out=OUT, extra=None):
    """Write the page into `out` (emptied first). Returns {file: bytes} of what it wrote.
    `extra`: {path: text} put on the drive besides (the tests' own games)."""
    for name in ("micropython.mjs", "micropython.wasm"):
        if not os.path.isfile(os.path.join(PACKAGE, name)):
            raise WebError(
                "no %s: tools/setup-venv installs it with npm (Node.js) in tests/device" % name
            )
    written = {}
    with tempfile.TemporaryDirectory() as stage:
        files = drive_files(stage)
    files.update(extra or {})
    # mtime 0: the same files give the same bytes, and the same VERSION.
    written["drive.gz"] = gzip.compress(
        json.dumps(files, sort_keys=True).encode(), compresslevel=9, mtime=0
    )
    written["boards.json"] = json.dumps(board_rows(), indent=1).encode()
    for name in ("micropython.mjs", "micropython.wasm"):
        with open(os.path.join(PACKAGE, name), "rb") as f:
            written[name] = f.read()
    for name in PAGE_FILES:
        with open(os.path.join(WEB, name), "rb") as f:
            written[name] = f.read()
    digest = hashlib.sha256()
    for name in sorted(written):
        if name != "sw.js":
            digest.update(name.encode() + b"\0" + written[name])
    version = digest.hexdigest()[:12]
    listed = json.dumps(["./"] + sorted(n for n in written if n != "sw.js"))
    sw = written["sw.js"].decode()
    for key, value in (("@VERSION@", version), ('["@FILES@"]', listed)):
        if key not in sw:
            raise WebError("sw.js has no %s to fill in" % key)
        sw = sw.replace(key, value)
    written["sw.js"] = sw.encode()
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    for name, data in written.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    return written


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(
        http.server.SimpleHTTPRequestHandler.extensions_map,
        **{".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm"},
    )

    def end_headers(self):
        # Every visit asks again (the service worker is what keeps files offline).
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        pass


def serve(folder, host, port, ready=None):
    """Serve `folder` until interrupted; `ready(url)` once it listens."""
    handler = functools.partial(Handler, directory=folder)
    with http.server.ThreadingHTTPServer((host, port), handler) as httpd:
        url = "http://%s:%d/" % (host if host != "0.0.0.0" else "127.0.0.1", httpd.server_port)
        if ready is not None:
            ready(url, httpd)
        httpd.serve_forever()


def serve_in_thread(folder, host="127.0.0.1"):
    """Serve `folder` on a free port from a thread: (its url, a function that stops it)."""
    import threading

    handler = functools.partial(Handler, directory=folder)
    httpd = http.server.ThreadingHTTPServer((host, 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()

    def stop():
        httpd.shutdown()
        httpd.server_close()

    return "http://%s:%d/" % (host, httpd.server_port), stop


CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromedriver")  # Debian's chromium, chromium-driver
# As the machines' own check starts it: without the background-networking flags a closed
# network refuses Chromium's own connections, many at a time.
CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
PHONE = (412, 915)  # a phone's viewport in CSS pixels (portrait)


def browser_missing():
    """Why a real browser cannot be driven here ('' where it can)."""
    for path in CHROMIUM:
        if not os.path.exists(path):
            return "no %s (Debian's chromium and chromium-driver)" % path
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "no selenium (pip install selenium)"
    return ""


def open_browser(profile_dir, size=PHONE):
    """Headless Chromium under selenium, a new profile in `profile_dir`, a phone's size."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument("--user-data-dir=%s" % profile_dir)
    options.add_argument("--window-size=%d,%d" % size)
    options.binary_location = CHROMIUM[0]
    driver = webdriver.Chrome(service=Service(CHROMIUM[1]), options=options)
    driver.set_script_timeout(60)
    return driver


def press_trace(driver, trace, switch_s=0.4):
    """Play a trace of the simulator's physical key events (devicemodel.record_trace: 'k N
    MS' a key held MS, 't N' a turn) on the page's buttons, each once the last is taken;
    after a screen whose keys changed kind, switch_s after the last press (a key sooner is
    taken for a slip: app.SWITCH_MS)."""
    from selenium.webdriver.common.action_chains import ActionChains

    buttons = driver.find_elements("css selector", "#keys button, #encoder button")
    keys = {b.get_attribute("data-key"): b for b in buttons}
    turns = {b.get_attribute("data-turn"): b for b in buttons}
    last = 0.0
    switched = False
    for line in trace:
        words = line.split()
        if words[0] == "k":
            if switched:
                time.sleep(max(0.0, last + switch_s - time.monotonic()))
            last = time.monotonic()
            chain = ActionChains(driver, duration=0).click_and_hold(keys[words[1]])
            chain.pause(int(words[2]) / 1000).release().perform()
        elif words[0] == "t":
            clicks = int(words[1])
            for _ in range(abs(clicks)):
                turns["1" if clicks > 0 else "-1"].click()
        switched = driver.execute_async_script(
            "const done = arguments[0]; zootally.settled().then(() => done(zootally.switched()))"
        )


def wait_started(driver, timeout=30):
    deadline = time.monotonic() + timeout
    while not driver.execute_script("return !!(window.zootally && zootally.started())"):
        if time.monotonic() > deadline:
            raise WebError("the page did not start: %s" % driver.find_element("id", "status").text)
        time.sleep(0.05)


FIRST_VISIT = """
return performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
  .map((e) => [e.name, e.transferSize, e.encodedBodySize, e.decodedBodySize]);
"""


@contextlib.contextmanager
def page_in_browser(what):
    """The page built, served and open in headless Chromium for `what` (a tool's purpose,
    for the line that says a browser is missing): (driver, url, the built folder)."""
    why = browser_missing()
    if why:
        raise WebError("%s need a browser: %s" % (what, why))
    sys.path.insert(0, os.path.join(ROOT, "tests", "device"))
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "site")
        build(out)
        url, stop = serve_in_thread(out)
        driver = open_browser(os.path.join(tmp, "profile"))
        try:
            yield driver, url, out
        finally:
            driver.quit()
            stop()


def bench(seed=1):
    """Figures, printed: the bytes of a first visit, and per title the time from a press to
    its screen on the canvas (median, worst) over a random game, in headless Chromium."""
    with page_in_browser("the figures") as (driver, url, out):
        import devicemodel

        driver.get(url)
        wait_started(driver)
        rows = driver.execute_script(FIRST_VISIT)
        files = {r[0]: r[2] for r in rows}  # each file once (the service worker's own
        # fetch of it fills the HTTP cache: the page's may be a 304 of headers only)
        sent = sum(files.values())
        packed = sum(
            len(gzip.compress(open(os.path.join(out, n), "rb").read(), 9))
            for n in os.listdir(out)
            if n != "drive.gz"
        ) + os.path.getsize(os.path.join(out, "drive.gz"))
        print(
            "first visit: %d files, %d KB as served here (uncompressed), %d KB from a host"
            " that compresses (gzip -9)" % (len(files), sent // 1024, packed // 1024)
        )
        print("%-12s %5s %20s %8s %8s" % ("title", "keys", "median (firmware)", "p90", "worst"))
        for game_id, title, counts in devicemodel.registered():
            words = devicemodel.random_words(game_id, counts[-1], seed)
            words = words[: len(words) - len(devicemodel.HISTORY_TOUR)]
            trace, _, _ = devicemodel.record_trace(
                words, os.path.join(os.path.dirname(out), "b.nvm")
            )
            driver.execute_script("localStorage.clear()")
            driver.get(url)
            wait_started(driver)
            press_trace(driver, trace)
            got = driver.execute_script("return zootally.latencies()")
            ms = sorted(t for t, _ in got)
            work = sorted(w for _, w in got)[len(got) // 2]
            print(
                "%-12s %5d %8.1f ms (%5.1f) %5.1f ms %5.1f ms"
                % (title, len(ms), ms[len(ms) // 2], work, ms[len(ms) * 9 // 10], ms[-1])
            )


PICTURES = os.path.join(ROOT, "docs", "pictures")


def pictures(folder=PICTURES, seed=1):
    """The page as a phone shows it (PHONE's viewport), PNG: each board at its game choice
    (web-BOARD.png), and the first board's in the middle of a game of the first title
    (web-phone.png, the README's)."""
    made = []
    with page_in_browser("the pictures") as (driver, url, out):
        import devicemodel

        with open(os.path.join(out, "boards.json")) as f:
            rows = json.load(f)
        for row in rows:
            driver.get(url + "?board=" + row["name"])
            wait_started(driver)
            made.append(os.path.join(folder, "web-%s.png" % row["name"]))
            driver.save_screenshot(made[-1])
        game_id, _, counts = devicemodel.registered()[0]
        words = devicemodel.random_words(game_id, counts[-1], seed)
        trace, _, _ = devicemodel.record_trace(
            words[: len(words) // 3], os.path.join(os.path.dirname(out), "n.nvm")
        )
        driver.get(url)
        wait_started(driver)
        driver.execute_script("localStorage.clear()")
        driver.get(url)
        wait_started(driver)
        press_trace(driver, trace)
        made.append(os.path.join(folder, "web-phone.png"))
        driver.save_screenshot(made[-1])
    return made


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/web", description=__doc__.split("\n")[0])
    p.add_argument("--build", action="store_true", help="build only (build/web/)")
    p.add_argument("--bench", action="store_true", help="figures from headless Chromium")
    p.add_argument("--pictures", action="store_true", help="the page at a phone's size, PNG")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--out", default=OUT, help="where to build (default build/web/)")
    a = p.parse_args(argv)
    if a.bench or a.pictures:
        try:
            for path in pictures() if a.pictures else bench() or ():
                print(os.path.relpath(path))
        except WebError as err:
            print("web: %s" % err, file=sys.stderr)
            return 2
        return 0
    try:
        written = build(a.out)
    except (WebError, OSError) as err:
        print("web: %s" % err, file=sys.stderr)
        return 2
    size = sum(len(b) for b in written.values())
    print("web: built %s (%d files, %d KB)" % (a.out, len(written), size // 1024))
    if a.build:
        return 0

    def ready(url, httpd):
        print("web: serving %s (Ctrl-C stops)" % url, flush=True)

    try:
        serve(a.out, a.host, a.port, ready)
    except KeyboardInterrupt:
        return 0
    except OSError as err:
        print("web: cannot serve on %s:%d: %s" % (a.host, a.port, err), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
