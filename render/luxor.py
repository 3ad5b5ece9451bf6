"""Luxor: the public table and a player's private hand, drawn from views.

Table, top to bottom: the stairs (where adventurers start) beside the round and whose turn it
is; the temple as a 7x7 grid walked as a square spiral (outer ring spaces 1–24, inner ring
25–40, the tomb chamber and the card piles in the centre 3x3); one row per player.

Walls are the gaps between grid cells that are not consecutive on the path, so the corridor
reads as one winding way from the stairs to the tomb. Each space shows its number and wall VP
in its top strip (drawn once per process with the rest of the board), then its tile, then the
adventurers standing there. The Anubis statues stand in the doorways they guard, holding the
adventurers lying there.

Tiles use icons and numbers only: words would not fit a 74-unit cell at the legibility floor.

Hand: the cards left to right, each with its figures and what it does; the two ends, the only
playable cards, are framed in gold under a "left"/"right" pointer and the others faded; then the
owner's scarab values.

Speed: the board is drawn once per process, each kind of tile and card face once (sprites that
are stamped), and the PNG is written unfiltered (``render.common.png``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cache, lru_cache
from typing import Any

from engine.core import View, game_over
from engine.core.lessons import Place
from engine.luxor.board import (
    LAST_SPACE,
    SARCOPHAGI,
    SPACES,
    STAIRS,
    STATUES_AFTER,
    TOMB,
    TOMB_WALL_VP,
    TREASURE_TYPES,
)
from locales import tr, translate
from render.common.canvas import Box, Canvas
from render.common.effects import fade
from render.common.fit import shorten_names_to_fit
from render.common.guard import narrowed, require_view
from render.common.icons import icon
from render.common.marks import point_at, point_at_cards
from render.common.palette import (
    GOLD,
    GOLD_DARK,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    PAPER,
    RGB,
    WHITE,
    mix,
    player,
)
from render.common.png import encode
from render.common.shapes import LINE_SPACING, card_face, paragraph
from render.common.sprites import Sprite, sprite, stamp, tile
from render.luxor_icons import luxor_icon

GAME_ID = "luxor"

WIDTH = 550
MARGIN = 12
TITLE = 18
TEXT = 15
SMALL = 14

# -- colours ----------------------------------------------------------------------------------

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


# -- board geometry (units) -------------------------------------------------------------------

TABLE_SCALE = 1.25
"""Pixels per unit of the table: 688 pixels wide. Shown at Discord's 550 px it is the same
picture as at 1.5 or 2 (compared side by side), with 31% fewer pixels than at 1.5 to draw,
palette-map, deflate and upload (measured: a fifth less image CPU and bytes per click)."""
HAND_SCALE = 1.25
"""The hand too: 688 pixels wide, shown at most 550."""
GRID = 7
CELL = 74
BOARD_LEFT = (WIDTH - GRID * CELL) / 2
HEADER_HEIGHT = 44
BOARD_TOP = MARGIN + HEADER_HEIGHT + 8
BOARD_BOTTOM = BOARD_TOP + GRID * CELL
FLOOR_INSET = 3
STRIP_MIDDLE = 12
"""Middle of a cell's top strip (space number and wall VP), from the cell's top."""
TILE_BOX = (6, 21, 68, 69)
"""A tile within its cell."""
TILE_FIELDS = ("tile", "type", "vp", "needs", "front", "level", "or_level", "steps")
"""The fields of a space's view that decide how its tile looks."""
CONTENT_HEIGHT = 28
"""A tile's pictures and figures, from its top; adventurers stand below."""
TREASURE_ICON = 24
NEED_SIZE = 9
NEED_STEP = 7
PAWN = 8
BADGE_HEIGHT = 16
BADGE_OVERLAP = 5
"""How far a count badge overlaps its pawn."""
STATUE_WIDTH = 16
STATUE_TOP = 20
"""A plinth starts below the top strip, so its ears stay clear of the numbers."""
STATUE_CLEARANCE = 2
SLEEPER = 5.5
CHAMBER_HEIGHT = 124
"""The tomb chamber: the top of the centre; the card piles fill the rest."""
SARCOPHAGI_TOP = 28
SARCOPHAGUS = 70
PILE_CARD = (42, 58)
CARD_MARGIN = 4
"""Room around a card piece for its shadow (and a hand card's gold frame)."""

PANEL_TOP = BOARD_BOTTOM + 12
ROW_HEIGHT = 32
ROW_GAP = 4
NAME_LEFT = MARGIN + 30
SCORE_LEFT = 150
STATS_LEFT = 228
STAT_WIDTH = 44
STAT_ICONS: tuple[str, ...] = ("key", *TREASURE_TYPES, "wild", "scarab", "hand")
"""A player's counters, left to right (see ``_counts``)."""


Cell = tuple[int, int]
"""(row, column) in the board's grid."""


def _ring(depth: int) -> list[Cell]:
    """The cells (row, column) of one square ring of the grid, clockwise from its top-left."""
    first, last = depth, GRID - 1 - depth
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
        f"a {GRID}x{GRID} spiral of two rings has {len(PATH)} spaces, not {LAST_SPACE}"
    )
CENTRE_FIRST, CENTRE_LAST = 2, GRID - 3
"""The rows (and columns) inside the two rings: the tomb chamber and the piles."""


