"""A player's hand of Guardiões do Mausoléu: the cards two per row, each with its icon, name
and what it does; the card being played first while its effect awaits the owner's choice."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TypedDict

from engine.core import View
from engine.core.lessons import Place
from engine.mausoleum.cards import CONSTRUCTIONS, KIND_OF
from engine.mausoleum.view_types import MausoleumChoice, MausoleumView
from render.common.canvas import Box, Canvas
from render.common.guard import narrowed
from render.common.hand import CardGrid, empty_hand, hand_title, own_view, owned, owner
from render.common.icons import icon
from render.common.layout import HAND_SCALE, MARGIN, NAME, SMALL, WIDTH
from render.common.marks import point_at_cards
from render.common.palette import INK, MUTED, WHITE, mix
from render.common.shapes import LINE_SPACING, card_face, paragraph, wrap_lines
from render.common.sprites import Sprite
from render.mausoleum.looks import GAME_ID, GROUP_COLOURS, LOOKS, card_name, label

GRID = CardGrid(columns=2, gap=8, height=82)
CARD_WIDTH = GRID.width
CARD_HEIGHT = GRID.height
CARD_ART = 64
"""Width of the card's left part, where its icon sits."""
HAND_TOP = MARGIN + 40


class HandCard(TypedDict):
    kind: str


class HandPlayer(TypedDict, total=False):
    constructions: dict[str, list[int]]
    """The owner's only: the other seats' records are empty."""


class MausoleumHand(TypedDict):
    """What the hand image draws of its owner's view (:func:`hand_view`)."""

    chosen: MausoleumChoice | None
    card_in_play: HandCard | None
    """While ``chosen``: the kind of the card played."""
    step: str | None
    """While ``chosen``."""
    hand: list[HandCard]
    players: list[HandPlayer]


HandSource = View[MausoleumView] | View[MausoleumHand]
"""An owner's view, or the part of it its hand image draws: narrowing it again changes
nothing."""


def hand_height(count: int) -> float:
    return HAND_TOP + GRID.rows_height(count) + MARGIN


def hand_view(view: HandSource) -> View[MausoleumHand]:
    """What the hand image shows of its owner's view: the kinds of the cards in hand, the
    owner's constructions (a hint counts them) and, while a played card awaits its owner's
    choice, that card and the step (the hand is dimmed unless the choice is a card of it)."""
    view = own_view(view, GAME_ID)
    data, seat = view.data, owner(view)
    players, chosen = data["players"], data.get("chosen")
    hand: Sequence[HandCard] | None = data["hand"]  # its cards, or their kinds once narrowed
    playing = None if chosen is None else data["card_in_play"]
    return narrowed(
        view,
        MausoleumHand(
            chosen=chosen,
            card_in_play=None if playing is None else HandCard(kind=playing["kind"]),
            step=None if chosen is None else data["step"],
            hand=[HandCard(kind=card["kind"]) for card in owned(hand)],
            players=[
                HandPlayer(constructions=players[seat]["constructions"]) if at == seat else {}
                for at in range(len(players))
            ],
        ),
    )


def draw_hand(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The owner's cards, two per row, each with its icon, name and what it does.

    While a played card's effect awaits the owner's choice (a target, a construction, a card
    from the discard pile), that card comes first, framed and marked as being played, and the
    hand is dimmed, unless the choice is a card of the hand (Exchange's gift). ``marks``: the
    cards of the hand a lesson points at (by id)."""
    narrow = hand_view(view)
    data, seat = narrow.data, owner(narrow)
    hand = [card["kind"] for card in data["hand"]]
    card_in_play = data["card_in_play"]
    playing = None if card_in_play is None else card_in_play["kind"]
    shown = hand if playing is None else [playing, *hand]
    canvas = Canvas(WIDTH, hand_height(len(shown)), scale=HAND_SCALE)
    hand_title(
        canvas, seat, label(locale, "your-hand"), label(locale, "hand-count", count=len(hand))
    )
    if not shown:
        empty_hand(canvas, HAND_TOP, CARD_HEIGHT, label(locale, "empty-hand"))
        return canvas
    area = data["players"][seat]["constructions"]
    dim = playing is not None and data["step"] != "give"
    first = len(shown) - len(hand)
    by_kind: dict[str, Box] = {}
    for index, kind in enumerate(shown):
        box = GRID.box(index, HAND_TOP)
        if index >= first:
            by_kind.setdefault(kind, box)
        if playing is not None and index == 0:
            playing_hint = label(locale, "playing")
            piece = _hand_card_piece(kind, card_name(locale, kind), playing_hint, framed=True)
        else:
            hint = (
                label(locale, "in-area", count=len(area[kind]))
                if kind in CONSTRUCTIONS
                else label(locale, f"hint-{kind}")
            )
            piece = _hand_card_piece(kind, card_name(locale, kind), hint, dimmed=dim)
        GRID.stamp(canvas, piece, box)
    # The image shows kinds (cards of one kind look alike): a card is ringed as the first of
    # its kind in the hand.
    boxes = {card: by_kind[KIND_OF[card]] for _, card in marks if KIND_OF[card] in by_kind}
    point_at_cards(canvas, boxes, marks)
    return canvas


def hand_png(
    view: HandSource, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> bytes:
    return draw_hand(view, names, locale, marks).png(GAME_ID)


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

    return GRID.tile(draw, dimmed=dimmed)


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
