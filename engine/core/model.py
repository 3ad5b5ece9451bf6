"""The data that crosses the engine boundary: states, prompts, events, views and results.

Everything a user reads is a :class:`Label` (a message key plus arguments), never a finished
sentence, so the bot can translate it into the reader's language. States and views hold only
plain JSON data (dicts with string keys, lists, str, int, bool, None).
"""

from __future__ import annotations

import marshal
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Final, Generic, Literal, TypedDict, TypeVar, Union

from engine.core.rng import Rng

if TYPE_CHECKING:
    # Only read by the type checker (typing.ReadOnly arrives with Python 3.13).
    from typing_extensions import ReadOnly

Action = dict[str, Any]
"""An action is a small JSON object, e.g. ``{"do": "play", "card": 17}``."""

BACK: Action = {"do": "back"}
"""The take-back action: ``Game.apply(state, seat, BACK)`` returns the state as it was before the
seat's previous step, when :meth:`Game.can_take_back` allows it. It is never among a prompt's
options (so agents and random playouts never choose it); a front end offers it as its own button.
Do not mutate this dict."""

LabelArg = Union[str, int, float, "Label"]


@dataclass(frozen=True)
class Label:
    """A translatable text: a catalog message key and its arguments.

    Keys are Fluent identifiers (``[a-zA-Z][a-zA-Z0-9_-]*``), conventionally prefixed by the game
    id, e.g. ``Label("capital-lux-opt-home", {"colour": Label("capital-lux-colour-green")})``.
    An argument that is itself a Label is translated first.
    """

    key: str
    args: Mapping[str, LabelArg] = field(default_factory=dict)

    def __hash__(self) -> int:
        """Worked out once per label: labels key the translation caches at every click, nested
        labels hashed again with each enclosing one. (Not pickled: another process hashes
        strings with another seed.)"""
        known = self.__dict__.get("_hash")
        if known is None:
            known = hash((self.key, frozenset(self.args.items())))
            object.__setattr__(self, "_hash", known)
        return known

    def __getstate__(self) -> dict[str, Any]:
        return {"key": self.key, "args": self.args}

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "args": {k: v.to_json() if isinstance(v, Label) else v for k, v in self.args.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Label:
        args = {
            k: cls.from_json(v) if isinstance(v, Mapping) else v for k, v in data["args"].items()
        }
        return cls(data["key"], args)


SEAT_LABEL_KEY = "seat-name"


def seat_label(seat: int) -> Label:
    """How any text names a player: the bot substitutes the seated person's name for it."""
    return Label(SEAT_LABEL_KEY, {"seat": seat + 1})


@dataclass(frozen=True)
class Option:
    """One choice offered to a seat: the action to send back, and how to show it.

    ``style`` is a hint for the UI: ``"primary"``, ``"secondary"``, ``"success"`` or ``"danger"``.

    ``preview`` is a short label of what the option will do ("→ 16 Osiris +3 → 19 Horus"),
    computed only from what the deciding seat may see: an outcome that depends on something
    hidden or random (a die roll, a deck draw) is shown as unknown. ``None``: no preview (the
    label says it all). Front ends show it beside the label (e.g. a select menu's description).
    """

    action: Action
    label: Label
    style: str = "secondary"
    preview: Label | None = None


class _Unmade(Enum):
    """The preview of a :class:`LazyOption` not made yet."""

    UNMADE = 0


_UNMADE: Final = _Unmade.UNMADE


class LazyOption(Option):
    """An :class:`Option` whose ``preview`` is made by ``make()`` the first time it is read.

    Prompts are built for every state of every playout and AI rollout, where nobody reads a
    preview; a front end reads it once. ``make`` must read only data that no longer changes
    (a state's data once ``apply`` returned it is never changed), and must pickle (see
    ``__reduce__``).
    """

    _make: Callable[[], Label | None] | None
    _preview: Label | None | Literal[_Unmade.UNMADE]

    def __init__(
        self,
        action: Action,
        label: Label,
        make: Callable[[], Label | None] | None = None,
        style: str = "secondary",
        preview: Label | None = None,
    ) -> None:
        # One dict update instead of the dataclass __init__: prompts are built very often.
        # ``dataclasses.replace`` passes the fields, ``preview`` included, and no ``make``.
        made = _UNMADE if make is not None else preview
        self.__dict__.update(action=action, label=label, style=style, _make=make, _preview=made)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as itself, lazy still when its preview was not read (``make`` must pickle:
        a module-level function or a ``functools.partial`` of one, never a lambda), so a
        prompt crosses to a worker process without making previews nobody there reads."""
        made = self._preview
        if made is _UNMADE:
            return (LazyOption, (self.action, self.label, self._make, self.style))
        return (LazyOption, (self.action, self.label, None, self.style, made))

    @property
    def preview(self) -> Label | None:
        made = self._preview
        if made is _UNMADE:
            make = self._make
            assert make is not None, "an unmade preview has its maker"
            made = make()
            object.__setattr__(self, "_preview", made)
        return made

    @preview.setter
    def preview(self, value: Label | None) -> None:
        if value is not None:  # the dataclass __init__ sets the default None: keep it lazy
            object.__setattr__(self, "_preview", value)


@dataclass(frozen=True)
class Prompt:
    """What one seat must decide now. Multi-step decisions are a sequence of prompts.

    ``default`` is the index of the option to take when the seat does not answer in time, for
    prompts whose rules say what happens then (e.g. a defence is used); ``None`` means the seat
    must answer.
    """

    kind: str
    label: Label
    options: tuple[Option, ...]
    default: int | None = None

    def offers(self, action: Mapping[str, Any]) -> bool:
        return any(option.action == action for option in self.options)


@dataclass(frozen=True)
class Event:
    """One game-log line. ``to`` is ``None`` when public, else the only seat that may see it."""

    label: Label
    to: int | None = None


class PublicScore(TypedDict):
    """What every game's view tells of each seat (``players[seat]``; see ``engine.core.story``)."""

    public_score: ReadOnly[int]


class LastTurn(TypedDict):
    """What every game's ``last_turn`` record holds (see ``engine.core.story``)."""

    seat: ReadOnly[int]
    done: ReadOnly[bool]


class CommonView(TypedDict):
    """The keys every game's ``View.data`` has, read the same way for every game (see
    ``engine.core.story``). Each game's view type extends it with its own keys and narrows
    ``players`` and ``last_turn`` to its own records."""

    players: ReadOnly[Sequence[PublicScore]]
    last_turn: ReadOnly[LastTurn | None]
    game_over: bool


ViewData = TypeVar("ViewData", bound=Mapping[str, object])
"""A view's ``data``: plain JSON data, typed by each game as a ``TypedDict``."""


@dataclass
class View(Generic[ViewData]):
    """What one seat (or a spectator, ``seat=None``) may see. Renderers take only this.

    ``data`` is plain JSON data (dicts, lists, str, int, bool, None), so a view crosses to a
    worker process and into the store as it is; its keys are typed per game (``View[LuxorView]``,
    see each game's ``view_types``), ``View[Any]`` where any game's view may come."""

    game: str
    seat: int | None
    version: int
    players: int
    summary: Label
    data: ViewData


@dataclass(frozen=True)
class TieBreak:
    """How a group of seats with equal points was ordered, for the results to explain.

    ``seats`` are the tied seats, best first. ``criterion`` is what decided between them (a
    label such as "6s"), with each seat's figure in ``values`` (same order as ``seats``);
    ``None`` when no tie-break separated them: they share their rank. A group that the first
    deciding criterion splits only in part is followed by another ``TieBreak`` for the seats
    still level.
    """

    seats: tuple[int, ...]
    score: int
    criterion: Label | None
    values: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "score": self.score,
            "criterion": None if self.criterion is None else self.criterion.to_json(),
            "values": list(self.values),
        }


