"""Luxor's computer players: a one-move lookahead on an estimate of every seat's final score.

A seat's estimate is what it would score if the game ended now (treasures, wall VP under its
adventurers, sarcophagi, keys, sets, scarabs) plus, while the game has turns left, a *hope* for
what is still to come: adventurers that can still walk, adventurers gathering on a treasure that
needs more of them, a key for the tomb, Horus cards in hand. The hope shrinks as adventurers
enter the tomb and vanishes in the final round.

The policy values every move a card allows by how much it raises its own estimate (walking on,
waking sleepers, taking treasures, rewards, the tomb) and plays the card whose best move is worth
most, with a look at the end cards it leaves for the next turn. Entering the tomb second ends the
game, so that entry is worth a win bonus when the seat would then be ahead, a loss when behind.
It reads only the seat's view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from engine.ai.hints import compared
from engine.ai.search import SearchBudget
from engine.core import Action, Label, Prompt, Rng, State, View
from engine.core.weights import numbers_by_name
from engine.luxor.board import (
    CARDS,
    DIE_SIDES,
    LAST_SPACE,
    SARCOPHAGI,
    SCARAB_VALUES,
    STAIRS,
    STATUES_AFTER,
    TILES,
    TOMB,
    TOMB_ENTRIES_TO_END,
    TOMB_WALL_VP,
    TREASURE_NEEDS,
    TREASURE_TYPES,
    Card,
    Tile,
    wall_vp,
)
from engine.luxor.cards import distances
from engine.luxor.movement import osiris_hops, reach, walk, walk_to
from engine.luxor.scoring import count_sets, set_vp
from engine.luxor.view_types import LuxorTurn, LuxorView, own

SEARCH = SearchBudget(iterations=100, rollout_actions=12, exploration=0.7)
"""The hard level's budget: 60 iterations won about 65% of two-player games against the normal
level; 100 buy a safer margin at a p99 decision time well under a second."""

SCARAB_MEAN = sum(SCARAB_VALUES) / len(SCARAB_VALUES)


@dataclass(frozen=True)
class Weights:
    """The policy's constants, in points of the final score (or shares of them).

    :data:`NORMAL` holds the hand-set values the normal level plays (and :func:`evaluate` and
    :func:`hint` read); :data:`FITTED` the values fitted to what a search prefers
    (``python -m bench.distill``), which the expert's rollouts play.
    """

    hope_by_entries: tuple[float, ...] = (1.0, 0.6)
    """How much of the future is left, by adventurers already in the tomb (final round: none)."""
    adventurer_hope: float = 5.0
    """What an adventurer that can still walk is expected to add to its wall VP by the end (at
    most what the tomb would add)."""
    gather_share: float = 0.5
    """Share of a treasure's VP earned per adventurer standing on it, of those it needs."""
    first_key: float = 5.0
    second_key: float = 2.0
    """What holding a first and a second key is worth beyond its 1 VP, for the tomb."""
    set_share: float = 0.4
    """Share of the next set's points already earned, per type of it in hand."""
    card_worth: Mapping[str, float] = numbers_by_name(
        {
            "step": 0.0,
            "plus-minus": 0.0,
            "die": 0.0,
            "range": 1.5,
            "range-die": 1.0,
            "one-fewer": 1.0,
            "move-all": 3.0,
            "last-to-second-last": 2.0,
        }
    )
    """What holding a card is worth, beyond a basic card, while turns are left."""
    win_bonus: float = 20.0
    """Worth of ending the game ahead (and cost of ending it behind)."""
    last_turn_threat: float = 4.0
    """What an opponent still to play in the final round is expected to gain."""
    next_hand_share: float = 0.3
    """Weight of the best move of the end cards a play leaves for the next turn."""


NORMAL = Weights()
FITTED = Weights(
    hope_by_entries=(0.7, 0.0),
    adventurer_hope=4.3,
    first_key=6.3,
    second_key=1.15,
    set_share=0.8,
    card_worth=MappingProxyType(
        {
            "step": 0.0,
            "plus-minus": 0.0,
            "die": 0.0,
            "range": 1.2,
            "range-die": 1.0,
            "one-fewer": 1.0,
            "move-all": 4.5,
            "last-to-second-last": 5.3,
        }
    ),
    next_hand_share=0.48,
)
"""Fitted on 5,570 decisions of two-player games (2026-11-25): the mean regret of the policy's
choice under the search's values fell from 0.026 to 0.023 on the decisions of the fit, but rose
from 0.011 to 0.012 on the 30% left out of it (the teacher's best picked 70.9% → 70.5%); yet
this policy beats the normal one in 57.3% [53.3%, 61.2%] of 600 games, and in 60.4% [57.3%,
63.4%] of 1,000 more on other deals. It hopes less for the future (none once an adventurer is
in the tomb), values a first key, a started set and the move-all and leapfrog cards more, and
looks further at the hand a play leaves."""


