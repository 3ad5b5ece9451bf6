"""Fit a game's heuristic constants to what a search prefers: a better policy for rollouts.

    python -m bench.distill --game mausoleum [--games 60] [--samples 30] [--sweeps 3]
                            [--duel 2000] [--workers 2] [--start normal|rollout] [--bound B]

A search is only as good as the continuation its rollouts play; the expert's rollouts play the
game's ``rollout_policy``. This makes one: one step of policy improvement, fitted.

1. **The teacher.** Two-player games are played, half the decisions by the normal policy and
   half by the teacher's best option. At every decision with a choice, each option is valued by
   ``--samples`` paired samples (the same deal from the seat's view and the same rollout seed for
   every option), rollouts played by the normal policy and scored as the hard level scores them.
   The option with the best value is what a search over normal rollouts prefers.
2. **The fit.** The policy's constants (the game AI module's ``Weights``; ``NORMAL`` is where the
   search starts) are changed one at a time (scaled by ¼…2, or moved by ±0.3 and ±1), keeping
   each change that lowers the mean *regret* on 70% of the decisions: the teacher's best value
   minus the value of the option the policy picks. The other 30% say whether the fit holds on
   decisions it did not see. Values the ``Weights`` refuse (a ``ValueError`` when built, say a
   spread that must stay positive) are not tried.
3. **The check.** The fitted policy plays ``--duel`` games against the normal one, seats
   alternated (a shared win counts half), with a 95% interval.

``--start rollout`` takes one more step from where the last fit ended: the game's ``FITTED``
weights (the expert's rollouts) play the teacher's rollouts and the other half of the decisions,
the fit starts from them, and the duel is against them (and against normal). ``--bound B`` keeps
every constant within a factor ``B`` of where the fit started (within ±1 of a zero), so no single
term can run away with a noisy teacher.

The fitted values go into the module's ``FITTED``; the expert's strength with them is measured
by ``bench.ai`` against hard. The last line is JSON: the regrets and agreement before and after,
the duel's row, and the fitted weights.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from types import MappingProxyType
from typing import Any, NamedTuple

from bench.ai import rate_row
from engine.ai.agents import game_budget
from engine.ai.policies import game_ai
from engine.ai.search import SearchBudget, rollout
from engine.core import Action, Prompt, Rng, View, games, get_game, play

FIT_SHARE = 0.7
"""Share of the decisions the constants are fitted on; the rest only measure."""
SCALES = (0.0, 0.5, 0.8, 1.25, 2.0)
STEPS = (-1.0, -0.3, 0.3, 1.0)


class Decision(NamedTuple):
    view: View[Any]
    prompt: Prompt
    values: list[float]
    """The teacher's value of each offered option, in the hard level's reward ([0, 1])."""


def flatten(weights: Any) -> dict[str, float]:
    """The numbers of a ``Weights`` dataclass by name (``field``, ``field[i]``, ``field[key]``)."""
    flat: dict[str, float] = {}
    for item in dataclasses.fields(weights):
        value = getattr(weights, item.name)
        if isinstance(value, Mapping):
            flat |= {f"{item.name}[{key}]": number for key, number in value.items()}
        elif isinstance(value, tuple):
            flat |= {f"{item.name}[{index}]": number for index, number in enumerate(value)}
        else:
            flat[item.name] = value
    return flat


def rebuild(weights: Any, flat: Mapping[str, float]) -> Any:
    """``weights`` with the numbers of ``flat`` (as :func:`flatten` names them)."""
    changes: dict[str, Any] = {}
    for item in dataclasses.fields(weights):
        value = getattr(weights, item.name)
        if isinstance(value, Mapping):
            changes[item.name] = MappingProxyType(
                {key: flat[f"{item.name}[{key}]"] for key in value}
            )
        elif isinstance(value, tuple):
            changes[item.name] = tuple(flat[f"{item.name}[{i}]"] for i in range(len(value)))
        else:
            changes[item.name] = flat[item.name]
    return dataclasses.replace(weights, **changes)


def weighted_policy(game_id: str, weights: Any) -> Callable[[View[Any], Prompt, Rng], Action]:
    chooses = game_ai(game_id).policy
    return lambda view, prompt, rng: chooses(view, prompt, rng, weights)


def normal_weights(game_id: str) -> Any:
    module = game_ai(game_id)
    if not hasattr(module, "NORMAL"):
        raise SystemExit(f"{game_id}'s policy has no Weights to fit (NORMAL in {module.__name__})")
    return module.NORMAL


def start_weights(game_id: str, start: str) -> Any:
    """Where a fit starts (``normal``: the normal level's weights; ``rollout``: the expert's
    rollouts', the game's ``FITTED`` where it has them)."""
    normal = normal_weights(game_id)
    return getattr(game_ai(game_id), "FITTED", normal) if start == "rollout" else normal


def teacher_values(
    game_id: str, view: View[Any], prompt: Prompt, samples: int, rng: Rng, weights: Any = None
) -> list[float]:
    """Each option's mean reward over ``samples`` paired samples of rollouts played by the
    policy with ``weights`` (the normal ones unless told otherwise)."""
    game = get_game(game_id)
    choose = weighted_policy(game_id, weights or normal_weights(game_id))
    budget = game_budget(game_id, "SEARCH") or SearchBudget()
    seat = view.seat
    assert seat is not None
    totals = [0.0] * len(prompt.options)
    for _ in range(samples):
        world = game.determinize(view, rng)
        seed = rng.next64()
        for index, option in enumerate(prompt.options):
            after, _ = game.apply(world, seat, option.action)
            totals[index] += rollout(game, after, seat, budget, Rng.from_seed(seed), choose)
    return [total / samples for total in totals]


def decisions_of_game(
    game_id: str, index: int, samples: int, start: str = "normal"
) -> list[Decision]:
    """The teacher's values at every decision with a choice of one two-player game, the
    student's half of the decisions and every rollout played with the ``start`` weights."""
    game = get_game(game_id)
    weights = start_weights(game_id, start)
    student = weighted_policy(game_id, weights)
    rng = Rng.from_seed(7919 + index)
    state = game.setup(2, seed=index)
    found = []
    while prompts := game.pending(state):
        actor = min(prompts)
        prompt = prompts[actor]
        if len(prompt.options) == 1:
            action = prompt.options[0].action
        else:
            view = game.view(state, actor)
            values = teacher_values(game_id, view, prompt, samples, rng, weights)
            found.append(Decision(view, prompt, values))
            if rng.below(2):
                action = prompt.options[max(range(len(values)), key=values.__getitem__)].action
            else:
                action = student(view, prompt, rng)
        state, _ = game.apply(state, actor, action)
    return found


