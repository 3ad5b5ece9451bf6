"""The 52 cards as data. A card is an int id 0–51; its kind says what it does."""

from __future__ import annotations

DECK: tuple[tuple[str, int], ...] = (
    ("base", 6),
    ("columns", 6),
    ("pyramid", 6),
    ("statues", 6),
    ("mausolus", 3),
    ("artemisia", 3),
    ("architects", 3),
    ("sculptors", 3),
    ("earthquake", 2),
    ("invasion", 3),
    ("discovery", 3),
    ("exchange", 3),
    ("theft", 3),
    ("protection", 2),
)
"""Each kind with its number of copies, in the order cards are numbered and listed."""

KINDS: tuple[str, ...] = tuple(kind for kind, _ in DECK)
KIND_OF: tuple[str, ...] = tuple(kind for kind, copies in DECK for _ in range(copies))
"""``KIND_OF[card]`` is the kind of card ``card``."""
CARD_COUNT = len(KIND_OF)
KIND_RANK: dict[str, int] = {kind: rank for rank, kind in enumerate(KINDS)}

CONSTRUCTIONS: tuple[str, ...] = ("base", "columns", "pyramid", "statues")
CHARACTERS: tuple[str, ...] = ("mausolus", "artemisia", "architects", "sculptors")
GUARDS: tuple[str, ...] = ("architects", "sculptors")
AREA_KINDS: tuple[str, ...] = (*CONSTRUCTIONS, *CHARACTERS, "protection")
"""What a construction area can hold (Architects/Sculptors there are standing guards)."""

AREA_ATTACKS: tuple[str, ...] = ("earthquake", "invasion")
HAND_ATTACKS: tuple[str, ...] = ("exchange", "theft")
ATTACKS: tuple[str, ...] = (*AREA_ATTACKS, *HAND_ATTACKS)
DEFENCE_AGAINST: dict[str, str] = {
    "earthquake": "architects",
    "invasion": "architects",
    "exchange": "sculptors",
    "theft": "sculptors",
}

STARTING_HAND = 5
HAND_LIMIT = 5
ARTEMISIA_DRAWS = 2


def distinct_kinds(cards: list[int]) -> list[str]:
    """The kinds among ``cards``, each once, in deck order."""
    return sorted({KIND_OF[card] for card in cards}, key=KIND_RANK.__getitem__)
