"""How each card kind of Guardiões do Mausoléu is drawn (its icon, its colour, the group named
on its face), and the small pieces the table and the hand share."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mausoleum.cards import GUARDS
from locales import translate
from render.common.canvas import Box, Canvas
from render.common.icons import icon
from render.common.layout import labels
from render.common.palette import RGB, WHITE
from render.common.shapes import card_face

GAME_ID = "mausoleum"
label = labels("mausoleum")


@dataclass(frozen=True)
class Look:
    """How a card kind is drawn: its icon, its colour and the group named on its face."""

    icon: str
    colour: RGB
    group: str


STONE: RGB = (112, 90, 66)
CHARACTER: RGB = (98, 70, 150)
EVENT: RGB = (172, 62, 40)
ACTION: RGB = (24, 104, 120)

GROUP_COLOURS: dict[str, RGB] = {
    "construction": STONE,
    "character": CHARACTER,
    "event": EVENT,
    "action": ACTION,
}

LOOKS: dict[str, Look] = {
    "base": Look("pedestal", (128, 96, 66), "construction"),
    "columns": Look("temple", (70, 104, 140), "construction"),
    "pyramid": Look("pyramid", (176, 124, 20), "construction"),
    "statues": Look("statue", (160, 76, 58), "construction"),
    "mausolus": Look("crown", CHARACTER, "character"),
    "artemisia": Look("crescent", CHARACTER, "character"),
    "architects": Look("compass", CHARACTER, "character"),
    "sculptors": Look("mallet", CHARACTER, "character"),
    "earthquake": Look("crack", EVENT, "event"),
    "invasion": Look("swords", EVENT, "event"),
    "discovery": Look("magnifier", EVENT, "event"),
    "exchange": Look("swap", ACTION, "action"),
    "theft": Look("mask", ACTION, "action"),
    "protection": Look("shield", ACTION, "action"),
}

AREA_EXTRAS: tuple[str, ...] = ("mausolus", "artemisia", *GUARDS, "protection")
"""What an area holds besides constructions, in the order drawn."""


def card_name(locale: str, kind: str) -> str:
    return translate(locale, f"mausoleum-card-{kind}")


def mini_card(canvas: Canvas, box: Box, kind: str) -> None:
    """A small card face: its group's band and its kind's icon."""
    look = LOOKS[kind]
    x0, y0, x1, y1 = box
    edge = GROUP_COLOURS[look.group]
    card_face(canvas, box, fill=WHITE, edge=edge, band=edge, band_height=7, radius=4)
    icon(canvas, look.icon, (x0 + 3, y0 + 10, x1 - 3, y1 - 3), look.colour, WHITE)
