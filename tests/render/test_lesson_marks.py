"""Issue 37, images that teach: while a lesson step's text shows, the table image rings each
place the text talks about (a Luxor space, statue or the tomb, a Capital column, a Mausoleum
area). The ringed image differs from the plain one at that place, and nowhere else."""

from __future__ import annotations

import importlib

import pytest
from PIL import ImageChops

from engine.core import Label
from engine.core.lessons import FREE_PLAY_KEY, OFF_SCRIPT_KEY, LessonRun
from render.common.canvas import Box
from render.registry import RENDER_MODULES
from tests.engine.test_lessons import LESSONS, contrarian, follower, lesson, play
from tests.render.images import LOCALE, NAMES, region_changed

RING_REACH = 3
"""How far beyond the place's box its ring is drawn (image units)."""


def grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lessons_table_image_rings_the_places_its_text_talks_about(game_id):
    renderer = importlib.import_module(RENDER_MODULES[game_id])
    run = LessonRun.begin(lesson(game_id))
    ringed = []
    while not run.over:
        view = run.table_view()
        plain = renderer.draw_table(view, NAMES, LOCALE)
        for place in run.marks():
            marked = renderer.draw_table(view, NAMES, LOCALE, [place])
            around = grown(renderer._mark_box(*place), RING_REACH)
            assert region_changed(plain, marked, around), place
            changed = ImageChops.difference(plain.image, marked.image).getbbox()
            x0, y0, x1, y1 = (marked.px(value) for value in around)
            assert x0 <= changed[0] and y0 <= changed[1], place
            assert changed[2] <= x1 and changed[3] <= y1, place
            ringed.append(place)
        run.choose(follower(run.current(), run.prompt()))
    steps = run.lesson.steps
    assert len(ringed) == sum(len(step.marks) for step in steps), "every step's marks shown"
    assert sum(1 for step in steps if step.marks) >= 3


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_points_at_nothing_once_off_its_script(game_id):
    """Off the script or in free play the text names no place: the image rings none."""
    unscripted = []

    def check(run: LessonRun, text: Label) -> None:
        if text.key in (OFF_SCRIPT_KEY, FREE_PLAY_KEY):
            assert run.marks() == ()
            unscripted.append(text.key)

    play(game_id, contrarian, check)
    assert unscripted