@dataclass(frozen=True)
class Result:
    """Final scores. ``breakdown[seat]`` maps a category id to points, in display order.

    ``ranks[seat]`` is 1 for the winners; equal ranks mean a tie that the tie-breaks did not
    separate. ``ranking`` lists the seats best first. Category labels are
    ``<game id>-cat-<category>`` in the catalogs. ``tiebreaks`` explains every group of seats
    that had equal points (see :func:`explain_ties`).
    """

    scores: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    ranks: tuple[int, ...]
    tiebreaks: tuple[TieBreak, ...] = ()

    @property
    def ranking(self) -> list[int]:
        return sorted(range(len(self.ranks)), key=lambda seat: (self.ranks[seat], seat))

    @property
    def winners(self) -> list[int]:
        return [seat for seat, rank in enumerate(self.ranks) if rank == 1]

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "breakdown": [dict(b) for b in self.breakdown],
            "ranks": list(self.ranks),
            "tiebreaks": [tie.to_json() for tie in self.tiebreaks],
        }


@dataclass(frozen=True)
class RoundSummary:
    """A round end as the whole table learned it: ``round`` identifies it (posted once),
    ``title`` heads it and ``lines`` are its figures, one label per line."""

    round: int
    title: Label
    lines: tuple[Label, ...]


