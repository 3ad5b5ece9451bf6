"""Guardiões do Mausoléu: the public table and a player's private hand, drawn from views.

Table, top to bottom: whose turn it is and what is being decided, beside the two piles; a header
naming the four constructions; one row per player in seat order (pawn and name, characters used,
hand size, sets and points; then the four construction counts, framed in gold once a set is
complete, and the characters and defences standing in the area); a legend for the icons.

Every card kind has an icon as well as a colour, so nothing depends on telling colours apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from engine.core import View
from engine.core.lessons import Place
from engine.mausoleum.cards import CHARACTERS, CONSTRUCTIONS, GUARDS, KIND_OF
from locales import translate
from render.common.canvas import Box, Canvas, measuring
from render.common.fit import shorten_to_fit
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
from render.common.shapes import (
    LINE_SPACING,
    Glyph,
    LegendItem,
    card_face,
    legend,
    legend_height,
    paragraph,
    wrap_lines,
)
from render.common.sprites import Sprite, card_tile, stamp

GAME_ID = "mausoleum"


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

WIDTH = 550
TABLE_SCALE = 1.25
"""Pixels per unit of the table: 688 pixels wide. Shown at Discord's 550 px it is the same
picture as at 1.5 or 2 (compared side by side), with 31% fewer pixels than at 1.5 to draw,
palette-map, deflate and upload (measured: a fifth less image CPU and bytes per click)."""
HAND_SCALE = 1.25
"""The hand too: 688 pixels wide, shown at most 550."""
MARGIN = 12
TITLE = 20
NAME = 16
TEXT = 15
SMALL = 14

# -- table geometry (units) -------------------------------------------------------------------

HEADER_HEIGHT = 93
STATUS_LINES = 3
"""Lines of the header's sentence under the title: three, so a long target's name keeps
enough of itself ("Earthquake on Jean-Baptiste Montgo…: picks a construction")."""
TITLE_LINE = MARGIN + 20
PILES_TOP = MARGIN + 13
"""The piles (their icons, counts and two-line names, 68 units high), centred in the header."""
PILE_COUNT_LINE = PILES_TOP + 18
PILE_LABEL_TOP = PILES_TOP + 34
PILE_TEXT_WIDTH = 106
DISCARD_LEFT = WIDTH - MARGIN - 10 - PILE_TEXT_WIDTH - 40
DRAW_LEFT = DISCARD_LEFT - 124
COLUMNS_TOP = MARGIN + HEADER_HEIGHT + 6
COLUMNS_HEIGHT = 22
ROWS_TOP = COLUMNS_TOP + COLUMNS_HEIGHT
ROW_HEIGHT = 86
ROW_GAP = 6
ROW_RIGHT = WIDTH - MARGIN - 10
"""Where a row's contents end."""
NAME_LINE = 18
"""Distance from a row's top to the middle of its name line."""
TILES_TOP = 34
TILE_WIDTH = 70
TILE_HEIGHT = 44
TILE_GAP = 5
HEADER_GAP = 10
"""The least room between two column headers: two words side by side must not read as one
("Columns Pyramid"). Tiles are wide enough for the widest header with it (Columnas)."""
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


def _label(locale: str, key: str, **args: Any) -> str:
    return translate(locale, f"mausoleum-img-{key}", args)


def _card_name(locale: str, kind: str) -> str:
    return translate(locale, f"mausoleum-card-{kind}")


def _extra_count(player_view: dict[str, Any], kind: str) -> int:
    if kind in GUARDS:
        return len(player_view["guards"][kind])
    return len(player_view[kind])


# -- table ------------------------------------------------------------------------------------


def table_height(players: int, locale: str) -> float:
    return _row_top(players) + _legend_height(locale) + MARGIN


def _row_top(seat: int) -> float:
    return ROWS_TOP + seat * (ROW_HEIGHT + ROW_GAP)


