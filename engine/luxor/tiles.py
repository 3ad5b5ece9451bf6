"""Tile actions: treasures, Horus tiles and temple tiles (tunnels and rewards)."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event
from engine.luxor import labels, story
from engine.luxor.board import HAND_MIDDLE, SPACES, TILES, TOMB, TREASURE_NEEDS, Tile
from engine.luxor.movement import relocate


def tile_at(data: dict[str, Any], position: int) -> Tile | None:
    """The tile on ``position`` (``None`` for the stairs, the tomb and emptied spaces)."""
    tile_id: int | None = None if position == TOMB else data["tiles"][position]
    return None if tile_id is None else TILES[tile_id]


def take_treasure(
    data: dict[str, Any], seat: int, position: int, fewer: bool, events: list[Event]
) -> None:
    """Take the treasure if enough of the seat's adventurers stand on it; reveal the temple tile."""
    tile_id = data["tiles"][position]
    treasure = TILES[tile_id]
    needed = TREASURE_NEEDS[treasure.vp] - (1 if fewer else 0)
    present = data["adventurers"][seat].count(position)
    if present < needed:
        events.append(labels.event("too-few", seat, needed=needed, present=present))
        return
    data["treasures"][seat].append(tile_id)
    data["score"][seat] += treasure.vp
    story.current(data)[story.TREASURE] = [position, tile_id]
    events.append(
        labels.event(
            "treasure",
            seat,
            treasure=treasure.treasure,
            vp=treasure.vp,
        )
    )
    icon = SPACES[position - 1].icon
    stack = data["temples"][icon] if icon else None
    if stack:
        temple_id = stack.pop()
        data["tiles"][position] = temple_id
        events.append(labels.event("temple", place=position, front=temple_id))
    else:
        data["tiles"][position] = None


def is_tunnel(tile: Tile | None) -> bool:
    return tile is not None and tile.front == "tunnel"


def go_through_tunnel(data: dict[str, Any], seat: int, position: int, events: list[Event]) -> None:
    """Move on to the next revealed tunnel ahead (none ahead: nothing happens); no action there."""
    tiles = data["tiles"]
    for ahead in range(position + 1, len(tiles)):
        if tiles[ahead] is not None and is_tunnel(TILES[tiles[ahead]]):
            events.append(labels.event("tunnel", seat))
            relocate(data, seat, position, ahead, events, by="tunnel")
            return
    events.append(labels.event("dead-end", seat))


def reward_choices(data: dict[str, Any], position: int) -> list[int | str]:
    """What a visitor of a Horus tile or a rewarding temple tile may take, given the supplies:
    ``key``, ``scarab``, ``wild``, or a Horus level whose stack's top card is taken."""
    tile = TILES[data["tiles"][position]]
    choices: list[int | str] = []
    if tile.kind == "horus" and data["key_supply"]:
        choices.append("key")
    if tile.front in ("scarab", "scarab-or-wild") and data["scarab_supply"]:
        choices.append("scarab")
    if tile.front in ("wild", "scarab-or-wild") and data["wild_supply"]:
        choices.append("wild")
    if tile.kind == "horus" or tile.front == "favour":
        choices += [level for level in tile.levels if data["horus"][level - 1]]
    return choices


def take_reward(data: dict[str, Any], seat: int, action: Action, events: list[Event]) -> bool:
    """Hand out one reward; returns whether it was a card (which replaces this turn's draw)."""
    take = action["take"]
    record = story.current(data)
    record[story.REWARD] = take
    if take == "key":
        data["key_supply"] -= 1
        data["keys"][seat] += 1
        events.append(labels.event("key", seat))
    elif take == "scarab":
        value = data["scarab_supply"].pop()
        data["scarabs"][seat].append(value)
        events.append(labels.event("scarab", seat))
        events.append(labels.private("scarab-value", seat, value=value))
    elif take == "wild":
        data["wild_supply"] -= 1
        data["wilds"][seat] += 1
        events.append(labels.event("wild", seat))
    else:
        level = action["level"]
        card_id = data["horus"][level - 1].pop()
        data["hands"][seat].insert(HAND_MIDDLE, card_id)
        record[story.REWARD] = [level, card_id]
        events.append(labels.event("horus-card", seat, card=card_id, level=level))
        return True
    return False
