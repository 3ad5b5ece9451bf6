"""Guardiões do Mausoléu's computer players: they see only their seat's view, answer every prompt
with an offered option, finish games, and make the plays the heuristic is meant to make."""

import pytest

from engine.ai import HardAgent, NormalAgent, SearchBudget
from engine.core import Rng, State
from engine.mausoleum import GAME
from engine.mausoleum.ai import evaluate, policy
from engine.mausoleum.cards import KIND_OF
from tests.engine import ai_checks
from tests.engine.ai_checks import finishes, normal_game_states
from tests.engine.mausoleum_tables import act, table
from tests.engine.test_mausoleum_views import rehide

QUICK = SearchBudget(iterations=12, rollout_actions=8)
"""A small search budget, so whole games with the hard level stay quick."""


def choice(state: State, seat: int) -> tuple[str, str | int | None]:
    """What the normal level does in ``state`` for ``seat``: (do, card kind or target seat)."""
    action = policy(GAME.view(state, seat), GAME.pending(state)[seat], Rng(0))
    return action["do"], KIND_OF[action["card"]] if "card" in action else action.get("seat")


def decisions(states: list[State]) -> list[tuple[State, int]]:
    """Real choices met while the seat cannot see 5+ cards of the draw pile."""
    return [
        (state, seat)
        for state, seat in ai_checks.decisions(GAME, states)
        if len(state.data["draw"]) >= 5
    ]


def same_choice(agent_for, state: State, seat: int) -> None:
    """The choice is the same once every card ``seat`` cannot see is dealt again."""
    shuffled = rehide(state, seat, state.version)
    assert shuffled.data != state.data
    mine = agent_for().choose(GAME.view(state, seat), GAME.pending(state)[seat])
    again = agent_for().choose(GAME.view(shuffled, seat), GAME.pending(shuffled)[seat])
    assert mine == again


# -- hidden information ---------------------------------------------------------------------------


def test_normal_choices_do_not_depend_on_what_the_seat_cannot_see():
    for state, seat in decisions(normal_game_states(GAME, 3))[::2]:
        same_choice(lambda: NormalAgent(7), state, seat)


@pytest.mark.parametrize("kind", ["play", "discard", "defend"])
def test_hard_choices_do_not_depend_on_what_the_seat_cannot_see(kind):
    """With the real budget: the searcher samples hidden cards from its view and its own rng."""
    state, seat = next(
        (state, seat)
        for seed in range(20)
        for state, seat in decisions(normal_game_states(GAME, seed))
        if GAME.pending(state)[seat].kind == kind
    )
    same_choice(lambda: HardAgent(11), state, seat)


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_players_finish_games_with_offered_options(players):
    for seed in range(10):
        assert finishes(GAME, GAME.setup(players, seed), NormalAgent)


def test_hard_and_normal_players_finish_a_game_with_offered_options():
    assert finishes(GAME, GAME.setup(2, 4), {0: HardAgent(1, QUICK), 1: NormalAgent(2)})


def test_hard_players_finish_a_four_player_game():
    tiny = SearchBudget(iterations=3, rollout_actions=4)
    assert finishes(GAME, GAME.setup(4, 8), lambda seat: HardAgent(seat, tiny))


# -- the heuristic on hand-built tables -----------------------------------------------------------


def test_it_completes_a_set_when_it_can():
    state = table(
        hands={0: ["statues", "base", "exchange", "sculptors"], 1: ["theft"]},
        areas={0: ["base", "columns", "pyramid"], 1: ["base"]},
    )
    assert choice(state, 0) == ("play", "statues")


def test_it_reveals_architects_when_an_earthquake_threatens_a_complete_set():
    state = table(
        hands={0: ["earthquake"], 1: ["architects", "theft"]},
        areas={1: ["base", "columns", "pyramid", "statues", "mausolus"]},
    )
    state, _ = act(state, 0, "play", "earthquake")
    state, _ = act(state, 0, "target", target=1)
    assert choice(state, 1) == ("defend", "architects")


def test_it_keeps_its_architects_when_an_earthquake_can_only_take_a_lone_construction():
    state = table(hands={0: ["earthquake"], 1: ["architects", "theft"]}, areas={1: ["base"]})
    state, _ = act(state, 0, "play", "earthquake")
    state, _ = act(state, 0, "target", target=1)
    assert choice(state, 1) == ("allow", None)


def test_invasion_takes_the_construction_that_completes_its_own_set():
    state = table(
        hands={0: ["invasion"], 1: ["theft"]},
        areas={0: ["base", "columns", "pyramid"], 1: ["base", "columns", "statues"]},
    )
    state, _ = act(state, 0, "play", "invasion")
    state, _ = act(state, 0, "target", target=1)
    assert choice(state, 0) == ("construction", "statues")


def test_earthquake_breaks_the_leaders_set_with_three_players():
    state = table(
        3,
        hands={0: ["earthquake", "sculptors"], 1: ["theft"], 2: ["theft"]},
        areas={1: ["base", "columns"], 2: ["base", "columns", "pyramid", "statues"]},
    )
    state, _ = act(state, 0, "play", "earthquake")
    assert choice(state, 0) == ("target", 2)


def test_it_discards_a_second_mausolus_first():
    """Only one Mausolus counts (D), and one is already in the area."""
    state = table(
        hands={0: ["theft", "base", "columns", "pyramid", "mausolus", "artemisia"], 1: ["theft"]},
        areas={0: ["mausolus", "statues"]},
    )
    state, _ = act(state, 0, "play", "artemisia")
    assert choice(state, 0) == ("discard", "mausolus")


def test_discovery_recovers_the_missing_construction_of_a_set():
    state = table(
        hands={0: ["discovery", "sculptors"], 1: ["theft"]},
        areas={0: ["base", "columns", "pyramid", "mausolus"]},
        discard=["statues", "exchange", "base"],
    )
    state, _ = act(state, 0, "play", "discovery")
    assert choice(state, 0) == ("recover", "statues")


def test_exchange_gives_away_what_neither_side_needs():
    state = table(
        hands={0: ["exchange", "mausolus", "base", "invasion"], 1: ["theft", "pyramid"]},
        areas={0: ["mausolus", "columns", "pyramid", "statues"], 1: ["mausolus"]},
    )
    state, _ = act(state, 0, "play", "exchange")
    state, _ = act(state, 0, "target", target=1)
    assert choice(state, 0) == ("give", "mausolus")


def test_evaluate_orders_areas_as_the_scoring_does():
    """Mausolus with a set, a bare set, three of a set, a lone construction."""
    state = table(
        4,
        areas={
            0: ["base", "columns", "pyramid", "statues", "mausolus"],
            1: ["base", "columns", "pyramid", "statues"],
            2: ["base", "columns", "pyramid"],
            3: ["base"],
        },
    )
    estimates = evaluate(state)
    assert estimates == sorted(estimates, reverse=True)
    assert estimates[0] >= 16 and estimates[1] >= 8
