"""Small pieces of the Luxor images: players' pawns in groups with count badges, and rows of
figures and pictograms centred in a box."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from render.common.canvas import Box, Canvas
from render.common.layout import SMALL
from render.common.palette import INK, RGB, WHITE
from render.luxor.icons import luxor_icon

PAWN = 8
BADGE_HEIGHT = 16
BADGE_OVERLAP = 5
"""How far a count badge overlaps its pawn."""
SLEEPER = 5.5


def draw_groups(
    canvas: Canvas,
    groups: list[tuple[int, int]],
    box: Box,
    radius: float,
    *,
    from_bottom: bool = False,
) -> None:
    """Each player's adventurers in ``box``: one pawn per player, with a count badge when they
    are several. Rows are added (and pawns shrunk a little) until everyone fits; they are
    centred in ``box``, or stacked up from its bottom (on a tile, whose top shows what it is)."""
    if not groups:
        return
    x0, y0, x1, y1 = box
    for rows, size in ((1, radius), (2, radius - 1), (3, radius - 2)):
        per_row = -(-len(groups) // rows)
        lines = [groups[i : i + per_row] for i in range(0, len(groups), per_row)]
        if all(_groups_width(canvas, line, size) <= x1 - x0 for line in lines) or rows == 3:
            break
    pitch = min(max(2 * size + 3, BADGE_HEIGHT + 1), (y1 - y0) / len(lines))
    if from_bottom:
        top = y1 - pitch * (len(lines) - 0.5)
    else:
        top = (y0 + y1) / 2 - pitch * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        x = (x0 + x1) / 2 - _groups_width(canvas, line, size) / 2
        for seat, count in line:
            x += _group(canvas, (x, top + index * pitch), seat, count, size) + 2


def _group_width(canvas: Canvas, count: int, radius: float) -> float:
    badge = _badge_width(canvas, count) - BADGE_OVERLAP if count > 1 else 0
    return 2 * radius + 2 + badge


def _groups_width(canvas: Canvas, groups: Iterable[tuple[int, int]], radius: float) -> float:
    widths = [_group_width(canvas, count, radius) for _, count in groups]
    return sum(widths) + 2 * (len(widths) - 1)


def _badge_width(canvas: Canvas, count: int) -> float:
    return canvas.text_width(str(count), SMALL, bold=True) + 5


def _group(
    canvas: Canvas, left_middle: tuple[float, float], seat: int, count: int, radius: float
) -> float:
    """One player's pawn at ``left_middle``, and how many when more than one; returns width."""
    x, y = left_middle
    canvas.pawn((x + radius + 1, y), radius, seat)
    if count > 1:
        width = _badge_width(canvas, count)
        left = x + 2 * radius + 2 - BADGE_OVERLAP
        top = y - BADGE_HEIGHT / 2 + 3
        canvas.rounded(
            (left, top, left + width, top + BADGE_HEIGHT), fill=INK, outline=WHITE, radius=4
        )
        canvas.text(
            (left + width / 2, top + BADGE_HEIGHT / 2),
            str(count),
            SMALL,
            fill=WHITE,
            bold=True,
            anchor="mm",
        )
    return _group_width(canvas, count, radius)


Item = tuple[float, Callable[[Box], object]]
"""Something to draw in a row: its width, and how to draw it into a box that wide."""


def row_of(canvas: Canvas, box: Box, items: list[Item]) -> None:
    """Draw ``items`` side by side, centred in ``box``."""
    x0, y0, x1, y1 = box
    gap = 3
    x = (x0 + x1) / 2 - (sum(width for width, _ in items) + gap * (len(items) - 1)) / 2
    for width, draw in items:
        draw((x, y0, x + width, y1))
        x += width + gap


def number(canvas: Canvas, text: str, size: float, colour: RGB = INK) -> Item:
    width = canvas.text_width(text, size, bold=True)
    return width, lambda box: canvas.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        text,
        size,
        fill=colour,
        bold=True,
        anchor="mm",
    )


def pictogram(canvas: Canvas, name: str, width: float, colour: RGB, background: RGB) -> Item:
    return width, lambda box: luxor_icon(canvas, name, box, colour, background)


def eyes(canvas: Canvas, box: Box, level: int, colour: RGB, background: RGB) -> None:
    """``level`` eyes of Horus side by side, as large as ``box`` allows."""
    x0, y0, x1, y1 = box
    size = min(y1 - y0 + 4, (x1 - x0) / level)
    row_of(
        canvas,
        (x0, (y0 + y1) / 2 - size / 2, x1, (y0 + y1) / 2 + size / 2),
        [pictogram(canvas, "eye", size - 3, colour, background) for _ in range(level)],
    )
