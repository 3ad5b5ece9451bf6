"""Luxor's pictograms, drawn with Pillow primitives like those of ``render.common.icons``.

Same contract: each icon fills the square centred in ``box`` in one ``colour``; details cut out
of the silhouette are painted in ``background``. They are sized for tiles about 20–30 units
wide, so every silhouette is bold and has at most a few cut-outs.
"""

from __future__ import annotations

import math

from render.common.canvas import Box, Canvas
from render.common.icons import Frame, Icon, stamp_icon, statue
from render.common.palette import RGB

Point = tuple[float, float]


def _ellipse(frame: Frame, centre: Point, rx: float, ry: float, steps: int = 24) -> list[Point]:
    """Points around an ellipse (unit-square coordinates), for ``Canvas.polygon``."""
    cu, cv = centre
    return frame.points(
        *(
            (
                cu + rx * math.cos(2 * math.pi * i / steps),
                cv + ry * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        )
    )


def _bar(canvas: Canvas, frame: Frame, start: Point, end: Point, width: float, colour: RGB) -> None:
    """A thick line with round ends."""
    canvas.line(frame.points(start, end), colour, frame.span(width))
    for u, v in (start, end):
        canvas.circle(frame.at(u, v), frame.span(width) / 2, fill=colour)


def vase(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """An amphora: rim, neck, round body and foot, with two handles."""
    frame = Frame(box)
    canvas.rounded(frame.box(0.3, 0.04, 0.7, 0.14), fill=colour, radius=frame.span(0.03))
    canvas.rounded(frame.box(0.39, 0.12, 0.61, 0.34), fill=colour, radius=0)
    canvas.polygon(_ellipse(frame, (0.5, 0.58), 0.3, 0.3), fill=colour)
    canvas.rounded(frame.box(0.34, 0.84, 0.66, 0.96), fill=colour, radius=frame.span(0.03))
    for side in (-1, 1):
        _bar(canvas, frame, (0.5 + side * 0.12, 0.2), (0.5 + side * 0.3, 0.3), 0.07, colour)
        _bar(canvas, frame, (0.5 + side * 0.3, 0.3), (0.5 + side * 0.26, 0.46), 0.07, colour)
    canvas.line(frame.points((0.26, 0.56), (0.74, 0.56)), background, frame.span(0.05))


def jewel(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A cut gem: crown and pavilion with facet lines."""
    frame = Frame(box)
    girdle = 0.36
    canvas.polygon(
        frame.points((0.06, girdle), (0.26, 0.12), (0.74, 0.12), (0.94, girdle), (0.5, 0.92)),
        fill=colour,
    )
    line = frame.span(0.05)
    canvas.line(frame.points((0.06, girdle), (0.94, girdle)), background, line)
    canvas.line(frame.points((0.36, girdle), (0.5, 0.88)), background, line)
    canvas.line(frame.points((0.64, girdle), (0.5, 0.88)), background, line)


def sparkle(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A four-pointed star with a small one beside it: a wild treasure, any type."""
    frame = Frame(box)
    canvas.polygon(frame.points(*_star(0.42, 0.56, 0.4, 0.11)), fill=colour)
    canvas.polygon(frame.points(*_star(0.8, 0.2, 0.17, 0.05)), fill=colour)


def _star(cu: float, cv: float, outer: float, inner: float) -> list[Point]:
    points = []
    for i in range(8):
        angle = math.pi / 4 * i - math.pi / 2
        radius = outer if i % 2 == 0 else inner
        points.append((cu + radius * math.cos(angle), cv + radius * math.sin(angle)))
    return points


def scarab(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A beetle seen from above: head, split wing cases and six legs."""
    frame = Frame(box)
    for v in (0.42, 0.58, 0.74):
        _bar(canvas, frame, (0.14, v - 0.06), (0.86, v + 0.06), 0.06, colour)
        _bar(canvas, frame, (0.86, v - 0.06), (0.14, v + 0.06), 0.06, colour)
    canvas.polygon(_ellipse(frame, (0.5, 0.6), 0.26, 0.32), fill=colour)
    canvas.polygon(_ellipse(frame, (0.5, 0.2), 0.15, 0.11), fill=colour)
    canvas.line(frame.points((0.5, 0.4), (0.5, 0.9)), background, frame.span(0.05))
    canvas.line(frame.points((0.26, 0.36), (0.74, 0.36)), background, frame.span(0.05))


def key(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A key lying flat: bow, shaft and bit."""
    frame = Frame(box)
    canvas.circle(frame.at(0.26, 0.5), frame.span(0.2), fill=colour)
    canvas.circle(frame.at(0.26, 0.5), frame.span(0.08), fill=background)
    canvas.rounded(frame.box(0.4, 0.44, 0.96, 0.56), fill=colour, radius=frame.span(0.02))
    canvas.rounded(frame.box(0.72, 0.5, 0.8, 0.74), fill=colour, radius=frame.span(0.02))
    canvas.rounded(frame.box(0.86, 0.5, 0.94, 0.68), fill=colour, radius=frame.span(0.02))


def eye(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """The eye of Horus: brow, almond eye with its iris, and the falcon markings below."""
    frame = Frame(box)
    upper = [(0.06 + 0.88 * t, 0.5 - 0.26 * math.sin(math.pi * t)) for t in _steps(12)]
    lower = [(0.94 - 0.88 * t, 0.5 + 0.16 * math.sin(math.pi * t)) for t in _steps(12)]
    canvas.polygon(frame.points(*upper, *lower), fill=colour)
    canvas.polygon(
        frame.points(
            *[(u, v + 0.06) for u, v in upper[2:-2]], *[(u, v - 0.04) for u, v in lower[2:-2]]
        ),
        fill=background,
    )
    canvas.circle(frame.at(0.5, 0.44), frame.span(0.12), fill=colour)
    _bar(canvas, frame, (0.1, 0.14), (0.9, 0.1), 0.07, colour)
    _bar(canvas, frame, (0.44, 0.64), (0.4, 0.92), 0.07, colour)
    _bar(canvas, frame, (0.6, 0.64), (0.76, 0.86), 0.07, colour)
    _bar(canvas, frame, (0.76, 0.86), (0.9, 0.78), 0.07, colour)


def _steps(count: int) -> list[float]:
    return [i / count for i in range(count + 1)]


def tunnel(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A stone arch over a dark passage."""
    frame = Frame(box)
    canvas.polygon(_arch(frame, 0.08, 0.92, 0.08), fill=colour)
    canvas.polygon(_arch(frame, 0.28, 0.72, 0.3), fill=background)
    canvas.rounded(frame.box(0.02, 0.88, 0.98, 0.98), fill=colour, radius=frame.span(0.02))


def _arch(frame: Frame, left: float, right: float, top: float) -> list[Point]:
    """A doorway: straight sides up to a half circle, from ``top`` down to the ground."""
    radius = (right - left) / 2
    centre = (left + right) / 2
    spring = top + radius
    curve = [
        (centre - radius * math.cos(math.pi * t), spring - radius * math.sin(math.pi * t))
        for t in _steps(12)
    ]
    return frame.points((left, 0.92), *curve, (right, 0.92))


def push(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Two chevrons pointing forward: Osiris pushes the adventurer on."""
    frame = Frame(box)
    for left in (0.06, 0.44):
        canvas.polygon(
            frame.points(
                (left, 0.14),
                (left + 0.2, 0.14),
                (left + 0.5, 0.5),
                (left + 0.2, 0.86),
                (left, 0.86),
                (left + 0.3, 0.5),
            ),
            fill=colour,
        )


def cobra(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A rearing cobra: spread hood on a coiled body."""
    frame = Frame(box)
    canvas.polygon(_ellipse(frame, (0.5, 0.32), 0.24, 0.28), fill=colour)
    canvas.polygon(_ellipse(frame, (0.5, 0.3), 0.07, 0.12), fill=background)
    canvas.rounded(frame.box(0.42, 0.5, 0.58, 0.8), fill=colour, radius=0)
    canvas.polygon(_ellipse(frame, (0.5, 0.86), 0.4, 0.1), fill=colour)


def falcon(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A falcon with spread wings, seen from the front."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.02, 0.22),
            (0.4, 0.44),
            (0.5, 0.3),
            (0.6, 0.44),
            (0.98, 0.22),
            (0.66, 0.7),
            (0.62, 0.92),
            (0.38, 0.92),
            (0.34, 0.7),
        ),
        fill=colour,
    )
    canvas.circle(frame.at(0.5, 0.2), frame.span(0.12), fill=colour)


def lion(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A lion's head: a spiky mane around the face."""
    frame = Frame(box)
    mane = []
    for i in range(24):
        angle = math.pi / 12 * i
        radius = 0.48 if i % 2 == 0 else 0.36
        mane.append((0.5 + radius * math.cos(angle), 0.5 + radius * math.sin(angle)))
    canvas.polygon(frame.points(*mane), fill=colour)
    canvas.circle(frame.at(0.5, 0.52), frame.span(0.22), fill=background)
    canvas.polygon(frame.points((0.42, 0.52), (0.58, 0.52), (0.5, 0.64)), fill=colour)


def die(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A die showing five."""
    frame = Frame(box)
    canvas.rounded(frame.box(0.06, 0.06, 0.94, 0.94), fill=colour, radius=frame.span(0.16))
    for u, v in ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)):
        canvas.circle(frame.at(u, v), frame.span(0.09), fill=background)


def adventurer(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A standing figure: one adventurer, whoever's."""
    frame = Frame(box)
    canvas.circle(frame.at(0.5, 0.18), frame.span(0.15), fill=colour)
    canvas.polygon(
        frame.points((0.22, 0.96), (0.3, 0.4), (0.7, 0.4), (0.78, 0.96)),
        fill=colour,
    )


def stairs(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Steps climbing to the right."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.04, 0.94),
            (0.04, 0.7),
            (0.3, 0.7),
            (0.3, 0.46),
            (0.54, 0.46),
            (0.54, 0.24),
            (0.78, 0.24),
            (0.78, 0.04),
            (0.96, 0.04),
            (0.96, 0.94),
        ),
        fill=colour,
    )


def sarcophagus(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """An upright mummy-shaped coffin with its face and crossed arms."""
    frame = Frame(box)
    canvas.polygon(
        frame.points(
            (0.5, 0.02),
            (0.68, 0.08),
            (0.72, 0.28),
            (0.7, 0.34),
            (0.76, 0.5),
            (0.7, 0.9),
            (0.6, 0.98),
            (0.4, 0.98),
            (0.3, 0.9),
            (0.24, 0.5),
            (0.3, 0.34),
            (0.28, 0.28),
            (0.32, 0.08),
        ),
        fill=colour,
    )
    canvas.polygon(_ellipse(frame, (0.5, 0.2), 0.1, 0.11), fill=background)
    canvas.line(frame.points((0.34, 0.42), (0.64, 0.54)), background, frame.span(0.04))
    canvas.line(frame.points((0.66, 0.42), (0.36, 0.54)), background, frame.span(0.04))


def all_forward(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """Three arrows side by side, all pointing forward: every adventurer moves."""
    frame = Frame(box)
    for v in (0.2, 0.5, 0.8):
        canvas.rounded(frame.box(0.06, v - 0.06, 0.62, v + 0.06), fill=colour, radius=0)
        canvas.polygon(frame.points((0.58, v - 0.15), (0.94, v), (0.58, v + 0.15)), fill=colour)


def leapfrog(canvas: Canvas, box: Box, colour: RGB, background: RGB) -> None:
    """A figure at the back jumps along an arc to the figure ahead."""
    frame = Frame(box)
    arc = [(0.2 + 0.58 * t, 0.46 - 0.34 * math.sin(math.pi * t)) for t in _steps(10)[:-1]]
    canvas.line(frame.points(*arc), colour, frame.span(0.08))
    canvas.polygon(frame.points((0.66, 0.3), (0.9, 0.42), (0.7, 0.54)), fill=colour)
    for left in (0.04, 0.62):
        adventurer(canvas, frame.box(left, 0.54, left + 0.34, 0.98), colour, background)


ICONS: dict[str, Icon] = {
    "vase": vase,
    "jewel": jewel,
    "statue": statue,
    "wild": sparkle,
    "scarab": scarab,
    "key": key,
    "eye": eye,
    "tunnel": tunnel,
    "push": push,
    "cobra": cobra,
    "falcon": falcon,
    "lion": lion,
    "die": die,
    "adventurer": adventurer,
    "stairs": stairs,
    "sarcophagus": sarcophagus,
    "all-forward": all_forward,
    "leapfrog": leapfrog,
}
"""By the names the Luxor view uses where it has one (treasure types, temple backs and fronts)."""


def luxor_icon(canvas: Canvas, name: str, box: Box, colour: RGB, background: RGB) -> None:
    stamp_icon(canvas, ICONS[name], box, colour, background)