def _label(locale: str, key: str, **args: Any) -> str:
    return translate(locale, f"luxor-img-{key}", args)


def _cell_box(cell: Cell) -> Box:
    row, column = cell
    left, top = BOARD_LEFT + column * CELL, BOARD_TOP + row * CELL
    return (left, top, left + CELL, top + CELL)


def _in_cell(cell: Cell, box: Box) -> Box:
    """``box`` given relative to a cell's top-left corner, in image units."""
    left, top, _, _ = _cell_box(cell)
    return (left + box[0], top + box[1], left + box[2], top + box[3])


def _inset(box: Box, by: float) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def _centre_box() -> Box:
    left, top, _, _ = _cell_box((CENTRE_FIRST, CENTRE_FIRST))
    _, _, right, bottom = _cell_box((CENTRE_LAST, CENTRE_LAST))
    return (left, top, right, bottom)


def _chamber_box() -> Box:
    left, top, right, _ = _inset(_centre_box(), FLOOR_INSET)
    return (left, top, right, top + CHAMBER_HEIGHT)


def _piles_box() -> Box:
    left, _, right, bottom = _inset(_centre_box(), FLOOR_INSET)
    return (left, _chamber_box()[3] + 2 * FLOOR_INSET, right, bottom)


def _stairs_box() -> Box:
    return (BOARD_LEFT, MARGIN, BOARD_LEFT + 2 * CELL - FLOOR_INSET, MARGIN + HEADER_HEIGHT)


def _statue_box(after: int) -> Box:
    """The plinth in the doorway between space ``after`` and the next one (side by side)."""
    (row, column), (next_row, next_column) = PATH[after], PATH[after + 1]
    if row != next_row:
        raise ValueError(f"the statue after space {after} must stand between side-by-side cells")
    x = BOARD_LEFT + max(column, next_column) * CELL
    top = BOARD_TOP + row * CELL
    return (x - STATUE_WIDTH / 2, top + STATUE_TOP, x + STATUE_WIDTH / 2, top + CELL - 2)


def _tile_box(space: int) -> Box:
    """Where a space's tile lies: its cell's ``TILE_BOX``, kept clear of any statue beside it."""
    x0, y0, x1, y1 = _in_cell(PATH[space], TILE_BOX)
    for after in STATUES_AFTER:
        if space in (after, after + 1):
            left, _, right, _ = _statue_box(after)
            if left > x0:
                x1 = min(x1, left - STATUE_CLEARANCE)
            else:
                x0 = max(x0, right + STATUE_CLEARANCE)
    return (x0, y0, x1, y1)


# -- table ------------------------------------------------------------------------------------


def table_height(players: int) -> float:
    return _row_top(players) - ROW_GAP + MARGIN


def _row_top(seat: int) -> float:
    return PANEL_TOP + seat * (ROW_HEIGHT + ROW_GAP)


@cache
def _table_base(players: int, locale: str) -> Canvas:
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
    stairs = _stairs_box()
    canvas.rounded(stairs, fill=FLOOR, outline=WALL, width=2, radius=8)
    x0, y0, _, y1 = stairs
    luxor_icon(canvas, "stairs", (x0 + 8, y0 + 9, x0 + 34, y1 - 9), WALL, FLOOR)
    first = _inset(_cell_box(PATH[1]), FLOOR_INSET)
    canvas.rounded((first[0], stairs[3] - 4, first[2], first[1] + 8), fill=FLOOR, radius=0)
    for space in range(1, LAST_SPACE + 1):
        canvas.rounded(_inset(_cell_box(PATH[space]), FLOOR_INSET), fill=FLOOR, radius=6)
        if space < LAST_SPACE:
            canvas.rounded(
                _passage(PATH[space], PATH[space + 1], FLOOR_INSET), fill=FLOOR, radius=0
            )
    canvas.rounded(_inset(_centre_box(), FLOOR_INSET), fill=WALL, radius=6)
    canvas.rounded(_chamber_box(), fill=CHAMBER, radius=6)
    canvas.rounded(_door(), fill=CHAMBER, radius=0)
    canvas.rounded(_piles_box(), fill=PANEL, outline=PANEL_EDGE, radius=6)


def _door() -> Box:
    """The tomb's doorway, from the last space into the chamber beside it."""
    last = _cell_box(PATH[LAST_SPACE])
    chamber = _chamber_box()
    middle = (last[1] + last[3]) / 2
    return (last[2] - FLOOR_INSET - 1, middle - 22, chamber[0] + 1, middle + 22)


def _passage(a: Cell, b: Cell, inset: float) -> Box:
    """The floor between two neighbouring cells: from one's middle to the other's, as wide as
    a cell less ``inset`` on each side."""
    ax0, ay0, ax1, ay1 = _cell_box(a)
    bx0, by0, bx1, by1 = _cell_box(b)
    if a[0] == b[0]:
        return (min(ax0, bx0) + CELL / 2, ay0 + inset, max(ax1, bx1) - CELL / 2, ay1 - inset)
    return (ax0 + inset, min(ay0, by0) + CELL / 2, ax1 - inset, max(ay1, by1) - CELL / 2)


