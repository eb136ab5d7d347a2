"""A record line that is not a legal continuation names the line, what it read and what the
table was waiting for at that point, and a tally or collection line
gives each key once."""

import pytest
from zootally.core import record
from zootally.games.textform import RecordError

ZOOSCAPE = """zooscape players=3
master 1
row fan fan coin3 fire cat sword sword break copy
apprentice 9
split 1 left
choose 1:1 2:1 3:2
"""
ZOOSTOCK = """zoostock players=4
lead 1
ex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1
trick H8 T3 H3 R3
"""
ZOOGRAPHY = "zoo-ography players=2\n"


def refusal(text):
    with pytest.raises(RecordError) as e:
        record.parse(text)
    return str(e.value)


@pytest.mark.parametrize(
    "more, said",
    [
        (
            "split 2 left",
            "line 7: split: the table is waiting for seat 3's action order (next 3 cat|break|copy)",
        ),
        (
            "draw 3 tea",
            "line 7: draw: the table is waiting for seat 3's action order (next 3 cat|break|copy)",
        ),
        # The Copy joined the swords by itself (no tie): a copy line is not what comes next.
        (
            "next 3 cat\ndraw 3 tea\nnext 3 copy\ncopy 3 sword",
            "line 10: copy: the table is waiting for what seat 3's Breakage takes (break 3 T)",
        ),
        (
            "next 3 cat\nnext 3 copy",
            "line 8: next: the table is waiting for what seat 3's Lucky Cat drew (draw 3 C)",
        ),
        ("next 2 cat", "line 7: next: seat 2 is not resolving actions"),
        ("master 2", "line 7: master: the table is waiting for seat 3's action order"),
    ],
)
def test_zooscape_refusal_says_what_the_table_was_waiting_for(more, said):
    assert refusal(ZOOSCAPE + more).startswith(said)


def test_zooscape_choose_names_the_seats_still_choosing():
    text = ZOOSCAPE.replace("choose 1:1 2:1 3:2\n", "choose 1:1\nsplit 1 left\n")
    assert refusal(text) == (
        "line 7: split: the table is waiting for the choices (choose 2:1|2 3:1|2)"
    )


@pytest.mark.parametrize(
    "more, said",
    [
        ("lead 2", "line 5: lead: the table is waiting for trick 2 of round 1"),
        ("ex G1", "line 5: ex: the table is waiting for trick 2 of round 1 (trick and its"),
        ("order 4 R H T\norder 4 R H T", "line 6: a second order for seat 4"),
        ("trick lock:1 B7 B9 B2\norder 2 B", "line 6: seat 2 has no new rows to order"),
        ("castle 1", "line 5: unknown word 'castle'"),
    ],
)
def test_zoostock_refusal_says_what_the_table_was_waiting_for(more, said):
    assert refusal(ZOOSTOCK + more).startswith(said)


def test_zoostock_order_without_a_trick():
    text = ZOOSTOCK.replace("trick H8 T3 H3 R3\n", "order 4 R")
    assert refusal(text) == "line 4: order comes right after a trick"


def test_zoostock_refusal_once_the_game_is_over():
    from zootally.games import zoostock as zs

    game = zs.Game(3)
    game.phase = zs.P_OVER
    game.contenders = [0]
    import zootally.games.zoostock.read as zt

    assert zt.waiting(game) == ((), "nothing more: the game is over")


@pytest.mark.parametrize(
    "more, said",
    [
        ("turns 3", "line 2: turns: the table is waiting for the objective cards"),
        ("objectives 3 1 2 4\ntally 1", "line 3: tally: the table is waiting for turns (turns N)"),
        (
            "objectives 3 1 2 4\nturns 20\nturns 1",
            "line 4: turns: the table is waiting for player 1's tally (tally 1 key=value ...)",
        ),
    ],
)
def test_zoography_refusal_says_what_the_table_was_waiting_for(more, said):
    assert refusal(ZOOGRAPHY + more).startswith(said)


def test_zoography_tally_refuses_a_repeated_key():
    text = ZOOGRAPHY + "objectives 3 1 2 4\nturns 20\ntally 1 ostrich=1 monkey=0 ostrich=2"
    assert refusal(text) == "line 4: ostrich is given twice"
    # Also when the two answers agree, or the key is a yes/no objective.
    text = ZOOGRAPHY + "objectives 3 1 2 4\nturns 20\ntally 1 1S=no 1S=no"
    assert refusal(text) == "line 4: 1S is given twice"


def test_zooscape_collection_refuses_a_repeated_key():
    text = "zooscape players=3\ntally-only\ncollection 1 tea=1 fan=0 tea=1"
    assert refusal(text) == "line 3: tea is given twice"
