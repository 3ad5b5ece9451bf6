"""Two processes on two shard sets share one database: each store finds work only for the games
of its own guilds, so no timer, reminder, lobby expiry, resume or reconciliation runs twice."""

from __future__ import annotations

import pytest

from db.database import Database
from db.store import GameStore
from settings import Shards


def guild_on(shard: int, count: int, n: int = 0) -> int:
    """A realistic guild id (a snowflake of 2026) on ``shard`` of ``count``."""
    stamp = 376_000_000_000 + n * count
    return ((stamp - stamp % count + shard) << 22) | 0x3FFFFF


@pytest.fixture
async def database(tmp_path):
    database = await Database.open(tmp_path / "games.db")
    yield database
    await database.close()


async def lobby(store: GameStore, guild_id: int | None, channel_id: int) -> int:
    record = await store.lobbies.create_lobby(
        game="toy", guild_id=guild_id, channel_id=channel_id, host_id=1, host_name="h", seed=1
    )
    return record.id


async def running(store: GameStore, guild_id: int | None, channel_id: int, now: float) -> int:
    game_id = await lobby(store, guild_id, channel_id)
    await store.lobbies.set_lobby_clock(game_id, 60)
    await store.games.start(game_id, lambda record: ('{"s": 0}', {0: now - 1}))
    return game_id


async def test_each_shard_set_sees_only_its_own_games(database):
    everyone = GameStore(database)
    first = GameStore(database, shards=Shards(3, (0,)))
    others = GameStore(database, shards=Shards(3, (1, 2)))
    now = 1_000_000.0
    games = {}
    for shard in (0, 1, 2):
        guild = guild_on(shard, 3, n=shard + 7)
        games[shard] = await running(everyone, guild, channel_id=100 + shard, now=now)
        expired = await lobby(everyone, guild, channel_id=200 + shard)
        await everyone.lobbies.extend_lobby(expired, now - 1)
        games[shard, "lobby"] = expired
    games["dm"] = await running(everyone, None, channel_id=300, now=now)  # no guild: shard 0

    def of(*keys):
        return sorted(games[k] for k in keys)

    assert await first.games.running_game_ids() == of(0, "dm")
    assert await others.games.running_game_ids() == of(1, 2)
    assert await everyone.games.running_game_ids() == of(0, 1, 2, "dm")
    assert await first.clocks.expired_lobbies(now) == of((0, "lobby"))
    assert await others.clocks.expired_lobbies(now) == of((1, "lobby"), (2, "lobby"))
    assert sorted(g for g, _ in await first.clocks.due_decisions(now)) == of(0, "dm")
    assert sorted(g for g, _ in await others.clocks.due_decisions(now)) == of(1, 2)
    assert sorted(g for g, _ in await first.clocks.due_reminders(now)) == of(0, "dm")
    assert sorted(g for g, _ in await others.clocks.due_reminders(now)) == of(1, 2)
    reconcile_first = set(await first.marks.games_to_reconcile())
    reconcile_others = set(await others.marks.games_to_reconcile())
    assert not reconcile_first & reconcile_others
    assert reconcile_first | reconcile_others == set(await everyone.marks.games_to_reconcile())
    assert games[1] in reconcile_others and games[0] in reconcile_first

    # A restart of the first process postpones only its own passed deadlines.
    assert await first.clocks.postpone_passed_deadlines(now) == 2
    assert sorted(g for g, _ in await others.clocks.due_decisions(now)) == of(1, 2)
    assert await first.clocks.due_decisions(now) == []
    # One server's games are asked for by id whatever the shards (the /settings command).
    assert await first.games.running_game_ids(guild_id=guild_on(1, 3, n=8)) == of(1)
