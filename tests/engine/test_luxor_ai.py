"""Luxor's computer players: they see only their seat's view, answer every prompt with an offered
option, finish games, and make the moves the heuristic is meant to make."""

import pytest

from engine.ai import HardAgent, NormalAgent, SearchBudget
from engine.core import Rng, State
from engine.luxor import GAME
from engine.luxor.ai import evaluate, policy
from engine.luxor.board import STAIRS, TOMB
from tests.engine.ai_checks import decisions, finishes, normal_game_states
from tests.engine.luxor_builder import (
    LEFT,
    Scenario,
    blocked,
    card_id,
    hand,
    play,
    tile_id,
    treasure,
)
from tests.engine.test_luxor_view import hide_differently

QUICK = SearchBudget(iterations=8, rollout_actions=6)
"""A small search budget, so whole games with the hard level stay quick."""


def choice(state: State) -> dict:
    """What the normal level does for the pending seat."""
    ((seat, asked),) = GAME.pending(state).items()
    return policy(GAME.view(state, seat), asked, Rng(0))


def same_choice(agent_for, state: State, seat: int) -> None:
    """The choice is the same once the other hands and scarabs are exchanged for unseen ones."""
    hidden = hide_differently(state, seat)
    assert hidden.data != state.data
    mine = agent_for().choose(GAME.view(state, seat), GAME.pending(state)[seat])
    again = agent_for().choose(GAME.view(hidden, seat), GAME.pending(hidden)[seat])
    assert mine == again


# -- hidden information ---------------------------------------------------------------------------


def test_normal_choices_do_not_depend_on_what_the_seat_cannot_see():
    for state, seat in decisions(GAME, normal_game_states(GAME, 3))[::4]:
        same_choice(lambda: NormalAgent(7), state, seat)


@pytest.mark.parametrize("kind", ["card", "adventurer"])
def test_hard_choices_do_not_depend_on_what_the_seat_cannot_see(kind):
    """With the real budget: the searcher samples hidden cards from its view and its own rng."""
    state, seat = next(
        (state, seat)
        for state, seat in decisions(GAME, normal_game_states(GAME, 5))
        if GAME.pending(state)[seat].kind == kind and state.version > 20
    )
    same_choice(lambda: HardAgent(11), state, seat)


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_players_finish_games_with_offered_options(players):
    for seed in range(3):
        assert finishes(GAME, GAME.setup(players, seed), NormalAgent)


def test_hard_and_normal_players_finish_a_game_with_offered_options():
    assert finishes(GAME, GAME.setup(2, 4), {0: HardAgent(1, QUICK), 1: NormalAgent(2)})


def test_hard_players_finish_a_four_player_game():
    tiny = SearchBudget(iterations=2, rollout_actions=3)
    assert finishes(GAME, GAME.setup(4, 8), lambda seat: HardAgent(seat, tiny))


# -- the heuristic on hand-built tables -----------------------------------------------------------


def test_it_moves_the_adventurer_that_takes_a_treasure():
    """A vase (3 VP, needs one adventurer) one step ahead of one adventurer, nothing to gain
    ahead of the other."""
    tiles = {**blocked(*range(1, 41)), 10: treasure("vase", 3)}
    state = (
        Scenario()
        .tiles(tiles)
        .adventurers(0, 9, 20)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert choice(state) == {"do": "adventurer", "at": 9}


def test_without_a_key_it_takes_the_key_of_a_horus_tile():
    """The tomb needs a key: the first one is worth more than a level-1 Horus card."""
    tiles = {**blocked(*range(1, 41)), 5: tile_id("horus", levels=(1,))}
    state = (
        Scenario()
        .tiles(tiles)
        .adventurers(0, 4)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .deck(card_id("step", 2))
        .state()
    )
    state, _ = play(state, LEFT)
    assert choice(state) == {"do": "reward", "take": "key"}


def tomb_race(my_score: int, their_score: int) -> State:
    """Seat 1 is already in the tomb; seat 0 can end the game by entering it with its front
    adventurer (a 2 from 39, with a key) or walk its rear one."""
    state = (
        Scenario()
        .tiles(blocked(*range(1, 41)))
        .adventurers(0, 20, 39)
        .adventurers(1, STAIRS, TOMB)
        .keys(0, 1)
        .set(sarcophagi=[1], score=[my_score, their_score])
        .hand(0, *hand(("step", 2)))
        .state()
    )
    state, _ = play(state, LEFT)
    return state


def test_it_ends_the_game_by_entering_the_tomb_when_that_wins():
    assert choice(tomb_race(my_score=40, their_score=5)) == {"do": "adventurer", "at": 39}


def test_it_does_not_end_the_game_by_entering_the_tomb_when_that_loses():
    assert choice(tomb_race(my_score=5, their_score=60)) == {"do": "adventurer", "at": 20}


def test_evaluate_counts_points_already_scored():
    built = Scenario().adventurers(0, 10).adventurers(1, 10)
    before = evaluate(built.state())
    after = evaluate(built.set(score=[12, 3]).state())
    assert [a - b for a, b in zip(after, before, strict=True)] == pytest.approx([12, 3])
