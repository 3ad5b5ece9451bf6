"""Hand-built Luxor states for the rule tests, and checks shared by the Luxor test modules.

A scenario starts from a real setup (so every part of the state exists) and then overrides what
the rule under test needs: tiles on spaces, hands, the deck, adventurers, keys. The overrides do
not try to keep every component accounted for (the random playouts check that); they keep card
ids unique, so draws and discards behave as in a real game.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import cycle

from engine.core import Event, Label, Rng, State
from engine.luxor import GAME
from engine.luxor.board import (
    CARDS,
    DIE_SIDES,
    HAND_SIZE,
    SCARAB_VALUES,
    STATUES_AFTER,
    TILES,
    TOMB,
    TREASURE_NEEDS,
    Card,
    tiles_of,
)
from engine.luxor.turn import begin_turn
from locales import DEFAULT_LOCALE, bundle


def card_id(kind: str, n: int = 0, level: int = 0, *, not_in: Iterable[int] = ()) -> int:
    """The first card id matching the description that is not in ``not_in``."""
    excluded = set(not_in)
    for cid, card in enumerate(CARDS):
        if card == Card(kind, n, level) and cid not in excluded:
            return cid
    raise LookupError(f"no more {kind} {n} level {level} cards")


def tile_id(kind: str, *, not_in: Iterable[int] = (), **fields: object) -> int:
    """The first tile id of ``kind`` whose fields match, not in ``not_in``."""
    excluded = set(not_in)
    for tid, tile in enumerate(TILES):
        if (
            tile.kind == kind
            and tid not in excluded
            and all(getattr(tile, name) == value for name, value in fields.items())
        ):
            return tid
    raise LookupError(f"no more {kind} tiles with {fields}")


def treasure(kind: str, vp: int, *, not_in: Iterable[int] = ()) -> int:
    return tile_id("treasure", treasure=kind, vp=vp, not_in=not_in)


def temple(front: str, *, not_in: Iterable[int] = (), **fields: object) -> int:
    return tile_id("temple", front=front, not_in=not_in, **fields)


def osiris(steps: int, *, not_in: Iterable[int] = ()) -> int:
    return tile_id("osiris", steps=steps, not_in=not_in)


class Scenario:
    """Builds a state step by step; ``state()`` opens the current player's turn and returns it."""

    def __init__(self, players: int = 2, *, seed: int = 0, current: int = 0) -> None:
        self._state = GAME.setup(players, seed)
        data = self._state.data
        data["first"] = data["current"] = current
        # No sleepers and no treasures in the way unless a test puts them there.
        data["sleepers"] = [[] for _ in STATUES_AFTER]
        for seat in range(players):
            data["adventurers"][seat] = []

    @property
    def data(self) -> dict:
        return self._state.data

    def tiles(self, placed: dict[int, int | None]) -> Scenario:
        """Put tiles (ids) on spaces; ``None`` empties a space."""
        for position, tid in placed.items():
            self.data["tiles"][position] = tid
        return self

    def empty(self, *positions: int) -> Scenario:
        return self.tiles(dict.fromkeys(positions))

    def adventurers(self, seat: int, *positions: int) -> Scenario:
        self.data["adventurers"][seat] = sorted(positions)
        return self

    def sleeping(self, seat: int, *statues: int) -> Scenario:
        """``seat`` has a lying adventurer at each of ``statues`` (numbered from 1)."""
        for statue in statues:
            self.data["sleepers"][statue - 1].append(seat)
        return self

    def hand(self, seat: int, *cards: int) -> Scenario:
        """Give ``seat`` exactly these card ids, left to right (taken from wherever they were);
        the cards it held go to the bottom of the deck."""
        self._take(cards)
        self.data["deck"][:0] = self.data["hands"][seat]
        self.data["hands"][seat] = list(cards)
        return self

    def deck(self, *cards: int) -> Scenario:
        """Put these card ids on top of the deck; the last one is drawn first."""
        self._take(cards)
        self.data["deck"].extend(cards)
        return self

    def keys(self, seat: int, count: int) -> Scenario:
        self.data["key_supply"] -= count - self.data["keys"][seat]
        self.data["keys"][seat] = count
        return self

    def set(self, **fields: object) -> Scenario:
        self.data.update(fields)
        return self

    def state(self) -> State:
        """The state, with the current player's turn opened. Hands a card was taken from are
        topped up from the bottom of the deck (the top is what the test put there)."""
        for hand in self.data["hands"]:
            while len(hand) < HAND_SIZE:
                hand.append(self.data["deck"].pop(0))
        begin_turn(self._state)
        return self._state

    @staticmethod
    def reopen(state: State) -> State:
        """Open the current player's turn again after a test changed ``state`` in place."""
        begin_turn(state)
        return state

    def _take(self, cards: Iterable[int]) -> None:
        for cid in cards:
            self._steal(cid)

    def _steal(self, cid: int) -> int:
        data = self.data
        for pile in (data["deck"], data["discard"], *data["horus"], *data["hands"]):
            if cid in pile:
                pile.remove(cid)
                return cid
        return cid


