"""A Pillow image with the drawing helpers every renderer uses.

Renderers lay images out in *units*; the canvas draws at ``scale`` pixels per unit so images stay
crisp when opened full size. The canvas remembers the smallest text it drew, so tests can check
legibility at Discord's inline preview width, and where each text landed and what it became
(``Placed``), so tests can check that no text is cut, runs off the picture or into another.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from render.common.fonts import font, glyphs, length
from render.common.palette import INK, PAPER, RGB, player
from render.common.png import encode

if TYPE_CHECKING:
    from PIL._imaging import ImagingCore  # Pillow's ``Image.core.ImagingCore`` (see ``fonts``)

PREVIEW_WIDTH_PX = 550
"""Width at which Discord shows an image inline."""
MIN_PREVIEW_TEXT_PX = 14
"""Smallest text height allowed once the image is shrunk to the preview width."""

Box = tuple[float, float, float, float]
PixelBox = tuple[int, int, int, int]
PAWN_REACH = 1.4
"""How far a pawn's shape reaches from its centre, in radii (a diamond's point is at 1.15, its
outline a sixth more)."""


class Placed(NamedTuple):
    """One text as drawn: the text asked for, the text drawn (ending in an ellipsis if it was
    cut), its size in pixels, the box its glyphs fill and the box of the picture it was drawn
    on (pixels; a sprite's text keeps the sprite's own box, see :meth:`Canvas.texts`)."""

    asked: str
    drawn: str
    size_px: int
    box: PixelBox
    bounds: PixelBox


class Canvas:
    def __init__(
        self,
        width: float,
        height: float,
        *,
        scale: float = 2.0,
        background: RGB = PAPER,
        base: Image.Image | None = None,
        shown_width: float | None = None,
    ) -> None:
        """``shown_width`` (units): the width of the image this drawing becomes part of (a
        piece stamped on it), which sets the legibility floor; by default its own."""
        self.scale = scale
        self.width = width
        self.height = height
        self.shown_width = width if shown_width is None else shown_width
        size = (round(width * scale), round(height * scale))
        if base is not None:
            if base.size != size:
                raise ValueError(f"background is {base.size}, canvas is {size}")
            self.image = base.copy()
        else:
            self.image = Image.new("RGB", size, background)
        self.draw = ImageDraw.Draw(self.image)
        self.smallest_text_px: float = math.inf
        self.placed: list[Placed] = []
        self.stamped: list[tuple[tuple[Placed, ...], int, int]] = []
        """Sprites' texts and where each sprite went (pixels), read by :meth:`texts`."""

    @classmethod
    def over(cls, base: Canvas) -> Canvas:
        """A new canvas on a copy of ``base``'s picture that remembers what ``base`` drew (its
        smallest text and its texts): a table drawn over its static part."""
        canvas = cls(
            base.width, base.height, scale=base.scale, base=base.image, shown_width=base.shown_width
        )
        canvas.smallest_text_px = base.smallest_text_px
        canvas.placed = list(base.placed)
        canvas.stamped = list(base.stamped)
        return canvas

    def texts(self) -> list[Placed]:
        """Every text drawn on this picture, those of stamped sprites moved to where they went
        (each bound by its sprite's box: a sprite crops what overflows it)."""
        found = list(self.placed)
        for placed, x, y in self.stamped:
            found += [
                p._replace(box=_moved(p.box, x, y), bounds=_moved(p.bounds, x, y)) for p in placed
            ]
        return found

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
        asked = text
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
        box = self._put_text((self.px(xy[0]), self.px(xy[1])), text, face, fill, anchor)
        self.placed.append(Placed(asked, text, size_px, box, (0, 0, *self.image.size)))
        self.smallest_text_px = min(self.smallest_text_px, size_px)
        return length(face, text) / self.scale

    def _put_text(
        self, xy: tuple[int, int], text: str, face: FreeTypeFont, fill: RGB, anchor: str
    ) -> PixelBox:
        """What ``ImageDraw.text`` does for one line, with the rendered glyphs kept (the same
        labels come back in every image: rendering them is most of the cost of text). Returns
        the box the glyphs fill."""
        if "\n" in text:
            self.draw.text(xy, text, font=face, fill=fill, anchor=anchor)
            x0, y0, x1, y1 = self.draw.textbbox(xy, text, font=face, anchor=anchor)
            return (round(x0), round(y0), round(x1), round(y1))
        mask, (dx, dy) = glyphs(face, text, anchor)
        ink = self.draw._getink(fill)[0]
        x, y = xy[0] + dx, xy[1] + dy
        self.draw.draw.draw_bitmap((x, y), mask, ink)
        width, height = mask.size
        return (x, y, x + width, y + height)

    def text_width(self, text: str, size: float, *, bold: bool = False) -> float:
        return length(font(self.px(size), bold), text) / self.scale

    def min_text_px(self) -> float:
        """The smallest font size (in pixels) that stays legible at the preview width."""
        return MIN_PREVIEW_TEXT_PX * self.px(self.shown_width) / PREVIEW_WIDTH_PX

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
        """What ``ImageDraw.rounded_rectangle`` draws, pixel for pixel, with its corners pasted
        from small pictures drawn once (see :func:`_corner`) instead of drawn each time."""
        xy = self.box(box)
        radius_px = self.px(radius)
        width_px = max(1, self.px(width)) if outline else 0
        if not self._paste_rounded(xy, radius_px, fill, outline, width_px):
            self.draw.rounded_rectangle(
                xy, radius=radius_px, fill=fill, outline=outline, width=width_px
            )

    def _paste_rounded(
        self,
        xy: tuple[int, int, int, int],
        radius: int,
        fill: RGB | None,
        outline: RGB | None,
        width: int,
    ) -> bool:
        """Pillow's ``rounded_rectangle`` for four separate corners on an RGB image: the same
        straight parts, in the same order (fill, then outline), the corners' pieslices and arcs
        pasted from :func:`_corner`. Returns False, drawing nothing, for the cases it leaves to
        Pillow: other image modes, colours that are not RGB tuples, no curve (a plain
        rectangle), corners that meet (``full_x``/``full_y``: a pill or a circle), or
        corners wider than ``_CORNER_MAX_PX``."""
        x0, y0, x1, y1 = xy
        d = min(x1 - x0, y1 - y0, radius * 2)
        if (
            self.image.mode != "RGB"
            or d <= 0
            or d >= x1 - x0 - 1
            or d >= y1 - y0 - 1
            or d > _CORNER_MAX_PX
            or not (_is_rgb(fill) and _is_rgb(outline))
        ):
            return False
        r = d // 2
        ink, fill_ink = self.draw._getink(outline, fill)
        if ink is None or ink == fill_ink or width == 0:
            ink, outline, width = None, None, 0
        draw = self.draw.draw
        if fill_ink is not None:
            draw.draw_rectangle((x0 + r + 1, y0, x1 - r - 1, y1), fill_ink, 1)
            draw.draw_rectangle((x0, y0 + r + 1, x0 + r, y1 - r - 1), fill_ink, 1)
            draw.draw_rectangle((x1 - r, y0 + r + 1, x1, y1 - r - 1), fill_ink, 1)
        elif ink is None:
            return True
        image = self.image.im
        for corner, (cx, cy) in enumerate(((x0, y0), (x1 - d, y0), (x1 - d, y1 - d), (x0, y1 - d))):
            tile = _corner(corner, d, fill, outline, width)
            if tile is not None:
                picture, (dx, dy) = tile
                x, y = cx + dx, cy + dy
                w, h = picture.size
                image.paste(picture, (x, y, x + w, y + h), picture)
        if ink is not None:
            w = width - 1
            draw.draw_rectangle((x0 + r + 1, y0, x1 - r - 1, y0 + w), ink, 1)
            draw.draw_rectangle((x0 + r + 1, y1 - w, x1 - r - 1, y1), ink, 1)
            draw.draw_rectangle((x0, y0 + r + 1, x0 + w, y1 - r - 1), ink, 1)
            draw.draw_rectangle((x1 - w, y0 + r + 1, x1, y1 - r - 1), ink, 1)
        return True

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
        paste_pixels(self.image, picture, (self.px(x - reach), self.px(y - reach)), masked=True)

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
def measuring(scale: float) -> Canvas:
    """A canvas of one unit at ``scale``, to measure texts before their picture exists. Text is
    measured at the scale it is drawn: font sizes round to whole pixels, so a text's width in
    units changes with the scale (a legend measured at 1 and drawn at 1.25 gained a row)."""
    return Canvas(1, 1, scale=scale)


