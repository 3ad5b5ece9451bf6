"""Layout pieces any game can reuse: a card face, wrapped text, and an icon legend.

All sizes are canvas units. Text always goes through ``Canvas.text``, so the legibility floor
and the smallest-text record still hold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from render.common.canvas import Box, Canvas
from render.common.palette import INK, MUTED, RGB, mix

LINE_SPACING = 1.2
"""Line height as a multiple of the font size."""


def inset(box: Box, by: float) -> Box:
    """``box`` shrunk by ``by`` on every side (grown, for a negative ``by``)."""
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def card_face(
    canvas: Canvas,
    box: Box,
    *,
    fill: RGB,
    edge: RGB,
    band: RGB | None = None,
    band_height: float = 0,
    radius: float = 8,
) -> None:
    """A card with a soft drop shadow and, optionally, a coloured band across its top."""
    x0, y0, x1, y1 = box
    canvas.rounded((x0 + 2, y0 + 3, x1 + 2, y1 + 3), fill=mix(edge, fill, 0.35), radius=radius)
    canvas.rounded(box, fill=fill, outline=edge, width=1.5, radius=radius)
    if band is not None:
        canvas.rounded((x0, y0, x1, y0 + band_height), fill=band, radius=radius)
        canvas.draw.rectangle(
            canvas.box((x0, y0 + band_height - radius, x1, y0 + band_height)), fill=band
        )
        canvas.rounded(box, outline=edge, width=1.5, radius=radius)


def wrap_lines(
    canvas: Canvas, text: str, size: float, max_width: float, *, bold: bool = False
) -> list[str]:
    """Greedy word wrap; a word wider than ``max_width`` keeps a line to itself."""
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and canvas.text_width(candidate, size, bold=bold) <= max_width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return lines


def paragraph(
    canvas: Canvas,
    xy: tuple[float, float],
    text: str,
    size: float,
    max_width: float,
    *,
    max_lines: int = 2,
    fill: RGB = INK,
    bold: bool = False,
    centred: bool = False,
) -> float:
    """Draw ``text`` wrapped to ``max_width`` from the top at ``xy``; returns the bottom.

    Lines beyond ``max_lines`` join the last one, which ``Canvas.text`` shrinks or cuts with an
    ellipsis. With ``centred`` the lines are centred on ``xy[0]``.
    """
    lines = wrap_lines(canvas, text, size, max_width, bold=bold)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :])]
    x, y = xy
    step = size * LINE_SPACING
    for line in lines:
        anchor = "ma" if centred else "la"
        canvas.text((x, y), line, size, fill=fill, bold=bold, anchor=anchor, max_width=max_width)
        y += step
    return y


Glyph = Callable[[Canvas, Box], None]
"""Draws a small picture into a box (a legend entry's key)."""


@dataclass(frozen=True)
class LegendItem:
    glyph: Glyph
    label: str


LEGEND_GAP = 14


def legend_rows(
    canvas: Canvas, items: Sequence[LegendItem], width: float, size: float
) -> list[list[LegendItem]]:
    """Items flowed into rows no wider than ``width``."""
    rows: list[list[LegendItem]] = [[]]
    used = 0.0
    for item in items:
        needed = _legend_item_width(canvas, item, size)
        if rows[-1] and used + LEGEND_GAP + needed > width:
            rows.append([])
            used = 0.0
        used += (LEGEND_GAP if rows[-1] else 0) + needed
        rows[-1].append(item)
    return rows


def legend_height(canvas: Canvas, items: Sequence[LegendItem], width: float, size: float) -> float:
    return len(legend_rows(canvas, items, width, size)) * size * 1.6


def legend(
    canvas: Canvas,
    items: Sequence[LegendItem],
    xy: tuple[float, float],
    width: float,
    size: float,
    *,
    fill: RGB = MUTED,
) -> float:
    """Glyph-and-label pairs flowed left to right, wrapping within ``width``; returns the bottom."""
    x0, y = xy
    row_height = size * 1.6
    for row in legend_rows(canvas, items, width, size):
        x = x0
        middle = y + row_height / 2
        for item in row:
            item.glyph(canvas, (x, middle - size * 0.6, x + size * 1.2, middle + size * 0.6))
            x += size * 1.2 + size * 0.35
            x += canvas.text((x, middle), item.label, size, fill=fill, anchor="lm") + LEGEND_GAP
        y += row_height
    return y


def _legend_item_width(canvas: Canvas, item: LegendItem, size: float) -> float:
    return size * 1.55 + canvas.text_width(item.label, size)
