"""Fitting texts that embed a player's name: the name gives way, not the words around it."""

from __future__ import annotations

from collections.abc import Callable

from render.common.canvas import Canvas

ELLIPSIS = "…"


def shorten_to_fit(
    canvas: Canvas,
    compose: Callable[[str], str],
    value: str,
    size: float,
    max_width: float,
    *,
    bold: bool = False,
) -> str:
    """``compose(value)``, with ``value`` cut short (ending in an ellipsis) until the whole text
    fits ``max_width`` at ``size``. A catalog sentence such as "{ $player }'s turn" then keeps
    its words however long the name; if even one letter does not fit, the text is returned with
    the shortest name and ``Canvas.text`` cuts the rest."""
    text = compose(value)
    if canvas.text_width(text, size, bold=bold) <= max_width:
        return text
    low, high = 1, len(value) - 1
    best = compose(value[:1] + ELLIPSIS)
    while low <= high:
        keep = (low + high) // 2
        candidate = compose(value[:keep].rstrip() + ELLIPSIS)
        if canvas.text_width(candidate, size, bold=bold) <= max_width:
            best, low = candidate, keep + 1
        else:
            high = keep - 1
    return best
