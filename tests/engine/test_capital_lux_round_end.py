"""The end of a round: modifiers, limits and gold, bonus cards, the next start player
(rules: "3. End of the round")."""

import pytest

from engine.capital_lux import GAME
from tests.engine.capital_lux_tables import (
    act,
    colour_index,
    end_round,
    keys,
    kinds,
    prompt,
)
from tests.engine.contract_checks import assert_illegal

GREEN, YELLOW, BLUE, PINK = (colour_index(c) for c in ("green", "yellow", "blue", "pink"))


def test_rulebook_example_pays_for_yellow_and_blue_and_discards_pink():
    """The rulebook's example: Capital 9/3/9/12 (modifiers included) against home 6 green,
    4 yellow, 11 blue, 13 pink; "pays 3 coins to avoid discarding the blue and yellow cards;
    only the pink cards are discarded". "Capital total of a colour = its cards + its
    modifiers"; paid gold returns to the supply. Decision: a player's colours are decided in
    the fixed order green, yellow, blue, pink, each when the earlier ones are settled."""
    state, events = end_round(
        homes={0: ["g6", "y4", "b5", "b6", "p6", "p4", "p3"]},
        capital=["g4", "g5", "y4", "b4", "b5", "p5", "p3"],
        mods=[(-1, "yellow", 1), (4, "pink", 0)],
        coins={0: 3},
        last="y2",
    )
    assert keys(events).count("capital-lux-ev-revealed") == 2
    assert state.data["report"]["limits"] == [9, 3, 9, 12]
    assert list(GAME.pending(state)) == [0]
    yellow = prompt(state, 0)
    assert yellow.kind == "limit"
    assert yellow.label.args["cost"] == 1 and yellow.label.args["home"] == 4
    state, _ = act(state, 0, {"do": "pay", "colour": YELLOW})
    assert state.data["coins"][0] == 2 and state.data["supply"] == 6
    blue = prompt(state, 0)
    assert blue.label.args["cost"] == 2
    state, events = act(state, 0, {"do": "pay", "colour": BLUE})
    data = state.data
    assert data["coins"] == [0, 0] and data["supply"] == 8
    assert "capital-lux-ev-discarded" in keys(events), "pink is unaffordable: discarded"
    assert kinds(data["discard"]) == ["p3", "p4", "p6"]
    assert kinds(data["homes"][0]) == ["b5", "b6", "g6", "y4"]
    assert data["report"]["decisions"] == [[0, YELLOW, 1, 0], [0, BLUE, 2, 0], [0, PINK, 0, 3]]
    assert data["round"] == 2 and data["phase"] == "draft"


def test_home_total_equal_to_the_capital_total_is_allowed():
    """ "Equal is allowed"."""
    state, events = end_round(
        homes={0: ["b4", "b5"]},
        capital=["b6", "b3", "y2"],
        mods=[(-1, "green", 1), (-3, "green", 0)],
        last="y2",
    )
    assert "capital-lux-ev-discarded" not in keys(events)
    assert kinds(state.data["homes"][0]) == ["b4", "b5"]
    assert state.data["phase"] == "draft"


def test_over_the_limit_without_enough_gold_discards_without_asking():
    """ "must discard all home cards of that colour (out of the game) — unless they pay gold
    equal to the difference": with too little gold there is nothing to decide."""
    state, events = end_round(
        homes={0: ["y5", "y6", "g2"]}, capital=["y4", "y3", "g2"], coins={0: 3}
    )
    data = state.data
    assert data["phase"] == "draft", "no limit prompt: 4 gold were needed"
    assert kinds(data["homes"][0]) == ["g2"]
    assert kinds(data["discard"]) == ["y5", "y6"]
    assert data["coins"][0] == 3


def test_discarding_can_be_chosen_over_paying():
    """Paying is optional: the player may keep the gold and lose the cards."""
    state, _ = end_round(homes={0: ["y5"]}, capital=["y4"], coins={0: 2}, last="y2")
    assert prompt(state, 0).kind == "limit"
    state, _ = act(state, 0, {"do": "discard", "colour": YELLOW})
    assert state.data["homes"][0] == 0 and state.data["coins"][0] == 2
    assert kinds(state.data["discard"]) == ["y5"]