def regret(game_id: str, weights: Any, decisions: Iterable[Decision]) -> tuple[float, float]:
    """The mean regret of the policy with ``weights`` under the teacher's values, and how often
    it picks the teacher's best option."""
    chooses = weighted_policy(game_id, weights)
    rng = Rng.from_seed(1)
    total = agreed = count = 0.0
    for view, prompt, values in decisions:
        action = chooses(view, prompt, rng)
        picked = values[[option.action for option in prompt.options].index(action)]
        total += max(values) - picked
        agreed += picked == max(values)
        count += 1
    return total / count, agreed / count


def candidates(name: str, value: float) -> list[float]:
    tried = {value * scale for scale in SCALES} | {value + step for step in STEPS}
    if "share" in name:  # a share of points stays a share
        tried = {min(1.0, max(0.0, number)) for number in tried}
    return sorted(tried - {value})


def within(bound: float | None, origin: float, number: float) -> bool:
    """Whether ``number`` is within a factor ``bound`` of ``origin`` (within ±1 of a zero)."""
    if bound is None:
        return True
    if origin == 0:
        return abs(number) <= 1.0
    return 1 / bound <= number / origin <= bound


def fit(
    game_id: str, start: Any, decisions: list[Decision], sweeps: int, bound: float | None = None
) -> Any:
    """Coordinate descent on the mean regret over ``decisions``, from ``start``, every constant
    kept within a factor ``bound`` of its start (unbounded by default)."""
    origin = flat = flatten(start)
    best = regret(game_id, start, decisions)[0]
    for _ in range(sweeps):
        for name in list(flat):
            for number in candidates(name, flat[name]):
                if not within(bound, origin[name], number):
                    continue
                trial = flat | {name: number}
                try:
                    weights = rebuild(start, trial)
                except ValueError:  # outside what the policy's constants may be
                    continue
                score = regret(game_id, weights, decisions)[0]
                if score < best - 1e-9:
                    best, flat = score, trial
    return rebuild(start, flat)


