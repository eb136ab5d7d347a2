# SPDX-License-Identifier: MIT
"""Zooscape: the rulebook's example and rulings S1-S7, as code. Cards by their record words
(tea fan sword parasol lute figurine chopsticks, fire cat break copy, coinN)."""

import pytest
from zootally.core import record
from zootally.games import zooscape as zs
from zootally.games.zooscape import read as zt
from zootally.games.zooscape import refusals

TEA, FAN, SWORD, PARASOL, LUTE, FIGURINE, CHOPSTICKS, KIMONO = range(8)


def game(players=3, master=1, text=""):
    """A game replayed from record lines (after the header and the master)."""
    head = "zooscape players=%d\nmaster %d\n" % (players, master)
    return record.parse(head + text)[3]


def feed(g, v):
    err = g.apply(v)
    assert err == 0, refusals.text(g, err, v)


def refused(g, v):
    """Apply v, expect a refusal and no change; return the message."""
    before = zt.summary(g), g.phase, list(g.table_cards())
    err = g.apply(v)
    assert err, "accepted %d" % v
    assert (zt.summary(g), g.phase, list(g.table_cards())) == before
    return refusals.text(g, err, v)


NINE = "tea fan sword parasol lute figurine chopsticks coin3 coin5"


def test_rulebook_scoring_example_is_8_points():
    g = zs.Game(3)
    g.curios[0][LUTE] = 1
    g.curios[0][SWORD] = 2
    g.curios[0][FIGURINE] = 4
    g.curios[0][KIMONO] = 4
    assert g.type_points(0, LUTE) == 4
    assert g.type_points(0, SWORD) == 12
    assert g.type_points(0, FIGURINE) == -4
    assert g.type_points(0, KIMONO) == -4
    assert g.score(0) == 8


@pytest.mark.parametrize("players,pile,deck", [(3, 9, 29), (4, 9, 29), (5, 13, 9), (6, 13, 9)])
def test_s1_round_piles_deck_and_kimonos(players, pile, deck):
    g = game(players)
    assert (g.pile, g.deck, g.kimonos, g.round, g.phase) == (pile, deck, 10, 1, zs.P_LAYOUT)
    cards = [c for c in range(7) for _ in range(zs.TOTALS[c])][:pile]
    for c in cards:
        feed(g, c)
    assert g.phase == zs.P_APPRENTICE
    assert refused(g, FAN) == "The pile has %d cards" % pile  # a 10th / 14th card


def test_s1_a_kind_cannot_be_laid_more_often_than_it_exists():
    g = game(3, text="row tea tea tea tea tea fan fan fan fan\napprentice 0\n")
    # five tea bowls are out; the next rows cannot hold a sixth
    g2 = game(3, text="row tea tea tea tea tea fan fan fan fan\n")
    assert g2.phase == zs.P_APPRENTICE
    assert g.phase == zs.P_SPLIT
    g3 = game(3, text="row tea tea tea tea tea\n")
    assert refused(g3, TEA) == "No tea bowl left"
    g4 = game(3, text="row fire fire fire\n")
    assert refused(g4, zs.FIRE) == "No Fire left"


def test_s2_apprentice_counts_as_a_card_for_splitting_and_can_be_alone():
    g = game(3, text="row %s\napprentice 0\n" % NINE)
    assert len(g.group) == 10 and g.group[0] == zs.APPRENTICE
    assert refused(g, zs.IN_SPLIT_LEFT + 10) == "Both groups need a card"
    assert refused(g, zs.IN_SPLIT_LEFT + 0) == "Both groups need a card"
    feed(g, zs.IN_SPLIT_LEFT + 1)  # group 1: the apprentice alone
    assert g.groups[0] == [zs.APPRENTICE]
    for v in (zs.IN_CHOOSE + 0, zs.IN_CHOOSE + 3, zs.IN_CHOOSE + 5):  # 1 -> g1, 2 and 3 -> g2
        feed(g, v)
    assert g.holder() == 0 and g.counts(0) == [0] * 8  # never scored
    assert g.phase == zs.P_SPLIT and g.choosers == [1, 2]


