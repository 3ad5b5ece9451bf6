"""Pebbles' rules on the engine contract. Nothing is hidden: every view is the whole table.

A turn is two steps, so that it shows the take-back contract too: choose a pile (a step that
can be taken back: the same seat still decides, nothing was revealed), then take from it."""

from __future__ import annotations

from typing import TypedDict

from engine.core import (
    Action,
    Event,
    Game,
    Label,
    Option,
    Prompt,
    Result,
    Rng,
    State,
    View,
    ranks_from_keys,
    seat_label,
)

GAME_ID = "pebbles"
PILES = 2
MOST_TAKEN = 2
LAST_PEBBLE_BONUS = 2


class PebblesPlayer(TypedDict):
    taken: int
    bonus: int
    public_score: int


class PebblesLastTurn(TypedDict):
    seat: int
    done: bool
    pile: int
    took: int


class PebblesView(TypedDict):
    piles: list[int]
    turn: int | None
    chosen: int | None
    """The pile the player to move chose, while they take from it."""
    players: list[PebblesPlayer]
    last_turn: PebblesLastTurn | None
    game_over: bool


def pile_size(players: int) -> int:
    return 5 + 2 * players


def score(taken: int, bonus: int) -> int:
    return taken + bonus


class Pebbles(Game[PebblesView]):
    id = GAME_ID
    display_name = "Pebbles"
    min_players = 2
    max_players = 4
    rule_sections = ("turn", "end")
    prompt_rules = {"pile": ("turn",), "take": ("turn", "end")}

    def _setup(self, state: State) -> None:
        state.data = {
            "piles": [pile_size(state.players)] * PILES,
            "turn": 0,
            "chosen": None,
            "taken": [0] * state.players,
            "bonus": [0] * state.players,
            "last_turn": None,
        }

    def pending(self, state: State) -> dict[int, Prompt]:
        data = state.data
        piles = data["piles"]
        if not any(piles):
            return {}
        chosen = data["chosen"]
        if chosen is None:
            options = tuple(
                Option({"pile": pile}, Label("pebbles-opt-pile", {"pile": pile + 1, "n": n}))
                for pile, n in enumerate(piles)
                if n
            )
            prompt = Prompt("pile", Label("pebbles-prompt-pile"), options)
        else:
            options = tuple(
                Option({"take": n}, Label("pebbles-opt-take", {"n": n}))
                for n in range(1, min(MOST_TAKEN, piles[chosen]) + 1)
            )
            label = Label("pebbles-prompt-take", {"pile": chosen + 1, "n": piles[chosen]})
            prompt = Prompt("take", label, options)
        return {data["turn"]: prompt}

    def _resolve(self, state: State, seat: int, action: Action) -> list[Event]:
        data = state.data
        player = seat_label(seat)
        if "pile" in action:
            data["chosen"] = int(action["pile"])
            data["last_turn"] = {"seat": seat, "done": False, "pile": data["chosen"], "took": 0}
            return []
        pile, took = data["chosen"], int(action["take"])
        data["piles"][pile] -= took
        data["taken"][seat] += took
        data["chosen"] = None
        data["last_turn"] = {"seat": seat, "done": True, "pile": pile, "took": took}
        events = [Event(Label("pebbles-ev-took", {"player": player, "n": took, "pile": pile + 1}))]
        if data["piles"][pile] == 0:
            data["bonus"][seat] += LAST_PEBBLE_BONUS
            events.append(Event(Label("pebbles-ev-last", {"player": player, "pile": pile + 1})))
        data["turn"] = (seat + 1) % state.players
        return events

    def reversible(self, before: State, after: State, seat: int, events: list[Event]) -> bool:
        """Choosing a pile can be taken back: the same seat then takes from it."""
        return after.data["chosen"] is not None

    def view(self, state: State, seat: int | None) -> View[PebblesView]:
        data = state.data
        over = not any(data["piles"])
        total = sum(data["piles"])
        summary = Label("pebbles-summary-over") if over else Label("pebbles-summary", {"n": total})
        view_data: PebblesView = {
            "piles": list(data["piles"]),
            "turn": None if over else data["turn"],
            "chosen": data["chosen"],
            "players": [
                {"taken": taken, "bonus": bonus, "public_score": score(taken, bonus)}
                for taken, bonus in zip(data["taken"], data["bonus"], strict=True)
            ],
            "last_turn": None if data["last_turn"] is None else dict(data["last_turn"]),
            "game_over": over,
        }
        return View(self.id, seat, state.version, state.players, summary, view_data)

    def preview(self, view: View[PebblesView], option: Option) -> Label | None:
        if "take" not in option.action:
            return None
        chosen = view.data["chosen"]
        assert chosen is not None
        left = view.data["piles"][chosen] - int(option.action["take"])
        return Label("pebbles-preview", {"n": left})

    def table_alt(self, view: View[PebblesView]) -> list[Label]:
        return [view.summary] + [
            Label(
                "pebbles-alt-player",
                {"player": seat_label(seat), "n": row["taken"], "score": row["public_score"]},
            )
            for seat, row in enumerate(view.data["players"])
        ]

    def hand_alt(self, view: View[PebblesView]) -> list[Label]:
        assert view.seat is not None
        return [Label("pebbles-alt-hand", {"n": view.data["players"][view.seat]["taken"]})]

    def result(self, state: State) -> Result | None:
        data = state.data
        if any(data["piles"]):
            return None
        points = tuple(map(score, data["taken"], data["bonus"]))
        breakdown = tuple(
            {"pebbles": taken, "last": bonus}
            for taken, bonus in zip(data["taken"], data["bonus"], strict=True)
        )
        return Result(points, breakdown, ranks_from_keys([(p,) for p in points]))

    def determinize(self, view: View[PebblesView], rng: Rng) -> State:
        """The whole state, since the view hides nothing."""
        data = view.data
        players = data["players"]
        return State(
            game=self.id,
            schema=self.schema_version,
            players=view.players,
            seed=0,
            options={},
            version=view.version,
            rng=rng.fork(),
            data={
                "piles": list(data["piles"]),
                "turn": data["turn"] if data["turn"] is not None else 0,
                "chosen": data["chosen"],
                "taken": [row["taken"] for row in players],
                "bonus": [row["bonus"] for row in players],
                "last_turn": None if data["last_turn"] is None else dict(data["last_turn"]),
            },
        )
