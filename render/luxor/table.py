"""The Luxor table: the header beside the stairs, the spaces' tiles and the adventurers, the
statues' sleepers, the tomb, the piles, the last turn's trail and marks, the players' rows and a
lesson's marks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.core import View, game_over
from engine.core.lessons import Place
from engine.luxor.board import SARCOPHAGI, STAIRS, TOMB, TREASURE_TYPES
from engine.luxor.view_types import LuxorLastTurn, LuxorMove, LuxorPlayer, LuxorView
from locales import tr, translate
from render.common.canvas import Box, Canvas
from render.common.effects import fade
from render.common.fit import shorten_names_to_fit
from render.common.guard import require_view
from render.common.layout import MARGIN, SMALL, TEXT, WIDTH
from render.common.palette import HIGHLIGHT, INK, MUTED, WHITE, player
from render.common.shapes import LINE_SPACING, inset, paragraph
from render.common.sprites import stamp
from render.common.table import point_at_places, title_pawn
from render.luxor.board import table_base
from render.luxor.cards import CARD_MARGIN, PILE_CARD, card_key, deck_piece, pile_card_piece
from render.luxor.geometry import (
    HEADER_HEIGHT,
    NAME_LEFT,
    PATH,
    ROW_HEIGHT,
    ROWS,
    SARCOPHAGI_TOP,
    SCORE_LEFT,
    STAT_WIDTH,
    STATS_LEFT,
    cell_box,
    chamber_box,
    piles_box,
    sarcophagus_box,
    space_centre,
    stairs_box,
    stairs_pawns_box,
    statue_box,
    tile_box,
)
from render.luxor.looks import CHAMBER, GAME_ID, HEADER_TITLE, label
from render.luxor.pieces import PAWN, SLEEPER, draw_groups
from render.luxor.tiles import draw_space


def draw_table(
    view: View[LuxorView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (:func:`mark_box`)."""
    view = require_view(view, GAME_ID)
    base = table_base(view.players, locale)
    canvas = Canvas.over(base)
    data = view.data
    standing = _standing(data["adventurers"])
    _header(canvas, view, names, locale)
    _last_paths(canvas, data["last_turn"])
    draw_groups(canvas, standing.get(data["stairs"], []), stairs_pawns_box(), PAWN)
    for space_view in data["spaces"]:
        draw_space(canvas, space_view, standing.get(space_view["space"], []))
    for after, sleepers in zip(data["statues"], data["sleepers"], strict=True):
        _sleepers(canvas, after, sleepers)
    _tomb(canvas, data, standing.get(data["tomb"], []))
    _piles(canvas, data)
    _last_marks(canvas, data["last_turn"])
    caption = translate(locale, "render-final" if game_over(view) else "render-so-far")
    for seat, player_view in enumerate(data["players"]):
        _player_row(
            canvas, seat, player_view, names[seat], locale, seat == data["current"], caption
        )
    point_at_places(canvas, marks, mark_box)
    return canvas


