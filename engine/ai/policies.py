"""How a game plugs its AI in: the module its package names (``GamePackage.ai``, usually
``engine/<game>/ai.py``), which defines

- ``policy(view, prompt, rng) -> Action``: the normal level's choice; fast (≤ 5 ms median), seeing
  only the seat's view;
- ``evaluate(state) -> list[float]``: how good a (possibly sampled) state looks for every seat,
  on the scale of final scores (used where a hard-level rollout stops early);
- optionally ``SEARCH = SearchBudget(...)``: the hard level's budget for this game;
- optionally ``rollout_policy(view, prompt, rng) -> Action``: what the expert's rollouts play
  (and its prior), when a policy better than the normal level's was found for them (the
  normal policy with constants fitted by ``bench.distill``).
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any, Protocol

from engine.core import Action, Prompt, Rng, State, View
from engine.core.registry import package


class Policy(Protocol):
    def __call__(self, view: View[Any], prompt: Prompt, rng: Rng) -> Action: ...


@cache
def game_ai(game_id: str) -> ModuleType:
    return importlib.import_module(package(game_id).ai)


def policy(game_id: str) -> Policy:
    chooses: Policy = game_ai(game_id).policy
    return chooses


def rollout_policy(game_id: str) -> Policy:
    """The expert's rollout policy: the game's ``rollout_policy``, or else its normal one."""
    chooses: Policy = getattr(game_ai(game_id), "rollout_policy", None) or policy(game_id)
    return chooses


def evaluate(game_id: str, state: State) -> list[float]:
    values: list[float] = game_ai(game_id).evaluate(state)
    return values
