"""Every number of Luxor's board and components, in one place.

The rulebooks lost their pictures, so the board layout, the Horus card mix, the temple fronts and
the treasure requirements are a reconstruction (``docs/rules/luxor.md``, marked R there).
Correct them here; the rules code reads only these tables and never a literal space or count.
"""

from __future__ import annotations

from typing import NamedTuple

# -- the path ------------------------------------------------------------------------------------


class Space(NamedTuple):
    kind: str
    """``treasure``, ``horus`` or ``osiris``: what is placed on the space at setup."""
    wall_vp: int
    icon: str | None = None
    """The temple back printed under a treasure space, revealed when its treasure is taken."""
    horus_level: int = 0


def _treasure(wall_vp: int, icon: str | None = None) -> Space:
    return Space("treasure", wall_vp, icon)


def _horus(level: int, wall_vp: int) -> Space:
    return Space("horus", wall_vp, None, level)


def _osiris(wall_vp: int) -> Space:
    return Space("osiris", wall_vp)


SPACES: tuple[Space, ...] = (
    _treasure(1),  # 1
    _treasure(1, "falcon"),
    _treasure(1),
    _treasure(1, "cobra"),
    _horus(1, 2),  # 5
    _treasure(2),
    _treasure(2, "lion"),
    _osiris(2),
    _treasure(3, "falcon"),
    _treasure(3),  # 10
    _horus(1, 3),
    _treasure(3),
    _treasure(4, "cobra"),
    _treasure(4),
    _treasure(4),  # 15
    _osiris(4),
    _treasure(5, "falcon"),
    _treasure(5),
    _horus(2, 5),
    _treasure(5, "lion"),  # 20
    _treasure(6),
    _treasure(6, "cobra"),
    _osiris(6),
    _treasure(6),
    _horus(2, 7),  # 25
    _treasure(7),
    _treasure(7, "falcon"),
    _treasure(7),
    _osiris(8),
    _treasure(8, "lion"),  # 30
    _treasure(8),
    _horus(3, 8),
    _treasure(10, "cobra"),
    _treasure(10, "falcon"),
    _treasure(10),  # 35
    _treasure(10),
    _horus(3, 13),
    _treasure(13, "lion"),
    _treasure(13, "falcon"),
    _treasure(13),  # 40
)
"""Spaces 1..40 in path order; ``SPACES[i - 1]`` is space ``i``."""

STAIRS = 0
"""The start (position 0); it holds no tile and scores nothing."""
LAST_SPACE = len(SPACES)
TOMB = LAST_SPACE + 1
"""The tomb chamber: one step beyond the last tile."""
TOMB_WALL_VP = 15

STATUES_AFTER: tuple[int, ...] = (6, 14, 24)
"""Each Anubis statue stands between space ``n`` and space ``n + 1``; it is never a space."""


def wall_vp(position: int) -> int:
    """What an adventurer standing at ``position`` scores at the end (stairs: 0, tomb: 15)."""
    if position == TOMB:
        return TOMB_WALL_VP
    if position == STAIRS:
        return 0
    return SPACES[position - 1].wall_vp


# -- cards ---------------------------------------------------------------------------------------


class Card(NamedTuple):
    kind: str
    """``step`` (N), ``plus-minus`` (±1), ``die``, ``range`` (1–N), ``range-die`` (1–die),
    ``move-all`` (N), ``one-fewer`` (exactly N, a treasure needing one adventurer fewer) or
    ``last-to-second-last``."""
    n: int = 0
    level: int = 0
    """Horus level (eyes); 0 for a basic card."""


BASIC_CARDS: tuple[tuple[Card, int], ...] = (
    (Card("step", 1), 6),
    (Card("plus-minus", 1), 5),
    (Card("step", 2), 4),
    (Card("step", 3), 4),
    (Card("step", 4), 4),
    (Card("step", 5), 4),
    (Card("die"), 4),
)
"""31 basic cards: (card, copies)."""

HORUS_CARDS: dict[int, tuple[tuple[Card, int], ...]] = {
    1: (
        (Card("range", 3, 1), 2),
        (Card("range", 4, 1), 1),
        (Card("move-all", 1, 1), 2),
        (Card("one-fewer", 1, 1), 2),
        (Card("last-to-second-last", 0, 1), 1),
    ),
    2: (
        (Card("range", 4, 2), 1),
        (Card("range", 5, 2), 2),
        (Card("range-die", 0, 2), 2),
        (Card("move-all", 2, 2), 1),
        (Card("one-fewer", 2, 2), 1),
        (Card("last-to-second-last", 0, 2), 1),
    ),
    3: (
        (Card("range", 5, 3), 1),
        (Card("range", 6, 3), 2),
        (Card("range-die", 0, 3), 1),
        (Card("move-all", 2, 3), 2),
        (Card("one-fewer", 3, 3), 1),
        (Card("last-to-second-last", 0, 3), 1),
    ),
}
"""8 Horus cards per level (R): (card, copies)."""

