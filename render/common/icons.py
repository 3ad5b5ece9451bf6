"""Small pictograms drawn with Pillow primitives, so a kind of thing reads by its shape.

Colour alone never tells two kinds apart (colour-blind players), so every card kind, counter or
pile gets a silhouette. Each icon fills the square centred in ``box`` (canvas units) in one
``colour``; details cut out of the silhouette (a mask's eyes, a pyramid's steps) are painted in
``background``. ``ICONS`` names them for lookup tables such as "card kind -> icon".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from render.common.canvas import Box, Canvas
from render.common.palette import RGB
from render.common.sprites import Sprite, sprite, stamp

Point = tuple[float, float]
Icon = Callable[[Canvas, Box, RGB, RGB], None]


class Frame:
    """Maps coordinates in the unit square (0–1, y down) onto the square centred in a box."""

    def __init__(self, box: Box) -> None:
        x0, y0, x1, y1 = box
        self.size = min(x1 - x0, y1 - y0)
        self.left = x0 + (x1 - x0 - self.size) / 2
        self.top = y0 + (y1 - y0 - self.size) / 2

    def at(self, u: float, v: float) -> Point:
        return (self.left + u * self.size, self.top + v * self.size)

    def points(self, *uv: Point) -> list[Point]:
        return [self.at(u, v) for u, v in uv]

    def box(self, u0: float, v0: float, u1: float, v1: float) -> Box:
        return (*self.at(u0, v0), *self.at(u1, v1))

    def span(self, length: float) -> float:
        return length * self.size


def _rectangle(canvas: Canvas, frame: Frame, uv: Box, colour: RGB) -> None:
    canvas.rounded(frame.box(*uv), fill=colour, radius=frame.span(0.02))


def _bar(canvas: Canvas, frame: Frame, start: Point, end: Point, width: float, colour: RGB) -> None:
    """A thick line with round ends."""
    canvas.line(frame.points(start, end), colour, frame.span(width))
    for u, v in (start, end):
        canvas.circle(frame.at(u, v), frame.span(width) / 2, fill=colour)


def _rotated_rectangle(centre: Point, length: float, width: float, angle: float) -> list[Point]:
    """Corners of a ``length`` x ``width`` rectangle turned ``angle`` radians about ``centre``."""
    cx, cy = centre
    dx, dy = math.cos(angle), math.sin(angle)
    half_l, half_w = length / 2, width / 2
    return [
        (cx + sl * half_l * dx - sw * half_w * dy, cy + sl * half_l * dy + sw * half_w * dx)
        for sl, sw in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    ]


def pedestal(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A plinth: cornice, shaft and footing."""
    frame = Frame(box)
    _rectangle(canvas, frame, (0.12, 0.16, 0.88, 0.3), colour)
    _rectangle(canvas, frame, (0.26, 0.3, 0.74, 0.68), colour)
    _rectangle(canvas, frame, (0.12, 0.68, 0.88, 0.76), colour)
    _rectangle(canvas, frame, (0.04, 0.76, 0.96, 0.88), colour)


