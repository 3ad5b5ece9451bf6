"""Issue 37, images that teach: while a lesson step's text shows, its images ring what the text
talks about: on the table image a place (a Luxor space, statue or the tomb, a Capital column, a
Mausoleum area), on the learner's hand image a card. The ringed image differs from the plain
one there, and nowhere else."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest
from PIL import ImageChops

from engine.core import Label
from engine.core.lessons import FREE_PLAY_KEY, OFF_SCRIPT_KEY, LessonRun, Place
from render.common.canvas import Box, Canvas
from render.registry import modules
from tests.engine.test_lessons import LESSONS, contrarian, follower, lesson, play
from tests.render.images import LOCALE, NAMES, region_changed

RING_REACH = 3
"""How far beyond the box of what it points at a ring is drawn (image units)."""


def grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def changed_box(plain: Canvas, marked: Canvas) -> Box:
    """Where the two images differ, in image units."""
    changed = ImageChops.difference(plain.image, marked.image).getbbox()
    assert changed is not None, "the ring shows"
    return tuple(value / marked.scale for value in changed)


def within(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2] + 1
        and (inner[3] <= outer[3] + 1)
    )


def check_table(renderer: ModuleType, run: LessonRun, place: Place) -> None:
    view = run.table_view()
    plain = renderer.draw_table(view, NAMES, LOCALE)
    marked = renderer.draw_table(view, NAMES, LOCALE, [place])
    around = grown(renderer.mark_box(*place), RING_REACH)
    assert region_changed(plain, marked, around), place
    assert within(changed_box(plain, marked), around), place


def check_hand(renderer: ModuleType, run: LessonRun, place: Place) -> None:
    """The card is in the learner's hand, and the ring is the size of one card."""
    view = run.view()
    assert place[1] in [card["id"] for card in hand_cards(view.data)], place
    plain = renderer.draw_hand(view, NAMES, LOCALE)
    marked = renderer.draw_hand(view, NAMES, LOCALE, [place])
    x0, y0, x1, y1 = changed_box(plain, marked)
    assert x1 - x0 <= renderer.CARD_WIDTH + 2 * RING_REACH + 1, place
    assert y1 - y0 <= renderer.CARD_HEIGHT + 2 * RING_REACH + 1, place


def hand_cards(data: dict) -> list[dict]:
    """The cards a hand image shows: the hand, and in Capital Lux's draft the cards to pick."""
    me = data.get("me")
    if me is None:
        return data["hand"]
    return [{"id": card} for card in [*me["hand"], *me.get("draft_cards", [])]]


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lessons_images_ring_what_its_text_talks_about(game_id):
    renderer = importlib.import_module(modules()[game_id])
    run = LessonRun.begin(lesson(game_id))
    ringed = []
    while not run.over:
        for place in run.table_marks():
            check_table(renderer, run, place)
            ringed.append(place)
        for place in run.hand_marks():
            check_hand(renderer, run, place)
            ringed.append(place)
        run.choose(follower(run.current(), run.prompt()))
    steps = run.lesson.steps
    assert len(ringed) == sum(len(step.marks) for step in steps), "every step's marks shown"
    assert sum(1 for step in steps if step.marks) >= len(steps) // 2


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_points_at_nothing_once_off_its_script(game_id):
    """Off the script or in free play the text names nothing: the images ring nothing."""
    unscripted = []

    def check(run: LessonRun, text: Label) -> None:
        if text.key in (OFF_SCRIPT_KEY, FREE_PLAY_KEY):
            assert run.table_marks() == run.hand_marks() == ()
            unscripted.append(text.key)

    play(game_id, contrarian, check)
    assert unscripted
