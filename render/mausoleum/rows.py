"""A player's row of the Guardiões do Mausoléu table: pawn, name and what aims at them; the
characters used, hand size, sets and points; the four construction tiles and the characters
and defences standing in the area; and what the last turn did there."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.mausoleum.cards import CHARACTERS, CONSTRUCTIONS
from engine.mausoleum.view_types import MausoleumLastTurn, MausoleumPlayer, MausoleumView
from render.common.canvas import Box, Canvas, measuring
from render.common.icons import icon
from render.common.layout import MARGIN, NAME, TABLE_SCALE, TEXT, WIDTH
from render.common.palette import (
    GOLD,
    GOLD_DARK,
    HIGHLIGHT,
    INK,
    PANEL_EDGE,
    PAPER,
    WHITE,
    mix,
    player,
)
from render.common.shapes import inset
from render.common.table import PlayerRows
from render.mausoleum.looks import AREA_EXTRAS, CHARACTER, LOOKS, label, mini_card

HEADER_HEIGHT = 93
COLUMNS_TOP = MARGIN + HEADER_HEIGHT + 6
COLUMNS_HEIGHT = 22
ROWS = PlayerRows(top=COLUMNS_TOP + COLUMNS_HEIGHT, height=86, gap=6, radius=10)
ROW_RIGHT = WIDTH - MARGIN - 10
"""Where a row's contents end."""
NAME_LINE = 18
"""Distance from a row's top to the middle of its name line."""
TILES_TOP = 34
TILE_WIDTH = 70
TILE_HEIGHT = 44
TILE_GAP = 5
TILES_LEFT = MARGIN + 12
TILES_RIGHT = TILES_LEFT + 4 * TILE_WIDTH + 3 * TILE_GAP
EXTRAS_LEFT = TILES_RIGHT + 14
CHIP_HEIGHT = 32
CHIP_COUNT_WIDTH = 13
CHIP_GAP = 4
USED_ICON = 19
HAND_ICON = 22
WIDEST_SCORE = {"sets": 6, "points": 60}
"""The most a player can have: 24 constructions make at most six sets."""


@dataclass(frozen=True)
class LastMark:
    """What the last turn did to one player's row: ``played`` the kind the player played
    (``None`` for none or a pass), ``by`` the seat that aimed the last card at this player,
    ``tile`` a construction kind the turn added or hit here, ``mover`` whose turn it was."""

    mover: int
    played: str | None = None
    by: int | None = None
    tile: str | None = None


def last_on(last: MausoleumLastTurn | None, seat: int) -> LastMark | None:
    if last is None:
        return None
    mover, card = last["seat"], last["card"]
    played = card["kind"] if card and mover == seat else None
    by = mover if last["target"] == seat and mover != seat else None
    tile = None
    if played in CONSTRUCTIONS:
        tile = played
    hit = last["hit"]
    if hit and by is not None and last["outcome"] == "through":
        tile = hit["kind"]
    if played is None and by is None and tile is None:
        return None
    return LastMark(mover, played, by, tile)


def attack_on(data: MausoleumView, seat: int) -> str | None:
    """The kind of the attack card aimed at ``seat`` right now, if any."""
    card = data["card_in_play"]
    if card is None or data["target"] != seat:
        return None
    return card["kind"]


def player_row(
    canvas: Canvas,
    seat: int,
    player_view: MausoleumPlayer,
    name: str,
    locale: str,
    *,
    turn: bool,
    attacked_with: str | None,
    last: LastMark | None = None,
) -> None:
    top = ROWS.row_top(seat)
    if turn or attacked_with:
        ROWS.frame(canvas, seat, HIGHLIGHT if attacked_with else INK)
    if turn:
        ROWS.pointer(canvas, top + NAME_LINE, 10, 8)
    middle = top + NAME_LINE
    name_right = _row_summary(canvas, player_view, middle, locale) - 10
    canvas.pawn((MARGIN + 20, middle), 9, seat)
    name_left = MARGIN + 36
    tag_width = 34 if attacked_with else 0
    if last is not None:
        tag_width += 30 * ((last.played is not None) + (last.by is not None))
    drawn = canvas.text(
        (name_left, middle),
        name,
        NAME,
        bold=True,
        anchor="lm",
        max_width=name_right - tag_width - name_left,
    )
    x = name_left + drawn + 8
    if attacked_with:
        _attack_tag(canvas, (x, middle), attacked_with)
        x += 34
    _constructions(canvas, player_view, top + TILES_TOP)
    _extras(canvas, player_view, top + TILES_TOP)
    if last is not None:
        _last_mark(canvas, last, x, middle, top + TILES_TOP)


