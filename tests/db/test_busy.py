"""Another program holding the write lock: reads go on, writes give up in time and say so."""

from __future__ import annotations

import asyncio
import sqlite3
import time

import pytest

from db.database import Database, DatabaseBusy
from db.store import GameStore


@pytest.fixture
async def store(tmp_path):
    database = await Database.open(tmp_path / "games.sqlite3", busy_seconds=0.2)
    yield GameStore(database)
    await database.close()


def other_program(path):
    """A plain sqlite3 connection that takes the write lock and keeps it until rolled back."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    return connection


async def test_reads_answer_and_writes_give_up_while_another_program_writes(store, tmp_path):
    lobby = await store.create_lobby(
        game="toy", guild_id=5, channel_id=10, host_id=1, host_name="host", seed=42
    )
    holder = other_program(tmp_path / "games.sqlite3")
    try:
        assert (await store.get(lobby.id)).seats[0].name == "host"
        started = time.monotonic()
        with pytest.raises(DatabaseBusy):
            await store.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=4)
        assert time.monotonic() - started < 2, "a write waits about busy_seconds, no more"
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert await store.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=4) == 1
    assert len((await store.get(lobby.id)).seats) == 2


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
            lobby = await store.create_lobby(
                game="toy", guild_id=5, channel_id=channel, host_id=1, host_name="h", seed=1
            )
            assert (await store.get(lobby.id)).channel_id == channel
    finally:
        stop = True
        await asyncio.gather(*readers)
