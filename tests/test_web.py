# SPDX-License-Identifier: MIT
"""The web page (tools/web, host_sim/web/) in a real browser: headless Chromium under
selenium loads the built page from a local server and plays a random game of every
registered title by pressing the page's keys, each screen of the canvas equal to the
simulator's after the same key, pixel for pixel; a reload mid-game is a power cut that finds
the game; REC offers the record the simulator files; the service worker serves the page
offline. Slow: a browser, and whole games. Without Chromium it is skipped, but never in CI
(.ci/run installs it)."""

import os
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "tests", "device"))

import devicemodel  # noqa: E402
import web  # noqa: E402
from zootally.core.settings import SETTINGS  # noqa: E402

from host_sim.device import SHIPPED_BOARDS  # noqa: E402

HOLD_MS = SETTINGS["ZT_LONG_PRESS_MS"][0]  # a key held this long gives its held meaning

pytestmark = pytest.mark.slow

SWITCH_S = 0.4  # after a screen whose keys changed kind, the next key no sooner (app.py)
# The canvas, six hex digits a pixel (its RGB), row after row.
CANVAS_PIXELS = """
const done = arguments[arguments.length - 1];
zootally.settled().then(() => {
  const c = document.getElementById("screen");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  const out = [];
  for (let i = 0; i < d.length; i += 4) {
    out.push(((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]).toString(16).padStart(6, "0"));
  }
  done(out.join(""));
});
"""


