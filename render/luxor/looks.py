"""Luxor's colours (the temple's stone, the tiles, the treasures and the counters' icons) and its
image texts."""

from __future__ import annotations

from render.common.layout import labels
from render.common.palette import GOLD, GOLD_DARK, RGB, WHITE, mix

GAME_ID = "luxor"
label = labels("luxor")
HEADER_TITLE = 18
"""The header's title, beside the stairs: a little smaller than other games' titles."""

WALL: RGB = (150, 118, 80)
FLOOR: RGB = (238, 225, 196)
CHAMBER: RGB = (226, 204, 150)
BASALT: RGB = (48, 44, 52)
PLAQUE: RGB = (92, 70, 44)
LAPIS: RGB = (36, 78, 150)
OSIRIS: RGB = (38, 122, 78)
TEMPLE: RGB = (112, 84, 150)
TREASURE_COLOURS: dict[str, RGB] = {
    "vase": (178, 84, 44),
    "jewel": (20, 120, 140),
    "statue": (160, 116, 16),
}
WILD: RGB = (196, 70, 120)
SCARAB: RGB = (30, 110, 100)
KEY: RGB = (130, 96, 24)
BACK_COLOUR: RGB = (120, 96, 70)
TILE_LOOKS: dict[str, tuple[RGB, RGB]] = {
    "treasure": (mix(GOLD, WHITE, 0.82), GOLD_DARK),
    "horus": (mix(LAPIS, WHITE, 0.86), LAPIS),
    "osiris": (mix(OSIRIS, WHITE, 0.85), OSIRIS),
    "temple": (mix(TEMPLE, WHITE, 0.86), TEMPLE),
}
"""Per tile kind: fill and edge colours."""
ICON_COLOURS: dict[str, RGB] = {
    **TREASURE_COLOURS,
    "key": KEY,
    "wild": WILD,
    "scarab": SCARAB,
}
"""Colours of the counters' icons in the players' rows."""
FRONT_COLOURS: dict[str, RGB] = {"tunnel": TEMPLE, "wild": WILD, "scarab": SCARAB}
