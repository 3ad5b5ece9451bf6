"""Where adventurers go: steps from tile to tile, the tomb, Osiris pushes and Anubis wake-ups.

Positions are integers: ``STAIRS`` (0), spaces ``1..LAST_SPACE`` and ``TOMB``. ``data["tiles"]``
holds one tile id per position up to the last space (``None`` = no tile: the stairs or an emptied
space). Only spaces holding a tile count as steps, so every walk runs on the sorted list of
occupied positions (``path``).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import Any

from engine.core import Event
from engine.luxor import labels
from engine.luxor.board import SARCOPHAGI, STAIRS, STATUES_AFTER, TILES, TOMB, TOMB_ENTRIES_TO_END


def path(tiles: list[int | None]) -> tuple[int, ...]:
    """The positions that hold a tile, in path order."""
    return _path(tuple(tiles))


@lru_cache(maxsize=1024)
def _path(tiles: tuple[int | None, ...]) -> tuple[int, ...]:
    # Asked several times per action; a board only changes when a treasure is taken.
    return tuple(position for position, tile in enumerate(tiles) if tile is not None)


def walk(path: tuple[int, ...], start: int, distance: int) -> int | None:
    """Where a move of ``distance`` steps (negative: backwards) from ``start`` ends.

    ``None`` when the move is impossible: past the tomb, back from the stairs, or from the tomb.
    The tomb is one step beyond the last tile; backwards the step before the first tile is the
    stairs.
    """
    if start == TOMB:
        return None
    if distance < 0:
        if start == STAIRS:
            return None
        index = bisect_left(path, start) + distance
        return path[index] if index >= 0 else STAIRS
    index = bisect_right(path, start) + distance - 1
    if index < len(path):
        return path[index]
    return TOMB if index == len(path) else None


def push(path: tuple[int, ...], start: int, distance: int) -> int:
    """An Osiris push: like ``walk`` forwards, but it stops on the last tile instead of the tomb."""
    return path[min(bisect_right(path, start) + distance - 1, len(path) - 1)]


def can_walk(path: tuple[int, ...], start: int, distance: int, keys: int) -> bool:
    """A legal move: it stays on the board, and entering the tomb needs a key."""
    end = walk(path, start, distance)
    return end is not None and (end != TOMB or keys > 0)


def movable(data: dict[str, Any], seat: int) -> list[int]:
    """Distinct positions of the seat's adventurers that may still move (all but the tomb), in
    path order (the adventurer lists are kept sorted)."""
    return [p for p in dict.fromkeys(data["adventurers"][seat]) if p != TOMB]


def relocate(data: dict[str, Any], seat: int, start: int, end: int, events: list[Event]) -> int:
    """Move one adventurer of ``seat`` from ``start`` to ``end``; returns where it settles.

    Carries out everything a move triggers: wake-ups at the statues it passes forwards, the tomb
    (key and sarcophagus) and Osiris pushes, whose legs wake sleepers too.
    """
    adventurers = data["adventurers"][seat]
    adventurers.remove(start)
    events.append(labels.event("moved", seat, start=start, end=end))
    _wake(data, seat, start, end, events)
    if end != TOMB:
        end = _osiris_chain(data, seat, end, events)
    adventurers.append(end)
    adventurers.sort()
    if end == TOMB:
        _enter_tomb(data, seat, events)
    data["moved_this_round"] = True
    return end


def tomb_entries(data: dict[str, Any]) -> int:
    """Adventurers in the tomb; each one paid the key that now lies on the board."""
    return sum(adventurers.count(TOMB) for adventurers in data["adventurers"])


def _osiris_chain(data: dict[str, Any], seat: int, position: int, events: list[Event]) -> int:
    tiles = data["tiles"]
    steps = path(tiles)
    while position != TOMB and tiles[position] is not None:
        tile = TILES[tiles[position]]
        if tile.kind != "osiris":
            break
        end = push(steps, position, tile.steps)
        if end == position:
            break
        events.append(
            labels.event(
                "osiris",
                seat,
                steps=tile.steps,
                start=position,
                end=end,
            )
        )
        _wake(data, seat, position, end, events)
        position = end
    return position


def _wake(data: dict[str, Any], seat: int, start: int, end: int, events: list[Event]) -> None:
    """Sleepers of ``seat`` at every statue passed forwards stand up on the stairs."""
    for statue, after in enumerate(STATUES_AFTER):
        if start <= after < end and seat in (sleepers := data["sleepers"][statue]):
            sleepers.remove(seat)
            data["adventurers"][seat].insert(0, STAIRS)
            events.append(labels.event("woke", seat, statue=statue + 1))


def _enter_tomb(data: dict[str, Any], seat: int, events: list[Event]) -> None:
    data["keys"][seat] -= 1
    sarcophagi = data["sarcophagi"]
    vp = SARCOPHAGI[len(sarcophagi)] if len(sarcophagi) < len(SARCOPHAGI) else 0
    if vp:
        sarcophagi.append(seat)
    events.append(labels.event("tomb", seat, sarcophagus=vp))
    if tomb_entries(data) == TOMB_ENTRIES_TO_END:
        data["final_round"] = True
        events.append(labels.event("final-round", seat))
