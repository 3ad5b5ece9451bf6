"""Many games at once against the real bot, through the loopback fake Discord.

    python -m bench.load --games 100
    python -m bench.load --games 20 --seconds 900    # 15 minutes of back-to-back games

With ``--seconds`` every one of the ``--games`` channels plays game after game until the time is
up, and the bot's resident memory is sampled every minute: memory that grows with the minutes
played (rather than with the games open at once) shows up as a rising ``rss_by_minute_mb``.

The fake and the simulated players run in this process; the bot runs in its own process (with
its image worker), exactly as ``python bot.py`` would. Every seat is a simulated human clicking
random options as fast as replies come. Prints click-to-first-reply latency (the time from the
click to the bot's acknowledgement, which is what a player waits for before Discord shows
anything), the time to the full answer, clicks per second, errors and the bot's peak memory;
the last line is JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from engine.core import games
from tests.bot.driver import open_table, take_turns
from tests.bot.process import BotProcess
from tests.fakediscord import FakeDiscord
from tests.fakediscord.permissions import Permission


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def one_game(
    fake: FakeDiscord, index: int, game_id: str, players: int, max_clicks: int | None
) -> int:
    channel = fake.create_channel(fake.guild, f"table-{index}")
    users = [fake.user(f"player-{index}-{seat}").at(channel) for seat in range(players)]
    table_id = await open_table(fake, users[0], game_id, users)
    await take_turns(fake, users, table_id, random.Random(index), max_clicks=max_clicks)
    return 1


async def games_until(fake: FakeDiscord, index: int, players: int, deadline: float) -> int:
    """Game after game in one channel until ``deadline`` (``time.monotonic()``); returns
    how many were played to the end."""
    game_ids = list(games())
    channel = fake.create_channel(fake.guild, f"table-{index}")
    users = [fake.user(f"player-{index}-{seat}").at(channel) for seat in range(players)]
    rng = random.Random(index)
    finished = 0
    while time.monotonic() < deadline:
        game_id = game_ids[(index + finished) % len(game_ids)]
        table_id = await open_table(fake, users[0], game_id, users)
        await take_turns(fake, users, table_id, rng, until=deadline)
        finished += time.monotonic() < deadline
    return finished


async def sample_memory(bot: BotProcess, samples: list[float], every: float = 60.0) -> None:
    while True:
        await asyncio.sleep(every)
        samples.append(round(bot.rss_mb(), 1))


async def run(
    count: int,
    players: int,
    render_workers: int,
    max_clicks: int | None,
    seconds: float | None = None,
) -> dict:
    game_ids = list(games())
    async with FakeDiscord.running() as fake:
        # One table per channel, as the simulated players look for it there (no threads).
        fake.set_everyone_permissions(deny=Permission.CREATE_PUBLIC_THREADS)
        with tempfile.TemporaryDirectory() as folder:
            bot = BotProcess(
                fake, Path(folder) / "load.sqlite3", RENDER_WORKERS=str(render_workers)
            )
            await bot.start()
            started = time.perf_counter()
            rss_by_minute: list[float] = []
            sampler = asyncio.create_task(sample_memory(bot, rss_by_minute))
            if seconds is None:
                players_of = [
                    one_game(fake, i, game_ids[i % len(game_ids)], players, max_clicks)
                    for i in range(count)
                ]
            else:
                deadline = time.monotonic() + seconds
                players_of = [games_until(fake, i, players, deadline) for i in range(count)]
            try:
                outcomes = await asyncio.gather(*players_of, return_exceptions=True)
                elapsed = time.perf_counter() - started
                peak = bot.peak_rss_mb()
            finally:
                sampler.cancel()
                await bot.stop()
        interactions = fake.interactions.all
        acks = [i.ack_seconds * 1000 for i in interactions if i.ack_seconds is not None]
        answers = [i.answer_seconds * 1000 for i in interactions if i.answer_seconds is not None]
        apologies = [m for m in fake.store.messages.values() if "went wrong" in m.content]
        errors = (
            len(fake.failed_interactions)
            + len(fake.errors)
            + len(apologies)
            + sum(isinstance(o, BaseException) for o in outcomes)
        )
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                print(f"game failed: {outcome!r}")
    return {
        "games": count,
        "clicks": len(acks),
        "p50_ms": round(percentile(acks, 0.50), 1),
        "p95_ms": round(percentile(acks, 0.95), 1),
        "p99_ms": round(percentile(acks, 0.99), 1),
        "answer_p50_ms": round(statistics.median(answers), 1),
        "answer_p99_ms": round(percentile(answers, 0.99), 1),
        "clicks_per_s": round(len(acks) / elapsed, 1),
        "seconds": round(elapsed, 1),
        "errors": errors,
        "peak_rss_mb": round(peak, 1),
        "rss_by_minute_mb": rss_by_minute,
        "finished_games": sum(o for o in outcomes if isinstance(o, int)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--render-workers", type=int, default=1)
    parser.add_argument(
        "--clicks-per-game",
        type=int,
        default=None,
        help="stop each game after this many option clicks (default: play it out)",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="play game after game in each channel for this long, sampling memory each minute",
    )
    args = parser.parse_args()
    figures = asyncio.run(
        run(args.games, args.players, args.render_workers, args.clicks_per_game, args.seconds)
    )
    print(
        f"{figures['games']} games, {figures['clicks']} clicks in {figures['seconds']} s "
        f"({figures['clicks_per_s']} clicks/s), {figures['errors']} errors"
    )
    print(
        f"click to first reply: p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms, "
        f"p99 {figures['p99_ms']} ms"
    )
    print(
        f"click to full answer: p50 {figures['answer_p50_ms']} ms, "
        f"p99 {figures['answer_p99_ms']} ms"
    )
    print(f"bot peak memory: {figures['peak_rss_mb']} MB")
    if figures["rss_by_minute_mb"]:
        print(f"bot memory minute by minute: {figures['rss_by_minute_mb']} MB")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
