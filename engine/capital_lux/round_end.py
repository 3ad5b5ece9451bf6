"""Step 3 of a round: hands into home cities, modifiers revealed, limits, bonus cards, and the
next round's start player."""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import (
    COLOUR_LABELS,
    COLOUR_MASKS,
    COLOURS,
    MODIFIER_VALUES,
    MODIFIERS,
    ROUNDS,
    mask_total,
    modifier_text,
    pile_total,
)
from engine.capital_lux.log import (
    player_label,
    private_card_event,
    public,
)
from engine.core import Event

ALL_COLOURS = range(len(COLOURS))


def capital_totals(data: dict[str, Any]) -> list[int]:
    """Each column's cards plus the modifiers placed on it."""
    totals = [pile_total(data["capital"], colour) for colour in ALL_COLOURS]
    for modifier, column, _seat in data["mods"]:
        totals[column] += MODIFIER_VALUES[modifier]
    return totals


def begin(data: dict[str, Any], events: list[Event]) -> None:
    """Empty the hands into the home cities, reveal the modifiers and list, per seat, the colours
    whose home total is above the Capital total. The round's ``report`` (shapes in ``views``)
    records what the table learns and decides at this round end."""
    hands, homes = data["hands"], data["homes"]
    for seat, hand in enumerate(hands):
        if hand:
            cards = hand.bit_count()
            events.append(
                public("capital-lux-ev-hand-home", player=player_label(seat), cards=cards)
            )
            homes[seat] |= hand
            hands[seat] = 0
    for modifier, column, seat in data["mods"]:
        events.append(
            public(
                "capital-lux-ev-revealed",
                player=player_label(seat),
                value=modifier_text(modifier),
                colour=COLOUR_LABELS[column],
            )
        )
    limits = capital_totals(data)
    data["phase"] = "limits"
    data["passed"] = None  # every hand is face up now: nothing passed is hidden any more
    data["turn"] = None
    data["final"] = None
    data["over_limit"] = [
        [
            colour
            for colour in ALL_COLOURS
            if home & COLOUR_MASKS[colour] and pile_total(home, colour) > limits[colour]
        ]
        for home in homes
    ]
    data["report"] = {
        "round": data["round"],
        "modifiers": [[column, seat, MODIFIER_VALUES[mod]] for mod, column, seat in data["mods"]],
        "limits": limits,
        "decisions": [],
        "bonus": [],
        "discarded_points": [],
    }


def excess(data: dict[str, Any], seat: int, colour: int) -> int:
    """How far the seat's home total of the colour is above the Capital's this round."""
    limit: int = data["report"]["limits"][colour]
    return pile_total(data["homes"][seat], colour) - limit


def settle_limits(data: dict[str, Any], events: list[Event]) -> bool:
    """Discard every over-limit colour the seat cannot afford to keep; True once no seat has a
    decision left. Colours are handled in order, so paying for one can leave too few coins for
    the next."""
    for seat, colours in enumerate(data["over_limit"]):
        while colours and data["coins"][seat] < excess(data, seat, colours[0]):
            discard(data, seat, colours[0], events)
    return not any(data["over_limit"])


def pay(data: dict[str, Any], seat: int, colour: int, events: list[Event]) -> None:
    """Keep the colour this round by paying the whole difference back to the supply."""
    cost = excess(data, seat, colour)
    data["coins"][seat] -= cost
    data["supply"] += cost
    data["over_limit"][seat].remove(colour)
    data["report"]["decisions"].append([seat, colour, cost, 0])
    events.append(
        public(
            "capital-lux-ev-paid",
            player=player_label(seat),
            coins=cost,
            colour=COLOUR_LABELS[colour],
        )
    )


def discard(data: dict[str, Any], seat: int, colour: int, events: list[Event]) -> None:
    """Every home card of the colour leaves the game."""
    cards = data["homes"][seat] & COLOUR_MASKS[colour]
    data["homes"][seat] ^= cards
    data["discard"] |= cards
    data["over_limit"][seat].remove(colour)
    data["report"]["decisions"].append([seat, colour, 0, cards.bit_count()])
    # A report begun before this field existed (a game saved mid round end) gets it here.
    data["report"].setdefault("discarded_points", []).append([seat, colour, mask_total(cards)])
    events.append(
        public(
            "capital-lux-ev-discarded",
            player=player_label(seat),
            cards=cards.bit_count(),
            points=mask_total(cards),
            colour=COLOUR_LABELS[colour],
        )
    )


def turn_order(data: dict[str, Any]) -> list[int]:
    players = len(data["coins"])
    return [(data["start"] + step) % players for step in range(players)]


def give_bonus_cards(data: dict[str, Any], events: list[Event]) -> None:
    """Per colour, the highest home total (above 0) takes the Capital's highest card of it;
    tied seats in turn order take the highest, then the next highest, while cards remain."""
    order = turn_order(data)
    for colour in ALL_COLOURS:
        totals = [pile_total(data["homes"][seat], colour) for seat in order]
        best = max(totals)
        if best <= 0:
            continue
        for seat, total in zip(order, totals, strict=True):
            column = data["capital"] & COLOUR_MASKS[colour]
            if total != best or not column:
                continue
            card = column.bit_length() - 1
            data["capital"] ^= 1 << card
            data["bonus"][seat] |= 1 << card
            data["report"]["bonus"].append([seat, colour])
            colour_label = COLOUR_LABELS[colour]
            events.append(
                public("capital-lux-ev-bonus", player=player_label(seat), colour=colour_label)
            )
            events.append(private_card_event(seat, "capital-lux-ev-you-bonus", card))


def next_start_player(data: dict[str, Any]) -> int:
    """Highest home total over all colours; tie: the first tied seat clockwise from the previous
    start player, that player included."""
    order = turn_order(data)
    totals = [mask_total(data["homes"][seat]) for seat in order]
    return order[totals.index(max(totals))]


def finish(data: dict[str, Any], events: list[Event]) -> None:
    """Bonus cards; then either the game is over or the next round is prepared (the caller
    deals its cards): modifiers back into the pile, the new start player, the round number."""
    data["over_limit"] = None
    give_bonus_cards(data, events)
    if data["round"] == ROUNDS:
        data["phase"] = "over"
        events.append(public("capital-lux-ev-game-over"))
        return
    data["mod_pile"] = list(MODIFIERS)
    data["mods"] = []
    data["start"] = next_start_player(data)
    data["round"] += 1
    events.append(public("capital-lux-ev-start-player", player=player_label(data["start"])))