def play_round_where_nobody_takes_the_apprentice(players=3):
    # Apprentice alone in group 2; everybody chooses group 1: the apprentice is binned.
    return "row %s\napprentice 9\nsplit 9 left\nchoose %s\n" % (
        NINE,
        " ".join("%d:1" % (s + 1) for s in range(players)),
    )


def test_s3_contested_single_apprentice_returns_beside_piles_and_gives_kimonos():
    g = game(3, text="row %s\napprentice 9\nsplit 9 right\n" % NINE)
    # group 1 is the apprentice alone (the right part); all three want it
    for s in range(3):
        feed(g, zs.IN_CHOOSE + s * 2)
    assert [g.curios[s][KIMONO] for s in range(3)] == [1, 1, 1] and g.kimonos == 7
    # group 2 (the nine cards) was chosen by nobody: all to the bin, kept secret; nobody
    # holds the apprentice, so the bin stays and the master passes left
    assert g.took_bin == [] and g.round == 2 and g.master == 1 and len(g.bin) == 9


def test_s3_nobody_one_chooser_and_resplit_group_one_first():
    g = game(
        4,
        text="row %s\napprentice 9\nsplit 4 left\nchoose 1:1 2:2 3:2 4:2\n" % NINE,
    )
    # group 1 (tea fan sword parasol) to seat 1 alone; group 2 split again for 2, 3, 4
    assert g.counts(0)[:4] == [1, 1, 1, 1]
    assert g.phase == zs.P_SPLIT and g.choosers == [1, 2, 3] and len(g.group) == 6
    feed(g, zs.IN_SPLIT_LEFT + 2)  # lute figurine | chopsticks coin3 coin5 A
    for v in (zs.IN_CHOOSE + 2, zs.IN_CHOOSE + 4, zs.IN_CHOOSE + 7):  # 2,3 -> g1; 4 -> g2
        feed(g, v)
    assert g.holder() == 3 and sorted(g.coins[3]) == [3, 5]
    assert g.phase == zs.P_SPLIT and g.choosers == [1, 2] and g.group == [LUTE, FIGURINE]


def test_s3_nested_splits_resolve_depth_first_group_one_first():
    # two contested groups: group 1's re-split is fully resolved before group 2's
    g = game(4, text="row %s\napprentice 9\nsplit 4 left\nchoose 1:1 2:1 3:2 4:2\n" % NINE)
    assert g.group == [TEA, FAN, SWORD, PARASOL] and g.choosers == [0, 1]
    assert len(g.pending) == 1 and g.pending[0][1] == [2, 3]
    feed(g, zs.IN_SPLIT_LEFT + 2)
    feed(g, zs.IN_CHOOSE + 0)
    feed(g, zs.IN_CHOOSE + 2)  # both want tea fan: split again, before group 2
    assert g.group == [TEA, FAN] and g.choosers == [0, 1]


def test_s3_kimono_shortage_closes_the_supply_for_the_rest_of_the_game():
    g = zs.Game(6)
    feed(g, zs.IN_MASTER)
    g.kimonos = 3  # as if seven were handed out before
    for c in [TEA] * 5 + [FAN] * 6 + [SWORD] * 2:
        feed(g, c)
    feed(g, zs.IN_APPRENTICE + 13)
    feed(g, zs.IN_SPLIT_LEFT + 1)  # tea alone | the rest
    for s in range(4):  # four want the single tea bowl: 3 kimonos are not enough
        feed(g, zs.IN_CHOOSE + s * 2)
    for s in (4, 5):
        feed(g, zs.IN_CHOOSE + s * 2 + 1)
    assert g.closed and g.kimonos == 0 and g.boxed_kimonos == 3
    assert all(g.curios[s][KIMONO] == 0 for s in range(6))
    assert zt.summary(g)["kimonos"] is None
    # later contests give nothing either
    feed(g, zs.IN_SPLIT_LEFT + 1)  # fan | ...
    feed(g, zs.IN_CHOOSE + 8)
    feed(g, zs.IN_CHOOSE + 10)
    assert all(g.curios[s][KIMONO] == 0 for s in range(6)) and g.closed