class WeightedAgent:
    def __init__(self, game_id: str, weights: Any, seed: int) -> None:
        self.chooses = weighted_policy(game_id, weights)
        self.rng = Rng.from_seed(seed)

    def choose(self, view: View[Any], prompt: Prompt) -> Action:
        if len(prompt.options) == 1:
            return prompt.options[0].action
        return self.chooses(view, prompt, self.rng)


def duel(game_id: str, weights: Any, count: int, against: Any = None) -> dict:
    """The policy with ``weights`` against the one with ``against`` (the normal weights unless
    told otherwise) over ``count`` two-player games."""
    game = get_game(game_id)
    rival = against or normal_weights(game_id)
    points = 0.0
    for index in range(count):
        seat = index % 2
        agents = {
            s: WeightedAgent(game_id, weights if s == seat else rival, 100 * s + index)
            for s in range(2)
        }
        winners = game.result(play(game, game.setup(2, seed=index), agents).state).winners
        points += (1.0 / len(winners)) if seat in winners else 0.0
    return rate_row(points, count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(games()), required=True)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--samples", type=int, default=30)
    parser.add_argument("--sweeps", type=int, default=3)
    parser.add_argument("--duel", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--start", choices=("normal", "rollout"), default="normal")
    parser.add_argument("--bound", type=float, default=None)
    args = parser.parse_args()
    game_id = args.game
    start = start_weights(game_id, args.start)
    began = time.perf_counter()
    decisions: list[Decision] = []
    with ProcessPoolExecutor(args.workers) as pool:
        count = args.games
        jobs = pool.map(
            decisions_of_game,
            [game_id] * count,
            range(count),
            [args.samples] * count,
            [args.start] * count,
        )
        for found in jobs:
            decisions += found
    cut = round(len(decisions) * FIT_SHARE)
    fitting, held_out = decisions[:cut], decisions[cut:]
    print(f"{len(decisions)} decisions valued in {time.perf_counter() - began:.0f} s", flush=True)
    fitted = fit(game_id, start, fitting, args.sweeps, args.bound)
    figures: dict[str, Any] = {"decisions": len(decisions), "start": args.start}
    for label, weights in (("start", start), ("fitted", fitted)):
        for part, rows in (("fit", fitting), ("held_out", held_out)):
            mean, agreed = regret(game_id, weights, rows)
            figures[f"{label}_{part}_regret"] = round(mean, 4)
            figures[f"{label}_{part}_agreement"] = round(agreed, 3)
        print(
            f"{label}: regret {figures[f'{label}_held_out_regret']} on held-out decisions, "
            f"picks the teacher's best {figures[f'{label}_held_out_agreement']:.1%}",
            flush=True,
        )
    rivals = {"start": start, "normal": normal_weights(game_id)}
    for name, rival in rivals.items():
        if name == "normal" and rival == start:
            continue
        figures[f"duel_{name}"] = row = duel(game_id, fitted, args.duel, rival)
        print(
            f"fitted beats {name} {row['rate']:.1%} [{row['low']:.1%}, {row['high']:.1%}] "
            f"over {row['games']} games",
            flush=True,
        )
    changed = {k: v for k, v in flatten(fitted).items() if flatten(start)[k] != v}
    figures["fitted"] = changed
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
