"""A Pillow image with the drawing helpers every renderer uses.

Renderers lay images out in *units*; the canvas draws at ``scale`` pixels per unit so images stay
crisp when opened full size. The canvas remembers the smallest text it drew, so tests can check
legibility at Discord's inline preview width.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from render.common.fonts import font, glyphs, length
from render.common.palette import INK, PAPER, RGB, player
from render.common.png import encode

PREVIEW_WIDTH_PX = 550
"""Width at which Discord shows an image inline."""
MIN_PREVIEW_TEXT_PX = 14
"""Smallest text height allowed once the image is shrunk to the preview width."""

Box = tuple[float, float, float, float]
PAWN_REACH = 1.4
"""How far a pawn's shape reaches from its centre, in radii (a diamond's point is at 1.15, its
outline a sixth more)."""


class Canvas:
    def __init__(
        self,
        width: float,
        height: float,
        *,
        scale: float = 2.0,
        background: RGB = PAPER,
        base: Image.Image | None = None,
    ) -> None:
        self.scale = scale
        self.width = width
        self.height = height
        size = (round(width * scale), round(height * scale))
        if base is not None:
            if base.size != size:
                raise ValueError(f"background is {base.size}, canvas is {size}")
            self.image = base.copy()
        else:
            self.image = Image.new("RGB", size, background)
        self.draw = ImageDraw.Draw(self.image)
        self.smallest_text_px: float = math.inf

    # -- geometry --------------------------------------------------------------------------

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def box(self, box: Box) -> tuple[int, int, int, int]:
        return (self.px(box[0]), self.px(box[1]), self.px(box[2]), self.px(box[3]))

    # -- text --------------------------------------------------------------------------------

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: float,
        *,
        fill: RGB = INK,
        bold: bool = False,
        anchor: str = "la",
        max_width: float | None = None,
    ) -> float:
        """Draw ``text``; shrink it (never below the legibility floor) to fit ``max_width``.

        At the floor, the condensed face is tried before giving up: game terms such as
        "Scientifique" or "Pyramide" are better whole and a little narrower than cut. Returns
        the drawn width in units. Text that still does not fit is cut with an ellipsis.
        """
        size_px = self.px(size)
        face = font(size_px, bold)
        if max_width is not None:
            limit = self.px(max_width)
            floor_px = math.ceil(self.min_text_px())
            while length(face, text) > limit and size_px > floor_px:
                size_px -= 1
                face = font(size_px, bold)
            if length(face, text) > limit:
                face = font(size_px, bold, condensed=True)
            if length(face, text) > limit:
                while text and length(face, text + "…") > limit:
                    text = text[:-1]
                text += "…"
        self._put_text((self.px(xy[0]), self.px(xy[1])), text, face, fill, anchor)
        self.smallest_text_px = min(self.smallest_text_px, size_px)
        return length(face, text) / self.scale

    def _put_text(
        self, xy: tuple[int, int], text: str, face: FreeTypeFont, fill: RGB, anchor: str
    ) -> None:
        """What ``ImageDraw.text`` does for one line, with the rendered glyphs kept (the same
        labels come back in every image: rendering them is most of the cost of text)."""
        if "\n" in text:
            self.draw.text(xy, text, font=face, fill=fill, anchor=anchor)
            return
        mask, (dx, dy) = glyphs(face, text, anchor)
        ink = self.draw._getink(fill)[0]
        self.draw.draw.draw_bitmap((xy[0] + dx, xy[1] + dy), mask, ink)

    def text_width(self, text: str, size: float, *, bold: bool = False) -> float:
        return length(font(self.px(size), bold), text) / self.scale

    def min_text_px(self) -> float:
        """The smallest font size (in pixels) that stays legible at the preview width."""
        return MIN_PREVIEW_TEXT_PX * self.image.width / PREVIEW_WIDTH_PX

    def preview_text_px(self) -> float:
        """Height of the smallest text drawn so far once the image is shown at preview width."""
        return self.smallest_text_px * PREVIEW_WIDTH_PX / self.image.width

    # -- shapes ------------------------------------------------------------------------------

    def rounded(
        self,
        box: Box,
        *,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
        radius: float = 6,
    ) -> None:
        self.draw.rounded_rectangle(
            self.box(box),
            radius=self.px(radius),
            fill=fill,
            outline=outline,
            width=max(1, self.px(width)) if outline else 0,
        )

    def line(self, points: Sequence[tuple[float, float]], fill: RGB, width: float = 1) -> None:
        self.draw.line(
            [(self.px(x), self.px(y)) for x, y in points], fill=fill, width=max(1, self.px(width))
        )

    def circle(
        self,
        center: tuple[float, float],
        radius: float,
        *,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
    ) -> None:
        x, y = center
        self.draw.ellipse(
            self.box((x - radius, y - radius, x + radius, y + radius)),
            fill=fill,
            outline=outline,
            width=max(1, self.px(width)) if outline else 0,
        )

    def polygon(
        self,
        points: Sequence[tuple[float, float]],
        *,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 1,
    ) -> None:
        self.draw.polygon(
            [(self.px(x), self.px(y)) for x, y in points],
            fill=fill,
            outline=outline,
            width=max(1, self.px(width)) if outline else 0,
        )

    def pawn(
        self, center: tuple[float, float], radius: float, seat: int, *, outline: RGB = INK
    ) -> None:
        """A player's token: their colour *and* their shape. Drawn once per seat, size, outline
        and scale, then pasted (a Luxor table holds some twenty-five pawns: drawing their
        outlined polygons each time was a quarter of the table)."""
        picture = _pawn_picture(seat, radius, outline, self.scale)
        reach = PAWN_REACH * radius
        x, y = center
        self.image.paste(picture, (self.px(x - reach), self.px(y - reach)), picture)

    def draw_pawn(
        self, center: tuple[float, float], radius: float, seat: int, outline: RGB
    ) -> None:
        """The pawn's shapes, drawn here (see :meth:`pawn`)."""
        style = player(seat)
        x, y = center
        r = radius
        if style.shape == "circle":
            self.circle(center, r, fill=style.colour, outline=outline, width=r / 6)
        elif style.shape == "square":
            s = r * 0.9
            self.rounded(
                (x - s, y - s, x + s, y + s),
                fill=style.colour,
                outline=outline,
                width=r / 6,
                radius=r / 4,
            )
        elif style.shape == "triangle":
            self.polygon(
                [(x, y - r * 1.1), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)],
                fill=style.colour,
                outline=outline,
                width=r / 6,
            )
        else:
            self.polygon(
                [(x, y - r * 1.15), (x + r * 1.05, y), (x, y + r * 1.15), (x - r * 1.05, y)],
                fill=style.colour,
                outline=outline,
                width=r / 6,
            )

    def badge(
        self,
        center: tuple[float, float],
        text: str,
        size: float,
        *,
        fill: RGB = INK,
        colour: RGB = (255, 255, 255),
    ) -> None:
        """A small round counter, e.g. how many pawns share a space."""
        radius = size * 0.72 + self.text_width(text, size, bold=True) / 4
        self.circle(center, radius, fill=fill, outline=colour, width=size / 10)
        self.text(center, text, size, fill=colour, bold=True, anchor="mm")

    # -- output ------------------------------------------------------------------------------

    def png(self, palette_name: str) -> bytes:
        """The drawing as the PNG the bot sends, in the colours of ``palette_name`` (a game)."""
        return encode(self.image, palette_name)


@functools.cache
def _pawn_picture(seat: int, radius: float, outline: RGB, scale: float) -> Image.Image:
    """A pawn on a transparent square, its centre in the middle."""
    reach = PAWN_REACH * radius
    size = round(2 * reach * scale)
    holder = Canvas(
        2 * reach, 2 * reach, scale=scale, base=Image.new("RGBA", (size, size), (0, 0, 0, 0))
    )
    holder.draw_pawn((reach, reach), radius, seat, outline)
    return holder.image
