# SPDX-License-Identifier: MIT
"""settings.toml: anything wrong falls back to the default with a warning, never a crash."""

import os
import sys

from hypothesis import given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st
from property_examples import examples
from zootally.core import names, settings

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
import deploy  # noqa: E402

DEFAULTS = {
    "ZT_BRIGHTNESS": 30,
    "ZT_LONG_PRESS_MS": 600,
    "ZT_ENCODER_INVERTED": 0,
    "ZT_ZS_POINTS": "8 7 6 5 4 3 2 3",
    "ZT_ZS_LIMITS": "1 1 2 2 2 3 - 2",
    "ZT_PLAYERS": "",
}


def test_template_parses_to_the_defaults_without_warnings():
    assert settings.parse(deploy.settings_template()) == (DEFAULTS, [])


def test_each_kind_of_mistake():
    text = "\n".join(
        [
            'ZT_BRIGHTNESS = "bright"',  # wrong type
            "ZT_LONG_PRESS_MS = 10  # too short",  # out of range
            "ZT_SPEED = 3",  # unknown to us
            'CIRCUITPY_WIFI_SSID = "home"',  # CircuitPython's: not ours to judge
            "nonsense",
        ]
    )
    values, warnings = settings.parse(text)
    assert values == DEFAULTS
    assert warnings == [
        "bad BRIGHTNESS",
        "bad LONG_PRESS_MS",
        "unknown ZT_SPEED",
        "settings line 5?",
    ]


def test_good_values_are_taken():
    values, warnings = settings.parse("ZT_BRIGHTNESS = 0x50\nZT_LONG_PRESS_MS = 1500\n")
    assert values == dict(DEFAULTS, ZT_BRIGHTNESS=80, ZT_LONG_PRESS_MS=1500) and warnings == []


def test_zooscape_values_are_eight_numbers_and_become_a_new_games_inputs():
    from zootally.games import zooscape as zs

    text = 'ZT_ZS_POINTS = "8 7 6 5 4 3 2 1"\nZT_ZS_LIMITS = "1 1 2 2 2 3 4 2"\n'
    values, warnings = settings.parse(text)
    assert warnings == []
    assert zs.start_inputs(*settings.card_values(values)) == [
        zs.IN_VALUE + 6,
        zs.IN_FLOWER + 2,
        zs.IN_FLAG + 4,
        zs.IN_VALUE + 7,
        zs.IN_FLOWER + 1,
        zs.IN_FLAG + 2,
    ]
    assert zs.start_inputs(*settings.card_values(DEFAULTS)) == []
    values, warnings = settings.parse('ZT_ZS_POINTS = "8 7 6"\nZT_ZS_LIMITS = 3\n')
    assert values == DEFAULTS and warnings == ["bad ZS_POINTS", "bad ZS_LIMITS"]


def test_no_file():
    assert settings.parse(None) == (DEFAULTS, [])  # none at all: the defaults, nothing to say


@hyp_settings(max_examples=examples(100))
@given(st.text(max_size=300))
def test_any_text_gives_values_in_range(text):
    values, warnings = settings.parse(text)
    for key, (default, low, high, _) in settings.SETTINGS.items():
        if key == settings.PLAYERS:  # names the device takes, none refused
            words = settings.roster(values)
            assert names.roster(words) == (words, []) and len(words) <= high
        elif isinstance(default, str):
            assert settings.numbers(values[key], low, high) is not None
        else:
            assert low <= values[key] <= high
    assert all(len(w) <= 21 for w in warnings)


def test_the_settings_file_deploy_writes_is_the_template():
    import os

    path = os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware", "settings.toml"
    )
    with open(path) as f:
        assert f.read() == deploy.settings_template()


def test_the_roster_keeps_the_names_it_can_and_says_why_of_each_other():
    """ZT_PLAYERS: names as the device takes them (core/names.py), commas between them;
    each refused name is one warning, the other names and settings are kept."""
    text = 'ZT_PLAYERS = "Ann, Ben,Anna,Bernadette-Louise,Zoë,P2,2Pac, Ann Marie ,Cy,Ann-Li,"'
    text += "  # the club\nZT_BRIGHTNESS = 50\n"
    values, warnings = settings.parse(text)
    roster = ["Ann", "Ben", "Anna", "Zoë", "Ann Marie", "Cy", "Ann-Li"]
    assert values == dict(DEFAULTS, ZT_PLAYERS=",".join(roster), ZT_BRIGHTNESS=50)
    assert warnings == [
        "Bernadette-Louis..: too long",
        "P2: a seat's label",
        "2Pac: a letter first",
    ]
    # Names that begin alike are all kept: the device tells them apart (Ann, Ana, AnM...).
    assert settings.roster(values) == roster
    # A roster without a comma is parted by spaces (as rosters were first written); one
    # name with a space alone is written with a comma after it.
    assert settings.roster(settings.parse('ZT_PLAYERS = "Ann Ben  Cy"')[0]) == ["Ann", "Ben", "Cy"]
    assert settings.roster(settings.parse('ZT_PLAYERS = "Ann Marie,"')[0]) == ["Ann Marie"]
    many = " ".join("N%02d" % i for i in range(14))
    values, warnings = settings.parse('ZT_PLAYERS = "%s"' % many)
    assert settings.roster(values) == many.split()[:12]
    assert warnings == ["N12: over 12 names", "N13: over 12 names"]
    assert settings.parse("ZT_PLAYERS = 3")[1] == ["bad PLAYERS"]


def test_a_line_that_is_not_utf8_costs_that_line_only(tmp_path):
    """A cp1252 e-umlaut in ZT_PLAYERS used to drop every setting (the file read as text
    failed whole, and the screen said there was no settings.toml): now that line alone
    is passed over, and the warning names it."""
    from zootally.start import read_settings

    path = tmp_path / "settings.toml"
    data = 'ZT_ZS_POINTS = "1 2 3 4 5 6 7 8"\nZT_PLAYERS = "Zo\xeb,Ann"\nZT_BRIGHTNESS = 50\n'
    path.write_bytes(data.encode("cp1252"))
    values, warnings, cards = read_settings(str(path))
    assert values == dict(DEFAULTS, ZT_ZS_POINTS="1 2 3 4 5 6 7 8", ZT_BRIGHTNESS=50)
    assert warnings == ["settings line 2: not text"]
    assert cards[0] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert read_settings(str(tmp_path / "none.toml"))[1] == []


def test_settings_past_their_cap_are_not_read_and_that_is_said():
    """A cap on the read: the lines past 8 KB are not read (a whole line at most is cut)."""
    text = ("# " + "x" * 60 + "\n") * 200 + "ZT_BRIGHTNESS = 50\n"
    values, warnings = settings.parse(text.encode())
    assert values == DEFAULTS and warnings == ["settings over 8 KB"]
    values, warnings = settings.parse(("ZT_BRIGHTNESS = 50\n" + text).encode())
    assert values == dict(DEFAULTS, ZT_BRIGHTNESS=50) and warnings == ["settings over 8 KB"]


def test_a_control_character_in_a_name_is_never_shown_as_itself():
    """An escape sequence or a newline in a roster name: its warning shows '?' there."""
    values, warnings = settings.parse('ZT_PLAYERS = "Ann,B\x1b[2Jen,Cy\x07"\n')
    assert settings.roster(values) == ["Ann"]
    said = ': no " # , \\ or control char'
    assert warnings == ["B?[2Jen" + said, "Cy?" + said]
