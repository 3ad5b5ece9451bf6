"""The four levels as agents (``choose(view, prompt) -> action``)."""

from __future__ import annotations

import time
from typing import Any

from engine.ai import expert
from engine.ai.policies import game_ai, policy
from engine.ai.search import SearchBudget, search
from engine.core import Action, Agent, Prompt, RandomAgent, Rng, View

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
TIMED_LEVELS: tuple[str, ...] = ("expert",)
"""The levels that think for their whole time budget (the others answer as soon as done)."""

THINK_SECONDS = 2.0
"""The expert's thinking time per decision when nobody says otherwise (``AI_THINK_SECONDS``)."""


def game_budget(game_id: str, name: str) -> SearchBudget | None:
    """The game AI module's budget called ``name`` (``SEARCH``, ``EXPERT``), if it sets one."""
    budget: SearchBudget | None = getattr(game_ai(game_id), name, None)
    return budget


class NormalAgent:
    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        if len(prompt.options) == 1:
            return prompt.options[0].action
        return policy(view.game)(view, prompt, self.rng)


class HardAgent:
    def __init__(self, seed: int, budget: SearchBudget | None = None) -> None:
        self.rng = Rng.from_seed(seed)
        self.budget = budget

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        budget = self.budget or game_budget(view.game, "SEARCH") or SearchBudget()
        return search(view, prompt, budget, self.rng)


class ExpertAgent:
    """Thinks ``seconds`` per decision, read on ``clock`` (by default the CPU time of the
    process it runs in: a busy machine slows its thinking down, not its play)."""

    def __init__(
        self, seed: int, seconds: float = THINK_SECONDS, clock: expert.Clock = time.process_time
    ) -> None:
        self.rng = Rng.from_seed(seed)
        self.seconds = seconds
        self.clock = clock

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        rollouts = (
            game_budget(view.game, "EXPERT") or game_budget(view.game, "SEARCH") or SearchBudget()
        )
        budget = expert.Budget(self.seconds, self.clock, rollouts)
        return expert.think(view, prompt, budget, self.rng)


def decide(
    level: str, seed: int, view: View[Any], prompt: Prompt, think_seconds: float = THINK_SECONDS
) -> Action:
    """A ``level`` bot's choice in one call (top-level: the bot runs it in an AI worker);
    ``think_seconds``: the expert's budget."""
    return make_agent(level, seed, think_seconds).choose(view, prompt)


def make_agent(level: str, seed: int, think_seconds: float = THINK_SECONDS) -> Agent:
    if level == "easy":
        return RandomAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        return HardAgent(seed)
    if level == "expert":
        return ExpertAgent(seed, think_seconds)
    raise ValueError(f"unknown AI level {level!r}")
