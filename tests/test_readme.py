# SPDX-License-Identifier: MIT
"""The README's walk through a ZooStock game (its numbered steps) says what the device
shows: the example game is entered by keys on the device's shell, and at each step the
screen is checked against the words of the README (it said the device asks who
leads the first trick; it goes to the EX zone, where a seat key changes the lead)."""

import os
import re

from zootally.core import record
from zootally.core.store import Store
from zootally.ui import keys
from zootally.ui.shell import Shell

from host_sim import script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def readme_steps():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    part = text.split("## Playing ZooStock in the simulator", 1)[1].split("\n## ", 1)[0]
    steps = {}
    for m in re.finditer(r"^(\d)\. (.*?)(?=^\d\. |\n\n|\Z)", part, re.M | re.S):
        steps[int(m.group(1))] = " ".join(m.group(2).split())
    return steps


def labels(shell):
    return [s[0] if s else None for s in shell.view.slots]


def key_of(name):
    """'K10' -> slot 9."""
    return int(name[1:]) - 1


def test_the_readmes_steps_are_what_the_device_shows():
    steps = readme_steps()
    assert sorted(steps) == [1, 2, 3, 4, 5]
    with open(os.path.join(ROOT, "docs", "examples", "zoostock-4p.rec")) as f:
        _, players, inputs, _ = record.parse(f.read())
    words = script.script_for(players, inputs)
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()

    # 1. ZOO, the players, then the EX zone with P1 leading; the seat keys on K7-K10.
    assert "**ZOO** (K1)" in steps[1] and "`P1 leads`" in steps[1]
    assert labels(shell)[key_of("K1")] == "ZOO"
    script.press_words(shell, ["[ZOO]", "[4]"])
    assert "P1 leads" in shell.view.lines[0] and shell.view.lines[0].startswith("EX card 1")
    m = re.search(r"\(P1-P4, on (K\d+)-(K\d+)\)", steps[1])
    assert labels(shell)[key_of(m.group(1)) : key_of(m.group(2)) + 1] == ["P1", "P2", "P3", "P4"]

    # 2. The EX cards, the trump number appearing as they go.
    assert "trump number appears" in steps[2]
    assert "TRUMP -" in shell.view.status
    script.press_words(shell, words[2:4])  # a lead seat, then the first EX card
    assert "TRUMP 1" in shell.view.status

    # 3. A trick: after the lead, the led animal's numbers are on the keys, OTH on K10.
    script.press_words(shell, words[4:15])
    assert shell.view.lines[0].endswith("leads  hand 12")
    m = re.search(r"\*\*OTH\*\* \((K\d+)\)", steps[3])
    script.press_words(shell, words[15:16])  # the lead, G5
    assert labels(shell)[key_of(m.group(1))] == "OTH"
    assert "1" in labels(shell) and "2" in labels(shell)  # the numbers, one press each

    # 4. ZOO (K8 before a trick's first card): the EX zone and every hand count.
    m = re.search(r"\*\*ZOO\*\* \((K\d+), before a trick's first card\)", steps[4])
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    script.press_words(shell, words[:15])
    assert labels(shell)[key_of(m.group(1))] == "ZOO"
    shell.press(key_of(m.group(1)))
    assert shell.view.lines[0].startswith("EX ") and shell.view.lines[1].startswith("hands ")
    shell.press(keys.BACK)

    # 5. Round 1's scores and who leads round 2, then OK to round 2's EX zone; the tally.
    assert "who leads round 2" in steps[5] and "the winner" in steps[5]
    at = 15
    while not shell.session.game.round_scores:
        script.press_words(shell, words[at : at + 1])
        at += 1
    assert shell.view.lines[0].startswith("P1-4: ") and "leads Rd2" in shell.view.lines[1]
    assert words[at] == "OK"
    script.press_words(shell, words[at : at + 1])
    assert shell.view.status.startswith("Rd2 EX")
    script.press_words(shell, words[at + 1 :])
    assert shell.session.game.over() and shell.view.status.startswith("WINNER")


def test_every_page_is_a_reference_a_reader_finishes():
    """The README and every page in docs/ stay under 300 lines: a page says what holds now
    and how it is measured; how its figures moved is git's (the tools that write a page
    keep it so: tools/bench, tools/device-bench, tools/reliability)."""
    docs = os.path.join(ROOT, "docs")
    pages = [os.path.join(ROOT, "README.md")] + [
        os.path.join(docs, n) for n in sorted(os.listdir(docs)) if n.endswith(".md")
    ]
    for path in pages:
        with open(path, encoding="utf-8") as f:
            lines = f.read().count("\n")
        assert lines < 300, "%s: %d lines" % (os.path.relpath(path, ROOT), lines)


def test_the_docs_a_clone_has_stand_alone():
    """A clone has no ../shared beside it: the README and docs never send a reader there,
    each shipped game's page says its rules in brief, and nothing cites the project's own
    issue numbers (history lives in git)."""
    from zootally import games

    docs = os.path.join(ROOT, "docs")
    pages = [os.path.join(ROOT, "README.md")] + [
        os.path.join(docs, n) for n in sorted(os.listdir(docs)) if n.endswith(".md")
    ]
    for path in pages:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        assert "../shared" not in text, path
        assert not re.search(r"\b[Ii]ssue \d", text), path
    for row in games.GAMES:
        module = games.load(row[games.ID])
        if not module.__file__.startswith(os.path.join(ROOT, "firmware")):
            continue  # a game the tests register, not shipped
        page = os.path.join(docs, row[games.NAME] + ".md")  # as test_docs_lists names it
        with open(page, encoding="utf-8") as f:
            assert "\n## The rules in brief\n" in f.read(), page
