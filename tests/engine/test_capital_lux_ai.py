"""Capital Lux's computer players: they see only their seat's view, answer every prompt with an
offered option, finish games, and make the plays the heuristic is meant to make."""

import pytest

from engine.ai import HardAgent, NormalAgent, SearchBudget
from engine.capital_lux import GAME
from engine.capital_lux.ai import policy
from engine.capital_lux.cards import COLOURS
from engine.core import Rng, State
from tests.engine.ai_checks import decisions, finishes, normal_game_states
from tests.engine.capital_lux_tables import (
    act,
    card_in_hand,
    end_round,
    prompt,
    shuffle_hidden,
    table,
)
from tests.engine.capital_lux_tables import play as play_card

QUICK = SearchBudget(iterations=12, rollout_actions=8)
"""A small search budget, so whole games with the hard level stay quick."""


def choice(state: State, seat: int) -> dict:
    """What the normal level plays in ``state`` for ``seat``."""
    return policy(GAME.view(state, seat), prompt(state, seat), Rng(0))


# -- hidden information ---------------------------------------------------------------------------


def test_normal_choices_do_not_depend_on_what_the_seat_cannot_see():
    for state, seat in decisions(GAME, normal_game_states(GAME, 3))[::3]:
        asked = prompt(state, seat)
        shuffled = shuffle_hidden(state, seat, Rng(state.version))
        mine = NormalAgent(7).choose(GAME.view(state, seat), asked)
        again = NormalAgent(7).choose(GAME.view(shuffled, seat), prompt(shuffled, seat))
        assert mine == again


@pytest.mark.parametrize("kind", ["pick", "play", "destination"])
def test_hard_choices_do_not_depend_on_what_the_seat_cannot_see(kind):
    """With the real budget: the searcher samples hidden parts from its view and its own rng."""
    state, seat = next(
        (state, seat)
        for state, seat in decisions(GAME, normal_game_states(GAME, 5))
        if prompt(state, seat).kind == kind and state.data["round"] == 2
    )
    shuffled = shuffle_hidden(state, seat, Rng(state.version))
    mine = HardAgent(11).choose(GAME.view(state, seat), prompt(state, seat))
    again = HardAgent(11).choose(GAME.view(shuffled, seat), prompt(shuffled, seat))
    assert mine == again


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_players_finish_games_with_offered_options(players):
    assert finishes(GAME, GAME.setup(players, 12), NormalAgent)


def test_hard_and_normal_players_finish_a_game_with_offered_options():
    assert finishes(GAME, GAME.setup(2, 4), {0: HardAgent(1, QUICK), 1: NormalAgent(2)})


def test_hard_players_finish_a_four_player_game():
    tiny = SearchBudget(iterations=3, rollout_actions=4)
    assert finishes(GAME, GAME.setup(4, 8), lambda seat: HardAgent(seat, tiny))


# -- the heuristic on hand-built tables -----------------------------------------------------------


def test_on_the_final_turn_a_card_that_would_break_the_limit_goes_to_the_capital():
    """Home, blue would be 14 against a limit of 8 and all of it would be discarded."""
    state = table(
        hands={0: ["b6"]}, homes={0: ["b4", "b4"]}, capital=["b5", "b3"], turn=0, final=[]
    )
    card = card_in_hand(state, 0, "b6")
    assert choice(state, 0) == {"do": "capital", "card": card}


def test_a_high_card_goes_home_where_the_capital_has_room():
    state = table(hands={0: ["g6"], 1: ["b2", "b3"]}, capital=["g5", "g5", "g4"])
    card = card_in_hand(state, 0, "g6")
    assert choice(state, 0) == {"do": "home", "card": card}


def test_the_cleric_takes_a_card_the_home_city_can_keep():
    """Taking the only yellow or green card leaves its column at 0 below my new home card;
    taking b4 leaves b6 above it."""
    state = table(
        hands={0: ["p3", "y2"], 1: ["b2", "b3"]},
        capital=["b4", "b6", "y2", "g3"],
    )
    state, _ = play_card(state, 0, "p3", "capital")
    assert prompt(state, 0).kind == "cleric"
    assert choice(state, 0) == {"do": "take", "colour": COLOURS.index("blue")}


@pytest.mark.parametrize(("drawn", "column"), [(4, "green"), (-3, "yellow")])
def test_the_agent_saves_my_colour_or_breaks_a_rivals(drawn, column):
    """My green home is 1 over its limit; the rival's yellow home is exactly at its limit."""
    state = table(
        hands={0: ["b2", "p2"], 1: ["p3", "p4"]},
        homes={0: ["g6", "g5"], 1: ["y6", "y4"]},
        capital=["g6", "g4", "y5", "y5"],
        mod_pile=[drawn],
    )
    state, _ = play_card(state, 0, "b2", "capital")
    assert prompt(state, 0).kind == "agent"
    assert choice(state, 0) == {"do": "place", "column": COLOURS.index(column)}


@pytest.mark.parametrize(
    ("round_number", "home", "capital", "expected"),
    [(3, ["y6", "y6"], ["y6", "y4"], "pay"), (1, ["y2"], [], "discard")],
)
def test_pay_at_a_limit_only_when_it_costs_little_of_the_colour(
    round_number, home, capital, expected
):
    """2 over the limit with 3 coins: worth paying to keep 12 points in the last round, not to
    keep 2 in the first."""
    state, _ = end_round(homes={0: home}, capital=capital, coins={0: 3}, round_number=round_number)
    assert prompt(state, 0).kind == "limit"
    assert choice(state, 0)["do"] == expected


def test_the_draft_takes_a_high_card_of_a_colour_with_room():
    """Green has room for a 5 at home; pink has no Capital card, so p6 could not stay home."""
    state = table(
        hands={0: ["g5", "p6", "b2", "y2"], 1: ["b3", "b4", "y3", "y4"]},
        capital=["g6", "g6", "g4"],
    )
    data = state.data
    packets = data["hands"]
    data.update(
        phase="draft",
        turn=None,
        hands=[0, 0],
        draft={"step": 1, "packets": packets, "picks": [0, 0], "to_pick": [2, 2]},
    )
    card = card_in_hand(state, 0, "g5")
    assert choice(state, 0) == {"do": "pick", "card": card}
    state, _ = act(state, 0, {"do": "pick", "card": card})
    assert prompt(state, 0).kind == "pick"
