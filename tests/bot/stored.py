"""The test's own look into the bot's database, SQLite file or PostgreSQL URL alike.

Tests that run the bot in another process (or want to see exactly what was committed) read the
rows themselves. The reads are synchronous, so that ``fake.wait_for(lambda: ...)`` can use
them: SQLite is opened read-only; PostgreSQL is read over one connection per database, kept
on a thread of its own with its own event loop, because the test's loop serves the fake
Discord and must not be the one waiting on the server.

    ((status,),) = stored(database, "SELECT status FROM games WHERE id = ?", game_id)
"""

from __future__ import annotations

import asyncio
import atexit
import sqlite3
import threading
from pathlib import Path
from typing import Any

import asyncpg

from db.postgres import translate


def stored(database: Path | str, query: str, *params: Any) -> list[tuple]:
    """The rows of ``query`` (``?`` placeholders), as tuples."""
    return [tuple(row.values()) for row in stored_rows(database, query, *params)]


def stored_rows(database: Path | str, query: str, *params: Any) -> list[dict[str, Any]]:
    """The rows of ``query`` (``?`` placeholders), as dicts by column name."""
    if isinstance(database, str):
        return _postgres_reader(database).rows(translate(query), params)
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        connection.row_factory = sqlite3.Row
        return [dict(row) for row in connection.execute(query, params).fetchall()]


class _PostgresReader:
    def __init__(self, url: str) -> None:
        self._url = url
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._connection: asyncpg.Connection | None = None

    async def _fetch(self, query: str, params: tuple) -> list[dict[str, Any]]:
        if self._connection is None:
            self._connection = await asyncpg.connect(self._url)
        return [dict(row) for row in await self._connection.fetch(query, *params)]

    def rows(self, query: str, params: tuple) -> list[dict[str, Any]]:
        return asyncio.run_coroutine_threadsafe(self._fetch(query, params), self._loop).result(30)

    async def _close(self) -> None:
        if self._connection is not None:
            await self._connection.close()

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self._close(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


_readers: dict[str, _PostgresReader] = {}


def _postgres_reader(url: str) -> _PostgresReader:
    if url not in _readers:
        _readers[url] = _PostgresReader(url)
    return _readers[url]


@atexit.register
def close_readers() -> None:
    """Close the test's PostgreSQL connections (after each test: its database may be dropped)."""
    while _readers:
        _readers.popitem()[1].close()
