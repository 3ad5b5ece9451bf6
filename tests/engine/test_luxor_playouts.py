"""Random complete games: they all end, every component stays accounted for, replays and JSON
round-trips are exact (``tests/engine/contract_checks.py``)."""

import pytest

from engine.luxor import GAME
from tests.engine.contract_checks import random_playouts
from tests.engine.luxor_builder import assert_accounted_for

ROUND_TRIP_EVERY = 2
"""A JSON round trip costs more than an action; every other one keeps these 600 games within
the test budget while every stage kind is still checked many times."""

GAMES = 200


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_component_accounted_for(players):
    results = random_playouts(
        GAME, players, GAMES, invariant=assert_accounted_for, round_trip_every=ROUND_TRIP_EVERY
    )
    assert len(results) == GAMES
    assert all(len(result.breakdown) == players for result in results)
    assert all(
        sum(points.values()) == score
        for result in results
        for points, score in zip(result.breakdown, result.scores, strict=True)
    )