UndoStep = tuple[int, dict[str, Any]]
"""``(seat, data)``: who took a reversible step, and ``State.data`` as it was before it."""


@dataclass
class State:
    """A complete game state. ``version`` counts the actions applied so far.

    ``undo`` holds the steps that may still be taken back, oldest first: each is the seat that
    took it and the game data from before it (shared, never mutated: ``apply`` always works on a
    copy). It is part of the state, so it is saved with it and a replay of the action log
    rebuilds it exactly. It is emptied by any step that cannot be taken back.
    """

    game: str
    schema: int
    players: int
    seed: int
    options: dict[str, Any]
    version: int
    rng: Rng
    data: dict[str, Any]
    undo: tuple[UndoStep, ...] = ()

    def copy(self) -> State:
        return State(
            game=self.game,
            schema=self.schema,
            players=self.players,
            seed=self.seed,
            options=dict(self.options),
            version=self.version,
            rng=Rng(self.rng.state),
            # marshal round-trips plain data about six times faster than copy.deepcopy.
            data=marshal.loads(marshal.dumps(self.data)),
            undo=self.undo,
        )


class IllegalAction(Exception):
    """An action ``pending`` does not offer; ``reason`` is a stable code such as ``not-offered``."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def ranks_from_keys(keys: list[tuple[Any, ...]]) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3, …) from per-seat sort keys where higher is better."""
    return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)


def explain_ties(
    scores: tuple[int, ...] | list[int], keys: list[tuple[Any, ...]], criteria: tuple[Label, ...]
) -> tuple[TieBreak, ...]:
    """The :class:`TieBreak` of every group of seats with equal ``scores``.

    ``keys[seat]`` is the seat's sort key, higher is better: its score first, then one figure
    per tie-break in ``criteria`` order (the label naming that figure).
    """
    explained: list[TieBreak] = []

    def explain(group: list[int], level: int) -> None:
        for index in range(level, len(criteria)):
            figures = [keys[seat][index + 1] for seat in group]
            if len(set(figures)) > 1:
                ordered = sorted(group, key=lambda seat: (-keys[seat][index + 1], seat))
                values = tuple(keys[seat][index + 1] for seat in ordered)
                explained.append(
                    TieBreak(tuple(ordered), scores[group[0]], criteria[index], values)
                )
                for value in sorted(set(values), reverse=True):
                    still = [seat for seat in ordered if keys[seat][index + 1] == value]
                    if len(still) > 1:
                        explain(still, index + 1)
                return
        explained.append(TieBreak(tuple(group), scores[group[0]], None))

    for score in sorted(set(scores), reverse=True):
        group = [seat for seat, points in enumerate(scores) if points == score]
        if len(group) > 1:
            explain(group, 0)
    return tuple(explained)
