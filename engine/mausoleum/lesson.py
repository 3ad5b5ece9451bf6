"""The Guardians of the Mausoleum lesson (``/learn``), as data (see ``engine.core.lessons``).

A two-player game near its end, the learner (seat 0) against a scripted seat: the learner
completes a set, reveals Sculptors against a Theft, guards their area with a Protection, shakes
the rival's set with an Earthquake, draws with Artemisia II and discards down to the limit,
brings a Mausolus back with an Archaeological Discovery and plays it, builds a second set, then
passes out the game once the draw pile is empty. The deck is stacked as a shuffle could have
dealt it: every one of the 52 cards is somewhere (hands, areas, draw and discard piles).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import State, View
from engine.core.lessons import CARD, Lesson, Place, Step
from engine.mausoleum import GAME, turn
from engine.mausoleum.cards import CARD_COUNT, KIND_OF
from engine.mausoleum.table import new_table
from engine.mausoleum.view_types import MausoleumView, own

LEARNER, RIVAL = 0, 1

AREAS = ((0, 6, 12), (1, 7, 13, 19))
"""Base, Columns, Pyramid for the learner; a complete set for the rival."""
HANDS = ((18, 27, 33, 36, 41), (2, 8, 14, 38, 47))
"""The learner: Statues, Artemisia II, Sculptors, Earthquake, Archaeological Discovery. The
rival: Base, Columns, Pyramid, Invasion, Theft."""
DRAWS = (50, 20, 3, 9, 10, 16, 15, 4, 21, 5, 44, 22, 34, 23, 48, 11, 39, 17, 30, 28, 31, 29)
"""The draw pile in the order it is drawn: the learner's first card is a Protection; Artemisia
II brings the Base and Statues of a second set."""
SEED = 37
"""The random generator's seed (a Theft let through takes a random card)."""


def start() -> State:
    """The position, laid out on a new table, and the learner's turn begun (a card drawn)."""
    state = GAME.setup(len(HANDS), SEED)
    data = new_table(len(HANDS))
    for seat, (area, hand) in enumerate(zip(AREAS, HANDS, strict=True)):
        for card in area:
            data["areas"][seat][KIND_OF[card]].append(card)
        data["hands"][seat].extend(sorted(hand))
    placed = {card for cards in (*AREAS, *HANDS, DRAWS) for card in cards}
    data["draw"] = list(reversed(DRAWS))  # the top card last
    data["discard"] = [card for card in range(CARD_COUNT) if card not in placed]
    state.data = data
    turn.start_turn(state, LEARNER)
    return state


def figures(view: View[MausoleumView]) -> Mapping[str, int]:
    """What the texts may name: the learner's points, sets and hand, the rival's points, the
    draw pile's size (all in the learner's view)."""
    data = view.data
    learner, rival = data["players"][LEARNER], data["players"][RIVAL]
    _, hand = own(view)
    return {
        "points": learner["points"],
        "sets": learner["complete_sets"],
        "hand": len(hand),
        "rival": rival["points"],
        "draw": data["draw_size"],
    }


def _play(card: int) -> dict[str, Any]:
    return {"do": "play", "card": card}


def _area(seat: int) -> Place:
    """A player's area, ringed on the table image."""
    return ("area", seat)


def _card(card: int) -> Place:
    """A card of the learner's hand, ringed on the hand image."""
    return (CARD, card)


LESSON = Lesson(
    game=GAME.id,
    players=len(HANDS),
    start=start,
    script=(_play(47), _play(38), {"do": "construction", "card": 18}, _play(20), {"do": "pass"}),
    steps=(
        Step(
            "set",
            "play",
            ("turn", "cards", "scoring"),
            _play(18),
            keep=True,
            marks=(_card(18), _area(LEARNER)),
        ),
        Step("defend", "defend", ("defence",), {"do": "defend", "card": 33}, marks=(_card(33),)),
        Step("protection", "play", ("cards", "defence"), _play(50), marks=(_card(50),)),
        Step("earthquake", "play", ("attacks",), _play(36), marks=(_card(36), _area(RIVAL))),
        Step("construction", "construction", ("attacks",), marks=(_area(RIVAL),)),
        Step("artemisia", "play", ("cards",), _play(27), marks=(_card(27),)),
        Step("limit", "discard", ("turn",), {"do": "discard", "card": 3}, marks=(_card(3),)),
        Step("discovery", "play", ("discovery",), _play(41), marks=(_card(41),)),
        Step("recover", "recover", ("discovery",), {"do": "recover", "card": 26}),
        Step(
            "limit-again", "discard", ("turn",), {"do": "discard", "card": 44}, marks=(_card(44),)
        ),
        Step(
            "mausolus",
            "play",
            ("cards", "scoring"),
            _play(26),
            marks=(_card(26), _area(LEARNER)),
        ),
        *(
            Step("build", "play", ("scoring",), _play(card), marks=(_card(card),))
            for card in (4, 10, 15, 21)
        ),
        Step("pass", "play", ("end",), {"do": "pass"}),
    ),
    figures=figures,
)
