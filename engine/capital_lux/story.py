"""The last turn on the board: ``data["last_turn"]``, what the table saw a turn do.

The record is made when a card is played (home or to the Capital; choosing the card first is
private and not a move) and ``done`` turns true when the turn ends, so it is the turn in progress
while an Agent or a Cleric still chooses, else the last completed turn. A new round's deal clears
it (``None``): the round end changed the table since, and its report is what the table shows.
It holds public information only. The state keeps it as a flat list (``to_view`` and
``from_view`` convert it: a state is copied at every action, and a list copies faster than a
dict); the view shows this dict:

- ``seat``: whose turn; ``done``: whether that turn is over;
- ``card``: the card played (an id, as in views), its ``colour`` (index in ``colours``) and
  ``value``; ``to``: ``"home"`` or ``"capital"``;
- ``power``: the power carried out (``"scientist"``, ``"merchant"``, ``"agent"``, ``"cleric"``),
  ``None`` for a card played home;
- ``drew``: cards the Scientist drew (0 or 1; never which); ``coin``: gold the Merchant took
  (0 or 1); ``column``: the Capital column (colour index) where the Agent put its face-down
  modifier (never its value; ``None`` until placed or with an empty pile); ``took``: the card the
  Cleric moved from the Capital to the seat's home city (``None`` if none, or not yet).

States saved before turns were recorded have no ``last_turn`` (views show ``None``); an Agent or
Cleric choice continued from such a state gets a record without the card.
"""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import COLOUR_OF, POWERS, VALUE_OF
from engine.capital_lux.view_types import CapitalLuxLastTurn

SEAT, DONE, CARD, POWER, DREW, COIN, COLUMN, TOOK = range(8)
"""Indexes into the state's record; ``POWER`` is ``None`` for a card played home."""


def begin(data: dict[str, Any], seat: int, card: int | None, power: str | None) -> list[Any]:
    """A new record: ``card`` is down, home (``power`` ``None``) or to the Capital."""
    record = data["last_turn"] = [seat, False, card, power, 0, 0, None, None]
    return record


def played(data: dict[str, Any], seat: int, card: int, to: str) -> list[Any]:
    return begin(data, seat, card, None if to == "home" else POWERS[COLOUR_OF[card]])


def current(data: dict[str, Any], power: str | None = None) -> list[Any]:
    """The record of the turn in progress (made, without its card, if it has none yet)."""
    record = data.get("last_turn")
    if record is None or record[DONE]:
        record = begin(data, data["turn"], None, power)
    return record


def to_view(record: list[Any] | None) -> CapitalLuxLastTurn | None:
    if record is None:
        return None
    seat, done, card, power, drew, coin, column, took = record
    return {
        "seat": seat,
        "done": done,
        "card": card,
        "colour": None if card is None else COLOUR_OF[card],
        "value": None if card is None else VALUE_OF[card],
        "to": "home" if power is None else "capital",
        "power": power,
        "drew": drew,
        "coin": coin,
        "column": column,
        "took": took,
    }


def from_view(shown: CapitalLuxLastTurn | None) -> list[Any] | None:
    if shown is None:
        return None
    return [
        shown["seat"],
        shown["done"],
        shown["card"],
        shown["power"],
        shown["drew"],
        shown["coin"],
        shown["column"],
        shown["took"],
    ]
