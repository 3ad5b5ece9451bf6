"""The skeleton of every game's table image: a static base drawn once and copied, a header
panel with the title of whose turn it is, one row per player, a legend under them, and a
lesson's rings over the places it talks about.

A game's table module draws what is its own (the board, the Capital, the piles) into these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.core.lessons import Place
from render.common import shapes
from render.common.canvas import Box, Canvas, measuring
from render.common.fit import shorten_to_fit
from render.common.layout import MARGIN, NAME, SMALL, TABLE_SCALE, TITLE, WIDTH, Label
from render.common.marks import point_at
from render.common.palette import INK, PANEL, PANEL_EDGE, RGB, WHITE, mix, player
from render.common.shapes import LegendItem

TURN_FRAME = 2.5
"""The width of the frame round the row of the player whose turn it is."""


@dataclass(frozen=True)
class PlayerRows:
    """One row per player in seat order, ``height`` high and ``gap`` apart from ``top``, as
    wide as the page inside its margins."""

    top: float
    height: float
    gap: float
    radius: float

    def row_top(self, seat: int) -> float:
        return self.top + seat * (self.height + self.gap)

    def end(self, players: int) -> float:
        """The bottom of the last of ``players`` rows."""
        return self.row_top(players) - self.gap

    def legend_top(self, players: int) -> float:
        """Where a legend under the rows starts."""
        return self.end(players) + 4

    def box(self, seat: int) -> Box:
        top = self.row_top(seat)
        return (MARGIN, top, WIDTH - MARGIN, top + self.height)

    def background(self, canvas: Canvas, seat: int) -> RGB:
        """The row's ground, a light shade of the player's colour; returns that shade."""
        fill = mix(player(seat).light, WHITE, 0.55)
        canvas.rounded(self.box(seat), fill=fill, outline=PANEL_EDGE, radius=self.radius)
        return fill

    def frame(self, canvas: Canvas, seat: int, colour: RGB = INK) -> None:
        """A frame round the row (whose turn it is; in red, whom an attack aims at)."""
        canvas.rounded(self.box(seat), outline=colour, width=TURN_FRAME, radius=self.radius)

    def pointer(self, canvas: Canvas, middle: float, half: float, reach: float) -> None:
        """The arrow on the left edge pointing at the row of whose turn it is: ``half`` its
        height, reaching ``reach`` into the row, its tip at ``middle``."""
        canvas.polygon(
            [(MARGIN - 2, middle - half), (MARGIN + reach, middle), (MARGIN - 2, middle + half)],
            fill=INK,
        )


def panel(canvas: Canvas, box: Box, radius: float = 10) -> None:
    """A pale panel that groups what lies on it (the header, the piles, the Capital)."""
    canvas.rounded(box, fill=PANEL, outline=PANEL_EDGE, radius=radius)


def header_panel(canvas: Canvas, height: float) -> None:
    """The header's panel across the top of the table."""
    panel(canvas, (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + height))


def title_pawn(
    canvas: Canvas, left_middle: tuple[float, float], seat: int, radius: float = 10
) -> float:
    """The pawn of whose turn it is, first on the header's title line; returns where the
    title starts."""
    left, middle = left_middle
    canvas.pawn((left + 9, middle), radius, seat)
    return left + 26


def turn_title(canvas: Canvas, label: Label, locale: str, name: str, room: float) -> str:
    """ "<name>'s turn" (the game's ``turn`` image text), the name cut short so that the
    sentence fits ``room`` at the title's size, or at the name's size at least."""
    return shorten_to_fit(
        canvas,
        lambda shown: label(locale, "turn", player=shown),
        name,
        TITLE,
        room,
        bold=True,
        least_size=NAME,
    )


def title(canvas: Canvas, left_middle: tuple[float, float], text: str, room: float) -> None:
    """The header's title, shrunk (then cut) to ``room``."""
    canvas.text(left_middle, text, TITLE, bold=True, anchor="lm", max_width=room)


def legend_height(items: Sequence[LegendItem]) -> float:
    """The height of a legend of ``items`` across the table (measured at the table's scale)."""
    return shapes.legend_height(measuring(TABLE_SCALE), items, WIDTH - 2 * MARGIN, SMALL)


def legend(canvas: Canvas, items: Sequence[LegendItem], top: float) -> None:
    """A legend of ``items`` across the table from ``top``."""
    shapes.legend(canvas, items, (MARGIN, top), WIDTH - 2 * MARGIN, SMALL)


def point_at_places(
    canvas: Canvas, marks: Iterable[Place], mark_box: Callable[[str, int], Box]
) -> None:
    """A lesson's rings over the places of the table it talks about: ``mark_box(kind,
    where)`` says where each lies."""
    point_at(canvas, (mark_box(kind, where) for kind, where in marks))
