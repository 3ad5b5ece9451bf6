"""Pointing the real discord.py client at the fake, and running a bot against it.

discord.py has no setting for its endpoints; these class attributes are the seams (verified on
2.7; `test_canary.py` fails loudly if an upgrade moves them).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator

import discord
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

TEST_CLIENT_OPTIONS = {"guild_ready_timeout": 0.1, "chunk_guilds_at_startup": False}
"""Pass to a test bot's constructor: READY after 0.1 s instead of 2 s, no member chunking."""


@contextlib.contextmanager
def pointed_at(api_base: str, gateway_url: str) -> Iterator[None]:
    """Redirect discord.py's REST base and default gateway, restoring both afterwards."""
    saved = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    try:
        yield
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = saved


@contextlib.asynccontextmanager
async def running(
    client: discord.Client, *, token: str, api_base: str, gateway_url: str, timeout: float
) -> AsyncIterator[discord.Client]:
    """Log in (running `setup_hook`), connect, wait for READY; close the client on exit."""
    with pointed_at(api_base, gateway_url):
        connection: asyncio.Task[None] | None = None
        try:
            await client.login(token)
            connection = asyncio.create_task(client.connect(reconnect=True), name="bot-connect")
            await _until_ready(client, connection, timeout)
            yield client
        finally:
            await client.close()
            if connection is not None:
                await asyncio.wait_for(connection, timeout)


async def _until_ready(
    client: discord.Client, connection: asyncio.Task[None], timeout: float
) -> None:
    ready = asyncio.create_task(client.wait_until_ready(), name="bot-ready")
    done, _ = await asyncio.wait(
        {connection, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
    )
    ready.cancel()
    if connection in done:
        connection.result()
        raise RuntimeError("the bot's connection ended before READY")
    if ready not in done:
        raise TimeoutError(f"the bot was not ready within {timeout} s")
