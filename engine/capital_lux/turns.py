"""Step 2 of a round: turns in clockwise order, each playing one card home or to the Capital,
and the end-of-round trigger with its final turns."""

from __future__ import annotations

from typing import Any

from engine.capital_lux import story
from engine.capital_lux.cards import (
    BLUE,
    CLERIC_COLOURS,
    COLOUR_LABELS,
    COLOUR_MASKS,
    COLOUR_OF,
    GREEN,
    PINK,
    YELLOW,
    modifier_text,
)
from engine.capital_lux.deck import draw_cards, draw_modifier
from engine.capital_lux.log import (
    player_card_event,
    player_event,
    player_label,
    private,
    private_card_event,
    public,
)
from engine.core import Event, Rng


def begin(data: dict[str, Any]) -> None:
    """Start playing. The last round end's report (or the opening deal), shown during the
    draft, is put away."""
    data["phase"] = "play"
    data["report"] = data["opening"] = None
    data["final"] = None
    start = data["start"]
    # Every hand has the same size after the draft: all are empty only when the deck ran dry.
    data["turn"] = start if data["hands"][start] else None


def choose(data: dict[str, Any], card: int) -> None:
    data["chosen"] = card


def play_home(data: dict[str, Any], seat: int, card: int, events: list[Event]) -> None:
    data["chosen"] = None
    data["hands"][seat] ^= 1 << card
    data["homes"][seat] |= 1 << card
    story.played(data, seat, card, "home")
    events.append(player_card_event("capital-lux-ev-home", seat, card))
    end_turn(data, seat, events)


def play_capital(data: dict[str, Any], seat: int, card: int, rng: Rng, events: list[Event]) -> None:
    """Play to the Capital and carry out the colour's power as far as possible."""
    data["chosen"] = None
    data["hands"][seat] ^= 1 << card
    data["capital"] |= 1 << card
    story.played(data, seat, card, "capital")
    events.append(player_card_event("capital-lux-ev-capital", seat, card))
    colour = COLOUR_OF[card]
    if colour == GREEN:
        _scientist(data, seat, rng, events)
    elif colour == YELLOW:
        _merchant(data, seat, events)
    elif colour == BLUE and data["mod_pile"]:
        modifier = data["agent_mod"] = draw_modifier(data, rng)
        events.append(player_event("capital-lux-ev-drew-mod", seat))
        events.append(private(seat, "capital-lux-ev-you-drew-mod", value=modifier_text(modifier)))
        return
    elif colour == BLUE:
        events.append(public("capital-lux-ev-no-modifier"))
    elif colour == PINK:
        open_colours = cleric_colours(data)
        if len(open_colours) > 1:
            data["cleric"] = True
            return
        if open_colours:
            # Decision: with only one colour to take from, the Cleric takes it without a prompt.
            _take(data, seat, open_colours[0], events)
        else:
            events.append(public("capital-lux-ev-cleric-nothing"))
    end_turn(data, seat, events)


def cleric_colours(data: dict[str, Any]) -> list[int]:
    capital = data["capital"]
    return [colour for colour in CLERIC_COLOURS if capital & COLOUR_MASKS[colour]]


def _scientist(data: dict[str, Any], seat: int, rng: Rng, events: list[Event]) -> None:
    if not data["deck"]:
        events.append(public("capital-lux-ev-deck-empty"))
        return
    (card,) = draw_cards(data, rng, 1)
    data["hands"][seat] |= 1 << card
    story.current(data, "scientist")[story.DREW] = 1
    events.append(player_event("capital-lux-ev-drew", seat))
    events.append(private_card_event(seat, "capital-lux-ev-you-drew", card))


def _merchant(data: dict[str, Any], seat: int, events: list[Event]) -> None:
    if not data["supply"]:
        events.append(public("capital-lux-ev-supply-empty"))
        return
    data["supply"] -= 1
    data["coins"][seat] += 1
    story.current(data, "merchant")[story.COIN] = 1
    events.append(player_event("capital-lux-ev-coin", seat))


def place_modifier(data: dict[str, Any], seat: int, column: int, events: list[Event]) -> None:
    """Place the drawn modifier; ``mods`` stays in column order (then placement order), the
    order views show them in."""
    mods = data["mods"]
    after = sum(1 for _mod, placed_column, _seat in mods if placed_column <= column)
    mods.insert(after, [data["agent_mod"], column, seat])
    data["agent_mod"] = None
    story.current(data, "agent")[story.COLUMN] = column
    colour = COLOUR_LABELS[column]
    events.append(public("capital-lux-ev-placed", player=player_label(seat), colour=colour))
    end_turn(data, seat, events)


def cleric_take(data: dict[str, Any], seat: int, colour: int, events: list[Event]) -> None:
    data["cleric"] = False
    _take(data, seat, colour, events)
    end_turn(data, seat, events)


def _take(data: dict[str, Any], seat: int, colour: int, events: list[Event]) -> None:
    """The lowest card of the colour goes from the Capital to the seat's home city."""
    column = data["capital"] & COLOUR_MASKS[colour]
    lowest = column & -column
    data["capital"] ^= lowest
    data["homes"][seat] |= lowest
    story.current(data, "cleric")[story.TOOK] = lowest.bit_length() - 1
    events.append(player_card_event("capital-lux-ev-cleric", seat, lowest.bit_length() - 1))


def end_turn(data: dict[str, Any], seat: int, events: list[Event]) -> None:
    """Pass the turn on. The first seat to end a turn with an empty hand triggers the round's
    end: every other seat, in order, gets exactly one more turn (skipped with an empty hand)."""
    story.current(data)[story.DONE] = True
    players = len(data["hands"])
    final = data["final"]
    if final is None:
        if data["hands"][seat]:
            data["turn"] = (seat + 1) % players
            return
        final = data["final"] = [(seat + step) % players for step in range(1, players)]
        events.append(player_event("capital-lux-ev-last-turns", seat))
    while final:
        following = final.pop(0)
        if data["hands"][following]:
            data["turn"] = following
            return
        events.append(player_event("capital-lux-ev-skipped", following))
    data["turn"] = None
