"""The Guardiões do Mausoléu table: the header (whose turn it is and what is being decided,
beside the draw and discard piles), the constructions' column heads, the players' rows
(``rows``) and the legend."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.core import View
from engine.core.lessons import Place
from engine.mausoleum.cards import CONSTRUCTIONS
from engine.mausoleum.view_types import MausoleumCard, MausoleumView
from render.common.canvas import Box, Canvas
from render.common.fit import shorten_to_fit
from render.common.guard import require_view
from render.common.icons import icon
from render.common.layout import MARGIN, SMALL, TABLE_SCALE, WIDTH
from render.common.palette import INK, MUTED, PANEL, PANEL_EDGE, PAPER, WHITE, mix
from render.common.shapes import Glyph, LegendItem, paragraph
from render.common.table import (
    header_panel,
    legend,
    legend_height,
    point_at_places,
    title,
    title_pawn,
    turn_title,
)
from render.mausoleum.looks import (
    AREA_EXTRAS,
    CHARACTER,
    GAME_ID,
    LOOKS,
    card_name,
    label,
    mini_card,
)
from render.mausoleum.rows import (
    COLUMNS_HEIGHT,
    COLUMNS_TOP,
    EXTRAS_LEFT,
    HEADER_HEIGHT,
    ROW_RIGHT,
    ROWS,
    TILE_GAP,
    TILE_WIDTH,
    TILES_LEFT,
    attack_on,
    last_on,
    player_row,
)

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
HEADER_GAP = 10
"""The least room between two column headers: two words side by side must not read as one
("Columns Pyramid"). Tiles are wide enough for the widest header with it (Columnas)."""


def table_height(players: int, locale: str) -> float:
    return ROWS.row_top(players) + _legend_height(locale) + MARGIN


@cache
def _legend_height(locale: str) -> float:
    return legend_height(_legend_items(locale))


@cache
def _table_base(players: int, locale: str) -> Canvas:
    """Everything that does not change during a game: panels, headers, labels, the legend."""
    canvas = Canvas(WIDTH, table_height(players, locale), scale=TABLE_SCALE)
    header_panel(canvas, HEADER_HEIGHT)
    paragraph(
        canvas,
        (DRAW_LEFT + 46, PILE_LABEL_TOP),
        label(locale, "draw-pile"),
        SMALL,
        DISCARD_LEFT - DRAW_LEFT - 54,
        fill=MUTED,
    )
    _column_header(canvas, locale)
    for seat in range(players):
        ROWS.background(canvas, seat)
    legend(canvas, _legend_items(locale), ROWS.legend_top(players))
    return canvas


def _column_header(canvas: Canvas, locale: str) -> None:
    middle = COLUMNS_TOP + COLUMNS_HEIGHT / 2
    for index, kind in enumerate(CONSTRUCTIONS):
        centre = TILES_LEFT + index * (TILE_WIDTH + TILE_GAP) + TILE_WIDTH / 2
        canvas.text(
            (centre, middle),
            card_name(locale, kind),
            SMALL,
            fill=MUTED,
            anchor="mm",
            max_width=TILE_WIDTH + TILE_GAP - HEADER_GAP,
        )
    canvas.text(
        (EXTRAS_LEFT, middle),
        label(locale, "area"),
        SMALL,
        fill=MUTED,
        anchor="lm",
        max_width=ROW_RIGHT - EXTRAS_LEFT,
    )


def _legend_items(locale: str) -> list[LegendItem]:
    items = [LegendItem(_kind_glyph(kind), card_name(locale, kind)) for kind in AREA_EXTRAS]
    items.append(LegendItem(_hand_glyph, label(locale, "legend-hand")))
    items.append(LegendItem(_used_glyph, label(locale, "legend-used")))
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


def draw_table(
    view: View[MausoleumView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (:func:`mark_box`)."""
    view = require_view(view, GAME_ID)
    base = _table_base(view.players, locale)
    canvas = Canvas.over(base)
    data = view.data
    _header(canvas, data, names, locale)
    over = data["step"] == "over"
    last = data["last_turn"]
    for seat, player_view in enumerate(data["players"]):
        player_row(
            canvas,
            seat,
            player_view,
            names[seat],
            locale,
            turn=not over and seat == data["turn"],
            attacked_with=attack_on(data, seat),
            last=last_on(last, seat),
        )
    point_at_places(canvas, marks, mark_box)
    return canvas


def mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a player's ``area`` (by seat)."""
    if kind != "area":
        raise ValueError(f"the Mausoleum's table has no {kind!r} to point at")
    return ROWS.box(where)


def table_png(
    view: View[MausoleumView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_table(view, names, locale, marks).png(GAME_ID)


# -- header -----------------------------------------------------------------------------------


def _header(canvas: Canvas, data: MausoleumView, names: Sequence[str], locale: str) -> None:
    left: float = MARGIN + 12
    text_right = DRAW_LEFT - 10
    if data["step"] == "over":
        text = label(locale, "over")
    else:
        left = title_pawn(canvas, (left, TITLE_LINE), data["turn"])
        text = turn_title(canvas, label, locale, names[data["turn"]], text_right - left)
    title(canvas, (left, TITLE_LINE), text, text_right - left)
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
    canvas: Canvas, data: MausoleumView, names: Sequence[str], locale: str, width: float
) -> str:
    """One sentence on what the player whose turn it is is deciding, in ``STATUS_LINES`` lines
    of ``width`` (a target's long name is cut, not the sentence)."""
    step = data["step"]
    if step == "over":
        return ""
    if step == "play":
        if data["draw_size"]:
            return label(locale, "step-play")
        return label(
            locale, "step-last", passes=data["passes_in_row"], players=len(data["players"])
        )
    card = data["card_in_play"]
    target = data["target"]
    played = card_name(locale, card["kind"]) if card else ""
    return shorten_to_fit(
        canvas,
        lambda name: label(locale, f"step-{step}", card=played, target=name),
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


def _discard_pile(canvas: Canvas, top_card: MausoleumCard | None, size: int, locale: str) -> None:
    """The discard pile: its size, named like the draw pile beside it, and its top card face up.

    (Naming the top card under the count read as "12 Architects".)
    """
    box = (DISCARD_LEFT, PILES_TOP + 2, DISCARD_LEFT + 32, PILES_TOP + 46)
    text_left = DISCARD_LEFT + 40
    canvas.text((text_left, PILE_COUNT_LINE), str(size), 22, bold=True, anchor="lm")
    if top_card is None:
        canvas.rounded(box, outline=PANEL_EDGE, width=1.5, radius=5)
    else:
        mini_card(canvas, box, top_card["kind"])
    name = label(locale, "discard-pile")
    paragraph(canvas, (text_left, PILE_LABEL_TOP), name, SMALL, PILE_TEXT_WIDTH, fill=MUTED)
