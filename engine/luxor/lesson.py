"""The Luxor lesson (``/learn``), as data (see ``engine.core.lessons``).

A two-player game near its end, the learner (seat 0) against a scripted seat whose first
adventurer already lies in the tomb: the learner plays an end card of their hand to take a
treasure, rides an Osiris tile past an Anubis statue (waking an adventurer of theirs) onto a
Horus tile and takes a Horus card, takes a wild treasure from a temple tile, takes a treasure that
needs two adventurers, plays the Horus card (now at an end of the hand) onto the last Horus tile
for a key, and enters the tomb with it: the second adventurer in, so the round is the last. The
position is laid out on the engine's own new game; every card and tile is somewhere (hands,
deck, discard pile, Horus stacks; board, temple stacks, players' treasures, the box).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Action, State, View
from engine.core.lessons import CARD, Lesson, Place, Step
from engine.luxor import GAME
from engine.luxor.board import KEYS, STAIRS, TILES, TOMB, tiles_of
from engine.luxor.turn import begin_turn
from engine.luxor.view_types import LuxorView

LEARNER, RIVAL = 0, 1

BOARD: tuple[int | None, ...] = (
    *(1, 4, 5, 6, 44, 7, 8, 53, 9, 12, 45, 13, 14, 15, 16),  # spaces 1–15
    *(55, 17, 18, 46, 19, 22, 23, 51, 24, 47, None, 37, 11, 50, 25),  # 16–30
    *(None, 48, 26, 27, None, None, 49, 28, 29, None),  # 31–40
)
"""The tile on each space 1–40 (``None``: taken earlier). The learner's road: a jewel worth 3
on 28, the Osiris tiles 2 on 23 and 1 on 29, the Horus tiles of level 2 on 25 and 3 on 32 and
37, a temple tile (scarab or wild) on 27, a statue worth 4 on 30 (two adventurers needed)."""
TAKEN = ((2, 21), (0, 10, 20, 3))
"""Treasures taken earlier: the learner's vase and statue worth 3 (from 26 and 27), the rival's
vase, jewel and statue worth 1 and vase worth 3 (from 31, 35, 36 and 40)."""
ADVENTURERS = ((18, 22, 25, 30), (3, 9, 39, 41))
"""Active adventurers; the learner's fifth lies at the third Anubis statue (after 24)."""
SLEEPERS = ((RIVAL,), (), (LEARNER,))
HANDS = ((1, 6, 19, 23, 11), (0, 2, 13, 24, 25))
"""The learner: 1, ±1, 4, 5, 2; the rival: 1, ±1, ±1, 1, 1."""
DRAWS = (12, 15, 18, 16, 3, 10, 20, 14, 21, 17, 22)
"""The deck's top cards in the order drawn (the learner and the rival in turn; no draw for the
learner on a turn that gains a Horus card): the learner draws 2, 3, ±1, 2 and 3."""
HORUS_TOPS = (33, 40, 47)
"""The top card of each Horus stack: 1–4, 1–5, 1–5."""
SEED = 37


