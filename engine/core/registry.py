"""The games the bot can host: one registry, read by everything that differs per game.

A game is a package exposing ``PACKAGE``, a :class:`~engine.core.package.GamePackage`; the
rules, the AI (``engine.ai``), the renderer (``render.registry``), the lesson
(``engine.core.lessons``) and the texts (``locales``) are all found through it.

The bot's games are :data:`BUILT_IN`. More can be added in a process with :func:`register`
(the tests register their test-only games so, see ``tests/games/``); a worker process the bot
starts is handed :func:`registered` and registers the same (``play/workers.py``), so a game
registered in the bot's process plays, draws and thinks in its workers too. Registration is by
module path rather than an environment variable: the engine reads no environment, and a
worker started by a fork server that was itself started earlier still gets the games
registered since.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from engine.core.game import Game
from engine.core.package import GamePackage

BUILT_IN: tuple[str, ...] = (
    "engine.capital_lux",
    "engine.luxor",
    "engine.mausoleum",
)
"""The bot's games, in menu order. Adding a game is one line here."""

_registered: list[str] = []


def register(*modules: str) -> None:
    """Add the game packages ``modules`` (module paths) after the built-in ones, in order; a
    package registered already is left where it is."""
    for module in modules:
        if module not in BUILT_IN and module not in _registered:
            _registered.append(module)
    packages.cache_clear()
    games.cache_clear()


def registered() -> tuple[str, ...]:
    """The packages :func:`register` added in this process (what a worker is handed)."""
    return tuple(_registered)


@cache
def packages() -> dict[str, GamePackage]:
    """Every game's package by game id, in menu order."""
    found: dict[str, GamePackage] = {}
    for module_name in (*BUILT_IN, *_registered):
        package: GamePackage = importlib.import_module(module_name).PACKAGE
        if package.id in found:
            raise ValueError(f"{module_name}: game id {package.id!r} is taken")
        found[package.id] = package
    return found


def package(game_id: str) -> GamePackage:
    try:
        return packages()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


@cache
def games() -> dict[str, Game[Any]]:
    """All registered games by id, in menu order."""
    return {game_id: found.game for game_id, found in packages().items()}


def get_game(game_id: str) -> Game[Any]:
    return package(game_id).game
