"""Renderers take views only, so an image can never leak a hidden card."""

from __future__ import annotations

from engine.core import View


def require_view(view: object, game_id: str) -> View:
    if not isinstance(view, View):
        raise TypeError(f"renderers take an engine View, not {type(view).__name__}")
    if view.game != game_id:
        raise ValueError(f"a {view.game} view cannot be drawn as {game_id}")
    return view
