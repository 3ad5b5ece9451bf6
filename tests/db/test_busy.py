"""Another program holding the write lock: reads go on, writes give up in time and say so (on
both backends)."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from contextlib import asynccontextmanager

import pytest

from db.database import DatabaseBusy, is_postgres_url, open_database
from db.store import GameStore


@pytest.fixture
async def store(database_target):
    database = await open_database(database_target, busy_seconds=0.2)
    yield GameStore(database)
    await database.close()


@asynccontextmanager
async def other_program(target):
    """Another connection that keeps the tables locked against writes until it rolls back:
    SQLite's write lock, or PostgreSQL's EXCLUSIVE table locks (reads still go on)."""
    if is_postgres_url(target):
        import asyncpg

        connection = await asyncpg.connect(target)
        transaction = connection.transaction()
        await transaction.start()
        await connection.execute("LOCK TABLE games, seats IN EXCLUSIVE MODE")
        try:
            yield
        finally:
            await transaction.rollback()
            await connection.close()
        return
    connection = sqlite3.connect(target, isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        connection.execute("ROLLBACK")
        connection.close()


async def test_reads_answer_and_writes_give_up_while_another_program_writes(store, database_target):
    lobby = await store.lobbies.create_lobby(
        game="toy", guild_id=5, channel_id=10, host_id=1, host_name="host", seed=42
    )
    async with other_program(database_target):
        assert (await store.games.get(lobby.id)).seats[0].name == "host"
        started = time.monotonic()
        with pytest.raises(DatabaseBusy):
            await store.lobbies.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=4)
        assert time.monotonic() - started < 2, "a write waits about busy_seconds, no more"
    assert await store.lobbies.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=4) == 1
    assert len((await store.games.get(lobby.id)).seats) == 2


async def test_every_read_sees_every_commit_while_other_reads_overlap(store):
    """Reads share one connection; a read whose cursor was still open when another began kept
    the snapshot of the first alive, so under load ``create_lobby`` could not read back the
    lobby it had just committed (bench.load: 'assert record is not None', 25 errors in 30 s)."""
    stop = False

    async def reader() -> None:
        while not stop:
            await store.db.fetch_all("SELECT id FROM games")
            await store.db.fetch_one("SELECT COUNT(*) FROM seats")

    readers = [asyncio.create_task(reader()) for _ in range(8)]
    try:
        for channel in range(60):
            lobby = await store.lobbies.create_lobby(
                game="toy", guild_id=5, channel_id=channel, host_id=1, host_name="h", seed=1
            )
            assert (await store.games.get(lobby.id)).channel_id == channel
    finally:
        stop = True
        await asyncio.gather(*readers)
