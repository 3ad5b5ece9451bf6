"""Fonts shipped with the project: DejaVu Sans (Bitstream Vera licence, see LICENSE-DejaVu.txt).

Never a system font, so every machine draws the same pixels; DejaVu covers every accent of the
pt-BR, es-ES and fr catalogs, and has a bold face (Pillow's built-in font has none).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONTS_DIR = Path(__file__).resolve().parent / "fonts"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS_DIR / name), size)
