"""Playing a card from the hand, and the effects that attack nobody."""

from __future__ import annotations

from engine.core import Event, Label, State
from engine.mausoleum import labels, story
from engine.mausoleum.attacks import can_attack
from engine.mausoleum.cards import AREA_KINDS, ARTEMISIA_DRAWS, ATTACKS, KIND_OF
from engine.mausoleum.table import Data, draw, mark_used, put_in_hand, take_from_hand
from engine.mausoleum.turn import end_turn


def playable(data: Data, seat: int, kind: str, players: int) -> bool:
    """Whether a card of ``kind`` in ``seat``'s hand may be played now.

    An attack needs a legal target, and Archaeological Discovery a card it may take
    (decision: with nothing to take it would do nothing at all).
    """
    if kind in ATTACKS:
        return can_attack(data, seat, kind, players)
    if kind == "discovery":
        return bool(recoverable(data))
    return True


def recoverable(data: Data) -> list[int]:
    """The discard pile's cards Archaeological Discovery may take, topmost first.

    Once the draw pile is empty it may not take another Discovery (decision): two Discoveries
    taken back and forth would otherwise keep the game from ever ending.
    """
    top_first: list[int] = data["discard"][::-1]
    if data["draw"]:
        return top_first
    return [card for card in top_first if KIND_OF[card] != "discovery"]


def play_card(state: State, seat: int, card: int) -> list[Event]:
    data = state.data
    kind = KIND_OF[card]
    take_from_hand(data, seat, card)
    data["passes"] = 0
    mark_used(data, seat, kind)
    record = story.begin(data, seat, card)
    events = [
        Event(
            Label("mausoleum-ev-played", {"player": labels.seat(seat), "card": labels.kind(kind)})
        )
    ]
    if kind in AREA_KINDS:
        data["areas"][seat][kind].append(card)
        if kind == "artemisia":
            record[story.DREW] = min(ARTEMISIA_DRAWS, len(data["draw"]))
            events += draw(data, seat, ARTEMISIA_DRAWS)
        return events + end_turn(state)
    data["card"] = card
    data["step"] = "recover" if kind == "discovery" else "target"
    return events


def recover(state: State, seat: int, card: int) -> list[Event]:
    """Archaeological Discovery: the chosen card goes from the discard pile to the hand."""
    data = state.data
    data["discard"].remove(card)
    put_in_hand(data, seat, card)
    data["discard"].append(data["card"])
    story.current(data)[story.RECOVERED] = card
    events = [
        Event(
            Label(
                "mausoleum-ev-recovered",
                {"player": labels.seat(seat), "card": labels.kind(KIND_OF[card])},
            )
        )
    ]
    return events + end_turn(state)
