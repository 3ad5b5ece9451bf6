"""The games the bot can host. Adding a game is one line in ``GAME_MODULES``."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from engine.core.game import Game

GAME_MODULES: tuple[str, ...] = (
    "engine.capital_lux",
    "engine.luxor",
    "engine.mausoleum",
)
"""Each module exposes ``GAME``, an instance of its :class:`Game` subclass."""


@cache
def games() -> dict[str, Game[Any]]:
    """All registered games by id, in menu order (modules that do not exist yet are skipped)."""
    found: dict[str, Game[Any]] = {}
    for module_name in GAME_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            continue
        game: Game[Any] = module.GAME
        found[game.id] = game
    return found


def get_game(game_id: str) -> Game[Any]:
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
