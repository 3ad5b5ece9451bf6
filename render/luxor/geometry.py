"""Where things lie on the Luxor table (units): the temple as a 7x7 grid walked as a square spiral
(outer ring spaces 1–24, inner ring 25–40, the tomb chamber and the card piles in the centre
3x3), the stairs, the statues and the players' rows."""

from __future__ import annotations

from engine.luxor.board import LAST_SPACE, STATUES_AFTER, TREASURE_TYPES
from render.common.canvas import Box
from render.common.layout import MARGIN, WIDTH
from render.common.shapes import inset
from render.common.table import PlayerRows

CELLS_PER_SIDE = 7
"""The temple is a grid of 7x7 cells."""
CELL = 74
BOARD_LEFT = (WIDTH - CELLS_PER_SIDE * CELL) / 2
HEADER_HEIGHT = 44
BOARD_TOP = MARGIN + HEADER_HEIGHT + 8
BOARD_BOTTOM = BOARD_TOP + CELLS_PER_SIDE * CELL
FLOOR_INSET = 3
STRIP_MIDDLE = 12
"""Middle of a cell's top strip (space number and wall VP), from the cell's top."""
TILE_BOX = (6, 21, 68, 69)
"""A tile within its cell."""
STATUE_WIDTH = 16
STATUE_TOP = 20
"""A plinth starts below the top strip, so its ears stay clear of the numbers."""
STATUE_CLEARANCE = 2
CHAMBER_HEIGHT = 124
"""The tomb chamber: the top of the centre; the card piles fill the rest."""
SARCOPHAGI_TOP = 28
SARCOPHAGUS = 70
PANEL_TOP = BOARD_BOTTOM + 12
ROW_HEIGHT = 32
ROWS = PlayerRows(top=PANEL_TOP, height=ROW_HEIGHT, gap=4, radius=8)
NAME_LEFT = MARGIN + 30
SCORE_LEFT = 150
STATS_LEFT = 228
STAT_WIDTH = 44
STAT_ICONS: tuple[str, ...] = ("key", *TREASURE_TYPES, "wild", "scarab", "hand")
"""A player's counters, left to right (see ``table._counts``)."""
Cell = tuple[int, int]
"""(row, column) in the board's grid."""


def _ring(depth: int) -> list[Cell]:
    """The cells (row, column) of one square ring of the grid, clockwise from its top-left."""
    first, last = depth, CELLS_PER_SIDE - 1 - depth
    return (
        [(first, column) for column in range(first, last + 1)]
        + [(row, last) for row in range(first + 1, last + 1)]
        + [(last, column) for column in range(last - 1, first - 1, -1)]
        + [(row, first) for row in range(last - 1, first, -1)]
    )


PATH: dict[int, Cell] = dict(enumerate(_ring(0) + _ring(1), start=1))
"""The cell of each space 1–40: the outer ring, then the inner one."""
if len(PATH) != LAST_SPACE:
    raise ValueError(
        f"a {CELLS_PER_SIDE}x{CELLS_PER_SIDE} spiral of two rings has {len(PATH)} spaces, "
        f"not {LAST_SPACE}"
    )
CENTRE_FIRST, CENTRE_LAST = 2, CELLS_PER_SIDE - 3
"""The rows (and columns) inside the two rings: the tomb chamber and the piles."""


def cell_box(cell: Cell) -> Box:
    row, column = cell
    left, top = BOARD_LEFT + column * CELL, BOARD_TOP + row * CELL
    return (left, top, left + CELL, top + CELL)


def in_cell(cell: Cell, box: Box) -> Box:
    """``box`` given relative to a cell's top-left corner, in image units."""
    left, top, _, _ = cell_box(cell)
    return (left + box[0], top + box[1], left + box[2], top + box[3])


def centre_box() -> Box:
    left, top, _, _ = cell_box((CENTRE_FIRST, CENTRE_FIRST))
    _, _, right, bottom = cell_box((CENTRE_LAST, CENTRE_LAST))
    return (left, top, right, bottom)


def chamber_box() -> Box:
    left, top, right, _ = inset(centre_box(), FLOOR_INSET)
    return (left, top, right, top + CHAMBER_HEIGHT)


def piles_box() -> Box:
    left, _, right, bottom = inset(centre_box(), FLOOR_INSET)
    return (left, chamber_box()[3] + 2 * FLOOR_INSET, right, bottom)


def stairs_box() -> Box:
    return (BOARD_LEFT, MARGIN, BOARD_LEFT + 2 * CELL - FLOOR_INSET, MARGIN + HEADER_HEIGHT)


def stairs_pawns_box() -> Box:
    x0, y0, x1, y1 = stairs_box()
    return (x0 + 36, y0 + 4, x1 - 4, y1 - 4)


def statue_box(after: int) -> Box:
    """The plinth in the doorway between space ``after`` and the next one (side by side)."""
    (row, column), (next_row, next_column) = PATH[after], PATH[after + 1]
    if row != next_row:
        raise ValueError(f"the statue after space {after} must stand between side-by-side cells")
    x = BOARD_LEFT + max(column, next_column) * CELL
    top = BOARD_TOP + row * CELL
    return (x - STATUE_WIDTH / 2, top + STATUE_TOP, x + STATUE_WIDTH / 2, top + CELL - 2)


def tile_box(space: int) -> Box:
    """Where a space's tile lies: its cell's ``TILE_BOX``, kept clear of any statue beside it."""
    x0, y0, x1, y1 = in_cell(PATH[space], TILE_BOX)
    for after in STATUES_AFTER:
        if space in (after, after + 1):
            left, _, right, _ = statue_box(after)
            if left > x0:
                x1 = min(x1, left - STATUE_CLEARANCE)
            else:
                x0 = max(x0, right + STATUE_CLEARANCE)
    return (x0, y0, x1, y1)


def sarcophagus_box(index: int) -> Box:
    """A square holding one upright (narrow) sarcophagus; they stand side by side."""
    x0, y0, _, y1 = chamber_box()
    top = (y0 + SARCOPHAGI_TOP + y1 - SARCOPHAGUS) / 2
    left = x0 + 4 + index * (SARCOPHAGUS - 26)
    return (left, top, left + SARCOPHAGUS, top + SARCOPHAGUS)


def space_centre(position: int) -> tuple[float, float] | None:
    """The middle of a space 1–40 (``None`` for the stairs and the tomb)."""
    if position not in PATH:
        return None
    x0, y0, x1, y1 = cell_box(PATH[position])
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def table_height(players: int) -> float:
    return ROWS.end(players) + MARGIN
