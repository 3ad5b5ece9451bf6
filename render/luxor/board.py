"""What does not change during a Luxor game, drawn once per process and table size: walls, floors,
the stairs, space numbers, wall VP, temple icons, statues, the tomb chamber and the players'
rows with their icons."""

from __future__ import annotations

from functools import cache

from engine.luxor.board import LAST_SPACE, SARCOPHAGI, SPACES, STATUES_AFTER, TOMB_WALL_VP
from render.common.canvas import Box, Canvas
from render.common.icons import icon
from render.common.layout import SMALL, TABLE_SCALE, TEXT, WIDTH
from render.common.palette import GOLD, GOLD_DARK, INK, MUTED, RGB, WHITE
from render.common.shapes import inset
from render.common.table import panel
from render.luxor.geometry import (
    BOARD_BOTTOM,
    BOARD_LEFT,
    BOARD_TOP,
    CELL,
    FLOOR_INSET,
    PATH,
    ROW_HEIGHT,
    ROWS,
    STAT_ICONS,
    STAT_WIDTH,
    STATS_LEFT,
    STRIP_MIDDLE,
    Cell,
    cell_box,
    centre_box,
    chamber_box,
    piles_box,
    sarcophagus_box,
    stairs_box,
    statue_box,
    table_height,
)
from render.luxor.icons import luxor_icon
from render.luxor.looks import (
    BACK_COLOUR,
    BASALT,
    CHAMBER,
    FLOOR,
    ICON_COLOURS,
    PLAQUE,
    WALL,
    label,
)


@cache
def table_base(players: int, locale: str) -> Canvas:
    """Everything that does not change during a game: walls, floors, the stairs, space numbers,
    wall VP, temple icons, statues, the tomb chamber and the players' rows with their icons."""
    canvas = Canvas(WIDTH, table_height(players), scale=TABLE_SCALE)
    _walls_and_floors(canvas)
    for space in range(1, LAST_SPACE + 1):
        _space_strip(canvas, space)
    for after in STATUES_AFTER:
        _statue(canvas, after)
    _chamber(canvas, locale)
    for seat in range(players):
        _row_background(canvas, seat)
    return canvas


def _walls_and_floors(canvas: Canvas) -> None:
    board = (BOARD_LEFT - 4, BOARD_TOP - 4, WIDTH - BOARD_LEFT + 4, BOARD_BOTTOM + 4)
    canvas.rounded(board, fill=WALL, radius=10)
    stairs = stairs_box()
    canvas.rounded(stairs, fill=FLOOR, outline=WALL, width=2, radius=8)
    x0, y0, _, y1 = stairs
    luxor_icon(canvas, "stairs", (x0 + 8, y0 + 9, x0 + 34, y1 - 9), WALL, FLOOR)
    first = inset(cell_box(PATH[1]), FLOOR_INSET)
    canvas.rounded((first[0], stairs[3] - 4, first[2], first[1] + 8), fill=FLOOR, radius=0)
    for space in range(1, LAST_SPACE + 1):
        canvas.rounded(inset(cell_box(PATH[space]), FLOOR_INSET), fill=FLOOR, radius=6)
        if space < LAST_SPACE:
            canvas.rounded(
                _passage(PATH[space], PATH[space + 1], FLOOR_INSET), fill=FLOOR, radius=0
            )
    canvas.rounded(inset(centre_box(), FLOOR_INSET), fill=WALL, radius=6)
    canvas.rounded(chamber_box(), fill=CHAMBER, radius=6)
    canvas.rounded(_door(), fill=CHAMBER, radius=0)
    panel(canvas, piles_box(), radius=6)


def _door() -> Box:
    """The tomb's doorway, from the last space into the chamber beside it."""
    last = cell_box(PATH[LAST_SPACE])
    chamber = chamber_box()
    middle = (last[1] + last[3]) / 2
    return (last[2] - FLOOR_INSET - 1, middle - 22, chamber[0] + 1, middle + 22)


