"""Components: profession cards, modifiers, coins, and the labels that name them.

A profession card is an int 0..71: ``colour = card // 18``, its value is ``VALUE_OF[card]``.
A set of cards (deck, hand, home city, Capital…) is stored as a bit mask, card ``c`` being bit
``c``: a state then copies and serialises as a handful of integers, which keeps random playouts
fast. Colour ``k`` holds bits ``18k..18k+17``, ascending in value, so the lowest set bit of a
colour is its lowest card and the highest set bit its highest.

A modifier is an int 0..3, ordered from the highest value (+4) to the lowest (-3).
"""

from __future__ import annotations

from engine.core import Label

COLOURS: tuple[str, ...] = ("green", "yellow", "blue", "pink")
GREEN, YELLOW, BLUE, PINK = range(4)
POWERS: tuple[str, ...] = ("scientist", "merchant", "agent", "cleric")
CLERIC_COLOURS: tuple[int, ...] = (BLUE, YELLOW, GREEN)
"""The colours a Cleric may take from, in the order the rulebook names them; never pink."""

PER_COLOUR = 18
VALUES_IN_COLOUR: tuple[int, ...] = (2,) * 3 + (3,) * 4 + (4,) * 4 + (5,) * 4 + (6,) * 3
CARD_COUNT = PER_COLOUR * len(COLOURS)
CARDS = range(CARD_COUNT)
COLOUR_OF: tuple[int, ...] = tuple(card // PER_COLOUR for card in CARDS)
VALUE_OF: tuple[int, ...] = tuple(VALUES_IN_COLOUR[card % PER_COLOUR] for card in CARDS)
TIE_BREAK_VALUES: tuple[int, ...] = (6, 5, 4, 3, 2)

ALL_CARDS = (1 << CARD_COUNT) - 1
COLOUR_MASKS: tuple[int, ...] = tuple(
    ((1 << PER_COLOUR) - 1) << (PER_COLOUR * colour) for colour in range(len(COLOURS))
)
SAME_KIND: tuple[int, ...] = tuple(
    sum(
        1 << other
        for other in CARDS
        if COLOUR_OF[other] == COLOUR_OF[card] and VALUE_OF[other] == VALUE_OF[card]
    )
    for card in CARDS
)
"""Per card, the mask of its copies (same colour and value)."""
VALUE_MASKS: dict[int, int] = {
    value: sum(1 << card for card in CARDS if VALUE_OF[card] == value) for value in TIE_BREAK_VALUES
}

MODIFIER_VALUES: tuple[int, ...] = (4, 2, -1, -3)
MODIFIERS = range(len(MODIFIER_VALUES))

COINS = 8
ROUNDS = 3
PICKS_PER_STEP = 2
DRAFT_STEPS = 2


def hand_size(players: int) -> int:
    return 5 if players == 4 else 6


_CHUNK = 12
_CHUNK_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(_CHUNK * index + bit for bit in range(_CHUNK) if chunk >> bit & 1)
        for chunk in range(1 << _CHUNK)
    )
    for index in range(CARD_COUNT // _CHUNK)
)
"""Per 12-bit chunk of a mask (six of them) and chunk value, the card ids it holds."""
_C0, _C1, _C2, _C3, _C4, _C5 = _CHUNK_CARDS


def cards_in(mask: int) -> list[int]:
    """The card ids of a mask, ascending (six table look-ups: views run this constantly)."""
    if not mask:
        return []
    return [
        *_C0[mask & 4095],
        *_C1[mask >> 12 & 4095],
        *_C2[mask >> 24 & 4095],
        *_C3[mask >> 36 & 4095],
        *_C4[mask >> 48 & 4095],
        *_C5[mask >> 60 & 4095],
    ]


def mask_of(cards: list[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


_HALF = PER_COLOUR // 2
_HALF_TOTALS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(VALUES_IN_COLOUR[offset + bit] for bit in range(_HALF) if field >> bit & 1)
        for field in range(1 << _HALF)
    )
    for offset in (0, _HALF)
)
"""Per half of a colour's 18 bits and its value, the total of the cards it holds."""


def pile_total(mask: int, colour: int) -> int:
    """The total value of one colour's cards in a mask (two table look-ups)."""
    field = mask >> (PER_COLOUR * colour)
    return _HALF_TOTALS[0][field & 511] + _HALF_TOTALS[1][(field >> _HALF) & 511]


def mask_total(mask: int) -> int:
    return sum(value * (mask & values).bit_count() for value, values in VALUE_MASKS.items())


def distinct(mask: int) -> list[int]:
    """One card per colour and value (the lowest id): copies are the same choice, so a prompt
    offers each only once."""
    chosen = []
    while mask:
        card = (mask & -mask).bit_length() - 1
        chosen.append(card)
        mask &= ~SAME_KIND[card]
    return chosen


def modifier_text(modifier: int) -> str:
    """``+4`` / ``-3``: the signed form printed on the card, which Fluent numbers would drop."""
    return f"{MODIFIER_VALUES[modifier]:+d}"


COLOUR_LABELS: tuple[Label, ...] = tuple(Label(f"capital-lux-colour-{c}") for c in COLOURS)
POWER_LABELS: tuple[Label, ...] = tuple(Label(f"capital-lux-power-{p}") for p in POWERS)
CARD_LABELS: tuple[Label, ...] = tuple(
    Label("capital-lux-card", {"colour": COLOUR_LABELS[COLOUR_OF[card]], "value": VALUE_OF[card]})
    for card in CARDS
)