def temple(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A pediment on three columns."""
    frame = Frame(box)
    canvas.polygon(frame.points((0.04, 0.3), (0.5, 0.07), (0.96, 0.3)), fill=colour)
    _rectangle(canvas, frame, (0.08, 0.31, 0.92, 0.39), colour)
    for centre in (0.21, 0.5, 0.79):
        _rectangle(canvas, frame, (centre - 0.075, 0.42, centre + 0.075, 0.8), colour)
    _rectangle(canvas, frame, (0.04, 0.83, 0.96, 0.93), colour)


def pyramid(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A stepped pyramid."""
    frame = Frame(box)
    apex, foot, half = 0.08, 0.9, 0.46
    canvas.polygon(frame.points((0.5 - half, foot), (0.5, apex), (0.5 + half, foot)), fill=colour)
    for v in (0.36, 0.54, 0.72):
        reach = half * (v - apex) / (foot - apex)
        canvas.line(frame.points((0.5 - reach, v), (0.5 + reach, v)), background, frame.span(0.05))


def statue(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A figure with a raised arm, on a plinth."""
    frame = Frame(box)
    canvas.circle(frame.at(0.44, 0.2), frame.span(0.11), fill=colour)
    canvas.polygon(
        frame.points((0.3, 0.78), (0.58, 0.78), (0.54, 0.36), (0.34, 0.36)),
        fill=colour,
    )
    _bar(canvas, frame, (0.52, 0.4), (0.76, 0.12), 0.08, colour)
    _rectangle(canvas, frame, (0.2, 0.8, 0.7, 0.92), colour)


def crown(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.1, 0.72), (0.1, 0.3), (0.3, 0.5), (0.5, 0.2), (0.7, 0.5), (0.9, 0.3), (0.9, 0.72)
        ),
        fill=colour,
    )
    _rectangle(canvas, frame, (0.1, 0.75, 0.9, 0.86), colour)
    for u, v in ((0.1, 0.27), (0.5, 0.17), (0.9, 0.27)):
        canvas.circle(frame.at(u, v), frame.span(0.07), fill=colour)


def crescent(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    frame = Frame(box)
    canvas.circle(frame.at(0.46, 0.52), frame.span(0.4), fill=colour)
    canvas.circle(frame.at(0.64, 0.42), frame.span(0.33), fill=background)
    canvas.circle(frame.at(0.8, 0.72), frame.span(0.06), fill=colour)


def compass(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A pair of dividers: the architect's tool."""
    frame = Frame(box)
    _bar(canvas, frame, (0.5, 0.2), (0.2, 0.88), 0.1, colour)
    _bar(canvas, frame, (0.5, 0.2), (0.8, 0.88), 0.1, colour)
    _bar(canvas, frame, (0.32, 0.62), (0.68, 0.62), 0.06, colour)
    canvas.circle(frame.at(0.5, 0.16), frame.span(0.1), fill=colour)
    canvas.circle(frame.at(0.5, 0.16), frame.span(0.04), fill=background)


def mallet(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A sculptor's mallet and chisel."""
    frame = Frame(box)
    _bar(canvas, frame, (0.12, 0.88), (0.5, 0.5), 0.09, colour)
    head = _rotated_rectangle(frame.at(0.58, 0.42), frame.span(0.5), frame.span(0.24), math.pi / 4)
    canvas.polygon(head, fill=colour)
    chisel = _rotated_rectangle(
        frame.at(0.72, 0.74), frame.span(0.42), frame.span(0.09), -math.pi / 4
    )
    canvas.polygon(chisel, fill=colour)


def crack(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A block split by a jagged crack, one half sunk."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.06, 0.26), (0.5, 0.26), (0.4, 0.46), (0.52, 0.6), (0.42, 0.84), (0.06, 0.84)
        ),
        fill=colour,
    )
    canvas.polygon(
        frame.points(
            (0.6, 0.36), (0.94, 0.36), (0.94, 0.94), (0.52, 0.94), (0.62, 0.7), (0.5, 0.56)
        ),
        fill=colour,
    )


def swords(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Two crossed swords."""
    frame = Frame(box)
    for tip, hilt, guard in (
        ((0.14, 0.14), (0.84, 0.84), ((0.6, 0.78), (0.78, 0.6))),
        ((0.86, 0.14), (0.16, 0.84), ((0.22, 0.6), (0.4, 0.78))),
    ):
        _bar(canvas, frame, tip, hilt, 0.09, colour)
        _bar(canvas, frame, guard[0], guard[1], 0.08, colour)
        canvas.circle(frame.at(*hilt), frame.span(0.07), fill=colour)


def magnifier(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    frame = Frame(box)
    canvas.circle(frame.at(0.42, 0.42), frame.span(0.28), outline=colour, width=frame.span(0.1))
    _bar(canvas, frame, (0.63, 0.63), (0.88, 0.88), 0.14, colour)


def swap(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Two arrows going opposite ways."""
    frame = Frame(box)
    _bar(canvas, frame, (0.1, 0.32), (0.7, 0.32), 0.1, colour)
    canvas.polygon(frame.points((0.66, 0.14), (0.94, 0.32), (0.66, 0.5)), fill=colour)
    _bar(canvas, frame, (0.9, 0.7), (0.3, 0.7), 0.1, colour)
    canvas.polygon(frame.points((0.34, 0.52), (0.06, 0.7), (0.34, 0.88)), fill=colour)


def mask(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A thief's domino mask."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.04, 0.34),
            (0.5, 0.4),
            (0.96, 0.34),
            (0.92, 0.6),
            (0.68, 0.72),
            (0.5, 0.6),
            (0.32, 0.72),
            (0.08, 0.6),
        ),
        fill=colour,
    )
    for u in (0.29, 0.71):
        canvas.circle(frame.at(u, 0.52), frame.span(0.09), fill=background)


def shield(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    frame = Frame(box)
    outline = ((0.14, 0.12), (0.86, 0.12), (0.86, 0.46), (0.8, 0.66), (0.67, 0.8), (0.5, 0.92))
    mirrored = [(1 - u, v) for u, v in reversed(outline[:-1])]
    canvas.polygon(frame.points(*outline, *mirrored), fill=colour)
    inner = [(0.5 + (u - 0.5) * 0.6, 0.2 + (v - 0.12) * 0.6) for u, v in (*outline, *mirrored)]
    canvas.polygon(frame.points(*inner), outline=background, width=frame.span(0.05))


def card_fan(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Three cards held in a fan: a hand of cards."""
    frame = Frame(box)
    for degrees in (-26, 26, 0):
        angle = math.radians(degrees)
        centre = frame.at(0.5 + 0.34 * math.sin(angle), 0.9 - 0.34 * math.cos(angle))
        corners = _rotated_rectangle(centre, frame.span(0.6), frame.span(0.42), angle + math.pi / 2)
        canvas.polygon(corners, fill=colour, outline=background, width=frame.span(0.05))


def card_stack(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A pile of face-down cards."""
    frame = Frame(box)
    for step in (2, 1, 0):
        shift = 0.07 * step
        canvas.rounded(
            frame.box(0.2 + shift, 0.06 + shift, 0.72 + shift, 0.8 + shift),
            fill=colour,
            outline=background,
            width=frame.span(0.04),
            radius=frame.span(0.07),
        )


def flask(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A laboratory flask with a bubble: science."""
    frame = Frame(box)
    _rectangle(canvas, frame, (0.33, 0.06, 0.67, 0.14), colour)
    canvas.polygon(
        frame.points(
            (0.4, 0.12),
            (0.6, 0.12),
            (0.6, 0.4),
            (0.9, 0.86),
            (0.84, 0.94),
            (0.16, 0.94),
            (0.1, 0.86),
            (0.4, 0.4),
        ),
        fill=colour,
    )
    canvas.line(frame.points((0.27, 0.66), (0.73, 0.66)), background, frame.span(0.05))
    canvas.circle(frame.at(0.5, 0.5), frame.span(0.05), fill=background)


def scales(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A balance with two pans: trade."""
    frame = Frame(box)
    _rectangle(canvas, frame, (0.46, 0.12, 0.54, 0.86), colour)
    _rectangle(canvas, frame, (0.26, 0.84, 0.74, 0.94), colour)
    _bar(canvas, frame, (0.14, 0.22), (0.86, 0.22), 0.07, colour)
    canvas.circle(frame.at(0.5, 0.13), frame.span(0.07), fill=colour)
    for u in (0.2, 0.8):
        canvas.line(frame.points((u, 0.22), (u - 0.15, 0.56)), colour, frame.span(0.035))
        canvas.line(frame.points((u, 0.22), (u + 0.15, 0.56)), colour, frame.span(0.035))
        canvas.polygon(
            frame.points((u - 0.19, 0.55), (u + 0.19, 0.55), (u + 0.12, 0.67), (u - 0.12, 0.67)),
            fill=colour,
        )


def mitre(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A bishop's mitre with its two ribbons: the church."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.24, 0.8),
            (0.16, 0.42),
            (0.43, 0.05),
            (0.5, 0.13),
            (0.57, 0.05),
            (0.84, 0.42),
            (0.76, 0.8),
        ),
        fill=colour,
    )
    canvas.line(frame.points((0.5, 0.24), (0.5, 0.8)), background, frame.span(0.06))
    canvas.line(frame.points((0.2, 0.6), (0.8, 0.6)), background, frame.span(0.06))
    _rectangle(canvas, frame, (0.3, 0.8, 0.4, 0.96), colour)
    _rectangle(canvas, frame, (0.6, 0.8, 0.7, 0.96), colour)


def coin(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A coin: ``background`` draws its rim."""
    frame = Frame(box)
    canvas.circle(
        frame.at(0.5, 0.5),
        frame.span(0.46),
        fill=colour,
        outline=background,
        width=frame.span(0.07),
    )
    canvas.circle(frame.at(0.5, 0.5), frame.span(0.27), outline=background, width=frame.span(0.05))


def star(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    frame = Frame(box)
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        reach = 0.48 if index % 2 == 0 else 0.2
        points.append((0.5 + reach * math.cos(angle), 0.54 + reach * math.sin(angle)))
    canvas.polygon(frame.points(*points), fill=colour)


def flag(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A pennant on a pole: who starts."""
    frame = Frame(box)
    _bar(canvas, frame, (0.24, 0.1), (0.24, 0.92), 0.09, colour)
    canvas.polygon(frame.points((0.28, 0.1), (0.9, 0.3), (0.28, 0.52)), fill=colour)


def cross(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """An X: thrown away."""
    frame = Frame(box)
    _bar(canvas, frame, (0.18, 0.18), (0.82, 0.82), 0.16, colour)
    _bar(canvas, frame, (0.82, 0.18), (0.18, 0.82), 0.16, colour)


def tick(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A check mark: done."""
    frame = Frame(box)
    _bar(canvas, frame, (0.14, 0.54), (0.4, 0.8), 0.15, colour)
    _bar(canvas, frame, (0.4, 0.8), (0.86, 0.22), 0.15, colour)


ICONS: dict[str, Icon] = {
    "pedestal": pedestal,
    "temple": temple,
    "pyramid": pyramid,
    "statue": statue,
    "crown": crown,
    "crescent": crescent,
    "compass": compass,
    "mallet": mallet,
    "crack": crack,
    "swords": swords,
    "magnifier": magnifier,
    "swap": swap,
    "mask": mask,
    "shield": shield,
    "card_fan": card_fan,
    "card_stack": card_stack,
    "flask": flask,
    "scales": scales,
    "mitre": mitre,
    "coin": coin,
    "star": star,
    "flag": flag,
    "cross": cross,
    "tick": tick,
}


def icon(canvas: Canvas, name: str, box: Box, colour: RGB, background: RGB) -> None:
    stamp_icon(canvas, ICONS[name], box, colour, background)


def stamp_icon(canvas: Canvas, draw: Icon, box: Box, colour: RGB, background: RGB) -> None:
    """The icon ``draw`` paints, in ``box``: drawn once per size, colours and scale, then
    stamped (a Mausoléu row holds some twenty icons: drawing their shapes each time was a
    third of the table)."""
    x0, y0, x1, y1 = box
    picture = _icon_sprite(draw, x1 - x0, y1 - y0, colour, background, canvas.scale)
    stamp(canvas, picture, (x0, y0))


@cache
def _icon_sprite(
    draw: Icon, width: float, height: float, colour: RGB, background: RGB, scale: float
) -> Sprite:
    return sprite(
        width, height, lambda canvas: draw(canvas, (0, 0, width, height), colour, background), scale
    )