def _passage(a: Cell, b: Cell, inset: float) -> Box:
    """The floor between two neighbouring cells: from one's middle to the other's, as wide as
    a cell less ``inset`` on each side."""
    ax0, ay0, ax1, ay1 = cell_box(a)
    bx0, by0, bx1, by1 = cell_box(b)
    if a[0] == b[0]:
        return (min(ax0, bx0) + CELL / 2, ay0 + inset, max(ax1, bx1) - CELL / 2, ay1 - inset)
    return (ax0 + inset, min(ay0, by0) + CELL / 2, ax1 - inset, max(ay1, by1) - CELL / 2)


def _space_strip(canvas: Canvas, space: int) -> None:
    """A space's number (left), wall VP (right, on a plaque) and, between them, the temple icon
    printed on the space."""
    left, top, right, _ = cell_box(PATH[space])
    middle = top + STRIP_MIDDLE
    number_end = (
        left + 8 + canvas.text((left + 8, middle), str(space), SMALL, fill=MUTED, anchor="lm")
    )
    plaque_start = _plaque(canvas, (right - 8, middle), SPACES[space - 1].wall_vp)
    back = SPACES[space - 1].icon
    if back is not None:
        size = min(16, plaque_start - number_end - 2)
        centre = (number_end + plaque_start) / 2
        box = (centre - size / 2, middle - size / 2, centre + size / 2, middle + size / 2)
        luxor_icon(canvas, back, box, BACK_COLOUR, FLOOR)


def _plaque(canvas: Canvas, right_middle: tuple[float, float], value: int) -> float:
    """A wall VP: gold figures on a dark plaque, ending at ``right_middle``; returns its left."""
    x, y = right_middle
    width = canvas.text_width(str(value), SMALL, bold=True) + 7
    canvas.rounded((x - width, y - 8.5, x, y + 8.5), fill=PLAQUE, radius=3)
    canvas.text((x - width / 2, y), str(value), SMALL, fill=GOLD, bold=True, anchor="mm")
    return x - width


def _statue(canvas: Canvas, after: int) -> None:
    """An Anubis statue: a dark plinth with a jackal's two pointed ears."""
    x0, y0, x1, y1 = statue_box(after)
    canvas.rounded((x0, y0, x1, y1), fill=BASALT, outline=GOLD_DARK, width=1.5, radius=5)
    middle = (x0 + x1) / 2
    for side in (-1, 1):
        ear = middle + side * 4
        canvas.polygon(
            [(ear - 3, y0 + 1), (ear + side * 1.5, y0 - 7), (ear + 3, y0 + 1)],
            fill=BASALT,
            outline=GOLD_DARK,
            width=1,
        )
    canvas.rounded((x0 + 1, y0 + 1, x1 - 1, y0 + 4), fill=BASALT, radius=1)


def _chamber(canvas: Canvas, locale: str) -> None:
    """The tomb's name, its wall VP and the sarcophagi with their VP."""
    x0, y0, x1, _ = chamber_box()
    middle = y0 + STRIP_MIDDLE + 2
    canvas.text(
        (x0 + 8, middle),
        label(locale, "tomb"),
        TEXT,
        fill=PLAQUE,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 50,
    )
    _plaque(canvas, (x1 - 6, middle), TOMB_WALL_VP)
    for index, vp in enumerate(SARCOPHAGI):
        box = sarcophagus_box(index)
        luxor_icon(canvas, "sarcophagus", box, GOLD_DARK, CHAMBER)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 10)
        canvas.text(centre, str(vp), TEXT + 2, fill=WHITE, bold=True, anchor="mm")


def _row_background(canvas: Canvas, seat: int) -> None:
    fill = ROWS.background(canvas, seat)
    middle = ROWS.row_top(seat) + ROW_HEIGHT / 2
    for index, name in enumerate(STAT_ICONS):
        x = STATS_LEFT + index * STAT_WIDTH
        _stat_icon(canvas, name, (x, middle - 10, x + 20, middle + 10), fill)


def _stat_icon(canvas: Canvas, name: str, box: Box, background: RGB) -> None:
    if name == "hand":
        icon(canvas, "card_fan", box, INK, background)
    else:
        luxor_icon(canvas, name, box, ICON_COLOURS[name], background)
