"""Pebbles drawn with the shared canvas: the two piles, then one row per player with the
pebbles they took. Its images are plain RGB PNGs (no stored palette: ``render.common.png``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import View
from engine.core.lessons import Place
from locales import tr, translate
from render.common import Canvas, require_view
from render.common.fit import shorten_to_fit
from render.common.guard import narrowed
from render.common.marks import ring
from render.common.palette import GOLD, INK, PANEL, RGB, player
from tests.games.pebbles.game import GAME_ID

WIDTH = 550
MARGIN = 16
TITLE = 30
ROW = 40
LABEL = 130
NAME_WIDTH = 150
POINTS_WIDTH = 90
PEBBLE = 6
STEP = 2 * PEBBLE + 3


def _text(locale: str, key: str, **args: Any) -> str:
    return translate(locale, f"pebbles-img-{key}", args)


def _pebbles(canvas: Canvas, left: float, middle: float, count: int, colour: RGB) -> None:
    for index in range(count):
        canvas.circle((left + PEBBLE + index * STEP, middle), PEBBLE, fill=colour, outline=INK)


def draw_table(
    view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()
) -> Canvas:
    """The piles (the one chosen ringed), then every player's row, the player to move marked
    with their pawn. Pebbles has no lesson, so nothing is ever marked."""
    view = require_view(view, GAME_ID)
    data = view.data
    piles, rows = data["piles"], data["players"]
    canvas = Canvas(WIDTH, 2 * MARGIN + TITLE + ROW * (len(piles) + len(rows)))
    title = _text(locale, "over") if data["game_over"] else tr(locale, view.summary)
    canvas.text((MARGIN, MARGIN), title, 18, bold=True)
    top = MARGIN + TITLE
    for pile, count in enumerate(piles):
        box = (MARGIN, top + 2, WIDTH - MARGIN, top + ROW - 4)
        canvas.rounded(box, fill=PANEL, radius=8)
        if pile == data["chosen"]:
            ring(canvas, box, GOLD)
        middle = top + ROW / 2 - 1
        name = _text(locale, "pile", pile=pile + 1, n=count)
        canvas.text((MARGIN + 10, middle), name, 15, anchor="lm", max_width=LABEL - 14)
        _pebbles(canvas, MARGIN + LABEL, middle, count, GOLD)
        top += ROW
    for seat, row in enumerate(rows):
        middle = top + ROW / 2
        if seat == data["turn"]:
            canvas.pawn((MARGIN + 10, middle), 9, seat)
        name = shorten_to_fit(canvas, lambda name: name, names[seat], 15, NAME_WIDTH)
        canvas.text((MARGIN + 26, middle), name, 15, anchor="lm", max_width=NAME_WIDTH)
        points = _text(locale, "points", n=row["public_score"])
        canvas.text((WIDTH - MARGIN, middle), points, 15, anchor="rm", max_width=POINTS_WIDTH)
        _pebbles(canvas, MARGIN + 36 + NAME_WIDTH, middle, row["taken"], player(seat).colour)
        top += ROW
    return canvas


def table_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return draw_table(view, names, locale, marks).png(GAME_ID)


def hand_view(view: View) -> View:
    """What the hand image shows of its owner's view: the pebbles they took."""
    view = require_view(view, GAME_ID)
    if view.seat is None:
        raise ValueError("a hand is drawn from its owner's view, not the spectator's")
    rows = view.data["players"]
    mine = [{"taken": row["taken"]} if seat == view.seat else None for seat, row in enumerate(rows)]
    return narrowed(view, {"players": mine})


def draw_hand(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> Canvas:
    """The owner's pebbles."""
    view = hand_view(view)
    assert view.seat is not None
    taken = view.data["players"][view.seat]["taken"]
    canvas = Canvas(WIDTH, 2 * MARGIN + TITLE + ROW)
    canvas.pawn((MARGIN + 9, MARGIN + 10), 9, view.seat)
    canvas.text((MARGIN + 26, MARGIN + 10), _text(locale, "yours", n=taken), 16, anchor="lm")
    _pebbles(canvas, MARGIN, MARGIN + TITLE + ROW / 2, taken, player(view.seat).colour)
    return canvas


def hand_png(view: View, names: Sequence[str], locale: str, marks: Sequence[Place] = ()) -> bytes:
    return draw_hand(view, names, locale, marks).png(GAME_ID)
