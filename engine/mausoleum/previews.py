"""What each option will do, said from what the deciding seat may see (issue 18).

Every preview is computed from the seat's *view*: areas, hand sizes and the discard pile are
public, the seat's own hand is its own; another hand's content never is. Whether a target holds
a defence is therefore "unknown", unless every copy of that defence is in sight (areas, discard
pile, the reader's hand), which the reader can count as well as the engine.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.core import Label, Option, View
from engine.core.model import LabelArg
from engine.mausoleum import labels
from engine.mausoleum.cards import (
    AREA_ATTACKS,
    ARTEMISIA_DRAWS,
    CONSTRUCTIONS,
    DEFENCE_AGAINST,
    GUARDS,
    HAND_ATTACKS,
    KIND_OF,
)
from engine.mausoleum.scoring import MULTIPLE_SETS, MULTIPLE_SETS_BONUS, SET_POINTS
from engine.mausoleum.view_types import (
    MausoleumPlayer,
    MausoleumView,
    hand_of,
    named_target,
    played_kind,
)

Counts = tuple[int, ...]


def points(counts: Counts, mausolus: bool) -> int:
    """What an area with these construction counts scores (see ``scoring.breakdown``)."""
    sets = min(counts)
    if not sets:
        return 0
    bonus = MULTIPLE_SETS_BONUS if sets >= MULTIPLE_SETS else 0
    return SET_POINTS * sets + bonus + (SET_POINTS if mausolus else 0)


def counts_of(player: MausoleumPlayer) -> Counts:
    return tuple(len(player["constructions"][kind]) for kind in CONSTRUCTIONS)


def changed(counts: Counts, kind: str, step: int) -> Counts:
    slot = CONSTRUCTIONS.index(kind)
    return tuple(count + step if index == slot else count for index, count in enumerate(counts))


def unseen(data: MausoleumView, kind: str) -> int:
    """Copies of ``kind`` the reader has not seen anywhere (so in other hands or the draw pile)."""
    from engine.mausoleum.ai import _unseen  # the AI counts the same way; one implementation

    return _unseen(data)[kind]


def preview(view: View[MausoleumView], option: Option) -> Label | None:
    data, seat = view.data, view.seat
    if seat is None or data["hand"] is None:
        return None
    action = option.action
    maker = _MAKERS.get(action["do"])
    return None if maker is None else maker(data, seat, action)


@cache
def build_preview(kind: str, counts: Counts, mausolus: bool, draw: int) -> Label | None:
    """What playing a card of ``kind`` to an area of ``counts`` does (no attack)."""
    if kind in CONSTRUCTIONS:
        before = points(counts, mausolus)
        after_counts = changed(counts, kind, 1)
        after = points(after_counts, mausolus)
        card = labels.kind(kind)
        if after > before:
            return Label("mausoleum-preview-set", {"before": before, "after": after})
        sets = min(counts)
        have = sum(1 for count in counts if count > sets)
        now = sum(1 for count in after_counts if count > sets)
        if now > have:
            return Label("mausoleum-preview-toward", {"have": have, "after": now, "set": sets + 1})
        return Label(
            "mausoleum-preview-spare", {"card": card, "count": counts[CONSTRUCTIONS.index(kind)]}
        )
    if kind == "mausolus":
        if mausolus:
            return Label("mausoleum-preview-mausolus-again")
        if min(counts):
            before = points(counts, False)
            return Label(
                "mausoleum-preview-mausolus", {"before": before, "after": before + SET_POINTS}
            )
        return Label("mausoleum-preview-mausolus-later", {"points": SET_POINTS})
    if kind == "artemisia":
        return Label(
            "mausoleum-preview-artemisia", {"count": min(ARTEMISIA_DRAWS, draw), "draw": draw}
        )
    if kind in GUARDS or kind == "protection":
        return Label(f"mausoleum-preview-{kind}")
    return None


def _mine(data: MausoleumView, seat: int) -> tuple[Counts, bool]:
    player = data["players"][seat]
    return counts_of(player), bool(player["mausolus"])


def _play(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label | None:
    kind = KIND_OF[action["card"]]
    if kind == "discovery":
        cards = [card["kind"] for card in data["discard"]]
        if not data["draw_size"]:
            cards = [card for card in cards if card != "discovery"]
        return Label("mausoleum-preview-discovery", {"count": len(cards)})
    if kind in AREA_ATTACKS or kind in HAND_ATTACKS:
        targets = _targets(data, seat, kind)
        if len(targets) == 1:
            return target_preview(data, seat, kind, targets[0])
        return Label("mausoleum-preview-attack", {"count": len(targets)})
    counts, mausolus = _mine(data, seat)
    return build_preview(kind, counts, mausolus, data["draw_size"])


def _targets(data: MausoleumView, seat: int, kind: str) -> list[int]:
    players = len(data["players"])
    opponents = [(seat + step) % players for step in range(1, players)]
    if kind in AREA_ATTACKS:
        return [other for other in opponents if any(counts_of(data["players"][other]))]
    return [other for other in opponents if data["players"][other]["hand_size"]]


def defence_preview(data: MausoleumView, target: int, attack: str) -> Label:
    """Whether the target can stop the attack, as far as the reader can tell."""
    defence = DEFENCE_AGAINST[attack]
    player = data["players"][target]
    guard = labels.kind(defence)
    if player["guards"][defence]:
        return Label("mausoleum-preview-blocked", {"guard": guard})
    if player["protection"]:
        return Label("mausoleum-preview-blocked", {"guard": labels.kind("protection")})
    if not unseen(data, defence):
        return Label("mausoleum-preview-defence-none", {"guard": guard})
    return Label("mausoleum-preview-defence-unknown", {"guard": guard})


def target_preview(data: MausoleumView, seat: int, attack: str, target: int) -> Label:
    player = data["players"][target]
    args: dict[str, LabelArg] = {
        "card": labels.kind(attack),
        "target": labels.seat(target),
        "defence": defence_preview(data, target, attack),
    }
    if attack in HAND_ATTACKS:
        return Label("mausoleum-preview-target-hand", {**args, "cards": player["hand_size"]})
    return Label(
        "mausoleum-preview-target-area",
        {**args, "points": player["points"], "sets": player["complete_sets"]},
    )


def _target(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label | None:
    return target_preview(data, seat, played_kind(data), action["seat"])


def _construction(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    kind = KIND_OF[action["card"]]
    target = named_target(data)
    theirs = data["players"][target]
    counts, mausolus = counts_of(theirs), bool(theirs["mausolus"])
    args: dict[str, LabelArg] = {
        "target": labels.seat(target),
        "card": labels.kind(kind),
        "before": points(counts, mausolus),
        "after": points(changed(counts, kind, -1), mausolus),
    }
    if played_kind(data) == "earthquake":
        return Label("mausoleum-preview-earthquake", args)
    mine, my_mausolus = _mine(data, seat)
    args["mine"] = points(mine, my_mausolus)
    args["mine_after"] = points(changed(mine, kind, 1), my_mausolus)
    return Label("mausoleum-preview-invasion", args)


def _give(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    target = named_target(data)
    return Label(
        "mausoleum-preview-give",
        {"target": labels.seat(target), "cards": data["players"][target]["hand_size"]},
    )


def _recover(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label | None:
    kind = KIND_OF[action["card"]]
    counts, mausolus = _mine(data, seat)
    then = build_preview(kind, counts, mausolus, data["draw_size"])
    if then is None:
        return Label("mausoleum-preview-recover", {"card": labels.kind(kind)})
    return Label("mausoleum-preview-recover-then", {"card": labels.kind(kind), "then": then})


def _defend(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    attack = played_kind(data)
    return Label(
        "mausoleum-preview-defend", {"card": labels.kind(attack), "stake": stake(data, seat)}
    )


def stake(data: MausoleumView, seat: int) -> Label:
    """What the attack aimed at ``seat`` would do if it went through."""
    attack = played_kind(data)
    mine = data["players"][seat]
    return Label(
        f"mausoleum-preview-stake-{attack}",
        {
            "player": labels.seat(data["turn"]),
            "cards": mine["hand_size"],
            "points": mine["points"],
        },
    )


def _allow(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    return stake(data, seat)


def _discard(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    kind = KIND_OF[action["card"]]
    copies = sum(1 for card in hand_of(data) if card["kind"] == kind)
    return Label(
        "mausoleum-preview-discard",
        {"card": labels.kind(kind), "left": copies - 1, "pile": data["discard_size"] + 1},
    )


def _pass(data: MausoleumView, seat: int, action: dict[str, Any]) -> Label:
    """With the draw pile empty the pass counts toward "every player passed once in a row", and
    so does each pass that follows by itself: "a player with no cards in hand passes
    automatically" (``turn.start_turn``), until a seat with cards decides or the game ends."""
    if data["draw_size"]:
        return Label("mausoleum-preview-pass")
    players = data["players"]
    after = data["passes_in_row"] + 1
    following = (seat + 1) % len(players)
    while after < len(players) and not players[following]["hand_size"]:
        after += 1
        following = (following + 1) % len(players)
    ends = "yes" if after >= len(players) else "no"
    return Label(
        "mausoleum-preview-pass-final", {"passes": after, "players": len(players), "ends": ends}
    )


_MAKERS = {
    "play": _play,
    "pass": _pass,
    "target": _target,
    "defend": _defend,
    "allow": _allow,
    "construction": _construction,
    "give": _give,
    "recover": _recover,
    "discard": _discard,
}
