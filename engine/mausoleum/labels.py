"""Shared label arguments: a seat and a card kind as translatable, nested labels (built once)."""

from __future__ import annotations

from engine.core import Label, seat_label
from engine.mausoleum.cards import KINDS

SEATS: tuple[Label, ...] = tuple(seat_label(seat) for seat in range(4))
CARD_KINDS: dict[str, Label] = {kind: Label(f"mausoleum-card-{kind}") for kind in KINDS}


def seat(number: int) -> Label:
    return SEATS[number]


def kind(name: str) -> Label:
    return CARD_KINDS[name]
