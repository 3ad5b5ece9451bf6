"""Sprites: drawn once, stamped anywhere, their text still counted for legibility."""

import importlib
import random
import sys

from PIL import Image

from render.common import icons
from render.common.canvas import Canvas
from render.common.palette import INK, PAPER
from render.common.sprites import Sprite, opaque_core, sprite, stamp, tile
from render.registry import modules
from render.samples import moments


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


def _noise(size: tuple[int, int], seed: int) -> Image.Image:
    """Random pixels under the stamp: a pixel copied where it should have been blended (or the
    other way round, or one row off) shows."""
    return Image.frombytes("RGB", size, random.Random(seed).randbytes(size[0] * size[1] * 3))


def _game_sprites() -> list[Sprite]:
    """Every sprite the games stamp on a few moments of their tables and hands."""
    used: dict[int, Sprite] = {}
    names = ["Ana", "Bruno", "Chloé"]
    renderers = {game_id: importlib.import_module(name) for game_id, name in modules().items()}
    stamping = [  # the renderer modules that stamp
        module
        for name, module in sys.modules.items()
        if name.startswith("render.") and getattr(module, "stamp", None) is stamp
    ]
    assert icons in stamping and len(stamping) > 4

    def remember(canvas, picture, xy):
        used[id(picture)] = picture
        stamp(canvas, picture, xy)

    for module in stamping:
        module.stamp = remember
    try:
        for game_id, module in renderers.items():
            for moment in list(moments(game_id, 3, 0))[::7]:
                module.draw_table(moment.public, names, "en-US")
                module.draw_hand(moment.private, names, "en-US")
    finally:
        for module in stamping:
            module.stamp = stamp
    return list(used.values())


def test_a_stamp_cut_into_an_opaque_core_pastes_exactly_what_its_mask_does():
    """The opaque band is copied, the strips above and below it blended: the same pixels as
    pasting the whole sprite through its alpha, on random backgrounds, past the edges too."""
    pictures = _game_sprites()
    cut = [p for p in pictures if p.core is not None]
    assert len(cut) >= 5, "the cards, tiles and chips of the games are cut"
    rng = random.Random(7)
    for number, picture in enumerate(pictures):
        width, height = picture.image.size
        for _ in range(3):
            background = _noise((width + 40, height + 40), number)
            xy = (rng.randint(-width // 2, 40 + width // 2), rng.randint(-height // 2, 40))
            expected = background.copy()
            opaque = picture.image.mode == "RGB"  # a tile: copied whole
            expected.paste(picture.image, xy, None if opaque else picture.image)
            canvas = Canvas(background.width, background.height, scale=1, base=background)
            stamp(canvas, picture, xy)
            assert canvas.image.tobytes() == expected.tobytes(), (number, picture.image.size, xy)


def test_the_core_is_the_opaque_rectangle_around_the_middle_row():
    image = Image.new("RGBA", (160, 200), (0, 0, 0, 0))  # a card with a clear margin
    image.paste((10, 20, 30, 255), (20, 10, 140, 190))
    image.putpixel((20, 30), (10, 20, 30, 254))  # a rounded corner's pixel: rows 10-30 stop
    image.putpixel((139, 150), (0, 0, 0, 0))  # and row 150 cannot join
    core = opaque_core(image)
    assert core is not None and core.box == (20, 31, 140, 150)
    assert core.inside.mode == "RGB" and core.inside.size == (120, 119)
    assert [(xy, piece.size) for xy, piece in core.around] == [
        ((0, 0), (160, 31)),
        ((0, 150), (160, 50)),
        ((0, 31), (20, 119)),
        ((140, 31), (20, 119)),
    ]
    band = Image.new("RGBA", (160, 200), (0, 0, 0, 0))
    band.paste((1, 2, 3, 255), (0, 90, 160, 110))
    assert opaque_core(band) is None  # twenty rows of two hundred: not worth cutting
    icon = Image.new("RGBA", (30, 30), (1, 2, 3, 255))
    assert opaque_core(icon) is None  # all opaque, but small: faster whole


def _card(canvas: Canvas, left: float, top: float, text: str, size: float = 12) -> None:
    canvas.rounded((left + 2, top + 2, left + 38, top + 18), fill=INK, radius=4)
    canvas.text((left + 20, top + 10), text, size, fill=PAPER, anchor="mm", max_width=30)


def test_a_tile_stamps_what_drawing_on_the_paper_would_have_drawn():
    """A hand's card drawn once as a tile on the paper, then copied: the same pixels as
    drawing it in place (at whole-pixel positions), its text counted for legibility."""
    drawn = Canvas(100, 40, scale=1)
    _card(drawn, 30, 10, "Base")
    piece = tile(40, 20, lambda canvas: _card(canvas, 0, 0, "Base"), scale=1, shown_width=100)
    assert piece.image.mode == "RGB"
    stamped = Canvas(100, 40, scale=1)
    stamp(stamped, piece, (30, 10))
    assert stamped.image.tobytes() == drawn.image.tobytes()
    assert stamped.smallest_text_px == drawn.smallest_text_px == 12


def test_text_in_a_tile_never_shrinks_below_the_floor_of_the_image_it_joins():
    """The legibility floor is set by the width of the whole image the piece is shown in:
    a small piece of a wide hand cannot shrink its text below what the hand allows."""

    def draw(canvas: Canvas) -> None:
        _card(canvas, 0, 0, "Scientifique Scientifique", size=18)

    whole = Canvas(550, 40, scale=1.25)
    draw(whole)
    assert whole.smallest_text_px < 18 * 1.25  # shrunk to fit, down to the floor
    piece = tile(40, 20, draw, scale=1.25, shown_width=550)
    assert piece.smallest_text_px == whole.smallest_text_px >= whole.min_text_px()
    alone = tile(40, 20, draw, scale=1.25, shown_width=40)
    assert alone.smallest_text_px < piece.smallest_text_px  # its own width would allow less
