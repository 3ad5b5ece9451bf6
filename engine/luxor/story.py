"""The last turn on the board: ``data["last_turn"]``, what the table saw a turn do.

The record is made when a turn's card is played (or discarded) and filled in as the turn goes on;
``done`` turns true when the turn ends. So it is the turn in progress once its card is down,
else the last completed turn (the next player's turn opens with a card choice and the record
stays until that card is down). It holds public information only. The state keeps it as a
flat list (``to_view`` and ``from_view`` convert it: states are copied at every action, and a
list of numbers copies much faster than nested dicts); the view shows this dict:

- ``seat``: whose turn; ``done``: whether that turn is over;
- ``card``: the card played (``{"id", "kind", "n", "level"}``, as in a view) or ``None`` when the
  turn was a forced discard, then ``discarded`` is that card (else ``None``); ``roll``: the die
  roll of a die card, else ``None``;
- ``moves``: every adventurer move in order, each ``{"from", "to", "path", "by"}``: positions
  (``0`` stairs, ``1``–``40``, ``41`` tomb), ``path`` every space stepped on after ``from`` up to
  ``to`` (Osiris pushes included), ``by`` ``"card"`` (a step count, forwards or one back),
  ``"place"`` (last-to-second-last: placed, no steps) or ``"tunnel"`` (a second move of the
  adventurer that went through a tunnel); a move-all card gives one entry per adventurer moved;
- ``woke``: the statues (numbered from 1) where a lying adventurer of the seat stood up;
- ``tomb``: per entry into the tomb, the sarcophagus VP taken (0 once both are gone);
- ``resolved``: the position whose tile was resolved (``None`` until then);
- ``treasure``: the treasure taken, ``{"space", "id", "type", "vp"}``, else ``None``;
- ``reward``: ``None``, ``"key"``, ``"scarab"`` (face down: never its value), ``"wild"``, or
  ``{"level", "card"}`` for a Horus card taken from a face-up stack.

The card drawn at the end of a turn is hidden and not recorded. States saved before turns were
recorded have no ``last_turn`` (views show ``None``); a turn continued from such a state gets a
record from the step it continues with.
"""

from __future__ import annotations

from typing import Any

from engine.luxor.board import CARDS, LAST_SPACE, TILES, TOMB
from engine.luxor.view_types import LuxorCard, LuxorLastTurn

SEAT, DONE, CARD, DISCARDED, ROLL, MOVES, WOKE, TOMB_ENTRIES, RESOLVED, TREASURE, REWARD = range(11)
"""Indexes into the state's record; a move is ``[from, to, by, path]``, a treasure
``[space, tile id]``, a Horus card reward ``[level, card id]``."""


def card_json(card_id: int) -> LuxorCard:
    card = CARDS[card_id]
    return {"id": card_id, "kind": card.kind, "n": card.n, "level": card.level}


def begin(
    data: dict[str, Any], seat: int, card: int | None, roll: int | None, discarded: int | None
) -> list[Any]:
    """A new record: the turn's card is down (or discarded)."""
    record = data["last_turn"] = [seat, False, card, discarded, roll, [], [], [], None, None, None]
    return record


def current(data: dict[str, Any]) -> list[Any]:
    """The record of the turn in progress (made from the turn's state if it has none yet)."""
    record = data.get("last_turn")
    if record is None or record[DONE]:
        turn = data["turn"]
        record = begin(data, data["current"], turn["card"], turn["roll"], None)
    return record


def steps(tiles: list[int | None], start: int, end: int) -> list[int]:
    """The spaces stepped on going forwards from ``start`` to ``end`` (a tile each, then the
    tomb); going back, only ``end``."""
    if end <= start:
        return [end]
    path = [p for p in range(start + 1, min(end, LAST_SPACE) + 1) if tiles[p] is not None]
    if end == TOMB:
        path.append(TOMB)
    return path


def to_view(record: list[Any] | None) -> LuxorLastTurn | None:
    if record is None:
        return None
    seat, done, card, discarded, roll, moves, woke, tomb, resolved, treasure, reward = record
    if treasure is not None:
        space, tile_id = treasure
        tile = TILES[tile_id]
        treasure = {"space": space, "id": tile_id, "type": tile.treasure, "vp": tile.vp}
    if isinstance(reward, list):
        reward = {"level": reward[0], "card": card_json(reward[1])}
    return {
        "seat": seat,
        "done": done,
        "card": None if card is None else card_json(card),
        "discarded": None if discarded is None else card_json(discarded),
        "roll": roll,
        "moves": [{"from": a, "to": b, "path": list(path), "by": by} for a, b, by, path in moves],
        "woke": list(woke),
        "tomb": list(tomb),
        "resolved": resolved,
        "treasure": treasure,
        "reward": reward,
    }


def from_view(shown: LuxorLastTurn | None) -> list[Any] | None:
    if shown is None:
        return None
    treasure, reward = shown["treasure"], shown["reward"]
    return [
        shown["seat"],
        shown["done"],
        None if shown["card"] is None else shown["card"]["id"],
        None if shown["discarded"] is None else shown["discarded"]["id"],
        shown["roll"],
        [[m["from"], m["to"], m["by"], list(m["path"])] for m in shown["moves"]],
        list(shown["woke"]),
        list(shown["tomb"]),
        shown["resolved"],
        None if treasure is None else [treasure["space"], treasure["id"]],
        [reward["level"], reward["card"]["id"]] if isinstance(reward, dict) else reward,
    ]