def drive_with_tests_games():
    """The tests' own games (tests/fixture_game) on the page's drive, as this process has
    them registered: their folders where a shipped game's go, the registry with their rows."""
    import fixture_game
    from zootally import games

    files = {}
    for part in ("games", "ui"):
        top = os.path.join(fixture_game.HERE, part)
        for folder, _, names in sorted(os.walk(top)):
            for name in sorted(n for n in names if n.endswith(".py")):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, top).replace(os.sep, "/")
                with open(path, encoding="utf-8") as f:
                    files["zootally/%s/%s" % (part, rel)] = f.read()
    with open(os.path.join(ROOT, "firmware", "zootally", "games", "__init__.py")) as f:
        registry = f.read()
    shipped = devicemodel.registered()
    rows = tuple(r for r in games.GAMES if r[games.ID] not in [s[0] for s in shipped])
    files["zootally/games/__init__.py"] = registry + "\nGAMES = GAMES + %r\n" % (rows,)
    return files


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The page built (the tests' games on its drive too): its folder."""
    why = web.browser_missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail("the web page's browser tests need it: %s" % why)
        pytest.skip(why)
    out = str(tmp_path_factory.mktemp("web"))
    web.build(out, drive_with_tests_games())
    return out


@pytest.fixture(scope="module")
def site(built):
    url, stop = web.serve_in_thread(built)
    yield url
    stop()


@pytest.fixture()
def browser(site, tmp_path):
    driver = web.open_browser(str(tmp_path / "profile"))
    yield driver
    driver.quit()


def open_page(driver, url):
    driver.get(url)
    deadline = time.monotonic() + 30
    while not driver.execute_script("return !!(window.zootally && zootally.started())"):
        status = driver.find_element("id", "status").text
        assert "could not start" not in status, status
        assert time.monotonic() < deadline, "the page did not start: " + status
        time.sleep(0.05)


def canvas(driver):
    return driver.execute_async_script(CANVAS_PIXELS)


def simulator_pixels(device):
    """The simulated board's screen as canvas() gives the page's."""
    device.display.render_now()
    surface = device.display._pygame_screen
    w, h = surface.get_size()
    return "".join("%02x%02x%02x" % surface.get_at((x, y))[:3] for y in range(h) for x in range(w))


# Each key of the page's grid: its background as its light sets it ("" where dark).
PAGE_LIGHTS = (
    "return Array.from(document.querySelectorAll('#keys button'), b => b.style.background)"
)


def simulator_lights(device):
    """Each grid key's light as the simulator's picture draws it: the LED's colour at full
    strength, (r, g, b), or None where it is dark."""
    return [device.glow(rgb) if any(rgb) else None for _, rgb in device.key_colours()]


def lights_differ(page, sim):
    """The keys whose light on the page is not the simulator's (a channel off by more
    than the rounding of brightening it back), as (key, page's, simulator's)."""
    out = []
    for k, (css, rgb) in enumerate(zip(page, sim)):
        if rgb is None:
            if css:
                out.append((k, css, None))
            continue
        shown = tuple(int(x) for x in css[css.find("(") + 1 : -1].split(",")) if css else ()
        if len(shown) != 3 or max(abs(a - b) for a, b in zip(shown, rgb)) > 2:
            out.append((k, css, rgb))
    return out


def diff(a, b, width):
    """The rows that differ, the page's over the simulator's ('#' lit, '.' black)."""
    n = min(len(a), len(b)) // 6
    rows = sorted({i // width for i in range(n) if a[6 * i : 6 * i + 6] != b[6 * i : 6 * i + 6]})
    out = ["%d rows differ (the page's row, then the simulator's):" % len(rows)]
    for y in rows[:6]:
        for px in (a, b):
            row = px[6 * y * width : 6 * (y + 1) * width]
            out.append(
                "".join("." if row[i : i + 6] == "000000" else "#" for i in range(0, len(row), 6))
            )
    return "\n".join(out)


def simulated_steps(words, tmp_path, cut_after=None, settings=None, board=None):
    """The key script played on the simulator, each physical step with the screen and the
    key lights after it: [(step, pixels, keys changed kind, lights)]: ('k', n, ms) a key,
    ('t', clicks) a turn, ('cut',) a power cut (after the word numbered cut_after, from 1).
    Also the record it filed, if any."""
    from host_sim import script
    from host_sim.device import Device

    nvm = str(tmp_path / "sim.nvm")
    records = str(tmp_path / "records")
    settings = settings or str(tmp_path / "none.toml")
    device = Device(board or SHIPPED_BOARDS[0], nvm, settings_path=settings, records_dir=records)
    steps = [(("start",), simulator_pixels(device), False, simulator_lights(device))]
    press, turn = device.press, device.turn

    def after(step):
        switched = device.app.switched_at is not None
        steps.append((step, simulator_pixels(device), switched, simulator_lights(device)))

    def on_step(index, word, part):
        if index == cut_after and steps[-1][0] != ("cut",):
            device.power_cut()
            steps.append((("cut",), simulator_pixels(device), False, simulator_lights(device)))

    def traced_press(n, hold_ms=80):
        press(n, hold_ms)
        after(("k", n, hold_ms))

    def traced_turn(clicks):
        turn(clicks)
        after(("t", clicks))

    device.press, device.turn = traced_press, traced_turn
    script.run(device, " ".join(words), on_step)
    saved = device.saved_records
    record = None
    if saved:
        with open(saved[-1], encoding="utf-8") as f:
            record = f.read()
    return steps, record


def page_keys(driver):
    """The page's buttons: {physical key: button}, {turn clicks: button}."""
    out = ({}, {})
    for b in driver.find_elements("css selector", "#keys button, #encoder button"):
        for i, name in enumerate(("data-key", "data-turn")):
            if b.get_attribute(name):
                out[i][int(b.get_attribute(name))] = b
    return out


def play(driver, url, steps):
    """Each step on the page's keys; the canvas and the keys' lights after it must be the
    simulator's."""
    from selenium.webdriver.common.action_chains import ActionChains

    by_key, turns = page_keys(driver)
    width = driver.execute_script("return document.getElementById('screen').width")
    last_press = 0.0
    wait = False
    for i, (step, pixels, switched, lights) in enumerate(steps):
        if step[0] == "k":
            if wait:  # the firmware refuses a key that comes too soon after keys changed
                time.sleep(max(0.0, last_press + SWITCH_S - time.monotonic()))
            last_press = time.monotonic()
            chain = ActionChains(driver, duration=0).click_and_hold(by_key[step[1]])
            # A press shorter than a hold acts the same however short (the firmware times
            # only a hold): 10 ms for the simulator's 80.
            chain.pause(step[2] / 1000 if step[2] >= HOLD_MS else 0.01).release().perform()
        elif step[0] == "t":
            for _ in range(abs(step[1])):
                turns[1 if step[1] > 0 else -1].click()
        elif step[0] == "cut":
            open_page(driver, url)  # the tab closed and opened again: a power cut
            by_key, turns = page_keys(driver)
        wait = switched
        shown = canvas(driver)
        assert shown == pixels, "step %d %s: %s" % (i, step, diff(shown, pixels, width))
        lit = lights_differ(driver.execute_script(PAGE_LIGHTS), lights)
        assert not lit, "step %d %s: keys lit otherwise: %s" % (i, step, lit)


def titles():
    """Every registered game (the tests' own too): (id, name, player counts)."""
    from zootally import games

    return [(r[games.ID], r[games.NAME], r[games.PLAYERS]) for r in games.GAMES]


TITLES = titles()


@pytest.mark.parametrize("game_id,title,counts", TITLES, ids=[t[1] for t in TITLES])
def test_the_page_plays_every_title_as_the_simulator_does(
    site, browser, tmp_path, game_id, title, counts
):
    words = game_words(game_id, counts)
    steps, record = simulated_steps(words, tmp_path, cut_after=len(words) // 4)
    open_page(browser, site)
    play(browser, site, steps)
    if record is not None:  # REC midway and at the end: the page offers what pull files
        link = browser.find_element("id", "record")
        uid = browser.execute_script("return localStorage.getItem('zootally.uid.macropad')")
        sim_uid = record.split("\n")[1].split()[2]  # '# device UID game N'
        assert link.get_attribute("data-text") == record.replace(sim_uid, uid)
        assert link.get_attribute("download").startswith(title + "-")


def game_words(game_id, counts):
    """A random game of a title at its fewest players, as the page can play it: without the
    history tour at its end (it reads the model's full history: a new page has one game)."""
    words = devicemodel.random_words(game_id, counts[0], seed=1)
    return words[: len(words) - len(devicemodel.HISTORY_TOUR)]


@pytest.mark.parametrize("board", SHIPPED_BOARDS[1:])
def test_every_other_board_plays_on_the_page_as_in_the_simulator(site, browser, tmp_path, board):
    """Each board of boards/ besides the first (which plays every title above): the
    shortest title's game on its own buttons, every screen the simulator's, pixel for pixel
    in its colours (a colour screen's as its 16 bits a pixel show them)."""
    game_id, title, counts = min(TITLES, key=lambda t: len(game_words(t[0], t[2])))
    words = game_words(game_id, counts)
    steps, _ = simulated_steps(words, tmp_path, cut_after=len(words) // 4, board=board)
    url = site + "?board=" + board
    open_page(browser, url)
    play(browser, url, steps)


def status(driver):
    return driver.find_element("id", "status").text


def press_key(driver, n):
    driver.find_element("css selector", "button[data-key='%d']" % n).click()
    return canvas(driver)


@pytest.mark.parametrize("width", [320, 360, 412])
def test_nothing_on_the_page_is_wider_than_a_phone(site, browser, width):
    """On a phone's width (320 px, the narrowest in use, to 412) the page never scrolls
    sideways, whichever board is chosen: the board's menu, as wide as its longest name
    ("Raspberry Pi Pico + SSD1306 128x64 + 6 buttons"), once pushed the page 150 px past
    the screen's edge, its own text cut at the left."""
    from selenium.webdriver.support.ui import Select

    browser.set_window_size(width, 800)
    open_page(browser, site)
    wider = "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
    choice = Select(browser.find_element("id", "board"))
    for option in [o.get_attribute("value") for o in choice.options]:
        browser.execute_script(
            "var s = document.getElementById('board'); s.value = arguments[0];", option
        )
        assert browser.execute_script(wider) <= 0, (width, option)


def test_the_page_works_offline_after_the_first_visit(built, browser):
    url, stop = web.serve_in_thread(built)  # a server of its own, to stop
    open_page(browser, url)
    browser.execute_async_script(
        "const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true));"
    )
    first = canvas(browser)
    stop()  # the server gone: only the service worker's cache is left
    open_page(browser, url)
    assert canvas(browser) == first
    assert press_key(browser, 0) != first  # and it plays


def test_two_tabs_on_one_device_the_second_only_looks(site, browser):
    open_page(browser, site)
    browser.switch_to.new_window("tab")
    open_page(browser, site)
    assert "another tab" in status(browser)
    before = browser.execute_script("return localStorage.getItem('zootally.nvm.macropad')")
    press_key(browser, 0)
    assert browser.execute_script("return localStorage.getItem('zootally.nvm.macropad')") == before


REFUSING_STORAGE = """
Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };
"""


def test_storage_refused_is_said_and_the_game_plays_in_memory(site, browser):
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": REFUSING_STORAGE})
    open_page(browser, site)
    assert "keeps nothing" in status(browser)
    first = canvas(browser)
    assert press_key(browser, 0) != first


def test_webassembly_that_does_not_load_is_said_in_one_line(site, browser):
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*micropython.wasm"]})
    browser.get(site)
    deadline = time.monotonic() + 30
    while "could not start" not in status(browser):
        assert time.monotonic() < deadline, status(browser)
        time.sleep(0.1)
    assert len(status(browser).splitlines()) == 1


def test_the_roster_set_on_the_page_is_the_devices(site, browser, tmp_path):
    roster = tmp_path / "settings.toml"
    roster.write_text('ZT_PLAYERS = "Ann,Ben,Cy"\n')
    steps, _ = simulated_steps(["[ZOO]", "[3]"], tmp_path, settings=str(roster))
    open_page(browser, site)
    browser.find_element("id", "names").click()
    box = browser.find_element("id", "roster-text")
    box.send_keys("Ann\nBen\nCy")
    browser.find_element("id", "roster-save").click()
    open_page(browser, site)  # the device restarted with them, as a board's settings do
    play(browser, site, steps[1:])
    # A name the settings line cannot hold is refused on the page, and nothing changes.
    browser.find_element("id", "names").click()
    box = browser.find_element("id", "roster-text")
    box.send_keys('\nDa"ve')
    browser.find_element("id", "roster-save").click()
    assert "quotes" in browser.find_element("id", "roster-problem").text
    kept = browser.execute_script("return localStorage.getItem('zootally.settings.macropad')")
    assert kept == 'ZT_PLAYERS = "Ann,Ben,Cy"\n'
    # One name with a space is one name: a comma after it (a roster without one is parted
    # by spaces), and the box shows it back as it was written.
    box.clear()
    box.send_keys("Ann Marie")
    browser.find_element("id", "roster-save").click()
    kept = browser.execute_script("return localStorage.getItem('zootally.settings.macropad')")
    assert kept == 'ZT_PLAYERS = "Ann Marie,"\n'
    open_page(browser, site)
    browser.find_element("id", "names").click()
    assert browser.find_element("id", "roster-text").get_attribute("value") == "Ann Marie"


def test_a_new_build_is_a_new_service_worker_listing_every_file(tmp_path):
    first = web.build(str(tmp_path / "a"))
    second = web.build(str(tmp_path / "b"), {"zootally/extra.py": "X = 1\n"})
    assert first["sw.js"] != second["sw.js"]  # the browser installs it: its cache replaces
    assert web.build(str(tmp_path / "c"))["sw.js"] == first["sw.js"]  # the same files: same
    sw = first["sw.js"].decode()
    for name in first:
        if name != "sw.js":
            assert '"%s"' % name in sw


def test_storage_that_is_not_the_devices_memory_is_kept_aside_and_said(site, browser):
    open_page(browser, site)
    browser.execute_script("localStorage.setItem('zootally.nvm.macropad', 'not a memory')")
    open_page(browser, site)
    assert "not its memory" in status(browser)
    aside = "return localStorage.getItem('zootally.nvm.macropad.unread')"
    assert browser.execute_script(aside) == "not a memory"
    first = canvas(browser)
    assert press_key(browser, 0) != first  # a device afresh, which plays
