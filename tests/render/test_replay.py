"""Replays: frames as wide as Discord shows an image, and a file that grows with what changes."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.core import get_game, random_game_states
from render import registry, replay
from render.common import PREVIEW_WIDTH_PX
from render.samples import moments
from tests.render.images import LOCALE, NAMES


@pytest.mark.parametrize("game_id", sorted(registry.modules()))
def test_replay_frames_are_as_wide_as_discord_shows_an_image(game_id):
    """At half the table's width (344 px) the small labels could not be read (issue 33)."""
    views = [moment.public for moment in moments(game_id, 4, seed=1)]
    assert replay.frame(views[1], NAMES, LOCALE).width == PREVIEW_WIDTH_PX
    animation = Image.open(io.BytesIO(replay.animation(views, NAMES, LOCALE)))
    assert animation.n_frames == len(views)
    assert animation.width == PREVIEW_WIDTH_PX


def test_frames_after_the_first_store_what_changed():
    """Key frames off: a dozen successive turns of a Luxor game cost about twice their first
    frame (with a key frame every 3 to 5 frames, Pillow's default, they cost four times)."""
    game = get_game("luxor")
    views = [game.view(state, None) for state in random_game_states(game, 4, 1)[20:32]]
    first = len(replay.animation(views[:1], NAMES, LOCALE))
    assert len(replay.animation(views, NAMES, LOCALE)) < 3 * first
