"""The final results image, the same for every game: ranking and the score breakdown.

A transposed table: one column per player (best first), one row per scoring category, then the
total. It reads at the preview width because only the player names vary in length.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Result, View
from locales import translate
from render.common.canvas import Canvas
from render.common.fit import shorten_to_fit
from render.common.palette import (
    GOLD,
    GOLD_DARK,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    WHITE,
    mix,
    player,
)
from render.common.shapes import LINE_SPACING, paragraph

WIDTH = 550
MARGIN = 14
LABEL_COLUMN = 170
TITLE_SIZE = 22
TEXT_SIZE = 15
ROW = 30
HEADER = 110
NAME_LINES = 2
"""A name in its narrow column wraps rather than lose its end ("Bot 1 (N…" with four players)."""


def draw_results(view: View[Any], result: Result, names: Sequence[str], locale: str) -> Canvas:
    order = result.ranking
    categories = list(result.breakdown[0])
    height = MARGIN + 40 + HEADER + ROW * (len(categories) + 1) + MARGIN + 6
    canvas = Canvas(WIDTH, height)
    game_name = translate(locale, f"game-{view.game}")
    canvas.text(
        (MARGIN, MARGIN),
        translate(locale, "render-results-title", {"game": game_name}),
        TITLE_SIZE,
        bold=True,
        max_width=WIDTH - 2 * MARGIN,
    )

    top = MARGIN + 40
    column = (WIDTH - MARGIN - LABEL_COLUMN - MARGIN) / len(order)
    for index, seat in enumerate(order):
        left = MARGIN + LABEL_COLUMN + index * column
        winner = result.ranks[seat] == 1
        canvas.rounded(
            (left + 3, top, left + column - 3, height - MARGIN),
            fill=player(seat).light,
            outline=GOLD_DARK if winner else PANEL_EDGE,
            width=3 if winner else 1,
            radius=8,
        )
        centre = left + column / 2
        medal = GOLD if winner else PANEL
        canvas.circle((centre - 16, top + 22), 14, fill=medal, outline=INK, width=1)
        canvas.text(
            (centre - 16, top + 22), str(result.ranks[seat]), TEXT_SIZE, bold=True, anchor="mm"
        )
        canvas.pawn((centre + 16, top + 22), 11, seat)
        _name(canvas, names[seat], (centre, top + 42), column - 10)
        if winner:
            canvas.text(
                (centre, top + 42 + NAME_LINES * TEXT_SIZE * LINE_SPACING + 4),
                translate(locale, "render-results-winner"),
                TEXT_SIZE,
                fill=GOLD_DARK,
                bold=True,
                anchor="ma",
                max_width=column - 10,
            )

    y = top + HEADER
    for row, category in enumerate([*categories, None]):
        if row % 2 == 0:
            canvas.rounded((MARGIN, y, MARGIN + LABEL_COLUMN, y + ROW), fill=WHITE, radius=4)
            for index, seat in enumerate(order):
                left = MARGIN + LABEL_COLUMN + index * column
                canvas.rounded(
                    (left + 6, y, left + column - 6, y + ROW),
                    fill=mix(player(seat).light, WHITE, 0.55),
                    radius=4,
                )
        label = (
            translate(locale, f"{view.game}-cat-{category}")
            if category
            else translate(locale, "render-results-total")
        )
        canvas.text(
            (MARGIN + 6, y + ROW / 2),
            label,
            TEXT_SIZE,
            bold=category is None,
            fill=INK if category is None else MUTED,
            anchor="lm",
            max_width=LABEL_COLUMN - 10,
        )
        for index, seat in enumerate(order):
            value = result.breakdown[seat][category] if category else result.scores[seat]
            centre = MARGIN + LABEL_COLUMN + index * column + column / 2
            canvas.text(
                (centre, y + ROW / 2),
                str(value),
                TEXT_SIZE + (3 if category is None else 0),
                bold=category is None,
                anchor="mm",
            )
        y += ROW
    return canvas


def _name(canvas: Canvas, name: str, top_centre: tuple[float, float], width: float) -> None:
    """A player's name over ``NAME_LINES`` lines centred under ``top_centre``; a name too long
    even so is cut on its last line."""
    fitted = shorten_to_fit(
        canvas,
        lambda shown: shown,
        name,
        TEXT_SIZE,
        width,
        bold=True,
        lines=NAME_LINES,
        least_size=canvas.min_text_px() / canvas.scale,
    )
    paragraph(
        canvas, top_centre, fitted, TEXT_SIZE, width, max_lines=NAME_LINES, bold=True, centred=True
    )


def results_png(view: View[Any], result: Result, names: Sequence[str], locale: str) -> bytes:
    return draw_results(view, result, names, locale).png(view.game)
