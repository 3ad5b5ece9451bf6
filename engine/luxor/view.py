"""What one seat may see, and sampling a full state back from it for search AIs.

Public: the board, every adventurer, supplies, treasures, keys, wilds, scarab counts, hand sizes,
the discard pile and the top card of each (face-up) Horus stack. Hidden: other seats' hands and
scarab values (until the game's end reveals them), the draw deck's order, the Horus stacks below
their top and the face-down temple stacks.

Views are built after every action, so they are made of few, flat containers: the pieces that
never change are made once and copied.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core import Rng, State
from engine.luxor import story
from engine.luxor.board import (
    CARDS,
    HORUS_LEVELS,
    LAST_SPACE,
    SARCOPHAGI,
    SCARAB_VALUES,
    SPACES,
    STAIRS,
    STATUES_AFTER,
    TILES,
    TOMB,
    TOMB_WALL_VP,
    TREASURE_NEEDS,
    TREASURE_TYPES,
    Tile,
    tiles_of,
)
from engine.luxor.scoring import public_score
from engine.luxor.turn import open_card_stage, stage_choices
from engine.luxor.view_types import LuxorCard, LuxorChosen, LuxorSpace, LuxorTurn, LuxorView


def _space(position: int, tile_id: int | None) -> LuxorSpace:
    """A space, then its tile's ``id`` and kind (``tile``: ``None`` when empty) and the fields of
    that kind: treasure ``type``/``vp``/``needs``; temple ``back``/``front`` (a Horus favour:
    ``level`` and ``or_level``); Horus ``level``; Osiris ``steps``."""
    space = SPACES[position - 1]
    view: LuxorSpace = {
        "space": position,
        "wall_vp": space.wall_vp,
        "icon": space.icon,
        "tile": None,
    }
    if tile_id is None:
        return view
    tile: Tile = TILES[tile_id]
    view |= {"tile": tile.kind, "id": tile_id}
    if tile.kind == "treasure":
        view |= {"type": tile.treasure, "vp": tile.vp, "needs": TREASURE_NEEDS[tile.vp]}
    elif tile.kind == "temple":
        view |= {"back": tile.back, "front": tile.front}
        if tile.levels:
            view["level"], view["or_level"] = tile.levels
    elif tile.kind == "horus":
        view["level"] = tile.levels[0]
    else:
        view["steps"] = tile.steps
    return view


_CARDS = [story.card_json(card_id) for card_id in range(len(CARDS))]
_TREASURE_KIND_VP = {t: (TILES[t].treasure, TILES[t].vp) for t in tiles_of("treasure")}
_OSIRIS_STEPS = {tile_id: TILES[tile_id].steps for tile_id in tiles_of("osiris")}
_BOARDS: dict[tuple[int | None, ...], list[LuxorSpace]] = {}
_BOARDS_KEPT = 1024


def card_view(card_id: int) -> LuxorCard:
    return _CARDS[card_id].copy()


def _card_views(card_ids: list[int]) -> list[LuxorCard]:
    return list(map(LuxorCard.copy, map(_CARDS.__getitem__, card_ids)))


def board_view(tiles: list[int | None]) -> list[LuxorSpace]:
    """Every space's view. A board changes only when a treasure is taken, so the views of recent
    boards are kept and handed out as copies."""
    key = tuple(tiles)
    spaces = _BOARDS.get(key)
    if spaces is None:
        if len(_BOARDS) >= _BOARDS_KEPT:
            _BOARDS.clear()
        spaces = _BOARDS[key] = [_space(p, tiles[p]) for p in range(1, LAST_SPACE + 1)]
    return list(map(LuxorSpace.copy, spaces))


def _treasures_by_type(treasures: list[int]) -> dict[str, list[int]]:
    """The VP of each treasure a player holds, by type, in the order taken."""
    by_type: dict[str, list[int]] = {kind: [] for kind in TREASURE_TYPES}
    for tile_id in treasures:
        kind, vp = _TREASURE_KIND_VP[tile_id]
        by_type[kind].append(vp)
    return by_type


def view_data(state: State, seat: int | None) -> LuxorView:
    """Everything ``seat`` may see. Positions are ``stairs`` (0), spaces 1–40 and ``tomb``.

    - ``spaces``: per space its number, ``wall_vp``, temple ``icon`` and tile (see ``_space``);
      ``statues``: the space after which each Anubis statue stands; ``sleepers``: per statue,
      the seats whose adventurer still lies there.
    - ``adventurers``: per seat, the positions of its active adventurers (sorted).
    - ``sarcophagi``: per sarcophagus (``sarcophagus_vp``), its owner's seat or ``None``.
    - ``players``: per seat, ``score`` (treasure VP so far), ``public_score`` (the final score
      if the game ended now, scarabs left out: their values are private; once the game is over,
      the final score), ``keys``, ``treasures`` (VP of each held treasure by type), ``wilds``,
      ``scarabs`` (a count), ``revealed_scarabs`` (their values, sorted, once the game is over:
      "each player reveals the scarabs they collected"; else ``None``) and ``hand_size``.
    - ``game_over``: ``True`` once the game is over (see ``engine.core.story``).
    - ``first``, ``current`` (``None`` once the game is over), ``round``, ``final_round``,
      ``moved_this_round`` and ``turn``: the stage being asked, the card played (with the die
      ``roll``), the adventurer or tile concerned (``at``) and the ends of a ``move-all``.
    - ``horus_tops`` and ``horus_sizes`` per level, ``deck_size``, ``discard`` (bottom to top),
      ``temple_stacks`` sizes by back, ``supply`` of keys, scarabs and wilds, ``osiris_box``.
    - For the seat itself: ``hand`` (left to right) and ``my_scarabs``; otherwise ``None``.
      ``chosen``: while it is that seat's turn and its card is down, ``{"card": id, "end":
      "left" | "right"}`` (the hand image shows the card at that end, marked); else ``None``.
    - ``last_turn``: what the last (or current) turn did, the same for every seat (``story``).
    """
    data = state.data
    turn = data["turn"]
    over = turn is None
    sarcophagi = data["sarcophagi"]
    horus = data["horus"]
    return {
        "stairs": STAIRS,
        "tomb": TOMB,
        "tomb_wall_vp": TOMB_WALL_VP,
        "spaces": board_view(data["tiles"]),
        "statues": list(STATUES_AFTER),
        "sleepers": list(map(list, data["sleepers"])),
        "adventurers": list(map(list, data["adventurers"])),
        "sarcophagi": sarcophagi + [None] * (len(SARCOPHAGI) - len(sarcophagi)),
        "sarcophagus_vp": list(SARCOPHAGI),
        "players": [
            {
                "score": score,
                "public_score": public_score(data, seat),
                "keys": keys,
                "treasures": _treasures_by_type(treasures),
                "wilds": wilds,
                "scarabs": len(scarabs),
                "revealed_scarabs": sorted(scarabs) if over else None,
                "hand_size": len(hand),
            }
            for seat, (score, keys, treasures, wilds, scarabs, hand) in enumerate(
                zip(
                    data["score"],
                    data["keys"],
                    data["treasures"],
                    data["wilds"],
                    data["scarabs"],
                    data["hands"],
                    strict=True,
                )
            )
        ],
        "game_over": over,
        "first": data["first"],
        "current": None if over else data["current"],
        "round": data["round"],
        "final_round": data["final_round"],
        "moved_this_round": data["moved_this_round"],
        "turn": None if turn is None else _turn_view(turn, seat == data["current"]),
        "horus_tops": [_CARDS[stack[-1]].copy() if stack else None for stack in horus],
        "horus_sizes": list(map(len, horus)),
        "deck_size": len(data["deck"]),
        "discard": _card_views(data["discard"]),
        "temple_stacks": {back: len(stack) for back, stack in data["temples"].items()},
        "supply": {
            "keys": data["key_supply"],
            "scarabs": len(data["scarab_supply"]),
            "wilds": data["wild_supply"],
        },
        "osiris_box": sorted(map(_OSIRIS_STEPS.__getitem__, data["osiris_box"])),
        "hand": None if seat is None else _card_views(data["hands"][seat]),
        "chosen": _chosen(turn, seat == data["current"]),
        "my_scarabs": None if seat is None else sorted(data["scarabs"][seat]),
        "last_turn": story.to_view(data.get("last_turn")),
    }


def _chosen(turn: dict[str, Any] | None, own: bool) -> LuxorChosen | None:
    """What the seat whose turn it is chose so far, in its own view only: the card played and
    the end of the hand it came from (``None`` in states saved before ends were kept)."""
    if not own or turn is None or turn["card"] is None:
        return None
    return {"card": turn["card"], "end": turn.get("end")}


def _turn_view(turn: dict[str, Any], own: bool) -> LuxorTurn:
    """The turn in progress: public (a played card lies face up), except that only the player
    whose turn it is knows whether the hand forces a discard."""
    return {
        "stage": "card" if turn["stage"] == "discard" and not own else turn["stage"],
        "card": None if turn["card"] is None else card_view(turn["card"]),
        "roll": turn["roll"],
        "at": turn["at"],
        "moved": list(turn["moved"]),
        "gained": turn["gained"],
    }


def sample_data(seen: LuxorView, seat: int | None, rng: Rng) -> dict[str, Any]:
    """State data consistent with ``seen`` (a view's data); everything hidden drawn with ``rng``.

    Every unknown pool is sorted before it is shuffled, so the sample depends only on the view.
    Interchangeable tiles (alike treasures held by players, Osiris tiles in the box) get the
    lowest free ids.
    """
    players = len(seen["players"])
    tiles: list[int | None] = [None] * (LAST_SPACE + 1)
    for space in seen["spaces"]:
        if space["tile"] is not None:
            tiles[space["space"]] = space["id"]
    on_board = set(tiles)

    hands: list[list[int] | None] = [None] * players
    known = {card["id"] for card in seen["discard"]}
    known |= {card["id"] for card in seen["horus_tops"] if card is not None}
    own_hand = seen["hand"]
    if seat is not None and own_hand is not None:
        hand = hands[seat] = [card["id"] for card in own_hand]
        known |= set(hand)
    unseen = [card_id for card_id in range(len(CARDS)) if card_id not in known]
    horus = []
    for level, top, size in zip(HORUS_LEVELS, seen["horus_tops"], seen["horus_sizes"], strict=True):
        below = [card_id for card_id in unseen if CARDS[card_id].level == level]
        rng.shuffle(below)
        below = below[: size - 1] if top is not None else []
        unseen = [card_id for card_id in unseen if card_id not in below]
        horus.append(below + ([top["id"]] if top is not None else []))
    rng.shuffle(unseen)
    for other in range(players):
        if hands[other] is None:
            size = seen["players"][other]["hand_size"]
            hands[other], unseen = unseen[:size], unseen[size:]

    temples = {}
    for back in seen["temple_stacks"]:
        stack = [t for t in tiles_of("temple") if TILES[t].back == back and t not in on_board]
        rng.shuffle(stack)
        temples[back] = stack

    free_treasures = [t for t in tiles_of("treasure") if t not in on_board]
    treasures = []
    for player in seen["players"]:
        held = []
        for kind, values in player["treasures"].items():
            for vp in values:
                tile_id = next(
                    t for t in free_treasures if TILES[t].treasure == kind and TILES[t].vp == vp
                )
                free_treasures.remove(tile_id)
                held.append(tile_id)
        treasures.append(held)

    boxed = Counter(seen["osiris_box"])
    osiris_box = []
    for tile_id in tiles_of("osiris"):
        if tile_id not in on_board and boxed[TILES[tile_id].steps] > 0:
            boxed[TILES[tile_id].steps] -= 1
            osiris_box.append(tile_id)

    scarab_pool = Counter(SCARAB_VALUES)
    scarabs: list[list[int] | None] = [
        None if player["revealed_scarabs"] is None else list(player["revealed_scarabs"])
        for player in seen["players"]
    ]
    own_scarabs = seen["my_scarabs"]
    if seat is not None and own_scarabs is not None:
        scarabs[seat] = list(own_scarabs)
    for revealed in scarabs:
        scarab_pool -= Counter(revealed or ())
    unknown_scarabs = sorted(scarab_pool.elements())
    rng.shuffle(unknown_scarabs)
    for other in range(players):
        if scarabs[other] is None:
            count = seen["players"][other]["scarabs"]
            scarabs[other], unknown_scarabs = unknown_scarabs[:count], unknown_scarabs[count:]

    turn = seen["turn"]
    data: dict[str, Any] = {
        "tiles": tiles,
        "osiris_box": osiris_box,
        "sleepers": [list(sleepers) for sleepers in seen["sleepers"]],
        "adventurers": [list(positions) for positions in seen["adventurers"]],
        "hands": hands,
        "deck": unseen,
        "discard": [card["id"] for card in seen["discard"]],
        "horus": horus,
        "temples": temples,
        "key_supply": seen["supply"]["keys"],
        "keys": [player["keys"] for player in seen["players"]],
        "scarab_supply": unknown_scarabs,
        "scarabs": scarabs,
        "wild_supply": seen["supply"]["wilds"],
        "wilds": [player["wilds"] for player in seen["players"]],
        "treasures": treasures,
        "score": [player["score"] for player in seen["players"]],
        "sarcophagi": [owner for owner in seen["sarcophagi"] if owner is not None],
        "first": seen["first"],
        "current": seen["first"] if turn is None else seen["current"],
        "round": seen["round"],
        "moved_this_round": seen["moved_this_round"],
        "final_round": seen["final_round"],
        "turn": None,
        "last_turn": story.from_view(seen["last_turn"]),
    }
    if turn is not None:
        data["turn"] = {
            "stage": turn["stage"],
            "card": None if turn["card"] is None else turn["card"]["id"],
            "roll": turn["roll"],
            "at": turn["at"],
            "moved": list(turn["moved"]),
            "gained": turn["gained"],
            "choices": [],
        }
        chosen = seen.get("chosen")
        if chosen is not None and chosen["end"] is not None:
            data["turn"]["end"] = chosen["end"]
        if turn["stage"] in ("card", "discard"):
            open_card_stage(data)
        else:
            data["turn"]["choices"] = stage_choices(data, turn["stage"])
    return data
