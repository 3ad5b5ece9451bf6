"""The PNG writers: Pillow reads back the pixels drawn; palette images keep their look."""

import importlib
import io
import math

import pytest
from PIL import Image, ImageDraw

from engine.core.registry import BUILT_IN
from render import registry
from render.common import draw_results
from render.common.png import encode, indexed_png_bytes, palette, png_bytes
from render.samples import moments
from tests.render.images import LOCALE, NAMES


def test_pillow_reads_back_the_same_pixels():
    image = Image.new("RGB", (37, 21), (250, 246, 238))
    draw = ImageDraw.Draw(image)
    draw.ellipse((3, 2, 30, 19), fill=(0, 114, 178), outline=(34, 30, 28))
    draw.text((5, 5), "Lux", fill=(255, 255, 255))
    decoded = Image.open(io.BytesIO(png_bytes(image)))
    assert decoded.format == "PNG"
    assert decoded.mode == "RGB"
    assert decoded.size == image.size
    assert decoded.tobytes() == image.tobytes()


def test_only_rgb_images_are_written():
    with pytest.raises(ValueError):
        png_bytes(Image.new("RGBA", (4, 4)))


def _psnr(drawn: Image.Image, sent: Image.Image) -> float:
    from PIL import ImageChops, ImageStat

    squares = ImageStat.Stat(ImageChops.difference(drawn, sent.convert("RGB"))).sum2
    mean = sum(squares) / (3 * drawn.width * drawn.height)
    return 99.0 if mean == 0 else 10 * math.log10(255**2 / mean)


def test_an_indexed_png_reads_back_as_its_palette_colours():
    image = Image.new("P", (9, 4))
    image.putpalette([0, 0, 0, 250, 246, 238, 0, 114, 178] + [0] * (768 - 9))
    image.putpixel((3, 2), 2)
    decoded = Image.open(io.BytesIO(indexed_png_bytes(image)))
    assert decoded.format == "PNG"
    assert decoded.mode == "P"
    assert decoded.tobytes() == image.tobytes()
    assert decoded.convert("RGB").getpixel((3, 2)) == (0, 114, 178)


PALETTED = sorted(game_id for game_id in registry.modules() if palette(game_id) is not None)
"""The games with a stored palette: the bot's own (a game of the tests has none)."""


def test_every_game_of_the_bot_has_its_palette():
    assert sorted(importlib.import_module(m).PACKAGE.id for m in BUILT_IN) == PALETTED


def test_a_game_without_a_palette_is_sent_as_the_rgb_it_was_drawn():
    image = Image.new("RGB", (12, 5), (250, 246, 238))
    image.putpixel((3, 2), (1, 2, 3))
    sent = Image.open(io.BytesIO(encode(image, "no-such-game")))
    assert sent.mode == "RGB" and sent.tobytes() == image.tobytes()


@pytest.mark.parametrize("game_id", PALETTED)
def test_every_image_keeps_its_look_in_its_games_palette(game_id):
    """Tables, hands and results of games the palette was not chosen from lose no more than
    noise (≥ 38 dB PSNR; 40+ is invisible at Discord's sizes). Failing here means a renderer
    gained colours: run ``python -m tools.palettes``."""
    module = importlib.import_module(registry.modules()[game_id])
    for moment in moments(game_id, 3, seed=5):
        drawings = [
            module.draw_table(moment.public, NAMES, LOCALE).image,
            module.draw_hand(moment.private, NAMES, LOCALE).image,
        ]
        if moment.result is not None:
            drawings.append(draw_results(moment.public, moment.result, NAMES, LOCALE).image)
        for drawing in drawings:
            sent = Image.open(io.BytesIO(encode(drawing, game_id)))
            assert sent.mode == "P"
            assert sent.size == drawing.size
            assert _psnr(drawing, sent) >= 38.0, moment.name
