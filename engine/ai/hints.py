"""Hints: what the normal-level AI would choose, and one line why.

A hint is computed from the seat's *view* and its prompt only, like every AI decision, so it can
never tell a player anything they may not see. The choice is the game's normal policy with a
random stream fixed by the view (the same question always gets the same hint). The reason comes
from the game's ``ai`` module when it defines

    hint(view, prompt, rng) -> tuple[Action, Label]

(the action its policy picks, and a one-line reason drawn from the policy's own scoring);
otherwise the reason is the generic ``hint-generic``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ai.policies import game_ai, policy
from engine.core import Label, Prompt, Rng, View

ONLY_CHOICE = Label("hint-only-choice")
GENERIC = Label("hint-generic")
EQUAL_KEY = "hint-equal"


@dataclass(frozen=True)
class Hint:
    """``index`` of the suggested option in ``prompt.options``; ``reason``: one line why."""

    index: int
    reason: Label


def compared(key: str, best: float, other: float) -> Label:
    """Why the choice worth ``best`` beats the next best, worth ``other`` (both as the reader
    sees them): ``key`` with both figures (``gain``, ``other``), or, when they read the same,
    ``hint-equal``, which says the choices are as good ("worth 5.7, the other end: 5.7" would
    read as a slip)."""
    if best == other:
        return Label(EQUAL_KEY, {"gain": best})
    return Label(key, {"gain": best, "other": other})


def hint(game_id: str, view: View[Any], prompt: Prompt) -> Hint:
    """The normal-level AI's choice for ``prompt`` seen from ``view``, with its reason."""
    if len(prompt.options) == 1:
        return Hint(0, ONLY_CHOICE)
    rng = Rng.from_seed(view.version * 7919 + (view.seat or 0))
    explain = getattr(game_ai(game_id), "hint", None)
    if explain is not None:
        action, reason = explain(view, prompt, rng)
    else:
        action, reason = policy(game_id)(view, prompt, rng), GENERIC
    index = next(i for i, option in enumerate(prompt.options) if option.action == action)
    return Hint(index, reason)
