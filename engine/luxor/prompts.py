"""The prompt of the seat whose turn it is, built from the choices of the current stage.

``pending`` runs at least twice per action (before and inside ``apply``), so the last prompt is
kept with everything it was built from, and labels are made once per text. Prompts are values
shared between calls: like the rest of a prompt, an option's action must not be changed.

Every option carries a preview of what it will do (``engine.luxor.preview``), made only when a
front end reads it. A preview reads the board it was asked on, so a prompt is reused only for
that same data (a state's data never changes once ``apply`` returned it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
from typing import Any

from engine.core import Label, LazyOption, Prompt
from engine.luxor import labels
from engine.luxor.board import CARDS
from engine.luxor.preview import Reader
from engine.luxor.turn import ENDS, action_for

_LAST_PROMPT: dict[tuple[Any, ...], Prompt] = {}
_LAST_DATA: list[dict[str, Any]] = []


def current_prompt(data: dict[str, Any]) -> Prompt:
    turn = data["turn"]
    stage = turn["stage"]
    if stage in ("card", "discard"):
        hand = data["hands"][data["current"]]
        shown: tuple[Any, ...] = (hand[0], hand[-1])
    elif stage == "reward":
        shown = tuple(stack[-1] if stack else None for stack in data["horus"])
    else:
        shown = ()
    key = (stage, turn["card"], turn["at"], tuple(turn["choices"]), shown)
    prompt = _LAST_PROMPT.get(key)
    if prompt is None or _LAST_DATA[0] is not data:
        _LAST_PROMPT.clear()
        prompt = _LAST_PROMPT[key] = _build(data)
        _LAST_DATA[:] = [data]
    return prompt


def _build(data: dict[str, Any]) -> Prompt:
    turn = data["turn"]
    stage = turn["stage"]
    choices = turn["choices"]
    reader = _LazyReader(data)
    if stage in ("card", "discard"):
        hand = data["hands"][data["current"]]
        do = "play" if stage == "card" else "discard"
        style = "primary" if stage == "card" else "danger"
        options = tuple(
            LazyOption(
                {"do": do, "end": end},
                _end_label(stage, end, hand[ENDS[end]]),
                _preview(reader, stage, hand[ENDS[end]]),
                style,
            )
            for end in choices
        )
    elif stage == "reward":
        options = tuple(
            LazyOption(
                action_for(stage, choice),
                _reward_label(choice, _top(data, choice)),
                _preview(reader, stage, choice),
            )
            for choice in choices
        )
    else:
        options = tuple(
            LazyOption(
                action_for(stage, choice),
                _choice_label(stage, choice),
                _preview(reader, stage, choice),
            )
            for choice in choices
        )
    at = turn["at"] if stage in ("distance", "reward") else None
    return Prompt(stage, _prompt_label(stage, turn["card"], at), options)


class _LazyReader:
    """The preview reader of one prompt, made when a preview is first read (pickled as its
    data alone: a worker process that reads a preview makes its own)."""

    __slots__ = ("data", "_reader")

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self._reader: Reader | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (_LazyReader, (self.data,))

    def __getattr__(self, name: str) -> Any:
        if self._reader is None:
            self._reader = Reader(self.data, self.data["current"])
        return getattr(self._reader, name)


def _preview(reader: Any, stage: str, choice: int | str) -> Callable[[], Label | None] | None:
    """What choosing ``choice`` at ``stage`` will do, made when first read (a partial of a
    module-level function, not a lambda: a prompt must pickle to reach an AI worker)."""
    turn = reader.data["turn"]
    if stage == "card":
        return partial(_read, reader, "card", choice)
    if stage == "adventurer":
        return partial(_read, reader, "adventurer", choice, turn["card"], turn["roll"])
    if stage == "distance":
        fewer = CARDS[turn["card"]].kind == "one-fewer"
        return partial(_read, reader, "move", turn["at"], choice, fewer)
    if stage == "resolve":
        return partial(_read, reader, "resolve", choice)
    if stage == "reward":
        return partial(_read, reader, "reward", choice)
    return None


def _read(reader: _LazyReader, name: str, *args: Any) -> Label | None:
    made: Label | None = getattr(reader, name)(*args)
    return made


def _top(data: dict[str, Any], choice: int | str) -> int | None:
    """The card a Horus reward would give (rewards that are not cards: ``None``)."""
    return data["horus"][choice - 1][-1] if isinstance(choice, int) else None


@cache
def _prompt_label(stage: str, card_id: int | None, at: int | None) -> Label:
    """The question: which card, or what to do with the card played (and where)."""
    context: dict[str, Label] = {}
    if card_id is not None:
        context["card"] = labels.card(card_id)
    if at is not None:
        context["place"] = labels.place(at)
    return Label(f"luxor-prompt-{stage}", context)


@cache
def _end_label(stage: str, end: str, card_id: int) -> Label:
    return Label(f"luxor-opt-{stage}-{end}", {"card": labels.card(card_id)})


@cache
def _choice_label(stage: str, choice: int) -> Label:
    if stage == "distance":
        return Label("luxor-opt-forward" if choice > 0 else "luxor-opt-back", {"n": abs(choice)})
    return Label(f"luxor-opt-{stage}", {"place": labels.place(choice)})


@cache
def _reward_label(choice: int | str, card_id: int | None) -> Label:
    if isinstance(choice, int):
        assert card_id is not None, "a Horus card is offered from a stack that has one"
        return Label("luxor-opt-horus-card", {"level": choice, "card": labels.card(card_id)})
    return Label(f"luxor-opt-{choice}")
