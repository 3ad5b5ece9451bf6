"""How Capital Lux's colours, cards and modifiers are drawn: each colour's power icon and hue, the
card chip sizes, and the texts shared by the table and the hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.capital_lux.cards import COLOUR_OF, COLOURS, POWERS
from render.common.layout import labels
from render.common.palette import GOLD, HIGHLIGHT, INK, RGB, WHITE, mix

GAME_ID = "capital-lux"
label = labels("capital-lux")


@dataclass(frozen=True)
class Look:
    """How a colour is drawn: its power's icon and its hue."""

    icon: str
    colour: RGB

    @property
    def text(self) -> RGB:
        """The colour's ink on white (yellow is darkened to stay readable)."""
        return mix(self.colour, INK, 0.3)

    @property
    def tint(self) -> RGB:
        return mix(self.colour, WHITE, 0.84)


LOOKS: tuple[Look, ...] = (
    Look("flask", (52, 140, 70)),  # green: Scientist
    Look("scales", (226, 170, 16)),  # yellow: Merchant
    Look("mask", (44, 98, 180)),  # blue: Agent
    Look("mitre", (212, 82, 148)),  # pink: Cleric
)


@dataclass(frozen=True)
class ChipSize:
    """A card chip's size and spacing (units)."""

    width: float
    height: float
    gap: float
    row_gap: float

    def rows_height(self, rows: int) -> float:
        return rows * self.height + (rows - 1) * self.row_gap


CHIP = ChipSize(20, 26, 3, 4)
SMALL_CHIP = ChipSize(14, 16, 1.5, 2)
"""For a home cell whose cards would not fit in one row of full chips."""
CROWDED_STEP = 13
"""The least distance between overlapping chips that leaves each value readable."""
SMALL_CROWDED_STEP = 11
"""The same for small chips."""
GAP = 8
"""Between the table's panels, and between the groups of cards of the hand."""
MINUS = "\u2212"
SIGMA = "\u03a3"
"""Before a Capital column's total."""
FACE_DOWN: RGB = (58, 54, 72)
DECK: RGB = (92, 78, 64)
GOLD_LIGHT: RGB = mix(GOLD, WHITE, 0.55)
RED_LIGHT: RGB = mix(HIGHLIGHT, WHITE, 0.85)


def colour_name(locale: str, colour: int) -> str:
    return label(locale, f"colour-{COLOURS[colour]}")


def power_name(locale: str, colour: int) -> str:
    return label(locale, f"power-{POWERS[colour]}")


def signed(value: int) -> str:
    """``+4`` / ``−3`` with a true minus sign, as printed on the modifier cards."""
    return f"{value:+d}".replace("-", MINUS)


def by_colour(cards: Sequence[int]) -> list[list[int]]:
    piles: list[list[int]] = [[] for _ in COLOURS]
    for card in cards:
        piles[COLOUR_OF[card]].append(card)
    return piles
