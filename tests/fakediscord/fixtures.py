"""pytest fixtures: a running fake, and a test's own `bot` fixture connected to it.

Import them in a conftest.py:  `from tests.fakediscord.fixtures import connected_bot, fake`
A test module provides `bot` (a `commands.Bot` built with `**TEST_CLIENT_OPTIONS`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest

from .fake import FakeDiscord


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A fresh fake (under the FAKEDISCORD_* conditions, if set); the test fails if the bot hit a
    route the fake lacks, a bug of it, or a 429 Discord's headers told it how to avoid."""
    async with FakeDiscord.running() as running:
        yield running
        if running.traffic.unexpected_429:
            pytest.fail(f"the bot was refused with 429s: {dict(running.traffic.rate_limited)}")
        if running.unknown_routes:
            pytest.fail(f"the bot called routes fakediscord lacks: {running.unknown_routes}")
        if running.internal_errors:
            pytest.fail("fakediscord itself failed:\n" + "\n".join(running.internal_errors))


@pytest.fixture
async def connected_bot(fake: FakeDiscord, bot: discord.Client) -> AsyncIterator[discord.Client]:
    """The test's `bot`, logged in to `fake`, READY, and closed afterwards."""
    async with fake.connect(bot) as client:
        yield client
