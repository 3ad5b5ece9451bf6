"""Builders for the catalog texts the Luxor engine emits (keys ``luxor-*`` in ``luxor.ftl``).

Labels and events are immutable values; the ones emitted on every action are made once and
shared, so events are built from plain numbers and names (card ids, positions, tile ids) that
are turned into labels here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

from engine.core import Event, Label
from engine.core.model import LabelArg
from engine.luxor.board import CARDS, LAST_SPACE, MAX_PLAYERS, TILES

_PLAYERS = [Label("seat-name", {"seat": seat + 1}) for seat in range(MAX_PLAYERS)]
_PLACES = (
    [Label("luxor-place-stairs")]
    + [Label("luxor-place-space", {"space": space}) for space in range(1, LAST_SPACE + 1)]
    + [Label("luxor-place-tomb")]
)
_CARDS = [Label(f"luxor-card-{card.kind}", {"n": card.n}) for card in CARDS]


def player(seat: int) -> Label:
    return _PLAYERS[seat]


def place(position: int) -> Label:
    """The stairs, a numbered space or the tomb."""
    return _PLACES[position]


def card(card_id: int) -> Label:
    return _CARDS[card_id]


def treasure(kind: str) -> Label:
    return Label(f"luxor-treasure-{kind}")


def front(tile_id: int) -> Label:
    """The name of a temple tile's front; a Horus favour names its two levels."""
    tile = TILES[tile_id]
    if tile.front == "favour":
        first, second = tile.levels
        return Label("luxor-front-favour", {"a": first, "b": second})
    return Label(f"luxor-front-{tile.front}")


_AS_LABEL: dict[str, Callable[..., Label]] = {
    "card": card,
    "start": place,
    "end": place,
    "place": place,
    "treasure": treasure,
    "front": front,
}
"""Event arguments given as ids or names that the log shows as labels."""


def _args(args: dict[str, int | str]) -> dict[str, int | str | Label]:
    return {
        name: _AS_LABEL[name](value) if name in _AS_LABEL else value for name, value in args.items()
    }


@cache
def event(name: str, seat: int | None = None, **args: int | str) -> Event:
    """A public log line, about ``seat`` unless it is ``None``."""
    about: dict[str, LabelArg] = {} if seat is None else {"player": player(seat)}
    return Event(Label(f"luxor-ev-{name}", about | _args(args)))


@cache
def private(name: str, seat: int, **args: int | str) -> Event:
    """A log line only ``seat`` may read."""
    return Event(Label(f"luxor-ev-{name}", _args(args)), to=seat)


@lru_cache(maxsize=256)
def summary(round_: int, current: int | None) -> Label:
    """The round and whose turn it is (``current is None``: the game is over)."""
    if current is None:
        return Label("luxor-summary-over", {"round": round_})
    return Label("luxor-summary", {"round": round_, "player": player(current)})
