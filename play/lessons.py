"""A learner's way through a lesson (see ``engine.core.lessons``): their choices so far, written
as one base-36 digit per choice (the option's number), and where they left each lesson, kept so
that ``/learn`` can offer to go on from there.

The choices are the whole of a lesson's progress: replayed from the lesson's starting position,
which the engine makes the same every time, they give the lesson as the learner left it.
"""

from __future__ import annotations

from collections.abc import Callable

from db.store import GameStore
from engine.core import Action
from engine.core.lessons import Lesson, LessonRun

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
"""A choice is its option's number in one base-36 digit (lessons offer fewer options)."""
BASE = len(DIGITS)


def replay(lesson: Lesson, moves: str) -> LessonRun | None:
    """The lesson after the learner's ``moves``, or ``None`` if they are not its choices (a
    forged or damaged ``custom_id``, or a lesson that changed since)."""
    run = LessonRun.begin(lesson)
    for digit in moves:
        action = option_action(run, digit)
        if action is None or run.choose(action).verdict == "refused":
            return None
    return run


def option_action(run: LessonRun, digit: str) -> Action | None:
    """The action of the option numbered ``digit`` at the lesson's current decision."""
    prompt = run.prompt()
    index = int(digit, BASE)
    if prompt is None or index >= len(prompt.options):
        return None
    return prompt.options[index].action


class LessonKeeper:
    """Where each learner left each lesson (one stored row per learner and game)."""

    def __init__(self, store: GameStore, *, now: Callable[[], float]) -> None:
        self._progress = store.lessons
        self._now = now

    async def left_at(self, user_id: int, lesson: Lesson) -> str:
        """The choices the learner made in ``lesson`` before leaving it, or ``""``. Choices
        the lesson no longer takes (it changed since) or that end it are forgotten."""
        moves = await self._progress.lesson_moves(user_id, lesson.game) or ""
        run = replay(lesson, moves) if moves else None
        if moves and (run is None or run.over):
            await self.forget(user_id, lesson.game)
            return ""
        return moves

    async def keep(self, user_id: int, run: LessonRun, moves: str) -> None:
        """What ``/learn`` will offer to continue: the choices so far; nothing before the first
        or once it is over."""
        if run.over or not moves:
            await self.forget(user_id, run.lesson.game)
        else:
            await self._progress.keep_lesson(user_id, run.lesson.game, moves, self._now())

    async def forget(self, user_id: int, game: str) -> None:
        """The learner starts ``game``'s lesson again: nothing is kept of it."""
        await self._progress.forget_lesson(user_id, game)