def test_s3_kimonos_enough_for_each_chooser_and_then_exactly_none_left():
    g = zs.Game(3)
    feed(g, zs.IN_MASTER)
    g.kimonos = 2
    for c in [TEA] + [FAN] * 6 + [SWORD] * 2:
        feed(g, c)
    feed(g, zs.IN_APPRENTICE + 9)
    feed(g, zs.IN_SPLIT_LEFT + 1)
    feed(g, zs.IN_CHOOSE + 0)
    feed(g, zs.IN_CHOOSE + 2)
    feed(g, zs.IN_CHOOSE + 5)
    assert g.kimonos == 0 and not g.closed  # two choosers, two kimonos
    assert g.curios[0][KIMONO] == g.curios[1][KIMONO] == 1


def test_s2_apprentice_holder_takes_the_bin_with_its_actions_and_becomes_master():
    # Round 1: seat 1 takes the apprentice alone; the rest (with a Fire and a Copy) goes
    # to the bin because nobody else... seats 2 and 3 contest a single card first.
    text = (
        "row fan fan fan fire copy sword sword lute coin4\n"
        "apprentice 0\n"
        "split 1 left\n"
        "choose 1:1 2:2 3:2\n"  # seat 1 takes the apprentice; 2 and 3 fight for the rest
        "split 1 left\n"
        "choose 2:2 3:2\n"  # nobody wants the first fan: to the bin
    )
    g = game(3, text=text)
    assert len(g.bin) == 1 and g.phase == zs.P_SPLIT
    feed(g, zs.IN_SPLIT_LEFT + 4)  # fan fan fire copy | sword sword lute coin4
    feed(g, zs.IN_CHOOSE + 3)
    feed(g, zs.IN_CHOOSE + 5)  # both want the swords: split again
    feed(g, zs.IN_SPLIT_LEFT + 3)  # sword sword lute | coin4
    feed(g, zs.IN_CHOOSE + 2)
    feed(g, zs.IN_CHOOSE + 5)
    # fan fan fire copy went to the bin when nobody chose them; seat 1 holds the apprentice
    assert g.round == 2 and g.master == 0 and g.bin == []
    assert g.counts(0)[FAN] == 4  # three fans and the Copy joined to fans
    assert g.copies[0][FAN] == 1 and g.fire[0] == 1
    assert g.took_bin == [(1, 0, [FAN, FAN, FAN, zs.FIRE, zs.COPY])]


def test_s2_without_a_holder_the_master_passes_left_and_the_bin_stays():
    text = (
        "row %s\napprentice 9\nsplit 8 left\nchoose 1:1 2:2 3:2\n"  # coin5 A: 2 and 3
        "split 1 left\nchoose 2:1 3:1\n"  # both want the coin: bin, kimonos; A: nobody
    ) % NINE
    g = game(3, master=3, text=text)
    assert g.curios[1][KIMONO] == g.curios[2][KIMONO] == 1
    assert g.round == 2 and g.master == 0  # seat 3 -> seat 1
    assert g.apprentice == zs._A_MASTER and g.bin == [zs.COIN + 5] and g.took_bin == []


def receive(g, seat, cards):
    """Give seat these cards as a taken group (white box: the market's end result)."""
    for c in cards:
        if zs.kind(c) < 12 and c != zs.APPRENTICE:
            g.known[zs.kind(c)] += 1
    g.phase = zs._P_BUSY
    g._receive(seat, cards)
    g.resolving = []
    g.bin_step = True  # so the round does not end into a new one before the test looks
    g.round = zs.ROUNDS
    g._advance()


