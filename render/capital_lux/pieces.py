"""The small pieces of Capital Lux's images: card chips (drawn once, stamped), modifiers, the
counters' glyphs and the round end's marks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.capital_lux.cards import COLOUR_OF, VALUE_OF
from render.capital_lux.looks import CHIP, DECK, FACE_DOWN, GOLD_LIGHT, LOOKS, ChipSize, signed
from render.common.canvas import Box, Canvas
from render.common.icons import icon
from render.common.layout import SMALL, TEXT
from render.common.palette import (
    GOLD,
    GOLD_DARK,
    HIGHLIGHT,
    INK,
    PANEL,
    RGB,
    WHITE,
    mix,
    readable_on,
)
from render.common.shapes import Glyph
from render.common.sprites import Sprite, sprite, stamp


@cache
def _chip_sprite(colour: int, value: int, size: ChipSize, crowded: bool, scale: float) -> Sprite:
    """A card as a small chip of its colour showing its value; in a crowded row the value sits
    on the chip's left, the part the next chip leaves uncovered."""
    look = LOOKS[colour]
    text_size = TEXT if size == CHIP else SMALL

    def draw(canvas: Canvas) -> None:
        box = (0, 0, size.width, size.height)
        canvas.rounded(box, fill=look.colour, outline=mix(look.colour, INK, 0.45), radius=4)
        anchor, x = ("lm", 2.5) if crowded else ("mm", size.width / 2)
        ink = readable_on(look.colour)
        middle = size.height / 2
        canvas.text((x, middle), str(value), text_size, fill=ink, bold=True, anchor=anchor)

    return sprite(size.width, size.height, draw, scale)


def capacity(width: float, size: ChipSize) -> int:
    """How many chips fit side by side in ``width`` without overlapping."""
    return int((width + size.gap) // (size.width + size.gap))


def chip_rows(
    canvas: Canvas,
    cards: Sequence[int],
    xy: tuple[float, float],
    width: float,
    rows: int,
    size: ChipSize = CHIP,
) -> None:
    """Cards as chips from ``xy``, left to right, filling up to ``rows`` rows; when they do not
    fit they spread evenly over the rows and overlap."""
    if not cards:
        return
    x0, y0 = xy
    in_a_row = capacity(width, size)
    if len(cards) <= in_a_row * rows:
        per_row, step, crowded = in_a_row, size.width + size.gap, False
    else:
        per_row = -(-len(cards) // rows)
        step, crowded = (width - size.width) / (per_row - 1), True
    for index, card in enumerate(cards):
        row, place = divmod(index, per_row)
        left = x0 + place * step
        top = y0 + row * (size.height + size.row_gap)
        chip = _chip_sprite(COLOUR_OF[card], VALUE_OF[card], size, crowded, canvas.scale)
        stamp(canvas, chip, (left, top))


def modifier_chip(canvas: Canvas, box: Box, placer: int, value: int | None) -> None:
    """A modifier on a column: its placer's pawn, and ``?`` while face down or its value."""
    x0, y0, x1, y1 = box
    middle = (y0 + y1) / 2
    if value is None:
        canvas.rounded(box, fill=FACE_DOWN, outline=INK, radius=5)
        canvas.text((x1 - 9, middle), "?", TEXT, fill=WHITE, bold=True, anchor="mm")
    else:
        canvas.rounded(box, fill=WHITE, outline=INK, width=1.5, radius=5)
        canvas.text((x1 - 3, middle), signed(value), SMALL, bold=True, anchor="rm")
    canvas.pawn((x0 + 8, middle), 5.5, placer, outline=WHITE if value is None else INK)


def pill(canvas: Canvas, box: Box, fill: RGB, outline: RGB) -> None:
    canvas.rounded(box, fill=fill, outline=outline, width=1.5, radius=(box[3] - box[1]) / 2)


def bonus_glyph(canvas: Canvas, box: Box) -> None:
    """A bonus card: a gold card lying face down with a star."""
    x0, y0, x1, y1 = box
    half = (y1 - y0) * 0.36
    centre = (x0 + x1) / 2
    card = (centre - half, y0 + 1, centre + half, y1 - 1)
    canvas.rounded(card, fill=GOLD, outline=GOLD_DARK, width=1, radius=2.5)
    icon(canvas, "star", (card[0] + 1, card[1] + 2, card[2] - 1, card[3] - 2), WHITE, GOLD)


def coin_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "coin", box, GOLD, GOLD_DARK)


def hand_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "card_fan", box, INK, WHITE)


def deck_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "card_stack", box, DECK, PANEL)


def flag_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "flag", box, INK, WHITE)


def modifier_glyph(canvas: Canvas, box: Box) -> None:
    x0, y0, x1, y1 = box
    half = (y1 - y0) * 0.38
    centre = (x0 + x1) / 2
    canvas.rounded((centre - half, y0, centre + half, y1), fill=FACE_DOWN, radius=2.5)
    canvas.text((centre, (y0 + y1) / 2), "?", SMALL, fill=WHITE, bold=True, anchor="mm")


def _cross_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "cross", box, WHITE, HIGHLIGHT)


def opening_glyph(canvas: Canvas, box: Box) -> None:
    """The opening modifier's key in the legend: its frame around a plus-minus sign (drawn:
    a glyph has no text)."""
    x0, y0, x1, y1 = box
    canvas.rounded(box, fill=WHITE, outline=INK, width=1.2, radius=3)
    centre, half = (x0 + x1) / 2, (x1 - x0) * 0.28
    plus, minus = y0 + (y1 - y0) * 0.38, y0 + (y1 - y0) * 0.78
    canvas.line([(centre - half, plus), (centre + half, plus)], INK, 1.6)
    canvas.line([(centre, plus - half), (centre, plus + half)], INK, 1.6)
    canvas.line([(centre - half, minus), (centre + half, minus)], INK, 1.6)


def picked_glyph(canvas: Canvas, box: Box) -> None:
    x0, y0, x1, y1 = box
    canvas.circle(((x0 + x1) / 2, (y0 + y1) / 2), (x1 - x0) / 2, fill=INK, outline=WHITE, width=1)
    icon(canvas, "tick", (x0 + 2, y0 + 2, x1 - 2, y1 - 2), WHITE, INK)


@dataclass(frozen=True)
class PillStyle:
    """How a round-end mark is drawn: a pill, a symbol at its left, a number in ``ink``."""

    fill: RGB
    outline: RGB
    ink: RGB
    symbol: Glyph


MARK_STYLES: dict[str, PillStyle] = {
    "paid": PillStyle(GOLD_LIGHT, GOLD_DARK, INK, coin_glyph),
    "discarded": PillStyle(HIGHLIGHT, HIGHLIGHT, WHITE, _cross_glyph),
    "over": PillStyle(WHITE, HIGHLIGHT, HIGHLIGHT, coin_glyph),
}
"""Gold paid to keep a colour, cards discarded, and a limit still to decide (by how much)."""


def mark_pill(canvas: Canvas, style: PillStyle, box: Box, text: str = "") -> None:
    x0, y0, x1, y1 = box
    pill(canvas, box, style.fill, style.outline)
    style.symbol(canvas, (x0 + 3, y0 + 3, x0 + (y1 - y0) - 3, y1 - 3))
    if text:
        canvas.text((x1 - 5, (y0 + y1) / 2), text, SMALL, fill=style.ink, bold=True, anchor="rm")


def mark_glyph(kind: str) -> Glyph:
    """A mark without its number, for the legend."""
    return lambda canvas, box: mark_pill(canvas, MARK_STYLES[kind], box)
