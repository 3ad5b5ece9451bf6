"""Setup and the order of a round's steps: everything that happens without a decision."""

from __future__ import annotations

from typing import Any

from engine.capital_lux import draft, round_end, turns
from engine.capital_lux.cards import ALL_CARDS, COINS, MODIFIER_VALUES, MODIFIERS
from engine.capital_lux.deck import draw_cards, draw_modifier
from engine.core import Event, Rng


def new_game(players: int, rng: Rng) -> dict[str, Any]:
    """Turn the deck's top card into the Capital, deal one modifier per seat for the first start
    player (only as many as there are seats; ``opening`` keeps their values until round 1's
    play begins), gather the modifiers into the pile and deal round 1.

    Card sets are bit masks (see ``cards``); ``draft``, ``passed``, ``over_limit`` and
    ``report`` are ``None`` outside the steps they belong to (see ``draft`` and ``round_end``);
    ``last_turn`` is described in ``story``."""
    data = {
        "round": 1,
        "phase": "draft",
        "start": 0,
        "opening": [],
        "deck": ALL_CARDS,
        "capital": 0,
        "homes": [0] * players,
        "hands": [0] * players,
        "draft": None,
        "passed": None,
        "bonus": [0] * players,
        "discard": 0,
        "coins": [0] * players,
        "supply": COINS,
        "mod_pile": list(MODIFIERS),
        "mods": [],
        "turn": None,
        "chosen": None,
        "agent_mod": None,
        "cleric": False,
        "final": None,
        "over_limit": None,
        "report": None,
        "last_turn": None,
    }
    (first,) = draw_cards(data, rng, 1)
    data["capital"] = 1 << first
    opening = [MODIFIER_VALUES[draw_modifier(data, rng)] for _ in range(players)]
    data["opening"] = opening
    data["start"] = opening.index(max(opening))
    data["mod_pile"] = list(MODIFIERS)
    draft.deal(data, rng, [])
    advance(data, rng, [])
    return data


def advance(data: dict[str, Any], rng: Rng, events: list[Event]) -> None:
    """Carry out every automatic step until some seat must decide or the game is over."""
    while True:
        phase = data["phase"]
        if phase == "draft":
            if not draft.settle(data, events):
                return
            turns.begin(data)
        elif phase == "play":
            if data["turn"] is not None:
                return
            round_end.begin(data, events)
        elif phase == "limits":
            if not round_end.settle_limits(data, events):
                return
            round_end.finish(data, events)
            if data["phase"] != "over":
                data["last_turn"] = None
                draft.deal(data, rng, events)
        else:
            return
