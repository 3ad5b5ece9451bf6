"""Capital Lux: the public table and a player's private hand, drawn from views.

Table, top to bottom: a header (whose turn it is or which step the round is in, and what is
being decided); the Capital, one column per colour with its power's icon and name, the cards in
it, the modifiers lying on it (with who placed them) and its total; then one row per player
whose home city is split into the same four columns, so each home total sits right under the
Capital total it is measured against at the round end; a legend.

From a round end until the next round's play, the view keeps that round end's report, and the
image shows it in place: revealed modifier values in the Capital, each column's limit, and in
the players' cells the gold paid, the cards discarded and the bonus cards taken (cells still
waiting for a decision are framed in red).

Every colour has its power's icon and name as well as its hue, so nothing depends on telling
colours apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from engine.capital_lux.cards import COLOUR_OF, COLOURS, POWERS, ROUNDS, VALUE_OF
from engine.core import View
from engine.core.lessons import Place
from locales import tr, translate
from render.common.canvas import Box, Canvas, measuring
from render.common.fit import shorten_to_fit
from render.common.guard import narrowed, require_view
from render.common.icons import icon
from render.common.marks import point_at, point_at_cards, ring
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
    readable_on,
)
from render.common.png import encode
from render.common.shapes import Glyph, LegendItem, card_face, legend, legend_height
from render.common.sprites import Sprite, card_tile, sprite, stamp

GAME_ID = "capital-lux"


@dataclass(frozen=True)
class Look:
    """How a colour is drawn: its power's icon and its hue."""

    icon: str
    colour: RGB

    @property
    def text(self) -> RGB:
        """The colour's ink on white (yellow is darkened to stay readable)."""
        return mix(self.colour, INK, 0.3)

    @property
    def tint(self) -> RGB:
        return mix(self.colour, WHITE, 0.84)


LOOKS: tuple[Look, ...] = (
    Look("flask", (52, 140, 70)),  # green: Scientist
    Look("scales", (226, 170, 16)),  # yellow: Merchant
    Look("mask", (44, 98, 180)),  # blue: Agent
    Look("mitre", (212, 82, 148)),  # pink: Cleric
)


@dataclass(frozen=True)
class ChipSize:
    """A card chip's size and spacing (units)."""

    width: float
    height: float
    gap: float
    row_gap: float

    def rows_height(self, rows: int) -> float:
        return rows * self.height + (rows - 1) * self.row_gap


CHIP = ChipSize(20, 26, 3, 4)
SMALL_CHIP = ChipSize(14, 16, 1.5, 2)
"""For a home cell whose cards would not fit in one row of full chips."""
CROWDED_STEP = 13
"""The least distance between overlapping chips that leaves each value readable."""
SMALL_CROWDED_STEP = 11
"""The same for small chips."""

WIDTH = 550
TABLE_SCALE = 1.25
"""Pixels per unit of the table: 688 pixels wide. Shown at Discord's 550 px it is the same
picture as at 1.5 or 2 (compared side by side), with 31% fewer pixels than at 1.5 to draw,
palette-map, deflate and upload (measured: a fifth less image CPU and bytes per click)."""
HAND_SCALE = 1.25
"""The hand too: 688 pixels wide, shown at most 550."""
MARGIN = 12
GAP = 8
TITLE = 20
NAME = 16
TEXT = 15
SMALL = 14
MINUS = "\u2212"
SIGMA = "\u03a3"
"""Before a Capital column's total."""

FACE_DOWN: RGB = (58, 54, 72)
DECK: RGB = (92, 78, 64)
GOLD_LIGHT: RGB = mix(GOLD, WHITE, 0.55)
RED_LIGHT: RGB = mix(HIGHLIGHT, WHITE, 0.85)

# -- table geometry (units) -------------------------------------------------------------------

HEADER_HEIGHT = 58
TITLE_LINE = MARGIN + 19
STATUS_LINE = MARGIN + 43
PANEL_PAD = 6
COLUMN_GAP = 6
COLUMN_WIDTH = (WIDTH - 2 * MARGIN - 2 * PANEL_PAD - 3 * COLUMN_GAP) / 4
NAME_LINE = 26
"""Height of a panel's first line (the Capital's counters, a player's name and counters)."""

CAPITAL_TOP = MARGIN + HEADER_HEIGHT + GAP
CAPITAL_LINE = CAPITAL_TOP + NAME_LINE / 2 + 1
BAND_TOP = CAPITAL_TOP + NAME_LINE
BAND_HEIGHT = 38
CARDS_TOP = BAND_TOP + BAND_HEIGHT + 6
CARD_ROWS = 2
CARDS_HEIGHT = CHIP.rows_height(CARD_ROWS)
MODS_TOP = CARDS_TOP + CARDS_HEIGHT + 6
MOD_WIDTH = 36
MOD_HEIGHT = 24
TOTAL_LINE = MODS_TOP + MOD_HEIGHT + 16
COLUMN_BOTTOM = TOTAL_LINE + 14
CAPITAL_BOTTOM = COLUMN_BOTTOM + PANEL_PAD

ROWS_TOP = CAPITAL_BOTTOM + GAP
CELL_TOP = NAME_LINE
CELL_HEIGHT = 36
ROW_HEIGHT = CELL_TOP + CELL_HEIGHT + PANEL_PAD
ROW_GAP = 6
STAT_ICON = 18
MARK_HEIGHT = 22


def _label(locale: str, key: str, **args: Any) -> str:
    return translate(locale, f"capital-lux-img-{key}", args)


def _colour_name(locale: str, colour: int) -> str:
    return _label(locale, f"colour-{COLOURS[colour]}")


def _power_name(locale: str, colour: int) -> str:
    return _label(locale, f"power-{POWERS[colour]}")


def _signed(value: int) -> str:
    """``+4`` / ``−3`` with a true minus sign, as printed on the modifier cards."""
    return f"{value:+d}".replace("-", MINUS)


def _by_colour(cards: Sequence[int]) -> list[list[int]]:
    piles: list[list[int]] = [[] for _ in COLOURS]
    for card in cards:
        piles[COLOUR_OF[card]].append(card)
    return piles


