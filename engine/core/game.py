"""The one engine contract every game implements."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.model import Action, Event, IllegalAction, Prompt, Result, State, View
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.story import RoundSummary


class Game(ABC):
    """A game's rules. Instances are stateless; all state lives in :class:`State`.

    Subclasses implement ``_setup``, ``pending``, ``_resolve``, ``view`` and ``result``;
    ``setup`` and ``apply`` are shared so that validation, copying and versioning behave the same
    in every game.
    """

    id: ClassVar[str]
    display_name: ClassVar[str]
    """The game's published name, used where no translation exists."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    schema_version: ClassVar[int] = 1

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
        """Apply one seat's action and return the new state; ``state`` itself is never changed."""
        if state.game != self.id:
            raise IllegalAction("wrong-game", state.game)
        prompt = self.pending(state).get(seat)
        if prompt is None:
            raise IllegalAction("game-over" if self.result(state) else "not-your-turn", str(seat))
        if not prompt.offers(action):
            raise IllegalAction("not-offered", repr(action))
        new_state = state.copy()
        events = self._resolve(new_state, seat, action)
        new_state.version += 1
        return new_state, events

    @abstractmethod
    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (``None``: a spectator, i.e. only public information)."""

    @abstractmethod
    def result(self, state: State) -> Result | None:
        """Final scores and ranking once the game is over, else ``None``."""

    def round_summary(self, view: View) -> RoundSummary | None:
        """The summary of a round end that the public ``view`` shows complete, else ``None``.

        Games without round ends worth a summary keep this default. Derived from a *view*, so
        a summary can only tell what the whole table may know.
        """
        return None

    def determinize(self, view: View, rng: Rng) -> State:
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
