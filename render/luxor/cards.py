"""Luxor's cards: faces (basic cards on papyrus, Horus cards with their eyes on a lapis band) and
what each does, in figures and icons; the piles' pieces on the table."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.luxor.view_types import LuxorCard
from render.common.canvas import Box, Canvas
from render.common.icons import icon
from render.common.layout import SMALL, TABLE_SCALE
from render.common.palette import GOLD, GOLD_DARK, INK, MUTED, PANEL_EDGE, RGB, WHITE, mix
from render.common.shapes import card_face, inset
from render.common.sprites import Sprite, sprite
from render.luxor.looks import LAPIS, PLAQUE
from render.luxor.pieces import eyes, number, pictogram, row_of

PILE_CARD = (42, 58)
CARD_MARGIN = 4
"""Room around a card piece for its shadow (and a hand card's gold frame)."""
CardKey = tuple[str, int, int]
"""What a card looks like: its kind, number and Horus level (0: a basic card)."""


def card_key(card: LuxorCard) -> CardKey:
    return (card["kind"], card["n"], card["level"])


def draw_card(canvas: Canvas, box: Box, card: CardKey, size: float, *, band: float) -> None:
    """A card face: basic cards on papyrus; Horus cards with their eyes on a lapis band."""
    x0, y0, x1, y1 = box
    level = card[2]
    if level:
        fill = mix(LAPIS, WHITE, 0.88)
        card_face(canvas, box, fill=fill, edge=LAPIS, band=LAPIS, band_height=band, radius=5)
        eyes(canvas, (x0 + 3, y0 + 1, x1 - 3, y0 + band - 1), level, WHITE, LAPIS)
        symbol = (x0 + 2, y0 + band + 2, x1 - 2, y1 - 2)
    else:
        fill = mix(GOLD, WHITE, 0.86)
        card_face(canvas, box, fill=fill, edge=GOLD_DARK, radius=5)
        symbol = inset(box, 2)
    _card_symbol(canvas, symbol, card, size, fill)


def _card_symbol(canvas: Canvas, box: Box, card: CardKey, size: float, fill: RGB) -> None:
    """What the card does, in figures and icons: ``size`` is the height of its figures."""
    kind, n, _ = card
    art = size * 1.3
    x0, y0, x1, y1 = box
    middle = (y0 + y1) / 2
    if kind == "one-fewer":
        row_of(canvas, (x0, middle - size, x1, middle), [number(canvas, str(n), size * 1.3)])
        row_of(
            canvas,
            (x0, middle + 1, x1, middle + size + 1),
            [
                number(canvas, "−1", SMALL, MUTED),
                pictogram(canvas, "adventurer", size * 0.8, MUTED, fill),
            ],
        )
        return
    items = {
        "step": lambda: [number(canvas, str(n), size * 1.3)],
        "plus-minus": lambda: [number(canvas, f"±{n}", size)],
        "die": lambda: [pictogram(canvas, "die", art, INK, fill)],
        "range": lambda: [number(canvas, str(n), size * 1.3)],
        "range-die": lambda: [
            number(canvas, "1–", size),
            pictogram(canvas, "die", size, INK, fill),
        ],
        "move-all": lambda: [
            pictogram(canvas, "all-forward", art, INK, fill),
            number(canvas, str(n), size),
        ],
        "last-to-second-last": lambda: [pictogram(canvas, "leapfrog", art * 1.2, INK, fill)],
    }[kind]()
    height = max(size, art)
    row_of(canvas, (x0, middle - height / 2, x1, middle + height / 2), items)


def _card_piece(
    width: float, height: float, draw: Callable[[Canvas, Box], None], scale: float = 2.0
) -> Sprite:
    """A card of this size drawn by ``draw`` into its box, with room around for its shadow."""
    box = (CARD_MARGIN, CARD_MARGIN, CARD_MARGIN + width, CARD_MARGIN + height)
    return sprite(width + 2 * CARD_MARGIN, height + 2 * CARD_MARGIN, lambda c: draw(c, box), scale)


@cache
def deck_piece(cards_left: bool) -> Sprite:
    """The draw deck: a card back, or the outline of where it was."""
    return _card_piece(*PILE_CARD, _card_back if cards_left else _no_card, TABLE_SCALE)


def _card_back(canvas: Canvas, box: Box) -> None:
    card_face(canvas, box, fill=PLAQUE, edge=INK, radius=5)
    inner = inset(box, 5)
    canvas.rounded(inner, outline=GOLD, width=1, radius=3)
    icon(canvas, "pyramid", inset(inner, 3), GOLD, PLAQUE)


def _no_card(canvas: Canvas, box: Box) -> None:
    canvas.rounded(box, outline=PANEL_EDGE, width=1.5, radius=5)


@cache
def pile_card_piece(card: CardKey | None) -> Sprite:
    """The top card of a Horus stack, or the outline of an exhausted stack."""
    if card is None:
        return _card_piece(*PILE_CARD, _no_card, TABLE_SCALE)
    return _card_piece(
        *PILE_CARD,
        lambda canvas, box: draw_card(canvas, box, card, SMALL + 2, band=13),
        TABLE_SCALE,
    )