def _column_left(colour: int) -> float:
    return MARGIN + PANEL_PAD + colour * (COLUMN_WIDTH + COLUMN_GAP)


def _row_top(seat: int) -> float:
    return ROWS_TOP + seat * (ROW_HEIGHT + ROW_GAP)


def _cell_box(seat: int, colour: int) -> Box:
    left = _column_left(colour)
    top = _row_top(seat) + CELL_TOP
    return (left, top, left + COLUMN_WIDTH, top + CELL_HEIGHT)


# -- small pieces shared by the table and the hand --------------------------------------------


@cache
def _chip_sprite(colour: int, value: int, size: ChipSize, crowded: bool, scale: float) -> Sprite:
    """A card as a small chip of its colour showing its value; in a crowded row the value sits
    on the chip's left, the part the next chip leaves uncovered."""
    look = LOOKS[colour]
    text_size = TEXT if size == CHIP else SMALL

    def draw(canvas: Canvas) -> None:
        box = (0, 0, size.width, size.height)
        canvas.rounded(box, fill=look.colour, outline=mix(look.colour, INK, 0.45), radius=4)
        anchor, x = ("lm", 2.5) if crowded else ("mm", size.width / 2)
        ink = readable_on(look.colour)
        middle = size.height / 2
        canvas.text((x, middle), str(value), text_size, fill=ink, bold=True, anchor=anchor)

    return sprite(size.width, size.height, draw, scale)


def _capacity(width: float, size: ChipSize) -> int:
    """How many chips fit side by side in ``width`` without overlapping."""
    return int((width + size.gap) // (size.width + size.gap))


def _chip_rows(
    canvas: Canvas,
    cards: Sequence[int],
    xy: tuple[float, float],
    width: float,
    rows: int,
    size: ChipSize = CHIP,
) -> None:
    """Cards as chips from ``xy``, left to right, filling up to ``rows`` rows; when they do not
    fit they spread evenly over the rows and overlap."""
    if not cards:
        return
    x0, y0 = xy
    capacity = _capacity(width, size)
    if len(cards) <= capacity * rows:
        per_row, step, crowded = capacity, size.width + size.gap, False
    else:
        per_row = -(-len(cards) // rows)
        step, crowded = (width - size.width) / (per_row - 1), True
    for index, card in enumerate(cards):
        row, place = divmod(index, per_row)
        left = x0 + place * step
        top = y0 + row * (size.height + size.row_gap)
        chip = _chip_sprite(COLOUR_OF[card], VALUE_OF[card], size, crowded, canvas.scale)
        stamp(canvas, chip, (left, top))


def _modifier_chip(canvas: Canvas, box: Box, placer: int, value: int | None) -> None:
    """A modifier on a column: its placer's pawn, and ``?`` while face down or its value."""
    x0, y0, x1, y1 = box
    middle = (y0 + y1) / 2
    if value is None:
        canvas.rounded(box, fill=FACE_DOWN, outline=INK, radius=5)
        canvas.text((x1 - 9, middle), "?", TEXT, fill=WHITE, bold=True, anchor="mm")
    else:
        canvas.rounded(box, fill=WHITE, outline=INK, width=1.5, radius=5)
        canvas.text((x1 - 3, middle), _signed(value), SMALL, bold=True, anchor="rm")
    canvas.pawn((x0 + 8, middle), 5.5, placer, outline=WHITE if value is None else INK)


def _pill(canvas: Canvas, box: Box, fill: RGB, outline: RGB) -> None:
    canvas.rounded(box, fill=fill, outline=outline, width=1.5, radius=(box[3] - box[1]) / 2)


def _bonus_glyph(canvas: Canvas, box: Box) -> None:
    """A bonus card: a gold card lying face down with a star."""
    x0, y0, x1, y1 = box
    half = (y1 - y0) * 0.36
    centre = (x0 + x1) / 2
    card = (centre - half, y0 + 1, centre + half, y1 - 1)
    canvas.rounded(card, fill=GOLD, outline=GOLD_DARK, width=1, radius=2.5)
    icon(canvas, "star", (card[0] + 1, card[1] + 2, card[2] - 1, card[3] - 2), WHITE, GOLD)


def _coin_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "coin", box, GOLD, GOLD_DARK)


def _hand_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "card_fan", box, INK, WHITE)


def _deck_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "card_stack", box, DECK, PANEL)


def _flag_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "flag", box, INK, WHITE)


def _modifier_glyph(canvas: Canvas, box: Box) -> None:
    x0, y0, x1, y1 = box
    half = (y1 - y0) * 0.38
    centre = (x0 + x1) / 2
    canvas.rounded((centre - half, y0, centre + half, y1), fill=FACE_DOWN, radius=2.5)
    canvas.text((centre, (y0 + y1) / 2), "?", SMALL, fill=WHITE, bold=True, anchor="mm")


def _cross_glyph(canvas: Canvas, box: Box) -> None:
    icon(canvas, "cross", box, WHITE, HIGHLIGHT)


@dataclass(frozen=True)
class PillStyle:
    """How a round-end mark is drawn: a pill, a symbol at its left, a number in ``ink``."""

    fill: RGB
    outline: RGB
    ink: RGB
    symbol: Glyph


MARK_STYLES: dict[str, PillStyle] = {
    "paid": PillStyle(GOLD_LIGHT, GOLD_DARK, INK, _coin_glyph),
    "discarded": PillStyle(HIGHLIGHT, HIGHLIGHT, WHITE, _cross_glyph),
    "over": PillStyle(WHITE, HIGHLIGHT, HIGHLIGHT, _coin_glyph),
}
"""Gold paid to keep a colour, cards discarded, and a limit still to decide (by how much)."""


def _mark_pill(canvas: Canvas, style: PillStyle, box: Box, text: str = "") -> None:
    x0, y0, x1, y1 = box
    _pill(canvas, box, style.fill, style.outline)
    style.symbol(canvas, (x0 + 3, y0 + 3, x0 + (y1 - y0) - 3, y1 - 3))
    if text:
        canvas.text((x1 - 5, (y0 + y1) / 2), text, SMALL, fill=style.ink, bold=True, anchor="rm")