def hand_of(*specs: tuple, not_in: Iterable[int] = ()) -> list[int]:
    """Distinct card ids for ``(kind, n, level)`` specs, in order, none of them in ``not_in``."""
    ids: list[int] = []
    for spec in specs:
        ids.append(card_id(*spec, not_in=[*not_in, *ids]))
    return ids


def play(state: State, *actions: dict) -> tuple[State, list[Event]]:
    """Apply actions for whoever is pending; every event label must be in the English catalog."""
    events: list[Event] = []
    for action in actions:
        (seat,) = GAME.pending(state)
        state, new = GAME.apply(state, seat, action)
        events += new
    assert_in_catalog(event.label for event in events)
    return state, events


def keys_of(events: Iterable[Event]) -> list[str]:
    return [event.label.key for event in events]


def options(state: State) -> list[dict]:
    (prompt,) = GAME.pending(state).values()
    assert_in_catalog([prompt.label, *(option.label for option in prompt.options)])
    return [option.action for option in prompt.options]


def stage(state: State) -> str:
    (prompt,) = GAME.pending(state).values()
    return prompt.kind


def assert_in_catalog(found: Iterable[Label]) -> None:
    catalog = bundle(DEFAULT_LOCALE)
    for label in found:
        assert catalog.has_message(label.key), label.key
        plain = {k: ("x" if isinstance(v, Label) else v) for k, v in label.args.items()}
        _, errors = catalog.format_pattern(catalog.get_message(label.key).value, plain)
        assert not errors, (label.key, errors)
        assert_in_catalog(v for v in label.args.values() if isinstance(v, Label))


def rig_roll(state: State, value: int) -> State:
    """Make the next die roll of ``state`` come up ``value`` (by choosing the RNG's state)."""
    for seed in range(1000):
        if Rng(seed).roll(DIE_SIDES) == value:
            state.rng = Rng(seed)
            return state
    raise AssertionError("no seed rolls that")


LEFT = {"do": "play", "end": "left"}
RIGHT = {"do": "play", "end": "right"}
FILLER = (("step", 5), ("step", 5), ("step", 5), ("step", 5))


def hand(*first: tuple) -> list[int]:
    """A hand whose left cards are ``first``, filled up with 5s (which tests never play)."""
    return hand_of(*first, *FILLER[: 5 - len(first)])


def blocked(*spaces: int) -> dict[int, int]:
    """Treasures that need two or more adventurers: a lone adventurer stops there, no action.
    Beyond 15 spaces the same tiles repeat, which a test board may do."""
    heavy = [t for t in tiles_of("treasure") if TREASURE_NEEDS[TILES[t].vp] >= 2]
    return dict(zip(spaces, cycle(heavy)))


ALL_CARDS = list(range(len(CARDS)))
ALL_TILES = list(range(len(TILES)))
OSIRIS_TILES = set(tiles_of("osiris"))
SCARABS = sorted(SCARAB_VALUES)


def assert_accounted_for(state: State) -> None:
    """Every component is somewhere, exactly once (the rules' component table): 55 cards, all
    tiles (30 treasures, 14 temple, 6 Horus, 6 Osiris tiles), 20 keys, 22 scarabs, 18 wilds,
    5 adventurers per player. Run after every action of the random games, so kept lean."""
    data = state.data
    cards = data["deck"] + data["discard"]
    for pile in (*data["hands"], *data["horus"]):
        cards += pile
    assert sorted(cards) == ALL_CARDS
    tiles = [t for t in data["tiles"] if t is not None] + data["osiris_box"]
    for pile in (*data["treasures"], *data["temples"].values()):
        tiles += pile
    assert sorted(tiles) == ALL_TILES  # so the 30 treasures and 14 temple tiles too
    in_tomb = 0
    for seat, positions in enumerate(data["adventurers"]):
        lying = sum(seat in sleepers for sleepers in data["sleepers"])
        assert len(positions) + lying == 5 and positions == sorted(positions)
        in_tomb += positions.count(TOMB)
        assert not OSIRIS_TILES.intersection(data["tiles"][p] for p in positions if p != TOMB)
    assert data["key_supply"] + sum(data["keys"]) + in_tomb == 20
    assert min(data["keys"]) >= 0 and data["key_supply"] >= 0
    scarabs = data["scarab_supply"].copy()
    for held in data["scarabs"]:
        scarabs += held
    assert sorted(scarabs) == SCARABS
    assert data["wild_supply"] + sum(data["wilds"]) == 18 and data["wild_supply"] >= 0
    for score, held in zip(data["score"], data["treasures"], strict=True):
        assert score == sum(TILES[t].vp for t in held)
    turn = data["turn"]
    if turn is None or turn["stage"] in ("card", "discard"):
        assert all(len(hand) == HAND_SIZE for hand in data["hands"])
    assert len(data["sarcophagi"]) == min(in_tomb, 2)
