"""Step 1 of a round: deal, then pick 2 and pass left, twice; the last cards passed are kept.

While it lasts, ``data["draft"]`` holds the step (1 or 2), each seat's cards to pick from
(``packets``), its picks so far, and how many picks it still owes in this step.

``data["passed"]`` is what each seat remembers of the round's draft: per seat, one mask per
draft step of the cards it passed on at that step (0 until then). A player knows where those
cards went, so its view shows them (``views``) and a search AI's samples respect them
(``determinize``). It lasts the round's draft and play; the round end, which puts every hand
face up, sets it to ``None``. Games saved before the record existed have no key: they remember
nothing, and a draft in progress starts the record at its next pass.

All seats pick at the same time. A pick step ends when every seat has picked; then each seat's
remaining cards go to its left neighbour, the next seat clockwise (``seat + 1``).
"""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import (
    DRAFT_STEPS,
    PICKS_PER_STEP,
    SAME_KIND,
    cards_in,
    hand_size,
    mask_of,
)
from engine.capital_lux.deck import draw_cards
from engine.capital_lux.log import (
    card_list,
    player_event,
    player_label,
    private_card_event,
    public,
)
from engine.core import Event, Label, Rng


def deal(data: dict[str, Any], rng: Rng, events: list[Event]) -> None:
    """Deal the round's draft cards: the full hand size, or in a short deck as many as possible
    with the same number for every seat."""
    players = len(data["coins"])
    each = min(hand_size(players), data["deck"].bit_count() // players)
    data["phase"] = "draft"
    data["draft"] = {
        "step": 1,
        "packets": [mask_of(draw_cards(data, rng, each)) for _ in range(players)],
        "picks": [0] * players,
        "to_pick": [min(PICKS_PER_STEP, each)] * players,
    }
    data["passed"] = [[0] * DRAFT_STEPS for _ in range(players)]
    start = player_label(data["start"])
    events.append(public("capital-lux-ev-round", round=data["round"], player=start, cards=each))
    if each:
        for seat, packet in enumerate(data["draft"]["packets"]):
            events.append(
                Event(
                    Label("capital-lux-ev-you-dealt", {"cards": card_list(cards_in(packet))}), seat
                )
            )


def pick(data: dict[str, Any], seat: int, card: int, events: list[Event]) -> None:
    draft = data["draft"]
    draft["packets"][seat] ^= 1 << card
    draft["picks"][seat] |= 1 << card
    draft["to_pick"][seat] -= 1
    events.append(player_event("capital-lux-ev-picked", seat))
    events.append(private_card_event(seat, "capital-lux-ev-you-picked", card))


def _pick_forced(data: dict[str, Any], events: list[Event]) -> None:
    """Decision: a pick with no real choice (every card held must be taken, or all held cards
    are copies of one card) is made for the seat instead of prompting it."""
    draft = data["draft"]
    for seat, owed in enumerate(draft["to_pick"]):
        while owed:
            packet = draft["packets"][seat]
            lowest = (packet & -packet).bit_length() - 1
            if packet.bit_count() > owed and packet & ~SAME_KIND[lowest]:
                break
            pick(data, seat, lowest, events)
            owed -= 1


def settle(data: dict[str, Any], events: list[Event]) -> bool:
    """Pass cards on once every seat has picked; True when the playing hands are formed."""
    draft = data["draft"]
    while True:
        _pick_forced(data, events)
        if any(draft["to_pick"]):
            return False
        packets = draft["packets"]
        players = len(packets)
        passed = data.get("passed") or [[0] * DRAFT_STEPS for _ in range(players)]
        for seat, packet in enumerate(packets):
            passed[seat][draft["step"] - 1] = packet
        data["passed"] = passed
        draft["packets"] = packets = [packets[seat - 1] for seat in range(players)]
        if draft["step"] == DRAFT_STEPS:
            data["hands"] = [draft["picks"][seat] | packets[seat] for seat in range(players)]
            data["draft"] = None
            return True
        draft["step"] += 1
        draft["to_pick"] = [min(PICKS_PER_STEP, packet.bit_count()) for packet in packets]
        events.append(public("capital-lux-ev-passed", step=draft["step"]))
