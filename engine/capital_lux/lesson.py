"""The Capital Lux lesson (``/learn``), as data (see ``engine.core.lessons``).

The last round of a two-player game, the learner (seat 0) against a scripted seat: the learner
drafts a hand with an eye on the Capital's limits, then plays it, each colour's power once
(Scientist, Agent, Merchant, Cleric) and cards at home under their limits, and sees the round
end's limits, bonus cards and final scores. The position after two rounds is laid out on the
engine's own new game; the last round is dealt by the engine from the remaining deck.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.capital_lux import GAME, draft, flow
from engine.capital_lux.cards import (
    ALL_CARDS,
    CLERIC_COLOURS,
    COLOUR_OF,
    PINK,
    VALUE_OF,
    mask_of,
)
from engine.capital_lux.view_types import CapitalLuxView
from engine.core import Action, Event, State, View
from engine.core.lessons import CARD, Lesson, Place, Step

LEARNER, RIVAL = 0, 1

CAPITAL = (7, 11, 21, 29, 39, 43, 57, 61, 69)
"""Green 4 and 5, yellow 3 and 5, blue 3 and 4, pink 3, 4 and 6."""
HOMES = ((3, 22, 62), (8, 40, 58))
"""Home cities: the learner's green 3, yellow 3, pink 4; the rival's green 4, blue 3, pink 3."""
BONUS = ((33,), (51,))
"""A bonus card each from the first two rounds (face down: yellow 6, blue 6)."""
COINS = (1, 1)
SUPPLY = 6
SEED = 4
"""The random generator's seed: the last round's deal, the Scientist's draw, the Agent's
modifier."""


def start() -> State:
    """Round 3 of a new game: the table of two rounds laid out, then the deal."""
    state = GAME.setup(len(HOMES), SEED)
    placed = [*CAPITAL, *(card for home in HOMES for card in home)]
    placed += [card for bonus in BONUS for card in bonus]
    state.data.update(
        round=3,
        start=LEARNER,
        opening=None,
        capital=mask_of(list(CAPITAL)),
        homes=[mask_of(list(home)) for home in HOMES],
        bonus=[mask_of(list(bonus)) for bonus in BONUS],
        hands=[0] * len(HOMES),
        coins=list(COINS),
        supply=SUPPLY,
        deck=ALL_CARDS & ~mask_of(placed),
    )
    events: list[Event] = []
    draft.deal(state.data, state.rng, events)
    flow.advance(state.data, state.rng, events)
    return state


def figures(view: View[CapitalLuxView]) -> Mapping[str, int]:
    """What the texts may name, in the learner's view: their score so far (home cities and
    gold; the final score once the game is over) and the rival's, their gold, their pink at
    home and the pink cards' total in the Capital (modifiers aside: those are hidden)."""
    data = view.data
    pink_capital = sum(VALUE_OF[card] for card in data["capital"] if COLOUR_OF[card] == PINK)
    return {
        "points": data["players"][LEARNER]["public_score"],
        "rival": data["players"][RIVAL]["public_score"],
        "coins": data["coins"][LEARNER],
        "pink_home": data["home_totals"][LEARNER][PINK],
        "pink_capital": pink_capital,
    }


def _pick(card: int) -> Action:
    return {"do": "pick", "card": card}


def _card(card: int) -> Place:
    """A card of the learner's hand (or draft), ringed on the hand image."""
    return (CARD, card)


def _column(colour: int) -> Place:
    """A Capital column the table image rings."""
    return ("column", colour)


def _played(
    name: str, card: int, where: str, teaches: tuple[str, ...], marks: tuple[Place, ...] = ()
) -> tuple[Step, Step]:
    """Choosing a card, then where it goes: two decisions, one text (the card ringed)."""
    marks = (_card(card), *marks)
    return (
        Step(name, "play", teaches, {"do": "choose", "card": card}, marks=marks),
        Step(name, "destination", teaches, {"do": where, "card": card}, marks=marks),
    )


LESSON = Lesson(
    game=GAME.id,
    players=len(HOMES),
    start=start,
    script=(_pick(70), _pick(65), _pick(35), _pick(26)),
    steps=(
        Step(
            "pick-limits",
            "pick",
            ("draft", "limits"),
            _pick(71),
            marks=(_card(71), _column(PINK)),
        ),
        Step("pick-agent", "pick", ("draft", "modifiers"), _pick(45), marks=(_card(45),)),
        Step("pick-received", "pick", ("draft", "powers"), _pick(15), marks=(_card(15),)),
        Step("pick-merchant", "pick", ("draft", "powers"), _pick(18), marks=(_card(18),)),
        *_played("scientist", 15, "capital", ("play", "powers")),
        *_played("agent", 45, "capital", ("play", "powers")),
        Step("place", "agent", ("modifiers",)),
        *_played("home", 71, "home", ("play", "limits"), (_column(PINK),)),
        *_played("merchant", 18, "capital", ("powers",)),
        *_played("cleric", 59, "capital", ("powers",)),
        Step("cleric-colour", "cleric", ("powers",), marks=tuple(map(_column, CLERIC_COLOURS))),
        Step("last-cards", "play", ("round-end", "bonus", "scoring")),
    ),
    figures=figures,
)