def _last_mark(canvas: Canvas, last: LastMark, x: float, middle: float, tiles_top: float) -> None:
    """The last turn in a row: the card played, outlined in the player's colour; the mover's
    pawn and an arrow on the row of the player it aimed at; the construction tile it changed."""
    colour = player(last.mover).colour
    if last.played is not None:
        box = (x + 2, middle - 12, x + 22, middle + 12)
        canvas.rounded(inset(box, -3), fill=colour, outline=INK, width=1, radius=6)
        mini_card(canvas, box, last.played)
        x += 30
    if last.by is not None:
        canvas.pawn((x + 8, middle), 7, last.by)
        canvas.line([(x + 16, middle), (x + 24, middle)], colour, width=3)
        canvas.polygon([(x + 23, middle - 6), (x + 30, middle), (x + 23, middle + 6)], fill=colour)
    if last.tile is not None:
        left = TILES_LEFT + CONSTRUCTIONS.index(last.tile) * (TILE_WIDTH + TILE_GAP)
        box = (left, tiles_top, left + TILE_WIDTH, tiles_top + TILE_HEIGHT)
        canvas.rounded(inset(box, -2), outline=colour, width=3, radius=8)
        canvas.pawn((box[2] - 4, box[1] + 4), 6, last.mover)


@cache
def _score_width(locale: str) -> float:
    """Room for the widest sets-and-points text, so every row lines up."""
    text = label(locale, "score", **WIDEST_SCORE)
    return measuring(TABLE_SCALE).text_width(text, TEXT, bold=True)


def _row_summary(canvas: Canvas, player_view: MausoleumPlayer, middle: float, locale: str) -> float:
    """The name line's right end: characters used, hand size, then sets and points.

    Laid out right to left in fixed columns; returns where it starts.
    """
    score = label(locale, "score", sets=player_view["complete_sets"], points=player_view["points"])
    canvas.text((ROW_RIGHT, middle), score, TEXT, bold=True, anchor="rm")
    x = ROW_RIGHT - _score_width(locale) - 12
    canvas.text((x, middle), str(player_view["hand_size"]), TEXT, bold=True, anchor="rm")
    x -= canvas.text_width("0", TEXT, bold=True) + 2
    icon(canvas, "card_fan", (x - HAND_ICON, middle - 11, x, middle + 11), INK, WHITE)
    x -= HAND_ICON + 12
    return _used_tray(canvas, set(player_view["characters_used"]), x, middle)


def _used_tray(canvas: Canvas, used: set[str], right: float, middle: float) -> float:
    """The four characters, lit when this player has used them (the first tie-break)."""
    left = right - len(CHARACTERS) * (USED_ICON + 2) - 4
    half = USED_ICON / 2
    canvas.rounded(
        (left, middle - half - 3, right, middle + half + 3),
        fill=WHITE,
        outline=PANEL_EDGE,
        radius=5,
    )
    x = left + 3
    for kind in CHARACTERS:
        colour = CHARACTER if kind in used else mix(CHARACTER, WHITE, 0.8)
        icon(
            canvas,
            LOOKS[kind].icon,
            (x, middle - half, x + USED_ICON, middle + half),
            colour,
            WHITE,
        )
        x += USED_ICON + 2
    return left


