"""Another program holding the write lock: reads go on, writes give up in time and say so."""

from __future__ import annotations

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
