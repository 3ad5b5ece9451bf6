"""Guardiões do Mausoléu on the shared engine contract (rules: ``docs/rules/mausoleum.md``)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action, Event, Game, Label, Option, Prompt, Result, Rng, State, View
from engine.mausoleum import alt, attacks, plays, previews, prompts, rulebook, scoring, turn, views
from engine.mausoleum.cards import CARD_COUNT, STARTING_HAND
from engine.mausoleum.table import new_table
from engine.mausoleum.view_types import MausoleumView

Handler = Callable[[State, int, Action], list[Event]]

HANDLERS: dict[str, Handler] = {
    "play": lambda state, seat, action: plays.play_card(state, seat, action["card"]),
    "pass": lambda state, seat, action: turn.pass_turn(state, seat),
    "target": lambda state, seat, action: attacks.name_target(state, seat, action["seat"]),
    "defend": lambda state, seat, action: attacks.reveal_defence(state, seat, action["card"]),
    "allow": lambda state, seat, action: attacks.let_through(state, seat),
    "construction": lambda state, seat, action: attacks.hit_construction(
        state, seat, action["card"]
    ),
    "give": lambda state, seat, action: attacks.give_card(state, seat, action["card"]),
    "recover": lambda state, seat, action: plays.recover(state, seat, action["card"]),
    "discard": lambda state, seat, action: turn.discard_down(state, seat, action["card"]),
}
"""One handler per action kind (``action["do"]``); ``apply`` has already checked the offer."""


class Mausoleum(Game[MausoleumView]):
    id = "mausoleum"
    display_name = "Guardiões do Mausoléu"
    min_players = 2
    max_players = 4
    rule_sections = rulebook.RULE_SECTIONS
    prompt_rules = rulebook.PROMPT_RULES

    def _setup(self, state: State) -> None:
        """Shuffle, deal five each, pick a random first player, who draws at once."""
        data = new_table(state.players)
        deck = list(range(CARD_COUNT))
        state.rng.shuffle(deck)
        for hand in data["hands"]:
            hand.extend(sorted(deck.pop() for _ in range(STARTING_HAND)))
        data["draw"] = deck
        state.data = data
        turn.start_turn(state, state.rng.below(state.players))

    def pending(self, state: State) -> dict[int, Prompt]:
        return prompts.pending(state)

    def _resolve(self, state: State, seat: int, action: Action) -> list[Event]:
        return HANDLERS[action["do"]](state, seat, action)

    def view(self, state: State, seat: int | None) -> View[MausoleumView]:
        return views.view(self.id, state, seat)

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def preview(self, view: View[MausoleumView], option: Option) -> Label | None:
        return previews.preview(view, option)

    def answers_another_turn(self, action: Action) -> bool:
        """The target's answer to an attack (reveal a defence or let it through)."""
        return action["do"] in ("defend", "allow")

    # No step can be taken back (``reversible`` keeps the contract's default, False): a turn
    # begins with a draw; playing a card shows it to the table (taking it back would hide a
    # card everyone saw); naming a target asks the target or settles a defence; the effects
    # draw, take a random card or change public areas; discards are public.

    def table_alt(self, view: View[MausoleumView]) -> list[Label]:
        return alt.table_alt(view)

    def hand_alt(self, view: View[MausoleumView]) -> list[Label]:
        return alt.hand_alt(view)

    def determinize(self, view: View[MausoleumView], rng: Rng) -> State:
        return views.determinize(self.id, self.schema_version, view, rng)
