"""A player's row of the Capital Lux table: pawn, name, opening modifier and score beside the
counters, then the home city split into the Capital's four columns, with what the round end did
to each."""

from __future__ import annotations

from dataclasses import dataclass

from engine.capital_lux.view_types import CapitalLuxView
from locales import translate
from render.capital_lux.geometry import (
    MARK_HEIGHT,
    NAME_LINE,
    ROWS,
    cell_box,
    draw_counts,
    flag_box,
    picked_box,
    row_slots,
)
from render.capital_lux.looks import (
    CHIP,
    CROWDED_STEP,
    LOOKS,
    RED_LIGHT,
    SMALL_CHIP,
    SMALL_CROWDED_STEP,
    by_colour,
    signed,
)
from render.capital_lux.pieces import (
    MARK_STYLES,
    bonus_glyph,
    capacity,
    chip_rows,
    flag_glyph,
    mark_pill,
    picked_glyph,
)
from render.common.canvas import Box, Canvas
from render.common.layout import MARGIN, NAME, SMALL, TEXT
from render.common.palette import HIGHLIGHT, INK, MUTED, WHITE


@dataclass(frozen=True)
class Mark:
    """Something that happened to one home colour at the round end."""

    kind: str  # "paid", "discarded", "bonus" or "over"
    amount: int = 0


def round_end_marks(data: CapitalLuxView) -> dict[tuple[int, int], list[Mark]]:
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


def player_row(
    canvas: Canvas,
    data: CapitalLuxView,
    seat: int,
    name: str,
    marks: dict[tuple[int, int], list[Mark]],
    locale: str,
) -> None:
    top = ROWS.row_top(seat)
    if data["turn"] == seat:
        ROWS.frame(canvas, seat)
        ROWS.pointer(canvas, top + 13, 9, 8)
    middle = top + NAME_LINE / 2 + 1
    _row_stats(canvas, data, seat, middle)
    _name_line(canvas, data, seat, name, middle, locale)
    homes = by_colour(data["homes"][seat])
    for colour, cards in enumerate(homes):
        total = data["home_totals"][seat][colour]
        _home_cell(canvas, cell_box(seat, colour), colour, cards, total, marks.get((seat, colour)))


def _name_line(
    canvas: Canvas, data: CapitalLuxView, seat: int, name: str, middle: float, locale: str
) -> None:
    """A player's pawn (ticked once they have picked in the draft), name, opening modifier and
    score, left of their counters."""
    canvas.pawn((MARGIN + 20, middle), 9, seat)
    draft = data["draft"]
    if draft is not None and not draft["to_pick"][seat]:
        picked_glyph(canvas, picked_box(middle))
    opening = data["opening_modifiers"]
    tag = signed(opening[seat]) if opening is not None else None
    tag_width = _opening_width(canvas, tag) + NAME_GAP if tag else 0
    score = translate(
        locale,
        "render-final-score" if data["game_over"] else "render-public-score",
        {"score": data["players"][seat]["public_score"]},
    )
    score_right = flag_box(middle)[0] - 8
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


def _row_stats(canvas: Canvas, data: CapitalLuxView, seat: int, middle: float) -> None:
    """Bonus cards, cards in hand (picked so far in the draft) and gold; the start flag."""
    draft = data["draft"]
    in_hand = draft["picked"][seat] if draft is not None else data["hand_sizes"][seat]
    counts = (data["bonus_cards"][seat], in_hand, data["coins"][seat])
    draw_counts(canvas, row_slots(), counts, middle)
    if data["start_player"] == seat:
        flag_glyph(canvas, flag_box(middle))


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


def _home_chips(canvas: Canvas, cards: list[int], left: float, right: float, middle: float) -> None:
    """One row of chips, overlapping a little if need be; when the values would hide each
    other, small chips in up to two rows."""
    width = right - left
    size, rows = CHIP, 1
    if len(cards) > 1 and (width - CHIP.width) / (len(cards) - 1) < CROWDED_STEP:
        size, rows = SMALL_CHIP, 1 if len(cards) <= capacity(width, SMALL_CHIP) else 2
        per_row = -(-len(cards) // rows)
        if per_row > 1 and (width - SMALL_CHIP.width) / (per_row - 1) < SMALL_CROWDED_STEP:
            # Round-end marks left too little room to read every value: the cell's total
            # carries the information, so only say how many cards there are.
            canvas.text(
                (left + 2, middle), f"×{len(cards)}", TEXT, fill=MUTED, bold=True, anchor="lm"
            )
            return
    top = middle - size.rows_height(rows) / 2
    chip_rows(canvas, cards, (left, top), width, rows, size)


def _mark(canvas: Canvas, mark: Mark, right: float, middle: float) -> float:
    """A round-end mark ending at ``right``; returns its left edge."""
    top, bottom = middle - MARK_HEIGHT / 2, middle + MARK_HEIGHT / 2
    if mark.kind == "bonus":
        bonus_glyph(canvas, (right - MARK_HEIGHT, top, right, bottom))
        return right - MARK_HEIGHT
    text = f"+{mark.amount}" if mark.kind == "over" else str(mark.amount)
    left = right - (MARK_HEIGHT + canvas.text_width(text, SMALL, bold=True) + 6)
    mark_pill(canvas, MARK_STYLES[mark.kind], (left, top, right, bottom), text)
    return left
