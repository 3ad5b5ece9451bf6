"""What one seat may see, as plain JSON data.

Cards are shown as their ids, like in actions: a card's colour is ``colours[card // 18]`` and
its value ``values_in_colour[card % 18]`` (both tables are in every view). Card lists are
ascending, hence grouped by colour and sorted by value within a colour. Colours are indexed in
``colours`` order wherever a list runs over colours.

Public: the Capital, home cities (with totals per colour), discards, coins, hand and draft
sizes, the face-down modifiers as ``[column, placer]`` in column order, bonus card counts per
colour, the modifiers dealt for the first start player (until round 1's play begins) and — from
the round end until the next round's play begins — the round end's report: revealed modifiers,
limits, payments and discards, bonus cards given. A seat also sees its own hand, draft cards and
picks, the card it is about to play, the modifiers it placed with their values, the modifier it
drew, and its bonus cards.

``view`` runs before every action of a playout, so it stays lean: no derived data a renderer
can compute in a line, and the per-mask work is cached.
"""

from __future__ import annotations

from functools import cache, lru_cache

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


@lru_cache(maxsize=4096)
def _cards(mask: int) -> tuple[int, ...]:
    return tuple(cards_in(mask))


@lru_cache(maxsize=4096)
def _totals(mask: int) -> tuple[int, ...]:
    return tuple(pile_total(mask, colour) for colour in COLOUR_RANGE)


def summary(data: dict) -> Label:
    phase = data["phase"]
    if phase == "play" and data["final"] is not None:
        return _summary("capital-lux-summary-final", data["round"])
    return _summary(SUMMARY_KEYS[phase], data["round"])


@cache
def _summary(key: str, round_number: int) -> Label:
    return Label(key, {"round": round_number})


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
    mods = data["mods"]
    placed = [[column, placer] for _mod, column, placer in mods] if mods else []
    # map() over C functions: list comprehensions cost a call each in CPython 3.11.
    homes = data["homes"]
    report, draft, over = data["report"], data["draft"], data["over_limit"]
    return {
        "colours": list(COLOURS),
        "values_in_colour": list(VALUES_IN_COLOUR),
        "round": data["round"],
        "phase": data["phase"],
        "start_player": data["start"],
        "opening_modifiers": None if data["opening"] is None else list(data["opening"]),
        "turn": data["turn"],
        "power": power,
        "final_turns": None if data["final"] is None else list(data["final"]),
        "deck": data["deck"].bit_count(),
        "modifier_pile": len(data["mod_pile"]),
        "supply": data["supply"],
        "capital": list(_cards(data["capital"])),
        "modifiers": placed,
        "discard": list(_cards(data["discard"])),
        "homes": list(map(list, map(_cards, homes))),
        "home_totals": list(map(list, map(_totals, homes))),
        "coins": list(data["coins"]),
        "hand_sizes": list(map(int.bit_count, data["hands"])),
        "draft": None if draft is None else _draft_view(draft),
        "bonus_colours": list(map(list, map(_colour_counts, data["bonus"]))),
        "over_limit": None if over is None else list(map(list, over)),
        "round_end": None if report is None else _report_view(report),
    }


def _draft_view(draft: dict) -> dict:
    """Per seat: cards left to pick from, cards picked, picks still owed in this step."""
    return {
        "step": draft["step"],
        "cards": list(map(int.bit_count, draft["packets"])),
        "picked": list(map(int.bit_count, draft["picks"])),
        "to_pick": list(draft["to_pick"]),
    }


@lru_cache(maxsize=1024)
def _colour_counts(mask: int) -> tuple[int, ...]:
    """How many bonus cards of each colour a seat holds (the colours are public, values not)."""
    return tuple((mask & COLOUR_MASKS[colour]).bit_count() for colour in COLOUR_RANGE)


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
        "hand": list(_cards(data["hands"][seat])),
        "draft_cards": [] if draft is None else list(_cards(draft["packets"][seat])),
        "picks": [] if draft is None else list(_cards(draft["picks"][seat])),
        "chosen": data["chosen"] if is_turn else None,
        "drawn_modifier": None if drawn is None else MODIFIER_VALUES[drawn],
        "modifiers": [
            {"colour": column, "value": MODIFIER_VALUES[mod]}
            for mod, column, placer in mods
            if placer == seat
        ]
        if mods
        else [],
        "bonus": list(_cards(data["bonus"][seat])),
    }
