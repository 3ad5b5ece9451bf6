"""The SQLite connection: WAL mode, numbered migrations, and serialised transactions.

One aiosqlite connection is shared by every task of the bot. SQLite transactions belong to a
connection, not to a task, so two tasks interleaving statements inside ``BEGIN … COMMIT`` would
mix their transactions; :meth:`Database.transaction` therefore holds an ``asyncio.Lock`` for the
whole transaction, and reads take the same lock so they never see another task's half-done writes.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")

log = logging.getLogger(__name__)


def migration_files() -> list[tuple[int, Path]]:
    found = []
    for path in MIGRATIONS_DIR.iterdir():
        match = _MIGRATION_NAME.match(path.name)
        if match:
            found.append((int(match.group(1)), path))
    found.sort()
    numbers = [number for number, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 0001, 0002, … without gaps: {numbers}")
    return found


class Database:
    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Database:
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        connection.row_factory = aiosqlite.Row
        await connection.execute("PRAGMA journal_mode = WAL")
        await connection.execute("PRAGMA synchronous = NORMAL")
        await connection.execute("PRAGMA foreign_keys = ON")
        await connection.execute("PRAGMA busy_timeout = 5000")
        database = cls(connection)
        await database.migrate()
        return database

    async def close(self) -> None:
        await self._connection.close()

    async def schema_version(self) -> int:
        async with self._connection.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0])

    async def migrate(self) -> None:
        current = await self.schema_version()
        for number, path in migration_files():
            if number <= current:
                continue
            log.info("applying migration %s", path.name)
            async with self.transaction() as tx:
                await tx.executescript_in_transaction(path.read_text(encoding="utf-8"))
                await tx.execute(f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; rolled back if the block raises."""
        async with self._lock:
            await self._connection.execute("BEGIN IMMEDIATE")
            try:
                yield Transaction(self._connection)
            except BaseException:
                await self._connection.execute("ROLLBACK")
                raise
            await self._connection.execute("COMMIT")

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        async with self._lock, self._connection.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self._lock, self._connection.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())


class Transaction:
    """Statements inside one open transaction (only valid within ``Database.transaction``)."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Cursor:
        return await self._connection.execute(sql, tuple(params))

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        async with self._connection.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self._connection.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def executescript_in_transaction(self, script: str) -> None:
        """Run a multi-statement script without ``executescript``'s implicit COMMIT."""
        for statement in split_sql(script):
            await self._connection.execute(statement)


def split_sql(script: str) -> list[str]:
    """Split a migration into statements (our migrations have no ``;`` inside literals)."""
    without_comments = "\n".join(line.split("--", 1)[0] for line in script.splitlines())
    return [part.strip() for part in without_comments.split(";") if part.strip()]
