"""Fonts shipped with the project: DejaVu Sans and DejaVu Sans Condensed, regular and bold
(Bitstream Vera licence, see LICENSE-DejaVu.txt; from Debian's fonts-dejavu-core and -extra).

Never a system font, so every machine draws the same pixels; DejaVu covers every accent of the
pt-BR, es-ES and fr catalogs, and has a bold face (Pillow's built-in font has none).
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import ImageFont
from PIL.ImageFont import FreeTypeFont

if TYPE_CHECKING:
    # Pillow's own annotations name it ``Image.core.ImagingCore``, which the type checker
    # cannot follow (``core`` is bound in a ``try``); its stub is ``PIL._imaging``.
    from PIL._imaging import ImagingCore

FONTS_DIR = Path(__file__).resolve().parent / "fonts"


@cache
def font(size: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans; the condensed cut (about 10% narrower) is for labels that barely overflow."""
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    return ImageFont.truetype(str(FONTS_DIR / name), size)


TEXTS_KEPT = 8192
"""How many measured and rendered texts each process keeps (labels, names, numbers: a whole
game uses a few hundred per language)."""


@lru_cache(maxsize=TEXTS_KEPT)
def length(face: FreeTypeFont, text: str) -> float:
    """``face.getlength(text)``, measured once."""
    return face.getlength(text)


@lru_cache(maxsize=TEXTS_KEPT)
def glyphs(face: FreeTypeFont, text: str, anchor: str) -> tuple[ImagingCore, tuple[int, int]]:
    """One line of ``text`` rendered as an 8-bit mask and its offset from the anchor point, as
    ``ImageDraw.text`` renders it at whole-pixel positions on an RGB image; drawn again and
    again from here."""
    return face.getmask2(text, "L", anchor=anchor, start=(0.0, 0.0), stroke_filled=True)
