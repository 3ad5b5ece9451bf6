"""The turn's frame: drawing, passing, the hand limit, handing over, and the end of the game."""

from __future__ import annotations

from engine.core import Event, Label, State
from engine.mausoleum import labels, story
from engine.mausoleum.cards import HAND_LIMIT, KIND_OF
from engine.mausoleum.table import draw, take_from_hand


def start_turn(state: State, seat: int) -> list[Event]:
    """Give ``seat`` its turn: draw one card, then it plays or passes.

    With the draw pile empty, a seat without cards can do nothing, so it passes at once
    (decision) instead of being asked to click a lone "pass" button.
    """
    data = state.data
    events: list[Event] = []
    while True:
        data["turn"] = seat
        if data["draw"]:
            events += draw(data, seat, 1)
            break
        if data["hands"][seat]:
            break
        data["passes"] += 1
        events.append(Event(Label("mausoleum-ev-no-cards", {"player": labels.seat(seat)})))
        if game_ends(state):
            return events + end_game(state)
        seat = (seat + 1) % state.players
    data["step"] = "play"
    return events


def pass_turn(state: State, seat: int) -> list[Event]:
    data = state.data
    if not data["draw"]:
        data["passes"] += 1
    story.begin(data, seat, None)
    events = [Event(Label("mausoleum-ev-passed", {"player": labels.seat(seat)}))]
    return events + end_turn(state)


def end_turn(state: State) -> list[Event]:
    """The played card is resolved: discard down to the hand limit, then hand over."""
    data = state.data
    data["card"] = data["target"] = None
    if len(data["hands"][data["turn"]]) > HAND_LIMIT:
        data["step"] = "discard"
        return []
    return hand_over(state)


def discard_down(state: State, seat: int, card: int) -> list[Event]:
    """One card of the player's choice per prompt, until the hand is back to the limit."""
    data = state.data
    take_from_hand(data, seat, card)
    data["discard"].append(card)
    story.current(data)[story.DISCARDED].append(card)
    events = [
        Event(
            Label(
                "mausoleum-ev-discarded",
                {"player": labels.seat(seat), "card": labels.kind(KIND_OF[card])},
            )
        )
    ]
    if len(data["hands"][seat]) > HAND_LIMIT:
        return events
    return events + hand_over(state)


def hand_over(state: State) -> list[Event]:
    story.current(state.data)[story.DONE] = True
    if game_ends(state):
        return end_game(state)
    return start_turn(state, (state.data["turn"] + 1) % state.players)


def game_ends(state: State) -> bool:
    """With the draw pile empty: everyone passed once in a row, or every hand is empty (D)."""
    data = state.data
    if data["draw"]:
        return False
    return data["passes"] >= state.players or not any(data["hands"])


def end_game(state: State) -> list[Event]:
    state.data["step"] = "over"
    return [Event(Label("mausoleum-ev-game-over"))]
