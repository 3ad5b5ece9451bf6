"""Game-log lines: public ones for everybody, private ones for one seat only.

The frequent lines (a seat did something, with or without a card) are built once and shared:
events are frozen, and building labels anew for each action is a measurable part of a playout.
"""

from __future__ import annotations

from functools import cache

from engine.capital_lux.cards import CARD_LABELS
from engine.core import Event, Label, seat_label
from engine.core.model import LabelArg

SEAT_LABELS: tuple[Label, ...] = tuple(seat_label(seat) for seat in range(4))


def player_label(seat: int) -> Label:
    """The shared ``seat-name`` label, which the bot replaces with the player's name."""
    return SEAT_LABELS[seat]


def public(key: str, **args: LabelArg) -> Event:
    return Event(Label(key, args))


def private(seat: int, key: str, **args: LabelArg) -> Event:
    return Event(Label(key, args), seat)


@cache
def player_event(key: str, seat: int) -> Event:
    return Event(Label(key, {"player": SEAT_LABELS[seat]}))


@cache
def player_card_event(key: str, seat: int, card: int) -> Event:
    return Event(Label(key, {"player": SEAT_LABELS[seat], "card": CARD_LABELS[card]}))


@cache
def private_card_event(seat: int, key: str, card: int) -> Event:
    return Event(Label(key, {"card": CARD_LABELS[card]}), seat)


LIST_SEPARATOR = ", "
"""Between the items of a list of cards (the same in every catalog language)."""


def card_list(cards: list[int]) -> Label:
    """Several cards as one text: ``green 4, pink 6, …`` (a chain of two-item labels)."""
    label = CARD_LABELS[cards[-1]]
    for card in reversed(cards[:-1]):
        label = Label(
            "capital-lux-list",
            {"first": CARD_LABELS[card], "separator": LIST_SEPARATOR, "rest": label},
        )
    return label
