"""``bench.distill`` fits a game's heuristic constants to a search's preferences, and the expert's
rollouts play the result (the game's ``rollout_policy``)."""

from __future__ import annotations

import pytest

from bench.distill import (
    Decision,
    WeightedAgent,
    fit,
    flatten,
    rebuild,
    regret,
    start_weights,
    teacher_values,
    weighted_policy,
)
from engine.ai.policies import game_ai, policy, rollout_policy
from engine.capital_lux import ai as capital_lux_ai
from engine.core import Rng, get_game
from engine.mausoleum import ai as mausoleum_ai
from tests.engine.ai_checks import (
    decisions,
    finishes,
    normal_game_states,
    record_weights,
    weights_played,
)

GAME = "mausoleum"
TEACHERS = {
    "mausoleum": mausoleum_ai.FITTED,
    "capital-lux": capital_lux_ai.Weights(capital_share=1.0, power_worth=(2.0, 1.0, 0.5, 8.0)),
}
"""Weights whose choices a made-up teacher prefers, per game."""


def made_up_decisions(game_id: str, count: int) -> list[Decision]:
    """Decisions valued by a made-up teacher: 1 for what :data:`TEACHERS`' weights pick."""
    teacher_choice = weighted_policy(game_id, TEACHERS[game_id])
    made_up = []
    for view, prompt in choices(count, game_id):
        pick = teacher_choice(view, prompt, Rng.from_seed(1))
        values = [1.0 if option.action == pick else 0.0 for option in prompt.options]
        made_up.append(Decision(view, prompt, values))
    return made_up


def choices(count: int, game_id: str = GAME) -> list[tuple]:
    """Views and prompts with a choice, from normal games."""
    game = get_game(game_id)
    found = decisions(game, normal_game_states(game, 4))
    return [(game.view(state, seat), game.pending(state)[seat]) for state, seat in found][:count]


NAMED = {
    "capital-lux": {"card_variance": 6.0, "power_worth[3]": 2.0, "pay_share[0]": 0.6},
    "luxor": {"hope_by_entries[1]": 0.6, "card_worth[move-all]": 3.0, "win_bonus": 20.0},
    "mausoleum": {"attack_patience": 1.5, "next_set_share[3]": 0.65, "hold[invasion]": 5.0},
}
"""A few of each game's normal constants, as ``flatten`` names them."""
FITTED_GAMES = ["luxor", "mausoleum"]
"""The games whose fitted weights beat the normal ones, so the expert's rollouts play them."""


@pytest.mark.parametrize("game_id", sorted(NAMED))
def test_weights_flatten_to_named_numbers_and_back(game_id):
    module = game_ai(game_id)
    flat = flatten(module.NORMAL)
    assert flat | NAMED[game_id] == flat
    assert rebuild(module.NORMAL, flat) == module.NORMAL
    for name in NAMED[game_id]:
        changed = flat | {name: flat[name] + 0.5}
        assert flatten(rebuild(module.NORMAL, changed)) == changed
    if game_id in FITTED_GAMES:
        assert rebuild(module.NORMAL, flatten(module.FITTED)) == module.FITTED


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
    made_up = made_up_decisions(game_id, 80)
    before, _ = regret(game_id, normal, made_up)
    assert before > 0, "the normal policy disagrees somewhere, or the test shows nothing"
    result = fit(game_id, normal, made_up, sweeps=1)
    after, agreed = regret(game_id, result, made_up)
    assert after < before and agreed > 1 - before
    assert result != normal


def test_a_bounded_fit_keeps_every_constant_within_its_factor_of_the_start():
    """``--bound 2``: the made-up teacher prefers the Cleric's power at 8 (the value that made
    the unbounded Capital Lux fit lose); bounded, no constant leaves [start / 2, start × 2]."""
    game_id = "capital-lux"
    normal = capital_lux_ai.NORMAL
    made_up = made_up_decisions(game_id, 80)
    free = flatten(fit(game_id, normal, made_up, sweeps=1))
    bounded = flatten(fit(game_id, normal, made_up, sweeps=1, bound=2.0))
    start = flatten(normal)
    outside = [name for name in start if not 0.5 <= free[name] / start[name] <= 2.0]
    assert outside, "the unbounded fit must leave the bound somewhere, or the test shows nothing"
    assert all(0.5 <= bounded[name] / start[name] <= 2.0 for name in start)
    assert bounded != start


def test_a_second_step_starts_from_the_weights_the_expert_rolls_out_with(monkeypatch):
    """``--start rollout``: the fit starts from the game's ``FITTED`` weights (normal where it has
    none), and the teacher's rollouts play them."""
    assert start_weights(GAME, "rollout") is mausoleum_ai.FITTED
    assert start_weights(GAME, "normal") is mausoleum_ai.NORMAL
    assert start_weights("capital-lux", "rollout") is capital_lux_ai.NORMAL
    view, prompt = choices(1)[0]
    used = record_weights(monkeypatch, GAME)
    teacher_values(GAME, view, prompt, 2, Rng.from_seed(5), mausoleum_ai.FITTED)
    assert len(used) > len(prompt.options) and set(used) == {mausoleum_ai.FITTED}
    used.clear()
    teacher_values(GAME, view, prompt, 2, Rng.from_seed(5))
    assert len(used) > len(prompt.options) and set(used) == {mausoleum_ai.NORMAL}


def test_the_teacher_values_every_option_from_the_view_alone():
    view, prompt = choices(1)[0]
    values = teacher_values(GAME, view, prompt, 3, Rng.from_seed(5))
    assert len(values) == len(prompt.options)
    assert all(0.0 <= value <= 1.0 for value in values)
    assert teacher_values(GAME, view, prompt, 3, Rng.from_seed(5)) == values


@pytest.mark.parametrize("game_id", FITTED_GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fitted_policy_plays_whole_games_by_the_rules(game_id, players):
    """Every action it picks is one the game offers, and the game reaches a result."""
    game = get_game(game_id)
    fitted = game_ai(game_id).FITTED
    agents = {seat: WeightedAgent(game_id, fitted, seat) for seat in range(players)}
    assert finishes(game, game.setup(players, seed=players), agents)


@pytest.mark.parametrize("game_id", FITTED_GAMES)
def test_expert_rollouts_play_the_fitted_weights_and_hard_the_normal_ones(monkeypatch, game_id):
    view, prompt = choices(1, game_id)[0]
    module = game_ai(game_id)
    expert, hard = weights_played(monkeypatch, game_id, view, prompt)
    assert len(expert) > len(prompt.options) and set(expert) == {module.FITTED}
    assert len(hard) > 10 and set(hard) == {module.NORMAL}


def test_a_game_without_a_rollout_policy_rolls_out_with_its_normal_one(monkeypatch):
    monkeypatch.delattr(mausoleum_ai, "rollout_policy")
    assert rollout_policy(GAME) is policy(GAME)


@pytest.mark.parametrize("game_id", sorted(NAMED))
def test_only_the_games_whose_fit_beat_normal_give_the_expert_fitted_rollouts(game_id):
    """Capital Lux's fit lost to the normal policy (44.9% of 2,000 games): its expert keeps the
    normal rollouts."""
    module = game_ai(game_id)
    assert hasattr(module, "rollout_policy") == (game_id in FITTED_GAMES)
    assert (rollout_policy(game_id) is policy(game_id)) == (game_id not in FITTED_GAMES)
