"""Fitting texts that embed players' names: the names give way, not the words around them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from render.common.canvas import Canvas
from render.common.shapes import wrap_lines

ELLIPSIS = "…"


def shorten_to_fit(
    canvas: Canvas,
    compose: Callable[[str], str],
    value: str,
    size: float,
    max_width: float,
    *,
    bold: bool = False,
    lines: int = 1,
    least_size: float | None = None,
) -> str:
    """``compose(value)``, with ``value`` cut short (ending in an ellipsis) until the whole text
    fits ``max_width`` at ``size`` (wrapped into at most ``lines`` lines, as ``paragraph`` wraps
    it). A catalog sentence such as "{ $player }'s turn" then keeps its words however long the
    name; if even one letter does not fit, the text is returned with the shortest name and
    ``Canvas.text`` cuts the rest. With ``least_size`` the text may be drawn smaller, down to
    that size (``Canvas.text`` shrinks it), before the name is cut."""
    return shorten_names_to_fit(
        canvas,
        lambda values: compose(values[0]),
        [value],
        size,
        max_width,
        bold=bold,
        lines=lines,
        least_size=least_size,
    )


def shorten_names_to_fit(
    canvas: Canvas,
    compose: Callable[[Sequence[str]], str],
    names: Sequence[str],
    size: float,
    max_width: float,
    *,
    bold: bool = False,
    lines: int = 1,
    least_size: float | None = None,
) -> str:
    """``compose(names)`` with every name longer than some length cut to it, that length the
    longest that fits (see :func:`shorten_to_fit`): for a sentence that may name any player.

    Lengths are tried from the longest down: wrapped into lines, a shorter name does not always
    make a text that fits (a long name can fill a line of its own)."""
    size = size if least_size is None else least_size

    def fits(text: str) -> bool:
        wrapped = wrap_lines(canvas, text, size, max_width, bold=bold) if lines > 1 else [text]
        return len(wrapped) <= lines and all(
            canvas.text_width(line, size, bold=bold) <= max_width for line in wrapped
        )

    text = compose(names)
    longest = max((len(name) for name in names), default=0)
    if longest == 0 or fits(text):
        return text
    for keep in range(longest - 1, 0, -1):
        candidate = compose([_cut(name, keep) for name in names])
        if fits(candidate):
            return candidate
    return candidate


def _cut(name: str, keep: int) -> str:
    return name if len(name) <= keep else name[:keep].rstrip() + ELLIPSIS
