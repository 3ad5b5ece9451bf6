"""Write sample images of every game to docs/images/ (shown in the README).

python -m tools.gallery
"""

from __future__ import annotations

import importlib
from pathlib import Path

from render import registry
from render.common import results_png
from render.samples import moments

OUT = Path(__file__).resolve().parent.parent / "docs" / "images"
NAMES = ["Ana", "Bruno", "Chloé", "Diego"]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id, module_name in registry.RENDER_MODULES.items():
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
            path.write_bytes(data)
            print(f"{path.relative_to(OUT.parent.parent)}  {len(data) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
