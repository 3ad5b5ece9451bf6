"""What the renderer tests of every game share: player names (short and very long), the
locale, the drawing width, opening a PNG, and the hidden-information check."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType

from PIL import Image

from engine.core import Game, State
from render.common.canvas import Placed

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


PLAYER_NAMES = [
    "Bot 1 (Normal)",
    "Maria Eduarda Wolfeschlegelstein",
    "Jean-Baptiste Montgomery-Durand",
    "Bartholomew Featherstonehaugh",
]
"""Names as long as Discord allows (32 characters), and a bot's."""
MIN_NAME_CHARS = 6
"""The fewest characters of a name an image may keep when it has to cut it: enough to tell
"Bot 1 …" from "Bot 2 …", or two long names apart (issue 33 saw names cut to "Ca…")."""
LINE_GAP_EM = 0.6
"""The least room between two texts side by side, in their size: about two spaces, so two
labels never read as one ("Columns Pyramid")."""


def text_flaws(texts: Sequence[Placed], names: Sequence[str]) -> list[str]:
    """What is wrong with the texts of one picture (``Canvas.texts()``): a text outside its
    picture (cut by the edge), a text cut with an ellipsis that is not a player's name, a name
    cut to fewer than ``MIN_NAME_CHARS`` characters, and two texts overlapping or closer side
    by side than ``LINE_GAP_EM``."""
    flaws = []
    for placed in texts:
        x0, y0, x1, y1 = placed.box
        bx0, by0, bx1, by1 = placed.bounds
        if x0 < bx0 or y0 < by0 or x1 > bx1 or y1 > by1:
            flaws.append(f"outside its picture {placed.bounds}: {placed.drawn!r} at {placed.box}")
        flaws += _cut_flaws(placed, names)
    by_top = sorted(texts, key=lambda placed: placed.box[1])
    for index, first in enumerate(by_top):
        for second in by_top[index + 1 :]:
            if second.box[1] >= first.box[3]:
                break  # this one and the next ones start below the first: no shared rows
            if first.bounds == second.bounds and _too_close(first, second):
                flaws.append(f"{first.drawn!r} {first.box} meets {second.drawn!r} {second.box}")
    return flaws


def _cut_flaws(placed: Placed, names: Sequence[str]) -> list[str]:
    text = placed.drawn
    while True:
        found = [(k, name) for name in names if (k := kept_of_name(name, text))]
        if not found:
            break
        kept, name = max(found)
        whole = kept == len(name) and name in text
        text = text.replace(name if whole else f"{name[:kept]}…", "", 1)
        if not whole and kept < MIN_NAME_CHARS:
            return [f"name cut to {kept} characters: {placed.drawn!r}"]
    if placed.drawn != placed.asked and placed.asked not in names:
        return [f"cut: {placed.asked!r} drawn as {placed.drawn!r}"]
    return []


def kept_of_name(name: str, text: str) -> int:
    """How much of ``name`` ``text`` shows: all of it, or its longest prefix before an
    ellipsis (0: none)."""
    if name in text:
        return len(name)
    return next((k for k in range(len(name) - 1, 0, -1) if f"{name[:k]}…" in text), 0)


def _too_close(first: Placed, second: Placed) -> bool:
    """Whether two texts overlap, or sit side by side (sharing rows) nearer than the gap."""
    a, b = first.box, second.box
    if a[1] >= b[3] or b[1] >= a[3]:
        return False
    gap = LINE_GAP_EM * min(first.size_px, second.size_px)
    return a[0] < b[2] + gap and b[0] < a[2] + gap


def texts_asked(
    modules: Sequence[ModuleType], draw: Callable[[], object]
) -> list[tuple[str, dict]]:
    """The catalog keys (with their arguments) that ``modules`` (those of a renderer that look
    texts up) translate while ``draw()`` runs."""
    asked: list[tuple[str, dict]] = []
    originals = [module.translate for module in modules]

    def recorder(original: Callable[..., str]) -> Callable[..., str]:
        def recording(locale: str, key: str, args: dict | None = None, *rest: object) -> str:
            asked.append((key, dict(args or {})))
            return original(locale, key, args, *rest)

        return recording

    for module, original in zip(modules, originals, strict=True):
        module.translate = recorder(original)
    try:
        draw()
    finally:
        for module, original in zip(modules, originals, strict=True):
            module.translate = original
    return asked