def start() -> State:
    """The position, laid out on a new game, and the learner's turn begun."""
    state = GAME.setup(len(HANDS), SEED)
    data = state.data
    board = [None, *BOARD]
    data["tiles"] = board
    data["osiris_box"] = [t for t in tiles_of("osiris") if t not in board]
    data["temples"] = {
        back: [t for t in stack if t not in board] for back, stack in data["temples"].items()
    }
    data["treasures"] = [list(taken) for taken in TAKEN]
    data["score"] = [sum(TILES[t].vp for t in taken) for taken in TAKEN]
    data["adventurers"] = [sorted(adventurers) for adventurers in ADVENTURERS]
    data["sleepers"] = [list(sleepers) for sleepers in SLEEPERS]
    data["sarcophagi"] = [RIVAL]
    data["key_supply"] = KEYS - len(data["sarcophagi"])
    placed = {card for hand in HANDS for card in hand} | set(DRAWS) | set(HORUS_TOPS)
    dealt = [card for hand in data["hands"] for card in hand] + data["deck"]
    rest = [card for card in dealt if card not in placed]
    data["hands"] = [list(hand) for hand in HANDS]
    data["discard"] = rest[: len(rest) // 2]
    data["deck"] = rest[len(rest) // 2 :] + list(reversed(DRAWS))  # the top card last
    data["horus"] = [
        [card for card in stack if card not in placed] + [top]
        for stack, top in zip(data["horus"], HORUS_TOPS, strict=True)
    ]
    data["first"] = data["current"] = LEARNER
    data["round"] = 9  # a game near its end
    begin_turn(state)
    return state


def figures(view: View[LuxorView]) -> Mapping[str, int]:
    """What the texts may name, in the learner's view: their score so far (the final one once
    the game is over) and the rival's, their keys, their frontmost adventurer out of the tomb
    and how many steps it is from the tomb."""
    data = view.data
    own = data["players"][LEARNER]
    front = max(p for p in data["adventurers"][LEARNER] if p != data["tomb"])
    tiles_ahead = sum(1 for space in data["spaces"][front:] if space["tile"] is not None)
    return {
        "points": own["public_score"],
        "rival": data["players"][RIVAL]["public_score"],
        "keys": own["keys"],
        "front": front,
        "steps": tiles_ahead + 1,
    }


def _play(end: str) -> Action:
    return {"do": "play", "end": end}


def _adventurer(at: int) -> Action:
    return {"do": "adventurer", "at": at}


def _distance(n: int) -> Action:
    return {"do": "distance", "n": n}


def _card(card: int) -> Place:
    """A card of the learner's hand, ringed on the hand image."""
    return (CARD, card)


def _space(position: int) -> Place:
    """A space the table image rings (the stairs, 1–40 or the tomb)."""
    return ("space", position)


LESSON = Lesson(
    game=GAME.id,
    players=len(HANDS),
    start=start,
    script=(_play("left"), _adventurer(39), {"do": "reward", "take": "key"}),
    steps=(
        Step("hand", "card", ("hand", "turn"), _play("right"), keep=True, marks=(_card(11),)),
        Step(
            "treasure",
            "adventurer",
            ("movement", "treasure"),
            _adventurer(25),
            marks=(_space(25), _space(28)),
        ),
        Step("osiris", "card", ("turn", "movement"), _play("left"), marks=(_card(1), _space(23))),
        Step(
            "osiris-move",
            "adventurer",
            ("osiris", "anubis"),
            _adventurer(22),
            marks=(_space(23), ("statue", 24), _space(25)),
        ),
        Step(
            "horus-tile",
            "reward",
            ("horus-tile", "anubis"),
            {"do": "reward", "take": "card", "level": 2},
            marks=(_space(STAIRS), _space(25)),
        ),
        Step("plus-minus", "card", ("movement",), _play("left"), marks=(_card(6),)),
        Step("temple-move", "adventurer", ("movement",), _adventurer(25), marks=(_space(27),)),
        Step("temple-step", "distance", ("movement",), _distance(1), marks=(_space(27),)),
        Step(
            "temple", "reward", ("temple",), {"do": "reward", "take": "wild"}, marks=(_space(27),)
        ),
        Step("middle", "card", ("hand",), _play("left"), keep=True, marks=(_card(12), _card(40))),
        Step("two", "adventurer", ("treasure",), _adventurer(27), marks=(_space(27), _space(30))),
        Step("horus-card", "card", ("horus-cards",), _play("left"), marks=(_card(40),)),
        Step(
            "horus-move",
            "adventurer",
            ("horus-cards",),
            _adventurer(30),
            marks=(_space(30), _space(37)),
        ),
        Step("horus-distance", "distance", ("horus-cards",), _distance(4), marks=(_space(37),)),
        Step("key", "reward", ("horus-tile", "tomb"), {"do": "reward", "take": "key"}),
        Step(
            "tomb-card",
            "card",
            ("tomb",),
            _play("left"),
            marks=(_card(16), _space(37), _space(TOMB)),
        ),
        Step(
            "tomb",
            "adventurer",
            ("tomb", "end", "scoring"),
            _adventurer(37),
            marks=(_space(TOMB),),
        ),
    ),
    figures=figures,
)