def test_the_whole_difference_must_be_paid_and_exact_gold_is_enough():
    """ "pay gold equal to the difference (the whole difference...)": 3 over with 3 gold."""
    state, _ = end_round(homes={0: ["b6", "b5"]}, capital=["b4", "b4"], coins={0: 3})
    pay = prompt(state, 0).options[0]
    assert pay.action == {"do": "pay", "colour": BLUE} and pay.label.args["coins"] == 3
    state, _ = act(state, 0, pay.action)
    assert state.data["coins"][0] == 0 and state.data["supply"] == 8
    assert kinds(state.data["homes"][0]) == ["b5", "b6"]


def test_paid_gold_keeps_the_colour_for_this_round_only():
    """ "(the whole difference, for that colour, this round only; paid gold returns to the
    supply)": at the next round end the same colour is checked again."""
    state, _ = end_round(
        3, homes={0: ["g5", "g6"]}, capital=["g4", "g3", "b6"], coins={0: 4, 1: 1}, last="b2"
    )
    state, _ = act(state, 0, {"do": "pay", "colour": GREEN})
    data = state.data
    assert data["coins"] == [0, 1, 0] and data["supply"] == 7
    assert data["round"] == 2
    assert kinds(data["capital"]) == ["g3"], "g4 and b6 went out as bonus cards"
    # Skip round 2's draft and play: its last seat puts its only card home.
    draft = data["draft"]
    for cards in draft["packets"] + draft["picks"]:
        data["deck"] |= cards
    last = data["deck"] & -data["deck"]
    data["deck"] ^= last
    data.update(phase="play", draft=None, hands=[0, 0, last], turn=2, final=[], start=2)
    state, events = act(state, 2, {"do": "home", "card": last.bit_length() - 1})
    assert "capital-lux-ev-discarded" in keys(events), "green 11 > 3 again, and no gold left"
    assert state.data["homes"][0] == 0


def test_each_player_decides_at_once_and_colour_by_colour():
    """ "Each affected player decides colour by colour": both players are asked together, each
    about their first colour over the limit."""
    state, _ = end_round(
        homes={0: ["g5", "b5"], 1: ["b6"]},
        capital=["g2", "b3"],
        coins={0: 5, 1: 3},
        last="y2",
        mods=[(2, "yellow", 0)],
    )
    pending = GAME.pending(state)
    assert sorted(pending) == [0, 1]
    assert pending[0].options[0].action == {"do": "pay", "colour": GREEN}
    assert pending[1].options[0].action == {"do": "pay", "colour": BLUE}
    state, _ = act(state, 1, {"do": "pay", "colour": BLUE})
    assert_illegal(GAME, state, 0, {"do": "pay", "colour": BLUE}, "not-offered")
    state, _ = act(state, 0, {"do": "discard", "colour": GREEN})
    assert prompt(state, 0).options[0].action == {"do": "pay", "colour": BLUE}


def test_a_colour_without_home_cards_is_never_over_the_limit():
    """Decision: with no cards of a colour at home there is nothing to discard or pay for, even
    when modifiers push the Capital total below zero."""
    state, events = end_round(homes={0: ["y3"]}, capital=["y6"], mods=[(-3, "green", 1)], last="y2")
    assert "capital-lux-ev-discarded" not in keys(events)
    assert state.data["phase"] == "draft"


def test_the_round_end_report_stays_in_view_until_the_next_round_is_played():
    """Decision: what the round end revealed and decided (modifiers, limits, payments and
    discards, bonus cards) stays in every view through the next draft, and is put away when
    the next round's play begins (the game log keeps it)."""
    state, _ = end_round(homes={0: ["b4"]}, capital=["b6", "b5"], mods=[(2, "pink", 0)], last="b2")
    report = GAME.view(state, None).data["round_end"]
    assert report == {
        "round": 1,
        "modifiers": [[PINK, 0, 2]],
        "limits": [0, 0, 11, 2],
        "decisions": [],
        "bonus": [[0, BLUE]],
        "discarded_points": [],
    }
    while state.data["phase"] == "draft":
        seat = min(GAME.pending(state))
        state, _ = act(state, seat, GAME.pending(state)[seat].options[0].action)
    assert GAME.view(state, None).data["round_end"] is None


def test_a_negative_capital_total_counts_in_full():
    """Modifiers can push a column below zero; the difference is then larger than the cards."""
    state, _ = end_round(homes={0: ["y3"]}, capital=["y2"], mods=[(-3, "yellow", 1)], coins={0: 5})
    assert prompt(state, 0).label.args["cost"] == 4