def paste_pixels(
    target: Image.Image, source: Image.Image, xy: tuple[int, int], *, masked: bool
) -> None:
    """``target.paste`` of the whole ``source`` at pixel ``xy``, through its own alpha when
    ``masked``, straight into the target's pixels (parts outside are clipped, as by
    ``paste``). What the wrapper adds (argument checks, mode conversions, copy-on-write) is
    never needed on a canvas, and costs more than the copy itself for the hundreds of small
    pieces a table stamps."""
    x, y = xy
    width, height = source.size
    box = (x, y, x + width, y + height)
    if masked:
        target.im.paste(source.im, box, source.im)
    else:
        target.im.paste(source.im, box)


def _moved(box: PixelBox, x: int, y: int) -> PixelBox:
    return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)


def _is_rgb(colour: object) -> bool:
    return colour is None or (isinstance(colour, tuple) and len(colour) == 3)


_CORNER_MAX_PX = 100
"""Wider corners (none of the renderers' boxes) are left to Pillow rather than kept."""
_CORNER_ANGLES = ((180, 270), (270, 360), (0, 90), (90, 180))
"""Pillow's angles for the top-left, top-right, bottom-right and bottom-left corners."""


@functools.lru_cache(maxsize=1024)
def _corner(
    corner: int, d: int, fill: RGB | None, outline: RGB | None, width: int
) -> tuple[ImagingCore, tuple[int, int]] | None:
    """One corner of a rounded rectangle whose corner circle is ``d`` pixels across, as
    ``rounded_rectangle`` draws it (the pieslice, then the arc over it) on a transparent tile
    cropped to what was drawn, with the tile's offset from the circle's box; None if nothing.

    The same few boxes come back in every image, and Pillow's pieslices and arcs were 30 % of a
    Guardiões do Mausoléu table's drawing time and 19 % of a Capital Lux one's. Pasting kept
    corners draws the same pixels (they are opaque, and Pillow draws a corner the same wherever
    the box is): a table's boxes took 0.8 ms instead of 1.9 (Mausoléu), 1.0 instead of 1.6
    (Capital Lux). Corners are at most ``_CORNER_MAX_PX`` across, so the cache stays small."""
    margin = width + 2
    tile = Image.new("RGBA", (d + 1 + 2 * margin,) * 2, (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    ink, fill_ink = draw._getink(outline, fill)
    box = (margin, margin, margin + d, margin + d)
    start, end = _CORNER_ANGLES[corner]
    if fill_ink is not None:
        draw.draw.draw_pieslice(box, start, end, fill_ink, 1)
    if ink is not None:
        draw.draw.draw_arc(box, start, end, ink, width)
    drawn = tile.getchannel("A").getbbox()
    if drawn is None:
        return None
    return tile.crop(drawn).im, (drawn[0] - margin, drawn[1] - margin)


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
