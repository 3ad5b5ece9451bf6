"""What one seat may see, as plain JSON data.

Cards are shown as their ids, like in actions: a card's colour is ``colours[card // 18]`` and
its value ``values_in_colour[card % 18]`` (both tables are in every view). Card lists are
ascending, hence grouped by colour and sorted by value within a colour. Colours are indexed in
``colours`` order wherever a list runs over colours.

Public: the Capital, home cities (with totals per colour), discards, coins, hand and draft
sizes, the face-down modifiers as ``[column, placer]`` in column order, bonus card counts, the
modifiers dealt for the first start player (until round 1's play begins) and — from
the round end until the next round's play begins — the round end's report: revealed
``modifiers`` as ``[column, placer, value]``, the Capital totals (``limits``), ``decisions``
as ``[seat, colour, gold paid, cards discarded]`` and ``bonus`` cards given as
``[seat, colour]``, and the points of each discard as ``discarded_points``
``[seat, colour, points]``; per seat in ``players``, ``public_score``: its home city values plus
its gold, the final score as far as it is public (bonus cards are counted in ``bonus_cards``,
not valued: their values are hidden), and ``revealed_bonus``, ``None``; ``last_turn`` (see
``story``). Once the game is over (``game_over``), the final scoring shows every bonus card:
``revealed_bonus`` lists the seat's and ``public_score`` is its final score. A seat also sees
its own hand, draft cards and picks, the card it is about to play, the modifiers it placed with
their values, the modifier it drew, its bonus cards, and ``passed``: the cards it passed on at
each step of this round's draft and to whom (a player remembers them; see ``draft``); and
``chosen``, what it has chosen so far in its turn in progress (see ``current_choice``).

``view`` runs before every action of a playout, so it stays lean and the per-mask work is
cached.
"""

from __future__ import annotations

from functools import cache, lru_cache
from operator import itemgetter
from typing import Any

from engine.capital_lux.cards import (
    COLOURS,
    MODIFIER_VALUES,
    VALUES_IN_COLOUR,
    cards_in,
    pile_total,
)
from engine.capital_lux.scoring import score_breakdown
from engine.capital_lux.story import to_view
from engine.capital_lux.view_types import (
    CapitalLuxChoice,
    CapitalLuxDraft,
    CapitalLuxPass,
    CapitalLuxPlayer,
    CapitalLuxPrivate,
    CapitalLuxRoundEnd,
    CapitalLuxView,
    Power,
)
from engine.core import Label, State, View

