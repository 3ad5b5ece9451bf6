"""Sprites: drawn once, stamped anywhere, their text still counted for legibility."""

from render.common.canvas import Canvas
from render.common.palette import INK, PAPER
from render.common.sprites import sprite, stamp


def test_a_stamp_pastes_the_drawing_and_records_its_text():
    chip = sprite(20, 10, lambda canvas: canvas.rounded((0, 0, 20, 10), fill=INK, radius=0))
    chip_text = sprite(20, 10, lambda canvas: canvas.text((0, 0), "7", 15))
    canvas = Canvas(50, 20)
    stamp(canvas, chip, (10, 5))
    assert canvas.image.getpixel((30, 15)) == INK
    assert canvas.image.getpixel((5, 5)) == PAPER
    assert canvas.smallest_text_px == float("inf")
    stamp(canvas, chip_text, (0, 0))
    assert canvas.smallest_text_px == 30


def test_what_a_sprite_leaves_blank_stays_transparent():
    dot = sprite(10, 10, lambda canvas: canvas.circle((5, 5), 2, fill=INK))
    canvas = Canvas(10, 10)
    stamp(canvas, dot, (0, 0))
    assert canvas.image.getpixel((0, 0)) == PAPER
    assert canvas.image.getpixel((10, 10)) == INK