def market_game(players=3):
    g = zs.Game(players)
    feed(g, zs.IN_MASTER)
    return g


def test_s4_fire_costs_four_each():
    g = market_game()
    receive(g, 0, [zs.FIRE, zs.FIRE, TEA])
    assert g.fire[0] == 2 and g.score(0) == 8 - 8


def test_s4_breakage_with_no_curio_goes_unused():
    g = market_game()
    receive(g, 0, [zs.BREAK, zs.COIN + 4])
    assert g.box == [zs.BREAK] and g.coins[0] == [4] and g.phase == zs.P_OVER


def test_s4_breakage_with_one_curio_takes_it():
    g = market_game()
    receive(g, 0, [zs.BREAK, LUTE])
    assert g.counts(0) == [0] * 8 and sorted(g.box) == sorted([zs.BREAK, LUTE])


def test_s4_breakage_with_two_curios_of_one_type_asks_nothing():
    g = market_game()
    receive(g, 0, [zs.BREAK, LUTE, LUTE, LUTE])
    assert g.counts(0)[LUTE] == 1 and g.phase == zs.P_OVER


def test_s4_breakage_with_a_choice_asks_which_two():
    g = market_game()
    receive(g, 0, [zs.BREAK, LUTE, LUTE, TEA])
    assert g.phase == zs.P_BREAK
    assert refused(g, zs.IN_BREAK + FAN) == "Not in the collection"
    feed(g, zs.IN_BREAK + LUTE)
    assert g.phase == zs.P_BREAK  # one lute and a tea bowl left: still a choice
    feed(g, zs.IN_BREAK + LUTE)
    assert g.counts(0)[TEA] == 1 and g.counts(0)[LUTE] == 0 and g.phase == zs.P_OVER


def test_s4_breakage_can_take_a_copy():
    g = market_game()
    receive(g, 0, [FAN, FAN, zs.COPY])
    assert g.copies[0][FAN] == 1
    receive(g, 0, [zs.BREAK, TEA])
    assert g.phase == zs.P_BREAK
    feed(g, zs.IN_BREAK + zs.TYPES + FAN)  # the copy
    assert g.phase == zs.P_BREAK
    feed(g, zs.IN_BREAK + TEA)
    assert g.copies[0][FAN] == 0 and g.curios[0][FAN] == 2
    assert sorted(g.box) == sorted([zs.BREAK, zs.COPY, TEA])


def test_s4_breakage_takes_kimonos_they_are_curios():
    g = market_game()
    g.curios[0][KIMONO] = 1
    g.kimonos -= 1
    receive(g, 0, [zs.BREAK])
    assert g.curios[0][KIMONO] == 0 and g.boxed_kimonos == 1


def test_s4_copy_joins_the_most_held_type_or_asks_among_ties():
    g = market_game()
    receive(g, 0, [FAN, FAN, TEA, zs.COPY])
    assert g.copies[0][FAN] == 1 and g.score(0) == 8 - 3  # three fans, flag 1
    g = market_game()
    receive(g, 0, [FAN, TEA, zs.COPY])
    assert g.phase == zs.P_COPY
    assert refused(g, zs.IN_COPY + SWORD) == "Not a most-held type"
    feed(g, zs.IN_COPY + TEA)
    assert g.copies[0][TEA] == 1 and g.counts(0)[TEA] == 2


def test_s4_copy_without_curios_goes_to_the_box():
    g = market_game()
    receive(g, 0, [zs.COPY, zs.COIN + 2])
    assert g.box == [zs.COPY] and g.copies[0] == bytearray(8)


def test_s4_lucky_cat_draws_the_card_the_table_names():
    g = market_game()
    receive(g, 0, [zs.LUCKY])
    assert g.phase == zs.P_DRAW and g.deck == 29
    feed(g, SWORD)
    assert g.curios[0][SWORD] == 1 and g.deck == 28 and g.box == [zs.LUCKY]


