"""Where adventurers go: steps from tile to tile, the tomb, Osiris pushes and Anubis wake-ups.

Positions are integers: ``STAIRS`` (0), spaces ``1..LAST_SPACE`` and ``TOMB``. ``data["tiles"]``
holds one tile id per position up to the last space (``None`` = no tile: the stairs or an emptied
space). Only spaces holding a tile count as steps.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.luxor import labels, story
from engine.luxor.board import (
    LAST_SPACE,
    SARCOPHAGI,
    STAIRS,
    STATUES_AFTER,
    TILES,
    TOMB,
    TOMB_ENTRIES_TO_END,
)


def tiles_ahead(tiles: list[int | None], start: int) -> int:
    """How many tiles lie beyond ``start`` (the tomb is one step further)."""
    return LAST_SPACE - start - tiles[start + 1 :].count(None)


def reach(tiles: list[int | None], start: int, keys: int) -> int:
    """The longest legal forward move from ``start`` (every shorter one is legal too): up to the
    last tile, or into the tomb with a key."""
    return tiles_ahead(tiles, start) + (1 if keys else 0)


def walk(tiles: list[int | None], start: int, distance: int) -> int | None:
    """Where a move of ``distance`` steps (negative: one step back) from ``start`` ends.

    ``None`` when the move is impossible: past the tomb, back from the stairs, or from the tomb.
    The tomb is one step beyond the last tile; back from the first tile is the stairs.
    """
    if start == TOMB or (distance < 0 and start == STAIRS):
        return None
    if distance < 0:
        return next((p for p in range(start - 1, 0, -1) if tiles[p] is not None), STAIRS)
    for position in range(start + 1, LAST_SPACE + 1):
        if tiles[position] is not None:
            distance -= 1
            if distance == 0:
                return position
    return TOMB if distance == 1 else None


def walk_to(tiles: list[int | None], start: int, distance: int) -> int:
    """Where a move that is possible (offered, or checked with ``reach``) ends: ``walk`` for
    callers that know it lands."""
    end = walk(tiles, start, distance)
    if end is None:
        raise ValueError(f"no move of {distance} from {start}")
    return end


def push(tiles: list[int | None], start: int, distance: int) -> int:
    """An Osiris push: like ``walk`` forwards, but it stops on the last tile instead of the tomb."""
    ahead = tiles_ahead(tiles, start)
    return walk_to(tiles, start, min(distance, ahead)) if ahead else start


def can_walk(tiles: list[int | None], start: int, distance: int, keys: int) -> bool:
    """A legal forward move: it stays on the board, and entering the tomb needs a key."""
    return start != TOMB and distance <= reach(tiles, start, keys)


def movable(data: dict[str, Any], seat: int) -> list[int]:
    """Distinct positions of the seat's adventurers that may still move (all but the tomb), in
    path order (the adventurer lists are kept sorted)."""
    return [p for p in dict.fromkeys(data["adventurers"][seat]) if p != TOMB]


def relocate(
    data: dict[str, Any],
    seat: int,
    start: int,
    end: int,
    events: list[Event],
    *,
    by: str = "card",
) -> int:
    """Move one adventurer of ``seat`` from ``start`` to ``end``; returns where it settles.

    Carries out everything a move triggers: wake-ups at the statues it passes forwards, the tomb
    (key and sarcophagus) and Osiris pushes, whose legs wake sleepers too. The move goes into the
    turn's record (``story``) ``by`` a ``card``'s steps, a ``place``-ment or a ``tunnel``.
    """
    record = story.current(data)
    path = story.steps(data["tiles"], start, end) if by == "card" else [end]
    adventurers = data["adventurers"][seat]
    adventurers.remove(start)
    events.append(labels.event("moved", seat, start=start, end=end))
    _wake(data, seat, start, end, events)
    if end != TOMB:
        end = _osiris_chain(data, seat, end, events, path)
    record[story.MOVES].append([start, end, by, path])
    adventurers.append(end)
    adventurers.sort()
    if end == TOMB:
        _enter_tomb(data, seat, events)
    data["moved_this_round"] = True
    return end


def tomb_entries(data: dict[str, Any]) -> int:
    """Adventurers in the tomb; each one paid the key that now lies on the board."""
    return sum(adventurers.count(TOMB) for adventurers in data["adventurers"])


def osiris_hops(tiles: list[int | None], position: int) -> list[tuple[int, int, int]]:
    """The pushes of an adventurer arriving on ``position``: (start, end, steps) of each Osiris
    tile it lands on in turn (an adventurer never stops on one, unless the push goes nowhere)."""
    hops = []
    while position != TOMB and (tile_id := tiles[position]) is not None:
        tile = TILES[tile_id]
        if tile.kind != "osiris":
            break
        end = push(tiles, position, tile.steps)
        if end == position:
            break
        hops.append((position, end, tile.steps))
        position = end
    return hops


def _osiris_chain(
    data: dict[str, Any], seat: int, position: int, events: list[Event], path: list[int]
) -> int:
    for start, end, steps in osiris_hops(data["tiles"], position):
        events.append(labels.event("osiris", seat, steps=steps, start=start, end=end))
        _wake(data, seat, start, end, events)
        path += story.steps(data["tiles"], start, end)
        position = end
    return position


def _wake(data: dict[str, Any], seat: int, start: int, end: int, events: list[Event]) -> None:
    """Sleepers of ``seat`` at every statue passed forwards stand up on the stairs."""
    for statue, after in enumerate(STATUES_AFTER):
        if start <= after < end and seat in (sleepers := data["sleepers"][statue]):
            sleepers.remove(seat)
            data["adventurers"][seat].insert(0, STAIRS)
            story.current(data)[story.WOKE].append(statue + 1)
            events.append(labels.event("woke", seat, statue=statue + 1))


def _enter_tomb(data: dict[str, Any], seat: int, events: list[Event]) -> None:
    data["keys"][seat] -= 1
    sarcophagi = data["sarcophagi"]
    vp = SARCOPHAGI[len(sarcophagi)] if len(sarcophagi) < len(SARCOPHAGI) else 0
    if vp:
        sarcophagi.append(seat)
    story.current(data)[story.TOMB_ENTRIES].append(vp)
    events.append(labels.event("tomb", seat, sarcophagus=vp))
    if tomb_entries(data) == TOMB_ENTRIES_TO_END:
        data["final_round"] = True
        events.append(labels.event("final-round", seat))
