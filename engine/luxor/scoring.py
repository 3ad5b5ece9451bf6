"""Final scoring: the five end-of-game categories on top of the treasure VP scored in play."""

from __future__ import annotations

from typing import Any

from engine.core import Label, Result, explain_ties, ranks_from_keys
from engine.luxor.board import (
    MAX_WILDS_PER_SET,
    SARCOPHAGI,
    SET_VP,
    TILES,
    TREASURE_TYPES,
    wall_vp,
)

TIE_CRITERIA = (Label("luxor-tie-sarcophagus"),)


def count_sets(counts: list[int], wilds: int) -> int:
    """The most sets of one tile per type, with at most ``MAX_WILDS_PER_SET`` wilds in a set.

    ``k`` sets are possible when the real tiles that fit (at most ``k`` of each type) can give
    every set its minimum of real tiles and the wilds fill the remaining slots. Dealing each
    type's tiles round-robin over the sets spreads them evenly, so the minimum is met as soon as
    there are ``k`` times that many real tiles.
    """
    slots = len(counts)
    least_real = slots - MAX_WILDS_PER_SET
    best = 0
    for k in range(1, (sum(counts) + wilds) // slots + 1):
        real = sum(min(count, k) for count in counts)
        if real >= least_real * k and slots * k - real <= wilds:
            best = k
    return best


def set_vp(sets: int) -> int:
    return SET_VP[min(sets, len(SET_VP) - 1)]


def breakdown(data: dict[str, Any], seat: int) -> dict[str, int]:
    """Points per category, in the order of the score board."""
    counts = [0] * len(TREASURE_TYPES)
    for tile_id in data["treasures"][seat]:
        counts[TREASURE_TYPES.index(TILES[tile_id].treasure)] += 1
    return {
        "treasures": data["score"][seat],
        "adventurers": sum(wall_vp(position) for position in data["adventurers"][seat]),
        "sarcophagi": sum(
            SARCOPHAGI[i] for i, owner in enumerate(data["sarcophagi"]) if owner == seat
        ),
        "keys": data["keys"][seat],
        "sets": set_vp(count_sets(counts, data["wilds"][seat])),
        "scarabs": sum(data["scarabs"][seat]),
    }


def public_score(data: dict[str, Any], seat: int) -> int:
    """What the seat would score if the game ended now, less its scarabs, whose values only
    it knows: everyone may see this figure. It counts the treasure VP scored so far, the wall VP
    of the seat's adventurers' spaces, its sarcophagi, its keys and its treasure sets so far;
    scarabs are counted (the view's ``scarabs``) but not valued. Once the game is over "each
    player reveals the scarabs they collected": it is then the final score, scarabs included."""
    points = breakdown(data, seat)
    total = sum(points.values())
    return total if data["turn"] is None else total - points["scarabs"]


def final_result(data: dict[str, Any], players: int) -> Result:
    """Totals and ranks; a tie goes to the higher sarcophagus, else the win is shared."""
    categories = [breakdown(data, seat) for seat in range(players)]
    totals = [sum(points.values()) for points in categories]
    best_sarcophagus = [
        max(
            (SARCOPHAGI[i] for i, owner in enumerate(data["sarcophagi"]) if owner == seat),
            default=0,
        )
        for seat in range(players)
    ]
    keys = [(total, best) for total, best in zip(totals, best_sarcophagus, strict=True)]
    return Result(
        tuple(totals),
        tuple(categories),
        ranks_from_keys(keys),
        explain_ties(totals, keys, TIE_CRITERIA),
    )
