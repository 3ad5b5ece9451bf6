"""Random legal playouts: every game ends with a result; after every action all components are
accounted for, the JSON round-trip is exact and views do not leak; replays are exact."""

import pytest

from engine.capital_lux import GAME
from engine.capital_lux.cards import cards_in
from engine.core import Rng
from tests.engine.capital_lux_tables import (
    accounted_for,
    assert_keeps_to_memory,
    left,
    shuffle_hidden,
)
from tests.engine.contract_checks import random_playouts

GAMES = 300
LEAK_CHECKED_GAMES = 20


def no_leak(state):
    """Each seat's view (and a spectator's) is unchanged when everything hidden from it is
    dealt anew (the other seats' memories of their draft passes with it); a seat's own part
    shows exactly its own hand, and what it passed in this round's draft: its own passes, which
    the game keeps true to where the cards went."""
    spectator = GAME.view(state, None)
    assert GAME.view(shuffle_hidden(state, None, Rng(state.version)), None) == spectator
    assert spectator.data["me"] is None
    for seat in range(state.players):
        view = GAME.view(state, seat)
        assert GAME.view(shuffle_hidden(state, seat, Rng(state.version)), seat) == view
        me = view.data["me"]
        assert me["seat"] == seat
        hand = state.data["hands"][seat]
        assert me["hand"] == [card for card in range(72) if hand >> card & 1]
        passed = state.data["passed"]
        steps = [] if passed is None else list(enumerate(passed[seat], start=1))
        assert me["passed"] == [
            {"step": step, "to": left(seat, state.players), "cards": cards_in(cards)}
            for step, cards in steps
            if cards
        ]
        assert_keeps_to_memory(state, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_conserve_everything_and_replay(players):
    results = random_playouts(GAME, players, GAMES, invariant=accounted_for)
    assert len(results) == GAMES
    assert all(1 in result.ranks for result in results)
    assert {result.ranks.index(1) for result in results} == set(range(players)), (
        "every seat wins some games"
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_never_leak_during_random_games(players):
    def invariant(state):
        accounted_for(state)
        no_leak(state)

    random_playouts(GAME, players, LEAK_CHECKED_GAMES, first_seed=1000, invariant=invariant)
