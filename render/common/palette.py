"""Colours shared by every image.

Player colours are from the Okabe–Ito palette, chosen to stay distinct for the common kinds of
colour blindness; each player also has a pawn shape, so colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class PlayerStyle:
    colour: RGB
    light: RGB
    shape: str  # "circle", "square", "triangle" or "diamond"


PLAYERS: tuple[PlayerStyle, ...] = (
    PlayerStyle((0, 114, 178), (196, 224, 242), "circle"),  # blue
    PlayerStyle((230, 159, 0), (250, 230, 184), "square"),  # orange
    PlayerStyle((0, 158, 115), (190, 235, 220), "triangle"),  # bluish green
    PlayerStyle((204, 121, 167), (240, 214, 229), "diamond"),  # reddish purple
)

INK: RGB = (34, 30, 28)
MUTED: RGB = (105, 98, 92)
PAPER: RGB = (250, 246, 238)
PANEL: RGB = (238, 231, 219)
PANEL_EDGE: RGB = (200, 188, 170)
WHITE: RGB = (255, 255, 255)
HIGHLIGHT: RGB = (214, 40, 40)
GOLD: RGB = (212, 163, 40)
GOLD_DARK: RGB = (150, 110, 20)


def player(seat: int) -> PlayerStyle:
    return PLAYERS[seat % len(PLAYERS)]


def mix(a: RGB, b: RGB, amount: float) -> RGB:
    """``a`` moved ``amount`` (0–1) of the way towards ``b``."""
    return tuple(round(x + (y - x) * amount) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def readable_on(background: RGB) -> RGB:
    """Black or white, whichever reads better on ``background``."""
    r, g, b = background
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE
