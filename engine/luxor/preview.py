"""What an option will do, told before it is chosen (``Option.preview``, keys ``luxor-pv-*``).

Previews read only what the deciding seat may see: the board, every adventurer, supplies, its
own keys and treasures, the face-up Horus stacks and its own hand. A die card's outcome is
unknown until the roll; a scarab's value and the temple tile a taken treasure uncovers stay
unknown. Moves are followed as the rules play them: empty spaces are skipped
(``movement.walk``), Osiris tiles push on (chains included), the tomb takes a key, statues passed
wake the seat's sleepers, a tunnel leads to the next revealed tunnel.
"""

from __future__ import annotations

from typing import Any

from engine.core import Label
from engine.luxor import labels
from engine.luxor.board import (
    CARDS,
    SARCOPHAGI,
    SCARAB_VALUES,
    SPACES,
    STATUES_AFTER,
    TILES,
    TOMB,
    TOMB_ENTRIES_TO_END,
    TREASURE_NEEDS,
)
from engine.luxor.cards import distances
from engine.luxor.movement import movable, osiris_hops, reach, tomb_entries, walk, walk_to
from engine.luxor.tiles import is_tunnel, reward_choices

_SCARAB_RANGE = {"low": min(SCARAB_VALUES), "high": max(SCARAB_VALUES)}
_PLACES = (
    [Label("luxor-pv-stairs")]
    + [Label("luxor-pv-space", {"space": space}) for space in range(1, TOMB)]
    + [Label("luxor-pv-tomb-place")]
)


def place(position: int) -> Label:
    """A place as short as a button allows: ``stairs``, a space number, ``tomb``."""
    return _PLACES[position]


def _pv(key: str, **args: Any) -> Label:
    return Label(f"luxor-pv-{key}", args)


def joined(parts: list[Label], key: str = "pv-and") -> Label:
    """``a, b, c`` (``pv-and``) or ``a or b`` (``pv-or``), or another ``luxor-<key>`` taking
    ``a`` and ``b``, as nested labels."""
    text = parts[0]
    for part in parts[1:]:
        text = Label(f"luxor-{key}", {"a": text, "b": part})
    return text


