"""A player's hand of Capital Lux: the cards (in the draft, those to pick from and the picks), the
modifiers placed or to place, the bonus cards, and the cards passed in this round's draft that
another player still holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypedDict, cast

from engine.capital_lux.cards import COLOUR_OF, VALUE_OF
from engine.capital_lux.passes import passed_away
from engine.capital_lux.view_types import CapitalLuxChoice, CapitalLuxPrivate, CapitalLuxView
from engine.core import View
from engine.core.lessons import Place
from render.capital_lux.geometry import MOD_HEIGHT
from render.capital_lux.looks import (
    CHIP,
    GAME_ID,
    GAP,
    GOLD_LIGHT,
    LOOKS,
    colour_name,
    label,
    power_name,
    signed,
)
from render.capital_lux.pieces import chip_rows
from render.common.canvas import Box, Canvas
from render.common.guard import narrowed
from render.common.hand import CardGrid, empty_hand, hand_title, own_view, owned
from render.common.icons import icon
from render.common.layout import HAND_SCALE, MARGIN, SMALL, TEXT, WIDTH
from render.common.marks import point_at_cards
from render.common.palette import GOLD_DARK, INK, MUTED, WHITE, mix, readable_on
from render.common.shapes import card_face
from render.common.sprites import Sprite
from render.common.table import panel

GRID = CardGrid(columns=6, gap=8, height=104)
CARD_WIDTH = GRID.width
CARD_HEIGHT = GRID.height
CARD_BAND = 24
HAND_TOP = MARGIN + 36
SECTION_LABEL = 24
"""Height of the label line above a group of cards."""
INFO_LINE = 34
INFO_LABEL_WIDTH = 150
HAND_MOD_WIDTH = 54


class HandDraft(TypedDict):
    to_pick: list[int]
    """Per seat, the cards it still picks in this step: the owner's own count, 0 for the
    others."""


class HandPassed(TypedDict):
    """The cards the owner passed this round that another player still holds (``passes``)."""

    to: int
    cards: list[int]


class CapitalLuxHand(TypedDict):
    """What the hand image draws of its owner's view (:func:`hand_view`)."""

    me: CapitalLuxPrivate
    draft: HandDraft | None
    chosen: CapitalLuxChoice | None
    passed: HandPassed | None


HandSource = View[CapitalLuxView] | View[CapitalLuxHand]
"""An owner's view, or the part of it its hand image draws: narrowing it again changes
nothing."""


@dataclass(frozen=True)
class Section:
    """A group of cards in the hand image, under a label (its catalog key) or none."""

    label: str | None
    cards: list[int]


def _hand_sections(me: CapitalLuxPrivate, drafting: bool) -> list[Section]:
    if drafting:
        sections = [Section("draft-cards", me["draft_cards"])]
        if me["picks"]:
            sections.append(Section("picks", me["picks"]))
        return sections
    return [Section(None, me["hand"])]


def _section_height(section: Section) -> float:
    return (SECTION_LABEL if section.label else 0) + GRID.rows_height(len(section.cards)) + GAP


def _info_lines(hand: CapitalLuxHand) -> int:
    """Modifiers and bonus cards, then the cards passed away if any."""
    return 2 if hand["passed"] is None else 3


def hand_height(hand: CapitalLuxHand) -> float:
    sections = _hand_sections(hand["me"], hand["draft"] is not None)
    body = sum(_section_height(section) for section in sections)
    return HAND_TOP + body + _info_lines(hand) * INFO_LINE + 12 + MARGIN


def hand_view(view: HandSource) -> View[CapitalLuxHand]:
    """What the hand image shows of its owner's view: the owner's own part, the turn's current
    step, in the draft how many cards the owner still picks (other players' picks change
    nothing in it), and the cards it passed that another player still holds."""
    view = own_view(view, GAME_ID)
    data = view.data
    me = owned(data["me"])
    draft = data["draft"]
    shown = None
    if draft is not None:
        owed = draft["to_pick"]
        shown = HandDraft(to_pick=[n if s == me["seat"] else 0 for s, n in enumerate(owed)])
    if "passed" in data:  # narrowed already
        passed = cast(CapitalLuxHand, data)["passed"]
    else:
        away = passed_away(data)
        passed = None if away is None else HandPassed(to=away.to, cards=away.cards)
    return narrowed(
        view, CapitalLuxHand(me=me, draft=shown, chosen=data.get("chosen"), passed=passed)
    )