@cache
def _legend_height(locale: str) -> float:
    return legend_height(measuring(TABLE_SCALE), _legend_items(locale), WIDTH - 2 * MARGIN, SMALL)


@cache
def _table_base(players: int, locale: str) -> Canvas:
    """Everything that does not change during a game: panels, headers, labels, the legend."""
    canvas = Canvas(WIDTH, table_height(players, locale), scale=TABLE_SCALE)
    canvas.rounded(
        (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_HEIGHT),
        fill=PANEL,
        outline=PANEL_EDGE,
        radius=10,
    )
    paragraph(
        canvas,
        (DRAW_LEFT + 46, PILE_LABEL_TOP),
        _label(locale, "draw-pile"),
        SMALL,
        DISCARD_LEFT - DRAW_LEFT - 54,
        fill=MUTED,
    )
    _column_header(canvas, locale)
    for seat in range(players):
        top = _row_top(seat)
        canvas.rounded(
            (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT),
            fill=mix(player(seat).light, WHITE, 0.55),
            outline=PANEL_EDGE,
            radius=10,
        )
    legend(
        canvas,
        _legend_items(locale),
        (MARGIN, _row_top(players) - ROW_GAP + 4),
        WIDTH - 2 * MARGIN,
        SMALL,
    )
    return canvas


def _column_header(canvas: Canvas, locale: str) -> None:
    middle = COLUMNS_TOP + COLUMNS_HEIGHT / 2
    for index, kind in enumerate(CONSTRUCTIONS):
        centre = TILES_LEFT + index * (TILE_WIDTH + TILE_GAP) + TILE_WIDTH / 2
        canvas.text(
            (centre, middle),
            _card_name(locale, kind),
            SMALL,
            fill=MUTED,
            anchor="mm",
            max_width=TILE_WIDTH + TILE_GAP - HEADER_GAP,
        )
    canvas.text(
        (EXTRAS_LEFT, middle),
        _label(locale, "area"),
        SMALL,
        fill=MUTED,
        anchor="lm",
        max_width=ROW_RIGHT - EXTRAS_LEFT,
    )


def _legend_items(locale: str) -> list[LegendItem]:
    items = [LegendItem(_kind_glyph(kind), _card_name(locale, kind)) for kind in AREA_EXTRAS]
    items.append(LegendItem(_hand_glyph, _label(locale, "legend-hand")))
    items.append(LegendItem(_used_glyph, _label(locale, "legend-used")))
    return items


def _kind_glyph(kind: str) -> Glyph:
    look = LOOKS[kind]
    return lambda canvas, box: icon(canvas, look.icon, box, look.colour, PAPER)


def _hand_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "card_fan", box, INK, PAPER)


def _used_glyph(canvas: Canvas, box: Box) -> None:
    """The key for the characters-used strip: one lit character in its tray."""
    x0, y0, x1, y1 = box
    canvas.rounded(box, fill=WHITE, outline=PANEL_EDGE, radius=3)
    icon(canvas, LOOKS["architects"].icon, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), CHARACTER, WHITE)


@cache
def _score_width(locale: str) -> float:
    """Room for the widest sets-and-points text, so every row lines up."""
    text = _label(locale, "score", **WIDEST_SCORE)
    return measuring(TABLE_SCALE).text_width(text, TEXT, bold=True)


