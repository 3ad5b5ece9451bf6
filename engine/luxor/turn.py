"""A turn as a sequence of decisions: card, adventurer, distance, tile to resolve, reward.

``data["turn"]`` records the turn in progress: the ``stage`` being asked, its ``choices`` (what
may be chosen now, computed once when the stage opens; ``action_for`` turns one into the action
a player sends) and what was decided so far. A stage with a single choice is not asked: it is
taken at once. Only the card choice that opens a turn is always asked.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, State
from engine.luxor import labels, story
from engine.luxor.board import CARDS, DIE_SIDES, HAND_MIDDLE, TOMB
from engine.luxor.cards import legal_distances, playable, starts
from engine.luxor.movement import can_walk, movable, relocate, walk_to
from engine.luxor.tiles import (
    go_through_tunnel,
    is_tunnel,
    reward_choices,
    take_reward,
    take_treasure,
    tile_at,
)

ENDS = {"left": 0, "right": -1}
_ACTIONS = {
    "card": ("play", "end"),
    "discard": ("discard", "end"),
    "adventurer": ("adventurer", "at"),
    "distance": ("distance", "n"),
    "resolve": ("resolve", "at"),
}
"""Per stage: the action's ``do`` and the field that carries the choice."""


def action_for(stage: str, choice: int | str) -> Action:
    """The action of one choice. A reward is ``key``, ``scarab``, ``wild`` or the level (an int)
    of the Horus stack whose top card is taken."""
    if stage == "reward":
        if isinstance(choice, int):
            return {"do": "reward", "take": "card", "level": choice}
        return {"do": "reward", "take": choice}
    do, field = _ACTIONS[stage]
    return {"do": do, field: choice}


def begin_turn(state: State) -> None:
    """Open the card choice of ``data["current"]``'s turn."""
    state.data["turn"] = {
        "stage": "card",
        "card": None,
        "roll": None,
        "at": None,
        "moved": [],
        "gained": False,
        "choices": [],
    }
    open_card_stage(state.data)


def open_card_stage(data: dict[str, Any]) -> None:
    """Offer the hand's end cards that allow a move, else the forced discard of either."""
    turn = data["turn"]
    turn["stage"] = "card"
    turn["choices"] = stage_choices(data, "card")
    if not turn["choices"]:
        turn["stage"] = "discard"
        turn["choices"] = stage_choices(data, "discard")


def stage_choices(data: dict[str, Any], stage: str) -> list[Any]:
    """What ``stage`` allows now (from the turn record, the hand and the board)."""
    turn = data["turn"]
    seat = data["current"]
    if stage == "card":
        hand = data["hands"][seat]
        return [end for end, index in ENDS.items() if playable(data, seat, hand[index])]
    if stage == "discard":
        return list(ENDS)
    if stage == "adventurer":
        return starts(data, seat, CARDS[turn["card"]], turn["roll"])
    if stage == "distance":
        return legal_distances(data, seat, turn["at"], CARDS[turn["card"]], turn["roll"])
    if stage == "resolve":
        return sorted(set(turn["moved"]))
    return reward_choices(data, turn["at"])


def resolve(state: State, seat: int, action: Action) -> list[Event]:
    """Carry out an offered action and every automatic step that follows it."""
    events: list[Event] = []
    _act(state, seat, action, events)
    return events


def _act(state: State, seat: int, action: Action, events: list[Event]) -> None:
    data = state.data
    turn = data["turn"]
    do = action["do"]
    if do == "play":
        _play(state, seat, action["end"], events)
    elif do == "discard":
        card_id = _from_hand(data, seat, action["end"])
        story.begin(data, seat, None, None, card_id)
        events.append(labels.event("discarded", seat, card=card_id))
        _finish_turn(state, seat, events)
    elif do == "adventurer":
        turn["at"] = action["at"]
        _ask(state, seat, "distance", events)
    elif do == "distance":
        _move_one(state, seat, action["n"], events)
    elif do == "resolve":
        _resolve_tile(state, seat, action["at"], events)
    else:
        turn["gained"] = take_reward(data, seat, action, events)
        _finish_turn(state, seat, events)


