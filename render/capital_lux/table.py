"""The Capital Lux table: the header (whose turn or which step, what is being decided), the Capital
(its cards, modifiers and totals or limits), the players' rows (``rows``), the last turn and a
lesson's marks."""

from __future__ import annotations

from collections.abc import Sequence

from engine.capital_lux.cards import COLOUR_OF, COLOURS, ROUNDS, VALUE_OF
from engine.capital_lux.view_types import CapitalLuxLastTurn, CapitalLuxView
from engine.core import View
from engine.core.lessons import Place
from locales import tr
from render.capital_lux.base import legend_sections, table_base
from render.capital_lux.geometry import (
    CAPITAL_LINE,
    CARD_ROWS,
    CARDS_TOP,
    COLUMN_WIDTH,
    MOD_HEIGHT,
    MOD_WIDTH,
    MODS_TOP,
    STAT_ICON,
    STATUS_LINE,
    TITLE_LINE,
    TOTAL_LINE,
    capital_slots,
    cell_box,
    column_box,
    column_left,
    draw_counts,
)
from render.capital_lux.looks import GAME_ID, GOLD_LIGHT, SIGMA, by_colour, label, signed
from render.capital_lux.pieces import chip_rows, modifier_chip, pill
from render.capital_lux.rows import player_row, round_end_marks
from render.common.canvas import Box, Canvas
from render.common.guard import require_view
from render.common.layout import MARGIN, NAME, SMALL, TEXT, WIDTH
from render.common.marks import ring
from render.common.palette import GOLD_DARK, MUTED, player
from render.common.table import point_at_places, title, title_pawn, turn_title


