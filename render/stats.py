"""A player's rating over time and their last results, for /stats.

Drawn from plain numbers (finished games' public results only), never from a game state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales import translate
from render.common.canvas import Canvas
from render.common.palette import GOLD, INK, MUTED, PANEL, PANEL_EDGE, PLAYERS, WHITE
from render.common.png import png_bytes

WIDTH, HEIGHT = 550, 260
CHART = (50, 38, 530, 168)  # left, top, right, bottom
LINE = PLAYERS[0].colour
WIN = PLAYERS[2].colour
LOSS = (190, 190, 190)
LEFT = PLAYERS[3].colour


@dataclass(frozen=True)
class Outcome:
    """One finished game of the player: won, their rank, and whether they left it to a bot."""

    won: bool
    rank: int
    left: bool = False


def stats_png(series: Sequence[int], outcomes: Sequence[Outcome], locale: str) -> bytes:
    return png_bytes(draw_stats(series, outcomes, locale).image)


def draw_stats(series: Sequence[int], outcomes: Sequence[Outcome], locale: str) -> Canvas:
    """The display rating after each game (``series``, oldest first, starting with the rating
    before the first) above the last results as squares (a win, a rank, a game left). Drawn at
    one pixel per unit: the chart is as wide as Discord shows it."""
    canvas = Canvas(WIDTH, HEIGHT, scale=1)
    draw = canvas.draw
    canvas.text(
        (12, 8), translate(locale, "stats-image-rating"), 16, bold=True, max_width=WIDTH - 24
    )
    left, top, right, bottom = CHART
    draw.rectangle(CHART, fill=WHITE, outline=PANEL_EDGE)
    if series:
        low, high = min(series), max(series)
        if high - low < 20:
            low, high = low - 10, high + 10
        for value in (low, high):
            y = _y(value, low, high)
            canvas.text((left - 6, y), str(value), 14, fill=MUTED, anchor="rm")
        step = (right - left - 16) / max(1, len(series) - 1)
        points = [(left + 8 + i * step, _y(value, low, high)) for i, value in enumerate(series)]
        if len(points) > 1:
            draw.line(points, fill=LINE, width=3, joint="curve")
        x, y = points[-1]
        draw.ellipse((x - 5, y - 5, x + 5, y + 5), fill=GOLD, outline=INK)
    canvas.text(
        (12, bottom + 12),
        translate(locale, "stats-image-last", {"count": len(outcomes)}),
        16,
        bold=True,
        max_width=WIDTH - 24,
    )
    size, gap = 22, 4
    for i, outcome in enumerate(outcomes[-20:]):
        x0 = 12 + i * (size + gap)
        y0 = bottom + 40
        colour = LEFT if outcome.left else WIN if outcome.won else LOSS
        draw.rectangle((x0, y0, x0 + size, y0 + size), fill=colour, outline=PANEL)
        mark = "✓" if outcome.won else "×" if outcome.left else str(outcome.rank)
        canvas.text(
            (x0 + size / 2, y0 + size / 2),
            mark,
            14,
            fill=WHITE if outcome.won else INK,
            anchor="mm",
        )
    return canvas


def _y(value: int, low: int, high: int) -> float:
    top, bottom = CHART[1] + 8, CHART[3] - 8
    return bottom - (value - low) / (high - low) * (bottom - top)