def test_s4_lucky_cat_drawing_an_action_resolves_it():
    g = market_game()
    receive(g, 0, [zs.LUCKY, FAN])
    feed(g, zs.COPY)  # the cat drew a Copy: it joins the fans
    assert g.copies[0][FAN] == 1 and g.phase == zs.P_OVER


def test_s4_lucky_cat_with_an_empty_deck_gives_nothing_and_no_draw_is_taken():
    # Cannot happen with the real cards (2 Lucky Cats, a deck of 9 or 29: rulings).
    g = market_game()
    g.deck = 0
    receive(g, 0, [zs.LUCKY, FAN])
    assert g.phase == zs.P_OVER and g.box == [zs.LUCKY] and g.counts(0)[FAN] == 1
    assert refused(g, TEA) == "Not now"


def test_s4_order_is_asked_only_when_it_matters():
    g = market_game()
    receive(g, 0, [zs.BREAK, zs.COPY, FAN, TEA, SWORD])
    assert g.phase == zs.P_ORDER
    assert refused(g, zs.IN_NEXT + 1) == "Not one to resolve"  # no Lucky Cat waits
    feed(g, zs.IN_NEXT + 3)  # the Copy first: a three-way tie
    assert g.phase == zs.P_COPY
    feed(g, zs.IN_COPY + FAN)
    assert g.phase == zs.P_BREAK  # then the Breakage: which two
    # no curios: Breakage and Copy both go unused, whatever the order
    g = market_game()
    receive(g, 0, [zs.BREAK, zs.COPY, zs.FIRE])
    assert g.phase == zs.P_OVER and sorted(g.box) == [zs.BREAK, zs.COPY]


def test_s5_the_bin_is_never_in_the_summary():
    g = game(3, master=2, text="row %s\napprentice 9\nsplit 9 left\nchoose 1:2 2:2 3:2\n" % NINE)
    s = zt.summary(g)
    assert s["bin"] == 9
    text = repr(s)
    assert "coin 3" not in text and "chopsticks" not in str(s["collections"])


def test_s6_ties_by_collected_cards_then_shared():
    g = zs.Game(3)
    g.curios[0][TEA] = 1  # 8 points, 1 card
    g.curios[1][CHOPSTICKS] = 4  # 8 points, 4 cards
    g.curios[2][LUTE] = 2  # 8 points, 2 cards
    g.phase = zs.P_OVER
    assert g.decide()[1:] == ([1], zs.R_MORE_CARDS, 0)
    g.curios[0][CHOPSTICKS] = 0
    g.curios[2][LUTE] = 1
    g.curios[2][CHOPSTICKS] = 2  # 8 points, 3 cards
    g.curios[1][CHOPSTICKS] = 4
    g.fire[2] = 0
    g.coins[2] = []
    g.curios[2][LUTE] = 0
    g.curios[2][CHOPSTICKS] = 4  # 8 points, 4 cards: shared with seat 2
    assert g.decide()[1:] == ([1, 2], zs.R_SHARED, 0)


def test_s6_coins_and_fire_count_as_collected_cards():
    g = zs.Game(3)
    g.coins[0] = [3]
    g.fire[0] = 1
    assert g.collected(0) == 2 and g.score(0) == -1


def test_s7_default_values_and_values_changed_for_a_game():
    g = zs.Game(3)
    assert list(g.flowers) == [8, 7, 6, 5, 4, 3, 2, 3]
    assert list(g.flags) == [1, 1, 2, 2, 2, 3, zs.NO_FLAG, 2]
    g = record.parse("zooscape players=3\nvalues kimono=2/3 chopsticks=1/5\nmaster 1\n")[3]
    assert g.flowers[KIMONO] == 2 and g.flags[KIMONO] == 3 and g.flags[CHOPSTICKS] == 5
    g.curios[0][CHOPSTICKS] = 6
    assert g.score(0) == -6
    assert refused(g, zs.IN_VALUE) == "Not now"  # values only before the first round


