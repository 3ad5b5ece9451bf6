"""Small pictures drawn once and stamped many times (a card chip, a token).

Pasting a ready-made RGBA picture is far cheaper than drawing its rounded shape and rendering
its text again, so a renderer caches the sprites it repeats (``functools.cache`` on the function
that makes them) and stamps them. A stamp still records the sprite's smallest text on the canvas,
so the legibility check sees it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

from render.common.canvas import Canvas


@dataclass(frozen=True)
class Sprite:
    image: Image.Image  # RGBA, transparent where nothing was drawn
    smallest_text_px: float


def sprite(
    width: float, height: float, draw: Callable[[Canvas], None], scale: float = 2.0
) -> Sprite:
    """Let ``draw`` paint a ``width`` x ``height`` (units) transparent canvas; keep the result."""
    size = (round(width * scale), round(height * scale))
    canvas = Canvas(width, height, scale=scale, base=Image.new("RGBA", size, (0, 0, 0, 0)))
    draw(canvas)
    return Sprite(canvas.image, canvas.smallest_text_px)


def stamp(canvas: Canvas, picture: Sprite, xy: tuple[float, float]) -> None:
    """Paste ``picture`` with its top left corner at ``xy`` (units)."""
    canvas.image.paste(picture.image, (canvas.px(xy[0]), canvas.px(xy[1])), picture.image)
    canvas.smallest_text_px = min(canvas.smallest_text_px, picture.smallest_text_px)
