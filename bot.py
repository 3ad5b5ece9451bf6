"""Composition root: configuration (.env), logging, database, cogs, run.

``python bot.py`` with ``DISCORD_TOKEN`` set (in the environment or in ``.env``) is all an admin
has to do; every other setting has a sensible default (see ``.env.example``).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Coroutine
from typing import Any, TypeVar

from settings import ConfigError, Settings

T = TypeVar("T")

__all__ = ["ConfigError", "Settings", "create_bot", "main", "run", "serve"]

EXTENSIONS = (
    "cogs.lobby",
    "cogs.table",
    "cogs.rules",
    "cogs.lessons",
    "cogs.settings",
    "cogs.stats",
    "cogs.story",
)

log = logging.getLogger("bot")


class OutOfReach(Exception):
    """Something the bot needs cannot be reached now (its database server): exit code 1, so
    that a supervisor starts it again later (one line: what, and why)."""


async def check_database(settings: Settings) -> None:
    """Open, check and migrate the database before connecting to Discord, so that an unusable
    file stops the bot at once with one line instead of failing every click later."""
    from db.database import DatabaseOutOfReach, DatabaseUnusable, open_database

    if settings.database_url:
        from db.postgres import redacted

        try:
            database = await open_database(settings.database_url)
        except DatabaseOutOfReach as error:
            url = redacted(settings.database_url)
            raise OutOfReach(f"DATABASE_URL={url} cannot be reached now: {error}") from None
        except DatabaseUnusable as error:
            url = redacted(settings.database_url)
            raise ConfigError(f"DATABASE_URL={url} cannot be used: {error}") from None
        await database.close()
        return
    path = settings.database_path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ConfigError(
            f"DATABASE_PATH={path}: its folder cannot be created ({error.strerror})"
        ) from None
    try:
        database = await open_database(path)
    except DatabaseUnusable as error:
        raise ConfigError(f"DATABASE_PATH={path} cannot be used: {error}") from None
    await database.close()


def create_bot(settings: Settings, **client_options):
    """The bot, ready to ``start``; ``client_options`` go to discord.py (tests use them)."""
    import discord
    from discord.ext import commands

    from cogs.app import TableBot

    # The bot never joins voice channels: don't warn that voice libraries are missing.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    intents = discord.Intents.default()  # no privileged intents are needed
    return TableBot(
        settings,
        EXTENSIONS,
        request_hooks=watch_requests(settings),
        intents=intents,
        command_prefix=commands.when_mentioned,
        shard_count=settings.shard_count,
        shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        # Nothing reads discord.py's message cache; kept, it parsed every edit of a table
        # twice more (a copy and an update) and held 1,000 messages.
        max_messages=None,
        **client_options,
    )


def watch_requests(settings: Settings) -> list[object]:
    """The hooks on discord.py's HTTP requests besides the global limiter (see
    ``cogs.http_trace``): the metrics' counts when they are served."""
    from cogs.metrics import RequestMetrics

    return [RequestMetrics()] if settings.metrics_port is not None else []


async def serve(bot, token: str) -> int:
    """Run the bot until SIGTERM or SIGINT, then shut it down gracefully (the decisions under
    way finish, the workers stop); returns the exit code. A bot that cannot start says why in
    one line on stderr."""
    import aiohttp
    import discord

    from cogs.app import DiscordUnreachable

    metrics = await _start_metrics(bot)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    running = asyncio.create_task(bot.start(token), name="bot")
    tuning = asyncio.create_task(_settle_collector_when_ready(bot), name="gc")
    stopping = asyncio.create_task(stop.wait(), name="signals")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            log.info("stopping: finishing the work under way")
            await bot.shutdown()
        await running
    except discord.LoginFailure:
        return _fail("Discord rejected DISCORD_TOKEN: check the token in .env.", 2)
    except discord.PrivilegedIntentsRequired:
        return _fail("Discord refused the gateway intents requested by the bot.", 2)
    except discord.ConnectionClosed as error:
        return _fail(_gateway_closed(error), 2)
    except DiscordUnreachable as error:
        return _fail(f"{error} (check the network, a proxy or a firewall)", 1)
    except (discord.GatewayNotFound, discord.DiscordServerError) as error:
        return _fail(f"Discord is unavailable: {error} (try again later)", 1)
    except (aiohttp.ClientError, OSError) as error:
        reason = str(error) or type(error).__name__
        return _fail(f"Discord cannot be reached: {reason} (check the network)", 1)
    finally:
        stopping.cancel()
        tuning.cancel()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)
        if not bot.is_closed():
            await bot.close()
        if metrics is not None:
            await metrics.stop()
    log.info("stopped")
    return 0


async def _start_metrics(bot):
    """The metrics endpoint when ``METRICS_PORT`` is set. A port that cannot be opened (taken,
    a wrong address) is logged and the bot plays on without it: the players come first, and
    Prometheus reports the target down."""
    from cogs.metrics import MetricsEndpoint

    address = bot.settings.metrics_address
    if address is None:
        return None
    endpoint = MetricsEndpoint(bot, *address)
    try:
        await endpoint.start()
    except OSError as error:
        host, port = address
        log.error("metrics: %s:%s cannot be opened (%s): no metrics", host, port, error.strerror)
        return None
    return endpoint


async def _settle_collector_when_ready(bot) -> None:
    """Once the bot is up, what it loaded to run (modules, catalogs, fonts, discord.py's state)
    lives as long as the process (see ``play.collector``)."""
    from play.collector import settle_collector

    await bot.wait_until_ready()
    settle_collector()


def run(main_coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on uvloop's event loop where it is installed (Linux, macOS): its loop
    and transports cost the bot about 3% less CPU per click (``bench.load``)."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main_coroutine)
    return uvloop.run(main_coroutine)


GATEWAY_REFUSALS = {
    4004: "Discord refused DISCORD_TOKEN while the bot was connected: the token was reset (by "
    "its owner, or by Discord after 1,000 session starts in a day). Put the new token in .env.",
    4011: "Discord requires more shards: set SHARD_COUNT higher (or leave it unset).",
}
"""Why Discord ended the gateway connection for good (close codes discord.py does not retry):
a setting must change, so the bot exits with code 2 and a supervisor does not restart it."""


def _gateway_closed(error) -> str:
    reason = GATEWAY_REFUSALS.get(error.code)
    return reason or f"Discord ended the gateway connection (close code {error.code}): {error}"


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


def main() -> int:
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        asyncio.run(check_database(settings))
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    except OutOfReach as error:
        print(f"{error} (a supervisor starts the bot again)", file=sys.stderr)
        return 1
    return run(serve(create_bot(settings), settings.token))


if __name__ == "__main__":
    sys.exit(main())
