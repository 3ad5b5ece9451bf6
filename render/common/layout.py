"""The page every game's table and hand is laid out on: its width, margin, pixels per unit and
type sizes, and how a game's image texts are found in the catalogs.

Every renderer draws 550 units wide (Discord's preview width) at ``TABLE_SCALE`` /
``HAND_SCALE`` pixels per unit; the sizes are canvas units.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from locales import translate

WIDTH = 550
MARGIN = 12
TABLE_SCALE = 1.25
"""Pixels per unit of the table: 688 pixels wide. Shown at Discord's 550 px it is the same
picture as at 1.5 or 2 (compared side by side), with 31% fewer pixels than at 1.5 to draw,
palette-map, deflate and upload (measured: a fifth less image CPU and bytes per click)."""
HAND_SCALE = 1.25
"""The hand too: 688 pixels wide, shown at most 550."""

TITLE = 20
NAME = 16
TEXT = 15
SMALL = 14

DIMMED = 0.6
"""How far the cards of a hand that are not the current step's choice fade into the
background."""

Label = Callable[..., str]
"""``label(locale, key, **args)``: one of a game's image texts (see :func:`labels`)."""


def labels(game_prefix: str) -> Label:
    """The lookup of a game's image texts: ``labels("luxor")(locale, "tomb")`` reads the
    catalog message ``luxor-img-tomb`` in ``locale``."""

    def label(locale: str, key: str, **args: Any) -> str:
        return translate(locale, f"{game_prefix}-img-{key}", args)

    return label