def _hope(final_round: bool, entries: int, weights: Weights) -> float:
    by_entries = weights.hope_by_entries
    if final_round or entries >= len(by_entries):
        return 0.0
    return by_entries[entries]


def collection_vp(counts: list[int], wilds: int, weights: Weights) -> float:
    """Points of complete sets, plus a share of the next one per type already in hand."""
    sets = count_sets(counts, wilds)
    now = set_vp(sets)
    started = sum(1 for count in counts if count > sets)
    return now + weights.set_share * started * (set_vp(sets + 1) - now) / len(counts)


def adventurer_hope(position: int, weights: Weights) -> float:
    return min(weights.adventurer_hope, TOMB_WALL_VP - wall_vp(position))


def key_hope(keys: int, weights: Weights) -> float:
    return weights.first_key * (keys >= 1) + weights.second_key * (keys >= 2)


def settle(tiles: list[int | None], end: int) -> int:
    """Where an adventurer arriving on ``end`` stops: Osiris tiles push it on."""
    hops = osiris_hops(tiles, end)
    return hops[-1][1] if hops else end


def next_tunnel(tiles: list[int | None], position: int) -> int | None:
    for ahead in range(position + 1, len(tiles)):
        tile_id = tiles[ahead]
        if tile_id is not None and TILES[tile_id].front == "tunnel":
            return ahead
    return None


