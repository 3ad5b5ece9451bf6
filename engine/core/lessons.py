"""Lessons: a game taught on its real engine, from a hand-built position against scripted seats.

A lesson is data in its game's package (the module its ``GamePackage.lesson`` names, usually
``engine/<game>/lesson.py``, exposes ``LESSON``): how to build its starting state (with the
engine's own functions, no rule re-implemented), the scripted seats' actions, and the steps,
one per decision of the learner's that the lesson talks about, each with its catalog text
``lesson-<game>-<step>``. :class:`LessonRun` plays it: the scripted seats answer by themselves,
the learner decides every real choice (a prompt with one option is answered for them, as the
turn panel does), and each decision is judged against the step's suggestion:

- followed: played;
- another choice: played anyway, and the next text says so ("that works too");
- another choice at a step marked ``keep`` (it would break what the lesson shows next): not
  played; the lesson says why it suggests its choice (``lesson-<game>-<step>-why``) and asks
  again.

Steps are matched to decisions by prompt kind, in order: a step whose moment never comes (an
earlier choice made it impossible) is passed over, and a step whose suggestion is no longer
offered says so (``lesson-off-script``) instead of naming what the learner cannot do.
A Hint names the step's suggestion (:meth:`LessonRun.suggestion`); where the lesson has none,
the front end gives the game's own hint, as in a real game. Texts take their figures from the
learner's view at that moment (``Lesson.figures``), never from what the learner may not see.
While a step's text shows, the images point at the places and cards it talks about
(``Step.marks``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.core.game import Game
from engine.core.model import Action, Event, Label, Prompt, State, View
from engine.core.registry import get_game, package

OFF_SCRIPT_KEY = "lesson-off-script"
OTHER_CHOICE_KEY = "lesson-other-choice"
FREE_PLAY_KEY = "lesson-free-play"
SUGGESTED_KEY = "lesson-suggested"

Verdict = Literal["followed", "other", "refused"]
Place = tuple[str, int]
"""A place the lesson points at, as the game's renderer names it: on the table image a
``("space", 28)`` (Luxor), ``("column", colour)`` (Capital Lux), ``("area", seat)``
(Mausoleum); on the learner's hand image a card of the hand, ``(CARD, card_id)``."""
CARD = "card"


@dataclass(frozen=True)
class Step:
    """One decision the lesson talks about."""

    name: str
    """The text is ``lesson-<game>-<name>`` (and, for ``keep``, ``…-why``)."""
    kind: str
    """The prompt kind this step is about."""
    teaches: tuple[str, ...]
    """The rule sections (``Game.rule_sections``) this step teaches."""
    expect: Action | None = None
    """The choice the lesson suggests (``None``: any choice is as good)."""
    keep: bool = False
    """Another choice would break the lesson: it is refused and asked again."""
    marks: tuple[Place, ...] = ()
    """What the images point at while this step's text shows."""


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    start: Callable[[], State]
    """The starting position, built with the game's own functions."""
    script: tuple[Action, ...]
    """The scripted seats' actions by preference: each plays the first one its prompt offers,
    else its prompt's default, else its first option."""
    steps: tuple[Step, ...]
    figures: Callable[[View[Any]], Mapping[str, int]]
    """The figures the texts may name, read from the learner's view."""
    learner: int = 0
    end: str = "end"
    """The step name of the text shown once the game is over."""

    def key(self, name: str) -> str:
        return f"lesson-{self.game}-{name}"


@dataclass
class Judged:
    verdict: Verdict
    events: list[Event] = field(default_factory=list)
    """What happened after the learner's choice, up to their next decision (all seats' steps;
    a front end shows each seat only the events it may see)."""


