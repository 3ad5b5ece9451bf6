"""Final scoring: home cities, bonus cards and unspent gold; ties broken by 6s, then 5s, …"""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import TIE_BREAK_VALUES, VALUE_MASKS, mask_total
from engine.core import Label, Result, explain_ties, ranks_from_keys

TIE_CRITERIA = tuple(Label("capital-lux-tie-value", {"value": v}) for v in TIE_BREAK_VALUES)


def score_breakdown(data: dict[str, Any], seat: int) -> dict[str, int]:
    return {
        "home": mask_total(data["homes"][seat]),
        "bonus": mask_total(data["bonus"][seat]),
        "coins": data["coins"][seat],
    }


def tie_break(data: dict[str, Any], seat: int) -> tuple[int, ...]:
    """How many 6s, 5s, 4s, 3s, 2s the seat has among its home and bonus cards."""
    cards = data["homes"][seat] | data["bonus"][seat]
    return tuple((cards & VALUE_MASKS[value]).bit_count() for value in TIE_BREAK_VALUES)


def final_result(data: dict[str, Any]) -> Result:
    seats = range(len(data["coins"]))
    breakdown = tuple(score_breakdown(data, seat) for seat in seats)
    scores = tuple(sum(parts.values()) for parts in breakdown)
    keys = [(scores[seat], *tie_break(data, seat)) for seat in seats]
    return Result(
        scores, breakdown, ranks_from_keys(keys), explain_ties(scores, keys, TIE_CRITERIA)
    )
