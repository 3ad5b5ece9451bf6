"""The descriptions of Luxor's images for screen readers (keys ``luxor-alt-*``).

Both are made from a view: the table's from the public one, the hand's from its owner's. Lines
are labels; the front end translates them and joins them.
"""

from __future__ import annotations

from typing import Any

from engine.core import Label, View, final_flag, seat_label
from engine.luxor.board import CARDS
from engine.luxor.preview import joined, place
from engine.luxor.view_types import LuxorView, own


def _alt(key: str, **args: Any) -> Label:
    return Label(f"luxor-alt-{key}", args)


def _places(positions: list[int]) -> Label:
    if not positions:
        return _alt("nobody")
    counted = {p: positions.count(p) for p in positions}
    return joined(
        [
            place(p) if count == 1 else _alt("several", place=place(p), count=count)
            for p, count in counted.items()
        ]
    )


def table_alt(view: View[LuxorView]) -> list[Label]:
    """Round and whose turn; the turn in progress; per player its public score, adventurers,
    keys, treasures, scarab count and sleepers; the sarcophagi."""
    data = view.data
    lines = [view.summary]
    if data["final_round"] and data["current"] is not None:
        lines.append(_alt("final-round"))
    turn = data["turn"]
    if turn is not None and turn["card"] is not None:
        card = Label(f"luxor-card-{turn['card']['kind']}", {"n": turn["card"]["n"]})
        if turn["roll"] is not None:
            lines.append(_alt("playing-roll", card=card, roll=turn["roll"]))
        else:
            lines.append(_alt("playing", card=card))
    for seat, player in enumerate(data["players"]):
        asleep = sum(1 for sleepers in data["sleepers"] if seat in sleepers)
        treasures = sum(len(values) for values in player["treasures"].values())
        lines.append(
            _alt(
                "player",
                player=seat_label(seat),
                score=player["public_score"],
                final=final_flag(view),
                positions=_places(data["adventurers"][seat]),
                keys=player["keys"],
                treasures=treasures,
                wilds=player["wilds"],
                scarabs=player["scarabs"],
                asleep=asleep,
            )
        )
    for vp, owner in zip(data["sarcophagus_vp"], data["sarcophagi"], strict=True):
        if owner is not None:
            lines.append(_alt("sarcophagus", vp=vp, player=seat_label(owner)))
    return lines


def hand_alt(view: View[LuxorView]) -> list[Label]:
    """The seat's cards left to right (the two ends playable), the card it chose this turn,
    what it must decide now, and its scarabs."""
    data = view.data
    seat, hand, scarabs = own(view)
    cards = [Label(f"luxor-card-{card['kind']}", {"n": card["n"]}) for card in hand]
    lines = [_alt("hand", cards=joined(cards, "alt-and"), count=len(cards))]
    chosen = data["chosen"]
    turn = data["turn"]
    if chosen is not None:
        card = CARDS[chosen["card"]]
        lines.append(
            _alt(
                "chosen",
                card=Label(f"luxor-card-{card.kind}", {"n": card.n}),
                end=chosen["end"] or "none",
            )
        )
    elif len(hand) > 1:
        lines.append(_alt("ends", left=cards[0], right=cards[-1]))
    if turn is not None and data["current"] == seat:
        lines.append(_alt(f"pending-{turn['stage']}"))
    lines.append(_alt("scarabs", count=len(scarabs), vp=sum(scarabs)))
    return lines
