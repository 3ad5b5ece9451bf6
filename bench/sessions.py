"""An incident of Discord's that invalidates every gateway session the bot starts (op 9, again
and again): how many of its day's session starts the bot uses, how fast, and whether it keeps
its token (``cogs.session_starts``).

    python -m bench.sessions --total 10

The bot runs in this process at the tests' settings against the fake Discord, whose budget of
session starts is ``--total`` (Discord's: 1,000 a day; the start that uses the last one resets
the bot's token). The run ends when the token is reset, or when the bot has started no session
for ``--quiet-seconds`` (it waits for the budget). Last line: JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import tempfile
import time
from pathlib import Path

import discord

from bot import create_bot
from tests.bot.conftest import bot_settings
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.games import register_test_games


async def storm(total: int, quiet_seconds: float) -> dict[str, object]:
    async with FakeDiscord.running() as fake:
        fake.session_starts.set(total=total)
        folder = Path(tempfile.mkdtemp(prefix="bench-sessions-"))
        bot = create_bot(bot_settings(folder / "games.sqlite3"), **TEST_CLIENT_OPTIONS)
        began = last_start = time.monotonic()
        seen = 0
        try:
            async with fake.connect(bot):
                while not fake.traffic.token_resets:
                    if fake.gateway.connected:
                        fake.invalidate_session()
                    if fake.gateway.stats.identifies != seen:
                        seen, last_start = fake.gateway.stats.identifies, time.monotonic()
                    elif time.monotonic() - last_start > quiet_seconds:
                        break
                    await asyncio.sleep(0.05)
        except discord.ConnectionClosed as closed:
            print(f"the bot's connection ended: close code {closed.code}")
        starts = fake.gateway.stats.identifies
        seconds = max(last_start - began, 1e-9)
        return {
            "budget": total,
            "session_starts": starts,
            "seconds_to_last_start": round(seconds, 1),
            "starts_per_hour": round(3600 * (starts - 1) / seconds) if starts > 1 else 0,
            "left": fake.session_starts.remaining,
            "token_resets": fake.traffic.token_resets,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--total", type=int, default=10, help="the fake's budget of starts")
    parser.add_argument("--quiet-seconds", type=float, default=30.0)
    args = parser.parse_args()
    register_test_games()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    figures = asyncio.run(storm(args.total, args.quiet_seconds))
    print(
        f"{figures['session_starts']} session starts of {args.total} in "
        f"{figures['seconds_to_last_start']} s ({figures['starts_per_hour']} an hour), "
        f"{figures['left']} left, token reset {figures['token_resets']} times"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
