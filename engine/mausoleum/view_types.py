"""The shape of a Mausoléu view (``View[MausoleumView]``): what ``views`` builds and the
renderer, the AI, the alt texts and the previews read. Plain JSON data; the meaning of each key
is in ``views`` (the table) and ``story`` (``last_turn``)."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.core.model import CommonView, View


class MausoleumCard(TypedDict):
    id: int
    kind: str


class MausoleumPlayer(TypedDict):
    """One seat's row (see ``views._player``)."""

    hand_size: int
    constructions: dict[str, list[int]]
    complete_sets: int
    points: int
    public_score: int
    mausolus: list[int]
    artemisia: list[int]
    guards: dict[str, list[int]]
    protection: list[int]
    characters_used: list[str]


class MausoleumChoice(TypedDict):
    """``chosen``: the card played whose effect awaits a choice, and its target once named."""

    card: int
    target: int | None


class MausoleumLastTurn(TypedDict):
    seat: int
    done: bool
    card: MausoleumCard | None
    target: int | None
    outcome: str | None
    defence: str | None
    hit: MausoleumCard | None
    took: int
    gave: int
    recovered: MausoleumCard | None
    drew: int
    discarded: list[MausoleumCard]


class MausoleumView(CommonView):
    turn: int
    step: str
    players: list[MausoleumPlayer]
    draw_size: int
    discard: list[MausoleumCard]
    discard_top: MausoleumCard | None
    discard_size: int
    card_in_play: MausoleumCard | None
    target: int | None
    awaiting_defence: bool
    passes_in_row: int
    hand: list[MausoleumCard] | None
    last_turn: MausoleumLastTurn | None
    chosen: NotRequired[MausoleumChoice | None]
    """In a seat's own view only."""


def own(view: View[MausoleumView]) -> tuple[int, list[MausoleumCard]]:
    """The viewing seat and its hand, which a spectator's view does not have."""
    if view.seat is None:
        raise ValueError("a spectator's view has no seat of its own")
    return view.seat, hand_of(view.data)


def hand_of(data: MausoleumView) -> list[MausoleumCard]:
    """The viewing seat's hand, which a spectator's view does not have."""
    hand = data["hand"]
    if hand is None:
        raise ValueError("a spectator's view has no hand")
    return hand


def played_kind(data: MausoleumView) -> str:
    """The kind of the card being played, at the steps that follow one (a target, a defence, a
    construction, a card to give or to recover)."""
    card = data["card_in_play"]
    if card is None:
        raise ValueError("no card is being played")
    return card["kind"]


def named_target(data: MausoleumView) -> int:
    """The seat the attack being played names, once named."""
    target = data["target"]
    if target is None:
        raise ValueError("no target is named")
    return target