class Table:
    """One decision's reading of the view, for the seat that decides."""

    def __init__(self, view: View[LuxorView], weights: Weights = NORMAL) -> None:
        self.weights = weights
        data = self.data = view.data
        seat, self.hand, self.scarabs = own(view)
        self.me = seat
        tiles: list[int | None] = [None] * (LAST_SPACE + 1)
        for space in data["spaces"]:
            if space["tile"] is not None:
                tiles[space["space"]] = space["id"]
        self.tiles = tiles
        player = data["players"][seat]
        self.keys: int = player["keys"]
        self.counts = [len(player["treasures"][kind]) for kind in TREASURE_TYPES]
        self.wilds: int = player["wilds"]
        self.mine: list[int] = data["adventurers"][seat]
        self.here = Counter(self.mine)
        self.asleep = [seat in sleepers for sleepers in data["sleepers"]]
        self.entries = sum(positions.count(TOMB) for positions in data["adventurers"])
        self.hope = _hope(data["final_round"], self.entries, weights)
        self.movable = [p for p in dict.fromkeys(self.mine) if p != TOMB]

    # -- what arriving somewhere is worth ---------------------------------------------------

    def walk_gain(self, start: int, end: int) -> float:
        """Wall VP gained and hope changed by one adventurer's walk, sleepers woken included."""
        return self.advance(start, end) + self.wake_gain([(start, end)])

    def advance(self, start: int, end: int) -> float:
        return (
            wall_vp(end)
            - wall_vp(start)
            + self.hope
            * (adventurer_hope(end, self.weights) - adventurer_hope(start, self.weights))
        )

    def wake_gain(self, walks: list[tuple[int, int]]) -> float:
        """The hope of the own sleepers woken by these walks (each statue wakes one)."""
        woken = sum(
            1
            for statue, after in enumerate(STATUES_AFTER)
            if self.asleep[statue] and any(start <= after < end for start, end in walks)
        )
        return woken * self.hope * adventurer_hope(STAIRS, self.weights)

    def gathering(self, position: int, present: int) -> float:
        """The hope of ``present`` own adventurers standing on an untaken treasure."""
        tile_id = self.tiles[position] if position not in (STAIRS, TOMB) else None
        if tile_id is None or TILES[tile_id].kind != "treasure":
            return 0.0
        vp = TILES[tile_id].vp
        share = self.weights.gather_share
        return self.hope * share * vp * min(present, TREASURE_NEEDS[vp]) / TREASURE_NEEDS[vp]

    def leaving(self, start: int) -> float:
        return self.gathering(start, self.here[start] - 1) - self.gathering(start, self.here[start])

    def move_gain(self, start: int, distance: int, fewer: bool = False) -> float | None:
        """What moving one adventurer from ``start`` by ``distance`` is worth (``None``: not
        allowed)."""
        if distance > 0 and distance > reach(self.tiles, start, self.keys):
            return None
        end = walk(self.tiles, start, distance)
        if end is None:
            return None
        end = settle(self.tiles, end)
        gain = self.walk_gain(start, end) + self.leaving(start)
        if end == TOMB:
            return gain + self.tomb_gain(start)
        return gain + self.arrival(end, self.here[end] + 1, fewer)

    def arrival(self, position: int, present: int, fewer: bool = False) -> float:
        """What resolving ``position`` with ``present`` own adventurers there is worth."""
        tile_id = self.tiles[position] if position != TOMB else None
        if tile_id is None:
            return 0.0
        tile = TILES[tile_id]
        if tile.kind == "treasure":
            needed = TREASURE_NEEDS[tile.vp] - fewer
            if present >= needed:
                return (
                    tile.vp
                    + self.treasure_gain(tile.treasure)
                    - self.gathering(position, present - 1)
                )
            return self.gathering(position, present) - self.gathering(position, present - 1)
        if tile.front == "tunnel":
            exit_ = next_tunnel(self.tiles, position)
            return 0.0 if exit_ is None else self.walk_gain(position, exit_)
        return max((self.reward(choice) for choice in self.rewards(tile)), default=0.0)

    def treasure_gain(self, kind: str) -> float:
        counts = self.counts.copy()
        counts[TREASURE_TYPES.index(kind)] += 1
        weights = self.weights
        return collection_vp(counts, self.wilds, weights) - collection_vp(
            self.counts, self.wilds, weights
        )

    def tomb_gain(self, start: int, keys: int | None = None) -> float:
        """Beyond the wall VP: a sarcophagus, the key paid, and the game's end if this is the
        entry that ends it."""
        keys = self.keys if keys is None else keys
        taken = sum(owner is not None for owner in self.data["sarcophagi"])
        sarcophagus = SARCOPHAGI[taken] if taken < len(SARCOPHAGI) else 0
        held = key_hope(keys, self.weights) - key_hope(keys - 1, self.weights)
        gain = sarcophagus - 1 - self.hope * held
        if self.entries + 1 == TOMB_ENTRIES_TO_END and not self.data["final_round"]:
            banked_gain = TOMB_WALL_VP - wall_vp(start) + sarcophagus - 1
            gain += self.ending(banked_gain)
        return gain

    def ending(self, gain: float) -> float:
        """Ending the game: a win bonus if the seat would be ahead, else a loss."""
        data = self.data
        seats = range(len(data["players"]))
        mine = self.banked(self.me) + gain
        best_other = max(self.banked(seat) for seat in seats if seat != self.me)
        last_to_play = (self.me + 1) % len(seats) == data["first"]
        weights = self.weights
        threat = 0.0 if last_to_play else weights.last_turn_threat
        return weights.win_bonus if mine - best_other - threat > 0 else -weights.win_bonus

    # -- rewards ------------------------------------------------------------------------------

    def rewards(self, tile: Tile) -> list[int | str]:
        data = self.data
        choices: list[int | str] = []
        if tile.kind == "horus" and data["supply"]["keys"]:
            choices.append("key")
        if tile.front in ("scarab", "scarab-or-wild") and data["supply"]["scarabs"]:
            choices.append("scarab")
        if tile.front in ("wild", "scarab-or-wild") and data["supply"]["wilds"]:
            choices.append("wild")
        if tile.kind == "horus" or tile.front == "favour":
            choices += [level for level in tile.levels if data["horus_tops"][level - 1]]
        return choices

    def reward(self, choice: int | str) -> float:
        weights = self.weights
        if choice == "key":
            return 1 + self.hope * (key_hope(self.keys + 1, weights) - key_hope(self.keys, weights))
        if choice == "scarab":
            return SCARAB_MEAN
        if choice == "wild":
            return collection_vp(self.counts, self.wilds + 1, weights) - collection_vp(
                self.counts, self.wilds, weights
            )
        assert isinstance(choice, int), choice  # the level of a Horus stack
        top = self.data["horus_tops"][choice - 1]
        assert top is not None, "a Horus card is offered from a stack that has one"
        return self.hope * weights.card_worth[top["kind"]]

    # -- cards --------------------------------------------------------------------------------

    def card_gain(self, card: Card) -> float | None:
        """The best a card allows now (expected over the die), ``None`` if it allows nothing."""
        if card.kind == "move-all":
            return self.move_all_gain(card.n)
        if card.kind == "last-to-second-last":
            return self.leapfrog_gain()
        if card.kind in ("die", "range-die"):
            outcomes = [self.best_move(card, roll) for roll in range(1, DIE_SIDES + 1)]
            found = [gain for gain in outcomes if gain is not None]
            return sum(found) / DIE_SIDES if found else None
        return self.best_move(card, None)

    def best_move(self, card: Card, roll: int | None) -> float | None:
        fewer = card.kind == "one-fewer"
        best = None
        for start in self.movable:
            for distance in distances(card, roll):
                gain = self.move_gain(start, distance, fewer)
                if gain is not None and (best is None or gain > best):
                    best = gain
        return best

    def start_gain(self, start: int, card: Card, roll: int | None) -> float:
        fewer = card.kind == "one-fewer"
        gains = [self.move_gain(start, d, fewer) for d in distances(card, roll)]
        return max((gain for gain in gains if gain is not None), default=-1e9)

    def move_all_gain(self, steps: int) -> float | None:
        """Every adventurer that can walks ``steps`` (front first); the best tile is resolved."""
        tiles = self.tiles
        keys = self.keys
        walks = []
        gain = 0.0
        for start in sorted((p for p in self.mine if p != TOMB), reverse=True):
            if steps > reach(tiles, start, keys):
                continue
            end = settle(tiles, walk_to(tiles, start, steps))
            gain += self.advance(start, end)
            if end == TOMB:
                gain += self.tomb_gain(start, keys)
                keys -= 1
            walks.append((start, end))
        if not walks:
            return None
        present = Counter(self.mine)
        for start, end in walks:
            present[start] -= 1
            present[end] += 1
        best = max((self.arrival(end, present[end]) for _, end in walks), default=0.0)
        return gain + self.wake_gain(walks) + best

    def leapfrog_gain(self) -> float | None:
        """The rearmost adventurer joins the next one; that tile is resolved."""
        if len(self.movable) < 2:
            return None
        rear, target = self.movable[:2]
        gain = self.walk_gain(rear, target) + self.leaving(rear)
        return gain + self.arrival(target, self.here[target] + 1)

    def banked(self, seat: int) -> float:
        """What ``seat`` would score if the game ended now, as my view shows (scarabs of
        others: their mean value)."""
        return banked(self.data, seat, float(sum(self.scarabs)) if seat == self.me else None)


