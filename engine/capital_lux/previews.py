"""What each option will do, said from what the deciding seat may see (issue 18).

Every preview is computed from the seat's *view*, never from the state: the Capital totals count
the Capital's cards and the seat's own modifiers, and name how many face-down modifiers of
other players lie on the column (their values are unknown to the seat); a card draw or a
modifier draw is said to happen, never what it brings.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.capital_lux.cards import (
    BLUE,
    CARD_LABELS,
    CLERIC_COLOURS,
    COLOUR_LABELS,
    COLOUR_OF,
    GREEN,
    PINK,
    VALUE_OF,
    YELLOW,
)
from engine.capital_lux.view_types import CapitalLuxPrivate, CapitalLuxView
from engine.core import Action, Label, Option, View
from engine.core.model import LabelArg


@cache
def _hidden(count: int) -> Label:
    return Label("capital-lux-preview-hidden", {"count": count})


@cache
def margin(home: int, limit: int) -> Label:
    """How a home total stands against a (visible) Capital total."""
    if home > limit:
        return Label("capital-lux-preview-margin", {"status": "over", "gap": home - limit})
    if home == limit:
        return Label("capital-lux-preview-margin", {"status": "equal", "gap": 0})
    return Label("capital-lux-preview-margin", {"status": "under", "gap": limit - home})


def capital_total(data: CapitalLuxView, me: CapitalLuxPrivate, colour: int) -> tuple[int, int]:
    """The Capital total of a colour as the viewing seat can count it (cards plus its own
    modifiers), and how many face-down modifiers of other seats lie on it."""
    total = sum(VALUE_OF[card] for card in data["capital"] if COLOUR_OF[card] == colour)
    total += sum(placed["value"] for placed in me["modifiers"] if placed["colour"] == colour)
    hidden = sum(
        1 for column, placer in data["modifiers"] if column == colour and placer != me["seat"]
    )
    return total, hidden


def held(cards: list[int], colour: int) -> int:
    return sum(VALUE_OF[card] for card in cards if COLOUR_OF[card] == colour)


def preview(view: View[CapitalLuxView], option: Option) -> Label | None:
    """The preview of one option offered to ``view.seat``; ``None`` where there is nothing to
    add to the option's own label."""
    data = view.data
    me = data["me"]
    if me is None:
        return None
    action = option.action
    maker = _MAKERS.get(action["do"])
    return None if maker is None else maker(data, me, action)


def _pick(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    card = action["card"]
    colour = COLOUR_OF[card]
    kept = held(me["picks"], colour) + held(me["hand"], colour)
    limit, hidden = capital_total(data, me, colour)
    return Label(
        "capital-lux-preview-pick",
        {
            "colour": COLOUR_LABELS[colour],
            "home": data["home_totals"][me["seat"]][colour],
            "picked": kept,
            "after": kept + VALUE_OF[card],
            "limit": limit,
            "hidden": _hidden(hidden),
        },
    )


def _choose(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    card = action["card"]
    colour, value = COLOUR_OF[card], VALUE_OF[card]
    home = data["home_totals"][me["seat"]][colour]
    limit, hidden = capital_total(data, me, colour)
    return Label(
        "capital-lux-preview-choose",
        {
            "colour": COLOUR_LABELS[colour],
            "home": home,
            "home_after": home + value,
            "limit": limit,
            "limit_after": limit + value,
            "hidden": _hidden(hidden),
        },
    )


def _home(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    card = action["card"]
    colour = COLOUR_OF[card]
    home = data["home_totals"][me["seat"]][colour]
    after = home + VALUE_OF[card]
    limit, hidden = capital_total(data, me, colour)
    return Label(
        "capital-lux-preview-home",
        {
            "colour": COLOUR_LABELS[colour],
            "before": home,
            "after": after,
            "limit": limit,
            "hidden": _hidden(hidden),
            "margin": margin(after, limit),
        },
    )


def column_change(
    data: CapitalLuxView, me: CapitalLuxPrivate, colour: int, change: int, home_change: int = 0
) -> dict[str, LabelArg]:
    """The arguments of a Capital column that changes by ``change`` (a card or a modifier)."""
    home = data["home_totals"][me["seat"]][colour] + home_change
    limit, hidden = capital_total(data, me, colour)
    return {
        "colour": COLOUR_LABELS[colour],
        "before": limit,
        "after": limit + change,
        "hidden": _hidden(hidden),
        "home": home,
        "margin": margin(home, limit + change),
    }


def _capital(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    card = action["card"]
    colour = COLOUR_OF[card]
    args = column_change(data, me, colour, VALUE_OF[card])
    return Label("capital-lux-preview-capital", {**args, "power": power(data, me, colour)})


def power(data: CapitalLuxView, me: CapitalLuxPrivate, colour: int) -> Label:
    """What the colour's power will do, as far as the seat can tell before it happens."""
    if colour == GREEN:
        deck = data["deck"]
        return Label("capital-lux-preview-scientist", {"deck": deck})
    if colour == YELLOW:
        coins = data["coins"][me["seat"]]
        if not data["supply"]:
            return Label("capital-lux-preview-merchant-none")
        return Label("capital-lux-preview-merchant", {"coins": coins, "after": coins + 1})
    if colour == BLUE:
        return Label("capital-lux-preview-agent", {"pile": data["modifier_pile"]})
    assert colour == PINK
    lowest: dict[int, int] = {}
    for card in data["capital"]:
        column = COLOUR_OF[card]
        if column in CLERIC_COLOURS and column not in lowest:
            lowest[column] = card
    cards = [CARD_LABELS[lowest[column]] for column in CLERIC_COLOURS if column in lowest]
    if not cards:
        return Label("capital-lux-preview-cleric-none")
    return Label(f"capital-lux-preview-cleric-{len(cards)}", dict(zip("abc", cards, strict=False)))


def _place(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label | None:
    value = me["drawn_modifier"]
    if value is None:
        return None
    return Label("capital-lux-preview-column", column_change(data, me, action["column"], value))


def _take(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    colour = action["colour"]
    low = min(VALUE_OF[card] for card in data["capital"] if COLOUR_OF[card] == colour)
    args = column_change(data, me, colour, -low, low)
    args["home_before"] = data["home_totals"][me["seat"]][colour]
    return Label("capital-lux-preview-take", args)


def _pay(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    colour = action["colour"]
    seat = me["seat"]
    report = data["round_end"]
    assert report is not None, "gold is paid at a round end"
    home = data["home_totals"][seat][colour]
    cost = home - report["limits"][colour]
    coins = data["coins"][seat]
    return Label(
        "capital-lux-preview-pay",
        {"colour": COLOUR_LABELS[colour], "points": home, "coins": coins, "after": coins - cost},
    )


def _discard(data: CapitalLuxView, me: CapitalLuxPrivate, action: Action) -> Label:
    colour = action["colour"]
    seat = me["seat"]
    return Label(
        "capital-lux-preview-discard",
        {
            "colour": COLOUR_LABELS[colour],
            "points": data["home_totals"][seat][colour],
            "coins": data["coins"][seat],
        },
    )


Maker = Callable[[CapitalLuxView, CapitalLuxPrivate, Action], Label | None]

_MAKERS: dict[str, Maker] = {
    "pick": _pick,
    "choose": _choose,
    "home": _home,
    "capital": _capital,
    "place": _place,
    "take": _take,
    "pay": _pay,
    "discard": _discard,
}
