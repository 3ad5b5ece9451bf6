"""The one engine contract every game implements."""

from __future__ import annotations

import marshal
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.model import (
    BACK,
    Action,
    CommonView,
    Event,
    IllegalAction,
    Label,
    Option,
    Prompt,
    Result,
    RoundSummary,
    State,
    View,
    seat_label,
)
from engine.core.rng import Rng

TOOK_BACK_KEY = "ev-took-back"
"""The public log line of a take-back (``{ $player }``), in ``common.ftl``."""


def rule_key(game_id: str, section: str) -> str:
    """The catalog message of one rule section; its title is the same key with ``-title``."""
    return f"{game_id}-rule-{section}"


GameView = TypeVar("GameView", bound=CommonView)
"""The type of a game's ``View.data``: a ``TypedDict`` with the keys every game shows."""


class Game(ABC, Generic[GameView]):
    """A game's rules. Instances are stateless; all state lives in :class:`State`.

    Subclasses implement ``_setup``, ``pending``, ``_resolve``, ``view`` and ``result``;
    ``setup`` and ``apply`` are shared so that validation, copying and versioning behave the same
    in every game. Optional: ``reversible`` (take-backs), ``table_alt``/``hand_alt`` (image
    descriptions), ``round_summary`` and ``determinize``.
    """

    id: ClassVar[str]
    display_name: ClassVar[str]
    """The game's published name, used where no translation exists."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    schema_version: ClassVar[int] = 1
    rule_sections: ClassVar[tuple[str, ...]] = ()
    """The sections of the game's rules, in reading order (see :func:`rule_key`)."""
    prompt_rules: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    """For each prompt kind the game asks, the rule sections that govern that decision."""

    def rules_for(self, kind: str) -> tuple[str, ...]:
        """The rule sections behind a prompt of ``kind`` (none for a kind the game never asks).

        Read by the turn panel's Rules button, which knows only the kind: the texts it shows
        are the catalog's, so they can tell nothing of any game's state."""
        return self.prompt_rules.get(kind, ())

    # -- the contract -------------------------------------------------------------------------

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.id} takes {self.min_players}-{self.max_players} players, not {players}"
            )
        state = State(
            game=self.id,
            schema=self.schema_version,
            players=players,
            seed=seed,
            options=dict(options or {}),
            version=0,
            rng=Rng.from_seed(seed),
            data={},
        )
        self._setup(state)
        return state

    @abstractmethod
    def pending(self, state: State) -> dict[int, Prompt]:
        """Every seat that must decide now, with its prompt. Empty once the game is over."""

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Apply one seat's action and return the new state; ``state`` itself is never changed.

        ``action`` is one of the seat's prompt options, or :data:`BACK` when
        :meth:`can_take_back` allows it (else ``IllegalAction("cannot-take-back")``).

        After the step, the pre-step data is kept in ``undo`` when the step can be taken back:
        the random generator did not move and :meth:`reversible` says so; any other step
        empties ``undo``. A reversible step whose prompt had a single option keeps ``undo`` as
        it was (a front end answers such prompts by itself; going back to one would only answer
        it again).
        """
        if state.game != self.id:
            raise IllegalAction("wrong-game", state.game)
        if action == BACK:
            return self._take_back(state, seat)
        prompt = self.pending(state).get(seat)
        if prompt is None:
            raise IllegalAction("game-over" if self.result(state) else "not-your-turn", str(seat))
        if not prompt.offers(action):
            raise IllegalAction("not-offered", repr(action))
        new_state = state.copy()
        events = self._resolve(new_state, seat, action)
        new_state.version += 1
        if new_state.rng.state == state.rng.state and self.reversible(
            state, new_state, seat, events
        ):
            kept = state.undo if state.undo and state.undo[-1][0] == seat else ()
            # A forced step (the only option) is not a decision to go back to: Back from after
            # it returns to before the seat's last real decision, which undoes it too.
            forced = len(prompt.options) == 1
            new_state.undo = kept if forced else (*kept, (seat, state.data))
        else:
            new_state.undo = ()
        return new_state, events

    def prompt_for(self, state: State, seat: int) -> Prompt | None:
        """``seat``'s prompt as a front end shows it: every option with its ``preview``.

        ``pending`` stays lean (agents, random playouts and search call it thousands of times a
        second, and previews would make them several times slower), so a game may leave
        ``Option.preview`` empty there and give it in :meth:`preview`, which is asked here, from
        the seat's own view, for each option without one. ``None``: the seat has nothing to
        decide now.
        """
        prompt = self.pending(state).get(seat)
        if prompt is None:
            return None
        return self.with_previews(prompt, self.view(state, seat))

    def with_previews(self, prompt: Prompt, view: View[GameView]) -> Prompt:
        """``prompt`` with a preview for each option, from its seat's ``view`` (see
        :meth:`prompt_for`; for a caller that already has both)."""
        options = tuple(
            option
            if option.preview is not None
            else replace(option, preview=self.preview(view, option))
            for option in prompt.options
        )
        return replace(prompt, options=options)

    def preview(self, view: View[GameView], option: Option) -> Label | None:
        """What ``option`` will do, said from ``view`` (the deciding seat's) only, for
        :meth:`prompt_for`. Default: no preview."""
        return None

    def answers_another_turn(self, action: Action) -> bool:
        """Whether ``action`` is an answer given inside another seat's turn (a defence against
        its attack) rather than a step of a turn of the acting seat's own.

        Front ends that tell whole turns (the table's last moves) count such an answer in the
        turn it answers. Default: no action is one.
        """
        return False

    def can_take_back(self, state: State, seat: int) -> bool:
        """Whether ``seat`` may send :data:`BACK` now: its last step can still be taken back
        (nothing random happened since and nothing hidden from the seat was revealed, see
        :meth:`reversible`) and it still decides."""
        return bool(state.undo) and state.undo[-1][0] == seat and seat in self.pending(state)

    def reversible(self, before: State, after: State, seat: int, events: list[Event]) -> bool:
        """Whether ``seat``'s step from ``before`` to ``after`` may be taken back.

        Called by ``apply`` only when the random generator did not move. Return ``True`` only
        when the same ``seat`` still decides in the same turn, the step revealed nothing hidden
        from the seat that took it (no card drawn, no tile turned face up, no other seat's card
        seen), and showed the others only what that seat held. The last is allowed: Luxor lets
        a player take back the card they just played face up, which the table saw, because the
        card was their own and Back returns it to their hand (a kept decision, issue 33). Capital
        Lux, where a played card is final, takes back only choices nobody else saw. The
        default: never.
        """
        return False

    def _take_back(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if not self.can_take_back(state, seat):
            raise IllegalAction("cannot-take-back", str(seat))
        _, data = state.undo[-1]
        before = State(
            game=state.game,
            schema=state.schema,
            players=state.players,
            seed=state.seed,
            options=dict(state.options),
            version=state.version + 1,
            rng=Rng(state.rng.state),
            data=marshal.loads(marshal.dumps(data)),
            undo=state.undo[:-1],
        )
        return before, [Event(Label(TOOK_BACK_KEY, {"player": seat_label(seat)}))]

    @abstractmethod
    def view(self, state: State, seat: int | None) -> View[GameView]:
        """What ``seat`` may see (``None``: a spectator, i.e. only public information)."""

    @abstractmethod
    def result(self, state: State) -> Result | None:
        """Final scores and ranking once the game is over, else ``None``."""

    def round_summary(self, view: View[GameView]) -> RoundSummary | None:
        """The summary of a round end that the public ``view`` shows complete, else ``None``.

        Games without round ends worth a summary keep this default. Derived from a *view*, so
        a summary can only tell what the whole table may know.
        """
        return None

    def table_alt(self, view: View[GameView]) -> list[Label]:
        """The description of the public table image, one label per line, for screen readers:
        round, whose turn, each player's public position and score. Drawn from the public
        ``view`` only. The default is the view's summary; games say more."""
        return [view.summary]

    def hand_alt(self, view: View[GameView]) -> list[Label]:
        """The description of a seat's hand image, one label per line: its cards in order and
        what is pending for it. Drawn from that seat's ``view`` only. Default: the summary."""
        return [view.summary]

    def determinize(self, view: View[GameView], rng: Rng) -> State:
        """A full state consistent with ``view``, hidden parts sampled with ``rng``.

        Used by search AIs, which may only see a view. The sample must not depend on anything
        the view hides.
        """
        raise NotImplementedError(f"{self.id} cannot sample states from a view")

    # -- what subclasses implement -------------------------------------------------------------

    @abstractmethod
    def _setup(self, state: State) -> None:
        """Fill ``state.data`` (and use ``state.rng``) for a new game."""

    @abstractmethod
    def _resolve(self, state: State, seat: int, action: Action) -> list[Event]:
        """Carry out an action already checked against ``pending``; mutate ``state`` in place."""
