"""The last turn on the board: ``data["last_turn"]``, what the table saw a turn do.

The record is made when the player plays a card or passes, and ``done`` turns true when the turn
is handed over, so it is the turn in progress while a target, a defence, a construction, a card
to give or to recover, or the hand-limit discards are still being chosen, else the last
completed turn. The turn's opening draw (a card face down) is not recorded, nor the automatic
pass of a seat left without cards once the draw pile is empty. It holds public information
only. The state keeps it as a flat list of card ids and numbers (``to_view`` and ``from_view``
convert it: a state is copied at every action, and a list copies faster than nested dicts); the
view shows this dict:

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

from typing import Any

from engine.mausoleum.cards import KIND_OF
from engine.mausoleum.view_types import MausoleumCard, MausoleumLastTurn

SEAT, DONE, CARD, TARGET, OUTCOME, DEFENCE, HIT, TOOK, GAVE, RECOVERED, DREW, DISCARDED = range(12)
"""Indexes into the state's record (cards as ids, ``DISCARDED`` a list of ids)."""


def card_json(card: int) -> MausoleumCard:
    return {"id": card, "kind": KIND_OF[card]}


def begin(data: dict[str, Any], seat: int, card: int | None) -> list[Any]:
    """A new record: ``seat`` played ``card`` (``None``: passed)."""
    record = data["last_turn"] = [seat, False, card, None, None, None, None, 0, 0, None, 0, []]
    return record


def current(data: dict[str, Any]) -> list[Any]:
    """The record of the turn in progress (made from the table if it has none yet)."""
    record = data.get("last_turn")
    if record is None or record[DONE]:
        record = begin(data, data["turn"], data["card"])
        record[TARGET] = data["target"]
    return record


def to_view(record: list[Any] | None) -> MausoleumLastTurn | None:
    if record is None:
        return None
    seat, done, card, target, outcome, defence, hit, took, gave, recovered, drew, discarded = record
    return {
        "seat": seat,
        "done": done,
        "card": None if card is None else card_json(card),
        "target": target,
        "outcome": outcome,
        "defence": defence,
        "hit": None if hit is None else card_json(hit),
        "took": took,
        "gave": gave,
        "recovered": None if recovered is None else card_json(recovered),
        "drew": drew,
        "discarded": [card_json(card) for card in discarded],
    }


def from_view(shown: MausoleumLastTurn | None) -> list[Any] | None:
    if shown is None:
        return None
    card, hit, recovered = shown["card"], shown["hit"], shown["recovered"]
    return [
        shown["seat"],
        shown["done"],
        None if card is None else card["id"],
        shown["target"],
        shown["outcome"],
        shown["defence"],
        None if hit is None else hit["id"],
        shown["took"],
        shown["gave"],
        None if recovered is None else recovered["id"],
        shown["drew"],
        [card["id"] for card in shown["discarded"]],
    ]
