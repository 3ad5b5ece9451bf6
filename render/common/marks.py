"""Rings that point at a place of a table: the last turn's, in the mover's colour, and a
lesson's (``point_at``), in the highlight colour, over what its text talks about."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core.lessons import CARD, Place
from render.common.canvas import Box, Canvas
from render.common.palette import HIGHLIGHT, INK, RGB

LESSON_RING = 4.0
"""A lesson's ring is drawn thicker than a last turn's (3), so the two never read alike."""


def ring(canvas: Canvas, box: Box, colour: RGB, *, width: float = 3, radius: float = 7) -> None:
    """A ring in ``colour`` edged in ink, just round ``box``."""
    x0, y0, x1, y1 = box
    canvas.rounded((x0 - 2, y0 - 2, x1 + 2, y1 + 2), outline=INK, width=1, radius=radius + 1)
    canvas.rounded((x0 - 1, y0 - 1, x1 + 1, y1 + 1), outline=colour, width=width, radius=radius)


def point_at(canvas: Canvas, boxes: Iterable[Box]) -> None:
    """A lesson's marks: each place its text talks about, ringed."""
    for box in boxes:
        ring(canvas, box, HIGHLIGHT, width=LESSON_RING)


def point_at_cards(canvas: Canvas, boxes: Mapping[int, Box], marks: Iterable[Place]) -> None:
    """A lesson's marks on a hand image: each card it names, ringed where ``boxes`` (by card id)
    says the card lies; a card no longer in the hand is not ringed."""
    for kind, card in marks:
        if kind != CARD:
            raise ValueError(f"a hand image has no {kind!r} to point at")
        if card in boxes:
            point_at(canvas, [boxes[card]])
