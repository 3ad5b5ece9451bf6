"""The cards a seat passed in this round's draft that another player still holds, as its own
view tells them: what its hand image and their description remind the player of."""

from __future__ import annotations

from typing import NamedTuple

from engine.capital_lux.view_types import CapitalLuxView


class PassedAway(NamedTuple):
    to: int
    """The left neighbour the seat passed them to (at every step)."""
    cards: list[int]
    """Ascending: grouped by colour, by value within a colour."""


def passed_away(data: CapitalLuxView) -> PassedAway | None:
    """The cards the seat passed this round that are in another hand now: not back in its own
    (with 2 players some come back), not played face up since; ``None`` when there are none,
    and for a spectator."""
    me = data["me"]
    if me is None or not me["passed"]:
        return None
    seen = {*me["hand"], *me["draft_cards"], *me["picks"], *data["capital"], *data["discard"]}
    seen.update(card for home in data["homes"] for card in home)
    cards = sorted(card for held in me["passed"] for card in held["cards"] if card not in seen)
    return PassedAway(me["passed"][-1]["to"], cards) if cards else None