class Reader:
    """One decision's reading of the data, limited to what the deciding seat may see."""

    def __init__(self, data: dict[str, Any], seat: int) -> None:
        self.data = data
        self.seat = seat
        self.tiles: list[int | None] = data["tiles"]
        self.keys: int = data["keys"][seat]
        self.mine: list[int] = data["adventurers"][seat]

    # -- where a move ends ----------------------------------------------------------------------

    def landing(self, start: int, end: int) -> tuple[Label, int]:
        """``start → end`` then every Osiris push, and where the adventurer settles."""
        path = _pv("path", start=place(start), end=place(end))
        if end == TOMB:
            return path, end
        for _, after, steps in osiris_hops(self.tiles, end):
            path = _pv("osiris", path=path, steps=steps, end=place(after))
            end = after
        return path, end

    def move(self, start: int, distance: int, fewer: bool = False) -> Label:
        """The whole outcome of moving the adventurer on ``start`` by ``distance``."""
        end = walk(self.tiles, start, distance)
        assert end is not None, "previews are made for legal moves only"
        return self.placed(start, end, fewer)

    def placed(self, start: int, end: int, fewer: bool = False) -> Label:
        path, final = self.landing(start, end)
        present = self.mine.count(final) + 1 - (final == start)
        what = self.arrival(final, present, fewer)
        woken = self.woken(start, final)
        if what is not None and woken:
            what = _pv("wakes", what=what, count=woken)
        elif woken:
            what = _pv("wakes-only", count=woken)
        return path if what is None else _pv("move", path=path, what=what)

    def woken(self, start: int, end: int) -> int:
        """Own sleepers that stand up as statues are passed forwards between ``start`` and
        ``end`` (Osiris legs included: they go forwards too)."""
        sleepers = self.data["sleepers"]
        return sum(
            1
            for statue, after in enumerate(STATUES_AFTER)
            if start <= after < end and self.seat in sleepers[statue]
        )

    def destination(self, start: int, distance: int) -> int:
        end = walk(self.tiles, start, distance)
        assert end is not None
        return self.landing(start, end)[1]

    # -- what the tile there does -----------------------------------------------------------------

    def arrival(self, position: int, present: int, fewer: bool = False) -> Label | None:
        """What resolving ``position`` with ``present`` own adventurers there would do."""
        if position == TOMB:
            return self.tomb()
        tile_id = self.tiles[position]
        if tile_id is None:
            return None
        tile = TILES[tile_id]
        if tile.kind == "treasure":
            needs = TREASURE_NEEDS[tile.vp] - (1 if fewer else 0)
            taken = present >= needs
            key = "treasure-taken" if taken else "treasure-short"
            text = _pv(
                key,
                treasure=labels.treasure(tile.treasure),
                vp=tile.vp,
                needs=needs,
                present=present,
            )
            icon = SPACES[position - 1].icon
            if taken and icon and self.data["temples"][icon]:
                text = _pv("temple-revealed", what=text)
            return text
        if tile.kind == "osiris":
            return _pv("osiris-stays")
        if is_tunnel(tile):
            return self.tunnel(position)
        rewards = self.rewards(position)
        if tile.kind == "horus":
            return _pv("horus", level=tile.levels[0], rewards=rewards)
        return _pv("temple", rewards=rewards)

    def tomb(self) -> Label:
        taken = len(self.data["sarcophagi"])
        vp = SARCOPHAGI[taken] if taken < len(SARCOPHAGI) else 0
        if tomb_entries(self.data) + 1 == TOMB_ENTRIES_TO_END:
            return _pv("tomb-last", sarcophagus=vp)
        return _pv("tomb", sarcophagus=vp)

    def tunnel(self, position: int) -> Label:
        for ahead in range(position + 1, len(self.tiles)):
            tile_id = self.tiles[ahead]
            if tile_id is not None and is_tunnel(TILES[tile_id]):
                woken = self.woken(position, ahead)
                exit_ = _pv("tunnel", end=place(ahead))
                return _pv("wakes", what=exit_, count=woken) if woken else exit_
        return _pv("tunnel-none")

    def rewards(self, position: int) -> Label:
        choices = reward_choices(self.data, position)
        if not choices:
            return _pv("nothing-left")
        return joined([self.reward_name(choice) for choice in choices], "pv-or")

    def reward_name(self, choice: int | str) -> Label:
        if isinstance(choice, int):
            top = self.data["horus"][choice - 1][-1]
            return _pv("r-horus-card", level=choice, card=labels.card(top))
        return _pv(f"r-{choice}")

    # -- per stage ---------------------------------------------------------------------------------

    def card(self, card_id: int) -> Label | None:
        """Where the card would take the seat's adventurers (a die card: unknown before the
        roll; a card with a choice of distance: the reach of each adventurer)."""
        card = CARDS[card_id]
        kind = card.kind
        if kind in ("die", "range-die"):
            return _pv("die")
        starts = movable(self.data, self.seat)
        if kind == "last-to-second-last":
            rear, target = starts[:2]
            return self.placed(rear, target)
        longest = {start: reach(self.tiles, start, self.keys) for start in starts}
        if kind == "move-all":
            moving = [s for s in sorted(starts, reverse=True) if card.n <= longest[s]]
            paths = [self.landing(s, walk_to(self.tiles, s, card.n))[0] for s in moving]
            return _pv("move-all", paths=joined(paths))
        options = []
        for start in starts:
            ends = self.reachable(start, card, None)
            if ends:
                options.append(_pv("reach", start=place(start), ends=ends))
        return joined(options) if options else None

    def reachable(self, start: int, card: Any, roll: int | None) -> Label | None:
        """The places the adventurer on ``start`` may end on with ``card`` (Osiris included)."""
        longest = reach(self.tiles, start, self.keys)
        ends = [
            self.destination(start, d)
            for d in distances(card, roll)
            if d <= longest and (d > 0 or start != 0)
        ]
        if not ends:
            return None
        return joined([place(end) for end in dict.fromkeys(ends)], "pv-or")

    def adventurer(self, start: int, card_id: int, roll: int | None) -> Label | None:
        """One distance: the whole outcome; several: where each may end."""
        card = CARDS[card_id]
        longest = reach(self.tiles, start, self.keys)
        allowed = [d for d in distances(card, roll) if d <= longest and (d > 0 or start != 0)]
        if len(allowed) == 1:
            return self.move(start, allowed[0], card.kind == "one-fewer")
        ends = self.reachable(start, card, roll)
        return None if ends is None else _pv("reach", start=place(start), ends=ends)

    def resolve(self, position: int) -> Label | None:
        return self.arrival(position, self.mine.count(position))

    def reward(self, choice: int | str) -> Label:
        if choice == "key":
            return _pv("get-key", before=self.keys, after=self.keys + 1)
        if choice == "scarab":
            return _pv("get-scarab", **_SCARAB_RANGE)
        if choice == "wild":
            wilds = self.data["wilds"][self.seat]
            return _pv("get-wild", before=wilds, after=wilds + 1)
        return _pv("get-card")
