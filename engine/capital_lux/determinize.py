"""A full state consistent with one seat's view, every hidden part sampled: for search AIs.

Hidden are the other seats' hands, draft cards and picks, their bonus cards, the deck, and
unrevealed modifiers that the seat did not place. They are drawn
from the sorted pool of components the view does not show, shuffled with the given rng, so the
sample depends on nothing but the view and the rng.
"""

from __future__ import annotations

from typing import Any, TypedDict

from engine.capital_lux.cards import CARDS, MODIFIER_VALUES, MODIFIERS, mask_of
from engine.capital_lux.story import from_view
from engine.capital_lux.view_types import CapitalLuxRoundEnd, CapitalLuxView
from engine.core import Rng, State, View

REVEALED_PHASES = ("limits", "over")


class _OwnCards(TypedDict):
    """The cards a seat's view shows it (``me``), none for a spectator."""

    hand: list[int]
    draft_cards: list[int]
    picks: list[int]
    bonus: list[int]


def sample_state(view: View[CapitalLuxView], rng: Rng, schema: int) -> State:
    public = view.data
    me = public["me"]
    seat = view.seat
    players = view.players
    own: _OwnCards = {"hand": [], "draft_cards": [], "picks": [], "bonus": []} if me is None else me
    seen = set(public["capital"] + public["discard"])
    seen.update(card for home in public["homes"] for card in home)
    seen.update(own["hand"] + own["draft_cards"] + own["picks"] + own["bonus"])
    # Once the game is over, every bonus card is shown (``revealed_bonus``).
    revealed = [player["revealed_bonus"] for player in public["players"]]
    seen.update(card for cards in revealed if cards is not None for card in cards)
    pool = [card for card in CARDS if card not in seen]
    rng.shuffle(pool)

    def draw(count: int) -> int:
        drawn = pool[len(pool) - count :]
        del pool[len(pool) - count :]
        return mask_of(drawn)

    known = [own["bonus"] if other == seat else cards for other, cards in enumerate(revealed)]
    bonus = [
        draw(count) if cards is None else mask_of(cards)
        for cards, count in zip(known, public["bonus_cards"], strict=True)
    ]
    hands, packets, picks = [], [], []
    draft = public["draft"]
    for other in range(players):
        if other == seat:
            hands.append(mask_of(own["hand"]))
            packets.append(mask_of(own["draft_cards"]))
            picks.append(mask_of(own["picks"]))
            continue
        hands.append(draw(public["hand_sizes"][other]))
        if draft is not None:
            packets.append(draw(draft["cards"][other]))
            picks.append(draw(draft["picked"][other]))
    mods, agent_mod, mod_pile = _sample_modifiers(public, seat, rng)
    report = public["round_end"]
    data = {
        "round": public["round"],
        "phase": public["phase"],
        "start": public["start_player"],
        "opening": public["opening_modifiers"] and list(public["opening_modifiers"]),
        "deck": mask_of(pool),
        "capital": mask_of(public["capital"]),
        "homes": [mask_of(home) for home in public["homes"]],
        "hands": hands,
        "draft": None
        if draft is None
        else {
            "step": draft["step"],
            "packets": packets,
            "picks": picks,
            "to_pick": list(draft["to_pick"]),
        },
        "bonus": bonus,
        "discard": mask_of(public["discard"]),
        "coins": list(public["coins"]),
        "supply": public["supply"],
        "mod_pile": mod_pile,
        "mods": mods,
        "turn": public["turn"],
        "chosen": None if me is None else me["chosen"],
        "agent_mod": agent_mod,
        "cleric": public["power"] == "cleric",
        "final": None if public["final_turns"] is None else list(public["final_turns"]),
        "over_limit": None
        if public["over_limit"] is None
        else [list(colours) for colours in public["over_limit"]],
        "report": None if report is None else _report_state(report),
        "last_turn": from_view(public["last_turn"]),
    }
    return State(
        game=view.game,
        schema=schema,
        players=players,
        seed=0,
        options={},
        version=view.version,
        rng=Rng(rng.next64()),
        data=data,
    )


def _sample_modifiers(
    public: CapitalLuxView, seat: int | None, rng: Rng
) -> tuple[list[Any], int | None, list[Any]]:
    """Placed modifiers (column by column, as the view lists them), the one an Agent holds, and
    the pile; the values the seat has not seen are sampled."""
    report = public["round_end"]
    if public["phase"] in REVEALED_PHASES:
        assert report is not None, "a round end's report shows every modifier"
        placed = [
            [MODIFIER_VALUES.index(value), column, seat]
            for column, seat, value in report["modifiers"]
        ]
        known = {mod for mod, _column, _seat in placed}
        return placed, None, [mod for mod in MODIFIERS if mod not in known]
    me = public["me"]
    mine: dict[int, list[int]] = {}
    drawn = None
    if me is not None:
        for own_mod in me["modifiers"]:
            mine.setdefault(own_mod["colour"], []).append(MODIFIER_VALUES.index(own_mod["value"]))
        if me["drawn_modifier"] is not None:
            drawn = MODIFIER_VALUES.index(me["drawn_modifier"])
    known = {mod for mods in mine.values() for mod in mods}
    if drawn is not None:
        known.add(drawn)
    pool = [mod for mod in MODIFIERS if mod not in known]
    rng.shuffle(pool)
    placed = []
    for column, placer in public["modifiers"]:
        mod = mine[column].pop(0) if placer == seat else pool.pop()
        placed.append([mod, column, placer])
    if drawn is None and public["power"] == "agent":
        drawn = pool.pop()
    return placed, drawn, sorted(pool)


def _report_state(report: CapitalLuxRoundEnd) -> dict[str, Any]:
    return {
        "round": report["round"],
        "modifiers": list(map(list, report["modifiers"])),
        "limits": list(report["limits"]),
        "decisions": list(map(list, report["decisions"])),
        "bonus": list(map(list, report["bonus"])),
        "discarded_points": list(map(list, report.get("discarded_points", ()))),
    }
