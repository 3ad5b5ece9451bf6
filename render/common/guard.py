"""Renderers take views only, so an image can never leak a hidden card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from engine.core import Label, View

Narrowed = TypeVar("Narrowed", bound=Mapping[str, object])
"""The data of a narrowed view: the part of a game's view one image draws, typed by its
renderer."""


def require_view(view: object, game_id: str) -> View[Any]:
    if not isinstance(view, View):
        raise TypeError(f"renderers take an engine View, not {type(view).__name__}")
    if view.game != game_id:
        raise ValueError(f"a {view.game} view cannot be drawn as {game_id}")
    return view


NO_SUMMARY = Label("")
"""The summary of a narrowed view: images that draw only part of a view never show it."""


def narrowed(view: View[Any], data: Narrowed) -> View[Narrowed]:
    """``view`` reduced to ``data``, the part of it one image draws (version and summary
    dropped): two views that agree on that part give the same image, and the image cache
    knows it. A renderer narrows first and then reads only the narrowed view, so it cannot
    depend on anything left out; narrowing a narrowed view changes nothing."""
    return View(view.game, view.seat, 0, view.players, NO_SUMMARY, data)
