"""The real bot, connected to the loopback fake Discord, on a SQLite file in tmp_path."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot import create_bot
from settings import Settings
from tests.bot.images import install_stamps
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.fakediscord.fixtures import fake

__all__ = ["fake"]


def bot_settings(database: Path, **overrides) -> Settings:
    values = {
        "token": "unused-the-fake-provides-it",
        "database_path": database,
        "ai_delay": 0.0,
        "turn_reminder_minutes": 0.0,
        "render_workers": 0,
        "ai_workers": 0,
    } | overrides
    return Settings(**values)


@pytest.fixture(autouse=True)
def tables_in_channels(request: pytest.FixtureRequest) -> None:
    """Most tests follow one table in the default channel: there the bot may not open threads
    (as in a server whose @everyone cannot), so /play keeps the table in the channel. Tests
    marked ``threads`` get a server where it may, as Discord's defaults allow."""
    if "fake" not in request.fixturenames or request.node.get_closest_marker("threads"):
        return
    fake = request.getfixturevalue("fake")
    fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def table_bot(fake: FakeDiscord, database: Path) -> AsyncIterator:
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        yield bot


@pytest.fixture
def stamps(monkeypatch) -> None:
    """Tiny images stamped with the view's seat instead of real pictures."""
    install_stamps(monkeypatch)
