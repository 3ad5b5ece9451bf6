"""The hard level: Monte Carlo search over determinized hidden information.

The searcher never sees hidden cards. Each iteration samples one full state consistent with its
view (``Game.determinize``), plays the option chosen by UCB1 at the root, lets every seat continue
with the game's heuristic policy for a bounded number of actions, then scores the position with
the game's ``evaluate`` (or the real result if the game ended). Averaging over many samples is
what makes the choice robust to what the searcher cannot know (perfect-information Monte Carlo
with a bandit at the root).

The budget is a number of iterations, not seconds, so a searcher with a fixed seed is
deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai.policies import Policy, evaluate, policy
from engine.core import Action, Game, Prompt, Rng, State, View, get_game


@dataclass(frozen=True)
class SearchBudget:
    iterations: int = 200
    rollout_actions: int = 40
    """Actions played after the root option before the position is evaluated."""
    exploration: float = 0.7
    """UCB1 constant, on rewards scaled to [0, 1]."""


def margin(values: list[float], seat: int) -> float:
    """How far ``seat`` is ahead of the best other seat (behind: negative)."""
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def reward(values: list[float], seat: int) -> float:
    """In [0, 1]: mostly whether ``seat`` leads, a little by how much (so near-ties still teach)."""
    ahead = margin(values, seat)
    lead = 1.0 if ahead > 0 else 0.5 if ahead == 0 else 0.0
    return 0.8 * lead + 0.2 * (0.5 + 0.5 * math.tanh(ahead / 10))


def rollout(
    game: Game[Any],
    state: State,
    seat: int,
    budget: SearchBudget,
    rng: Rng,
    choose: Policy | None = None,
) -> float:
    """The reward of playing on from ``state`` with ``choose`` for every seat (the game's
    normal policy unless told otherwise)."""
    choose = choose or policy(game.id)
    for _ in range(budget.rollout_actions):
        prompts = game.pending(state)
        if not prompts:
            break
        actor = min(prompts)
        options = prompts[actor].options
        if len(options) == 1:  # as the agents do; building a view for it would be waste
            action = options[0].action
        else:
            action = choose(game.view(state, actor), prompts[actor], rng)
        state, _ = game.apply(state, actor, action)
    result = game.result(state)
    values = [float(s) for s in result.scores] if result else evaluate(game.id, state)
    return reward(values, seat)


def search(
    view: View[Any],
    prompt: Prompt,
    budget: SearchBudget,
    rng: Rng,
    worlds: Callable[[View[Any], Rng], State] | None = None,
) -> Action:
    """``worlds``: where the sampled states come from (the game's ``determinize``; ``bench.ceiling``
    passes the true state, to measure what seeing everything would be worth)."""
    options = [option.action for option in prompt.options]
    if len(options) == 1:
        return options[0]
    game = get_game(view.game)
    seat = view.seat
    assert seat is not None, "a searcher plays for a seat"
    visits = [0] * len(options)
    totals = [0.0] * len(options)
    for iteration in range(budget.iterations):
        if iteration < len(options):
            arm = iteration
        else:
            log_n = math.log(iteration)
            arm = max(
                range(len(options)),
                key=lambda i: (
                    totals[i] / visits[i] + budget.exploration * math.sqrt(log_n / visits[i])
                ),
            )
        world = (worlds or game.determinize)(view, rng)
        after, _ = game.apply(world, seat, options[arm])
        totals[arm] += rollout(game, after, seat, budget, rng)
        visits[arm] += 1
    best = max(range(len(options)), key=lambda i: (visits[i], totals[i]))
    return options[best]