def test_bonus_cards_go_to_the_highest_home_total_of_each_colour():
    """ "the player with the highest home total ... takes the highest card of that colour from
    the Capital, face down in front of them (not in the home city)"."""
    state, events = end_round(
        homes={0: ["b4", "b3"], 1: ["b5"]}, capital=["b6", "b2", "b6", "b5", "b4"]
    )
    data = state.data
    assert kinds(data["bonus"][0]) == ["b6"] and data["bonus"][1] == 0
    assert kinds(data["capital"]) == ["b2", "b4", "b5", "b6"]
    assert kinds(data["homes"][0]) == ["b3", "b4"]
    secret = [e for e in events if e.label.key == "capital-lux-ev-you-bonus"]
    assert [e.to for e in secret] == [0], "only the owner learns the bonus card's value"


def test_bonus_ties_go_in_turn_order_from_the_start_player_while_cards_remain():
    """The rulebook's example: three players tie in yellow; the start player takes the 6, the
    next in turn order the 4, the third gets nothing (no yellow card left)."""
    state, _ = end_round(
        3,
        homes={0: ["y5"], 1: ["y5"], 2: ["y5"]},
        capital=["y6", "y4", "g6"],
        start=1,
    )
    data = state.data
    assert kinds(data["bonus"][1]) == ["y6"]
    assert kinds(data["bonus"][2]) == ["g6", "y4"], "seat 2 also played the last card, g2"
    assert data["bonus"][0] == 0
    assert data["report"]["bonus"] == [[2, GREEN], [1, YELLOW], [2, YELLOW]]


def test_no_bonus_card_without_cards_of_that_colour_at_home():
    """ "(after limits, must be above 0)": nobody has pink at home, so pink stays."""
    state, _ = end_round(homes={0: ["g3"]}, capital=["p6", "g6"], last="g2")
    assert kinds(state.data["bonus"][0]) == ["g6"]
    assert state.data["bonus"][1] == 0
    assert kinds(state.data["capital"]) == ["p6"]


def test_bonus_cards_are_given_after_limits():
    """A player who lost a colour to the limit no longer has the highest total of it."""
    state, _ = end_round(homes={0: ["y6", "y5"], 1: ["y3"]}, capital=["y4", "y6"], last="y2")
    data = state.data
    assert kinds(data["discard"]) == ["y5", "y6"]
    assert kinds(data["bonus"][1]) == ["y6"]


@pytest.mark.parametrize(
    ("start", "homes", "expected"),
    [
        (0, {0: ["g4"], 1: ["g5"], 2: ["g3"]}, 1),
        (1, {0: ["g5"], 1: ["g5"], 2: ["g2"]}, 1),
        (2, {0: ["g5"], 1: ["g5"], 2: ["g2"]}, 0),
        (1, {0: ["g5"], 1: ["g2"], 2: ["g5"]}, 2),
    ],
)
def test_next_start_player_is_the_highest_home_total_ties_clockwise_from_the_last(
    start, homes, expected
):
    """ "the start player is the one with the highest home total over all colours (bonus cards
    excluded); tie: the first tied player clockwise starting from the previous start player
    (D: that player included)"."""
    state, _ = end_round(3, homes=homes, capital=["g6", "g6", "g6", "p6"], start=start, last="p2")
    assert state.data["start"] == expected
    assert state.data["round"] == 2


def test_bonus_cards_do_not_count_for_the_next_start_player():
    state, _ = end_round(
        homes={0: ["y4"], 1: ["y3"]}, bonus={1: ["b6", "b6"]}, capital=["y6"], start=0, last="p2"
    )
    assert state.data["start"] == 0


def test_modifiers_go_back_into_the_pile_for_the_next_round():
    """ "modifiers go back and are reshuffled into the pile"."""
    state, _ = end_round(
        capital=["b6"], mods=[(4, "blue", 0), (-3, "green", 1), (2, "pink", 1)], last="p2"
    )
    data = state.data
    assert data["mods"] == [] and data["mod_pile"] == [0, 1, 2, 3]
    assert data["report"]["modifiers"] == [[GREEN, 1, -3], [BLUE, 0, 4], [PINK, 1, 2]]


def test_capital_and_home_cities_stay_for_the_next_round():
    """ "Capital and home cities stay as they are"."""
    state, _ = end_round(homes={0: ["b2"]}, capital=["b6", "b5", "g3"], last="p2")
    data = state.data
    assert kinds(data["capital"]) == ["b5", "g3"], "b6 went out as the blue bonus card"
    assert kinds(data["homes"][0]) == ["b2"]
    assert data["round"] == 2