@dataclass
class LessonRun:
    """A lesson in progress: its state, and how far through its steps the learner is."""

    lesson: Lesson
    state: State
    step: int = 0
    """Index of the next step that may come."""

    @classmethod
    def begin(cls, lesson: Lesson) -> LessonRun:
        run = cls(lesson, lesson.start())
        run._play_on()
        return run

    @property
    def game(self) -> Game[Any]:
        return get_game(self.lesson.game)

    @property
    def over(self) -> bool:
        return not self.game.pending(self.state)

    def view(self) -> View[Any]:
        return self.game.view(self.state, self.lesson.learner)

    def table_view(self) -> View[Any]:
        """The table as everyone sees it (what its image is drawn from)."""
        return self.game.view(self.state, None)

    def prompt(self) -> Prompt | None:
        return self.game.pending(self.state).get(self.lesson.learner)

    def current(self) -> Step | None:
        """The step of the decision in front of the learner, if the lesson talks about it."""
        prompt = self.prompt()
        if prompt is None:
            return None
        for step in self.lesson.steps[self.step :]:
            if step.kind == prompt.kind:
                return step
        return None

    def text(self) -> Label:
        """What the lesson says now: the current step, or the end once the game is over."""
        figures = dict(self.lesson.figures(self.view()))
        if self.over:
            return Label(self.lesson.key(self.lesson.end), figures)
        step = self.current()
        if step is None:
            return Label(FREE_PLAY_KEY)
        if not self._on_script(step):
            return Label(OFF_SCRIPT_KEY)
        return Label(self.lesson.key(step.name), figures)

    def table_marks(self) -> tuple[Place, ...]:
        """What the table image points at now."""
        return tuple(place for place in self._marks() if place[0] != CARD)

    def hand_marks(self) -> tuple[Place, ...]:
        """What the learner's hand image points at now (cards of the hand)."""
        return tuple(place for place in self._marks() if place[0] == CARD)

    def _marks(self) -> tuple[Place, ...]:
        """The places the shown step's text talks about (none off the script)."""
        step = self.current()
        return step.marks if step is not None and self._on_script(step) else ()

    def _on_script(self, step: Step) -> bool:
        """Whether the step's suggestion is still offered (a step without one always is)."""
        prompt = self.prompt()
        assert prompt is not None
        return step.expect is None or prompt.offers(step.expect)

    def why(self) -> Label:
        """Why the lesson asks for its choice again (after a refused one)."""
        step = self.current()
        assert step is not None
        return Label(self.lesson.key(step.name + "-why"), dict(self.lesson.figures(self.view())))

    def suggestion(self) -> tuple[int, Label] | None:
        """What a Hint says the lesson suggests now: the option (its index in the prompt) and
        why. At a step that insists on its choice (``keep``) the reason is the one given when
        another choice is refused; otherwise the step's own text, on screen, says why
        (``lesson-suggested``). ``None`` where the lesson leaves the choice open: no step for
        this decision, a step without a suggestion, or one no longer offered."""
        step, prompt = self.current(), self.prompt()
        if step is None or step.expect is None or prompt is None:
            return None
        actions = [option.action for option in prompt.options]
        if step.expect not in actions:
            return None
        return actions.index(step.expect), self.why() if step.keep else Label(SUGGESTED_KEY)

    def choose(self, action: Action) -> Judged:
        """The learner's choice, judged, and played unless refused."""
        step = self.current()
        prompt = self.prompt()
        assert prompt is not None and prompt.offers(action)
        verdict: Verdict = "followed"
        suggested = step.expect if step is not None else None
        if suggested is not None and prompt.offers(suggested) and action != suggested:
            assert step is not None
            if step.keep:
                return Judged("refused")
            verdict = "other"
        if step is not None:
            self.step = self.lesson.steps.index(step, self.step) + 1
        self.state, events = self.game.apply(self.state, self.lesson.learner, action)
        return Judged(verdict, events + self._play_on())

    def _play_on(self) -> list[Event]:
        """The scripted seats' steps and the learner's forced ones, until a real choice."""
        events: list[Event] = []
        while prompts := self.game.pending(self.state):
            learner = prompts.get(self.lesson.learner)
            if learner is not None and len(learner.options) > 1:
                return events
            seat = self.lesson.learner if learner is not None else min(prompts)
            action = scripted_choice(self.lesson.script, prompts[seat])
            self.state, more = self.game.apply(self.state, seat, action)
            events += more
        return events


def scripted_choice(script: tuple[Action, ...], prompt: Prompt) -> Action:
    for action in script:
        if prompt.offers(action):
            return action
    index = prompt.default if prompt.default is not None else 0
    return prompt.options[index].action


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson, if its package names one (``GamePackage.lesson``)."""
    module_name = package(game_id).lesson
    if module_name is None:
        return None
    lesson: Lesson = importlib.import_module(module_name).LESSON
    return lesson
