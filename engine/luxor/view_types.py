"""The shape of a Luxor view (``View[LuxorView]``): what ``view`` builds and the renderer, the
AI, the alt texts and the previews read. Plain JSON data; the meaning of each key is in
``view.view_data`` (the table) and ``story`` (``last_turn``)."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from engine.core.model import CommonView, View


class LuxorCard(TypedDict):
    id: int
    kind: str
    n: int
    level: int


class LuxorSpace(TypedDict):
    """A space of the path; the keys after ``tile`` are its tile's (see ``view._space``)."""

    space: int
    wall_vp: int
    icon: str | None
    tile: str | None
    id: NotRequired[int]
    type: NotRequired[str]
    vp: NotRequired[int]
    needs: NotRequired[int]
    back: NotRequired[str]
    front: NotRequired[str]
    level: NotRequired[int]
    or_level: NotRequired[int]
    steps: NotRequired[int]


class LuxorPlayer(TypedDict):
    score: int
    public_score: int
    keys: int
    treasures: dict[str, list[int]]
    wilds: int
    scarabs: int
    revealed_scarabs: list[int] | None
    hand_size: int


class LuxorTurn(TypedDict):
    """The turn in progress."""

    stage: str
    card: LuxorCard | None
    roll: int | None
    at: int | None
    moved: list[int]
    gained: bool


class LuxorChosen(TypedDict):
    card: int
    end: Literal["left", "right"] | None


class LuxorSupply(TypedDict):
    keys: int
    scarabs: int
    wilds: int


LuxorMove = TypedDict(
    "LuxorMove",
    {"from": int, "to": int, "path": list[int], "by": Literal["card", "place", "tunnel"]},
)
"""One adventurer move (``from`` is a keyword, hence this spelling)."""


class LuxorTreasure(TypedDict):
    space: int
    id: int
    type: str
    vp: int


class LuxorHorusReward(TypedDict):
    level: int
    card: LuxorCard


class LuxorLastTurn(TypedDict):
    seat: int
    done: bool
    card: LuxorCard | None
    discarded: LuxorCard | None
    roll: int | None
    moves: list[LuxorMove]
    woke: list[int]
    tomb: list[int]
    resolved: int | None
    treasure: LuxorTreasure | None
    reward: str | LuxorHorusReward | None


class LuxorView(CommonView):
    stairs: int
    tomb: int
    tomb_wall_vp: int
    spaces: list[LuxorSpace]
    statues: list[int]
    sleepers: list[list[int]]
    adventurers: list[list[int]]
    sarcophagi: list[int | None]
    sarcophagus_vp: list[int]
    players: list[LuxorPlayer]
    first: int
    current: int | None
    round: int
    final_round: bool
    moved_this_round: bool
    turn: LuxorTurn | None
    horus_tops: list[LuxorCard | None]
    horus_sizes: list[int]
    deck_size: int
    discard: list[LuxorCard]
    temple_stacks: dict[str, int]
    supply: LuxorSupply
    osiris_box: list[int]
    hand: list[LuxorCard] | None
    chosen: LuxorChosen | None
    my_scarabs: list[int] | None
    last_turn: LuxorLastTurn | None


def own(view: View[LuxorView]) -> tuple[int, list[LuxorCard], list[int]]:
    """The viewing seat, its hand and its scarabs' values, which a spectator's view does not
    have."""
    seat, hand, scarabs = view.seat, view.data["hand"], view.data["my_scarabs"]
    if seat is None or hand is None or scarabs is None:
        raise ValueError("a spectator's view has no seat of its own")
    return seat, hand, scarabs