def test_refusals_a_6th_disk_a_chooser_who_took_and_a_seat_too_many():
    g = game(
        5,
        text="row tea fan sword parasol lute figurine chopsticks coin3 coin5 "
        "fire cat break copy\napprentice 13\nsplit 1 left\n",
    )
    for s in range(5):
        feed(g, zs.IN_CHOOSE + s * 2 + (1 if s else 0))
    # seat 1 took the tea bowl; the other four choose again
    assert g.phase == zs.P_SPLIT and g.choosers == [1, 2, 3, 4]
    feed(g, zs.IN_SPLIT_LEFT + 2)
    assert refused(g, zs.IN_CHOOSE + 0) == "P1 is not choosing"
    assert refused(g, zs.IN_CHOOSE + 5 * 2) == "No such player"  # a 6th disk
    feed(g, zs.IN_CHOOSE + 2)
    assert refused(g, zs.IN_CHOOSE + 3) == "P2 has chosen"


def test_five_rounds_then_the_tally():
    rows = [
        "tea tea fan fan sword sword parasol parasol lute",
        "lute lute figurine figurine chopsticks chopsticks coin1 coin2 coin3",
        "tea tea fan fan sword sword parasol parasol lute",
        "lute lute figurine figurine chopsticks chopsticks coin1 coin2 coin3",
        "tea fan fan sword sword parasol parasol lute lute",
    ]
    text = ""
    for r in rows:  # seat 1 takes 3 cards, seat 2 three more, seat 3 the rest
        text += "row %s\napprentice 9\nsplit 3 left\nchoose 1:1 2:2 3:2\n" % r
        text += "split 3 left\nchoose 2:1 3:2\n"
    g = game(3, text=text)
    assert g.over() and g.round == 5
    assert g.master == 2  # seat 3 took the apprentice each round
    # seat 1: 5 tea -5, 4 fans -4, 4 lutes -4, 2 figurines 6; seat 2: 2 fans -2, 6 swords
    # -6, 2 figurines 6, 4 chopsticks 8, a parasol 5; seat 3: 5 parasols -5, 4 lutes -4,
    # coins 12
    assert [g.score(p) for p in range(3)] == [-7, 11, 3]
    s = zt.summary(g)
    assert s["totals"] == [-7, 11, 3] and s["winners"] == [2] and s["decided_by"] == "most points"


def test_tally_only_enters_collections_and_scores_them():
    text = (
        "zooscape players=3\ntally-only\n"
        "collection 1 tea=0 fan=0 sword=2 parasol=0 lute=1 figurine=4 chopsticks=0 "
        "kimono=4 fire=0 coins=-\n"
        "collection 2 tea=1 fan=0 sword=0 parasol=0 lute=0 figurine=0 chopsticks=0 "
        "kimono=0 fire=1 coins=4\n"
        "collection 3 tea=0 fan=0 sword=0 parasol=0 lute=0 figurine=0 chopsticks=0 "
        "kimono=0 fire=0 coins=5,3\n"
    )
    g = record.parse(text)[3]
    assert g.over() and [g.score(p) for p in range(3)] == [8, 8, 8]
    assert g.decide() == ([8, 8, 8], [0], zs.R_MORE_CARDS, 0)  # 11 cards, 3, 2
    assert record.format_record(zs.GAME_ID, 3, record.parse(text)[2]) == text.replace(
        "coins=5,3", "coins=5,3"
    )


def test_tally_only_refuses_more_than_exist():
    g = record.parse("zooscape players=3\ntally-only\n")[3]
    assert refused(g, zs.IN_ANSWER + 8) == "More than there are"  # 5 tea bowls + 2 copies
    feed(g, zs.IN_ANSWER + 7)
    for _ in range(7):
        feed(g, zs.IN_ANSWER)
    feed(g, zs.IN_ANSWER)
    assert g.asked == zs.Q_COINS
    feed(g, zs.IN_DONE)
    assert refused(g, zs.IN_ANSWER + 1) == "More than there are"  # copies are used up
