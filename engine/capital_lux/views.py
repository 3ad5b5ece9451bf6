"""What one seat may see, as plain JSON data.

Cards are shown as their ids, like in actions: a card's colour is ``colours[card // 18]`` and
its value ``values_in_colour[card % 18]`` (both tables are in every view). Card lists are
ascending, hence grouped by colour and sorted by value within a colour. Colours are indexed in
``colours`` order wherever a list runs over colours.

Public: the Capital, home cities (with totals per colour), discards, coins, hand and draft
sizes, who placed how many modifiers on which column, bonus card counts and colours, and — from
the round end until the next round's play begins — the round end's report: revealed modifiers,
limits, payments and discards, bonus cards given. A seat also sees its own hand, draft cards and
picks, the card it is about to play, the modifiers it placed with their values, the modifier it
drew, and its bonus cards.

``view`` runs before every action of a playout, so it stays lean: no derived data a renderer
can compute in a line, and the per-mask work is cached.
"""

from __future__ import annotations

from functools import lru_cache

from engine.capital_lux.cards import (
    COLOUR_MASKS,
    COLOURS,
    MODIFIER_VALUES,
    VALUES_IN_COLOUR,
    cards_in,
    pile_total,
)
from engine.core import Label, State, View

COLOUR_RANGE = range(len(COLOURS))
SUMMARY_KEYS = {
    "draft": "capital-lux-summary-draft",
    "play": "capital-lux-summary-play",
    "limits": "capital-lux-summary-limits",
    "over": "capital-lux-summary-over",
}


@lru_cache(maxsize=16384)
def _cards(mask: int) -> tuple[int, ...]:
    return tuple(cards_in(mask))


@lru_cache(maxsize=16384)
def _totals(mask: int) -> tuple[int, ...]:
    return tuple(pile_total(mask, colour) for colour in COLOUR_RANGE)


def card_list(mask: int) -> list[int]:
    return list(_cards(mask)) if mask else []


def summary(data: dict) -> Label:
    phase = data["phase"]
    if phase == "play" and data["final"] is not None:
        return Label("capital-lux-summary-final", {"round": data["round"]})
    return Label(SUMMARY_KEYS[phase], {"round": data["round"]})


def make_view(state: State, seat: int | None) -> View:
    data = state.data
    view = public_view(data)
    view["me"] = None if seat is None else private_view(data, seat)
    return View(state.game, seat, state.version, state.players, summary(data), view)


def public_view(data: dict) -> dict:
    power = None
    if data["agent_mod"] is not None:
        power = "agent"
    elif data["cleric"]:
        power = "cleric"
    placers: list[list[int]] = [[], [], [], []]
    for _modifier, column, placer in data["mods"]:
        placers[column].append(placer)
    homes = data["homes"]
    report, draft, over = data["report"], data["draft"], data["over_limit"]
    return {
        "colours": list(COLOURS),
        "values_in_colour": list(VALUES_IN_COLOUR),
        "round": data["round"],
        "phase": data["phase"],
        "start_player": data["start"],
        "opening_modifiers": [MODIFIER_VALUES[mod] for mod in data["opening"]],
        "turn": data["turn"],
        "power": power,
        "final_turns": None if data["final"] is None else list(data["final"]),
        "deck": data["deck"].bit_count(),
        "modifier_pile": len(data["mod_pile"]),
        "supply": data["supply"],
        "capital": card_list(data["capital"]),
        "capital_modifiers": placers,
        "discard": card_list(data["discard"]),
        "homes": [card_list(home) for home in homes],
        "home_totals": [list(_totals(home)) for home in homes],
        "coins": list(data["coins"]),
        "hand_sizes": [hand.bit_count() for hand in data["hands"]],
        "draft": None if draft is None else _draft_view(draft),
        "bonus_colours": [_bonus_colours(bonus) for bonus in data["bonus"]],
        "over_limit": None if over is None else [list(colours) for colours in over],
        "round_end": None if report is None else _report_view(report),
    }


def _draft_view(draft: dict) -> dict:
    """Per seat: cards left to pick from, cards picked, picks still owed in this step."""
    return {
        "step": draft["step"],
        "cards": [packet.bit_count() for packet in draft["packets"]],
        "picked": [picks.bit_count() for picks in draft["picks"]],
        "to_pick": list(draft["to_pick"]),
    }


@lru_cache(maxsize=1024)
def _colour_counts(mask: int) -> tuple[int, ...]:
    return tuple((mask & COLOUR_MASKS[colour]).bit_count() for colour in COLOUR_RANGE)


def _bonus_colours(bonus: int) -> list[int]:
    """How many bonus cards of each colour a seat holds (the colours are public, values not)."""
    return list(_colour_counts(bonus)) if bonus else [0, 0, 0, 0]


def _report_view(report: dict) -> dict:
    return {
        "round": report["round"],
        "modifiers": [
            {"seat": seat, "colour": column, "value": MODIFIER_VALUES[mod]}
            for mod, column, seat in report["mods"]
        ],
        "limits": list(report["limits"]),
        "decisions": [
            {"seat": seat, "colour": colour, "paid": paid, "discarded": discarded}
            for seat, colour, paid, discarded in report["decisions"]
        ],
        "bonus": [{"seat": seat, "colour": colour} for seat, colour in report["bonus"]],
    }


def private_view(data: dict, seat: int) -> dict:
    is_turn = data["turn"] == seat
    drawn = data["agent_mod"] if is_turn else None
    mods, draft = data["mods"], data["draft"]
    return {
        "seat": seat,
        "hand": card_list(data["hands"][seat]),
        "draft_cards": [] if draft is None else card_list(draft["packets"][seat]),
        "picks": [] if draft is None else card_list(draft["picks"][seat]),
        "chosen": data["chosen"] if is_turn else None,
        "drawn_modifier": None if drawn is None else MODIFIER_VALUES[drawn],
        # Column by column, like the public placers, so a sampled state shows them the same.
        "modifiers": [
            {"colour": column, "value": MODIFIER_VALUES[mod]}
            for mod, column, placer in sorted(mods, key=lambda placed: placed[1])
            if placer == seat
        ]
        if mods
        else [],
        "bonus": card_list(data["bonus"][seat]),
    }
