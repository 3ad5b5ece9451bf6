"""Fonts shipped with the project: DejaVu Sans and DejaVu Sans Condensed, regular and bold
(Bitstream Vera licence, see LICENSE-DejaVu.txt; from Debian's fonts-dejavu-core and -extra).

Never a system font, so every machine draws the same pixels; DejaVu covers every accent of the
pt-BR, es-ES and fr catalogs, and has a bold face (Pillow's built-in font has none).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONTS_DIR = Path(__file__).resolve().parent / "fonts"


@cache
def font(size: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans; the condensed cut (about 10% narrower) is for labels that barely overflow."""
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    return ImageFont.truetype(str(FONTS_DIR / name), size)
