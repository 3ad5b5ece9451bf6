"""The three levels as agents (``choose(view, prompt) -> action``)."""

from __future__ import annotations

from engine.ai.policies import game_ai, policy
from engine.ai.search import SearchBudget, search
from engine.core import Action, Agent, Prompt, RandomAgent, Rng, View

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class NormalAgent:
    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, view: View, prompt: Prompt) -> Action:
        if len(prompt.options) == 1:
            return prompt.options[0].action
        return policy(view.game)(view, prompt, self.rng)


class HardAgent:
    def __init__(self, seed: int, budget: SearchBudget | None = None) -> None:
        self.rng = Rng.from_seed(seed)
        self.budget = budget

    def choose(self, view: View, prompt: Prompt) -> Action:
        budget = self.budget or getattr(game_ai(view.game), "SEARCH", SearchBudget())
        return search(view, prompt, budget, self.rng)


def decide(level: str, seed: int, view: View, prompt: Prompt) -> Action:
    """A ``level`` bot's choice in one call (top-level: the bot runs it in an AI worker)."""
    return make_agent(level, seed).choose(view, prompt)


def make_agent(level: str, seed: int) -> Agent:
    if level == "easy":
        return RandomAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        return HardAgent(seed)
    raise ValueError(f"unknown AI level {level!r}")
