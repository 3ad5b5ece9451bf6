"""How well does a rollout's score at its cut say who will win?

    python -m bench.calibrate [--games 300] [--game mausoleum]

A search that stops its rollouts early scores the position with the game's ``evaluate`` (points
each seat can expect). Hard turns that into a reward of 0.8 for leading plus a little for the
margin (``engine.ai.search.reward``): read as a chance of winning, a lead of one point is worth
almost as much as a lead of thirty. This bench asks what a lead is worth: two-player games played
by the expert's rollout policy for both seats (seeds from 10,000), the ``evaluate`` margin of
each seat at every real decision, and who won in the end. It fits the chance of winning as
``1 / (1 + exp(-slope × margin))`` (least log loss) and prints, per game, the log loss of hard's
reward read as that chance, of the fitted curve, and the slope fitted in each third of the game
(a lead is surer late).

An expert that scored its rollouts' cuts with the fitted curve instead of hard's reward played no
better against hard (docs/ai.md, "A lead at the cut"): the forecast is measured here, and no
level uses it. The last line is JSON shaped
``{"<game>": {"positions": …, "slope": …, "log_loss": …, "hard_log_loss": …, "thirds": […]}}``.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence

from engine.ai.policies import evaluate, rollout_policy
from engine.ai.search import margin, reward
from engine.core import Rng, games, get_game

Position = tuple[float, float, float]
"""A seat's ``evaluate`` margin over the best other seat, how far into the game (0 to 1), and
what it scored in the end (1 won, 0.5 shared, 0 lost)."""

FIRST_SEED = 10_000
"""Away from the seeds of ``bench.ai`` and ``bench.distill`` (0 on)."""


def positions(game_id: str, count: int) -> list[Position]:
    game = get_game(game_id)
    choose = rollout_policy(game_id)
    found: list[Position] = []
    for index in range(count):
        state = game.setup(2, seed=FIRST_SEED + index)
        rng = Rng.from_seed(index)
        margins: list[list[float]] = []
        while prompts := game.pending(state):
            actor = min(prompts)
            options = prompts[actor].options
            if len(options) == 1:
                action = options[0].action
            else:
                values = evaluate(game_id, state)
                margins.append([margin(values, seat) for seat in range(2)])
                action = choose(game.view(state, actor), prompts[actor], rng)
            state, _ = game.apply(state, actor, action)
        result = game.result(state)
        assert result is not None
        outcome = [(1.0 / len(result.winners)) if s in result.winners else 0.0 for s in range(2)]
        for step, leads in enumerate(margins):
            found += [(leads[s], step / len(margins), outcome[s]) for s in range(2)]
    return found


def win_chance(slope: float, lead: float) -> float:
    """The chance that a lead of ``lead`` points of ``evaluate`` wins, on the fitted curve."""
    return 1.0 / (1.0 + math.exp(-slope * lead))


def log_loss(chances: Sequence[float], outcomes: Sequence[float]) -> float:
    total = 0.0
    for chance, outcome in zip(chances, outcomes, strict=True):
        chance = min(max(chance, 1e-6), 1 - 1e-6)
        total -= outcome * math.log(chance) + (1 - outcome) * math.log(1 - chance)
    return total / len(chances)


def fit_slope(found: Sequence[Position]) -> float:
    """The slope of least log loss (Newton's method: the loss is convex in it)."""
    slope = 0.1
    for _ in range(30):
        gradient = hessian = 0.0
        for lead, _progress, outcome in found:
            chance = win_chance(slope, lead)
            gradient += (chance - outcome) * lead
            hessian += chance * (1 - chance) * lead * lead
        if hessian == 0.0:
            break
        step = gradient / hessian
        slope = max(1e-4, slope - step)
        if abs(step) < 1e-6:
            break
    return slope


def calibration(game_id: str, count: int) -> dict:
    found = positions(game_id, count)
    slope = fit_slope(found)
    outcomes = [outcome for _m, _p, outcome in found]
    thirds = []
    for third in range(3):
        part = [p for p in found if third / 3 <= p[1] < (third + 1) / 3]
        thirds.append(round(fit_slope(part), 3))
    return {
        "positions": len(found),
        "slope": round(slope, 3),
        "log_loss": round(log_loss([win_chance(slope, m) for m, _p, _o in found], outcomes), 4),
        "hard_log_loss": round(log_loss([reward([m, 0.0], 0) for m, _p, _o in found], outcomes), 4),
        "thirds": thirds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--game", choices=sorted(games()))
    args = parser.parse_args()
    figures = {}
    for game_id in [args.game] if args.game else sorted(games()):
        figures[game_id] = row = calibration(game_id, args.games)
        print(
            f"{game_id}: slope {row['slope']} over {row['positions']} positions "
            f"(by thirds {row['thirds']}); log loss {row['log_loss']} "
            f"against {row['hard_log_loss']} for hard's reward (a coin: 0.693)"
        )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