def draw_hand(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The owner's cards (in the draft: the cards to pick from and the picks), the modifiers it
    placed or has to place, and its bonus cards; ``marks``: the cards a lesson points at."""
    data = hand_view(view).data
    me, draft = data["me"], data["draft"]
    drafting = draft is not None
    canvas = Canvas(WIDTH, hand_height(data), scale=HAND_SCALE)
    subtitle = (
        label(locale, "to-pick", count=draft["to_pick"][me["seat"]])
        if draft is not None
        else label(locale, "hand-count", count=len(me["hand"]))
    )
    title = label(locale, "your-draft" if drafting else "your-hand")
    hand_title(canvas, me["seat"], title, subtitle)
    # The turn's current step: the card being played is marked and the rest of the hand
    # dimmed; while its power is carried out (a modifier to place, a Cleric's colour), the
    # whole hand is dimmed.
    step = data["chosen"]
    boxes: dict[int, Box] = {}
    top: float = HAND_TOP
    for section in _hand_sections(me, drafting):
        if section.label:
            text = label(locale, section.label)
            canvas.text((MARGIN + 2, top + 10), text, TEXT, fill=MUTED, anchor="lm")
            top += SECTION_LABEL
        boxes |= _card_grid(canvas, section.cards, top, me["chosen"], locale, dim=step is not None)
        top += GRID.rows_height(len(section.cards)) + GAP
    _hand_info(canvas, data, top + 4, names, locale)
    point_at_cards(canvas, boxes, marks)
    return canvas


def hand_png(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_hand(view, names, locale, marks).png(GAME_ID)


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
        empty_hand(canvas, top, CARD_HEIGHT, label(locale, "empty-hand"))
        return boxes
    for index, card in enumerate(cards):
        box = GRID.box(index, top)
        colour, is_chosen = COLOUR_OF[card], card == chosen
        texts = (
            colour_name(locale, colour),
            label(locale, "chosen") if is_chosen else power_name(locale, colour),
        )
        piece = _hand_card_piece(colour, VALUE_OF[card], texts, is_chosen, dim and not is_chosen)
        GRID.stamp(canvas, piece, box)
        boxes[card] = box
    return boxes


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

    return GRID.tile(draw, dimmed=dimmed)


def _hand_card(
    canvas: Canvas, box: Box, colour: int, value: int, texts: tuple[str, str], *, chosen: bool
) -> None:
    """A profession card: its colour named (``texts[0]``) on a band, the power's icon and the
    value, and ``texts[1]``: the power's name, or that it is the card chosen."""
    name, caption = texts
    look = LOOKS[colour]
    x0, y0, x1, y1 = box
    edge = INK if chosen else mix(look.colour, INK, 0.3)
    card_face(canvas, box, fill=WHITE, edge=edge, band=look.colour, band_height=CARD_BAND)
    if chosen:
        canvas.rounded(box, outline=INK, width=3, radius=8)
    centre = (x0 + x1) / 2
    canvas.text(
        (centre, y0 + CARD_BAND / 2),
        name,
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
        caption,
        SMALL,
        fill=INK if chosen else MUTED,
        bold=chosen,
        anchor="mm",
        max_width=x1 - x0 - 4,
    )


def _hand_info(
    canvas: Canvas, hand: CapitalLuxHand, top: float, names: Sequence[str], locale: str
) -> None:
    """Lines on a panel: the modifiers (the one to place first), the bonus cards, and the cards
    passed this round that another player still holds, if any."""
    me = hand["me"]
    panel(canvas, (MARGIN, top, WIDTH - MARGIN, top + _info_lines(hand) * INFO_LINE + 8))
    chips_left = MARGIN + 12 + INFO_LABEL_WIDTH
    middle = top + 4 + INFO_LINE / 2
    _info_label(canvas, label(locale, "your-modifiers"), middle)
    drawn = me["drawn_modifier"]
    modifiers: list[tuple[int | None, int]] = [(None, drawn)] if drawn is not None else []
    modifiers += [(placed["colour"], placed["value"]) for placed in me["modifiers"]]
    x: float = chips_left
    for column, value in modifiers:
        x = _hand_modifier(canvas, x, middle, column, value, locale) + 6
    if not modifiers:
        _info_label(canvas, label(locale, "none"), middle, chips_left)
    middle += INFO_LINE
    _info_label(canvas, label(locale, "your-bonus"), middle)
    _chip_line(canvas, me["bonus"], middle, chips_left, locale)
    passed = hand["passed"]
    if passed is not None:
        middle += INFO_LINE
        _info_label(canvas, label(locale, "passed-to"), middle)
        name = names[passed["to"]]
        width = canvas.text(
            (chips_left, middle), name, SMALL, bold=True, anchor="lm", max_width=INFO_LABEL_WIDTH
        )
        _chip_line(canvas, passed["cards"], middle, chips_left + width + GAP, locale)


def _chip_line(canvas: Canvas, cards: list[int], middle: float, left: float, locale: str) -> None:
    """Cards as chips in one row from ``left``, or "none"."""
    if cards:
        top = middle - CHIP.height / 2
        chip_rows(canvas, cards, (left, top), WIDTH - MARGIN - 10 - left, 1)
    else:
        _info_label(canvas, label(locale, "none"), middle, left)


def _info_label(canvas: Canvas, text: str, middle: float, left: float = MARGIN + 12) -> None:
    canvas.text((left, middle), text, SMALL, fill=MUTED, anchor="lm", max_width=INFO_LABEL_WIDTH)


def _hand_modifier(
    canvas: Canvas, left: float, middle: float, column: int | None, value: int, locale: str
) -> float:
    """A modifier the seat knows: on its column's colour and icon, or, still to place, framed
    in gold with a label. Returns its right edge."""
    top, bottom = middle - MOD_HEIGHT / 2 - 1, middle + MOD_HEIGHT / 2 + 1
    if column is None:
        text = label(locale, "to-place")
        width = canvas.text_width(text, SMALL, bold=True) + 48
        box = (left, top, left + width, bottom)
        canvas.rounded(box, fill=GOLD_LIGHT, outline=GOLD_DARK, width=2, radius=6)
        canvas.text((left + 6, middle), text, SMALL, bold=True, anchor="lm")
    else:
        look = LOOKS[column]
        width = HAND_MOD_WIDTH
        box = (left, top, left + width, bottom)
        canvas.rounded(box, fill=WHITE, outline=look.colour, width=1.5, radius=6)
        canvas.rounded((left, top, left + 24, bottom), fill=look.colour, radius=6)
        ink = readable_on(look.colour)
        icon(canvas, look.icon, (left + 3, top + 4, left + 21, bottom - 4), ink, look.colour)
    canvas.text((left + width - 6, middle), signed(value), TEXT, bold=True, anchor="rm")
    return left + width
