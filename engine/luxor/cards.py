"""What each card lets a player do: the distances it allows and whether it can be played."""

from __future__ import annotations

from typing import Any

from engine.luxor.board import CARDS, DIE_SIDES, STAIRS, Card
from engine.luxor.movement import movable, reach


def distances(card: Card, roll: int | None) -> range | tuple[int, ...]:
    """Signed step counts a single-adventurer card allows, smallest forward count first.

    Before the roll (``roll is None``) a die card allows whatever some roll could give, which is
    what decides whether the card may be played at all.
    """
    kind = card.kind
    if kind in ("step", "move-all", "one-fewer"):
        return (card.n,)
    if kind == "plus-minus":
        return (card.n, -card.n)
    if kind == "range":
        return range(1, card.n + 1)
    if kind == "die" and roll is not None:
        return (roll,)
    return range(1, (roll or DIE_SIDES) + 1)


def legal_distances(
    data: dict[str, Any], seat: int, start: int, card: Card, roll: int | None
) -> list[int]:
    """The distances ``card`` allows the adventurer on ``start`` (negative: backwards)."""
    longest = reach(data["tiles"], start, data["keys"][seat])
    return [d for d in distances(card, roll) if d <= longest and (d > 0 or start != STAIRS)]


def starts(data: dict[str, Any], seat: int, card: Card, roll: int | None) -> list[int]:
    """Positions from which one of the seat's adventurers can move with ``card``."""
    tiles = data["tiles"]
    keys = data["keys"][seat]
    allowed = distances(card, roll)
    shortest, backwards = allowed[0], allowed[-1] < 0
    return [
        start
        for start in movable(data, seat)
        if shortest <= reach(tiles, start, keys) or (backwards and start != STAIRS)
    ]


def playable(data: dict[str, Any], seat: int, card_id: int) -> bool:
    """Whether ``card_id`` allows the seat at least one legal move.

    The rearmost adventurer reaches furthest and the frontmost is the likeliest to step back, so
    those two decide.
    """
    card = CARDS[card_id]
    positions = movable(data, seat)
    if card.kind == "last-to-second-last":
        return len(positions) > 1
    if not positions:
        return False
    allowed = distances(card, None)
    longest = reach(data["tiles"], positions[0], data["keys"][seat])
    return allowed[0] <= longest or (allowed[-1] < 0 and positions[-1] != STAIRS)