def _mark_glyph(kind: str) -> Glyph:
    """A mark without its number, for the legend."""
    return lambda canvas, box: _mark_pill(canvas, MARK_STYLES[kind], box)


# -- table: counters on the name lines --------------------------------------------------------

CAPITAL_GLYPHS: tuple[Glyph, ...] = (_coin_glyph, _modifier_glyph, _deck_glyph)
"""The Capital's counters, right to left: gold in the supply, modifier pile, deck."""
ROW_GLYPHS: tuple[Glyph, ...] = (_bonus_glyph, _hand_glyph, _coin_glyph)
"""A player's counters, right to left: bonus cards, cards in hand, gold."""


@cache
def _number_width() -> float:
    """Room for a counter's number: two digits."""
    return measuring(TABLE_SCALE).text_width("00", TEXT, bold=True)


def _slots(right: float, count: int) -> list[float]:
    """Fixed places, right to left, for ``count`` counters (a glyph, then a number of up to two
    digits) ending at ``right``: the right edge of each glyph. Fixed, so the glyphs belong to
    the static base."""
    slots = []
    for _ in range(count):
        glyph_right = right - _number_width() - 4
        slots.append(glyph_right)
        right = glyph_right - STAT_ICON - 12
    return slots


def _capital_slots() -> list[float]:
    return _slots(WIDTH - MARGIN - 12, len(CAPITAL_GLYPHS))


def _row_slots() -> list[float]:
    return _slots(WIDTH - MARGIN - 10, len(ROW_GLYPHS))


def _glyph_box(glyph_right: float, middle: float) -> Box:
    return (glyph_right - STAT_ICON, middle - STAT_ICON / 2, glyph_right, middle + STAT_ICON / 2)


def _flag_box(middle: float) -> Box:
    """The start player's flag, left of a player's counters."""
    return _glyph_box(_row_slots()[-1] - STAT_ICON - 10, middle)


def _count_glyphs(
    canvas: Canvas, slots: list[float], glyphs: Sequence[Glyph], middle: float
) -> None:
    for glyph_right, glyph in zip(slots, glyphs, strict=True):
        glyph(canvas, _glyph_box(glyph_right, middle))


def _counts(canvas: Canvas, slots: list[float], counts: Sequence[int], middle: float) -> None:
    for glyph_right, count in zip(slots, counts, strict=True):
        canvas.text((glyph_right + 4, middle), str(count), TEXT, bold=True, anchor="lm")


# -- table ------------------------------------------------------------------------------------


LEGEND_SECTIONS = ("opening", "draft", "report")
"""Legend entries shown only while what they explain is on the table: the opening modifiers
beside the names, the draft's ticks on the pawns, the round end's marks."""


def legend_sections(data: dict[str, Any]) -> tuple[str, ...]:
    shown = {
        "opening": data["opening_modifiers"] is not None,
        "draft": data["draft"] is not None,
        "report": data["round_end"] is not None,
    }
    return tuple(section for section in LEGEND_SECTIONS if shown[section])


def _legend_items(locale: str, sections: tuple[str, ...]) -> list[LegendItem]:
    items = [
        LegendItem(_deck_glyph, _label(locale, "legend-deck")),
        LegendItem(_modifier_glyph, _label(locale, "legend-modifier")),
        LegendItem(_coin_glyph, _label(locale, "legend-gold")),
        LegendItem(_hand_glyph, _label(locale, "legend-hand")),
        LegendItem(_bonus_glyph, _label(locale, "legend-bonus")),
        LegendItem(_flag_glyph, _label(locale, "legend-start")),
    ]
    if "opening" in sections:
        items.append(LegendItem(_opening_glyph, _label(locale, "legend-opening")))
    if "draft" in sections:
        items.append(LegendItem(_picked_glyph, _label(locale, "legend-picked")))
    if "report" in sections:
        items += [
            LegendItem(_mark_glyph("paid"), _label(locale, "legend-paid")),
            LegendItem(_mark_glyph("discarded"), _label(locale, "legend-discarded")),
            LegendItem(_mark_glyph("over"), _label(locale, "legend-over")),
        ]
    return items


@cache
def _legend_height(locale: str, sections: tuple[str, ...]) -> float:
    return legend_height(
        measuring(TABLE_SCALE), _legend_items(locale, sections), WIDTH - 2 * MARGIN, SMALL
    )


def table_height(players: int, locale: str, sections: tuple[str, ...] = ()) -> float:
    """The table's height; the legend grows by the entries of ``sections`` (see
    ``LEGEND_SECTIONS``) while they show."""
    return _row_top(players) - ROW_GAP + 4 + _legend_height(locale, sections) + MARGIN


@cache
def _table_base(players: int, locale: str, sections: tuple[str, ...]) -> Canvas:
    """Everything that does not change during a game: panels, the Capital's column heads, empty
    home cells, labels and the legend."""
    canvas = Canvas(WIDTH, table_height(players, locale, sections), scale=TABLE_SCALE)
    canvas.rounded(
        (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_HEIGHT),
        fill=PANEL,
        outline=PANEL_EDGE,
        radius=10,
    )
    canvas.rounded(
        (MARGIN, CAPITAL_TOP, WIDTH - MARGIN, CAPITAL_BOTTOM),
        fill=PANEL,
        outline=PANEL_EDGE,
        radius=10,
    )
    canvas.text(
        (MARGIN + 12, CAPITAL_LINE),
        _label(locale, "capital"),
        NAME,
        bold=True,
        anchor="lm",
    )
    _count_glyphs(canvas, _capital_slots(), CAPITAL_GLYPHS, CAPITAL_LINE)
    for colour in range(len(COLOURS)):
        _column_head(canvas, colour, locale)
    for seat in range(players):
        top = _row_top(seat)
        canvas.rounded(
            (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT),
            fill=mix(player(seat).light, WHITE, 0.55),
            outline=PANEL_EDGE,
            radius=10,
        )
        _count_glyphs(canvas, _row_slots(), ROW_GLYPHS, top + NAME_LINE / 2 + 1)
        for colour in range(len(COLOURS)):
            _empty_cell(canvas, _cell_box(seat, colour), colour)
    legend(
        canvas,
        _legend_items(locale, sections),
        (MARGIN, _row_top(players) - ROW_GAP + 4),
        WIDTH - 2 * MARGIN,
        SMALL,
    )
    return canvas