def _space_strip(canvas: Canvas, space: int) -> None:
    """A space's number (left), wall VP (right, on a plaque) and, between them, the temple icon
    printed on the space."""
    left, top, right, _ = _cell_box(PATH[space])
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
    x0, y0, x1, y1 = _statue_box(after)
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
    x0, y0, x1, _ = _chamber_box()
    middle = y0 + STRIP_MIDDLE + 2
    canvas.text(
        (x0 + 8, middle),
        _label(locale, "tomb"),
        TEXT,
        fill=PLAQUE,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 50,
    )
    _plaque(canvas, (x1 - 6, middle), TOMB_WALL_VP)
    for index, vp in enumerate(SARCOPHAGI):
        box = _sarcophagus_box(index)
        luxor_icon(canvas, "sarcophagus", box, GOLD_DARK, CHAMBER)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 10)
        canvas.text(centre, str(vp), TEXT + 2, fill=WHITE, bold=True, anchor="mm")


def _row_background(canvas: Canvas, seat: int) -> None:
    top = _row_top(seat)
    fill = mix(player(seat).light, WHITE, 0.55)
    canvas.rounded(
        (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT), fill=fill, outline=PANEL_EDGE, radius=8
    )
    middle = top + ROW_HEIGHT / 2
    for index, name in enumerate(STAT_ICONS):
        x = STATS_LEFT + index * STAT_WIDTH
        _stat_icon(canvas, name, (x, middle - 10, x + 20, middle + 10), fill)


def _stat_icon(canvas: Canvas, name: str, box: Box, background: RGB) -> None:
    if name == "hand":
        icon(canvas, "card_fan", box, INK, background)
    else:
        luxor_icon(canvas, name, box, ICON_COLOURS[name], background)


