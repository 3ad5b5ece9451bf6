"""The round summary: a round end's figures, from the public view's round-end report."""

from __future__ import annotations

from engine.capital_lux.cards import COLOUR_LABELS
from engine.capital_lux.log import player_label
from engine.capital_lux.view_types import CapitalLuxView
from engine.core import Label, RoundSummary, View
from engine.core.model import LabelArg


def signed(value: int) -> str:
    """``+2`` / ``-1`` as printed on the modifier cards (Fluent numbers would drop the sign)."""
    return f"{value:+d}"


def round_summary(view: View[CapitalLuxView]) -> RoundSummary | None:
    """Once a round end is settled (its bonus cards given), everything it showed the table:
    per column the revealed modifiers and the Capital's limit, per seat the gold paid and the
    cards discarded (with their points), the bonus cards, each home city's totals after it,
    and who starts next."""
    data = view.data
    report = data["round_end"]
    if report is None or data["phase"] == "limits":
        return None
    lines: list[Label] = []
    for colour, limit in enumerate(report["limits"]):
        mods = [(seat, value) for column, seat, value in report["modifiers"] if column == colour]
        lines.append(
            Label(
                "capital-lux-sum-limit",
                {"colour": COLOUR_LABELS[colour], "limit": limit, "modifiers": len(mods)},
            )
        )
        for seat, value in mods:
            lines.append(
                Label(
                    "capital-lux-sum-modifier",
                    {"player": player_label(seat), "value": signed(value)},
                )
            )
    points = {(seat, colour): p for seat, colour, p in report.get("discarded_points", ())}
    for seat, colour, paid, cards in report["decisions"]:
        args = {"player": player_label(seat), "colour": COLOUR_LABELS[colour]}
        if cards:
            value = points.get((seat, colour), 0)
            lines.append(
                Label("capital-lux-sum-discarded", args | {"cards": cards, "points": value})
            )
        else:
            lines.append(Label("capital-lux-sum-paid", args | {"coins": paid}))
    if not report["decisions"]:
        lines.append(Label("capital-lux-sum-all-within"))
    for seat, colour in report["bonus"]:
        lines.append(
            Label(
                "capital-lux-sum-bonus",
                {"player": player_label(seat), "colour": COLOUR_LABELS[colour]},
            )
        )
    for seat, totals in enumerate(data["home_totals"]):
        row: dict[str, LabelArg] = {"player": player_label(seat), "coins": data["coins"][seat]}
        row |= {f"c{colour}": total for colour, total in enumerate(totals)}
        lines.append(Label("capital-lux-sum-home", row))
    if data["phase"] == "over":
        lines.append(Label("capital-lux-sum-last"))
    else:
        lines.append(Label("capital-lux-sum-next", {"player": player_label(data["start_player"])}))
    title = Label("capital-lux-sum-title", {"round": report["round"]})
    return RoundSummary(report["round"], title, tuple(lines))