def _column_head(canvas: Canvas, colour: int, locale: str) -> None:
    """A Capital column's frame and its band: the power's icon, the colour and power names."""
    look = LOOKS[colour]
    left = _column_left(colour)
    right = left + COLUMN_WIDTH
    canvas.rounded((left, BAND_TOP, right, COLUMN_BOTTOM), fill=look.tint, radius=8)
    centre, middle = (left + right) / 2, (CARDS_TOP + MODS_TOP + MOD_HEIGHT) / 2
    watermark = (centre - 26, middle - 26, centre + 26, middle + 26)
    icon(canvas, look.icon, watermark, mix(look.colour, look.tint, 0.84), look.tint)
    card_face(
        canvas,
        (left, BAND_TOP, right, BAND_TOP + BAND_HEIGHT),
        fill=look.colour,
        edge=mix(look.colour, INK, 0.3),
        radius=8,
    )
    ink = readable_on(look.colour)
    icon(canvas, look.icon, (left + 5, BAND_TOP + 5, left + 33, BAND_TOP + 33), ink, look.colour)
    text_left = left + 38
    room = right - 4 - text_left
    canvas.text(
        (text_left, BAND_TOP + 4),
        _colour_name(locale, colour),
        TEXT,
        fill=ink,
        bold=True,
        max_width=room,
    )
    canvas.text(
        (text_left, BAND_TOP + 21), _power_name(locale, colour), SMALL, fill=ink, max_width=room
    )


def _empty_cell(canvas: Canvas, box: Box, colour: int) -> None:
    """A home cell without cards: a faint frame with the colour's icon."""
    x0, y0, x1, y1 = box
    fill = mix(PAPER, WHITE, 0.5)
    canvas.rounded(box, fill=fill, outline=PANEL_EDGE, radius=6)
    middle = (x0 + x1) / 2
    art = (middle - 12, y0 + 6, middle + 12, y1 - 6)
    icon(canvas, LOOKS[colour].icon, art, mix(LOOKS[colour].colour, WHITE, 0.75), fill)


