"""What a game package gives the bot: one typed object, read by the one registry.

Each game package exposes ``PACKAGE``, a :class:`GamePackage`, in its ``__init__``; the
registry (:mod:`engine.core.registry`) reads nothing else of it. Everything the bot does with a
game goes through that object: the rules (and with them the previews, the alt texts and the
rulebook, which are the :class:`~engine.core.game.Game`'s), the AI, the renderer, the lesson
and the texts. The parts a process may not need are named by module path and imported on first
use: the renderer (the engine never imports ``render``), the AI and the lesson.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.game import Game


@dataclass(frozen=True)
class GamePackage:
    game: Game[Any]
    """The rules: ``setup``, ``pending``, ``apply``, ``view``, ``result`` and what the front ends
    ask of them: ``preview`` (what an option will do), ``table_alt``/``hand_alt`` (the images'
    descriptions), ``rule_sections``/``prompt_rules`` (the rulebook, from its ``rulebook``
    module), ``round_summary``, ``determinize`` (for the hard and expert levels)."""
    ai: str
    """The module of its computer players (see :mod:`engine.ai.policies`): ``policy`` (the
    normal level, and the rollouts of the hard and expert ones), ``evaluate`` (where a rollout
    stops), and optionally ``hint``, ``SEARCH`` and ``EXPERT``. The easy level needs nothing."""
    renderer: str
    """The module that draws it (see :mod:`render.registry`): ``draw_table``, ``table_png``,
    ``hand_view`` and ``hand_png``."""
    catalogs: str
    """The package whose folder holds ``locales/<locale>/*.ftl`` with every text of the game (its
    name ``game-<id>``, its prompts, events, previews, alt texts, rules and lesson), loaded
    beside the bot's own catalogs (see :mod:`locales`), which name no game."""
    lesson: str | None = None
    """The module whose ``LESSON`` (:class:`engine.core.lessons.Lesson`) teaches it; ``None``:
    no lesson (``/learn`` does not offer the game)."""

    @property
    def id(self) -> str:
        return self.game.id