def banked(data: LuxorView, seat: int, scarabs_vp: float | None) -> float:
    """What ``seat`` would score if the game ended now, its scarabs worth ``scarabs_vp`` (``None``:
    unknown, their mean value)."""
    player = data["players"][seat]
    counts = [len(player["treasures"][kind]) for kind in TREASURE_TYPES]
    scarabs = SCARAB_MEAN * player["scarabs"] if scarabs_vp is None else scarabs_vp
    sarcophagi = sum(
        vp
        for vp, owner in zip(data["sarcophagus_vp"], data["sarcophagi"], strict=True)
        if owner == seat
    )
    return (
        player["score"]
        + sum(map(wall_vp, data["adventurers"][seat]))
        + sarcophagi
        + player["keys"]
        + set_vp(count_sets(counts, player["wilds"]))
        + scarabs
    )


# -- the policy -------------------------------------------------------------------------------


def policy(view: View[LuxorView], prompt: Prompt, rng: Rng, weights: Weights = NORMAL) -> Action:
    """The normal level: the offered option whose move raises the seat's estimate most."""
    table = Table(view, weights)
    worth = WORTH[prompt.kind]
    return max(prompt.options, key=lambda option: worth(table, option.action)).action


def rollout_policy(view: View[LuxorView], prompt: Prompt, rng: Rng) -> Action:
    """The expert's rollouts and prior: the policy with :data:`FITTED` weights."""
    return policy(view, prompt, rng, FITTED)


def hint(view: View[LuxorView], prompt: Prompt, rng: Rng) -> tuple[Action, Label]:
    """The policy's choice and why: its worth on the seat's estimate against the next best
    option's (``luxor-hint-<stage kind>``), from the same scoring the policy uses."""
    table = Table(view)
    worth = WORTH[prompt.kind]
    values = [worth(table, option.action) for option in prompt.options]
    best = max(range(len(values)), key=values.__getitem__)  # the first best, as ``max`` above
    other = max((v for i, v in enumerate(values) if i != best), default=values[best])
    kind = prompt.kind if prompt.kind in ("card", "discard", "reward") else "move"
    reason = compared(f"luxor-hint-{kind}", _shown(values[best]), _shown(other))
    return prompt.options[best].action, reason


