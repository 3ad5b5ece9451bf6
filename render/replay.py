"""An animated replay of a game: one frame per public view, drawn by the table renderer.

Replays only ever take *views*, and the bot gives them spectator views, so a replay cannot show
a hidden card. Frames are the very pictures the table showed (``registry.table_image``, taken
before they are made palette PNGs), scaled to the width Discord shows.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

from engine.core import View
from render import registry
from render.common.canvas import PREVIEW_WIDTH_PX

FRAME_WIDTH = PREVIEW_WIDTH_PX
"""Replay frames are as wide as Discord shows an image (the tables are drawn wider, 688 px):
at half the table's width (344 px) their small labels could not be read."""
TINY_FRAME = 64 * 64
"""Frames of fewer pixels are stored losslessly (lossy WebP saves nothing on them)."""
FRAME_MS = 900
LAST_FRAME_MS = 4000
FORMAT = "webp"
"""Animated WebP: measured 4–6 times smaller than animated GIF for the same frames (a shared
256-colour palette suits these boards badly) at the same encoding time (see the README's
bench row); Discord animates it inline."""
WEBP_QUALITY = 60
WEBP_METHOD = 2
EXTENSION = {"gif": "gif", "webp": "webp"}


def frame(
    view: View[Any], names: Sequence[str], locale: str, width: int = FRAME_WIDTH
) -> Image.Image:
    """The table image of ``view``, scaled down to ``width`` (smaller images are kept as
    drawn)."""
    image = registry.table_image(view, list(names), locale)
    if image.width <= width:
        return image
    height = round(image.height * width / image.width)
    # Bilinear: text as sharp as with Lanczos or bicubic at this scale (0.8, compared side by
    # side), in half their time.
    return image.resize((width, height), Image.Resampling.BILINEAR)


def animation(
    views: Sequence[View[Any]],
    names: Sequence[str],
    locale: str,
    *,
    fmt: str = FORMAT,
    width: int = FRAME_WIDTH,
) -> bytes:
    """The animated replay of ``views`` (public views, in play order) as GIF or WebP bytes."""
    if not views:
        raise ValueError("a replay needs at least one view")
    frames = [frame(view, names, locale, width) for view in views]
    size = (max(f.width for f in frames), max(f.height for f in frames))
    frames = [_fit(f, size) for f in frames]
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    buffer = io.BytesIO()
    if fmt == "gif":
        # One shared palette keeps the file small and the colours steady between frames.
        palette = frames[-1].quantize(colors=255, method=Image.Quantize.MEDIANCUT)
        quantized = [f.quantize(palette=palette, dither=Image.Dither.NONE) for f in frames]
        quantized[0].save(
            buffer,
            "GIF",
            save_all=True,
            append_images=quantized[1:],
            duration=durations,
            loop=0,
            optimize=False,
            disposal=1,
        )
    elif fmt == "webp":
        frames[0].save(
            buffer,
            "WEBP",
            save_all=True,
            append_images=frames[1:],
            duration=durations,
            loop=0,
            quality=WEBP_QUALITY,
            method=WEBP_METHOD,
            # Key frames off (libwebp's kmax 0): every frame after the first stores only what
            # changed. Pillow's default, a key frame every 3 to 5 frames, made the 550-px
            # replays 1.25–1.7 times larger (measured on four-player games) and slower.
            kmin=0,
            kmax=0,
            lossless=size[0] * size[1] < TINY_FRAME,
        )
    else:
        raise ValueError(f"unknown replay format {fmt!r}")
    return buffer.getvalue()


def _fit(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    if image.size == size:
        return image
    canvas = Image.new("RGB", size, image.getpixel((0, 0)))
    canvas.paste(image, (0, 0))
    return canvas


def file_name(game_id: int, fmt: str = FORMAT) -> str:
    return f"replay-{game_id}.{EXTENSION[fmt]}"
