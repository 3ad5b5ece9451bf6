"""Players that choose for a seat. An agent sees only the seat's view and its prompt."""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.model import Action, Prompt, View
from engine.core.rng import Rng


class Agent(Protocol):
    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        """Pick one of ``prompt.options``' actions."""


def reads_view(agent: Agent) -> bool:
    """Whether the agent looks at its view; building a view for one that never does is waste."""
    return getattr(agent, "reads_view", True)


class RandomAgent:
    """Picks a uniformly random offered option; works for every game."""

    reads_view = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, view: View[Any] | None, prompt: Prompt) -> Action:
        return self.rng.choice(prompt.options).action