def _ask(state: State, seat: int, stage: str, events: list[Event]) -> bool:
    """Open ``stage``; returns ``False`` (and changes nothing) when it offers nothing."""
    turn = state.data["turn"]
    choices = stage_choices(state.data, stage)
    if not choices:
        return False
    turn["stage"] = stage
    turn["choices"] = choices
    if len(choices) == 1:
        _act(state, seat, action_for(stage, choices[0]), events)
    return True


def _from_hand(data: dict[str, Any], seat: int, end: str) -> int:
    card_id: int = data["hands"][seat].pop(ENDS[end])
    data["discard"].append(card_id)
    return card_id


def _play(state: State, seat: int, end: str, events: list[Event]) -> None:
    data = state.data
    turn = data["turn"]
    card_id = turn["card"] = _from_hand(data, seat, end)
    turn["end"] = end  # for the player's own hand image (states before it have none)
    card = CARDS[card_id]
    events.append(labels.event("played", seat, card=card_id))
    if card.kind in ("die", "range-die"):
        turn["roll"] = state.rng.roll(DIE_SIDES)
        events.append(labels.event("rolled", seat, roll=turn["roll"]))
    story.begin(data, seat, card_id, turn["roll"], None)
    if card.kind == "move-all":
        _move_all(state, seat, card.n, events)
    elif card.kind == "last-to-second-last":
        rearmost, target = movable(data, seat)[:2]
        placed = relocate(data, seat, rearmost, target, events, by="place")
        _resolve_tile(state, seat, placed, events)
    elif not _ask(state, seat, "adventurer", events):
        events.append(labels.event("no-move", seat))
        _finish_turn(state, seat, events)


def _move_one(state: State, seat: int, distance: int, events: list[Event]) -> None:
    data = state.data
    start = data["turn"]["at"]
    end = relocate(data, seat, start, walk_to(data["tiles"], start, distance), events)
    _resolve_tile(state, seat, end, events, fewer=CARDS[data["turn"]["card"]].kind == "one-fewer")


def _move_all(state: State, seat: int, distance: int, events: list[Event]) -> None:
    """Every adventurer that can moves, nearest to the tomb first; then one tile is resolved."""
    data = state.data
    tiles = data["tiles"]
    moved = data["turn"]["moved"]
    for start in sorted((p for p in data["adventurers"][seat] if p != TOMB), reverse=True):
        if can_walk(tiles, start, distance, data["keys"][seat]):
            moved.append(relocate(data, seat, start, walk_to(tiles, start, distance), events))
    _ask(state, seat, "resolve", events)


def _resolve_tile(
    state: State, seat: int, position: int, events: list[Event], *, fewer: bool = False
) -> None:
    data = state.data
    data["turn"]["at"] = position
    story.current(data)[story.RESOLVED] = position
    tile = tile_at(data, position)
    if tile is None or tile.kind == "osiris":
        _finish_turn(state, seat, events)
    elif tile.kind == "treasure":
        take_treasure(data, seat, position, fewer, events)
        _finish_turn(state, seat, events)
    elif is_tunnel(tile):
        go_through_tunnel(data, seat, position, events)
        _finish_turn(state, seat, events)
    elif not _ask(state, seat, "reward", events):
        events.append(labels.event("nothing-left", seat))
        _finish_turn(state, seat, events)


def _finish_turn(state: State, seat: int, events: list[Event]) -> None:
    data = state.data
    story.current(data)[story.DONE] = True
    if not data["turn"]["gained"]:
        _draw(state, seat, events)
    data["current"] = (seat + 1) % state.players
    if data["current"] == data["first"]:
        if not data["moved_this_round"]:
            events.append(labels.event("stuck"))
        if data["final_round"] or not data["moved_this_round"]:
            data["turn"] = None
            events.append(labels.event("game-over"))
            return
        data["round"] += 1
        data["moved_this_round"] = False
    begin_turn(state)


def _draw(state: State, seat: int, events: list[Event]) -> None:
    data = state.data
    if not data["deck"]:
        data["deck"], data["discard"] = data["discard"], []
        state.rng.shuffle(data["deck"])
        events.append(labels.event("reshuffled", cards=len(data["deck"])))
    card_id = data["deck"].pop()
    data["hands"][seat].insert(HAND_MIDDLE, card_id)
    events.append(labels.private("drew", seat, card=card_id))
