"""Image descriptions (alt text) for screen readers, one label per line (issue 18).

The table's description is drawn from the public part of a view only; the hand's from its
owner's view (ending, during a round, with the cards the owner passed in the draft that another
player still holds). Card lists follow the image's order.
"""

from __future__ import annotations

from typing import Any

from engine.capital_lux.cards import CARD_LABELS, COLOUR_LABELS, COLOUR_OF, COLOURS, VALUE_OF
from engine.capital_lux.log import player_label
from engine.capital_lux.passes import passed_away
from engine.capital_lux.prompts import DESTINATION_PROMPTS, PICK_LABELS, PLAY_LABEL
from engine.capital_lux.view_types import CapitalLuxPrivate, CapitalLuxView, own
from engine.core import Label, View, final_flag
from engine.core.lists import joined

COLOUR_KEYS = tuple(COLOURS)
NO_MODIFIERS = Label("capital-lux-alt-no-modifiers")
"""An empty list of modifiers: "none" agreeing with "modifiers" (masculine in pt, es, fr)."""


def table_alt(view: View[CapitalLuxView]) -> list[Label]:
    data = view.data
    lines = [view.summary]
    turn = _turn_line(data)
    if turn is not None:
        lines.append(turn)
    lines.append(_capital_line(data))
    report = data["round_end"]
    if report is not None:
        # The report stays until the next round's play: name its round, not "this round".
        limits = _per_colour(report["limits"]) | {"round": report["round"]}
        lines.append(Label("capital-lux-alt-limits", limits))
    for seat in range(view.players):
        lines.append(_player_line(data, seat, final_flag(view)))
    lines.append(
        Label("capital-lux-alt-piles", {"deck": data["deck"], "pile": data["modifier_pile"]})
    )
    return lines


def _per_colour(values: list[Any]) -> dict[str, Any]:
    return dict(zip(COLOUR_KEYS, values, strict=True))


def _turn_line(data: CapitalLuxView) -> Label | None:
    """``draft`` and ``over_limit`` are there in their own phases only (``draft``, ``limits``)."""
    draft, over_limit, turn = data["draft"], data["over_limit"], data["turn"]
    if draft is not None:
        return Label("capital-lux-alt-draft", {"step": draft["step"]})
    if data["phase"] == "play" and turn is not None:
        return Label("capital-lux-alt-turn", {"player": player_label(turn)})
    if over_limit is not None:
        waiting = [player_label(seat) for seat, over in enumerate(over_limit) if over]
        return Label("capital-lux-alt-deciding", {"players": joined(waiting)})
    return None


def _capital_line(data: CapitalLuxView) -> Label:
    totals = [0, 0, 0, 0]
    values = data["values_in_colour"]
    for card in data["capital"]:
        totals[card // 18] += values[card % 18]
    hidden = [0, 0, 0, 0]
    for column, _placer in data["modifiers"]:
        hidden[column] += 1
    columns = [
        Label("capital-lux-alt-column", {"total": total, "hidden": count})
        for total, count in zip(totals, hidden, strict=True)
    ]
    return Label("capital-lux-alt-capital", _per_colour(columns))


def _player_line(data: CapitalLuxView, seat: int, final: str) -> Label:
    args = _per_colour(data["home_totals"][seat])
    args.update(
        player=player_label(seat),
        coins=data["coins"][seat],
        hand=data["hand_sizes"][seat],
        bonus=data["bonus_cards"][seat],
        score=data["players"][seat]["public_score"],
        final=final,
        start="yes" if data["start_player"] == seat else "no",
    )
    return Label("capital-lux-alt-player", args)


def hand_alt(view: View[CapitalLuxView]) -> list[Label]:
    data = view.data
    me = own(view)
    lines = []
    if data["draft"] is not None:
        lines.append(Label("capital-lux-alt-draft-cards", _cards(me["draft_cards"])))
        lines.append(Label("capital-lux-alt-picks", _cards(me["picks"])))
    else:
        lines.append(Label("capital-lux-alt-hand", _cards(me["hand"])))
    pending = _pending_line(data, me)
    if pending is not None:
        lines.append(pending)
    modifiers = [
        Label(
            "capital-lux-alt-modifier",
            {"value": f"{placed['value']:+d}", "colour": COLOUR_LABELS[placed["colour"]]},
        )
        for placed in me["modifiers"]
    ]
    lines.append(
        Label(
            "capital-lux-alt-extras",
            {
                "modifiers": joined(modifiers, NO_MODIFIERS),
                "bonus": joined([CARD_LABELS[card] for card in me["bonus"]]),
            },
        )
    )
    away = passed_away(data)
    if away is not None:
        cards = joined([CARD_LABELS[card] for card in away.cards])
        lines.append(
            Label("capital-lux-alt-passed", {"player": player_label(away.to), "cards": cards})
        )
    return lines


def _cards(cards: list[int]) -> dict[str, Any]:
    return {"count": len(cards), "cards": joined([CARD_LABELS[card] for card in cards])}


def _pending_line(data: CapitalLuxView, me: CapitalLuxPrivate) -> Label | None:
    """What the seat has to decide now, in the words of its prompt (``draft`` and
    ``over_limit`` are there in their own phases only)."""
    seat = me["seat"]
    chosen = data.get("chosen")
    draft, over_limit = data["draft"], data["over_limit"]
    if draft is not None:
        owed = draft["to_pick"][seat]
        return PICK_LABELS[owed] if owed else Label("capital-lux-alt-waiting")
    if over_limit is not None:
        over = over_limit[seat]
        if not over:
            return Label("capital-lux-alt-waiting")
        return Label("capital-lux-alt-over", {"colour": COLOUR_LABELS[over[0]]})
    if data["phase"] != "play" or data["turn"] != seat:
        return None
    if chosen is None:
        hand = me["hand"]
        if len({(COLOUR_OF[card], VALUE_OF[card]) for card in hand}) == 1:
            return DESTINATION_PROMPTS[hand[0]].label  # copies of one card: no card choice
        return PLAY_LABEL
    if "card" in chosen:
        return DESTINATION_PROMPTS[chosen["card"]].label
    if chosen["power"] == "agent":
        return Label("capital-lux-prompt-agent", {"value": f"{chosen['modifier']:+d}"})
    return Label("capital-lux-prompt-cleric")
