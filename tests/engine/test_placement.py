"""Dealing hidden cards when some may only be in some places (``engine.core.placement``)."""

from collections import Counter
from itertools import permutations

import pytest

from engine.core import Rng
from engine.core.placement import deal

ROOMS = [2, 2, 3]
"""Three places: a neighbour's hand (0), the next seat's (1), the deck (2)."""
BOUND = {0: [0], 1: [0, 1], 2: [0, 1]}
"""Card 0 is surely with the neighbour, cards 1 and 2 with one of the two seats."""
FREE = [3, 4, 5, 6]


def every_deal() -> set[tuple[frozenset[int], ...]]:
    """All the deals that keep to ``BOUND``, by brute force."""
    cards = [*BOUND, *FREE]
    deals = set()
    for order in permutations(cards):
        places = (frozenset(order[:2]), frozenset(order[2:4]), frozenset(order[4:]))
        if all(any(card in places[p] for p in BOUND[card]) for card in BOUND):
            deals.add(places)
    return deals


def test_every_card_goes_where_it_may_and_every_place_is_filled():
    for seed in range(200):
        placed = deal(FREE, BOUND, ROOMS, [0, 1, 2], Rng(seed))
        assert [len(cards) for cards in placed] == ROOMS
        assert sorted(card for cards in placed for card in cards) == list(range(7))
        for card, places in BOUND.items():
            assert any(card in placed[p] for p in places)


def test_every_possible_deal_is_equally_likely():
    """Nested places (the neighbour within the two seats within everywhere): the most
    constrained first, each to a random free position, makes each consistent deal as likely."""
    possible = every_deal()
    rng = Rng(7)
    draws = 200 * len(possible)
    seen = Counter(
        tuple(map(frozenset, deal(FREE, BOUND, ROOMS, [0, 1, 2], rng))) for _ in range(draws)
    )
    assert set(seen) == possible
    assert max(seen.values()) < 1.35 * min(seen.values())


def test_closed_places_take_only_their_bound_cards():
    """Places 0 and 1 are closed (not in ``anywhere``), as a draft neighbour's cards and this
    step's picks: they hold exactly the cards bound to them, in either."""
    splits = set()
    for seed in range(50):
        placed = deal([5, 6, 7], {1: [0, 1], 2: [0, 1]}, [1, 1, 3], [2], Rng(seed))
        assert set(placed[0] + placed[1]) == {1, 2} and placed[2] != []
        splits.add(tuple(placed[0]))
    assert splits == {(1,), (2,)}


def test_a_card_with_no_room_left_or_places_left_short_is_an_error():
    with pytest.raises(ValueError):
        deal([], {0: [0], 1: [0]}, [1, 1], [1], Rng(1))
    with pytest.raises(ValueError):
        deal([3], {0: [0]}, [2, 0], [1], Rng(1))


def test_the_deal_depends_only_on_its_arguments_and_the_rng():
    first = deal(FREE, BOUND, ROOMS, [0, 1, 2], Rng(3))
    assert deal(FREE, BOUND, ROOMS, [0, 1, 2], Rng(3)) == first
