"""What the renderer tests of every game share: player names (short and very long), the
locale, the drawing width, opening a PNG, and the hidden-information check."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from types import ModuleType

from PIL import Image

from engine.core import Game, State

NAMES = ["Ana", "Bruno", "Chloé", "Diego"]
LONG_NAMES = [name + " " + "Wolfeschlegelsteinhausen" * 2 for name in NAMES]
LOCALE = "en-US"
WIDTH_UNITS = 550
"""Every renderer lays its images out 550 units wide (Discord's preview width)."""
WIDTH_PX = 1100
"""Images drawn at the canvas's default of two pixels per unit (the results)."""


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def check_hidden_cards_stay_hidden(
    renderer: ModuleType, game: Game, pairs: Iterable[tuple[State, State]]
) -> int:
    """Each pair differs only in hidden cards, seat 0's hand among them: the public table image
    is byte-identical, seat 0's own hand image is not. Returns how many pairs were checked."""
    checked = 0
    for state, other in pairs:
        assert other.data["hands"] != state.data["hands"]
        public = renderer.table_png(game.view(state, None), NAMES, LOCALE)
        assert renderer.table_png(game.view(other, None), NAMES, LOCALE) == public
        own = renderer.hand_png(game.view(state, 0), NAMES, LOCALE)
        assert renderer.hand_png(game.view(other, 0), NAMES, LOCALE) != own
        checked += 1
    return checked


def region_changed(a, b, box) -> bool:
    """Whether two canvases differ inside ``box`` (image units)."""
    from PIL import ImageChops

    pixels = tuple(a.px(value) for value in box)
    return ImageChops.difference(a.image.crop(pixels), b.image.crop(pixels)).getbbox() is not None


def dark_share(image: Image.Image, box: tuple[float, float, float, float]) -> float:
    """Share of the pixels inside ``box`` (layout units, at the image's pixels per unit)
    darker than mid grey: text and icons drawn at full strength count, faded ones do not."""
    scale = image.width / WIDTH_UNITS
    crop = image.convert("L").crop(tuple(round(scale * value) for value in box))
    histogram = crop.histogram()
    return sum(histogram[:128]) / (crop.width * crop.height)


def texts_asked(renderer: ModuleType, draw: Callable[[], object]) -> list[tuple[str, dict]]:
    """The catalog keys (with their arguments) ``renderer`` translates while ``draw()`` runs."""
    asked: list[tuple[str, dict]] = []
    original = renderer.translate

    def recording(locale: str, key: str, args: dict | None = None, *rest: object) -> str:
        asked.append((key, dict(args or {})))
        return original(locale, key, args, *rest)

    renderer.translate = recording
    try:
        draw()
    finally:
        renderer.translate = original
    return asked
