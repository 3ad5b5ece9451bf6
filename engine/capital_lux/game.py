"""Capital Lux wired into the shared engine contract."""

from __future__ import annotations

from engine.capital_lux import (
    alt,
    draft,
    flow,
    previews,
    prompts,
    round_end,
    rulebook,
    summary,
    turns,
    views,
)
from engine.capital_lux.determinize import sample_state
from engine.capital_lux.scoring import final_result
from engine.capital_lux.view_types import CapitalLuxView
from engine.core import (
    Action,
    Event,
    Game,
    Label,
    Option,
    Prompt,
    Result,
    Rng,
    RoundSummary,
    State,
    View,
)


class CapitalLux(Game[CapitalLuxView]):
    id = "capital-lux"
    display_name = "Capital Lux"
    min_players = 2
    max_players = 4
    rule_sections = rulebook.RULE_SECTIONS
    prompt_rules = rulebook.PROMPT_RULES

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

    def view(self, state: State, seat: int | None) -> View[CapitalLuxView]:
        return views.make_view(state, seat)

    def result(self, state: State) -> Result | None:
        return final_result(state.data) if state.data["phase"] == "over" else None

    def round_summary(self, view: View[CapitalLuxView]) -> RoundSummary | None:
        return summary.round_summary(view)

    def preview(self, view: View[CapitalLuxView], option: Option) -> Label | None:
        return previews.preview(view, option)

    def reversible(self, before: State, after: State, seat: int, events: list[Event]) -> bool:
        """Two steps may be taken back: choosing the card to play (nobody else sees the choice;
        Back returns to the card choice), and the first pick of a draft step while the seat
        still owes one (its cards have not been passed on). Playing a card shows it to the
        table or draws, placing a modifier or taking a card is public, a limit is public."""
        data = after.data
        if data["phase"] == "draft":
            draft_now = data["draft"]
            still_picking: bool = (
                before.data["phase"] == "draft"
                and draft_now["step"] == before.data["draft"]["step"]
                and draft_now["to_pick"][seat] > 0
            )
            return still_picking
        return data["phase"] == "play" and data["turn"] == seat and data["chosen"] is not None

    def table_alt(self, view: View[CapitalLuxView]) -> list[Label]:
        return alt.table_alt(view)

    def hand_alt(self, view: View[CapitalLuxView]) -> list[Label]:
        return alt.hand_alt(view)

    def determinize(self, view: View[CapitalLuxView], rng: Rng) -> State:
        return sample_state(view, rng, self.schema_version)
