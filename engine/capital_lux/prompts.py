"""What each seat must decide now.

``pending`` runs twice per action, so prompts are built once per card or per hand and shared
(they are frozen dataclasses; their option actions must not be mutated by callers).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.capital_lux.cards import (
    CARD_LABELS,
    CARDS,
    COLOUR_LABELS,
    COLOUR_MASKS,
    COLOUR_OF,
    MODIFIERS,
    POWER_LABELS,
    distinct,
    modifier_text,
    pile_total,
)
from engine.capital_lux.round_end import excess
from engine.capital_lux.turns import cleric_colours
from engine.core import Label, Option, Prompt

PICK_OPTIONS = tuple(Option({"do": "pick", "card": card}, CARD_LABELS[card]) for card in CARDS)
PICK_LABELS = {count: Label("capital-lux-prompt-pick", {"count": count}) for count in (1, 2)}
CHOOSE_OPTIONS = tuple(Option({"do": "choose", "card": card}, CARD_LABELS[card]) for card in CARDS)
PLAY_LABEL = Label("capital-lux-prompt-play")
DESTINATION_PROMPTS = tuple(
    Prompt(
        "destination",
        Label("capital-lux-prompt-destination", {"card": CARD_LABELS[card]}),
        (
            Option({"do": "home", "card": card}, Label("capital-lux-opt-home"), "primary"),
            Option(
                {"do": "capital", "card": card},
                Label("capital-lux-opt-capital", {"power": POWER_LABELS[COLOUR_OF[card]]}),
                "success",
            ),
        ),
    )
    for card in CARDS
)
COLUMN_OPTIONS = tuple(
    Option({"do": "place", "column": column}, Label("capital-lux-opt-column", {"colour": label}))
    for column, label in enumerate(COLOUR_LABELS)
)
AGENT_PROMPTS = tuple(
    Prompt(
        "agent", Label("capital-lux-prompt-agent", {"value": modifier_text(mod)}), COLUMN_OPTIONS
    )
    for mod in MODIFIERS
)
CLERIC_LABEL = Label("capital-lux-prompt-cleric")


def pending(data: dict[str, Any]) -> dict[int, Prompt]:
    phase = data["phase"]
    if phase == "draft":
        packets = data["draft"]["packets"]
        return {
            seat: _pick_prompt(packets[seat], owed)
            for seat, owed in enumerate(data["draft"]["to_pick"])
            if owed
        }
    if phase == "play":
        seat = data["turn"]
        return {} if seat is None else {seat: _turn_prompt(data, seat)}
    if phase == "limits":
        return {
            seat: _limit_prompt(data, seat, colours[0])
            for seat, colours in enumerate(data["over_limit"])
            if colours
        }
    return {}


@lru_cache(maxsize=16384)
def _pick_prompt(packet: int, owed: int) -> Prompt:
    return Prompt("pick", PICK_LABELS[owed], tuple(PICK_OPTIONS[card] for card in distinct(packet)))


def _turn_prompt(data: dict[str, Any], seat: int) -> Prompt:
    """Choose a card, then where it goes; then the Agent's column or the Cleric's colour."""
    agent_mod: int | None = data["agent_mod"]
    if agent_mod is not None:
        return AGENT_PROMPTS[agent_mod]
    if data["cleric"]:
        return Prompt(
            "cleric",
            CLERIC_LABEL,
            tuple(_cleric_option(data, colour) for colour in cleric_colours(data)),
        )
    chosen = data["chosen"]
    return _play_prompt(data["hands"][seat]) if chosen is None else DESTINATION_PROMPTS[chosen]


@lru_cache(maxsize=16384)
def _play_prompt(hand: int) -> Prompt:
    cards = distinct(hand)
    if len(cards) > 1:
        return Prompt("play", PLAY_LABEL, tuple(CHOOSE_OPTIONS[card] for card in cards))
    # Decision: a hand of copies of one card skips the card choice.
    return DESTINATION_PROMPTS[cards[0]]


def _cleric_option(data: dict[str, Any], colour: int) -> Option:
    column = data["capital"] & COLOUR_MASKS[colour]
    lowest = (column & -column).bit_length() - 1
    return Option(
        {"do": "take", "colour": colour},
        Label("capital-lux-opt-take", {"card": CARD_LABELS[lowest]}),
    )


def _limit_prompt(data: dict[str, Any], seat: int, colour: int) -> Prompt:
    cost = excess(data, seat, colour)
    home = data["homes"][seat] & COLOUR_MASKS[colour]
    colour_label = COLOUR_LABELS[colour]
    return Prompt(
        "limit",
        Label(
            "capital-lux-prompt-limit",
            {
                "colour": colour_label,
                "home": pile_total(home, colour),
                "limit": data["report"]["limits"][colour],
                "cost": cost,
                "coins": data["coins"][seat],
            },
        ),
        (
            Option(
                {"do": "pay", "colour": colour},
                Label("capital-lux-opt-pay", {"coins": cost}),
                "primary",
            ),
            Option(
                {"do": "discard", "colour": colour},
                Label(
                    "capital-lux-opt-discard", {"cards": home.bit_count(), "colour": colour_label}
                ),
                "danger",
            ),
        ),
    )
