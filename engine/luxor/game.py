"""Luxor on the shared engine contract."""

from __future__ import annotations

from engine.core import Action, Event, Game, Label, Prompt, Result, Rng, State, View
from engine.luxor import alt, labels, rulebook
from engine.luxor.board import MAX_PLAYERS, MIN_PLAYERS
from engine.luxor.prompts import current_prompt
from engine.luxor.scoring import final_result
from engine.luxor.setup import set_up
from engine.luxor.turn import resolve
from engine.luxor.view import sample_data, view_data
from engine.luxor.view_types import LuxorView


class Luxor(Game[LuxorView]):
    id = "luxor"
    display_name = "Luxor"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    rule_sections = rulebook.RULE_SECTIONS
    prompt_rules = rulebook.PROMPT_RULES

    def _setup(self, state: State) -> None:
        set_up(state)

    def pending(self, state: State) -> dict[int, Prompt]:
        if state.data["turn"] is None:
            return {}
        return {state.data["current"]: current_prompt(state.data)}

    def _resolve(self, state: State, seat: int, action: Action) -> list[Event]:
        return resolve(state, seat, action)

    def reversible(self, before: State, after: State, seat: int, events: list[Event]) -> bool:
        """A step may be taken back while the same seat's turn goes on: a turn's card, then
        adventurer, distance and which tile to resolve. The card lies face up once played, but
        it was the player's own: Back returns it to their hand. Whatever reveals something
        hidden or draws (a die roll moves the generator; a scarab, a Horus card, a temple tile
        turned up or the draw) ends the turn or is random, so it closes the door."""
        data = after.data
        return data["turn"] is not None and data["current"] == seat

    def view(self, state: State, seat: int | None) -> View[LuxorView]:
        data = state.data
        current = None if data["turn"] is None else data["current"]
        summary = labels.summary(data["round"], current)
        return View(self.id, seat, state.version, state.players, summary, view_data(state, seat))

    def table_alt(self, view: View[LuxorView]) -> list[Label]:
        return alt.table_alt(view)

    def hand_alt(self, view: View[LuxorView]) -> list[Label]:
        return alt.hand_alt(view)

    def result(self, state: State) -> Result | None:
        if state.data["turn"] is not None:
            return None
        return final_result(state.data, state.players)

    def determinize(self, view: View[LuxorView], rng: Rng) -> State:
        return State(
            game=self.id,
            schema=self.schema_version,
            players=view.players,
            seed=0,
            options={},
            version=view.version,
            rng=rng.fork(),
            data=sample_data(view.data, view.seat, rng),
        )
