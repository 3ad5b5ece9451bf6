"""Final scores: 8 per complete set, +4 once with two or more, Mausolus doubling one set."""

from __future__ import annotations

from engine.core import Label, Result, State, explain_ties, ranks_from_keys
from engine.mausoleum.table import complete_sets

SET_POINTS = 8
MULTIPLE_SETS_BONUS = 4
MULTIPLE_SETS = 2
TIE_CRITERIA = (Label("mausoleum-tie-sets"), Label("mausoleum-tie-characters"))


def breakdown(area: dict[str, list[int]]) -> dict[str, int]:
    """Points by category; one Mausolus doubles one set, further copies add nothing (D)."""
    sets = complete_sets(area)
    return {
        "sets": SET_POINTS * sets,
        "bonus": MULTIPLE_SETS_BONUS if sets >= MULTIPLE_SETS else 0,
        "mausolus": SET_POINTS if sets and area["mausolus"] else 0,
    }


def result(state: State) -> Result | None:
    data = state.data
    if data["step"] != "over":
        return None
    parts = tuple(breakdown(area) for area in data["areas"])
    scores = tuple(sum(part.values()) for part in parts)
    # Ties (D): most complete sets, then most different characters used, then a shared win.
    keys = [
        (scores[seat], complete_sets(data["areas"][seat]), len(data["used"][seat]))
        for seat in range(state.players)
    ]
    return Result(scores, parts, ranks_from_keys(keys), explain_ties(scores, keys, TIE_CRITERIA))
