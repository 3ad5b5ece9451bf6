"""``bench.distill`` fits a game's heuristic constants to a search's preferences, and the expert's
rollouts play the result (the game's ``rollout_policy``)."""

from __future__ import annotations

import pytest

from bench.distill import (
    Decision,
    fit,
    flatten,
    rebuild,
    regret,
    teacher_values,
    weighted_policy,
)
from engine.ai.policies import game_ai, policy, rollout_policy
from engine.capital_lux import ai as capital_lux_ai
from engine.core import Rng, get_game, play
from engine.mausoleum import ai as mausoleum_ai
from tests.engine.ai_checks import decisions, normal_game_states, weights_played

GAME = "mausoleum"
TEACHERS = {
    "mausoleum": mausoleum_ai.FITTED,
    "capital-lux": capital_lux_ai.Weights(capital_share=1.0, power_worth=(2.0, 1.0, 0.5, 8.0)),
}
"""Weights whose choices a made-up teacher prefers, per game."""


def choices(count: int, game_id: str = GAME) -> list[tuple]:
    """Views and prompts with a choice, from normal games."""
    game = get_game(game_id)
    found = decisions(game, normal_game_states(game, 4))
    return [(game.view(state, seat), game.pending(state)[seat]) for state, seat in found][:count]


def test_weights_flatten_to_named_numbers_and_back():
    flat = flatten(mausoleum_ai.NORMAL)
    assert flat["attack_patience"] == 1.5
    assert flat["next_set_share[3]"] == 0.65
    assert flat["hold[invasion]"] == 5.0
    assert rebuild(mausoleum_ai.NORMAL, flat) == mausoleum_ai.NORMAL
    changed = rebuild(mausoleum_ai.NORMAL, flat | {"hold[theft]": 2.0})
    assert changed.hold["theft"] == 2.0 and changed.hold["invasion"] == 5.0


def test_capital_lux_weights_flatten_to_named_numbers_and_back():
    normal = capital_lux_ai.NORMAL
    flat = flatten(normal)
    assert flat["card_variance"] == 6.0
    assert flat["power_worth[3]"] == 2.0 and flat["pay_share[0]"] == 0.6
    assert rebuild(normal, flat) == normal
    changed = rebuild(normal, flat | {"bonus_worth[1]": 0.5})
    assert changed.bonus_worth == (0.7, 0.5, 1.0) and changed.power_worth == normal.power_worth


@pytest.mark.parametrize("refused", ["base_spread", "bonus_scale"])
def test_capital_lux_weights_refuse_a_spread_or_scale_that_is_not_positive(refused):
    """The fit tries every constant scaled by 0; these two divide in the policy."""
    with pytest.raises(ValueError):
        rebuild(capital_lux_ai.NORMAL, flatten(capital_lux_ai.NORMAL) | {refused: 0.0})


@pytest.mark.parametrize("game_id", sorted(TEACHERS))
def test_the_fit_moves_the_policy_towards_the_teachers_choices(game_id):
    """A teacher that prefers what other weights pick: the fit from the normal weights lowers
    the regret, and changes constants to get there (passing over values the weights refuse)."""
    normal = game_ai(game_id).NORMAL
    teacher_choice = weighted_policy(game_id, TEACHERS[game_id])
    made_up = []
    for view, prompt in choices(80, game_id):
        pick = teacher_choice(view, prompt, Rng.from_seed(1))
        values = [1.0 if option.action == pick else 0.0 for option in prompt.options]
        made_up.append(Decision(view, prompt, values))
    before, _ = regret(game_id, normal, made_up)
    assert before > 0, "the normal policy disagrees somewhere, or the test shows nothing"
    result = fit(game_id, normal, made_up, sweeps=1)
    after, agreed = regret(game_id, result, made_up)
    assert after < before and agreed > 1 - before
    assert result != normal


def test_the_teacher_values_every_option_from_the_view_alone():
    view, prompt = choices(1)[0]
    values = teacher_values(GAME, view, prompt, 3, Rng.from_seed(5))
    assert len(values) == len(prompt.options)
    assert all(0.0 <= value <= 1.0 for value in values)
    assert teacher_values(GAME, view, prompt, 3, Rng.from_seed(5)) == values


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fitted_policy_plays_whole_games_by_the_rules(players):
    """Every action it picks is one the game offers (``play`` applies them through the rules)."""
    game = get_game(GAME)

    class Fitted:
        def __init__(self, seed: int) -> None:
            self.rng = Rng.from_seed(seed)

        def choose(self, view, prompt):
            action = rollout_policy(GAME)(view, prompt, self.rng)
            assert action in [option.action for option in prompt.options]
            return action

    run = play(game, game.setup(players, seed=players), {s: Fitted(s) for s in range(players)})
    assert game.result(run.state) is not None


def test_expert_rollouts_play_the_fitted_weights_and_hard_the_normal_ones(monkeypatch):
    view, prompt = choices(1)[0]
    expert, hard = weights_played(monkeypatch, GAME, view, prompt)
    assert len(expert) > len(prompt.options) and set(expert) == {mausoleum_ai.FITTED}
    assert len(hard) > 10 and set(hard) == {mausoleum_ai.NORMAL}


def test_a_game_without_a_rollout_policy_rolls_out_with_its_normal_one(monkeypatch):
    monkeypatch.delattr(mausoleum_ai, "rollout_policy")
    assert rollout_policy(GAME) is policy(GAME)
