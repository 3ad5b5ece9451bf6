"""Write sample images of every game to docs/images/ (shown in the README), and one game's
animated replay.

python -m tools.gallery [--replay-only]
"""

from __future__ import annotations

import importlib
import io
import sys
from pathlib import Path

from PIL import Image

from engine.core import RandomAgent, get_game, play
from engine.core.story import replay_steps, states
from render import registry, replay
from render.common import PREVIEW_WIDTH_PX, results_png
from render.samples import moments

OUT = Path(__file__).resolve().parent.parent / "docs" / "images"
NAMES = ["Ana", "Bruno", "Chloé", "Diego"]


REPLAY_GAME = "mausoleum"


def write_replay(game_id: str = REPLAY_GAME, players: int = 3, seed: int = 7) -> None:
    """A whole random game's replay, exactly as a results message carries it."""
    game = get_game(game_id)
    run = play(game, game.setup(players, seed), lambda seat: RandomAgent(seed * 31 + seat))
    wanted = set(replay_steps([seat for seat, _action in run.log]))
    views = [
        game.view(state, None)
        for version, state in enumerate(states(game, players, seed, None, run.log))
        if version in wanted
    ]
    path = OUT / f"{game_id}-replay.{replay.EXTENSION[replay.FORMAT]}"
    path.write_bytes(replay.animation(views, NAMES, "en-US"))
    print(f"{path.relative_to(OUT.parent.parent)}  {path.stat().st_size / 1024:.0f} KB")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    write_replay()
    if "--replay-only" in sys.argv:
        return
    for game_id, module_name in registry.modules().items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        samples = {m.name: m for m in moments(game_id, 3, seed=7)}
        images = {
            "table": module.table_png(samples["middle"].public, NAMES, "en-US"),
            "hand": module.hand_png(samples["middle"].private, NAMES, "en-US"),
            "results": results_png(
                samples["final"].public, samples["final"].result, NAMES, "en-US"
            ),
        }
        for kind, data in images.items():
            path = OUT / f"{game_id}-{kind}.png"
            preview(data).save(path, optimize=True)
            print(f"{path.relative_to(OUT.parent.parent)}  {path.stat().st_size / 1024:.0f} KB")


def preview(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    height = round(image.height * PREVIEW_WIDTH_PX / image.width)
    small = image.resize((PREVIEW_WIDTH_PX, height), Image.Resampling.LANCZOS)
    return small.quantize(colors=256, dither=Image.Dither.NONE)


if __name__ == "__main__":
    main()
