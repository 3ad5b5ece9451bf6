"""render.common.effects: fading part of what is drawn."""

from __future__ import annotations

from render.common.canvas import Canvas
from render.common.effects import fade


def test_fade_blends_only_the_box_towards_the_colour():
    canvas = Canvas(20, 10, background=(200, 100, 0))
    fade(canvas, (0, 0, 10, 10), (0, 0, 0), 0.5)
    assert canvas.image.getpixel((5, 5)) == (100, 50, 0)
    assert canvas.image.getpixel((30, 5)) == (200, 100, 0)
