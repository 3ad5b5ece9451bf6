"""How much stronger could a search on the games' own heuristics play than the hard level?

    python -m bench.ceiling [--games 40] [--game mausoleum] [--times 4] [--workers 2]

Two ceilings, each in two-player games against hard, seats alternated (a shared win counts
half), with 95% Wilson intervals:

- ``seer``: the hard search itself, but every sample is the true state instead of a deal drawn
  from the seat's view. What seeing every hidden card is worth to this search: no search that
  samples deals (the expert's included) can gain more from better sampling.
- ``hard×N``: the hard search with ``--times`` as many iterations. What more samples of the same
  rollouts are worth: a rough ceiling for a flat search that only thinks longer.

When both stay near 50%, what limits the search is its rollout policy and evaluation (the normal
level's), not information or time. The last line is JSON shaped
``{"<game>": {"seer": {"rate": …, "low": …, "high": …, "games": …}, "hard×4": {…}}}``.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from bench.ai import rate_row
from engine.ai import make_agent
from engine.ai.agents import game_budget
from engine.ai.search import SearchBudget, search
from engine.core import Action, Prompt, Rng, State, View, games, get_game, play


class Seer:
    """The hard search, sampling the true state (kept up to date by ``play``'s ``after_each``)."""

    def __init__(self, seed: int, budget: SearchBudget, state: State) -> None:
        self.rng = Rng.from_seed(seed)
        self.budget = budget
        self.state = state

    def follow(self, state: State, _seat: int, _action: Action) -> None:
        self.state = state

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        return search(view, prompt, self.budget, self.rng, worlds=lambda _view, _rng: self.state)


class Longer:
    """The hard search with ``times`` as many iterations."""

    def __init__(self, seed: int, budget: SearchBudget, times: float) -> None:
        self.rng = Rng.from_seed(seed)
        self.budget = replace(budget, iterations=round(budget.iterations * times))

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        return search(view, prompt, self.budget, self.rng)


def match(game_id: str, kind: str, times: float, index: int) -> float:
    """The challenger's points in game ``index`` (seeds as ``bench.ai``'s, seat ``index % 2``)."""
    game = get_game(game_id)
    seat = index % 2
    state = game.setup(2, seed=index)
    budget = game_budget(game_id, "SEARCH") or SearchBudget()
    seed = 1000 * (seat + 1) + index
    challenger = Seer(seed, budget, state) if kind == "seer" else Longer(seed, budget, times)
    other = 1 - seat
    agents = {seat: challenger, other: make_agent("hard", 1000 * (other + 1) + index)}
    follow = challenger.follow if isinstance(challenger, Seer) else None
    run = play(game, state, agents, after_each=follow)
    winners = game.result(run.state).winners
    return (1.0 / len(winners)) if seat in winners else 0.0


def series(pool: ProcessPoolExecutor, game_id: str, kind: str, times: float, count: int) -> dict:
    points = sum(pool.map(match, [game_id] * count, [kind] * count, [times] * count, range(count)))
    return rate_row(points, count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--game", choices=sorted(games()), action="append")
    parser.add_argument("--times", type=float, default=4.0)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    figures: dict[str, dict] = {}
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id in args.game or games():
            rows = figures[game_id] = {}
            for kind, label in (("seer", "seer"), ("longer", f"hard×{args.times:g}")):
                row = rows[label] = series(pool, game_id, kind, args.times, args.games)
                print(
                    f"{game_id}: {label} beats hard {row['rate']:.1%} "
                    f"[{row['low']:.1%}, {row['high']:.1%}] over {row['games']} games",
                    flush=True,
                )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
