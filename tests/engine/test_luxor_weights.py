"""Luxor's policy constants as ``Weights``: the fitted ones play by the rules, survive
``bench.distill``'s flattening, and are what the expert's rollouts play (hard keeps the normal
ones)."""

from __future__ import annotations

import pytest

from bench.distill import WeightedAgent, flatten, rebuild
from engine.core import get_game
from engine.luxor import ai as luxor_ai
from tests.engine.ai_checks import decisions, finishes, normal_game_states, weights_played

GAME = get_game("luxor")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fitted_policy_plays_whole_games_by_the_rules(players):
    """Every action it picks is one the game offers, and the game reaches a result."""
    agents = {seat: WeightedAgent(GAME.id, luxor_ai.FITTED, seat) for seat in range(players)}
    assert finishes(GAME, GAME.setup(players, seed=players), agents)


def test_weights_flatten_to_named_numbers_and_back():
    flat = flatten(luxor_ai.NORMAL)
    assert flat["hope_by_entries[1]"] == 0.6
    assert flat["card_worth[move-all]"] == 3.0
    assert flat["win_bonus"] == 20.0
    assert rebuild(luxor_ai.NORMAL, flat) == luxor_ai.NORMAL
    assert rebuild(luxor_ai.NORMAL, flatten(luxor_ai.FITTED)) == luxor_ai.FITTED
    changed = rebuild(luxor_ai.NORMAL, flat | {"card_worth[range]": 0.5})
    assert changed.card_worth["range"] == 0.5 and changed.card_worth["move-all"] == 3.0


def test_expert_rollouts_play_the_fitted_weights_and_hard_the_normal_ones(monkeypatch):
    state, seat = decisions(GAME, normal_game_states(GAME, 4))[0]
    view, prompt = GAME.view(state, seat), GAME.pending(state)[seat]
    expert, hard = weights_played(monkeypatch, GAME.id, view, prompt)
    assert len(expert) > len(prompt.options) and set(expert) == {luxor_ai.FITTED}
    assert len(hard) > 10 and set(hard) == {luxor_ai.NORMAL}
