"""The tiles lying on Luxor's spaces (treasures, Horus, Osiris and temple tiles), each kind drawn
once per process and stamped, with the adventurers standing on them."""

from __future__ import annotations

from engine.luxor.view_types import LuxorSpace
from render.common.canvas import Box, Canvas
from render.common.layout import SMALL, TABLE_SCALE
from render.common.palette import INK, MUTED, RGB, mix
from render.common.sprites import Sprite, sprite, stamp
from render.luxor.geometry import TILE_BOX, tile_box
from render.luxor.icons import luxor_icon
from render.luxor.looks import (
    FLOOR,
    FRONT_COLOURS,
    LAPIS,
    OSIRIS,
    SCARAB,
    TILE_LOOKS,
    TREASURE_COLOURS,
    WALL,
    WILD,
)
from render.luxor.pieces import PAWN, draw_groups, eyes, number, pictogram, row_of

TILE_FIELDS = ("tile", "type", "vp", "needs", "front", "level", "or_level", "steps")
"""The fields of a space's view that decide how its tile looks: spaces that agree on them show
the same tile."""
CONTENT_HEIGHT = 28
"""A tile's pictures and figures, from its top; adventurers stand below."""
TREASURE_ICON = 24
NEED_SIZE = 9
NEED_STEP = 7


def draw_space(canvas: Canvas, space: LuxorSpace, groups: list[tuple[int, int]]) -> None:
    """A space's tile (drawn once per kind of tile, then pasted), then who stands on it."""
    x0, y0, x1, y1 = tile_box(space["space"])
    stamp(canvas, _tile_piece(space, x1 - x0), (x0, y0))
    draw_groups(canvas, groups, (x0 + 1, y0 + 2, x1 - 1, y1 - 1), PAWN, from_bottom=True)


_TILE_PIECES: dict[tuple[tuple[object, ...], float], Sprite] = {}
"""Each tile drawn, by the values of its ``TILE_FIELDS`` and its width."""


def _tile_piece(space: LuxorSpace, width: float) -> Sprite:
    """The tile lying on ``space``, drawn the first time a tile looks like it."""
    look = (tuple(space.get(field) for field in TILE_FIELDS), width)
    piece = _TILE_PIECES.get(look)
    if piece is None:
        height = TILE_BOX[3] - TILE_BOX[1]
        piece = sprite(width, height, lambda canvas: _tile(canvas, space), TABLE_SCALE)
        _TILE_PIECES[look] = piece
    return piece


def _tile(canvas: Canvas, tile: LuxorSpace) -> None:
    box = (0, 0, canvas.width, canvas.height)
    kind = tile["tile"]
    if kind is None:
        canvas.rounded(box, outline=mix(WALL, FLOOR, 0.55), width=1, radius=6)
        return
    fill, edge = TILE_LOOKS[kind]
    canvas.rounded(box, fill=fill, outline=edge, width=1.5, radius=6)
    TILE_DRAWERS[kind](canvas, (3, 2, canvas.width - 3, CONTENT_HEIGHT), tile, fill)


def _treasure(canvas: Canvas, box: Box, tile: LuxorSpace, fill: RGB) -> None:
    """Type icon; beside it the VP above one little figure per adventurer needed to take it."""
    x0, y0, x1, y1 = box
    kind, needs = tile["type"], tile["needs"]
    vp = str(tile["vp"])
    column = max(canvas.text_width(vp, 20, bold=True), NEED_STEP * (needs - 1) + NEED_SIZE)
    left = (x0 + x1) / 2 - (TREASURE_ICON + 3 + column) / 2
    middle = (y0 + y1) / 2
    icon_box = (left, middle - TREASURE_ICON / 2, left + TREASURE_ICON, middle + TREASURE_ICON / 2)
    luxor_icon(canvas, kind, icon_box, TREASURE_COLOURS[kind], fill)
    centre = left + TREASURE_ICON + 3 + column / 2
    canvas.text((centre, y0 + 8), vp, 20, bold=True, anchor="mm")
    x = centre - (NEED_STEP * (needs - 1) + NEED_SIZE) / 2
    for _ in range(needs):
        luxor_icon(canvas, "adventurer", (x, y1 - NEED_SIZE - 1, x + NEED_SIZE, y1 - 1), INK, fill)
        x += NEED_STEP


def _horus_tile(canvas: Canvas, box: Box, tile: LuxorSpace, fill: RGB) -> None:
    eyes(canvas, box, tile["level"], LAPIS, fill)


def _osiris_tile(canvas: Canvas, box: Box, tile: LuxorSpace, fill: RGB) -> None:
    row_of(
        canvas,
        box,
        [
            pictogram(canvas, "push", 20, OSIRIS, fill),
            number(canvas, str(tile["steps"]), 20),
        ],
    )


def _temple_tile(canvas: Canvas, box: Box, tile: LuxorSpace, fill: RGB) -> None:
    front = tile["front"]
    if front == "favour":
        levels = f"{tile['level']}/{tile['or_level']}"
        items = [pictogram(canvas, "eye", 24, LAPIS, fill), number(canvas, levels, SMALL, LAPIS)]
    elif front == "scarab-or-wild":
        items = [
            pictogram(canvas, "scarab", 20, SCARAB, fill),
            number(canvas, "/", SMALL, MUTED),
            pictogram(canvas, "wild", 20, WILD, fill),
        ]
    else:
        items = [pictogram(canvas, front, 24, FRONT_COLOURS[front], fill)]
    row_of(canvas, box, items)


TILE_DRAWERS = {
    "treasure": _treasure,
    "horus": _horus_tile,
    "osiris": _osiris_tile,
    "temple": _temple_tile,
}