def draw_table(
    view: View[CapitalLuxView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The table; ``marks``: the places a lesson points at (:func:`mark_box`)."""
    view = require_view(view, GAME_ID)
    data = view.data
    base = table_base(view.players, locale, legend_sections(data))
    canvas = Canvas.over(base)
    _header(canvas, view, names, locale)
    _capital(canvas, data, locale)
    row_marks = round_end_marks(data)
    for seat in range(view.players):
        player_row(canvas, data, seat, names[seat], row_marks, locale)
    _last_turn(canvas, data["last_turn"])
    point_at_places(canvas, marks, mark_box)
    return canvas


def _last_turn(canvas: Canvas, last: CapitalLuxLastTurn | None) -> None:
    """Where the last turn's card went, outlined in the player's colour with their pawn shape:
    the Capital column or the home city cell; a Cleric's taken card marks the home cell too."""
    if last is None or last["card"] is None:
        return
    seat, colour, took = last["seat"], COLOUR_OF[last["card"]], last["took"]
    boxes = [column_box(colour) if last["to"] == "capital" else cell_box(seat, colour)]
    if took is not None:
        boxes.append(cell_box(seat, COLOUR_OF[took]))
    ink = player(seat).colour
    for box in boxes:
        ring(canvas, box, ink)
        canvas.pawn((box[2] - 3, box[1] + 3), 6, seat)


def mark_box(kind: str, where: int) -> Box:
    """The place a lesson points at: a Capital ``column`` (by colour)."""
    if kind != "column":
        raise ValueError(f"Capital Lux's table has no {kind!r} to point at")
    return column_box(where)


def table_png(
    view: View[CapitalLuxView], names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_table(view, names, locale, marks).png(GAME_ID)


def _header(canvas: Canvas, view: View[CapitalLuxView], names: Sequence[str], locale: str) -> None:
    data = view.data
    right = WIDTH - MARGIN - 12
    round_text = label(locale, "round", round=data["round"], rounds=ROUNDS)
    round_width = canvas.text((right, TITLE_LINE), round_text, TEXT, fill=MUTED, anchor="rm")
    left: float = MARGIN + 12
    turn = data["turn"]
    if turn is not None:
        left = title_pawn(canvas, (left, TITLE_LINE), turn)
    room = right - round_width - 16 - left
    if turn is None:
        text = _title(view, locale)
    else:
        text = turn_title(canvas, label, locale, names[turn], room)
    title(canvas, (left, TITLE_LINE), text, room)
    canvas.text(
        (MARGIN + 12, STATUS_LINE),
        _status(data, locale),
        SMALL,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN - 24,
    )


def _title(view: View[CapitalLuxView], locale: str) -> str:
    """The header's title when nobody in particular is to play."""
    data = view.data
    phase = data["phase"]
    if phase == "play":
        return tr(locale, view.summary)
    return label(locale, f"title-{phase}", round=data["round"])


def _status(data: CapitalLuxView, locale: str) -> str:
    """What is being decided now, in one line (``draft`` is there in its own phase only)."""
    phase, draft = data["phase"], data["draft"]
    if draft is not None:
        return label(locale, "status-draft", step=draft["step"])
    if phase != "play":
        return label(locale, f"status-{phase}")
    if data["power"] is not None:
        return label(locale, f"status-{data['power']}")
    if data["final_turns"] is not None:
        return label(locale, "status-last", count=len(data["final_turns"]))
    return label(locale, "status-play")


def _capital(canvas: Canvas, data: CapitalLuxView, locale: str) -> None:
    report = data["round_end"]
    slots = capital_slots()
    if report is not None and data["phase"] != "limits":  # the header already says it then
        left = MARGIN + 12 + canvas.text_width(label(locale, "capital"), NAME, bold=True) + 12
        room = slots[-1] - STAT_ICON - 10 - left
        text = label(locale, "report", round=report["round"])
        canvas.text(
            (left, CAPITAL_LINE), text, TEXT, fill=GOLD_DARK, bold=True, anchor="lm", max_width=room
        )
    counts = (data["supply"], data["modifier_pile"], data["deck"])
    draw_counts(canvas, slots, counts, CAPITAL_LINE)
    columns = by_colour(data["capital"])
    modifiers = _column_modifiers(data)
    for colour, cards in enumerate(columns):
        left = column_left(colour)
        right = left + COLUMN_WIDTH
        chip_rows(canvas, cards, (left + 4, CARDS_TOP), COLUMN_WIDTH - 8, CARD_ROWS)
        _modifier_row(canvas, modifiers[colour], left + 4, right - 4)
        if report is None:
            total = sum(VALUE_OF[card] for card in cards)
            canvas.text((left + 6, TOTAL_LINE), f"{SIGMA} {total}", NAME, bold=True, anchor="lm")
        else:
            _limit_pill(canvas, left + 4, right - 4, report["limits"][colour], locale)


def _column_modifiers(data: CapitalLuxView) -> list[list[tuple[int, int | None]]]:
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
    step: float = MOD_WIDTH + 4
    if len(modifiers) > 1:
        step = min(step, (right - left - MOD_WIDTH) / (len(modifiers) - 1))
    for index, (placer, value) in enumerate(modifiers):
        x = left + index * step
        modifier_chip(canvas, (x, MODS_TOP, x + MOD_WIDTH, MODS_TOP + MOD_HEIGHT), placer, value)


def _limit_pill(canvas: Canvas, left: float, right: float, limit: int, locale: str) -> None:
    """The column's total at the round end (cards and modifiers): the most a home may hold.
    It replaces the column's current total while the round end shows."""
    text = label(locale, "limit", limit=signed(limit) if limit < 0 else limit)
    width = min(canvas.text_width(text, TEXT, bold=True) + 16, right - left)
    centre = (left + right) / 2
    box = (centre - width / 2, TOTAL_LINE - 12, centre + width / 2, TOTAL_LINE + 12)
    pill(canvas, box, GOLD_LIGHT, GOLD_DARK)
    canvas.text((centre, TOTAL_LINE), text, TEXT, bold=True, anchor="mm", max_width=width - 8)
