"""Earthquake, Invasion, Exchange and Theft: targets, the target's defence, and the effects.

The order of an attack (decision): the attacker plays the card and names the target; the target's
defence is settled next (a guard or Protection in the area at once, else the target's answer
when it holds a matching card); only an attack that goes through asks the attacker for the
construction to hit or the card to give.
"""

from __future__ import annotations

from engine.core import Event, Label, State
from engine.mausoleum import labels, story
from engine.mausoleum.cards import AREA_ATTACKS, DEFENCE_AGAINST, KIND_OF
from engine.mausoleum.table import (
    Data,
    first_of_kind,
    has_construction,
    mark_used,
    put_in_hand,
    take_from_hand,
)
from engine.mausoleum.turn import end_turn


def targets(data: Data, seat: int, kind: str, players: int) -> list[int]:
    """The opponents ``kind`` may name, in turn order after ``seat``."""
    opponents = [(seat + step) % players for step in range(1, players)]
    if kind in AREA_ATTACKS:
        return [other for other in opponents if has_construction(data["areas"][other])]
    return [other for other in opponents if data["hands"][other]]


def can_attack(data: Data, seat: int, kind: str, players: int) -> bool:
    """Whether ``seat`` may play ``kind`` from its hand.

    Exchange also needs another card in the attacker's hand to give (decision).
    """
    if kind == "exchange" and len(data["hands"][seat]) < 2:
        return False
    return bool(targets(data, seat, kind, players))


def defence_in_hand(data: Data, target: int) -> int | None:
    """The card the target may reveal against the attack in play, if it holds one."""
    return first_of_kind(data["hands"][target], DEFENCE_AGAINST[KIND_OF[data["card"]]])


def name_target(state: State, seat: int, target: int) -> list[Event]:
    """Aim the attack; a guard, then a Protection, in the target's area cancels it at once."""
    data = state.data
    kind = KIND_OF[data["card"]]
    data["target"] = target
    record = story.current(data)
    record[story.TARGET] = target
    events = [Event(Label("mausoleum-ev-attack", _names(seat, target, kind)))]
    area = data["areas"][target]
    for shield in (DEFENCE_AGAINST[kind], "protection"):
        if area[shield]:
            data["discard"].append(area[shield].pop(0))
            record[story.OUTCOME], record[story.DEFENCE] = "blocked", shield
            args = {
                "target": labels.seat(target),
                "guard": labels.kind(shield),
                "card": labels.kind(kind),
            }
            events.append(Event(Label("mausoleum-ev-blocked", args)))
            return events + _discard_attack(state)
    if defence_in_hand(data, target) is not None:
        data["step"] = "defend"
        return events
    return events + _go_through(state)


def reveal_defence(state: State, target: int, card: int) -> list[Event]:
    data = state.data
    take_from_hand(data, target, card)
    data["discard"].append(card)
    defence = KIND_OF[card]
    mark_used(data, target, defence)
    record = story.current(data)
    record[story.OUTCOME], record[story.DEFENCE] = "defended", defence
    label = Label(
        "mausoleum-ev-defended",
        {
            "target": labels.seat(target),
            "guard": labels.kind(defence),
            "card": labels.kind(KIND_OF[data["card"]]),
        },
    )
    return [Event(label), *_discard_attack(state)]


def let_through(state: State, target: int) -> list[Event]:
    events = [Event(Label("mausoleum-ev-let-through", {"target": labels.seat(target)}))]
    return events + _go_through(state)


def hit_construction(state: State, seat: int, card: int) -> list[Event]:
    """Earthquake discards the chosen construction; Invasion moves it to the attacker's area."""
    data = state.data
    target, kind = data["target"], KIND_OF[data["card"]]
    data["areas"][target][KIND_OF[card]].remove(card)
    story.current(data)[story.HIT] = card
    if kind == "earthquake":
        data["discard"].append(card)
    else:
        data["areas"][seat][KIND_OF[card]].append(card)
    args = _names(seat, target, kind) | {"construction": labels.kind(KIND_OF[card])}
    return [Event(Label(f"mausoleum-ev-{kind}", args)), *_discard_attack(state)]


def give_card(state: State, seat: int, card: int) -> list[Event]:
    """Exchange: one random card comes from the target's hand, then the chosen card goes there.

    The random card is drawn before the given one arrives (decision), so exactly one card
    moves each way and the attacker never takes back the card it gave.
    """
    data = state.data
    target = data["target"]
    taken = _random_card(state, target)
    take_from_hand(data, seat, card)
    put_in_hand(data, target, card)
    put_in_hand(data, seat, taken)
    record = story.current(data)
    record[story.TOOK] = record[story.GAVE] = 1
    gave, got = labels.kind(KIND_OF[card]), labels.kind(KIND_OF[taken])
    events = [
        Event(Label("mausoleum-ev-exchange", _names(seat, target, "exchange"))),
        Event(
            Label(
                "mausoleum-ev-exchange-attacker",
                {"target": labels.seat(target), "gave": gave, "got": got},
            ),
            to=seat,
        ),
        Event(
            Label(
                "mausoleum-ev-exchange-target",
                {"player": labels.seat(seat), "gave": got, "got": gave},
            ),
            to=target,
        ),
    ]
    return events + _discard_attack(state)


def _go_through(state: State) -> list[Event]:
    data = state.data
    story.current(data)[story.OUTCOME] = "through"
    kind = KIND_OF[data["card"]]
    if kind == "theft":
        return _steal(state)
    data["step"] = "give" if kind == "exchange" else "construction"
    return []


def _steal(state: State) -> list[Event]:
    data = state.data
    seat, target = data["turn"], data["target"]
    taken = _random_card(state, target)
    put_in_hand(data, seat, taken)
    story.current(data)[story.TOOK] = 1
    stolen = labels.kind(KIND_OF[taken])
    events = [
        Event(Label("mausoleum-ev-theft", _names(seat, target, "theft"))),
        Event(
            Label("mausoleum-ev-theft-attacker", {"target": labels.seat(target), "card": stolen}),
            to=seat,
        ),
        Event(
            Label("mausoleum-ev-theft-target", {"player": labels.seat(seat), "card": stolen}),
            to=target,
        ),
    ]
    return events + _discard_attack(state)


def _random_card(state: State, seat: int) -> int:
    hand: list[int] = state.data["hands"][seat]
    return hand.pop(state.rng.below(len(hand)))


def _discard_attack(state: State) -> list[Event]:
    state.data["discard"].append(state.data["card"])
    return end_turn(state)


def _names(seat: int, target: int, kind: str) -> dict[str, Label]:
    return {"player": labels.seat(seat), "target": labels.seat(target), "card": labels.kind(kind)}