def table_png(
    view: View[LuxorView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_table(view, names, locale, marks).png(GAME_ID)


def mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a ``space`` (a tile's cell; the stairs; the tomb's
    chamber) or the Anubis ``statue`` standing after a space."""
    if kind == "statue":
        return statue_box(where)
    if kind != "space":
        raise ValueError(f"Luxor's table has no {kind!r} to point at")
    if where == TOMB:
        return chamber_box()
    if where == STAIRS:
        return stairs_box()
    return inset(cell_box(PATH[where]), 2)


def _standing(adventurers: list[list[int]]) -> dict[int, list[tuple[int, int]]]:
    """Per position, (seat, how many) of the adventurers standing there, in seat order."""
    found: dict[int, list[tuple[int, int]]] = {}
    for seat, positions in enumerate(adventurers):
        for position, count in Counter(positions).items():
            found.setdefault(position, []).append((seat, count))
    return found


def _move_points(move: LuxorMove) -> list[tuple[float, float]]:
    positions = [move["from"], *move["path"], move["to"]]
    return [centre for centre in map(space_centre, positions) if centre is not None]


def _last_paths(canvas: Canvas, last: LuxorLastTurn | None) -> None:
    """The last turn's moves as a line through the spaces stepped on, in the mover's colour;
    drawn under the tiles, so it shows as a trail between them."""
    if last is None:
        return
    colour = player(last["seat"]).colour
    for move in last["moves"]:
        points = _move_points(move)
        if len(points) >= 2:
            canvas.line(points, colour, width=3)


def _last_marks(canvas: Canvas, last: LuxorLastTurn | None) -> None:
    """Over everything: a small ring where each move started, an outline in the mover's colour
    with the mover's pawn shape where it ended, and a dark outline round the tile resolved."""
    if last is None:
        return
    seat = last["seat"]
    colour = player(seat).colour
    treasure = last["treasure"]
    resolved = treasure["space"] if treasure else last["resolved"]
    if resolved is not None and resolved in PATH:
        canvas.rounded(inset(tile_box(resolved), -2), outline=INK, width=2.5, radius=7)
    for move in last["moves"]:
        start = space_centre(move["from"])
        if start is not None:
            canvas.circle(start, 4, fill=WHITE, outline=colour, width=2)
        if move["to"] in PATH:
            x0, y0, x1, y1 = cell_box(PATH[move["to"]])
            canvas.rounded(inset((x0, y0, x1, y1), 2), outline=colour, width=2.5, radius=8)
            canvas.pawn((x0 + 9, y1 - 9), 5, seat)


def _header(canvas: Canvas, view: View[LuxorView], names: Sequence[str], locale: str) -> None:
    left = stairs_box()[2] + 14
    right: float = WIDTH - MARGIN
    middle = MARGIN + HEADER_HEIGHT / 2
    current = view.data["current"]
    if current is not None:
        left = title_pawn(canvas, (left, middle), current, radius=9)
    if view.data["final_round"] and current is not None:
        right -= _tag(canvas, (right, middle), label(locale, "final-round")) + 8
    room = right - left
    title = shorten_names_to_fit(
        canvas,
        lambda shown: tr(locale, view.summary, shown),
        names,
        HEADER_TITLE,
        room,
        bold=True,
        least_size=TEXT,
    )
    if title == tr(locale, view.summary, names):
        canvas.text((left, middle), title, HEADER_TITLE, bold=True, anchor="lm", max_width=room)
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


def _sleepers(canvas: Canvas, after: int, seats: list[int]) -> None:
    """The adventurers lying at a statue, one small pawn each down the plinth."""
    x0, y0, x1, _ = statue_box(after)
    for index, seat in enumerate(seats):
        centre = ((x0 + x1) / 2, y0 + 2 + SLEEPER + index * (2 * SLEEPER + 0.5))
        canvas.pawn(centre, SLEEPER, seat, outline=WHITE)


def _tomb(canvas: Canvas, data: LuxorView, groups: list[tuple[int, int]]) -> None:
    """Who took each sarcophagus, and who is in the tomb."""
    for index, owner in enumerate(data["sarcophagi"]):
        if owner is not None:
            x0, y0, x1, y1 = sarcophagus_box(index)
            fade(canvas, (x0, y0, x1, y1), CHAMBER, 0.45)
            canvas.pawn(((x0 + x1) / 2 + 12, y1 - 10), PAWN + 1, owner)
    _, y0, x1, y1 = chamber_box()
    left = sarcophagus_box(len(SARCOPHAGI) - 1)[2] + 10
    draw_groups(canvas, groups, (left, y0 + SARCOPHAGI_TOP, x1 - 6, y1 - 6), PAWN + 1)


def _piles(canvas: Canvas, data: LuxorView) -> None:
    """The draw deck, then the three face-up Horus stacks: top card and size."""
    x0, y0, x1, y1 = piles_box()
    width = (x1 - x0) / 4
    tops = [None if card is None else card_key(card) for card in data["horus_tops"]]
    pieces = [deck_piece(data["deck_size"] > 0), *map(pile_card_piece, tops)]
    sizes = [data["deck_size"], *data["horus_sizes"]]
    for index, (piece, size) in enumerate(zip(pieces, sizes, strict=True)):
        centre = x0 + (index + 0.5) * width
        stamp(canvas, piece, (centre - PILE_CARD[0] / 2 - CARD_MARGIN, y0 + 6 - CARD_MARGIN))
        canvas.text((centre, y1 - 12), str(size), TEXT, bold=True, anchor="mm")


def _player_row(
    canvas: Canvas,
    seat: int,
    player_view: LuxorPlayer,
    name: str,
    locale: str,
    turn: bool,
    caption: str,
) -> None:
    """One player's row; ``caption`` says what the score is ("so far", or "final")."""
    top = ROWS.row_top(seat)
    middle = top + ROW_HEIGHT / 2
    if turn:
        ROWS.frame(canvas, seat)
        ROWS.pointer(canvas, middle, 9, 7)
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
        label(locale, "vp", vp=player_view["public_score"]),
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


def _counts(player_view: LuxorPlayer) -> list[int]:
    """Keys, treasures of each type, wilds, scarabs and cards in hand: as ``STAT_ICONS``."""
    treasures = player_view["treasures"]
    return [
        player_view["keys"],
        *(len(treasures[kind]) for kind in TREASURE_TYPES),
        player_view["wilds"],
        player_view["scarabs"],
        player_view["hand_size"],
    ]
