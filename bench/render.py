"""CPU milliseconds and PNG size per image kind, for every game with a renderer.

    python -m bench.render [--rounds 30]

Times are CPU time of this process (``time.process_time``), so other programs on the machine
do not inflate them. For each table image it also shows the floor: the time to encode the
finished picture alone, and the share of the whole (``<game>_table_encode_ratio``, encode ms
over draw-and-encode ms). The last line is JSON with ``<game>_<kind>_ms`` (median),
``<game>_<kind>_kb`` (average over the sampled moments of whole games) and
``<game>_<kind>_max_kb`` keys, and ``<game>_replay_s`` / ``_replay_kb`` / ``_replay_frames``
for the animated replay of a four-player random game.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import time

from engine.core import RandomAgent, get_game, play
from engine.core.story import replay_steps, states
from render import registry, replay
from render.common import results_png
from render.common.png import encode
from render.samples import moments


def _time(function, *args) -> tuple[float, int]:
    start = time.process_time()
    data = function(*args)
    return (time.process_time() - start) * 1000, len(data)


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
    figures: dict[str, float] = {}
    key_of = game_id.replace("-", "_")
    for kind, pool in calls.items():
        runs = [_time(*pool[i % len(pool)]) for i in range(max(rounds, len(pool)))]
        ms = statistics.median(r[0] for r in runs)
        sizes = [len(call[0](*call[1:])) / 1024 for call in pool]
        key = f"{key_of}_{kind}"
        figures[f"{key}_ms"] = round(ms, 1)
        figures[f"{key}_kb"] = round(statistics.mean(sizes), 1)
        figures[f"{key}_max_kb"] = round(max(sizes), 1)
        print(
            f"{game_id:12} {kind:8} median {ms:6.1f} ms   average {statistics.mean(sizes):6.1f}"
            f" KB   largest {max(sizes):6.1f} KB"
        )
    pictures = [module.draw_table(m.public, NAMES, "en-US").image for m in samples]
    encode_ms = statistics.median(
        _time(encode, pictures[i % len(pictures)], game_id)[0] for i in range(rounds)
    )
    ratio = encode_ms / figures[f"{key_of}_table_ms"]
    figures[f"{key_of}_table_encode_ms"] = round(encode_ms, 1)
    figures[f"{key_of}_table_encode_ratio"] = round(ratio, 2)
    print(f"{game_id:12} table encode alone {encode_ms:5.1f} ms ({ratio:.0%} of the table)")
    return figures


def measure_replay(game_id: str, seed: int = 7) -> dict[str, float]:
    """A four-player random game's replay, as the results message carries it."""
    game = get_game(game_id)
    run = play(game, game.setup(4, seed), lambda seat: RandomAgent(seed * 31 + seat))
    steps = replay_steps([seat for seat, _action in run.log])
    wanted = set(steps)
    views = [
        game.view(state, None)
        for version, state in enumerate(states(game, 4, seed, None, run.log))
        if version in wanted
    ]
    seconds, size = _time(replay.animation, views, NAMES, "en-US")
    seconds /= 1000
    kb = size / 1024
    print(f"{game_id:12} replay   {seconds:6.2f} s    {kb:7.1f} KB   {len(views)} frames")
    key = f"{game_id.replace('-', '_')}_replay"
    return {f"{key}_s": round(seconds, 2), f"{key}_kb": round(kb, 1), f"{key}_frames": len(views)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    figures: dict[str, float] = {}
    for game_id, module_name in registry.modules().items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        figures |= measure_game(game_id, module, args.rounds)
        figures |= measure_replay(game_id)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