COLOUR_RANGE = range(len(COLOURS))
_COLUMN_AND_PLACER = itemgetter(1, 2)
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
def _home_row(home: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A home city's cards and its totals per colour."""
    return tuple(cards_in(home)), tuple(pile_total(home, colour) for colour in COLOUR_RANGE)


def summary(data: dict[str, Any]) -> Label:
    phase = data["phase"]
    if phase == "play" and data["final"] is not None:
        return _summary("capital-lux-summary-final", data["round"])
    return _summary(SUMMARY_KEYS[phase], data["round"])


@cache
def _summary(key: str, round_number: int) -> Label:
    return Label(key, {"round": round_number})


def make_view(state: State, seat: int | None) -> View[CapitalLuxView]:
    data = state.data
    me = None if seat is None else private_view(data, seat)
    shown = view_data(data, me)
    if seat is not None:
        shown["chosen"] = current_choice(data, seat)
    return View(state.game, seat, state.version, state.players, summary(data), shown)


def current_choice(data: dict[str, Any], seat: int) -> CapitalLuxChoice | None:
    """What the seat has chosen so far in its turn in progress (its own view only): the card
    it is about to play (``{"card": id}``), or the power it is carrying out after playing a
    card (``{"power": "agent"}`` with the modifier to place, ``{"power": "cleric"}``)."""
    if data["turn"] != seat:
        return None
    if data["agent_mod"] is not None:
        return {"power": "agent", "modifier": MODIFIER_VALUES[data["agent_mod"]]}
    if data["cleric"]:
        return {"power": "cleric"}
    return None if data["chosen"] is None else {"card": data["chosen"]}


def view_data(data: dict[str, Any], me: CapitalLuxPrivate | None) -> CapitalLuxView:
    """The public table, plus ``me``: what only the viewing seat sees (``None``: spectator)."""
    power: Power | None = None
    if data["agent_mod"] is not None:
        power = "agent"
    elif data["cleric"]:
        power = "cleric"
    mods = data["mods"]
    placed = list(map(list, map(_COLUMN_AND_PLACER, mods)))
    # map() over C functions: list comprehensions cost a call each in CPython 3.11.
    homes, home_totals = zip(*map(_home_row, data["homes"]), strict=True)
    report, draft, over = data["report"], data["draft"], data["over_limit"]
    game_over = data["phase"] == "over"
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
        "homes": list(map(list, homes)),
        "home_totals": list(map(list, home_totals)),
        "coins": list(data["coins"]),
        "hand_sizes": list(map(int.bit_count, data["hands"])),
        "draft": None if draft is None else _draft_view(draft),
        "bonus_cards": list(map(int.bit_count, data["bonus"])),
        "players": _final_scores(data) if game_over else _public_scores(home_totals, data),
        "game_over": game_over,
        "over_limit": None if over is None else list(map(list, over)),
        "round_end": None if report is None else _report_view(report),
        "last_turn": to_view(data.get("last_turn")),
        "me": me,
    }


def _public_scores(
    home_totals: tuple[tuple[int, ...], ...], data: dict[str, Any]
) -> list[CapitalLuxPlayer]:
    """Home city values plus gold: the final score less the hidden bonus cards."""
    return [
        {"public_score": sum(totals) + coins, "revealed_bonus": None}
        for totals, coins in zip(home_totals, data["coins"], strict=True)
    ]


def _final_scores(data: dict[str, Any]) -> list[CapitalLuxPlayer]:
    """The final scoring, bonus cards shown."""
    return [
        {"public_score": sum(score_breakdown(data, seat).values()), "revealed_bonus": list(cards)}
        for seat, cards in enumerate(map(_cards, data["bonus"]))
    ]


def _draft_view(draft: dict[str, Any]) -> CapitalLuxDraft:
    """Per seat: cards left to pick from, cards picked, picks still owed in this step."""
    return {
        "step": draft["step"],
        "cards": list(map(int.bit_count, draft["packets"])),
        "picked": list(map(int.bit_count, draft["picks"])),
        "to_pick": list(draft["to_pick"]),
    }


def _report_view(report: dict[str, Any]) -> CapitalLuxRoundEnd:
    return {
        "round": report["round"],
        "modifiers": list(map(list, report["modifiers"])),
        "limits": list(report["limits"]),
        "decisions": list(map(list, report["decisions"])),
        "bonus": list(map(list, report["bonus"])),
        "discarded_points": list(map(list, report.get("discarded_points", ()))),
    }


def private_view(data: dict[str, Any], seat: int) -> CapitalLuxPrivate:
    is_turn = data["turn"] == seat
    drawn = data["agent_mod"] if is_turn else None
    mods, draft = data["mods"], data["draft"]
    return {
        "seat": seat,
        "hand": cards_in(data["hands"][seat]),
        "draft_cards": [] if draft is None else cards_in(draft["packets"][seat]),
        "picks": [] if draft is None else cards_in(draft["picks"][seat]),
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
        "passed": _passes(data.get("passed"), seat),
    }


def _passes(passed: list[list[int]] | None, seat: int) -> list[CapitalLuxPass]:
    """The seat's own passes only: another seat's would tell its hidden picks."""
    if not passed:
        return []
    left = (seat + 1) % len(passed)
    return [
        {"step": step, "to": left, "cards": list(_cards(cards))}
        for step, cards in enumerate(passed[seat], start=1)
        if cards
    ]
