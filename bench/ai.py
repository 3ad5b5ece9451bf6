"""AI strength and speed: two-player matches, seats alternated.

    python -m bench.ai [--games 200] [--game luxor] [--workers 2]

For each game: normal vs easy and hard vs normal. Prints win rates (a shared win counts half) with
95% Wilson intervals and decision times; the last line is JSON shaped
``{"<game>": {"normal_vs_easy": 0.81, "hard_vs_normal": 0.64, "normal_median_ms": 1.2,
"hard_p99_ms": 740}, ...}``.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from engine.ai import make_agent
from engine.core import games, get_game, play


class Timed:
    """An agent that records how long each of its real decisions took (a prompt with one option
    is answered without thinking and would only flatter the median)."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.ms: list[float] = []

    def choose(self, view, prompt):
        start = time.perf_counter()
        action = self.agent.choose(view, prompt)
        if len(prompt.options) > 1:
            self.ms.append((time.perf_counter() - start) * 1000)
        return action


def match(game_id: str, challenger: str, opponent: str, index: int) -> tuple[float, list, list]:
    """One game; the challenger sits at seat ``index % 2``. Returns its points and timings."""
    game = get_game(game_id)
    seat = index % 2
    agents = {
        seat: Timed(make_agent(challenger, 1000 + index)),
        1 - seat: Timed(make_agent(opponent, 2000 + index)),
    }
    run = play(game, game.setup(2, seed=index), agents)
    result = game.result(run.state)
    winners = result.winners
    points = (1.0 / len(winners)) if seat in winners else 0.0
    return points, agents[seat].ms, agents[1 - seat].ms


def wilson(points: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def series(pool, game_id: str, challenger: str, opponent: str, count: int) -> dict:
    outcomes = list(
        pool.map(match, [game_id] * count, [challenger] * count, [opponent] * count, range(count))
    )
    points = sum(o[0] for o in outcomes)
    low, high = wilson(points, count)
    return {
        "rate": points / count,
        "low": low,
        "high": high,
        "challenger_ms": [ms for o in outcomes for ms in o[1]],
        "opponent_ms": [ms for o in outcomes for ms in o[2]],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--game", choices=sorted(games()), action="append")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    figures = {}
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id in args.game or list(games()):
            easy = series(pool, game_id, "normal", "easy", args.games)
            hard = series(pool, game_id, "hard", "normal", args.games)
            normal_ms = easy["challenger_ms"] + hard["opponent_ms"]
            figures[game_id] = {
                "normal_vs_easy": round(easy["rate"], 3),
                "hard_vs_normal": round(hard["rate"], 3),
                "normal_median_ms": round(statistics.median(normal_ms), 2),
                "normal_p99_ms": round(percentile(normal_ms, 0.99), 2),
                "hard_median_ms": round(statistics.median(hard["challenger_ms"]), 1),
                "hard_p99_ms": round(percentile(hard["challenger_ms"], 0.99), 1),
            }
            row = figures[game_id]
            print(
                f"{game_id}: normal beats easy {easy['rate']:.1%} "
                f"[{easy['low']:.1%}, {easy['high']:.1%}], hard beats normal "
                f"{hard['rate']:.1%} [{hard['low']:.1%}, {hard['high']:.1%}] "
                f"over {args.games} games each"
            )
            print(
                f"{game_id}: decision time normal median {row['normal_median_ms']} ms "
                f"(p99 {row['normal_p99_ms']}), hard median {row['hard_median_ms']} ms "
                f"(p99 {row['hard_p99_ms']})"
            )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
