"""The last turn on the board: ``data["last_turn"]``, what the table saw a turn do.

The record is made when the player plays a card or passes, and ``done`` turns true when the turn
is handed over, so it is the turn in progress while a target, a defence, a construction, a card
to give or to recover, or the hand-limit discards are still being chosen, else the last
completed turn. The turn's opening draw (a card face down) is not recorded, nor the automatic
pass of a seat left without cards once the draw pile is empty. It holds public information
only, already in the form a view shows (the view copies it, a sampled state copies it back):

- ``seat``: whose turn; ``done``: whether that turn is over;
- ``card``: the card played, ``{"id", "kind"}`` as in views, or ``None`` for a pass;
- ``target``: the seat an attack names (``None`` otherwise, or not yet);
- ``outcome``: for an attack, ``"through"``, ``"blocked"`` (a guard or Protection standing in
  the target's area cancelled it) or ``"defended"`` (the target revealed a defence from the
  hand); ``None`` until settled and for other cards; ``defence``: the kind that cancelled it;
- ``hit``: the construction discarded by Earthquake or taken by Invasion (``{"id", "kind"}``);
- ``took`` / ``gave``: how many cards went from the target's hand to the player / the other way
  (Theft, Exchange), never which;
- ``recovered``: the card Archaeological Discovery took from the (public) discard pile;
- ``drew``: cards Artemisia II drew (a count);
- ``discarded``: the cards discarded down to the hand limit, in order.

States saved before turns were recorded have no ``last_turn`` (views show ``None``); a turn
continued from such a state gets a record from the step it continues with.
"""

from __future__ import annotations

import marshal
from typing import Any

from engine.mausoleum.cards import KIND_OF


def card_json(card: int) -> dict[str, Any]:
    return {"id": card, "kind": KIND_OF[card]}


def begin(data: dict[str, Any], seat: int, card: int | None) -> dict[str, Any]:
    """A new record: ``seat`` played ``card`` (``None``: passed)."""
    record = data["last_turn"] = {
        "seat": seat,
        "done": False,
        "card": None if card is None else card_json(card),
        "target": None,
        "outcome": None,
        "defence": None,
        "hit": None,
        "took": 0,
        "gave": 0,
        "recovered": None,
        "drew": 0,
        "discarded": [],
    }
    return record


def current(data: dict[str, Any]) -> dict[str, Any]:
    """The record of the turn in progress (made from the table if it has none yet)."""
    record = data.get("last_turn")
    if record is None or record["done"]:
        record = begin(data, data["turn"], data["card"])
        record["target"] = data["target"]
    return record


def copied(record: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy sharing nothing with ``record``."""
    return None if record is None else marshal.loads(marshal.dumps(record))
