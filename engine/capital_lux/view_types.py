"""The shape of a Capital Lux view (``View[CapitalLuxView]``): what ``views`` builds and the
renderer, the AI, the alt texts and the previews read. Plain JSON data; the meaning of each key
is in ``views`` (the table) and ``story`` (``last_turn``)."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from engine.core.model import CommonView, View

Phase = Literal["draft", "play", "limits", "over"]
Power = Literal["agent", "cleric"]
"""A power being carried out after its card was played."""


class CapitalLuxLastTurn(TypedDict):
    seat: int
    done: bool
    card: int | None
    colour: int | None
    value: int | None
    to: Literal["home", "capital"]
    power: str | None
    drew: int
    coin: int
    column: int | None
    took: int | None


class CapitalLuxPlayer(TypedDict):
    public_score: int
    revealed_bonus: list[int] | None


class CapitalLuxDraft(TypedDict):
    """Per seat: cards left to pick from, cards picked, picks still owed in this step."""

    step: int
    cards: list[int]
    picked: list[int]
    to_pick: list[int]


class CapitalLuxRoundEnd(TypedDict):
    round: int
    modifiers: list[list[int]]
    """``[column, placer, value]``"""
    limits: list[int]
    decisions: list[list[int]]
    """``[seat, colour, gold paid, cards discarded]``"""
    bonus: list[list[int]]
    """``[seat, colour]``"""
    discarded_points: list[list[int]]
    """``[seat, colour, points]``"""


class CapitalLuxModifier(TypedDict):
    colour: int
    value: int


class CapitalLuxPass(TypedDict):
    """Cards the seat passed on at one draft step of this round, to its left neighbour ``to``."""

    step: int
    to: int
    cards: list[int]


class CapitalLuxPrivate(TypedDict):
    """What only the viewing seat sees (``me``)."""

    seat: int
    hand: list[int]
    draft_cards: list[int]
    picks: list[int]
    chosen: int | None
    drawn_modifier: int | None
    modifiers: list[CapitalLuxModifier]
    bonus: list[int]
    passed: list[CapitalLuxPass]
    """This round's draft steps at which the seat passed cards on, in step order."""


class CapitalLuxChoice(TypedDict, total=False):
    """``chosen``: ``{"card": id}``, ``{"power": "agent", "modifier": value}`` or
    ``{"power": "cleric"}``."""

    card: int
    power: Power
    modifier: int


class CapitalLuxView(CommonView):
    colours: list[str]
    values_in_colour: list[int]
    round: int
    phase: Phase
    start_player: int
    opening_modifiers: list[int] | None
    turn: int | None
    power: Power | None
    final_turns: list[int] | None
    deck: int
    modifier_pile: int
    supply: int
    capital: list[int]
    modifiers: list[list[int]]
    """``[column, placer]``, in column order"""
    discard: list[int]
    homes: list[list[int]]
    home_totals: list[list[int]]
    coins: list[int]
    hand_sizes: list[int]
    draft: CapitalLuxDraft | None
    bonus_cards: list[int]
    players: list[CapitalLuxPlayer]
    over_limit: list[list[int]] | None
    round_end: CapitalLuxRoundEnd | None
    last_turn: CapitalLuxLastTurn | None
    me: CapitalLuxPrivate | None
    chosen: NotRequired[CapitalLuxChoice | None]
    """In a seat's own view only."""


def own(view: View[CapitalLuxView]) -> CapitalLuxPrivate:
    """What only the viewing seat sees (``me``), which a spectator's view does not have."""
    me = view.data["me"]
    if me is None:
        raise ValueError("a spectator's view has no seat of its own")
    return me
