"""A new game: board, supplies, hands and the first player."""

from __future__ import annotations

from engine.core import State
from engine.luxor.board import (
    CARDS,
    HAND_SIZE,
    HORUS_LEVELS,
    KEYS,
    SCARAB_VALUES,
    SPACES,
    STAIRS,
    STARTING_ON_STAIRS,
    STATUES_AFTER,
    TEMPLE_FRONTS,
    TILES,
    WILDS,
    tiles_of,
)
from engine.luxor.turn import begin_turn


def set_up(state: State) -> None:
    rng = state.rng
    players = range(state.players)

    deck = [card_id for card_id, card in enumerate(CARDS) if card.level == 0]
    rng.shuffle(deck)
    hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in players]
    horus = []
    for level in HORUS_LEVELS:
        stack = [card_id for card_id, card in enumerate(CARDS) if card.level == level]
        rng.shuffle(stack)
        horus.append(stack)

    osiris = tiles_of("osiris")
    rng.shuffle(osiris)
    treasures = tiles_of("treasure")
    rng.shuffle(treasures)
    horus_tiles = tiles_of("horus")  # made one per Horus space, in path order
    tiles: list[int | None] = [None]
    for space in SPACES:
        if space.kind == "treasure":
            tiles.append(treasures.pop())
        elif space.kind == "osiris":
            tiles.append(osiris.pop())
        else:
            tiles.append(horus_tiles.pop(0))
    temples = {}
    for back in TEMPLE_FRONTS:
        stack = [t for t in tiles_of("temple") if TILES[t].back == back]
        rng.shuffle(stack)
        temples[back] = stack

    scarabs = list(SCARAB_VALUES)
    rng.shuffle(scarabs)
    first = rng.below(state.players)
    state.data = {
        "tiles": tiles,
        "osiris_box": sorted(osiris),
        "sleepers": [list(players) for _ in STATUES_AFTER],
        "adventurers": [[STAIRS] * STARTING_ON_STAIRS for _ in players],
        "hands": hands,
        "deck": deck,
        "discard": [],
        "horus": horus,
        "temples": temples,
        "key_supply": KEYS,
        "keys": [0 for _ in players],
        "scarab_supply": scarabs,
        "scarabs": [[] for _ in players],
        "wild_supply": WILDS,
        "wilds": [0 for _ in players],
        "treasures": [[] for _ in players],
        "score": [0 for _ in players],
        "sarcophagi": [],
        "first": first,
        "current": first,
        "round": 1,
        "moved_this_round": False,
        "final_round": False,
        "turn": None,
        "last_turn": None,
    }
    begin_turn(state)
