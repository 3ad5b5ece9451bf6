"""The table in ``state.data`` and the small moves every rule is made of.

Layout (plain JSON data):

- ``hands``: per seat, its card ids in ascending order (a hand has no meaningful order);
- ``areas``: per seat, ``{kind: [card ids in the order placed]}`` for every kind in ``AREA_KINDS``;
- ``used``: per seat, the character kinds it has used (played or revealed), in deck order;
- ``draw`` / ``discard``: card ids, the top card last;
- ``turn``: the seat whose turn it is;
- ``step``: what is being decided (``play``, ``target``, ``defend``, ``construction``, ``give``,
  ``recover``, ``discard``) or ``over``;
- ``card``: the card being played while its effect awaits a choice, else ``None``;
- ``target``: the seat an attack names once chosen, else ``None``;
- ``passes``: passes in a row made with an empty draw pile (the end-of-game count);
- ``last_turn``: what the last (or current) turn did, public (see ``story``); absent from
  states saved before it was recorded.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from engine.core import Event, Label
from engine.mausoleum import labels
from engine.mausoleum.cards import AREA_KINDS, CHARACTERS, CONSTRUCTIONS, KIND_OF, KIND_RANK

Data = dict[str, Any]


def new_table(players: int) -> Data:
    return {
        "hands": [[] for _ in range(players)],
        "areas": [{kind: [] for kind in AREA_KINDS} for _ in range(players)],
        "used": [[] for _ in range(players)],
        "draw": [],
        "discard": [],
        "turn": 0,
        "step": "play",
        "card": None,
        "target": None,
        "passes": 0,
        "last_turn": None,
    }


def take_from_hand(data: Data, seat: int, card: int) -> None:
    data["hands"][seat].remove(card)


def put_in_hand(data: Data, seat: int, card: int) -> None:
    insort(data["hands"][seat], card)


def first_of_kind(cards: list[int], kind: str) -> int | None:
    for card in cards:
        if KIND_OF[card] == kind:
            return card
    return None


def card_of_kind(cards: list[int], kind: str) -> int:
    """The first card of ``kind`` in ``cards``, which are known to hold one."""
    card = first_of_kind(cards, kind)
    if card is None:
        raise ValueError(f"no {kind} among {cards}")
    return card


def draw(data: Data, seat: int, count: int) -> list[Event]:
    """Draw up to ``count`` cards (fewer if the pile runs out): a public count, private cards."""
    pile = data["draw"]
    drawn = [pile.pop() for _ in range(min(count, len(pile)))]
    if not drawn:
        return []
    for card in drawn:
        put_in_hand(data, seat, card)
    events = [Event(Label("mausoleum-ev-drew", {"player": labels.seat(seat), "count": len(drawn)}))]
    events += [
        Event(Label("mausoleum-ev-drew-card", {"card": labels.kind(KIND_OF[card])}), to=seat)
        for card in drawn
    ]
    if not pile:
        events.append(Event(Label("mausoleum-ev-draw-pile-empty")))
    return events


def mark_used(data: Data, seat: int, kind: str) -> None:
    """Record a character used, for the tie-break on different characters."""
    used = data["used"][seat]
    if kind in CHARACTERS and kind not in used:
        used.append(kind)
        used.sort(key=KIND_RANK.__getitem__)


def complete_sets(area: dict[str, list[int]]) -> int:
    return min(len(area[kind]) for kind in CONSTRUCTIONS)


def has_construction(area: dict[str, list[int]]) -> bool:
    return any(area[kind] for kind in CONSTRUCTIONS)
