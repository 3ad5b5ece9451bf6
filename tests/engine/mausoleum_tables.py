"""Hand-built Mausoleum tables for rule tests, written with card kinds instead of card ids."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core import Event, State
from engine.mausoleum import GAME
from engine.mausoleum.cards import AREA_KINDS, CARD_COUNT, KIND_OF, KIND_RANK
from engine.mausoleum.table import new_table


def table(
    players: int = 2,
    *,
    hands: Mapping[int, Iterable[str]] | None = None,
    areas: Mapping[int, Iterable[str]] | None = None,
    discard: Iterable[str] = (),
    draw: Iterable[str] = (),
    empty_draw: bool = False,
    used: Mapping[int, Iterable[str]] | None = None,
    turn: int = 0,
    passes: int = 0,
    seed: int = 0,
) -> State:
    """A state at ``turn``'s play step (its draw already done) holding the cards named.

    ``discard`` lists kinds bottom to top; ``draw`` the top of the draw pile, bottom to top,
    above the cards not named. With ``empty_draw`` the draw pile is empty and the cards not named
    lie under the discard pile, so all 52 cards are always on the table.
    """
    free = list(range(CARD_COUNT))

    def take(kinds: Iterable[str]) -> list[int]:
        cards = []
        for kind in kinds:
            card = next(c for c in free if KIND_OF[c] == kind)
            free.remove(card)
            cards.append(card)
        return cards

    data = new_table(players)
    for seat, kinds in (hands or {}).items():
        data["hands"][seat] = sorted(take(kinds))
    for seat, kinds in (areas or {}).items():
        for card in take(kinds):
            data["areas"][seat][KIND_OF[card]].append(card)
    for seat, kinds in (used or {}).items():
        data["used"][seat] = sorted(kinds, key=KIND_RANK.__getitem__)
    data["discard"] = take(discard)
    top = take(draw)
    if empty_draw:
        assert not top, "an empty draw pile has no top cards"
        data["discard"] = free + data["discard"]
    else:
        data["draw"] = free + top
    data["turn"] = turn
    data["passes"] = passes
    state = GAME.setup(players, seed)
    state.data = data
    return state


def act(
    state: State, seat: int, do: str, kind: str | None = None, target: int | None = None
) -> tuple[State, list[Event]]:
    """Apply the one option ``seat`` is offered that matches ``do`` (and the card kind/target)."""
    prompt = GAME.pending(state)[seat]
    matches = [
        option.action
        for option in prompt.options
        if option.action["do"] == do
        and (kind is None or KIND_OF[option.action["card"]] == kind)
        and (target is None or option.action["seat"] == target)
    ]
    assert len(matches) == 1, f"{do} {kind} {target} not offered once in {prompt.options}"
    return GAME.apply(state, seat, matches[0])


def offered(state: State, seat: int) -> list[tuple[str, str | int | None]]:
    """``(do, card kind or target seat or None)`` for every option offered to ``seat``."""
    result = []
    for option in GAME.pending(state)[seat].options:
        action = option.action
        detail = KIND_OF[action["card"]] if "card" in action else action.get("seat")
        result.append((action["do"], detail))
    return result


def kinds(cards: Iterable[int]) -> list[str]:
    """The kinds of ``cards`` in deck order (for comparing hands and piles as multisets)."""
    return sorted((KIND_OF[card] for card in cards), key=KIND_RANK.__getitem__)


def hand(state: State, seat: int) -> list[str]:
    return kinds(state.data["hands"][seat])


def area(state: State, seat: int) -> list[str]:
    """Every card kind in ``seat``'s area, in deck order."""
    cards = state.data["areas"][seat]
    return kinds(card for kind in AREA_KINDS for card in cards[kind])


def pile(state: State, name: str) -> list[str]:
    """The kinds in the draw or discard pile, bottom to top."""
    return [KIND_OF[card] for card in state.data[name]]


def all_cards(state: State) -> list[int]:
    """Every card on the table, sorted: must be exactly 0–51."""
    data = state.data
    cards = [card for hand_cards in data["hands"] for card in hand_cards]
    cards += [card for seat_area in data["areas"] for pile_ in seat_area.values() for card in pile_]
    cards += data["draw"] + data["discard"]
    if data["card"] is not None:
        cards.append(data["card"])
    return sorted(cards)
