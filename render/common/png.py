"""A quicker PNG writer for the flat-coloured images the renderers draw.

Pillow's PNG encoder picks the best of the five row filters for every row (adaptive filter
selection, as libpng suggests), which costs more than the deflating itself on a 1100-pixel-wide
image. Images made of large flat areas compress about as well unfiltered, so this writer skips
the search: filter 0 on every row, then zlib at its fastest level. The file is a plain RGB PNG,
a few percent larger than Pillow's, written in about two thirds of the time.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
NO_FILTER = b"\x00"


def _chunk(kind: bytes, payload: bytes) -> bytes:
    body = kind + payload
    return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body))


def png_bytes(image: Image.Image, level: int = 1) -> bytes:
    """``image`` (RGB) as PNG file bytes, unfiltered rows deflated at ``level``."""
    if image.mode != "RGB":
        raise ValueError(f"png_bytes writes RGB images, not {image.mode}")
    width, height = image.size
    stride = width * 3
    pixels = image.tobytes()
    rows = NO_FILTER + NO_FILTER.join(
        pixels[start : start + stride] for start in range(0, len(pixels), stride)
    )
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(rows, level))
        + _chunk(b"IEND", b"")
    )
