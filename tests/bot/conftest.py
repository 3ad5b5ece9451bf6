"""The real bot, connected to the loopback fake Discord, on a SQLite file in tmp_path.

Each test that uses the ``database`` fixture runs twice: on SQLite and on a PostgreSQL
database of the test server (``tests/conftest.py``); a test marked ``sqlite_only`` (it is about
SQLite itself) runs on SQLite alone. A test over the three games whose cost is the games, not
the store, marks the cases that also run on PostgreSQL (``postgresql_sample(game_id=...)``)
so that the suite stays within its time. Tests read what was stored through
``tests/bot/stored.py``, the same on both.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot import create_bot
from settings import Settings
from tests.bot.images import install_stamps
from tests.bot.stored import close_readers
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.fakediscord.fixtures import fake

__all__ = ["fake"]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "database" in metafunc.fixturenames and not metafunc.definition.get_closest_marker(
        "sqlite_only"
    ):
        metafunc.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        sample = item.get_closest_marker("postgresql_sample")
        on_postgresql = callspec is not None and callspec.params.get("backend") == "postgresql"
        if on_postgresql and sample is not None:
            matches = all(callspec.params.get(k) in v for k, v in sample.kwargs.items())
            (kept if matches else dropped).append(item)
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """SQLite, unless the test is parametrized on both backends (see above)."""
    return getattr(request, "param", "sqlite")


def bot_settings(database: Path | str, **overrides) -> Settings:
    """The bot's settings for tests: its defaults (a fresh ``.env``: render and AI worker
    processes included), but for the few below, each with its reason; ``database`` is a SQLite
    file or a PostgreSQL URL."""
    where = {"database_url": database} if isinstance(database, str) else {"database_path": database}
    values = {
        "token": "unused-the-fake-provides-it",
        **where,
        "ai_delay": 0.0,  # the pause is wall-clock time for people to follow: tests need none
        "turn_reminder_minutes": 0.0,  # tests of reminders set it and move the injected clock
        "answer_wait": 2.0,  # a click's answer goes with its acknowledgement, every time
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
async def database(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Path | str]:
    """The bot's database: a SQLite file in tmp_path, or a new PostgreSQL database's URL
    (already migrated: the bot's start checks the schema and finds nothing to do)."""
    if backend == "sqlite":
        yield tmp_path / "games.sqlite3"
        return
    yield await request.getfixturevalue("postgres_server").create_database(migrated=True)
    close_readers()


@pytest.fixture
async def table_bot(fake: FakeDiscord, database: Path | str) -> AsyncIterator:
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        yield bot


@pytest.fixture
def stamps(monkeypatch) -> None:
    """Tiny images stamped with the view's seat instead of real pictures."""
    install_stamps(monkeypatch)
