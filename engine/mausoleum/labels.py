"""Shared label arguments: a seat and a card kind as translatable, nested labels."""

from __future__ import annotations

from engine.core import Label
from engine.mausoleum.cards import KINDS

SEATS: tuple[Label, ...] = tuple(Label("seat-name", {"seat": seat + 1}) for seat in range(4))
"""Seats are shown 1-based through the shared ``seat-name`` message."""
CARD_KINDS: dict[str, Label] = {kind: Label(f"mausoleum-card-{kind}") for kind in KINDS}


def seat(number: int) -> Label:
    return SEATS[number]


def kind(name: str) -> Label:
    return CARD_KINDS[name]
