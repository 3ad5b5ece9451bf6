"""What does not change during a Capital Lux game, drawn once per table size and language: the
panels, the Capital's column heads, the empty home cells and the legend."""

from __future__ import annotations

from functools import cache

from engine.capital_lux.cards import COLOURS
from engine.capital_lux.view_types import CapitalLuxView
from render.capital_lux.geometry import (
    BAND_HEIGHT,
    BAND_TOP,
    CAPITAL_BOTTOM,
    CAPITAL_GLYPHS,
    CAPITAL_LINE,
    CAPITAL_TOP,
    CARDS_TOP,
    COLUMN_BOTTOM,
    COLUMN_WIDTH,
    HEADER_HEIGHT,
    MOD_HEIGHT,
    MODS_TOP,
    NAME_LINE,
    ROW_GLYPHS,
    ROWS,
    capital_slots,
    cell_box,
    column_left,
    count_glyphs,
    row_slots,
)
from render.capital_lux.looks import LOOKS, colour_name, label, power_name
from render.capital_lux.pieces import (
    bonus_glyph,
    coin_glyph,
    deck_glyph,
    flag_glyph,
    hand_glyph,
    mark_glyph,
    modifier_glyph,
    opening_glyph,
    picked_glyph,
)
from render.common.canvas import Box, Canvas
from render.common.icons import icon
from render.common.layout import MARGIN, NAME, SMALL, TABLE_SCALE, TEXT, WIDTH
from render.common.palette import INK, PANEL_EDGE, PAPER, WHITE, mix, readable_on
from render.common.shapes import LegendItem, card_face
from render.common.table import header_panel, legend, legend_height, panel

LEGEND_SECTIONS = ("opening", "draft", "report")
"""Legend entries shown only while what they explain is on the table: the opening modifiers
beside the names, the draft's ticks on the pawns, the round end's marks."""


def legend_sections(data: CapitalLuxView) -> tuple[str, ...]:
    shown = {
        "opening": data["opening_modifiers"] is not None,
        "draft": data["draft"] is not None,
        "report": data["round_end"] is not None,
    }
    return tuple(section for section in LEGEND_SECTIONS if shown[section])


def _legend_items(locale: str, sections: tuple[str, ...]) -> list[LegendItem]:
    items = [
        LegendItem(deck_glyph, label(locale, "legend-deck")),
        LegendItem(modifier_glyph, label(locale, "legend-modifier")),
        LegendItem(coin_glyph, label(locale, "legend-gold")),
        LegendItem(hand_glyph, label(locale, "legend-hand")),
        LegendItem(bonus_glyph, label(locale, "legend-bonus")),
        LegendItem(flag_glyph, label(locale, "legend-start")),
    ]
    if "opening" in sections:
        items.append(LegendItem(opening_glyph, label(locale, "legend-opening")))
    if "draft" in sections:
        items.append(LegendItem(picked_glyph, label(locale, "legend-picked")))
    if "report" in sections:
        items += [
            LegendItem(mark_glyph("paid"), label(locale, "legend-paid")),
            LegendItem(mark_glyph("discarded"), label(locale, "legend-discarded")),
            LegendItem(mark_glyph("over"), label(locale, "legend-over")),
        ]
    return items


@cache
def _legend_height(locale: str, sections: tuple[str, ...]) -> float:
    return legend_height(_legend_items(locale, sections))


def table_height(players: int, locale: str, sections: tuple[str, ...] = ()) -> float:
    """The table's height; the legend grows by the entries of ``sections`` (see
    ``LEGEND_SECTIONS``) while they show."""
    return ROWS.legend_top(players) + _legend_height(locale, sections) + MARGIN


@cache
def table_base(players: int, locale: str, sections: tuple[str, ...]) -> Canvas:
    """Everything that does not change during a game: panels, the Capital's column heads, empty
    home cells, labels and the legend."""
    canvas = Canvas(WIDTH, table_height(players, locale, sections), scale=TABLE_SCALE)
    header_panel(canvas, HEADER_HEIGHT)
    panel(canvas, (MARGIN, CAPITAL_TOP, WIDTH - MARGIN, CAPITAL_BOTTOM))
    canvas.text(
        (MARGIN + 12, CAPITAL_LINE),
        label(locale, "capital"),
        NAME,
        bold=True,
        anchor="lm",
    )
    count_glyphs(canvas, capital_slots(), CAPITAL_GLYPHS, CAPITAL_LINE)
    for colour in range(len(COLOURS)):
        _column_head(canvas, colour, locale)
    for seat in range(players):
        ROWS.background(canvas, seat)
        count_glyphs(canvas, row_slots(), ROW_GLYPHS, ROWS.row_top(seat) + NAME_LINE / 2 + 1)
        for colour in range(len(COLOURS)):
            _empty_cell(canvas, cell_box(seat, colour), colour)
    legend(canvas, _legend_items(locale, sections), ROWS.legend_top(players))
    return canvas


def _column_head(canvas: Canvas, colour: int, locale: str) -> None:
    """A Capital column's frame and its band: the power's icon, the colour and power names."""
    look = LOOKS[colour]
    left = column_left(colour)
    right = left + COLUMN_WIDTH
    canvas.rounded((left, BAND_TOP, right, COLUMN_BOTTOM), fill=look.tint, radius=8)
    centre, middle = (left + right) / 2, (CARDS_TOP + MODS_TOP + MOD_HEIGHT) / 2
    watermark = (centre - 26, middle - 26, centre + 26, middle + 26)
    icon(canvas, look.icon, watermark, mix(look.colour, look.tint, 0.84), look.tint)
    card_face(
        canvas,
        (left, BAND_TOP, right, BAND_TOP + BAND_HEIGHT),
        fill=look.colour,
        edge=mix(look.colour, INK, 0.3),
        radius=8,
    )
    ink = readable_on(look.colour)
    icon(canvas, look.icon, (left + 5, BAND_TOP + 5, left + 33, BAND_TOP + 33), ink, look.colour)
    text_left = left + 38
    room = right - 4 - text_left
    canvas.text(
        (text_left, BAND_TOP + 4),
        colour_name(locale, colour),
        TEXT,
        fill=ink,
        bold=True,
        max_width=room,
    )
    canvas.text(
        (text_left, BAND_TOP + 21), power_name(locale, colour), SMALL, fill=ink, max_width=room
    )


def _empty_cell(canvas: Canvas, box: Box, colour: int) -> None:
    """A home cell without cards: a faint frame with the colour's icon."""
    x0, y0, x1, y1 = box
    fill = mix(PAPER, WHITE, 0.5)
    canvas.rounded(box, fill=fill, outline=PANEL_EDGE, radius=6)
    middle = (x0 + x1) / 2
    art = (middle - 12, y0 + 6, middle + 12, y1 - 6)
    icon(canvas, LOOKS[colour].icon, art, mix(LOOKS[colour].colour, WHITE, 0.75), fill)
