"""Median milliseconds and PNG size per image kind, for every game with a renderer.

    python -m bench.render [--rounds 30]

The last line is JSON with one ``<game>_<kind>_ms`` key per image kind (and ``…_kb`` sizes).
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import time

from render import registry
from render.common import results_png
from render.samples import moments


def _time(function, *args) -> tuple[float, int]:
    start = time.perf_counter()
    data = function(*args)
    return (time.perf_counter() - start) * 1000, len(data)


NAMES = ["Ana", "Bruno", "Chloé", "Diego"]


def measure_game(game_id: str, module, rounds: int) -> dict[str, float]:
    samples = [m for seed in range(3) for m in moments(game_id, 4, seed)]
    finals = [m for m in samples if m.result is not None]
    module.table_png(samples[0].public, NAMES, "en-US")  # warm the static background
    calls = {
        "table": [(module.table_png, m.public, NAMES, "en-US") for m in samples],
        "hand": [(module.hand_png, m.private, NAMES, "en-US") for m in samples],
        "results": [(results_png, m.public, m.result, NAMES, "en-US") for m in finals],
    }
    figures = {}
    for kind, pool in calls.items():
        runs = [_time(*pool[i % len(pool)]) for i in range(rounds)]
        ms = statistics.median(r[0] for r in runs)
        kb = max(r[1] for r in runs) / 1024
        key = f"{game_id.replace('-', '_')}_{kind}"
        figures[f"{key}_ms"] = round(ms, 1)
        figures[f"{key}_kb"] = round(kb, 1)
        print(f"{game_id:12} {kind:8} median {ms:6.1f} ms   largest {kb:7.1f} KB")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    figures: dict[str, float] = {}
    for game_id, module_name in registry.RENDER_MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        figures |= measure_game(game_id, module, args.rounds)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
