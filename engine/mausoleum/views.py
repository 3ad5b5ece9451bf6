"""What a seat may see, and full states sampled back from such a view for search AIs.

Public: every area (and the points it would score now, ``points`` and ``public_score``), hand
sizes, the discard pile (contents and order), the draw pile's size, the card being played and its
target, whether the target is deciding on a defence (which tells the table it holds a matching
card, as the pause would at a real table), ``last_turn`` and ``game_over`` (see
``engine.core.story``). Private: a seat's
own hand, and ``chosen`` (see ``current_choice``). Never shown: other hands and the draw
pile's order.
"""

from __future__ import annotations

from typing import Any

from engine.core import Label, Rng, State, View
from engine.mausoleum import labels, scoring, story
from engine.mausoleum.cards import (
    AREA_KINDS,
    CARD_COUNT,
    CONSTRUCTIONS,
    DEFENCE_AGAINST,
    GUARDS,
    KIND_OF,
)
from engine.mausoleum.story import card_json
from engine.mausoleum.table import complete_sets, new_table
from engine.mausoleum.view_types import MausoleumChoice, MausoleumPlayer, MausoleumView


def view(game_id: str, state: State, seat: int | None) -> View[MausoleumView]:
    data = state.data
    card = data["card"]
    discard = data["discard"]
    public: MausoleumView = {
        "turn": data["turn"],
        "step": data["step"],
        "players": [
            _player(area, len(hand), used)
            for area, hand, used in zip(data["areas"], data["hands"], data["used"], strict=True)
        ],
        "draw_size": len(data["draw"]),
        "discard": [card_json(c) for c in discard],
        "discard_top": card_json(discard[-1]) if discard else None,
        "discard_size": len(discard),
        "card_in_play": None if card is None else card_json(card),
        "target": data["target"],
        "awaiting_defence": data["step"] == "defend",
        "passes_in_row": data["passes"],
        "game_over": data["step"] == "over",
        "hand": None if seat is None else [card_json(c) for c in data["hands"][seat]],
        "last_turn": story.to_view(data.get("last_turn")),
    }
    if seat is not None:
        public["chosen"] = current_choice(data, seat)
    return View(game_id, seat, state.version, state.players, _summary(state), public)


CHOSEN_STEPS = ("target", "construction", "give", "recover")


def current_choice(data: dict[str, Any], seat: int) -> MausoleumChoice | None:
    """What the seat has chosen so far in its turn in progress (its own view only): the card it
    played whose effect still awaits a choice, and the attack's target once named."""
    if data["turn"] != seat or data["step"] not in CHOSEN_STEPS:
        return None
    return {"card": data["card"], "target": data["target"]}


def _player(area: dict[str, list[int]], hand_size: int, used: list[str]) -> MausoleumPlayer:
    """One seat's row. ``points`` and ``public_score`` are the same figure: what the area would
    score if the game ended now (8 per complete set, +4 with two or more, Mausolus doubling one
    set). Areas are public, so the whole score is; ``public_score`` is the key every game has."""
    points = sum(scoring.breakdown(area).values())
    return {
        "hand_size": hand_size,
        "constructions": {kind: list(area[kind]) for kind in CONSTRUCTIONS},
        "complete_sets": complete_sets(area),
        "points": points,
        "public_score": points,
        "mausolus": list(area["mausolus"]),
        "artemisia": list(area["artemisia"]),
        "guards": {kind: list(area[kind]) for kind in GUARDS},
        "protection": list(area["protection"]),
        "characters_used": list(used),
    }


def _summary(state: State) -> Label:
    data = state.data
    if data["step"] == "over":
        return Label("mausoleum-summary-over")
    if data["step"] == "defend":
        return Label(
            "mausoleum-summary-defend",
            {"target": labels.seat(data["target"]), "card": labels.kind(KIND_OF[data["card"]])},
        )
    return Label(
        "mausoleum-summary-turn",
        {"player": labels.seat(data["turn"]), "draw": len(data["draw"])},
    )


def determinize(game_id: str, schema: int, shown: View[MausoleumView], rng: Rng) -> State:
    """A state whose view for ``shown.seat`` is ``shown``; unseen cards dealt at random.

    The unseen pool is sorted before shuffling, so the sample depends only on the view and
    ``rng``. A target asked for a defence is first given a matching card from the pool.
    """
    public = shown.data
    data = new_table(shown.players)
    seen: set[int] = set()
    for seat, player in enumerate(public["players"]):
        area = data["areas"][seat]
        for kind in AREA_KINDS:
            area[kind] = list(area_cards(player, kind))
            seen.update(area[kind])
        data["used"][seat] = list(player["characters_used"])
    data["discard"] = [card["id"] for card in public["discard"]]
    seen.update(data["discard"])
    in_play = public["card_in_play"]
    if in_play is not None:
        data["card"] = in_play["id"]
        seen.add(in_play["id"])
    hand = public["hand"]
    if shown.seat is not None and hand is not None:
        data["hands"][shown.seat] = [card["id"] for card in hand]
        seen.update(data["hands"][shown.seat])
    data.update(
        turn=public["turn"],
        step=public["step"],
        target=public["target"],
        passes=public["passes_in_row"],
        last_turn=story.from_view(public["last_turn"]),
    )
    pool = sorted(set(range(CARD_COUNT)) - seen)
    _deal_hidden(data, public, shown.seat, pool, rng)
    return State(
        game=game_id,
        schema=schema,
        players=shown.players,
        seed=0,
        options={},
        version=shown.version,
        rng=rng.fork(),
        data=data,
    )


def area_cards(player: MausoleumPlayer, kind: str) -> list[int]:
    """The cards of ``kind`` in a player's area, as its row in a view lists them."""
    if kind in CONSTRUCTIONS:
        return player["constructions"][kind]
    if kind in GUARDS:
        return player["guards"][kind]
    if kind == "mausolus":
        return player["mausolus"]
    if kind == "artemisia":
        return player["artemisia"]
    return player["protection"]


def _deal_hidden(
    data: dict[str, Any], public: MausoleumView, seat: int | None, pool: list[int], rng: Rng
) -> None:
    target = data["target"]
    if public["awaiting_defence"] and target != seat:
        defence = DEFENCE_AGAINST[KIND_OF[data["card"]]]
        matching = [card for card in pool if KIND_OF[card] == defence]
        chosen = matching[rng.below(len(matching))]
        pool.remove(chosen)
        data["hands"][target].append(chosen)
    rng.shuffle(pool)
    for other, player in enumerate(public["players"]):
        if other == seat:
            continue
        hand = data["hands"][other]
        while len(hand) < player["hand_size"]:
            hand.append(pool.pop())
        hand.sort()
    if len(pool) != public["draw_size"]:
        raise ValueError("view does not account for all 52 cards")
    data["draw"] = pool
