"""Does an expert thinking at one table hold up a bot at another? The bot's AI workers as the
bot runs them (``cogs.common.Thinking``, ``AI_WORKERS`` workers, 1 by default).

    python -m bench.thinking [--decisions 5] [--workers 1] [--think 2]

Times a hard decision alone, then the same decision asked 0.1 s after an expert started
thinking at another table, and prints both (seconds, wall clock) and the expert's own time.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from cogs.common import Thinking
from engine.ai import THINK_SECONDS, NormalAgent
from engine.core import Prompt, View, game_states, get_game


def a_decision() -> tuple[View, Prompt]:
    """A Guardiões do Mausoléu decision with a real choice, from a game between normal bots."""
    game = get_game("mausoleum")
    for state in game_states(game, 2, 5, lambda seat: NormalAgent(seat))[10:]:
        for seat, asked in game.pending(state).items():
            if len(asked.options) > 2:
                return game.view(state, seat), asked
    raise AssertionError("no decision found")


async def timed(choice) -> float:
    start = time.perf_counter()
    await choice
    return time.perf_counter() - start


async def measure(decisions: int, workers: int, think: float) -> dict[str, list[float]]:
    pool = Thinking(workers, think)
    view, asked = a_decision()
    try:
        await pool.choose("hard", 0, view, asked)  # the workers are started
        alone = [await timed(pool.choose("hard", i, view, asked)) for i in range(decisions)]
        beside, expert = [], []
        for i in range(decisions):
            thinking = asyncio.ensure_future(timed(pool.choose("expert", i, view, asked)))
            await asyncio.sleep(0.1)
            beside.append(await timed(pool.choose("hard", i, view, asked)))
            expert.append(await thinking)
    finally:
        pool.close(wait=True)
    return {"hard alone": alone, "hard beside an expert": beside, "the expert": expert}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--think", type=float, default=THINK_SECONDS)
    args = parser.parse_args()
    figures = asyncio.run(measure(args.decisions, args.workers, args.think))
    for name, seconds in figures.items():
        print(
            f"{name}: median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s "
            f"({', '.join(f'{s:.2f}' for s in seconds)})"
        )


if __name__ == "__main__":
    main()