HORUS_LEVELS: tuple[int, ...] = tuple(HORUS_CARDS)


def _expand(mix: tuple[tuple[Card, int], ...]) -> list[Card]:
    return [card for card, copies in mix for _ in range(copies)]


CARDS: tuple[Card, ...] = tuple(
    _expand(BASIC_CARDS) + [card for level in HORUS_LEVELS for card in _expand(HORUS_CARDS[level])]
)
"""All 55 cards; a card is identified by its index here."""

HAND_SIZE = 5
HAND_MIDDLE = 2
"""A gained card goes between the first two and the last two of the remaining four."""
DIE_SIDES = 6

# -- tiles ---------------------------------------------------------------------------------------


class Tile(NamedTuple):
    """One physical tile: a treasure, a temple tile, a Horus tile or an Osiris tile."""

    kind: str
    treasure: str = ""
    """Treasure type: vase, jewel or statue."""
    vp: int = 0
    back: str = ""
    """Temple back: cobra, falcon or lion."""
    front: str = ""
    """Temple front: ``tunnel``, ``wild``, ``scarab``, ``scarab-or-wild`` or ``favour``."""
    levels: tuple[int, ...] = ()
    """The Horus levels a Horus tile (one) or a Horus favour temple tile (two) gives cards of."""
    steps: int = 0
    """How far an Osiris tile pushes an adventurer on."""


TREASURE_TYPES: tuple[str, ...] = ("vase", "jewel", "statue")
TREASURE_VALUES: tuple[tuple[int, int], ...] = ((1, 1), (3, 4), (4, 3), (5, 1), (6, 1))
"""Per treasure type: (VP, copies)."""
TREASURE_NEEDS: dict[int, int] = {1: 1, 3: 1, 4: 2, 5: 2, 6: 3}
"""Own adventurers that must stand on a treasure of this VP to take it (R)."""

TEMPLE_FRONTS: dict[str, tuple[tuple[Tile, int], ...]] = {
    "cobra": ((Tile("temple", back="cobra", front="tunnel"), 4),),
    "falcon": (
        (Tile("temple", back="falcon", front="wild"), 3),
        (Tile("temple", back="falcon", front="scarab-or-wild"), 1),
        (Tile("temple", back="falcon", front="favour", levels=(1, 2)), 1),
        (Tile("temple", back="falcon", front="favour", levels=(2, 3)), 1),
    ),
    "lion": ((Tile("temple", back="lion", front="scarab"), 4),),
}
"""Temple tile fronts per back (R): (tile, copies)."""

OSIRIS_VALUES: tuple[int, ...] = (1, 2, 2, 3, 3, 4)
"""Six Osiris tiles; one is dealt to every Osiris space, the rest go back to the box."""

TILES: tuple[Tile, ...] = (
    tuple(
        Tile("treasure", treasure=kind, vp=vp)
        for kind in TREASURE_TYPES
        for vp, copies in TREASURE_VALUES
        for _ in range(copies)
    )
    + tuple(
        tile
        for back in TEMPLE_FRONTS
        for tile, copies in TEMPLE_FRONTS[back]
        for _ in range(copies)
    )
    + tuple(Tile("horus", levels=(space.horus_level,)) for space in SPACES if space.kind == "horus")
    + tuple(Tile("osiris", steps=steps) for steps in OSIRIS_VALUES)
)
"""Every tile of the game; a tile is identified by its index here."""


def tiles_of(kind: str) -> list[int]:
    """The ids of every tile of one kind."""
    return [tile_id for tile_id, tile in enumerate(TILES) if tile.kind == kind]


SCARAB_VALUES: tuple[int, ...] = (1,) * 4 + (2,) * 8 + (3,) * 6 + (4,) * 4
KEYS = 20
WILDS = 18
SARCOPHAGI: tuple[int, ...] = (5, 3)
"""VP of the sarcophagus taken by the first, second, … adventurer into the tomb."""
TOMB_ENTRIES_TO_END = 2
"""The round in which this many adventurers have entered the tomb is the last."""

# -- players -------------------------------------------------------------------------------------

MIN_PLAYERS = 2
MAX_PLAYERS = 4

ADVENTURERS = 5
STARTING_ON_STAIRS = 2
"""The others lie one at each statue."""

# -- final scoring -------------------------------------------------------------------------------

SET_VP: tuple[int, ...] = (0, 3, 7, 12, 18, 25, 33, 42, 52)
"""VP by number of complete treasure sets; more sets than listed score the last entry."""
MAX_WILDS_PER_SET = 2
