"""Drawing from the face-down profession deck and modifier pile.

Both are kept as unordered sets and every draw takes a uniformly random component with the
state's rng: the same odds as the top card of a shuffled pile, with no hidden order to store,
copy or leak.
"""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import cards_in, mask_of
from engine.core import Rng


def draw_cards(data: dict[str, Any], rng: Rng, count: int) -> list[int]:
    remaining = cards_in(data["deck"])
    drawn = [remaining.pop(rng.below(len(remaining))) for _ in range(count)]
    data["deck"] ^= mask_of(drawn)
    return drawn


def draw_modifier(data: dict[str, Any], rng: Rng) -> int:
    pile: list[int] = data["mod_pile"]
    return pile.pop(rng.below(len(pile)))
