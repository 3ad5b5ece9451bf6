"""A player's hand of Luxor: the cards left to right, each with its figures and what it does; the
two ends, the only playable cards, framed in gold under a "left"/"right" pointer and the others
faded; then the owner's scarab values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import NotRequired, TypedDict

from engine.core import View
from engine.core.lessons import Place
from engine.luxor.view_types import LuxorCard, LuxorChosen, LuxorView
from render.common.canvas import Box, Canvas
from render.common.effects import fade
from render.common.guard import narrowed
from render.common.hand import CardGrid, hand_title, own_view, owned, owner
from render.common.layout import HAND_SCALE, MARGIN, SMALL, TEXT, WIDTH
from render.common.marks import point_at_cards
from render.common.palette import GOLD, GOLD_DARK, MUTED, PANEL, PANEL_EDGE, PAPER, WHITE, mix
from render.common.shapes import inset, paragraph
from render.common.sprites import Sprite, stamp, tile
from render.common.table import panel
from render.luxor.cards import CARD_MARGIN, CardKey, card_key, draw_card
from render.luxor.icons import luxor_icon
from render.luxor.looks import GAME_ID, SCARAB, label

HAND_CARDS = 5
GRID = CardGrid(columns=HAND_CARDS, gap=9, height=168)
"""The hand's cards, in one row."""
CARD_WIDTH = GRID.width
CARD_HEIGHT = GRID.height
CARD_FACE_HEIGHT = 96
CARD_BAND = 24
ENDS_MIDDLE = MARGIN + 46
CARDS_TOP = MARGIN + 60
SCARABS_TOP = CARDS_TOP + CARD_HEIGHT + 14
SCARABS_HEIGHT = 34
HAND_HEIGHT = SCARABS_TOP + SCARABS_HEIGHT + MARGIN
ENDS = ("left", "right")


class HandTurn(TypedDict):
    card: LuxorCard
    """The card the owner has put down in its turn."""


class LuxorHand(TypedDict):
    """What the hand image draws of its owner's view (:func:`hand_view`)."""

    hand: list[LuxorCard]
    my_scarabs: list[int]
    chosen: LuxorChosen | None
    turn: NotRequired[HandTurn]
    """Once the owner's card is down (``chosen``)."""


HandSource = View[LuxorView] | View[LuxorHand]
"""An owner's view, or the part of it its hand image draws: narrowing it again changes
nothing."""


def hand_view(view: HandSource) -> View[LuxorHand]:
    """What the hand image shows of its owner's view: the cards, the scarabs, and once the
    owner's card is down in its turn, that card and the end it came from."""
    view = own_view(view, GAME_ID)
    data = view.data
    chosen = data["chosen"]
    kept = LuxorHand(hand=owned(data["hand"]), my_scarabs=owned(data["my_scarabs"]), chosen=chosen)
    if chosen is not None:
        turn = data["turn"]
        played = None if turn is None else turn["card"]
        if played is None:
            raise ValueError("a card chosen in a turn that has none")
        kept["turn"] = HandTurn(card=played)
    return narrowed(view, kept)


def draw_hand(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The owner's row of cards: the two ends, which are the only playable ones, framed in gold
    under a pointer; the middle ones faded. Once the owner's card is down in its turn, that card
    is shown at the end it came from, framed under "played", and all the others are faded.
    Then the owner's scarabs and their values; ``marks``: the cards a lesson points at."""
    narrow = hand_view(view)
    data = narrow.data
    canvas = Canvas(WIDTH, HAND_HEIGHT, scale=HAND_SCALE)
    hand_title(canvas, owner(narrow), label(locale, "your-hand"))
    hand = list(data["hand"])
    chosen = data["chosen"]
    if chosen is not None:
        # The turn's card is down: it is shown where it left the hand, marked, the rest dimmed.
        at = len(hand) if chosen["end"] == ENDS[1] else 0
        hand.insert(at, data["turn"]["card"])
        marked = {at: "played"}
    else:
        marked = {0: f"end-{ENDS[0]}", len(hand) - 1: f"end-{ENDS[1]}"}
    boxes: dict[int, Box] = {}
    for index, card in enumerate(hand):
        boxes[card["id"]] = GRID.box(index, CARDS_TOP)
        left = boxes[card["id"]][0]
        _hand_card(canvas, (left, CARDS_TOP), card_key(card), locale, index in marked)
        if index in marked:
            end = ENDS[1] if index == len(hand) - 1 and index else ENDS[0]
            _end_pointer(canvas, left + CARD_WIDTH / 2, label(locale, marked[index]), end)
    _scarabs(canvas, data["my_scarabs"], locale)
    point_at_cards(canvas, boxes, marks)
    return canvas


def hand_png(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_hand(view, names, locale, marks).png(GAME_ID)


def _hand_card(
    canvas: Canvas, top_left: tuple[float, float], card: CardKey, locale: str, playable: bool
) -> None:
    x0, y0 = top_left
    kind, n, _ = card
    does = label(locale, f"does-{kind}", n=n)
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
            frame = inset(box, -3)
            canvas.rounded(
                frame, fill=mix(GOLD, WHITE, 0.55), outline=GOLD_DARK, width=2.5, radius=10
            )
        draw_card(canvas, (x0, y0, box[2], y0 + CARD_FACE_HEIGHT), card, 30, band=CARD_BAND)
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
    panel(canvas, (MARGIN, top, WIDTH - MARGIN, top + SCARABS_HEIGHT), radius=8)
    x: float = MARGIN + 10
    luxor_icon(canvas, "scarab", (x, middle - 11, x + 22, middle + 11), SCARAB, PANEL)
    x += 32
    right = WIDTH - MARGIN - 10
    if not values:
        canvas.text(
            (x, middle),
            label(locale, "no-scarabs"),
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
    total = label(locale, "scarab-total", vp=sum(values))
    canvas.text((right, middle), total, TEXT, bold=True, anchor="rm", max_width=right - x)
