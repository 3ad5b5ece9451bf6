"""Effects on what is already drawn, for emphasis by contrast (e.g. fading what cannot be used)."""

from __future__ import annotations

from PIL import Image

from render.common.canvas import Box, Canvas
from render.common.palette import RGB


def fade(canvas: Canvas, box: Box, colour: RGB, amount: float) -> None:
    """Blend what lies in ``box`` ``amount`` (0–1) of the way towards ``colour``."""
    area = canvas.box(box)
    region = canvas.image.crop(area)
    veil = Image.new(region.mode, region.size, colour)
    canvas.image.paste(Image.blend(region, veil, amount), area[:2])