def draw_table(
    view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (``_mark_box``)."""
    view = require_view(view, GAME_ID)
    data = view.data
    base = _table_base(view.players, locale, legend_sections(data))
    canvas = Canvas.over(base)
    _header(canvas, view, names, locale)
    _capital(canvas, data, locale)
    row_marks = _marks(data)
    for seat in range(view.players):
        _player_row(canvas, data, seat, names[seat], row_marks, locale)
    _last_turn(canvas, data.get("last_turn"))
    point_at(canvas, (_mark_box(kind, where) for kind, where in marks))
    return canvas


def _last_turn(canvas: Canvas, last: dict[str, Any] | None) -> None:
    """Where the last turn's card went, outlined in the player's colour with their pawn shape:
    the Capital column or the home city cell; a Cleric's taken card marks the home cell too."""
    if not last or last.get("card") is None:
        return
    seat = last["seat"]
    boxes = []
    if last["to"] == "capital":
        boxes.append(_column_box(last["colour"]))
    else:
        boxes.append(_cell_box(seat, last["colour"]))
    if last.get("took") is not None:
        boxes.append(_cell_box(seat, COLOUR_OF[last["took"]]))
    colour = player(seat).colour
    for box in boxes:
        ring(canvas, box, colour)
        canvas.pawn((box[2] - 3, box[1] + 3), 6, seat)


def _column_box(colour: int) -> Box:
    """A colour's Capital column, its cards and total."""
    left = _column_left(colour)
    return (left, CARDS_TOP - 4, left + COLUMN_WIDTH, TOTAL_LINE - 12)


def _mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a Capital ``column`` (by colour)."""
    if kind != "column":
        raise ValueError(f"Capital Lux's table has no {kind!r} to point at")
    return _column_box(where)


def table_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return encode(draw_table(view, names, locale, marks).image, "capital-lux")


# -- table: header ----------------------------------------------------------------------------


def _header(canvas: Canvas, view: View, names: Sequence[str], locale: str) -> None:
    data = view.data
    right = WIDTH - MARGIN - 12
    round_text = _label(locale, "round", round=data["round"], rounds=ROUNDS)
    round_width = canvas.text((right, TITLE_LINE), round_text, TEXT, fill=MUTED, anchor="rm")
    left = MARGIN + 12
    turn = data["turn"]
    if turn is not None:
        canvas.pawn((left + 9, TITLE_LINE), 10, turn)
        left += 26
    room = right - round_width - 16 - left
    if turn is None:
        title = _title(view, locale)
    else:
        title = shorten_to_fit(
            canvas,
            lambda name: _label(locale, "turn", player=name),
            names[turn],
            TITLE,
            room,
            bold=True,
            least_size=NAME,
        )
    canvas.text((left, TITLE_LINE), title, TITLE, bold=True, anchor="lm", max_width=room)
    canvas.text(
        (MARGIN + 12, STATUS_LINE),
        _status(data, locale),
        SMALL,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN - 24,
    )


def _title(view: View, locale: str) -> str:
    """The header's title when nobody in particular is to play."""
    data = view.data
    phase = data["phase"]
    if phase == "play":
        return tr(locale, view.summary)
    return _label(locale, f"title-{phase}", round=data["round"])


def _status(data: dict[str, Any], locale: str) -> str:
    """What is being decided now, in one line."""
    phase = data["phase"]
    if phase == "draft":
        return _label(locale, "status-draft", step=data["draft"]["step"])
    if phase != "play":
        return _label(locale, f"status-{phase}")
    if data["power"] is not None:
        return _label(locale, f"status-{data['power']}")
    if data["final_turns"] is not None:
        return _label(locale, "status-last", count=len(data["final_turns"]))
    return _label(locale, "status-play")


# -- table: the Capital -----------------------------------------------------------------------


def _capital(canvas: Canvas, data: dict[str, Any], locale: str) -> None:
    report = data["round_end"]
    slots = _capital_slots()
    if report is not None and data["phase"] != "limits":  # the header already says it then
        left = MARGIN + 12 + canvas.text_width(_label(locale, "capital"), NAME, bold=True) + 12
        room = slots[-1] - STAT_ICON - 10 - left
        text = _label(locale, "report", round=report["round"])
        canvas.text(
            (left, CAPITAL_LINE), text, TEXT, fill=GOLD_DARK, bold=True, anchor="lm", max_width=room
        )
    counts = (data["supply"], data["modifier_pile"], data["deck"])
    _counts(canvas, slots, counts, CAPITAL_LINE)
    columns = _by_colour(data["capital"])
    modifiers = _column_modifiers(data)
    for colour, cards in enumerate(columns):
        left = _column_left(colour)
        right = left + COLUMN_WIDTH
        _chip_rows(canvas, cards, (left + 4, CARDS_TOP), COLUMN_WIDTH - 8, CARD_ROWS)
        _modifier_row(canvas, modifiers[colour], left + 4, right - 4)
        if report is None:
            total = sum(VALUE_OF[card] for card in cards)
            canvas.text((left + 6, TOTAL_LINE), f"{SIGMA} {total}", NAME, bold=True, anchor="lm")
        else:
            _limit_pill(canvas, left + 4, right - 4, report["limits"][colour], locale)


def _column_modifiers(data: dict[str, Any]) -> list[list[tuple[int, int | None]]]:
    """Per column, its modifiers as ``(placer, value)``: values are known once revealed."""
    columns: list[list[tuple[int, int | None]]] = [[] for _ in COLOURS]
    report = data["round_end"]
    if report is not None:
        for column, placer, value in report["modifiers"]:
            columns[column].append((placer, value))
    else:
        for column, placer in data["modifiers"]:
            columns[column].append((placer, None))
    return columns


def _modifier_row(
    canvas: Canvas, modifiers: list[tuple[int, int | None]], left: float, right: float
) -> None:
    if not modifiers:
        return
    step = MOD_WIDTH + 4
    if len(modifiers) > 1:
        step = min(step, (right - left - MOD_WIDTH) / (len(modifiers) - 1))
    for index, (placer, value) in enumerate(modifiers):
        x = left + index * step
        _modifier_chip(canvas, (x, MODS_TOP, x + MOD_WIDTH, MODS_TOP + MOD_HEIGHT), placer, value)


def _limit_pill(canvas: Canvas, left: float, right: float, limit: int, locale: str) -> None:
    """The column's total at the round end (cards and modifiers): the most a home may hold.
    It replaces the column's current total while the round end shows."""
    text = _label(locale, "limit", limit=_signed(limit) if limit < 0 else limit)
    width = min(canvas.text_width(text, TEXT, bold=True) + 16, right - left)
    centre = (left + right) / 2
    box = (centre - width / 2, TOTAL_LINE - 12, centre + width / 2, TOTAL_LINE + 12)
    _pill(canvas, box, GOLD_LIGHT, GOLD_DARK)
    canvas.text((centre, TOTAL_LINE), text, TEXT, bold=True, anchor="mm", max_width=width - 8)


# -- table: players ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Mark:
    """Something that happened to one home colour at the round end."""

    kind: str  # "paid", "discarded", "bonus" or "over"
    amount: int = 0


def _marks(data: dict[str, Any]) -> dict[tuple[int, int], list[Mark]]:
    """The round end's decisions, bonus cards and pending limits, by (seat, colour)."""
    found: dict[tuple[int, int], list[Mark]] = {}
    report = data["round_end"]
    if report is None:
        return found
    for seat, colour, paid, discarded in report["decisions"]:
        mark = Mark("paid", paid) if paid else Mark("discarded", discarded)
        found.setdefault((seat, colour), []).append(mark)
    for seat, colour in report["bonus"]:
        found.setdefault((seat, colour), []).append(Mark("bonus"))
    for seat, colours in enumerate(data["over_limit"] or []):
        for colour in colours:
            excess = data["home_totals"][seat][colour] - report["limits"][colour]
            found.setdefault((seat, colour), []).append(Mark("over", excess))
    return found


def _player_row(
    canvas: Canvas,
    data: dict[str, Any],
    seat: int,
    name: str,
    marks: dict[tuple[int, int], list[Mark]],
    locale: str,
) -> None:
    top = _row_top(seat)
    if data["turn"] == seat:
        canvas.rounded(
            (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT), outline=INK, width=2.5, radius=10
        )
        canvas.polygon(
            [(MARGIN - 2, top + 4), (MARGIN + 8, top + 13), (MARGIN - 2, top + 22)], fill=INK
        )
    middle = top + NAME_LINE / 2 + 1
    _row_stats(canvas, data, seat, middle)
    _name_line(canvas, data, seat, name, middle, locale)
    homes = _by_colour(data["homes"][seat])
    for colour, cards in enumerate(homes):
        total = data["home_totals"][seat][colour]
        _home_cell(canvas, _cell_box(seat, colour), colour, cards, total, marks.get((seat, colour)))


def _name_line(
    canvas: Canvas, data: dict[str, Any], seat: int, name: str, middle: float, locale: str
) -> None:
    """A player's pawn (ticked once they have picked in the draft), name, opening modifier and
    score, left of their counters."""
    canvas.pawn((MARGIN + 20, middle), 9, seat)
    draft = data["draft"]
    if draft is not None and not draft["to_pick"][seat]:
        _picked_glyph(canvas, _picked_box(middle))
    opening = data["opening_modifiers"]
    tag = _signed(opening[seat]) if opening is not None else None
    tag_width = _opening_width(canvas, tag) + NAME_GAP if tag else 0
    score = translate(
        locale,
        "render-final-score" if data["game_over"] else "render-public-score",
        {"score": data["players"][seat]["public_score"]},
    )
    score_right = _flag_box(middle)[0] - 8
    # The name keeps at least NAME_MIN_WIDTH when the score needs the rest (the score shrinks).
    room = score_right - NAME_LEFT - tag_width - NAME_GAP
    score_width = canvas.text_width(score, SMALL, bold=True)
    name_width = canvas.text_width(name, NAME, bold=True)
    name_room = max(room - score_width, min(name_width, NAME_MIN_WIDTH))
    canvas.text(
        (score_right, middle),
        score,
        SMALL,
        fill=MUTED,
        bold=True,
        anchor="rm",
        max_width=room - name_room,
    )
    drawn = canvas.text(
        (NAME_LEFT, middle), name, NAME, bold=True, anchor="lm", max_width=name_room
    )
    if tag:
        _opening_tag(canvas, tag, (NAME_LEFT + drawn + NAME_GAP, middle))


def _row_stats(canvas: Canvas, data: dict[str, Any], seat: int, middle: float) -> None:
    """Bonus cards, cards in hand (picked so far in the draft) and gold; the start flag."""
    draft = data["draft"]
    in_hand = draft["picked"][seat] if draft is not None else data["hand_sizes"][seat]
    counts = (data["bonus_cards"][seat], in_hand, data["coins"][seat])
    _counts(canvas, _row_slots(), counts, middle)
    if data["start_player"] == seat:
        _flag_glyph(canvas, _flag_box(middle))


NAME_LEFT = MARGIN + 40
"""Where a player's name starts, right of their pawn (and its tick)."""


NAME_GAP = 10
"""Between a player's name and their score."""
NAME_MIN_WIDTH = 80
"""The least room a player's name keeps beside their score: eight letters or so."""


def _opening_width(canvas: Canvas, text: str) -> float:
    return canvas.text_width(text, SMALL, bold=True) + 12


def _opening_tag(canvas: Canvas, text: str, left_middle: tuple[float, float]) -> None:
    """The modifier dealt to the player to choose round 1's start player, after their name."""
    left, middle = left_middle
    right = left + _opening_width(canvas, text)
    canvas.rounded(
        (left, middle - 11, right, middle + 11), fill=WHITE, outline=INK, width=1.5, radius=5
    )
    canvas.text((right - 6, middle), text, SMALL, bold=True, anchor="rm")


def _opening_glyph(canvas: Canvas, box: Box) -> None:
    """The opening modifier's key in the legend: its frame around a plus-minus sign (drawn:
    a glyph has no text)."""
    x0, y0, x1, y1 = box
    canvas.rounded(box, fill=WHITE, outline=INK, width=1.2, radius=3)
    centre, half = (x0 + x1) / 2, (x1 - x0) * 0.28
    plus, minus = y0 + (y1 - y0) * 0.38, y0 + (y1 - y0) * 0.78
    canvas.line([(centre - half, plus), (centre + half, plus)], INK, 1.6)
    canvas.line([(centre, plus - half), (centre, plus + half)], INK, 1.6)
    canvas.line([(centre - half, minus), (centre + half, minus)], INK, 1.6)


def _picked_box(middle: float) -> Box:
    """The tick on the pawn of a player who has picked in the draft: at its lower right."""
    x, y = MARGIN + 29, middle + 4
    return (x - 7, y - 7, x + 7, y + 7)


def _picked_glyph(canvas: Canvas, box: Box) -> None:
    x0, y0, x1, y1 = box
    canvas.circle(((x0 + x1) / 2, (y0 + y1) / 2), (x1 - x0) / 2, fill=INK, outline=WHITE, width=1)
    icon(canvas, "tick", (x0 + 2, y0 + 2, x1 - 2, y1 - 2), WHITE, INK)


def _home_cell(
    canvas: Canvas,
    box: Box,
    colour: int,
    cards: list[int],
    total: int,
    marks: list[Mark] | None,
) -> None:
    """One colour of a home city: its cards, its total and what the round end did to it."""
    x0, y0, x1, y1 = box
    look = LOOKS[colour]
    over = any(mark.kind == "over" for mark in marks or ())
    if cards or over:
        canvas.rounded(
            box,
            fill=RED_LIGHT if over else look.tint,
            outline=HIGHLIGHT if over else look.colour,
            width=2.5 if over else 1.5,
            radius=6,
        )
    middle = (y0 + y1) / 2
    right = x1 - 5
    if cards:
        right -= canvas.text((right, middle), str(total), 20, bold=True, anchor="rm") + 7
    for mark in marks or ():
        right = _mark(canvas, mark, right, middle) - 3
    _home_chips(canvas, cards, x0 + 4, right, middle)


def _home_chips(canvas: Canvas, cards: list[int], left: float, right: float, middle: float):
    """One row of chips, overlapping a little if need be; when the values would hide each
    other, small chips in up to two rows."""
    width = right - left
    size, rows = CHIP, 1
    if len(cards) > 1 and (width - CHIP.width) / (len(cards) - 1) < CROWDED_STEP:
        size, rows = SMALL_CHIP, 1 if len(cards) <= _capacity(width, SMALL_CHIP) else 2
        per_row = -(-len(cards) // rows)
        if per_row > 1 and (width - SMALL_CHIP.width) / (per_row - 1) < SMALL_CROWDED_STEP:
            # Round-end marks left too little room to read every value: the cell's total
            # carries the information, so only say how many cards there are.
            canvas.text(
                (left + 2, middle), f"×{len(cards)}", TEXT, fill=MUTED, bold=True, anchor="lm"
            )
            return
    top = middle - size.rows_height(rows) / 2
    _chip_rows(canvas, cards, (left, top), width, rows, size)


def _mark(canvas: Canvas, mark: Mark, right: float, middle: float) -> float:
    """A round-end mark ending at ``right``; returns its left edge."""
    top, bottom = middle - MARK_HEIGHT / 2, middle + MARK_HEIGHT / 2
    if mark.kind == "bonus":
        _bonus_glyph(canvas, (right - MARK_HEIGHT, top, right, bottom))
        return right - MARK_HEIGHT
    text = f"+{mark.amount}" if mark.kind == "over" else str(mark.amount)
    left = right - (MARK_HEIGHT + canvas.text_width(text, SMALL, bold=True) + 6)
    _mark_pill(canvas, MARK_STYLES[mark.kind], (left, top, right, bottom), text)
    return left


# -- hand -------------------------------------------------------------------------------------

HAND_COLUMNS = 6
CARD_GAP = 8
CARD_WIDTH = (WIDTH - 2 * MARGIN - (HAND_COLUMNS - 1) * CARD_GAP) / HAND_COLUMNS
CARD_HEIGHT = 104
CARD_BAND = 24
HAND_TITLE_LINE = MARGIN + 14
HAND_TOP = MARGIN + 36
SECTION_LABEL = 24
"""Height of the label line above a group of cards."""
INFO_LINE = 34
INFO_LABEL_WIDTH = 150
HAND_MOD_WIDTH = 54
DIMMED = 0.6
"""How far cards that are not the current step's choice fade into the background."""


@dataclass(frozen=True)
class Section:
    """A group of cards in the hand image, under a label (its catalog key) or none."""

    label: str | None
    cards: list[int]


def _hand_sections(me: dict[str, Any], drafting: bool) -> list[Section]:
    if drafting:
        sections = [Section("draft-cards", me["draft_cards"])]
        if me["picks"]:
            sections.append(Section("picks", me["picks"]))
        return sections
    return [Section(None, me["hand"])]


def _cards_height(count: int) -> float:
    rows = max(1, -(-count // HAND_COLUMNS))
    return rows * (CARD_HEIGHT + CARD_GAP) - CARD_GAP


def _section_height(section: Section) -> float:
    return (SECTION_LABEL if section.label else 0) + _cards_height(len(section.cards)) + GAP


def hand_height(me: dict[str, Any], drafting: bool) -> float:
    sections = _hand_sections(me, drafting)
    body = sum(_section_height(section) for section in sections)
    return HAND_TOP + body + 2 * INFO_LINE + 12 + MARGIN


def hand_view(view: View) -> View:
    """What the hand image shows of its owner's view: the owner's own part, the turn's current
    step, and in the draft how many cards the owner still picks (other players' picks change
    nothing in it)."""
    view = require_view(view, GAME_ID)
    if view.seat is None:
        raise ValueError("a hand is drawn from its owner's view, not the spectator's")
    draft = view.data["draft"]
    if draft is not None:
        owed = draft["to_pick"]
        draft = {"to_pick": [n if s == view.seat else 0 for s, n in enumerate(owed)]}
    return narrowed(
        view, {"me": view.data["me"], "draft": draft, "chosen": view.data.get("chosen")}
    )


def draw_hand(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> Canvas:
    """The owner's cards (in the draft: the cards to pick from and the picks), the modifiers it
    placed or has to place, and its bonus cards; ``marks``: the cards a lesson points at."""
    view = hand_view(view)
    me = view.data["me"]
    draft = view.data["draft"]
    drafting = draft is not None
    canvas = Canvas(WIDTH, hand_height(me, drafting), scale=HAND_SCALE)
    subtitle = (
        _label(locale, "to-pick", count=draft["to_pick"][view.seat])
        if drafting
        else _label(locale, "hand-count", count=len(me["hand"]))
    )
    _hand_title(canvas, view.seat, subtitle, drafting, locale)
    top = HAND_TOP
    # The turn's current step: the card being played is marked and the rest of the hand
    # dimmed; while its power is carried out (a modifier to place, a Cleric's colour), the
    # whole hand is dimmed.
    step = view.data.get("chosen")
    boxes: dict[int, Box] = {}
    for section in _hand_sections(me, drafting):
        if section.label:
            label = _label(locale, section.label)
            canvas.text((MARGIN + 2, top + 10), label, TEXT, fill=MUTED, anchor="lm")
            top += SECTION_LABEL
        boxes |= _card_grid(canvas, section.cards, top, me["chosen"], locale, dim=step is not None)
        top += _cards_height(len(section.cards)) + GAP
    _hand_info(canvas, me, top + 4, locale)
    point_at_cards(canvas, boxes, marks)
    return canvas


def hand_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return encode(draw_hand(view, names, locale, marks).image, "capital-lux")


def _hand_title(canvas: Canvas, seat: int, subtitle: str, drafting: bool, locale: str) -> None:
    canvas.pawn((MARGIN + 10, HAND_TITLE_LINE), 10, seat)
    left = MARGIN + 28
    title = _label(locale, "your-draft" if drafting else "your-hand")
    left += canvas.text((left, HAND_TITLE_LINE), title, TITLE, bold=True, anchor="lm")
    canvas.text(
        (left + 12, HAND_TITLE_LINE),
        subtitle,
        TEXT,
        fill=MUTED,
        anchor="lm",
        max_width=WIDTH - MARGIN - left - 12,
    )


def _card_grid(
    canvas: Canvas,
    cards: list[int],
    top: float,
    chosen: int | None,
    locale: str,
    *,
    dim: bool = False,
) -> dict[int, Box]:
    """The cards in rows; with ``dim``, every card but ``chosen`` is faded. Returns where each
    card lies."""
    boxes: dict[int, Box] = {}
    if not cards:
        box = (MARGIN, top, WIDTH - MARGIN, top + CARD_HEIGHT)
        canvas.rounded(box, outline=PANEL_EDGE, width=1.5, radius=10)
        text = _label(locale, "empty-hand")
        canvas.text((WIDTH / 2, top + CARD_HEIGHT / 2), text, TEXT, fill=MUTED, anchor="mm")
        return boxes
    for index, card in enumerate(cards):
        row, column = divmod(index, HAND_COLUMNS)
        left = MARGIN + column * (CARD_WIDTH + CARD_GAP)
        card_top = top + row * (CARD_HEIGHT + CARD_GAP)
        colour, is_chosen = COLOUR_OF[card], card == chosen
        texts = (
            _colour_name(locale, colour),
            _label(locale, "chosen") if is_chosen else _power_name(locale, colour),
        )
        piece = _hand_card_piece(colour, VALUE_OF[card], texts, is_chosen, dim and not is_chosen)
        stamp(canvas, piece, (left - PIECE_MARGIN, card_top - PIECE_MARGIN))
        boxes[card] = (left, card_top, left + CARD_WIDTH, card_top + CARD_HEIGHT)
    return boxes


PIECE_MARGIN = CARD_GAP / 2
"""Paper drawn around each card of the hand (its shadow): neighbouring cards' pieces meet
without overlapping."""
HAND_PIECES_KEPT = 512
"""Hand cards kept drawn per process: each colour and value chosen, dimmed or plain, in each
language in use; about 45 KB each."""


@lru_cache(maxsize=HAND_PIECES_KEPT)
def _hand_card_piece(
    colour: int, value: int, texts: tuple[str, str], chosen: bool, dimmed: bool
) -> Sprite:
    """A card of the hand on its paper, with its texts in the reader's language; faded when
    ``dimmed``."""

    def draw(canvas: Canvas, box: Box) -> None:
        _hand_card(canvas, box, colour, value, texts, chosen=chosen)

    return card_tile(
        CARD_WIDTH,
        CARD_HEIGHT,
        PIECE_MARGIN,
        draw,
        faded=DIMMED if dimmed else 0.0,
        scale=HAND_SCALE,
        shown_width=WIDTH,
    )


def _hand_card(
    canvas: Canvas, box: Box, colour: int, value: int, texts: tuple[str, str], *, chosen: bool
) -> None:
    """A profession card: its colour named (``texts[0]``) on a band, the power's icon and the
    value, and ``texts[1]``: the power's name, or that it is the card chosen."""
    colour_name, label = texts
    look = LOOKS[colour]
    x0, y0, x1, y1 = box
    edge = INK if chosen else mix(look.colour, INK, 0.3)
    card_face(canvas, box, fill=WHITE, edge=edge, band=look.colour, band_height=CARD_BAND)
    if chosen:
        canvas.rounded(box, outline=INK, width=3, radius=8)
    centre = (x0 + x1) / 2
    canvas.text(
        (centre, y0 + CARD_BAND / 2),
        colour_name,
        SMALL,
        fill=readable_on(look.colour),
        bold=True,
        anchor="mm",
        max_width=x1 - x0 - 8,
    )
    middle = y0 + CARD_BAND + 28
    icon(canvas, look.icon, (x0 + 6, middle - 14, x0 + 34, middle + 14), look.colour, WHITE)
    canvas.text((x1 - 8, middle), str(value), 34, fill=look.text, bold=True, anchor="rm")
    canvas.text(
        (centre, y1 - 14),
        label,
        SMALL,
        fill=INK if chosen else MUTED,
        bold=chosen,
        anchor="mm",
        max_width=x1 - x0 - 4,
    )


def _hand_info(canvas: Canvas, me: dict[str, Any], top: float, locale: str) -> None:
    """Two lines on a panel: the modifiers (the one to place first), then the bonus cards."""
    canvas.rounded(
        (MARGIN, top, WIDTH - MARGIN, top + 2 * INFO_LINE + 8),
        fill=PANEL,
        outline=PANEL_EDGE,
        radius=10,
    )
    chips_left = MARGIN + 12 + INFO_LABEL_WIDTH
    middle = top + 4 + INFO_LINE / 2
    _info_label(canvas, _label(locale, "your-modifiers"), middle)
    modifiers = [(None, me["drawn_modifier"])] if me["drawn_modifier"] is not None else []
    modifiers += [(placed["colour"], placed["value"]) for placed in me["modifiers"]]
    x = chips_left
    for column, value in modifiers:
        x = _hand_modifier(canvas, x, middle, column, value, locale) + 6
    if not modifiers:
        _info_label(canvas, _label(locale, "none"), middle, chips_left)
    middle += INFO_LINE
    _info_label(canvas, _label(locale, "your-bonus"), middle)
    if me["bonus"]:
        top = middle - CHIP.height / 2
        _chip_rows(canvas, me["bonus"], (chips_left, top), WIDTH - MARGIN - 10 - chips_left, 1)
    else:
        _info_label(canvas, _label(locale, "none"), middle, chips_left)


def _info_label(canvas: Canvas, text: str, middle: float, left: float = MARGIN + 12) -> None:
    canvas.text((left, middle), text, SMALL, fill=MUTED, anchor="lm", max_width=INFO_LABEL_WIDTH)


def _hand_modifier(
    canvas: Canvas, left: float, middle: float, column: int | None, value: int, locale: str
) -> float:
    """A modifier the seat knows: on its column's colour and icon, or, still to place, framed
    in gold with a label. Returns its right edge."""
    top, bottom = middle - MOD_HEIGHT / 2 - 1, middle + MOD_HEIGHT / 2 + 1
    if column is None:
        label = _label(locale, "to-place")
        width = canvas.text_width(label, SMALL, bold=True) + 48
        box = (left, top, left + width, bottom)
        canvas.rounded(box, fill=GOLD_LIGHT, outline=GOLD_DARK, width=2, radius=6)
        canvas.text((left + 6, middle), label, SMALL, bold=True, anchor="lm")
    else:
        look = LOOKS[column]
        width = HAND_MOD_WIDTH
        box = (left, top, left + width, bottom)
        canvas.rounded(box, fill=WHITE, outline=look.colour, width=1.5, radius=6)
        canvas.rounded((left, top, left + 24, bottom), fill=look.colour, radius=6)
        ink = readable_on(look.colour)
        icon(canvas, look.icon, (left + 3, top + 4, left + 21, bottom - 4), ink, look.colour)
    canvas.text((left + width - 6, middle), _signed(value), TEXT, bold=True, anchor="rm")
    return left + width
