"""The expert level: determinized search within a time budget, not an iteration count.

Like the hard level, the expert never sees hidden cards: every sample is a full state drawn from
its view (``Game.determinize``), played on by a heuristic policy for every seat (the game's
``rollout_policy`` where it has one: the normal policy with constants fitted to what a search
prefers, a better continuation than the normal level's) and scored with the game's
``evaluate`` where the rollout stops (:func:`engine.ai.search.rollout`).
It differs from hard in how it spends its samples:

- **Common random numbers**: one sampled world and one rollout seed are shared by every option
  still in the running, so options are compared on the same hidden cards and the same future
  dice; the noise of the deal cancels out of the comparison instead of drowning it.
- **Sequential halving**: the budget is cut into ``⌈log2 K⌉`` equal phases for ``K`` options;
  after each phase the worse half of the options is dropped, so the last seconds are spent
  telling the two best apart (the simple regret of the final choice is what counts, not
  the rewards gathered on the way, which UCB1 optimises).
- **The heuristic as prior**: the rollout policy's choice wins ties and carries a small bonus,
  so a short budget never plays worse than the heuristic on options the samples cannot tell
  apart.

Time is read from an injected ``clock`` (the worker's CPU time in play, a fake clock in tests):
with a clock that advances by a fixed step per reading the search is deterministic given its
seed, and the clock is read once per rollout whatever the hidden cards are.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai.policies import rollout_policy
from engine.ai.search import SearchBudget, rollout
from engine.core import Action, Prompt, Rng, View, get_game

Clock = Callable[[], float]
"""Seconds from an arbitrary origin (``time.process_time``: the thinking process's CPU time)."""

PRIOR_BONUS = 0.02
"""Added to the mean reward (in [0, 1]) of the heuristic's own choice: about the noise left
after a few dozen paired samples, so only a clear difference overrules the heuristic."""


@dataclass(frozen=True)
class Budget:
    seconds: float
    """Thinking time for one decision, as read on ``clock``."""
    clock: Clock
    rollout: SearchBudget
    """How far each rollout goes before ``evaluate`` (``rollout_actions``)."""


def think(view: View[Any], prompt: Prompt, budget: Budget, rng: Rng) -> Action:
    """The expert's choice for ``prompt`` seen from ``view``."""
    options = [option.action for option in prompt.options]
    if len(options) == 1:
        return options[0]
    seat = view.seat
    assert seat is not None, "a searcher plays for a seat"
    favourite = options.index(rollout_policy(view.game)(view, prompt, rng.fork()))
    start = budget.clock()
    phases = math.ceil(math.log2(len(options)))
    alive = list(range(len(options)))
    totals = [0.0] * len(options)
    counts = [0] * len(options)
    for phase in range(1, phases + 1):
        phase_end = start + budget.seconds * phase / phases
        while True:
            deadline = start + budget.seconds if any(counts) else None
            rewards = sample(view, seat, options, alive, budget, rng, deadline)
            if rewards is not None:
                for arm, value in zip(alive, rewards, strict=True):
                    totals[arm] += value
                    counts[arm] += 1
            if rewards is None or budget.clock() >= phase_end:
                break
        alive = best_half(alive, totals, counts, favourite)
    return options[alive[0]]


def sample(
    view: View[Any],
    seat: int,
    options: list[Action],
    alive: list[int],
    budget: Budget,
    rng: Rng,
    deadline: float | None,
) -> list[float] | None:
    """One paired sample: the reward of every ``alive`` option on the same world and the same
    rollout seed. ``None`` when the clock passed ``deadline`` part way (a partial pair compares
    nothing); without a deadline (the first sample) it always completes, so the choice rests on
    something."""
    game = get_game(view.game)
    choose = rollout_policy(game.id)
    world = game.determinize(view, rng)
    seed = rng.next64()
    rewards = []
    for arm in alive:
        if deadline is not None and budget.clock() >= deadline:
            return None
        after, _ = game.apply(world, seat, options[arm])
        rewards.append(rollout(game, after, seat, budget.rollout, Rng.from_seed(seed), choose))
    return rewards


def best_half(
    alive: list[int], totals: list[float], counts: list[int], favourite: int
) -> list[int]:
    """The better half of ``alive`` (rounded up, so ``⌈log2 K⌉`` halvings leave one), best
    first; the heuristic's choice is preferred on ties and gets :data:`PRIOR_BONUS`."""

    def worth(arm: int) -> tuple[float, bool, int]:
        mean = totals[arm] / counts[arm] if counts[arm] else 0.0
        bonus = PRIOR_BONUS if arm == favourite else 0.0
        return (mean + bonus, arm == favourite, -arm)

    ranked = sorted(alive, key=worth, reverse=True)
    return ranked[: (len(ranked) + 1) // 2]
