"""What the seat that must decide is asked, built from ``state.data["step"]``.

Cards of one kind are interchangeable, so each prompt offers one option per kind, naming a
representative card id (the lowest in a hand, the last placed in an area, the topmost in the
discard pile). Options are immutable and built once at import; their action dicts are shared
and must not be mutated by callers.
"""

from __future__ import annotations

from engine.core import Label, Option, Prompt, State
from engine.mausoleum import labels
from engine.mausoleum.attacks import defence_in_hand, targets
from engine.mausoleum.cards import CARD_COUNT, CONSTRUCTIONS, HAND_LIMIT, KIND_OF, distinct_kinds
from engine.mausoleum.plays import playable, recoverable
from engine.mausoleum.table import Data, card_of_kind


def _card_options(do: str, style: str = "secondary") -> tuple[Option, ...]:
    return tuple(
        Option(
            {"do": do, "card": card},
            Label(f"mausoleum-opt-{do}", {"card": labels.kind(KIND_OF[card])}),
            style,
        )
        for card in range(CARD_COUNT)
    )


PLAY = _card_options("play", "primary")
DEFEND = _card_options("defend", "success")
CONSTRUCTION = _card_options("construction")
GIVE = _card_options("give")
RECOVER = _card_options("recover")
DISCARD = _card_options("discard")
PASS = Option({"do": "pass"}, Label("mausoleum-opt-pass"))
ALLOW = Option({"do": "allow"}, Label("mausoleum-opt-allow"), "danger")
TARGET = tuple(
    Option(
        {"do": "target", "seat": seat}, Label("mausoleum-opt-target", {"player": labels.seat(seat)})
    )
    for seat in range(len(labels.SEATS))
)


def pending(state: State) -> dict[int, Prompt]:
    data = state.data
    step = data["step"]
    if step == "over":
        return {}
    if step == "defend":
        return {data["target"]: _defend(data)}
    return {data["turn"]: _BUILDERS[step](data, state.players)}


def _play(data: Data, players: int) -> Prompt:
    seat = data["turn"]
    hand = data["hands"][seat]
    options = [
        PLAY[card_of_kind(hand, kind)]
        for kind in distinct_kinds(hand)
        if playable(data, seat, kind, players)
    ]
    options.append(PASS)
    if data["draw"]:
        label = Label("mausoleum-prompt-play")
    else:
        label = Label("mausoleum-prompt-play-final", {"passes": data["passes"], "players": players})
    return Prompt("play", label, tuple(options))


def _target(data: Data, players: int) -> Prompt:
    kind = KIND_OF[data["card"]]
    options = tuple(TARGET[seat] for seat in targets(data, data["turn"], kind, players))
    return Prompt("target", Label("mausoleum-prompt-target", {"card": labels.kind(kind)}), options)


def _defend(data: Data) -> Prompt:
    label = Label(
        "mausoleum-prompt-defend",
        {"player": labels.seat(data["turn"]), "card": labels.kind(KIND_OF[data["card"]])},
    )
    # "with no answer in time (bot setting) the defence is used": the reveal is the default.
    defence = defence_in_hand(data, data["target"])
    assert defence is not None, "a target is asked to defend only when it holds a defence"
    return Prompt("defend", label, (DEFEND[defence], ALLOW), default=0)


def _construction(data: Data, players: int) -> Prompt:
    area = data["areas"][data["target"]]
    options = tuple(CONSTRUCTION[area[kind][-1]] for kind in CONSTRUCTIONS if area[kind])
    label = Label(
        "mausoleum-prompt-construction",
        {"card": labels.kind(KIND_OF[data["card"]]), "target": labels.seat(data["target"])},
    )
    return Prompt("construction", label, options)


def _give(data: Data, players: int) -> Prompt:
    hand = data["hands"][data["turn"]]
    options = tuple(GIVE[card_of_kind(hand, kind)] for kind in distinct_kinds(hand))
    label = Label("mausoleum-prompt-give", {"target": labels.seat(data["target"])})
    return Prompt("give", label, options)


def _recover(data: Data, players: int) -> Prompt:
    cards = recoverable(data)
    options = tuple(RECOVER[card_of_kind(cards, kind)] for kind in distinct_kinds(cards))
    return Prompt("recover", Label("mausoleum-prompt-recover"), options)


def _discard(data: Data, players: int) -> Prompt:
    hand = data["hands"][data["turn"]]
    options = tuple(DISCARD[card_of_kind(hand, kind)] for kind in distinct_kinds(hand))
    label = Label("mausoleum-prompt-discard", {"count": len(hand) - HAND_LIMIT})
    return Prompt("discard", label, options)


_BUILDERS = {
    "play": _play,
    "target": _target,
    "construction": _construction,
    "give": _give,
    "recover": _recover,
    "discard": _discard,
}
