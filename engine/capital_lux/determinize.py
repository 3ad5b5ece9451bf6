"""A full state consistent with one seat's view, every hidden part sampled: for search AIs.

Hidden are the other seats' hands, draft cards and picks, their bonus cards, the deck, and
unrevealed modifiers that the seat did not place. They are drawn
from the sorted pool of components the view does not show, with the given rng, so the
sample depends on nothing but the view and the rng.

The seat remembers the cards it passed in this round's draft (``me["passed"]``), and the
sample keeps to what that tells: such a card that the seat does not see now is in the hand of
a seat it can have travelled to (``travelled``: the left neighbour for the last pass); during
the draft, the left neighbour's cards and this step's picks are exactly the seat's previous
pass. ``engine.core.placement.deal`` places those cards first.
"""

from __future__ import annotations

from typing import Any, TypedDict

from engine.capital_lux.cards import CARDS, DRAFT_STEPS, MODIFIER_VALUES, MODIFIERS, mask_of
from engine.capital_lux.story import from_view
from engine.capital_lux.view_types import (
    CapitalLuxDraft,
    CapitalLuxPass,
    CapitalLuxPrivate,
    CapitalLuxRoundEnd,
    CapitalLuxView,
)
from engine.core import Rng, State, View
from engine.core.placement import deal

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
    places = _Places()
    deck_at = places.add(public["deck"])
    known = [own["bonus"] if other == seat else cards for other, cards in enumerate(revealed)]
    counts = public["bonus_cards"]
    bonus_at = {
        other: places.add(counts[other]) for other, cards in enumerate(known) if cards is None
    }
    others = [other for other in range(players) if other != seat]
    hand_at = {other: places.add(public["hand_sizes"][other]) for other in others}
    passes = [] if me is None else me["passed"]
    draft = public["draft"]
    packet_at: dict[int, int] = {}
    picks_at: dict[int, list[int]] = {}
    bound: dict[int, list[int]] = {}
    if draft is not None:
        left = None if seat is None else (seat + 1) % players
        bound = _draft_places(draft, passes, left, others, places, packet_at, picks_at)
    elif public["phase"] == "play" and seat is not None:
        for held in passes:
            reach = [hand_at[other] for other in travelled(seat, held["step"], players)]
            bound.update((card, reach) for card in held["cards"] if card not in seen)
    free = [card for card in pool if card not in bound]
    dealt = list(map(mask_of, deal(free, bound, places.rooms, places.anywhere(), rng)))
    bonus = [
        dealt[bonus_at[other]] if cards is None else mask_of(cards)
        for other, cards in enumerate(known)
    ]
    hands, packets, picks = [], [], []
    for other in range(players):
        if other == seat:
            hands.append(mask_of(own["hand"]))
            packets.append(mask_of(own["draft_cards"]))
            picks.append(mask_of(own["picks"]))
            continue
        hands.append(dealt[hand_at[other]])
        if draft is not None:
            packets.append(dealt[packet_at[other]])
            picks.append(sum(dealt[place] for place in picks_at[other]))
    mods, agent_mod, mod_pile = _sample_modifiers(public, seat, rng)
    report = public["round_end"]
    data = {
        "round": public["round"],
        "phase": public["phase"],
        "start": public["start_player"],
        "opening": public["opening_modifiers"] and list(public["opening_modifiers"]),
        "deck": dealt[deck_at],
        "capital": mask_of(public["capital"]),
        "homes": [mask_of(home) for home in public["homes"]],
        "hands": hands,
        "passed": _passed(public, me, players),
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


class _Places:
    """The places a sample deals hidden cards into, by index, with their sizes; a ``closed``
    one takes only the cards bound to it."""

    def __init__(self) -> None:
        self.rooms: list[int] = []
        self.closed: set[int] = set()

    def add(self, room: int, *, closed: bool = False) -> int:
        assert room >= 0, "the view and the seat's memory disagree"
        self.rooms.append(room)
        if closed:
            self.closed.add(len(self.rooms) - 1)
        return len(self.rooms) - 1

    def anywhere(self) -> list[int]:
        return [place for place in range(len(self.rooms)) if place not in self.closed]


def _draft_places(
    draft: CapitalLuxDraft,
    passes: list[CapitalLuxPass],
    left: int | None,
    others: list[int],
    places: _Places,
    packet_at: dict[int, int],
    picks_at: dict[int, list[int]],
) -> dict[int, list[int]]:
    """The other seats' draft cards and picks as places (in ``packet_at`` and ``picks_at``);
    returns where the cards the seat passed to its ``left`` neighbour at the previous step may
    be. The draft has two steps, so during it the seat remembers at most that pass."""
    step = draft["step"]
    previous = [card for held in passes if held["step"] == step - 1 for card in held["cards"]]
    bound: dict[int, list[int]] = {}
    for other in others:
        cards, picked = draft["cards"][other], draft["picked"][other]
        if previous and other == left:
            # 'passes the rest to the left neighbour; then picks 2 again': what the left
            # neighbour holds and has picked in this step is exactly what the seat passed it.
            now = len(previous) - cards
            packet_at[other] = places.add(cards, closed=True)
            this_step = places.add(now, closed=True)
            picks_at[other] = [places.add(picked - now), this_step]
            bound.update(dict.fromkeys(previous, [packet_at[other], this_step]))
        else:
            packet_at[other] = places.add(cards)
            picks_at[other] = [places.add(picked)]
    return bound


def travelled(seat: int, step: int, players: int) -> list[int]:
    """The seats a card passed at ``step`` may be with once the draft is over: it goes to the
    left neighbour, who may pass it on at each step still to come ('picks 2 ... and passes
    the rest to the left neighbour'); a card back with the seat would be in its sight."""
    reach = ((seat + ahead) % players for ahead in range(1, DRAFT_STEPS - step + 2))
    return [other for other in dict.fromkeys(reach) if other != seat]


def _passed(public: CapitalLuxView, me: CapitalLuxPrivate | None, players: int) -> Any:
    """The draft record of the sample: the seat's own passes from its view; the others', which
    the seat does not know, empty (``None`` outside a round's draft and play, as in a game)."""
    if public["phase"] not in ("draft", "play"):
        return None
    passed = [[0] * DRAFT_STEPS for _ in range(players)]
    if me is not None:
        for held in me["passed"]:
            passed[me["seat"]][held["step"] - 1] = mask_of(held["cards"])
    return passed


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
