"""Which package draws which game: the one its game package names (``GamePackage.renderer``;
for the bot's games ``render/<game>/``: its table, hand and their pieces, laid out on
``render.common``'s skeleton). Each exposes ``draw_table``, ``table_png``, ``draw_hand``,
``hand_png`` and ``hand_view``; a game with a lesson also ``mark_box`` (where a lesson's mark on
the table lies) and ``CARD_WIDTH`` / ``CARD_HEIGHT`` (a hand card's size).

These functions are top-level so the bot can run them in a worker process.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, Protocol, cast

from PIL import Image

from engine.core import Result, View
from engine.core.lessons import Place
from engine.core.registry import package, packages
from render.common import Canvas, results_png
from render.common.png import palette


class Renderer(Protocol):
    """What this module asks of a game's renderer module. Each game's takes its own view type
    (``View[CapitalLuxView]``, …) and a narrowed hand view of its own (see its ``hand_view``);
    here any game's view comes, as ``View[Any]``."""

    def draw_table(self, view: View[Any], names: Sequence[str], locale: str) -> Canvas: ...

    def table_png(
        self, view: View[Any], names: Sequence[str], locale: str, marks: Sequence[Place]
    ) -> bytes: ...

    def hand_view(self, view: View[Any]) -> View[Any]: ...

    def hand_png(
        self, view: View[Any], names: Sequence[str], locale: str, marks: Sequence[Place]
    ) -> bytes: ...


def modules() -> dict[str, str]:
    """Each game's renderer module by game id."""
    return {game_id: found.renderer for game_id, found in packages().items()}


def palette_for(game_id: str) -> None:
    """Import ``game_id``'s renderer and load its palette, if it has one (a worker does it
    when it starts)."""
    _module(game_id)
    palette(game_id)


def load_palettes() -> None:
    """In each render worker, before its first job: what every drawing needs (a function of
    this module, so that a worker runs it without importing the bot's Discord side)."""
    for game_id in packages():
        palette_for(game_id)


def _module(game_id: str) -> Renderer:
    return cast(Renderer, importlib.import_module(package(game_id).renderer))


def table_png(
    view: View[Any], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    """The table; ``marks``: the places a lesson points at, ringed (``engine.core.lessons``)."""
    return _module(view.game).table_png(view, names, locale, marks)


def table_image(view: View[Any], names: Sequence[str], locale: str) -> Image.Image:
    """The table as drawn, before it is made a PNG (a replay's frames are scaled from it)."""
    return _module(view.game).draw_table(view, names, locale).image


def hand_view(view: View[Any]) -> View[Any]:
    """The part of an owner's view that their hand image shows (see ``render.common.guard``)."""
    return _module(view.game).hand_view(view)


def hand_png(
    view: View[Any], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    """An owner's hand; ``marks``: the cards a lesson points at, ringed."""
    return _module(view.game).hand_png(view, names, locale, marks)


def final_png(view: View[Any], result: Result, names: Sequence[str], locale: str) -> bytes:
    return results_png(view, result, names, locale)
