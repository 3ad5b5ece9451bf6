"""AI strength and speed: matches between levels, seats alternated, games in parallel processes.

    python -m bench.ai [--games 200] [--game luxor] [--workers 2]
                       [--expert-games 200] [--budgets 0.5,1,2,4] [--four-player-games 200]
                       [--only expert] [--first-deal 0]

For each game: normal vs easy and hard vs normal (``--games`` each, two players); expert vs hard
with two players at each thinking budget of ``--budgets`` (the strength curve; ``--expert-games``
each) and one expert against three hard at the default budget (``--four-player-games``). Prints
win rates (a shared win counts half) with 95% Wilson intervals, and decision times (wall clock,
and CPU time; prompts with one option left out) p50/p99 per level; the last line is JSON shaped
``{"<game>": {"normal_vs_easy": {"rate": 0.81, "low": …, "high": …, "games": 200}, …,
"expert_vs_hard": {"0.5": {…}, "2.0": {…}}, "expert_vs_3_hard": {…},
"ms": {"hard": {"p50": …, "p99": …, "decisions": …}, "expert@2.0": {…}}}}``.
``--only expert`` skips the easy/normal/hard series. ``--first-deal N`` plays deals N, N+1, …
instead of 0, 1, …, to add games on deals not played before to an earlier measurement.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from engine.ai import THINK_SECONDS, make_agent
from engine.core import games, get_game, play


class Timed:
    """An agent that records how long each of its real decisions took, on the wall clock and in
    CPU time of this process (the expert's budget; on a shared machine the wall clock also
    counts the time other processes had the CPU). A prompt with one option is answered without
    thinking and would only flatter the median."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.ms: list[tuple[float, float]] = []

    def choose(self, view, prompt):
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.agent.choose(view, prompt)
        if len(prompt.options) > 1:
            self.ms.append(
                ((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000)
            )
        return action


Timings = list[tuple[float, float]]
"""(wall, CPU) milliseconds of each decision."""


def match(
    game_id: str, challenger: str, opponent: str, players: int, index: int, think: float
) -> tuple[float, Timings, Timings]:
    """One game of the challenger against ``players - 1`` opponents; it sits at seat
    ``index % players``. Returns its points and the timings of its and the opponents'
    decisions. ``think``: an expert's budget."""
    game = get_game(game_id)
    seat = index % players
    agents = {
        s: Timed(make_agent(challenger if s == seat else opponent, 1000 * (s + 1) + index, think))
        for s in range(players)
    }
    run = play(game, game.setup(players, seed=index), agents)
    winners = game.result(run.state).winners
    points = (1.0 / len(winners)) if seat in winners else 0.0
    theirs = [ms for s, agent in agents.items() if s != seat for ms in agent.ms]
    return points, agents[seat].ms, theirs


def wilson(points: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate_row(points: float, count: int) -> dict:
    """A win rate over ``count`` games with its 95% interval, as the JSON rows show it."""
    low, high = wilson(points, count)
    return {
        "rate": round(points / count, 3),
        "low": round(low, 3),
        "high": round(high, 3),
        "games": count,
    }


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def series(
    pool,
    game_id: str,
    challenger: str,
    opponent: str,
    count: int,
    players: int = 2,
    think: float = THINK_SECONDS,
    first_deal: int = 0,
) -> dict:
    """``count`` games on deals ``first_deal``, …; the challenger's rate with its interval, and
    both sides' timings."""
    outcomes = list(
        pool.map(
            match,
            [game_id] * count,
            [challenger] * count,
            [opponent] * count,
            [players] * count,
            range(first_deal, first_deal + count),
            [think] * count,
        )
    )
    return {
        **rate_row(sum(o[0] for o in outcomes), count),
        "challenger_ms": [ms for o in outcomes for ms in o[1]],
        "opponent_ms": [ms for o in outcomes for ms in o[2]],
    }


def times(ms: Timings) -> dict:
    wall, cpu = [w for w, _ in ms], [c for _, c in ms]
    return {
        "p50": round(percentile(wall, 0.5), 1),
        "p99": round(percentile(wall, 0.99), 1),
        "cpu_p50": round(percentile(cpu, 0.5), 1),
        "cpu_p99": round(percentile(cpu, 0.99), 1),
        "decisions": len(ms),
    }


def game_figures(pool, game_id: str, args: argparse.Namespace) -> dict:
    """Every series of one game, printed as it ends; the figures without the raw timings."""
    rates: dict = {}
    ms: dict[str, Timings] = defaultdict(list)

    def run(name: str, challenger: str, opponent: str, count: int, players=2, think=args.think):
        if count <= 0:
            return None
        result = series(pool, game_id, challenger, opponent, count, players, think, args.first_deal)
        label = f"{challenger}@{think:g}" if challenger == "expert" else challenger
        ms[label] += result.pop("challenger_ms")
        ms[opponent] += result.pop("opponent_ms")
        print(
            f"{game_id}: {name} {result['rate']:.1%} [{result['low']:.1%}, {result['high']:.1%}]"
            f" over {count} games",
            flush=True,
        )
        return result

    if args.only != "expert":
        rates["normal_vs_easy"] = run("normal beats easy", "normal", "easy", args.games)
        rates["hard_vs_normal"] = run("hard beats normal", "hard", "normal", args.games)
    rates["expert_vs_hard"] = {
        f"{budget:g}": run(
            f"expert ({budget:g} s) beats hard", "expert", "hard", args.expert_games, think=budget
        )
        for budget in args.budgets
    }
    rates["expert_vs_3_hard"] = run(
        f"expert ({args.think:g} s) wins against three hard",
        "expert",
        "hard",
        args.four_player_games,
        players=4,
    )
    rates["ms"] = {level: times(values) for level, values in ms.items()}
    for level, row in rates["ms"].items():
        print(
            f"{game_id}: {level} decides in {row['p50']} ms p50, {row['p99']} ms p99 "
            f"(CPU {row['cpu_p50']} / {row['cpu_p99']} ms; {row['decisions']} decisions)",
            flush=True,
        )
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--expert-games", type=int, default=200)
    parser.add_argument("--four-player-games", type=int, default=200)
    parser.add_argument(
        "--budgets",
        type=lambda raw: [float(part) for part in raw.split(",") if part],
        default=[0.5, 1.0, 2.0, 4.0],
        help="the expert's thinking times (s) for its curve against hard, comma-separated",
    )
    parser.add_argument("--think", type=float, default=THINK_SECONDS)
    parser.add_argument("--game", choices=sorted(games()), action="append")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", choices=["expert"])
    parser.add_argument("--first-deal", type=int, default=0)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:
        figures = {game_id: game_figures(pool, game_id, args) for game_id in args.game or games()}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
