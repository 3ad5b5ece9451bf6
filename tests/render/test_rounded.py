"""Canvas.rounded pastes kept corners: it must draw exactly what Pillow's rounded_rectangle does."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from render.common.canvas import Canvas


def _noise(size: tuple[int, int], seed: int) -> Image.Image:
    """A background of random pixels, so a pixel drawn in the wrong
    place, or left out, or drawn in the wrong order shows."""
    return Image.frombytes("RGB", size, random.Random(seed).randbytes(size[0] * size[1] * 3))


def _colour(rng: random.Random) -> tuple[int, int, int]:
    """A few colours, so kept corners are pasted again elsewhere, as in a table."""
    return rng.choice([(0, 0, 0), (255, 255, 255), (200, 40, 40), (40, 90, 200), (240, 200, 90)])


def _case(rng: random.Random, canvas: Canvas) -> tuple[tuple[float, ...], dict]:
    size = rng.choice([rng.uniform(0, 4), rng.uniform(2, 30), rng.uniform(20, 140)])
    w = rng.choice([size, rng.uniform(0, 140)])
    h = rng.choice([size, rng.uniform(0, 140)])
    # Some boxes reach past the canvas's edges.
    x = rng.uniform(-20, canvas.width - w + 20)
    y = rng.uniform(-20, canvas.height - h + 20)
    if rng.random() < 0.3:
        x, y = round(x), round(y)
    radius = rng.choice(
        [0, rng.uniform(0, 4), rng.uniform(0, 14), rng.uniform(0, 14), rng.uniform(0, min(w, h))]
    )
    style = rng.choice(["fill", "outline", "both", "both", "same"])
    fill = _colour(rng) if style != "outline" else None
    outline = {"fill": None, "same": fill}.get(style, _colour(rng))
    width = rng.randint(1, 8) / canvas.scale + rng.uniform(-0.2, 0.2)
    options = {"fill": fill, "outline": outline, "width": width, "radius": radius}
    return (x, y, x + w, y + h), options


def _pillow(canvas: Canvas, box, *, fill, outline, width, radius) -> None:
    """What Canvas.rounded drew before it kept corners."""
    canvas.draw.rounded_rectangle(
        canvas.box(box),
        radius=canvas.px(radius),
        fill=fill,
        outline=outline,
        width=max(1, canvas.px(width)) if outline else 0,
    )


@pytest.mark.parametrize("scale", [1.5, 2.0])
@pytest.mark.parametrize("seed", range(4))
def test_rounded_draws_the_same_pixels_as_pillow(scale, seed):
    rng = random.Random(seed)
    background = _noise((round(200 * scale), round(150 * scale)), seed)
    ours = Canvas(200, 150, scale=scale, base=background)
    theirs = Canvas(200, 150, scale=scale, base=background)
    for _ in range(300):
        box, options = _case(rng, ours)
        ours.rounded(box, **options)
        _pillow(theirs, box, **options)
        assert ours.image.tobytes() == theirs.image.tobytes(), (box, options)


def test_the_renderers_usual_boxes_draw_the_same_pixels_as_pillow():
    """Boxes drawn over one another, as the tables draw them (a panel, its cards, a highlight
    ring round one), at the scale the bot uses."""
    background = _noise((400, 300), 99)
    ours = Canvas(200, 150, base=background)
    theirs = Canvas(200, 150, base=background)
    calls = [
        ((10, 10, 190, 140), {"fill": (250, 246, 236), "outline": (90, 80, 60), "radius": 6}),
        ((20, 20, 60, 80), {"fill": (255, 255, 255), "outline": (30, 30, 30), "width": 1.5}),
        ((18, 18, 62, 82), {"outline": (200, 40, 40), "width": 3, "radius": 8}),
        ((70, 20, 110, 80), {"fill": (240, 200, 90), "radius": 2.5}),
        ((70.5, 20.25, 110.75, 80.5), {"outline": (10, 10, 10), "width": 1, "radius": 5}),
        ((120, 30, 180, 42), {"fill": (90, 140, 200), "outline": (10, 10, 10), "radius": 6}),
    ]
    for box, options in calls:
        options = {"width": 1, "radius": 5, "fill": None, "outline": None} | options
        ours.rounded(box, **options)
        _pillow(theirs, box, **options)
    assert ours.image.tobytes() == theirs.image.tobytes()


def test_rounded_on_a_transparent_picture_is_pillows_own():
    """Pictures kept with transparency (a pawn, a sprite) are drawn by Pillow itself."""
    ours = Canvas(40, 40, base=Image.new("RGBA", (80, 80), (0, 0, 0, 0)))
    theirs = Canvas(40, 40, base=Image.new("RGBA", (80, 80), (0, 0, 0, 0)))
    options = {"fill": (200, 30, 30), "outline": (0, 0, 0), "width": 1.5, "radius": 4}
    ours.rounded((5, 5, 35, 30), **options)
    _pillow(theirs, (5, 5, 35, 30), **options)
    assert ours.image.tobytes() == theirs.image.tobytes()
