"""A tiny game used to test the shared engine contract without any real game's rules.

"Race to N": each round every seat secretly picks 1 or 2 (simultaneously); picks are then added to
their totals. First to reach the target wins; ties share. Seat 0 may also "pass" once per game.
"""

from __future__ import annotations

from engine.core import Event, Game, Label, Option, Prompt, Result, State, View, ranks_from_keys


class RaceGame(Game):
    id = "toy-race"
    display_name = "Race"
    min_players = 2
    max_players = 3

    def _setup(self, state: State) -> None:
        target = state.options.get("target", 5)
        state.data = {
            "target": target,
            "totals": [0] * state.players,
            "picks": [None] * state.players,
            "deck": list(range(10)),
        }
        state.rng.shuffle(state.data["deck"])

    def pending(self, state: State) -> dict[int, Prompt]:
        data = state.data
        if max(data["totals"]) >= data["target"]:
            return {}
        prompt = Prompt(
            "pick",
            Label("toy-prompt-pick"),
            tuple(Option({"do": "step", "n": n}, Label("toy-opt-step", {"n": n})) for n in (1, 2)),
        )
        return {seat: prompt for seat, pick in enumerate(data["picks"]) if pick is None}

    def _resolve(self, state: State, seat: int, action: dict) -> list[Event]:
        data = state.data
        data["picks"][seat] = action["n"]
        events = [Event(Label("toy-ev-picked", {"seat": seat}))]
        if all(pick is not None for pick in data["picks"]):
            for i, pick in enumerate(data["picks"]):
                data["totals"][i] += pick
            data["picks"] = [None] * state.players
            data["deck"].append(data["deck"].pop(state.rng.below(len(data["deck"]))))
        return events

    def view(self, state: State, seat: int | None) -> View:
        data = state.data
        return View(
            self.id,
            seat,
            state.version,
            state.players,
            Label("toy-summary"),
            {
                "totals": list(data["totals"]),
                "picked": [pick is not None for pick in data["picks"]],
                "my_pick": None if seat is None else data["picks"][seat],
            },
        )

    def result(self, state: State) -> Result | None:
        totals = state.data["totals"]
        if max(totals) < state.data["target"]:
            return None
        keys = [(min(total, state.data["target"]),) for total in totals]
        return Result(tuple(totals), tuple({"steps": t} for t in totals), ranks_from_keys(keys))


GAME = RaceGame()
