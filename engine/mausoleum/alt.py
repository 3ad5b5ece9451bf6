"""Image descriptions (alt text) for screen readers, one label per line (issue 18).

The table's description is drawn from the public part of a view only; the hand's from its
owner's view, in the image's order.
"""

from __future__ import annotations

from typing import Any

from engine.core import Label, View, final_flag
from engine.core.lists import joined
from engine.mausoleum import labels
from engine.mausoleum.cards import CONSTRUCTIONS, GUARDS, HAND_LIMIT
from engine.mausoleum.view_types import (
    MausoleumPlayer,
    MausoleumView,
    named_target,
    own,
    played_kind,
)
from engine.mausoleum.views import area_cards

EXTRAS = ("mausolus", "artemisia", *GUARDS, "protection")


def table_alt(view: View[MausoleumView]) -> list[Label]:
    data = view.data
    lines = [view.summary]
    top = data["discard_top"]
    lines.append(
        Label(
            "mausoleum-alt-discard",
            {
                "count": data["discard_size"],
                "top": labels.kind(top["kind"]) if top else joined([]),
            },
        )
    )
    in_play = data["card_in_play"]
    if in_play is not None and data["target"] is not None:
        lines.append(
            Label(
                "mausoleum-alt-attack",
                {
                    "player": labels.seat(data["turn"]),
                    "card": labels.kind(in_play["kind"]),
                    "target": labels.seat(data["target"]),
                },
            )
        )
    elif in_play is not None:
        args = {"player": labels.seat(data["turn"]), "card": labels.kind(in_play["kind"])}
        lines.append(Label("mausoleum-alt-in-play", args))
    if not data["draw_size"] and data["step"] != "over":
        passes = {"passes": data["passes_in_row"], "players": view.players}
        lines.append(Label("mausoleum-alt-passes", passes))
    for seat, player in enumerate(data["players"]):
        lines.append(_player_line(seat, player, final_flag(view)))
    return lines


def _player_line(seat: int, player: MausoleumPlayer, final: str) -> Label:
    args: dict[str, Any] = {kind: len(player["constructions"][kind]) for kind in CONSTRUCTIONS}
    extras = []
    for kind in EXTRAS:
        cards = area_cards(player, kind)
        if cards:
            extras.append(
                Label("mausoleum-alt-count", {"card": labels.kind(kind), "count": len(cards)})
            )
    args.update(
        player=labels.seat(seat),
        points=player["public_score"],
        final=final,
        sets=player["complete_sets"],
        extras=joined(extras),
        hand=player["hand_size"],
    )
    return Label("mausoleum-alt-player", args)


def hand_alt(view: View[MausoleumView]) -> list[Label]:
    data = view.data
    seat, own_hand = own(view)
    hand = [labels.kind(card["kind"]) for card in own_hand]
    lines = [Label("mausoleum-alt-hand", {"count": len(hand), "cards": joined(hand)})]
    chosen = data.get("chosen")
    if chosen is not None:
        lines.append(Label("mausoleum-alt-chosen", {"card": labels.kind(played_kind(data))}))
    pending = _pending_line(data, seat, len(own_hand))
    if pending is not None:
        lines.append(pending)
    return lines


def _pending_line(data: MausoleumView, seat: int, hand_size: int) -> Label | None:
    """What the seat has to decide now, in the words of its prompt."""
    step = data["step"]
    if step == "over":
        return None
    if step == "defend":
        if data["target"] != seat:
            return None
        card = labels.kind(played_kind(data))
        return Label("mausoleum-prompt-defend", {"player": labels.seat(data["turn"]), "card": card})
    if data["turn"] != seat:
        return Label("mausoleum-alt-waiting", {"player": labels.seat(data["turn"])})
    if step == "play":
        return Label("mausoleum-prompt-play")
    if step == "target":
        return Label("mausoleum-prompt-target", {"card": labels.kind(played_kind(data))})
    if step == "construction":
        card, target = labels.kind(played_kind(data)), labels.seat(named_target(data))
        return Label("mausoleum-prompt-construction", {"card": card, "target": target})
    if step == "give":
        return Label("mausoleum-prompt-give", {"target": labels.seat(named_target(data))})
    if step == "recover":
        return Label("mausoleum-prompt-recover")
    return Label("mausoleum-prompt-discard", {"count": hand_size - HAND_LIMIT})