def _shown(value: float) -> float:
    """A worth as a reader sees it: one decimal (the catalog formats it for the language)."""
    return round(value, 1)


def _hand(table: Table) -> list[Card]:
    return [CARDS[card["id"]] for card in table.hand]


def _next_ends(hand: list[Card], end: str) -> list[Card]:
    """The end cards left for the next turn once ``end`` is played (a draw goes to the middle)."""
    rest = hand[1:] if end == "left" else hand[:-1]
    return [rest[0], rest[-1]]


def _next_hand(table: Table, end: str) -> float:
    gains = [table.card_gain(card) for card in _next_ends(_hand(table), end)]
    return max((gain for gain in gains if gain is not None), default=0.0)


def _play(table: Table, action: Action) -> float:
    hand = _hand(table)
    card = hand[0] if action["end"] == "left" else hand[-1]
    gain = table.card_gain(card)
    now = -1e9 if gain is None else gain
    return now + table.weights.next_hand_share * _next_hand(table, action["end"])


def _discard(table: Table, action: Action) -> float:
    return _next_hand(table, action["end"])


def _turn(table: Table) -> LuxorTurn:
    turn = table.data["turn"]
    assert turn is not None, "a move is asked in a turn"
    return turn


def _turn_card(table: Table) -> tuple[Card, int | None]:
    turn = _turn(table)
    card = turn["card"]
    assert card is not None, "a move follows the turn's card"
    return CARDS[card["id"]], turn["roll"]


def _adventurer(table: Table, action: Action) -> float:
    card, roll = _turn_card(table)
    return table.start_gain(action["at"], card, roll)


def _distance(table: Table, action: Action) -> float:
    card, _ = _turn_card(table)
    at = _turn(table)["at"]
    assert at is not None, "a distance is asked for a chosen adventurer"
    gain = table.move_gain(at, action["n"], card.kind == "one-fewer")
    return -1e9 if gain is None else gain


def _resolve(table: Table, action: Action) -> float:
    at = action["at"]
    return table.arrival(at, table.here[at])


def _reward(table: Table, action: Action) -> float:
    return table.reward(action["level"] if action["take"] == "card" else action["take"])


WORTH = {
    "card": _play,
    "discard": _discard,
    "adventurer": _adventurer,
    "distance": _distance,
    "resolve": _resolve,
    "reward": _reward,
}


# -- the score estimate -----------------------------------------------------------------------


def evaluate(state: State) -> list[float]:
    """Each seat's points if the game ended now, plus its hope while turns are left."""
    data = state.data
    entries = sum(positions.count(TOMB) for positions in data["adventurers"])
    hope = _hope(data["final_round"], entries, NORMAL)
    return [_estimate(data, seat, hope) for seat in range(len(data["adventurers"]))]


def _estimate(data: dict[str, Any], seat: int, hope: float) -> float:
    positions = data["adventurers"][seat]
    counts = [0] * len(TREASURE_TYPES)
    for tile_id in data["treasures"][seat]:
        counts[TREASURE_TYPES.index(TILES[tile_id].treasure)] += 1
    keys: int = data["keys"][seat]
    now: int = (
        data["score"][seat]
        + sum(map(wall_vp, positions))
        + sum(SARCOPHAGI[i] for i, owner in enumerate(data["sarcophagi"]) if owner == seat)
        + keys
        + sum(data["scarabs"][seat])
    )
    walking = sum(adventurer_hope(p, NORMAL) for p in positions if p != TOMB)
    cards = sum(NORMAL.card_worth[CARDS[card_id].kind] for card_id in data["hands"][seat])
    return (
        now
        + collection_vp(counts, data["wilds"][seat], NORMAL)
        + hope * (walking + key_hope(keys, NORMAL) + cards + _gathering(data, seat))
    )


def _gathering(data: dict[str, Any], seat: int) -> float:
    tiles = data["tiles"]
    total = 0.0
    for position, present in Counter(data["adventurers"][seat]).items():
        tile_id = tiles[position] if position != TOMB else None
        if tile_id is not None and TILES[tile_id].kind == "treasure":
            vp = TILES[tile_id].vp
            share = NORMAL.gather_share
            total += share * vp * min(present, TREASURE_NEEDS[vp]) / TREASURE_NEEDS[vp]
    return total
