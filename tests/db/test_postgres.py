"""PostgreSQL only: several processes (here: several connection pools, each its own
connections, as separate bot processes have) acting on one game, and the dialect's edges."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from db.database import DatabaseUnusable, IntegrityError, latest_schema, open_database
from db.postgres import migration_sql, redacted, translate
from db.store import GameStore, StaleVersion
from tests.postgres import free_port


@pytest.fixture
async def two_processes(postgres_url):
    one, two = await open_database(postgres_url), await open_database(postgres_url)
    yield GameStore(one), GameStore(two)
    await one.close()
    await two.close()


async def test_two_processes_racing_on_one_version_apply_exactly_one_move(two_processes):
    """READ COMMITTED: the loser's ``UPDATE … WHERE version = $n`` waits for the winner's row
    lock, re-reads the row, finds the version gone and updates nothing: StaleVersion, and its
    log row is never written (one transaction)."""
    one, two = two_processes
    lobby = await one.lobbies.create_lobby(
        game="toy", guild_id=5, channel_id=10, host_id=1, host_name="h", seed=1
    )
    await one.games.start(lobby.id, lambda record: ("{}", {}))

    async def attempt(store: GameStore, version: int, seat: int) -> bool:
        try:
            await store.games.record_action(
                lobby.id, version=version, seat=seat, action={"by": seat}, events=[],
                state=f'{{"v": {version + 1}, "by": {seat}}}',
            )  # fmt: skip
            return True
        except StaleVersion:
            return False

    for version in range(20):
        outcomes = await asyncio.gather(
            attempt(one, version, 0), attempt(two, version, 1), attempt(two, version, 2)
        )
        assert outcomes.count(True) == 1, (version, outcomes)
    log = await two.actions.action_log(lobby.id)
    record = await one.games.get(lobby.id)
    assert [a.version for a in log] == list(range(20)) and record.version == 20
    assert f'"by": {log[-1].seat}' in record.state, "the stored state is the winner's"


async def test_two_processes_filling_one_lobby_give_distinct_seats(two_processes):
    """Read-then-write lobby changes hold the game's advisory lock: no duplicate seat number
    (which the primary key would refuse), no seat beyond the limit."""
    one, two = two_processes
    lobby = await one.lobbies.create_lobby(
        game="toy", guild_id=5, channel_id=10, host_id=1, host_name="h", seed=1
    )
    joins = [
        (one, two)[user % 2].lobbies.add_seat(
            lobby.id, user_id=user, ai_level=None, name="u", limit=5
        )
        for user in range(2, 12)
    ]
    seats = await asyncio.gather(*joins)
    assert sorted(s for s in seats if s is not None) == [1, 2, 3, 4]
    record = await two.games.get(lobby.id)
    assert [s.seat for s in record.seats] == [0, 1, 2, 3, 4]
    assert record.version == 4, "each seat change counted once"


async def test_one_open_game_per_channel_across_processes(two_processes):
    one, two = two_processes
    results = await asyncio.gather(
        *(
            store.lobbies.create_lobby(game="toy", guild_id=5, channel_id=77, host_id=h,
                                       host_name="h", seed=1)
            for h, store in enumerate((one, two, one, two))
        ),
        return_exceptions=True,
    )  # fmt: skip
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert not any(isinstance(r, IntegrityError) for r in results), "answered as ChannelBusy"


def test_placeholders_are_numbered_outside_literals_only():
    sql = "UPDATE t SET a = ?, b = 'what?' WHERE c = ? AND d IN ('x', '?')"
    assert translate(sql) == "UPDATE t SET a = $1, b = 'what?' WHERE c = $2 AND d IN ('x', '?')"


def test_migrations_use_64_bit_integers_and_double_precision():
    sql = migration_sql(
        "CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER, r REAL);\n"
        "-- [sqlite]\nSQLITE ONLY;\n-- [postgresql]\nPG ONLY;\n-- [both]\nEVERYONE;"
    )
    assert "id BIGSERIAL PRIMARY KEY, n BIGINT, r DOUBLE PRECISION" in sql
    assert "PG ONLY" in sql and "SQLITE ONLY" not in sql and "EVERYONE" in sql


def test_passwords_are_left_out_of_messages():
    assert redacted("postgresql://bot:s3cret@db:5432/games") == "postgresql://bot:***@db:5432/games"


async def test_an_unreachable_server_is_one_clear_error():
    with pytest.raises(DatabaseUnusable, match="cannot connect to PostgreSQL"):
        await open_database(f"postgresql://postgres@127.0.0.1:{free_port()}/games")


async def test_a_schema_of_a_newer_bot_is_refused(postgres_url):
    await (await open_database(postgres_url)).close()  # migrated, then bumped below
    connection = await asyncpg.connect(postgres_url)
    await connection.execute("UPDATE schema_version SET version = $1", latest_schema() + 1)
    await connection.close()
    with pytest.raises(DatabaseUnusable, match="newer version of the bot"):
        await open_database(postgres_url)