def _attack_tag(canvas: Canvas, left_middle: tuple[float, float], kind: str) -> None:
    """A red tab beside a targeted player's name, showing the attack aimed at them."""
    x, y = left_middle
    canvas.rounded((x, y - 12, x + 26, y + 12), fill=HIGHLIGHT, radius=6)
    icon(canvas, LOOKS[kind].icon, (x + 3, y - 9, x + 23, y + 9), WHITE, HIGHLIGHT)


def _constructions(canvas: Canvas, player_view: MausoleumPlayer, top: float) -> None:
    """The four construction tiles, on a gold frame once they make a complete set."""
    if player_view["complete_sets"]:
        canvas.rounded(
            (TILES_LEFT - 5, top - 5, TILES_RIGHT + 5, top + TILE_HEIGHT + 5),
            fill=mix(GOLD, WHITE, 0.55),
            outline=GOLD_DARK,
            width=2,
            radius=9,
        )
    for index, kind in enumerate(CONSTRUCTIONS):
        left = TILES_LEFT + index * (TILE_WIDTH + TILE_GAP)
        count = len(player_view["constructions"][kind])
        _tile(canvas, (left, top, left + TILE_WIDTH, top + TILE_HEIGHT), kind, count)


def _tile(canvas: Canvas, box: Box, kind: str, count: int) -> None:
    """One construction kind in an area: its icon and how many; faint when there is none."""
    x0, y0, x1, y1 = box
    look = LOOKS[kind]
    art = (x0 + 3, y0 + 6, x0 + 35, y1 - 6)
    if count:
        fill = mix(look.colour, WHITE, 0.8)
        canvas.rounded(box, fill=fill, outline=look.colour, width=1.5, radius=6)
        icon(canvas, look.icon, art, look.colour, fill)
        canvas.text((x1 - 6, (y0 + y1) / 2), str(count), 20, bold=True, anchor="rm")
    else:
        fill = mix(PAPER, WHITE, 0.5)
        canvas.rounded(box, fill=fill, outline=PANEL_EDGE, width=1, radius=6)
        icon(canvas, look.icon, art, mix(look.colour, WHITE, 0.78), fill)


def _extras_held(player_view: MausoleumPlayer) -> dict[str, list[int]]:
    """The cards of each of ``AREA_EXTRAS`` standing in the area."""
    return {
        "mausolus": player_view["mausolus"],
        "artemisia": player_view["artemisia"],
        **player_view["guards"],
        "protection": player_view["protection"],
    }


def _extras(canvas: Canvas, player_view: MausoleumPlayer, top: float) -> None:
    """Mausolus, Artemisia II, standing guards and Protection, as chips with counts.

    In the rare area holding all five kinds, several of them doubled, the chips overlap a
    little rather than run off the row.
    """
    held = _extras_held(player_view)
    chips = [(kind, count) for kind in AREA_EXTRAS if (count := len(held[kind]))]
    widths = [CHIP_HEIGHT + (CHIP_COUNT_WIDTH if count > 1 else 0) for _, count in chips]
    room = ROW_RIGHT - EXTRAS_LEFT - sum(widths)
    gap = min(CHIP_GAP, room / (len(chips) - 1)) if len(chips) > 1 else 0
    x: float = EXTRAS_LEFT
    chip_top = top + (TILE_HEIGHT - CHIP_HEIGHT) / 2
    for (kind, count), width in zip(chips, widths, strict=True):
        _chip(canvas, (x, chip_top, x + width, chip_top + CHIP_HEIGHT), kind, count)
        x += width + gap


def _chip(canvas: Canvas, box: Box, kind: str, count: int) -> None:
    x0, y0, x1, y1 = box
    look = LOOKS[kind]
    fill = mix(look.colour, WHITE, 0.82)
    canvas.rounded(box, fill=fill, outline=look.colour, width=1.5, radius=8)
    icon(canvas, look.icon, (x0 + 4, y0 + 4, x0 + CHIP_HEIGHT - 4, y1 - 4), look.colour, fill)
    if count > 1:
        canvas.text((x1 - 4, (y0 + y1) / 2), str(count), TEXT, bold=True, anchor="rm")
