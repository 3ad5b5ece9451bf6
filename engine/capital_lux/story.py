"""The last turn on the board: ``data["last_turn"]``, what the table saw a turn do.

The record is made when a card is played (home or to the Capital; choosing the card first is
private and not a move) and ``done`` turns true when the turn ends, so it is the turn in progress
while an Agent or a Cleric still chooses, else the last completed turn. A new round's deal clears
it (``None``): the round end changed the table since, and its report is what the table shows.
It holds public information only, with plain values (a view copies it, a sampled state copies it
back):

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


def begin(data: dict, seat: int, card: int | None, to: str) -> dict[str, Any]:
    """A new record: ``card`` is down ``to`` the home city or the Capital."""
    record = data["last_turn"] = {
        "seat": seat,
        "done": False,
        "card": card,
        "colour": None if card is None else COLOUR_OF[card],
        "value": None if card is None else VALUE_OF[card],
        "to": to,
        "power": None if card is None or to == "home" else POWERS[COLOUR_OF[card]],
        "drew": 0,
        "coin": 0,
        "column": None,
        "took": None,
    }
    return record


def current(data: dict, power: str | None = None) -> dict[str, Any]:
    """The record of the turn in progress (made, without its card, if it has none yet)."""
    record = data.get("last_turn")
    if record is None or record["done"]:
        record = begin(data, data["turn"], None, "capital")
        record["power"] = power
    return record


def copied(record: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if record is None else dict(record)