def draw_table(
    view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (``_mark_box``)."""
    view = require_view(view, GAME_ID)
    base = _table_base(view.players, locale)
    canvas = Canvas.over(base)
    data = view.data
    standing = _standing(data["adventurers"])
    _header(canvas, view, names, locale)
    _last_paths(canvas, data.get("last_turn"))
    _groups(canvas, standing.get(data["stairs"], []), _stairs_pawns_box(), PAWN)
    for space_view in data["spaces"]:
        _space(canvas, space_view, standing.get(space_view["space"], []))
    for after, sleepers in zip(data["statues"], data["sleepers"], strict=True):
        _sleepers(canvas, after, sleepers)
    _tomb(canvas, data, standing.get(data["tomb"], []))
    _piles(canvas, data)
    _last_marks(canvas, data.get("last_turn"))
    caption = translate(locale, "render-final" if game_over(view) else "render-so-far")
    for seat, player_view in enumerate(data["players"]):
        _player_row(
            canvas, seat, player_view, names[seat], locale, seat == data["current"], caption
        )
    point_at(canvas, (_mark_box(kind, where) for kind, where in marks))
    return canvas


def table_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return encode(draw_table(view, names, locale, marks).image, "luxor")


def _mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a ``space`` (a tile's cell; the stairs; the tomb's
    chamber) or the Anubis ``statue`` standing after a space."""
    if kind == "statue":
        return _statue_box(where)
    if kind != "space":
        raise ValueError(f"Luxor's table has no {kind!r} to point at")
    if where == TOMB:
        return _chamber_box()
    if where == STAIRS:
        return _stairs_box()
    return _inset(_cell_box(PATH[where]), 2)


def _standing(adventurers: list[list[int]]) -> dict[int, list[tuple[int, int]]]:
    """Per position, (seat, how many) of the adventurers standing there, in seat order."""
    found: dict[int, list[tuple[int, int]]] = {}
    for seat, positions in enumerate(adventurers):
        for position, count in Counter(positions).items():
            found.setdefault(position, []).append((seat, count))
    return found


# -- table: the last turn --------------------------------------------------------------------


def _space_centre(position: int) -> tuple[float, float] | None:
    """The middle of a space 1–40 (``None`` for the stairs and the tomb)."""
    if position not in PATH:
        return None
    x0, y0, x1, y1 = _cell_box(PATH[position])
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def _move_points(move: dict[str, Any]) -> list[tuple[float, float]]:
    positions = [move["from"], *(move.get("path") or []), move["to"]]
    return [centre for centre in map(_space_centre, positions) if centre is not None]


def _last_paths(canvas: Canvas, last: dict[str, Any] | None) -> None:
    """The last turn's moves as a line through the spaces stepped on, in the mover's colour;
    drawn under the tiles, so it shows as a trail between them."""
    if not last:
        return
    colour = player(last["seat"]).colour
    for move in last.get("moves") or []:
        points = _move_points(move)
        if len(points) >= 2:
            canvas.line(points, colour, width=3)


def _last_marks(canvas: Canvas, last: dict[str, Any] | None) -> None:
    """Over everything: a small ring where each move started, an outline in the mover's colour
    with the mover's pawn shape where it ended, and a dark outline round the tile resolved."""
    if not last:
        return
    seat = last["seat"]
    colour = player(seat).colour
    treasure = last.get("treasure")
    resolved = treasure["space"] if treasure else last.get("resolved")
    if resolved in PATH:
        canvas.rounded(_inset(_tile_box(resolved), -2), outline=INK, width=2.5, radius=7)
    for move in last.get("moves") or []:
        start = _space_centre(move["from"])
        if start is not None:
            canvas.circle(start, 4, fill=WHITE, outline=colour, width=2)
        if move["to"] in PATH:
            x0, y0, x1, y1 = _cell_box(PATH[move["to"]])
            canvas.rounded(_inset((x0, y0, x1, y1), 2), outline=colour, width=2.5, radius=8)
            canvas.pawn((x0 + 9, y1 - 9), 5, seat)


# -- table: header and stairs -----------------------------------------------------------------


def _stairs_pawns_box() -> Box:
    x0, y0, x1, y1 = _stairs_box()
    return (x0 + 36, y0 + 4, x1 - 4, y1 - 4)


def _header(canvas: Canvas, view: View, names: Sequence[str], locale: str) -> None:
    left = _stairs_box()[2] + 14
    right = WIDTH - MARGIN
    middle = MARGIN + HEADER_HEIGHT / 2
    current = view.data["current"]
    if current is not None:
        canvas.pawn((left + 9, middle), 9, current)
        left += 26
    if view.data["final_round"] and current is not None:
        right -= _tag(canvas, (right, middle), _label(locale, "final-round")) + 8
    room = right - left
    title = shorten_names_to_fit(
        canvas,
        lambda shown: tr(locale, view.summary, shown),
        names,
        TITLE,
        room,
        bold=True,
        least_size=TEXT,
    )
    if title == tr(locale, view.summary, names):
        canvas.text((left, middle), title, TITLE, bold=True, anchor="lm", max_width=room)
        return
    # A long name beside the final round's tag: two smaller lines keep more of it.
    title = shorten_names_to_fit(
        canvas, lambda shown: tr(locale, view.summary, shown), names, TEXT, room, bold=True, lines=2
    )
    paragraph(canvas, (left, middle - TEXT * LINE_SPACING), title, TEXT, room, bold=True)


def _tag(canvas: Canvas, right_middle: tuple[float, float], text: str) -> float:
    """White text on a red pill ending at ``right_middle``; returns its width."""
    x, y = right_middle
    width = canvas.text_width(text, SMALL, bold=True) + 14
    canvas.rounded((x - width, y - 12, x, y + 12), fill=HIGHLIGHT, radius=12)
    canvas.text((x - width / 2, y), text, SMALL, fill=WHITE, bold=True, anchor="mm")
    return width


# -- table: pawns -----------------------------------------------------------------------------


def _groups(
    canvas: Canvas,
    groups: list[tuple[int, int]],
    box: Box,
    radius: float,
    *,
    from_bottom: bool = False,
) -> None:
    """Each player's adventurers in ``box``: one pawn per player, with a count badge when they
    are several. Rows are added (and pawns shrunk a little) until everyone fits; they are
    centred in ``box``, or stacked up from its bottom (on a tile, whose top shows what it is)."""
    if not groups:
        return
    x0, y0, x1, y1 = box
    for rows, size in ((1, radius), (2, radius - 1), (3, radius - 2)):
        per_row = -(-len(groups) // rows)
        lines = [groups[i : i + per_row] for i in range(0, len(groups), per_row)]
        if all(_groups_width(canvas, line, size) <= x1 - x0 for line in lines) or rows == 3:
            break
    pitch = min(max(2 * size + 3, BADGE_HEIGHT + 1), (y1 - y0) / len(lines))
    if from_bottom:
        top = y1 - pitch * (len(lines) - 0.5)
    else:
        top = (y0 + y1) / 2 - pitch * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        x = (x0 + x1) / 2 - _groups_width(canvas, line, size) / 2
        for seat, count in line:
            x += _group(canvas, (x, top + index * pitch), seat, count, size) + 2


def _group_width(canvas: Canvas, count: int, radius: float) -> float:
    badge = _badge_width(canvas, count) - BADGE_OVERLAP if count > 1 else 0
    return 2 * radius + 2 + badge


def _groups_width(canvas: Canvas, groups: Iterable[tuple[int, int]], radius: float) -> float:
    widths = [_group_width(canvas, count, radius) for _, count in groups]
    return sum(widths) + 2 * (len(widths) - 1)


def _badge_width(canvas: Canvas, count: int) -> float:
    return canvas.text_width(str(count), SMALL, bold=True) + 5


def _group(
    canvas: Canvas, left_middle: tuple[float, float], seat: int, count: int, radius: float
) -> float:
    """One player's pawn at ``left_middle``, and how many when more than one; returns width."""
    x, y = left_middle
    canvas.pawn((x + radius + 1, y), radius, seat)
    if count > 1:
        width = _badge_width(canvas, count)
        left = x + 2 * radius + 2 - BADGE_OVERLAP
        top = y - BADGE_HEIGHT / 2 + 3
        canvas.rounded(
            (left, top, left + width, top + BADGE_HEIGHT), fill=INK, outline=WHITE, radius=4
        )
        canvas.text(
            (left + width / 2, top + BADGE_HEIGHT / 2),
            str(count),
            SMALL,
            fill=WHITE,
            bold=True,
            anchor="mm",
        )
    return _group_width(canvas, count, radius)


# -- table: spaces ----------------------------------------------------------------------------


def _space(canvas: Canvas, space_view: dict[str, Any], groups: list[tuple[int, int]]) -> None:
    """A space's tile (drawn once per kind of tile, then pasted), then who stands on it."""
    space = space_view["space"]
    x0, y0, x1, y1 = _tile_box(space)
    look = tuple(space_view.get(field) for field in TILE_FIELDS)
    stamp(canvas, _tile_piece(look, x1 - x0), (x0, y0))
    _groups(canvas, groups, (x0 + 1, y0 + 2, x1 - 1, y1 - 1), PAWN, from_bottom=True)


@cache
def _tile_piece(look: tuple[Any, ...], width: float) -> Sprite:
    """A tile: ``look`` holds the values of ``TILE_FIELDS``."""
    return sprite(width, TILE_BOX[3] - TILE_BOX[1], lambda canvas: _tile(canvas, look), TABLE_SCALE)


def _tile(canvas: Canvas, look: tuple[Any, ...]) -> None:
    box = (0, 0, canvas.width, canvas.height)
    tile = dict(zip(TILE_FIELDS, look, strict=True))
    kind = tile["tile"]
    if kind is None:
        canvas.rounded(box, outline=mix(WALL, FLOOR, 0.55), width=1, radius=6)
        return
    fill, edge = TILE_LOOKS[kind]
    canvas.rounded(box, fill=fill, outline=edge, width=1.5, radius=6)
    TILE_DRAWERS[kind](canvas, (3, 2, canvas.width - 3, CONTENT_HEIGHT), tile, fill)


Item = tuple[float, Callable[[Box], object]]
"""Something to draw in a row: its width, and how to draw it into a box that wide."""


def _row_of(canvas: Canvas, box: Box, items: list[Item]) -> None:
    """Draw ``items`` side by side, centred in ``box``."""
    x0, y0, x1, y1 = box
    gap = 3
    x = (x0 + x1) / 2 - (sum(width for width, _ in items) + gap * (len(items) - 1)) / 2
    for width, draw in items:
        draw((x, y0, x + width, y1))
        x += width + gap


def _number(canvas: Canvas, text: str, size: float, colour: RGB = INK) -> Item:
    width = canvas.text_width(text, size, bold=True)
    return width, lambda box: canvas.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        text,
        size,
        fill=colour,
        bold=True,
        anchor="mm",
    )


def _pictogram(canvas: Canvas, name: str, width: float, colour: RGB, background: RGB) -> Item:
    return width, lambda box: luxor_icon(canvas, name, box, colour, background)


def _treasure(canvas: Canvas, box: Box, tile: dict[str, Any], fill: RGB) -> None:
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


def _horus_tile(canvas: Canvas, box: Box, tile: dict[str, Any], fill: RGB) -> None:
    _eyes(canvas, box, tile["level"], LAPIS, fill)


def _eyes(canvas: Canvas, box: Box, level: int, colour: RGB, background: RGB) -> None:
    """``level`` eyes of Horus side by side, as large as ``box`` allows."""
    x0, y0, x1, y1 = box
    size = min(y1 - y0 + 4, (x1 - x0) / level)
    _row_of(
        canvas,
        (x0, (y0 + y1) / 2 - size / 2, x1, (y0 + y1) / 2 + size / 2),
        [_pictogram(canvas, "eye", size - 3, colour, background) for _ in range(level)],
    )


def _osiris_tile(canvas: Canvas, box: Box, tile: dict[str, Any], fill: RGB) -> None:
    _row_of(
        canvas,
        box,
        [
            _pictogram(canvas, "push", 20, OSIRIS, fill),
            _number(canvas, str(tile["steps"]), 20),
        ],
    )


def _temple_tile(canvas: Canvas, box: Box, tile: dict[str, Any], fill: RGB) -> None:
    front = tile["front"]
    if front == "favour":
        levels = f"{tile['level']}/{tile['or_level']}"
        items = [_pictogram(canvas, "eye", 24, LAPIS, fill), _number(canvas, levels, SMALL, LAPIS)]
    elif front == "scarab-or-wild":
        items = [
            _pictogram(canvas, "scarab", 20, SCARAB, fill),
            _number(canvas, "/", SMALL, MUTED),
            _pictogram(canvas, "wild", 20, WILD, fill),
        ]
    else:
        items = [_pictogram(canvas, front, 24, FRONT_COLOURS[front], fill)]
    _row_of(canvas, box, items)


TILE_DRAWERS = {
    "treasure": _treasure,
    "horus": _horus_tile,
    "osiris": _osiris_tile,
    "temple": _temple_tile,
}


def _sleepers(canvas: Canvas, after: int, seats: list[int]) -> None:
    """The adventurers lying at a statue, one small pawn each down the plinth."""
    x0, y0, x1, _ = _statue_box(after)
    for index, seat in enumerate(seats):
        centre = ((x0 + x1) / 2, y0 + 2 + SLEEPER + index * (2 * SLEEPER + 0.5))
        canvas.pawn(centre, SLEEPER, seat, outline=WHITE)


# -- table: tomb and piles --------------------------------------------------------------------


def _tomb(canvas: Canvas, data: dict[str, Any], groups: list[tuple[int, int]]) -> None:
    """Who took each sarcophagus, and who is in the tomb."""
    for index, owner in enumerate(data["sarcophagi"]):
        if owner is not None:
            x0, y0, x1, y1 = _sarcophagus_box(index)
            fade(canvas, (x0, y0, x1, y1), CHAMBER, 0.45)
            canvas.pawn(((x0 + x1) / 2 + 12, y1 - 10), PAWN + 1, owner)
    _, y0, x1, y1 = _chamber_box()
    left = _sarcophagus_box(len(SARCOPHAGI) - 1)[2] + 10
    _groups(canvas, groups, (left, y0 + SARCOPHAGI_TOP, x1 - 6, y1 - 6), PAWN + 1)


def _sarcophagus_box(index: int) -> Box:
    """A square holding one upright (narrow) sarcophagus; they stand side by side."""
    x0, y0, _, y1 = _chamber_box()
    top = (y0 + SARCOPHAGI_TOP + y1 - SARCOPHAGUS) / 2
    left = x0 + 4 + index * (SARCOPHAGUS - 26)
    return (left, top, left + SARCOPHAGUS, top + SARCOPHAGUS)


def _piles(canvas: Canvas, data: dict[str, Any]) -> None:
    """The draw deck, then the three face-up Horus stacks: top card and size."""
    x0, y0, x1, y1 = _piles_box()
    width = (x1 - x0) / 4
    tops = [None if card is None else _card_key(card) for card in data["horus_tops"]]
    pieces = [_deck_piece(data["deck_size"] > 0), *map(_pile_card_piece, tops)]
    sizes = [data["deck_size"], *data["horus_sizes"]]
    for index, (piece, size) in enumerate(zip(pieces, sizes, strict=True)):
        centre = x0 + (index + 0.5) * width
        stamp(canvas, piece, (centre - PILE_CARD[0] / 2 - CARD_MARGIN, y0 + 6 - CARD_MARGIN))
        canvas.text((centre, y1 - 12), str(size), TEXT, bold=True, anchor="mm")


def _card_piece(
    width: float, height: float, draw: Callable[[Canvas, Box], None], scale: float = 2.0
) -> Sprite:
    """A card of this size drawn by ``draw`` into its box, with room around for its shadow."""
    box = (CARD_MARGIN, CARD_MARGIN, CARD_MARGIN + width, CARD_MARGIN + height)
    return sprite(width + 2 * CARD_MARGIN, height + 2 * CARD_MARGIN, lambda c: draw(c, box), scale)


@cache
def _deck_piece(cards_left: bool) -> Sprite:
    """The draw deck: a card back, or the outline of where it was."""
    return _card_piece(*PILE_CARD, _card_back if cards_left else _no_card, TABLE_SCALE)


def _card_back(canvas: Canvas, box: Box) -> None:
    card_face(canvas, box, fill=PLAQUE, edge=INK, radius=5)
    inner = _inset(box, 5)
    canvas.rounded(inner, outline=GOLD, width=1, radius=3)
    icon(canvas, "pyramid", _inset(inner, 3), GOLD, PLAQUE)


def _no_card(canvas: Canvas, box: Box) -> None:
    canvas.rounded(box, outline=PANEL_EDGE, width=1.5, radius=5)


@cache
def _pile_card_piece(card: CardKey | None) -> Sprite:
    """The top card of a Horus stack, or the outline of an exhausted stack."""
    if card is None:
        return _card_piece(*PILE_CARD, _no_card, TABLE_SCALE)
    return _card_piece(
        *PILE_CARD,
        lambda canvas, box: _card(canvas, box, card, SMALL + 2, band=13),
        TABLE_SCALE,
    )


# -- table: players ---------------------------------------------------------------------------


def _player_row(
    canvas: Canvas,
    seat: int,
    player_view: dict[str, Any],
    name: str,
    locale: str,
    turn: bool,
    caption: str,
) -> None:
    """One player's row; ``caption`` says what the score is ("so far", or "final")."""
    top = _row_top(seat)
    middle = top + ROW_HEIGHT / 2
    if turn:
        canvas.rounded(
            (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT), outline=INK, width=2.5, radius=8
        )
        canvas.polygon(
            [(MARGIN - 2, middle - 9), (MARGIN + 7, middle), (MARGIN - 2, middle + 9)], fill=INK
        )
    canvas.pawn((MARGIN + 17, middle), 9, seat)
    canvas.text(
        (NAME_LEFT, middle),
        name,
        TEXT,
        bold=True,
        anchor="lm",
        max_width=SCORE_LEFT - 8 - NAME_LEFT,
    )
    canvas.text(
        (SCORE_LEFT, middle - 7),
        _label(locale, "vp", vp=player_view["public_score"]),
        SMALL,
        bold=True,
        anchor="lm",
        max_width=STATS_LEFT - 4 - SCORE_LEFT,
    )
    canvas.text(
        (SCORE_LEFT, middle + 8),
        caption,
        SMALL,
        fill=MUTED,
        anchor="lm",
        max_width=STATS_LEFT - 4 - SCORE_LEFT,
    )
    for index, count in enumerate(_counts(player_view)):
        x = STATS_LEFT + index * STAT_WIDTH + 22
        colour = INK if count else MUTED
        canvas.text((x, middle), str(count), TEXT, fill=colour, bold=True, anchor="lm")


def _counts(player_view: dict[str, Any]) -> list[int]:
    """Keys, treasures of each type, wilds, scarabs and cards in hand: as ``STAT_ICONS``."""
    treasures = player_view["treasures"]
    return [
        player_view["keys"],
        *(len(treasures[kind]) for kind in TREASURE_TYPES),
        player_view["wilds"],
        player_view["scarabs"],
        player_view["hand_size"],
    ]


# -- cards (table piles and hand) -------------------------------------------------------------

CardKey = tuple[str, int, int]
"""What a card looks like: its kind, number and Horus level (0: a basic card)."""


def _card_key(card: dict[str, Any]) -> CardKey:
    return (card["kind"], card["n"], card["level"])


def _card(canvas: Canvas, box: Box, card: CardKey, size: float, *, band: float) -> None:
    """A card face: basic cards on papyrus; Horus cards with their eyes on a lapis band."""
    x0, y0, x1, y1 = box
    level = card[2]
    if level:
        fill = mix(LAPIS, WHITE, 0.88)
        card_face(canvas, box, fill=fill, edge=LAPIS, band=LAPIS, band_height=band, radius=5)
        _eyes(canvas, (x0 + 3, y0 + 1, x1 - 3, y0 + band - 1), level, WHITE, LAPIS)
        symbol = (x0 + 2, y0 + band + 2, x1 - 2, y1 - 2)
    else:
        fill = mix(GOLD, WHITE, 0.86)
        card_face(canvas, box, fill=fill, edge=GOLD_DARK, radius=5)
        symbol = _inset(box, 2)
    _card_symbol(canvas, symbol, card, size, fill)


def _card_symbol(canvas: Canvas, box: Box, card: CardKey, size: float, fill: RGB) -> None:
    """What the card does, in figures and icons: ``size`` is the height of its figures."""
    kind, n, _ = card
    art = size * 1.3
    x0, y0, x1, y1 = box
    middle = (y0 + y1) / 2
    if kind == "one-fewer":
        _row_of(canvas, (x0, middle - size, x1, middle), [_number(canvas, str(n), size * 1.3)])
        _row_of(
            canvas,
            (x0, middle + 1, x1, middle + size + 1),
            [
                _number(canvas, "−1", SMALL, MUTED),
                _pictogram(canvas, "adventurer", size * 0.8, MUTED, fill),
            ],
        )
        return
    items = {
        "step": lambda: [_number(canvas, str(n), size * 1.3)],
        "plus-minus": lambda: [_number(canvas, f"±{n}", size)],
        "die": lambda: [_pictogram(canvas, "die", art, INK, fill)],
        "range": lambda: [_number(canvas, str(n), size * 1.3)],
        "range-die": lambda: [
            _number(canvas, "1–", size),
            _pictogram(canvas, "die", size, INK, fill),
        ],
        "move-all": lambda: [
            _pictogram(canvas, "all-forward", art, INK, fill),
            _number(canvas, str(n), size),
        ],
        "last-to-second-last": lambda: [_pictogram(canvas, "leapfrog", art * 1.2, INK, fill)],
    }[kind]()
    height = max(size, art)
    _row_of(canvas, (x0, middle - height / 2, x1, middle + height / 2), items)


# -- hand -------------------------------------------------------------------------------------

HAND_CARDS = 5
CARD_GAP = 9
CARD_WIDTH = (WIDTH - 2 * MARGIN - (HAND_CARDS - 1) * CARD_GAP) / HAND_CARDS
CARD_HEIGHT = 168
CARD_FACE_HEIGHT = 96
CARD_BAND = 24
HAND_TITLE_MIDDLE = MARGIN + 14
ENDS_MIDDLE = MARGIN + 46
CARDS_TOP = MARGIN + 60
SCARABS_TOP = CARDS_TOP + CARD_HEIGHT + 14
SCARABS_HEIGHT = 34
HAND_HEIGHT = SCARABS_TOP + SCARABS_HEIGHT + MARGIN
ENDS = ("left", "right")


def hand_view(view: View) -> View:
    """What the hand image shows of its owner's view: the cards, the scarabs, and once the
    owner's card is down in its turn, that card and the end it came from."""
    view = require_view(view, GAME_ID)
    if view.seat is None:
        raise ValueError("a hand is drawn from its owner's view, not the spectator's")
    data = view.data
    chosen = data.get("chosen")
    kept = {"hand": data["hand"], "my_scarabs": data["my_scarabs"], "chosen": chosen}
    if chosen is not None:
        kept["turn"] = {"card": data["turn"]["card"]}
    return narrowed(view, kept)


def draw_hand(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> Canvas:
    """The owner's row of cards: the two ends, which are the only playable ones, framed in gold
    under a pointer; the middle ones faded. Once the owner's card is down in its turn, that card
    is shown at the end it came from, framed under "played", and all the others are faded.
    Then the owner's scarabs and their values; ``marks``: the cards a lesson points at."""
    view = hand_view(view)
    canvas = Canvas(WIDTH, HAND_HEIGHT, scale=HAND_SCALE)
    canvas.pawn((MARGIN + 10, HAND_TITLE_MIDDLE), 10, view.seat)
    canvas.text(
        (MARGIN + 28, HAND_TITLE_MIDDLE),
        _label(locale, "your-hand"),
        20,
        bold=True,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN - 28,
    )
    hand = list(view.data["hand"])
    chosen = view.data.get("chosen")
    if chosen is not None:
        # The turn's card is down: it is shown where it left the hand, marked, the rest dimmed.
        at = len(hand) if chosen["end"] == ENDS[1] else 0
        hand.insert(at, view.data["turn"]["card"])
        marked = {at: "played"}
    else:
        marked = {0: f"end-{ENDS[0]}", len(hand) - 1: f"end-{ENDS[1]}"}
    boxes = {}
    for index, card in enumerate(hand):
        left = MARGIN + index * (CARD_WIDTH + CARD_GAP)
        boxes[card["id"]] = (left, CARDS_TOP, left + CARD_WIDTH, CARDS_TOP + CARD_HEIGHT)
        _hand_card(canvas, (left, CARDS_TOP), _card_key(card), locale, index in marked)
        if index in marked:
            end = ENDS[1] if index == len(hand) - 1 and index else ENDS[0]
            _end_pointer(canvas, left + CARD_WIDTH / 2, _label(locale, marked[index]), end)
    _scarabs(canvas, view.data["my_scarabs"], locale)
    point_at_cards(canvas, boxes, marks)
    return canvas


def hand_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return encode(draw_hand(view, names, locale, marks).image, "luxor")


def _hand_card(
    canvas: Canvas, top_left: tuple[float, float], card: CardKey, locale: str, playable: bool
) -> None:
    x0, y0 = top_left
    kind, n, _ = card
    does = _label(locale, f"does-{kind}", n=n)
    stamp(canvas, _hand_card_piece(card, playable, does), (x0 - CARD_MARGIN, y0 - CARD_MARGIN))


HAND_PIECES_KEPT = 256
"""Hand cards kept drawn per process: each card playable or not, in each language in use;
about 90 KB each."""


@lru_cache(maxsize=HAND_PIECES_KEPT)
def _hand_card_piece(card: CardKey, playable: bool, does: str) -> Sprite:
    """A card of the hand on its paper: its face, then what it does (``does``, in the reader's
    language); framed in gold when it can be played, faded when it cannot."""

    def draw(canvas: Canvas) -> None:
        x0, y0 = CARD_MARGIN, CARD_MARGIN
        box = (x0, y0, x0 + CARD_WIDTH, y0 + CARD_HEIGHT)
        if playable:
            frame = _inset(box, -3)
            canvas.rounded(
                frame, fill=mix(GOLD, WHITE, 0.55), outline=GOLD_DARK, width=2.5, radius=10
            )
        _card(canvas, (x0, y0, box[2], y0 + CARD_FACE_HEIGHT), card, 30, band=CARD_BAND)
        panel = (x0, y0 + CARD_FACE_HEIGHT - 4, box[2], box[3])
        canvas.rounded(panel, fill=WHITE, outline=PANEL_EDGE, radius=6)
        paragraph(
            canvas,
            (x0 + CARD_WIDTH / 2, y0 + CARD_FACE_HEIGHT + 4),
            does,
            SMALL,
            CARD_WIDTH - 8,
            max_lines=4,
            centred=True,
        )
        if not playable:
            fade(canvas, (x0 - 2, y0 - 2, box[2] + 4, box[3] + 4), PAPER, 0.5)

    return tile(
        CARD_WIDTH + 2 * CARD_MARGIN,
        CARD_HEIGHT + 2 * CARD_MARGIN,
        draw,
        scale=HAND_SCALE,
        shown_width=WIDTH,
    )


def _end_pointer(canvas: Canvas, centre: float, text: str, end: str) -> None:
    """The name of a playable end above its card, with an arrow pointing outwards."""
    width = canvas.text_width(text, TEXT, bold=True)
    outwards = -1 if end == ENDS[0] else 1
    tip = centre + outwards * (width / 2 + 16)
    back = tip - outwards * 9
    canvas.polygon(
        [(tip, ENDS_MIDDLE), (back, ENDS_MIDDLE - 7), (back, ENDS_MIDDLE + 7)], fill=GOLD_DARK
    )
    canvas.text(
        (centre, ENDS_MIDDLE),
        text,
        TEXT,
        fill=GOLD_DARK,
        bold=True,
        anchor="mm",
        max_width=CARD_WIDTH,
    )


def _scarabs(canvas: Canvas, values: list[int], locale: str) -> None:
    """The owner's scarabs: one chip per value (with how many when several), and their sum."""
    top = SCARABS_TOP
    middle = top + SCARABS_HEIGHT / 2
    canvas.rounded(
        (MARGIN, top, WIDTH - MARGIN, top + SCARABS_HEIGHT),
        fill=PANEL,
        outline=PANEL_EDGE,
        radius=8,
    )
    x = MARGIN + 10
    luxor_icon(canvas, "scarab", (x, middle - 11, x + 22, middle + 11), SCARAB, PANEL)
    x += 32
    right = WIDTH - MARGIN - 10
    if not values:
        canvas.text(
            (x, middle),
            _label(locale, "no-scarabs"),
            TEXT,
            fill=MUTED,
            anchor="lm",
            max_width=right - x,
        )
        return
    for value, count in sorted(Counter(values).items()):
        canvas.rounded(
            (x, middle - 12, x + 26, middle + 12), fill=WHITE, outline=SCARAB, width=1.5, radius=6
        )
        canvas.text((x + 13, middle), str(value), TEXT, bold=True, anchor="mm")
        x += 30
        if count > 1:
            x += canvas.text((x, middle), f"×{count}", TEXT, fill=MUTED, anchor="lm")
        x += 12
    total = _label(locale, "scarab-total", vp=sum(values))
    canvas.text((right, middle), total, TEXT, bold=True, anchor="rm", max_width=right - x)
