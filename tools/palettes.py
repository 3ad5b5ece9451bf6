"""Choose each game's 256-colour palette from sample images and store it.

    python -m tools.palettes

Tables, every seat's hand and the results of random games (2–4 players, seeds other than the
ones the tests and the gallery use) are stacked into one picture; Pillow's median cut picks 256
colours for it. Run it again after changing a renderer's colours:
``tests/render/test_common_png.py`` fails when a game's images lose quality against its palette.
"""

from __future__ import annotations

import importlib

from PIL import Image

from render import registry
from render.common.png import PALETTES_DIR
from render.common.results import draw_results
from render.samples import moments

NAMES = ["Ana", "Bruno", "Chloé", "Diego"]
SEEDS = (101, 102)


def training_images(game_id: str) -> list[Image.Image]:
    module = importlib.import_module(registry.modules()[game_id])
    images = []
    for seed in SEEDS:
        for players in (2, 3, 4):
            for moment in moments(game_id, players, seed):
                images.append(module.draw_table(moment.public, NAMES, "en-US").image)
                images.append(module.draw_hand(moment.private, NAMES, "en-US").image)
                if moment.result is not None:
                    images.append(draw_results(moment.public, moment.result, NAMES, "en-US").image)
    return images


def choose_palette(images: list[Image.Image]) -> bytes:
    width = max(image.width for image in images)
    stack = Image.new("RGB", (width, sum(image.height for image in images)), (255, 255, 255))
    top = 0
    for image in images:
        stack.paste(image, (0, top))
        top += image.height
    chosen = stack.quantize(256, method=Image.Quantize.MEDIANCUT)
    colours = bytes(chosen.getpalette()[:768])
    return colours.ljust(768, b"\x00")


def main() -> None:
    PALETTES_DIR.mkdir(exist_ok=True)
    for game_id in registry.modules():
        path = PALETTES_DIR / f"{game_id}.pal"
        path.write_bytes(choose_palette(training_images(game_id)))
        print(path)


if __name__ == "__main__":
    main()
