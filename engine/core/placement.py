"""Dealing hidden cards into places when some of them may only be in some places.

A search AI samples what a player cannot see; the player may still know where some of those
cards are, or could be (a card it passed in a draft is with a neighbour). ``deal`` places such
cards first, the most constrained first, then deals the rest at random.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.rng import Rng


def deal(
    free: Sequence[int],
    bound: Mapping[int, Sequence[int]],
    rooms: Sequence[int],
    anywhere: Sequence[int],
    rng: Rng,
) -> list[list[int]]:
    """The cards of each place, for places of sizes ``rooms`` (which add up to the number of
    cards): each card of ``bound`` goes to one of the places listed for it, each card of
    ``free`` to one of the places in ``anywhere``.

    Bound cards go first, those with the fewest places first, each to a uniformly random free
    position among its places; the free cards are then shuffled into what is left. When any two
    cards' places (``anywhere`` included, which is placed last) are nested or apart — as where a
    passed card can be: the left neighbour only, within the next two seats, within every hidden
    place — this finds a deal whenever one exists, and every possible deal is equally likely:
    each card placed leaves the positions of its places alike for every card still to place.
    The result depends only on the arguments (and the rng's state).

    Raises ``ValueError`` when a card finds no room or a place is left short.
    """
    room = list(rooms)
    placed: list[list[int]] = [[] for _ in room]
    for card, places in sorted(bound.items(), key=lambda item: (len(item[1]), item[0])):
        total = sum(room[place] for place in places)
        if not total:
            raise ValueError(f"card {card} has no room left in places {list(places)}")
        spot = rng.below(total)
        for place in places:
            if spot < room[place]:
                break
            spot -= room[place]
        room[place] -= 1
        placed[place].append(card)
    rest = list(free)
    rng.shuffle(rest)
    for place in anywhere:
        take = min(room[place], len(rest))
        if take:
            room[place] -= take
            placed[place] += rest[len(rest) - take :]
            del rest[len(rest) - take :]
    if rest or any(room):
        raise ValueError("the places' sizes do not match the cards to deal")
    return placed