def draw_table(
    view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (``_mark_box``)."""
    view = require_view(view, GAME_ID)
    base = _table_base(view.players, locale)
    canvas = Canvas.over(base)
    data = view.data
    _header(canvas, data, names, locale)
    over = data["step"] == "over"
    last = data.get("last_turn")
    for seat, player_view in enumerate(data["players"]):
        _player_row(
            canvas,
            seat,
            player_view,
            names[seat],
            locale,
            turn=not over and seat == data["turn"],
            attacked_with=_attack_on(data, seat),
            last=_last_on(last, seat),
        )
    point_at(canvas, (_mark_box(kind, where) for kind, where in marks))
    return canvas


def _mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a player's ``area`` (by seat)."""
    if kind != "area":
        raise ValueError(f"the Mausoleum's table has no {kind!r} to point at")
    top = _row_top(where)
    return (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT)


@dataclass(frozen=True)
class LastMark:
    """What the last turn did to one player's row: ``played`` the kind the player played
    (``None`` for none or a pass), ``by`` the seat that aimed the last card at this player,
    ``tile`` a construction kind the turn added or hit here, ``mover`` whose turn it was."""

    mover: int
    played: str | None = None
    by: int | None = None
    tile: str | None = None


def _last_on(last: dict[str, Any] | None, seat: int) -> LastMark | None:
    if not last:
        return None
    mover, card = last["seat"], last.get("card")
    played = card["kind"] if card and mover == seat else None
    by = mover if last.get("target") == seat and mover != seat else None
    tile = None
    if played in CONSTRUCTIONS:
        tile = played
    hit = last.get("hit")
    if hit and by is not None and last.get("outcome") == "through":
        tile = hit["kind"]
    if played is None and by is None and tile is None:
        return None
    return LastMark(mover, played, by, tile)


def _attack_on(data: dict[str, Any], seat: int) -> str | None:
    """The kind of the attack card aimed at ``seat`` right now, if any."""
    card = data["card_in_play"]
    if card is None or data["target"] != seat:
        return None
    return card["kind"]


def table_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return draw_table(view, names, locale, marks).png("mausoleum")


# -- table: header ----------------------------------------------------------------------------


def _header(canvas: Canvas, data: dict[str, Any], names: Sequence[str], locale: str) -> None:
    left = MARGIN + 12
    text_right = DRAW_LEFT - 10
    if data["step"] == "over":
        title = _label(locale, "over")
    else:
        canvas.pawn((left + 9, TITLE_LINE), 10, data["turn"])
        left += 26
        title = shorten_to_fit(
            canvas,
            lambda name: _label(locale, "turn", player=name),
            names[data["turn"]],
            TITLE,
            text_right - left,
            bold=True,
            least_size=NAME,
        )
    canvas.text(
        (left, TITLE_LINE), title, TITLE, bold=True, anchor="lm", max_width=text_right - left
    )
    status = _status(canvas, data, names, locale, text_right - MARGIN - 12)
    if status:
        paragraph(
            canvas,
            (MARGIN + 12, MARGIN + 38),
            status,
            SMALL,
            text_right - MARGIN - 12,
            max_lines=STATUS_LINES,
        )
    _draw_pile(canvas, data["draw_size"])
    _discard_pile(canvas, data["discard_top"], data["discard_size"], locale)


def _status(
    canvas: Canvas, data: dict[str, Any], names: Sequence[str], locale: str, width: float
) -> str:
    """One sentence on what the player whose turn it is is deciding, in ``STATUS_LINES`` lines
    of ``width`` (a target's long name is cut, not the sentence)."""
    step = data["step"]
    if step == "over":
        return ""
    if step == "play":
        if data["draw_size"]:
            return _label(locale, "step-play")
        return _label(
            locale, "step-last", passes=data["passes_in_row"], players=len(data["players"])
        )
    card = data["card_in_play"]
    target = data["target"]
    card_name = _card_name(locale, card["kind"]) if card else ""
    return shorten_to_fit(
        canvas,
        lambda name: _label(locale, f"step-{step}", card=card_name, target=name),
        names[target] if target is not None else "",
        SMALL,
        width,
        lines=STATUS_LINES,
    )


def _draw_pile(canvas: Canvas, size: int) -> None:
    top = PILES_TOP
    colour = (92, 78, 64) if size else mix(PANEL_EDGE, PANEL, 0.3)
    icon(canvas, "card_stack", (DRAW_LEFT, top, DRAW_LEFT + 40, top + 44), colour, PANEL)
    canvas.text((DRAW_LEFT + 46, PILE_COUNT_LINE), str(size), 22, bold=True, anchor="lm")


def _discard_pile(canvas: Canvas, top_card: dict[str, Any] | None, size: int, locale: str) -> None:
    """The discard pile: its size, named like the draw pile beside it, and its top card face up.

    (Naming the top card under the count read as "12 Architects".)
    """
    box = (DISCARD_LEFT, PILES_TOP + 2, DISCARD_LEFT + 32, PILES_TOP + 46)
    text_left = DISCARD_LEFT + 40
    canvas.text((text_left, PILE_COUNT_LINE), str(size), 22, bold=True, anchor="lm")
    if top_card is None:
        canvas.rounded(box, outline=PANEL_EDGE, width=1.5, radius=5)
    else:
        _mini_card(canvas, box, top_card["kind"])
    name = _label(locale, "discard-pile")
    paragraph(canvas, (text_left, PILE_LABEL_TOP), name, SMALL, PILE_TEXT_WIDTH, fill=MUTED)


def _mini_card(canvas: Canvas, box: Box, kind: str) -> None:
    look = LOOKS[kind]
    x0, y0, x1, y1 = box
    edge = GROUP_COLOURS[look.group]
    card_face(canvas, box, fill=WHITE, edge=edge, band=edge, band_height=7, radius=4)
    icon(canvas, look.icon, (x0 + 3, y0 + 10, x1 - 3, y1 - 3), look.colour, WHITE)


# -- table: one player's row ------------------------------------------------------------------


def _player_row(
    canvas: Canvas,
    seat: int,
    player_view: dict[str, Any],
    name: str,
    locale: str,
    *,
    turn: bool,
    attacked_with: str | None,
    last: LastMark | None = None,
) -> None:
    top = _row_top(seat)
    if turn or attacked_with:
        canvas.rounded(
            (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT),
            outline=HIGHLIGHT if attacked_with else INK,
            width=2.5,
            radius=10,
        )
    if turn:
        canvas.polygon(
            [(MARGIN - 2, top + 8), (MARGIN + 8, top + NAME_LINE), (MARGIN - 2, top + 28)],
            fill=INK,
        )
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
        16,
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
        canvas.rounded(_grow(box, 3), fill=colour, outline=INK, width=1, radius=6)
        _mini_card(canvas, box, last.played)
        x += 30
    if last.by is not None:
        canvas.pawn((x + 8, middle), 7, last.by)
        canvas.line([(x + 16, middle), (x + 24, middle)], colour, width=3)
        canvas.polygon([(x + 23, middle - 6), (x + 30, middle), (x + 23, middle + 6)], fill=colour)
    if last.tile is not None:
        left = TILES_LEFT + CONSTRUCTIONS.index(last.tile) * (TILE_WIDTH + TILE_GAP)
        box = (left, tiles_top, left + TILE_WIDTH, tiles_top + TILE_HEIGHT)
        canvas.rounded(_grow(box, 2), outline=colour, width=3, radius=8)
        canvas.pawn((box[2] - 4, box[1] + 4), 6, last.mover)


def _grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _row_summary(canvas: Canvas, player_view: dict[str, Any], middle: float, locale: str) -> float:
    """The name line's right end: characters used, hand size, then sets and points.

    Laid out right to left in fixed columns; returns where it starts.
    """
    score = _label(locale, "score", sets=player_view["complete_sets"], points=player_view["points"])
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


def _constructions(canvas: Canvas, player_view: dict[str, Any], top: float) -> None:
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


def _extras(canvas: Canvas, player_view: dict[str, Any], top: float) -> None:
    """Mausolus, Artemisia II, standing guards and Protection, as chips with counts.

    In the rare area holding all five kinds, several of them doubled, the chips overlap a
    little rather than run off the row.
    """
    chips = [(kind, count) for kind in AREA_EXTRAS if (count := _extra_count(player_view, kind))]
    widths = [CHIP_HEIGHT + (CHIP_COUNT_WIDTH if count > 1 else 0) for _, count in chips]
    room = ROW_RIGHT - EXTRAS_LEFT - sum(widths)
    gap = min(CHIP_GAP, room / (len(chips) - 1)) if len(chips) > 1 else 0
    x = EXTRAS_LEFT
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


# -- hand -------------------------------------------------------------------------------------

HAND_COLUMNS = 2
CARD_GAP = 8
CARD_WIDTH = (WIDTH - 2 * MARGIN - (HAND_COLUMNS - 1) * CARD_GAP) / HAND_COLUMNS
CARD_HEIGHT = 82
CARD_ART = 64
"""Width of the card's left part, where its icon sits."""
HAND_TOP = MARGIN + 40
DIMMED = 0.6
"""How far cards that are not the current step's choice fade into the background."""


def hand_height(count: int) -> float:
    rows = max(1, -(-count // HAND_COLUMNS))
    return HAND_TOP + rows * (CARD_HEIGHT + CARD_GAP) - CARD_GAP + MARGIN


def hand_view(view: View) -> View:
    """What the hand image shows of its owner's view: the kinds of the cards in hand, the
    owner's constructions (a hint counts them) and, while a played card awaits its owner's
    choice, that card and the step (the hand is dimmed unless the choice is a card of it)."""
    view = require_view(view, GAME_ID)
    if view.seat is None:
        raise ValueError("a hand is drawn from its owner's view, not the spectator's")
    players = view.data["players"]
    chosen = view.data.get("chosen")
    return narrowed(
        view,
        {
            "chosen": chosen,
            "card_in_play": None if chosen is None else {"kind": view.data["card_in_play"]["kind"]},
            "step": None if chosen is None else view.data["step"],
            "hand": [{"kind": card["kind"]} for card in view.data["hand"]],
            "players": [
                {"constructions": players[seat]["constructions"]} if seat == view.seat else {}
                for seat in range(len(players))
            ],
        },
    )


def draw_hand(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> Canvas:
    """The owner's cards, two per row, each with its icon, name and what it does.

    While a played card's effect awaits the owner's choice (a target, a construction, a card
    from the discard pile), that card comes first, framed and marked as being played, and the
    hand is dimmed, unless the choice is a card of the hand (Exchange's gift). ``marks``: the
    cards of the hand a lesson points at (by id)."""
    view = hand_view(view)
    hand = [card["kind"] for card in view.data["hand"]]
    chosen = view.data.get("chosen")
    playing = None if chosen is None else view.data["card_in_play"]["kind"]
    shown = hand if playing is None else [playing, *hand]
    canvas = Canvas(WIDTH, hand_height(len(shown)), scale=HAND_SCALE)
    _hand_title(canvas, view.seat, len(hand), locale)
    if not shown:
        canvas.rounded(
            (MARGIN, HAND_TOP, WIDTH - MARGIN, HAND_TOP + CARD_HEIGHT),
            outline=PANEL_EDGE,
            width=1.5,
            radius=10,
        )
        canvas.text(
            (WIDTH / 2, HAND_TOP + CARD_HEIGHT / 2),
            _label(locale, "empty-hand"),
            TEXT,
            fill=MUTED,
            anchor="mm",
        )
        return canvas
    area = view.data["players"][view.seat]["constructions"]
    dim = playing is not None and view.data["step"] != "give"
    first = len(shown) - len(hand)
    by_kind: dict[str, Box] = {}
    for index, kind in enumerate(shown):
        row, column = divmod(index, HAND_COLUMNS)
        left = MARGIN + column * (CARD_WIDTH + CARD_GAP)
        top = HAND_TOP + row * (CARD_HEIGHT + CARD_GAP)
        if index >= first:
            by_kind.setdefault(kind, (left, top, left + CARD_WIDTH, top + CARD_HEIGHT))
        if playing is not None and index == 0:
            playing_hint = _label(locale, "playing")
            piece = _hand_card_piece(kind, _card_name(locale, kind), playing_hint, framed=True)
        else:
            hint = (
                _label(locale, "in-area", count=len(area[kind]))
                if kind in CONSTRUCTIONS
                else _label(locale, f"hint-{kind}")
            )
            piece = _hand_card_piece(kind, _card_name(locale, kind), hint, dimmed=dim)
        stamp(canvas, piece, (left - PIECE_MARGIN, top - PIECE_MARGIN))
    # The image shows kinds (cards of one kind look alike): a card is ringed as the first of
    # its kind in the hand.
    boxes = {card: by_kind[KIND_OF[card]] for _, card in marks if KIND_OF[card] in by_kind}
    point_at_cards(canvas, boxes, marks)
    return canvas


def _hand_title(canvas: Canvas, seat: int, count: int, locale: str) -> None:
    middle = MARGIN + 14
    canvas.pawn((MARGIN + 10, middle), 10, seat)
    left = MARGIN + 28
    left += canvas.text((left, middle), _label(locale, "your-hand"), TITLE, bold=True, anchor="lm")
    canvas.text(
        (left + 12, middle),
        _label(locale, "hand-count", count=count),
        TEXT,
        fill=MUTED,
        anchor="lm",
        max_width=WIDTH - MARGIN - left - 12,
    )


PIECE_MARGIN = CARD_GAP / 2
"""Paper drawn around each card of the hand (its shadow, its frame): the pieces of two
neighbouring cards meet without overlapping."""
HAND_PIECES_KEPT = 256
"""Hand cards kept drawn per process: a card for each text it can show (its hint counts the
constructions) in each language in use; about 100 KB each."""


@lru_cache(maxsize=HAND_PIECES_KEPT)
def _hand_card_piece(
    kind: str, name: str, hint: str, *, framed: bool = False, dimmed: bool = False
) -> Sprite:
    """A card of the hand on its paper, drawn once for each text it shows: ``framed`` when it
    is the card being played, ``dimmed`` when it cannot be chosen now."""

    def draw(canvas: Canvas, box: Box) -> None:
        _hand_card(canvas, box, kind, name, hint)
        if framed:
            canvas.rounded(box, outline=INK, width=3, radius=8)

    return card_tile(
        CARD_WIDTH,
        CARD_HEIGHT,
        PIECE_MARGIN,
        draw,
        faded=DIMMED if dimmed else 0.0,
        scale=HAND_SCALE,
        shown_width=WIDTH,
    )


def _hand_card(canvas: Canvas, box: Box, kind: str, name: str, hint: str) -> None:
    """A card lying sideways: its icon on a tinted panel, then its name and what it does."""
    look = LOOKS[kind]
    edge = GROUP_COLOURS[look.group]
    x0, y0, x1, y1 = box
    card_face(canvas, box, fill=WHITE, edge=edge, radius=8)
    tint = mix(look.colour, WHITE, 0.84)
    art = (x0 + 5, y0 + 5, x0 + CARD_ART, y1 - 5)
    canvas.rounded(art, fill=tint, radius=6)
    canvas.rounded((x0 + 5, y0 + 5, x0 + 11, y1 - 5), fill=edge, radius=3)
    icon(canvas, look.icon, (art[0] + 10, y0 + 11, art[2] - 4, y1 - 11), look.colour, tint)
    text_left = x0 + CARD_ART + 10
    text_width = x1 - 8 - text_left
    name_lines = min(2, len(wrap_lines(canvas, name, NAME, text_width, bold=True)))
    hint_lines = min(2, len(wrap_lines(canvas, hint, SMALL, text_width)))
    height = (name_lines * NAME + hint_lines * SMALL) * LINE_SPACING + 3
    top = (y0 + y1 - height) / 2
    top = paragraph(canvas, (text_left, top), name, NAME, text_width, bold=True)
    paragraph(
        canvas, (text_left, top + 3), hint, SMALL, text_width, fill=MUTED, max_lines=hint_lines
    )


def hand_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return draw_hand(view, names, locale, marks).png("mausoleum")
