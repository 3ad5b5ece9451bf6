"""The frame of every game's hand image: drawn from its owner's view only, a title line with
the owner's pawn, the cards in a grid (each drawn once as a tile and stamped), and the outline
left by an empty hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.core import View
from render.common.canvas import Box, Canvas
from render.common.guard import require_view
from render.common.layout import DIMMED, HAND_SCALE, MARGIN, TEXT, TITLE, WIDTH
from render.common.palette import MUTED, PANEL_EDGE
from render.common.sprites import Sprite, card_tile, stamp

TITLE_MIDDLE = MARGIN + 14
"""The middle of a hand's title line."""


def own_view(view: object, game_id: str) -> View[Any]:
    """``view``, checked to be a seat's own view of ``game_id``: a hand is drawn from nothing
    else."""
    checked = require_view(view, game_id)
    owner(checked)
    return checked


def owner(view: View[Any]) -> int:
    """The seat whose own view ``view`` is."""
    return owned(view.seat)


Part = TypeVar("Part")


def owned(part: Part | None) -> Part:
    """A part of an owner's view that the spectator's view has as ``None`` (its seat, its
    hand)."""
    if part is None:
        raise ValueError("a hand is drawn from its owner's view, not the spectator's")
    return part


@dataclass(frozen=True)
class CardGrid:
    """The cards of a hand, ``columns`` to a row across the page, ``gap`` apart."""

    columns: int
    gap: float
    height: float

    @property
    def width(self) -> float:
        return (WIDTH - 2 * MARGIN - (self.columns - 1) * self.gap) / self.columns

    @property
    def piece_margin(self) -> float:
        """Paper drawn round each card (its shadow, its frame): the pieces of two neighbouring
        cards meet without overlapping."""
        return self.gap / 2

    def box(self, index: int, top: float) -> Box:
        """Where the ``index``-th card lies, the grid starting at ``top``."""
        row, column = divmod(index, self.columns)
        left = MARGIN + column * (self.width + self.gap)
        card_top = top + row * (self.height + self.gap)
        return (left, card_top, left + self.width, card_top + self.height)

    def tile(self, draw_card: Callable[[Canvas, Box], None], *, dimmed: bool = False) -> Sprite:
        """A card of the grid drawn once on its paper by ``draw_card`` (into the card's box),
        faded when ``dimmed`` (it cannot be chosen now)."""
        return card_tile(
            self.width,
            self.height,
            self.piece_margin,
            draw_card,
            faded=DIMMED if dimmed else 0.0,
            scale=HAND_SCALE,
            shown_width=WIDTH,
        )

    def stamp(self, canvas: Canvas, piece: Sprite, box: Box) -> None:
        """``piece`` (made by :meth:`tile`) stamped where its card lies: ``box``."""
        stamp(canvas, piece, (box[0] - self.piece_margin, box[1] - self.piece_margin))

    def rows_height(self, count: int) -> float:
        """The height of the rows holding ``count`` cards (one row at least)."""
        rows = max(1, -(-count // self.columns))
        return rows * (self.height + self.gap) - self.gap


def hand_title(canvas: Canvas, seat: int, title: str, subtitle: str | None = None) -> None:
    """The owner's pawn and the title; after it, when given, a muted ``subtitle``."""
    canvas.pawn((MARGIN + 10, TITLE_MIDDLE), 10, seat)
    left: float = MARGIN + 28
    if subtitle is None:
        canvas.text(
            (left, TITLE_MIDDLE),
            title,
            TITLE,
            bold=True,
            anchor="lm",
            max_width=WIDTH - 2 * MARGIN - 28,
        )
        return
    left += canvas.text((left, TITLE_MIDDLE), title, TITLE, bold=True, anchor="lm")
    canvas.text(
        (left + 12, TITLE_MIDDLE),
        subtitle,
        TEXT,
        fill=MUTED,
        anchor="lm",
        max_width=WIDTH - MARGIN - left - 12,
    )


def empty_hand(canvas: Canvas, top: float, height: float, text: str) -> None:
    """Where the cards would lie, outlined, and ``text`` saying there are none."""
    canvas.rounded(
        (MARGIN, top, WIDTH - MARGIN, top + height), outline=PANEL_EDGE, width=1.5, radius=10
    )
    canvas.text((WIDTH / 2, top + height / 2), text, TEXT, fill=MUTED, anchor="mm")
