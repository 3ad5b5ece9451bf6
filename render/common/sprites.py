"""Small pictures drawn once and stamped many times (a card chip, a token).

Pasting a ready-made RGBA picture is far cheaper than drawing its rounded shape and rendering
its text again, so a renderer caches the sprites it repeats (``functools.cache`` on the function
that makes them) and stamps them. A stamp still records the sprite's smallest text on the canvas,
so the legibility check sees it.

Pasting through an alpha mask blends every pixel, five to six times the cost of a plain copy. A
card or a tile is opaque but for its rounded corners, edges and margins, so each sprite keeps a
fully opaque rectangle of itself as a plain RGB picture: a stamp copies that rectangle and
blends only the pieces around it. Pillow's blend gives exactly the source pixel where the mask
is 255, so the result is the same, pixel for pixel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PIL import Image

from render.common.canvas import Box, Canvas, Placed, paste_pixels
from render.common.effects import fade
from render.common.palette import PAPER, RGB

OPAQUE = 255
MIN_CORE_SHARE = 0.25
MIN_CORE_PIXELS = 2048
"""A sprite whose opaque rectangle is a smaller share of its area, or fewer pixels, is pasted
whole through its mask: the copy saves about 5 ns a pixel, each extra paste costs some 2 µs
(an icon of 30 by 30 pixels is faster whole)."""


@dataclass(frozen=True)
class Core:
    """A sprite cut for stamping: its opaque rectangle ``box`` as plain RGB, and the parts
    around it (with their offsets) as RGBA pieces to blend."""

    box: tuple[int, int, int, int]
    inside: Image.Image
    around: tuple[tuple[tuple[int, int], Image.Image], ...]


@dataclass(frozen=True)
class Sprite:
    image: Image.Image  # RGBA, transparent where nothing was drawn
    smallest_text_px: float
    core: Core | None = field(default=None, compare=False)
    placed: tuple[Placed, ...] = field(default=(), compare=False)
    """Its texts, in its own pixels (see ``Canvas.texts``)."""


def sprite(
    width: float, height: float, draw: Callable[[Canvas], None], scale: float = 2.0
) -> Sprite:
    """Let ``draw`` paint a ``width`` x ``height`` (units) transparent canvas; keep the result."""
    size = (round(width * scale), round(height * scale))
    canvas = Canvas(width, height, scale=scale, base=Image.new("RGBA", size, (0, 0, 0, 0)))
    draw(canvas)
    return Sprite(
        canvas.image, canvas.smallest_text_px, opaque_core(canvas.image), tuple(canvas.texts())
    )


def tile(
    width: float,
    height: float,
    draw: Callable[[Canvas], None],
    *,
    scale: float,
    shown_width: float,
    background: RGB = PAPER,
) -> Sprite:
    """An opaque sprite: ``draw`` paints a canvas of ``background``, the colour of the plain
    ground it will be stamped on (the cards of a hand, with their shadows and any veil). A
    stamp is then one plain copy, no blending: the cheapest way to put a whole card down.
    Text in it is kept legible on an image ``shown_width`` wide."""
    canvas = Canvas(width, height, scale=scale, background=background, shown_width=shown_width)
    draw(canvas)
    image = canvas.image
    core = Core((0, 0, *image.size), image, ())
    return Sprite(image, canvas.smallest_text_px, core, tuple(canvas.texts()))


def card_tile(
    card_width: float,
    card_height: float,
    margin: float,
    draw_card: Callable[[Canvas, Box], None],
    *,
    faded: float = 0.0,
    scale: float,
    shown_width: float,
) -> Sprite:
    """A hand card as a :func:`tile`: ``draw_card`` paints it in its box, ``margin`` from the
    tile's edges (room for its shadow and frame); ``faded`` (0–1) washes it towards the paper,
    for a card that cannot be chosen now."""

    def draw(canvas: Canvas) -> None:
        box = (margin, margin, margin + card_width, margin + card_height)
        draw_card(canvas, box)
        if faded:
            fade(canvas, box, PAPER, faded)

    size = (card_width + 2 * margin, card_height + 2 * margin)
    return tile(*size, draw, scale=scale, shown_width=shown_width)


def opaque_core(image: Image.Image) -> Core | None:
    """The fully opaque rectangle of an RGBA ``image`` around its middle row (that row's
    longest opaque run, grown up and down while whole), cut out for stamping; ``None`` when it
    is too small a share of the image to be worth the extra pastes."""
    alpha = image.getchannel("A")
    width, height = image.size

    def opaque(box: tuple[int, int, int, int]) -> bool:
        return alpha.crop(box).getextrema()[0] == OPAQUE

    middle = height // 2
    left, right, start = 0, 0, None
    for x in range(width + 1):
        if x < width and opaque((x, middle, x + 1, middle + 1)):
            start = x if start is None else start
        elif start is not None:
            if x - start > right - left:
                left, right = start, x
            start = None
    if right - left == 0:
        return None
    top, bottom = middle, middle + 1
    while top > 0 and opaque((left, top - 1, right, top)):
        top -= 1
    while bottom < height and opaque((left, bottom, right, bottom + 1)):
        bottom += 1
    area = (right - left) * (bottom - top)
    if area < MIN_CORE_PIXELS or area < MIN_CORE_SHARE * width * height:
        return None
    around = [
        (0, 0, width, top),
        (0, bottom, width, height),
        (0, top, left, bottom),
        (right, top, width, bottom),
    ]
    return Core(
        (left, top, right, bottom),
        image.crop((left, top, right, bottom)).convert("RGB"),
        tuple(
            ((x0, y0), image.crop((x0, y0, x1, y1)))
            for x0, y0, x1, y1 in around
            if x1 > x0 and y1 > y0
        ),
    )


def stamp(canvas: Canvas, picture: Sprite, xy: tuple[float, float]) -> None:
    """Paste ``picture`` with its top left corner at ``xy`` (units)."""
    x, y = canvas.px(xy[0]), canvas.px(xy[1])
    target = canvas.image
    core = picture.core
    if picture.image.mode == "RGB":
        paste_pixels(target, picture.image, (x, y), masked=False)
    elif core is None or target.mode != "RGB":
        paste_pixels(target, picture.image, (x, y), masked=True)
    else:
        paste_pixels(target, core.inside, (x + core.box[0], y + core.box[1]), masked=False)
        for (dx, dy), piece in core.around:
            paste_pixels(target, piece, (x + dx, y + dy), masked=True)
    canvas.smallest_text_px = min(canvas.smallest_text_px, picture.smallest_text_px)
    if picture.placed:
        canvas.stamped.append((picture.placed, x, y))
