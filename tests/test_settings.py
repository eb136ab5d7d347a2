# SPDX-License-Identifier: MIT
"""settings.toml: anything wrong falls back to the default with a warning, never a crash."""

from hypothesis import given
from hypothesis import strategies as st
from zootally.core import settings

DEFAULTS = {"ZT_BRIGHTNESS": 30, "ZT_LONG_PRESS_MS": 600}


def test_template_parses_to_the_defaults_without_warnings():
    assert settings.parse(settings.template()) == (DEFAULTS, [])


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
    assert values == {"ZT_BRIGHTNESS": 80, "ZT_LONG_PRESS_MS": 1500} and warnings == []


def test_no_file():
    assert settings.parse(None) == (DEFAULTS, ["no settings.toml: defaults"])


@given(st.text(max_size=300))
def test_any_text_gives_values_in_range(text):
    values, warnings = settings.parse(text)
    for key, (_default, low, high, _) in settings.SETTINGS.items():
        assert low <= values[key] <= high
    assert all(len(w) <= 21 for w in warnings)


def test_the_settings_file_deploy_writes_is_the_template():
    import os

    path = os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware", "settings.toml"
    )
    with open(path) as f:
        assert f.read() == settings.template()
