"""Capital Lux wired into the shared engine contract."""

from __future__ import annotations

from engine.capital_lux import draft, flow, prompts, round_end, summary, turns, views
from engine.capital_lux.determinize import sample_state
from engine.capital_lux.scoring import final_result
from engine.core import Action, Event, Game, Prompt, Result, Rng, State, View
from engine.core.story import RoundSummary


class CapitalLux(Game):
    id = "capital-lux"
    display_name = "Capital Lux"
    min_players = 2
    max_players = 4

    def _setup(self, state: State) -> None:
        state.data = flow.new_game(state.players, state.rng)

    def pending(self, state: State) -> dict[int, Prompt]:
        return prompts.pending(state.data)

    def _resolve(self, state: State, seat: int, action: Action) -> list[Event]:
        data = state.data
        events: list[Event] = []
        do = action["do"]
        if do == "pick":
            draft.pick(data, seat, action["card"], events)
        elif do == "choose":
            turns.choose(data, action["card"])
        elif do == "home":
            turns.play_home(data, seat, action["card"], events)
        elif do == "capital":
            turns.play_capital(data, seat, action["card"], state.rng, events)
        elif do == "place":
            turns.place_modifier(data, seat, action["column"], events)
        elif do == "take":
            turns.cleric_take(data, seat, action["colour"], events)
        elif do == "pay":
            round_end.pay(data, seat, action["colour"], events)
        else:
            round_end.discard(data, seat, action["colour"], events)
        flow.advance(data, state.rng, events)
        return events

    def view(self, state: State, seat: int | None) -> View:
        return views.make_view(state, seat)

    def result(self, state: State) -> Result | None:
        return final_result(state.data) if state.data["phase"] == "over" else None

    def round_summary(self, view: View) -> RoundSummary | None:
        return summary.round_summary(view)

    def determinize(self, view: View, rng: Rng) -> State:
        return sample_state(view, rng, self.schema_version)
