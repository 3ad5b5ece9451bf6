"""Where things lie on the Capital Lux table (units): the header, the Capital's columns, the
players' rows and their home cells, and the counters on the name lines."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from render.capital_lux.looks import CHIP, GAP
from render.capital_lux.pieces import (
    bonus_glyph,
    coin_glyph,
    deck_glyph,
    hand_glyph,
    modifier_glyph,
)
from render.common.canvas import Box, Canvas, measuring
from render.common.layout import MARGIN, TABLE_SCALE, TEXT, WIDTH
from render.common.shapes import Glyph
from render.common.table import PlayerRows

HEADER_HEIGHT = 58
TITLE_LINE = MARGIN + 19
STATUS_LINE = MARGIN + 43
PANEL_PAD = 6
COLUMN_GAP = 6
COLUMN_WIDTH = (WIDTH - 2 * MARGIN - 2 * PANEL_PAD - 3 * COLUMN_GAP) / 4
NAME_LINE = 26
"""Height of a panel's first line (the Capital's counters, a player's name and counters)."""
CAPITAL_TOP = MARGIN + HEADER_HEIGHT + GAP
CAPITAL_LINE = CAPITAL_TOP + NAME_LINE / 2 + 1
BAND_TOP = CAPITAL_TOP + NAME_LINE
BAND_HEIGHT = 38
CARDS_TOP = BAND_TOP + BAND_HEIGHT + 6
CARD_ROWS = 2
CARDS_HEIGHT = CHIP.rows_height(CARD_ROWS)
MODS_TOP = CARDS_TOP + CARDS_HEIGHT + 6
MOD_WIDTH = 36
MOD_HEIGHT = 24
TOTAL_LINE = MODS_TOP + MOD_HEIGHT + 16
COLUMN_BOTTOM = TOTAL_LINE + 14
CAPITAL_BOTTOM = COLUMN_BOTTOM + PANEL_PAD
CELL_TOP = NAME_LINE
CELL_HEIGHT = 36
ROWS = PlayerRows(
    top=CAPITAL_BOTTOM + GAP, height=CELL_TOP + CELL_HEIGHT + PANEL_PAD, gap=6, radius=10
)
STAT_ICON = 18
MARK_HEIGHT = 22


def column_left(colour: int) -> float:
    return MARGIN + PANEL_PAD + colour * (COLUMN_WIDTH + COLUMN_GAP)


def cell_box(seat: int, colour: int) -> Box:
    left = column_left(colour)
    top = ROWS.row_top(seat) + CELL_TOP
    return (left, top, left + COLUMN_WIDTH, top + CELL_HEIGHT)


def column_box(colour: int) -> Box:
    """A colour's Capital column, its cards and total."""
    left = column_left(colour)
    return (left, CARDS_TOP - 4, left + COLUMN_WIDTH, TOTAL_LINE - 12)


CAPITAL_GLYPHS: tuple[Glyph, ...] = (coin_glyph, modifier_glyph, deck_glyph)
"""The Capital's counters, right to left: gold in the supply, modifier pile, deck."""
ROW_GLYPHS: tuple[Glyph, ...] = (bonus_glyph, hand_glyph, coin_glyph)
"""A player's counters, right to left: bonus cards, cards in hand, gold."""


@cache
def _number_width() -> float:
    """Room for a counter's number: two digits."""
    return measuring(TABLE_SCALE).text_width("00", TEXT, bold=True)


def _slots(right: float, count: int) -> list[float]:
    """Fixed places, right to left, for ``count`` counters (a glyph, then a number of up to two
    digits) ending at ``right``: the right edge of each glyph. Fixed, so the glyphs belong to
    the static base."""
    slots = []
    for _ in range(count):
        glyph_right = right - _number_width() - 4
        slots.append(glyph_right)
        right = glyph_right - STAT_ICON - 12
    return slots


def capital_slots() -> list[float]:
    return _slots(WIDTH - MARGIN - 12, len(CAPITAL_GLYPHS))


def row_slots() -> list[float]:
    return _slots(WIDTH - MARGIN - 10, len(ROW_GLYPHS))


def _glyph_box(glyph_right: float, middle: float) -> Box:
    return (glyph_right - STAT_ICON, middle - STAT_ICON / 2, glyph_right, middle + STAT_ICON / 2)


def flag_box(middle: float) -> Box:
    """The start player's flag, left of a player's counters."""
    return _glyph_box(row_slots()[-1] - STAT_ICON - 10, middle)


def picked_box(middle: float) -> Box:
    """The tick on the pawn of a player who has picked in the draft: at its lower right."""
    x, y = MARGIN + 29, middle + 4
    return (x - 7, y - 7, x + 7, y + 7)


def count_glyphs(
    canvas: Canvas, slots: list[float], glyphs: Sequence[Glyph], middle: float
) -> None:
    for glyph_right, glyph in zip(slots, glyphs, strict=True):
        glyph(canvas, _glyph_box(glyph_right, middle))


def draw_counts(canvas: Canvas, slots: list[float], counts: Sequence[int], middle: float) -> None:
    for glyph_right, count in zip(slots, counts, strict=True):
        canvas.text((glyph_right + 4, middle), str(count), TEXT, bold=True, anchor="lm")
