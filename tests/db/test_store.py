"""Persistence on a real SQLite file and on a real PostgreSQL server (every test runs on both);
a restart is a new connection on the same database."""

import asyncio

import pytest

from db.database import Database, migration_files, open_database
from db.store import ChannelBusy, GameStore, StaleVersion, WrongStatus


@pytest.fixture
async def store(database_target):
    database = await open_database(database_target)
    yield GameStore(database)
    await database.close()


async def new_lobby(store, channel_id=10, host_id=1):
    return await store.lobbies.create_lobby(
        game="toy", guild_id=5, channel_id=channel_id, host_id=host_id, host_name="host", seed=42
    )


async def test_migrations_bring_a_new_database_to_the_latest_version(database_target):
    database = await open_database(database_target)
    assert await database.schema_version() == len(migration_files())
    if isinstance(database, Database):
        row = await database.fetch_one("PRAGMA journal_mode")
        assert row[0] == "wal"
    await database.close()
    again = await open_database(database_target)  # migrating twice is a no-op
    assert await again.schema_version() == len(migration_files())
    await again.close()


async def test_discord_ids_are_64_bit_and_deadlines_keep_fractions(store):
    snowflake = 1_234_567_890_123_456_789  # > 2**31: PostgreSQL's INTEGER would refuse it
    lobby = await store.lobbies.create_lobby(
        game="toy", guild_id=snowflake, channel_id=snowflake + 1, host_id=snowflake + 2,
        host_name="host", seed=2**40,
    )  # fmt: skip
    await store.games.start(lobby.id, lambda record: ("{}", {0: 1_700_000_000.25}))
    record = await store.games.get(lobby.id)
    assert (record.guild_id, record.channel_id, record.host_id, record.seed) == (
        snowflake, snowflake + 1, snowflake + 2, 2**40,
    )  # fmt: skip
    assert record.seats[0].user_id == snowflake + 2
    assert record.seats[0].deadline == 1_700_000_000.25
    assert await store.clocks.due_decisions(1_700_000_000.2) == []
    assert await store.clocks.due_decisions(1_700_000_000.3) == [(lobby.id, 0)]
    assert record.updated_at.endswith("Z") and record.updated_at[10] == "T"


async def test_one_open_game_per_channel_but_a_user_may_play_elsewhere(store):
    first = await new_lobby(store, channel_id=10)
    with pytest.raises(ChannelBusy) as busy:
        await new_lobby(store, channel_id=10)
    assert busy.value.game_id == first.id
    other = await new_lobby(store, channel_id=11)  # same host, other channel
    assert other.id != first.id
    assert await store.games.close(first.id) == "cancelled"
    assert (await new_lobby(store, channel_id=10)).id not in (first.id, other.id)


async def test_seats_join_in_order_up_to_the_limit_and_never_twice(store):
    lobby = await new_lobby(store)
    assert await store.lobbies.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=3) == 1
    assert (
        await store.lobbies.add_seat(lobby.id, user_id=2, ai_level=None, name="b", limit=3) is None
    )
    assert (
        await store.lobbies.add_seat(lobby.id, user_id=None, ai_level="easy", name="AI", limit=3)
        == 2
    )
    assert (
        await store.lobbies.add_seat(lobby.id, user_id=4, ai_level=None, name="d", limit=3) is None
    )
    record = await store.games.get(lobby.id)
    assert [(s.seat, s.user_id, s.is_ai) for s in record.seats] == [
        (0, 1, False),
        (1, 2, False),
        (2, None, True),
    ]


async def test_leaving_renumbers_the_seats_behind(store):
    lobby = await new_lobby(store)
    for user in (2, 3, 4):
        await store.lobbies.add_seat(lobby.id, user_id=user, ai_level=None, name=str(user), limit=4)
    await store.lobbies.remove_seat(lobby.id, 1)
    record = await store.games.get(lobby.id)
    assert [(s.seat, s.user_id) for s in record.seats] == [(0, 1), (1, 3), (2, 4)]
    assert record.seat_of(4) == 2 and record.seat_of(2) is None


async def test_actions_need_the_current_version_and_are_logged(store):
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ('{"s": 0}', {}))
    await store.games.record_action(
        lobby.id, version=0, seat=0, action={"n": 1}, events=[{"key": "e"}], state='{"s": 1}'
    )
    with pytest.raises(StaleVersion):
        await store.games.record_action(
            lobby.id, version=0, seat=1, action={"n": 2}, events=[], state='{"s": 2}'
        )
    record = await store.games.get(lobby.id)
    assert (record.version, record.state) == (1, '{"s": 1}')
    log = await store.actions.action_log(lobby.id)
    assert [(a.version, a.seat, a.action) for a in log] == [(0, 0, {"n": 1})]
    assert await store.actions.seat_acted_since(lobby.id, 0, 0)
    assert not await store.actions.seat_acted_since(lobby.id, 0, 1)
    assert not await store.actions.seat_acted_since(lobby.id, 1, 0)


async def test_concurrent_actions_on_one_version_apply_exactly_once(store):
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ("{}", {}))

    async def attempt(seat):
        try:
            await store.games.record_action(
                lobby.id, version=0, seat=seat, action={}, events=[], state=f'{{"by": {seat}}}'
            )
            return True
        except StaleVersion:
            return False

    outcomes = await asyncio.gather(*(attempt(seat) for seat in range(4)))
    assert outcomes.count(True) == 1
    assert len(await store.actions.action_log(lobby.id)) == 1


async def test_the_last_action_stores_the_result_and_finishes_the_game(store):
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ("{}", {}))
    await store.games.record_action(
        lobby.id, version=0, seat=0, action={}, events=[], state="{}", result={"scores": [3, 1]}
    )
    record = await store.games.get(lobby.id)
    assert record.status == "finished" and not record.is_open
    assert await store.games.result(lobby.id) == {"scores": [3, 1]}
    assert await store.games.open_game_in_channel(10) is None


async def test_lobby_operations_refuse_running_games(store):
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ("{}", {}))
    with pytest.raises(WrongStatus):
        await store.lobbies.add_seat(lobby.id, user_id=9, ai_level=None, name="x", limit=4)
    with pytest.raises(WrongStatus):
        await store.games.start(lobby.id, lambda record: ("{}", {}))


async def test_a_failed_transaction_writes_nothing(store):
    lobby = await new_lobby(store)
    with pytest.raises(RuntimeError):
        async with store.db.transaction() as tx:
            await tx.execute("UPDATE games SET version = 99 WHERE id = ?", (lobby.id,))
            raise RuntimeError("boom")
    assert (await store.games.get(lobby.id)).version == 0


async def test_everything_survives_a_restart(database_target):
    database = await open_database(database_target)
    store = GameStore(database)
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ('{"s": 0}', {}))
    await store.games.record_action(
        lobby.id, version=0, seat=0, action={"n": 1}, events=[], state='{"s": 1}'
    )
    await store.settings.set_guild_language(5, "fr")
    await database.close()

    reopened = GameStore(await open_database(database_target))
    record = await reopened.games.open_game_in_channel(10)
    assert (record.id, record.version, record.state, record.status) == (
        lobby.id,
        1,
        '{"s": 1}',
        "running",
    )
    assert await reopened.games.running_game_ids() == [lobby.id]
    assert await reopened.settings.guild_language(5) == "fr"
    await reopened.db.close()


async def test_closing_what_was_read_as_a_lobby_never_abandons_the_game_it_became(store):
    """Cancel, an expired lobby and a deleted lobby message close a lobby read a moment ago;
    if its Start committed in between, the new game stands. Only /game abandon ends a game."""
    lobby = await new_lobby(store)
    await store.games.start(lobby.id, lambda record: ("{}", {}))
    assert await store.games.close(lobby.id, lobby_only=True) is None
    assert (await store.games.get(lobby.id)).status == "running"
    assert await store.games.close(lobby.id, by=1) == "abandoned"
    other = await new_lobby(store, channel_id=11)
    assert await store.games.close(other.id, by=1, lobby_only=True) == "cancelled"


async def test_a_post_is_claimed_by_one_process_and_a_lapsed_or_dead_claim_taken_over(
    database_target,
):
    """Two processes on one database (two connections) claim one game's results at once:
    exactly one gets them; the other gets them only once the claim lapsed, or at once when the
    holder is known dead; a release by a process whose claim was taken over changes nothing."""
    databases = [await open_database(database_target) for _ in range(2)]
    try:
        first, second = (GameStore(database) for database in databases)
        lobby = await new_lobby(first)
        await first.marks.posted(lobby.id)  # /play's lobby was posted

        def claim(store, owner, now, **kwargs):
            return store.marks.claim_post(lobby.id, "end", owner=owner, now=now, lease=60, **kwargs)

        outcomes = await asyncio.gather(
            *(claim(store, owner, 1000.0) for store, owner in ((first, "a"), (second, "b")))
        )
        assert sorted(outcomes) == [False, True]
        holder, other = ("a", "b") if outcomes[0] else ("b", "a")
        assert await claim(first, holder, 1001.0), "a holder claims again (a failed post)"
        assert not await claim(second, other, 1060.0), "its lease still runs"
        assert await claim(second, other, 1000.0, dead=holder), "its process is dead"
        await first.marks.posted(lobby.id, holder)  # the dead one's late release: not its claim
        record = await first.games.get(lobby.id)
        assert (record.posting, record.posting_owner) == ("end", other)
        assert await claim(first, holder, 1061.0), "the taker's own claim lapsed"
        await first.marks.posted(lobby.id, holder)
        record = await first.games.get(lobby.id)
        assert (record.posting, record.posting_owner, record.posting_since) == (None, None, None)
    finally:
        for database in databases:
            await database.close()


async def test_a_lesson_left_mid_way_is_kept_per_learner_and_game_until_forgotten(store):
    learner, other = 1_234_567_890_123_456_789, 1_234_567_890_123_456_790  # 64-bit ids
    assert await store.lessons.lesson_moves(learner, "luxor") is None
    await store.lessons.keep_lesson(learner, "luxor", "01", now=1_700_000_000.5)
    await store.lessons.keep_lesson(learner, "luxor", "012", now=1_700_000_001.5)  # the next click
    await store.lessons.keep_lesson(learner, "mausoleum", "3", now=1_700_000_002.0)
    assert await store.lessons.lesson_moves(learner, "luxor") == "012"
    assert await store.lessons.lesson_moves(other, "luxor") is None
    row = await store.db.fetch_one(
        "SELECT COUNT(*) AS n, MAX(updated_at) AS at FROM lesson_progress WHERE game = ?",
        ("luxor",),
    )
    assert (row["n"], row["at"]) == (1, 1_700_000_001.5), "one row, updated in place"
    await store.lessons.forget_lesson(learner, "luxor")
    assert await store.lessons.lesson_moves(learner, "luxor") is None
    assert await store.lessons.lesson_moves(learner, "mausoleum") == "3"


async def finished_with_a_bot(store, channel_id=10):
    """A closed table of two humans and a hard bot, a 10-minute clock, hints off."""
    old = await new_lobby(store, channel_id=channel_id, host_id=1)
    await store.lobbies.add_seat(old.id, user_id=2, ai_level=None, name="two", limit=4)
    await store.lobbies.add_seat(old.id, user_id=None, ai_level="hard", name="", limit=4)
    await store.lobbies.set_lobby_clock(old.id, 600)
    await store.lobbies.set_lobby_hints(old.id, False)
    await store.games.close(old.id)  # its channel is free again
    return old


async def test_a_rematch_is_opened_and_claimed_in_one_transaction_once(store):
    old = await finished_with_a_bot(store)
    new, mine = await store.lobbies.open_rematch(
        old.id, channel_id=10, host_id=2, host_name="two", seed=7, lobby_expires=100.0,
        parent_channel_id=None,
    )  # fmt: skip
    assert mine
    assert (new.status, new.game, new.host_id, new.guild_id) == ("lobby", "toy", 2, 5)
    assert [(s.user_id, s.ai_level, s.name) for s in new.seats] == [
        (2, None, "two"), (None, "hard", ""),
    ]  # fmt: skip
    assert (new.clock_seconds, new.hints_choice, new.lobby_expires) == (600, False, 100.0)
    assert (await store.games.get(old.id)).rematch_id == new.id
    # A second rematch (another process's click) finds the first and writes nothing.
    again, mine = await store.lobbies.open_rematch(
        old.id, channel_id=11, host_id=1, host_name="host", seed=8, lobby_expires=100.0,
        parent_channel_id=None,
    )  # fmt: skip
    assert (again.id, mine) == (new.id, False)
    assert await store.games.open_game_in_channel(11) is None
    # A rematch whose message could not be posted goes, and its claim with it.
    await store.lobbies.withdraw(new.id)
    assert await store.games.get(new.id) is None
    assert (await store.games.get(old.id)).rematch_id is None


async def test_a_rematch_in_a_busy_channel_writes_nothing(store):
    old = await finished_with_a_bot(store)
    taken = await new_lobby(store, channel_id=10, host_id=3)
    with pytest.raises(ChannelBusy) as busy:
        await store.lobbies.open_rematch(
            old.id, channel_id=10, host_id=2, host_name="two", seed=7, lobby_expires=100.0,
            parent_channel_id=None,
        )  # fmt: skip
    assert busy.value.game_id == taken.id
    assert (await store.games.get(old.id)).rematch_id is None


async def test_nothing_is_due_in_the_channels_of_a_server_the_bot_was_removed_from(store):
    """While the bot is out of server 5 (``absent``), the games shown in its channels wait; a
    game reached there through interaction tokens, another server's and a DM's do not. Invited
    back, only that server's passed deadlines are given more time."""
    now = 1_000_000.0

    async def running(guild_id, channel_id, reach="channel"):
        lobby = await store.lobbies.create_lobby(
            game="toy", guild_id=guild_id, channel_id=channel_id, host_id=1, host_name="h",
            seed=1, reach=reach,
        )  # fmt: skip
        await store.lobbies.set_lobby_clock(lobby.id, 60)
        await store.games.start(lobby.id, lambda record: ('{"s": 0}', {0: now - 1}))
        return lobby.id

    left = await running(5, 10)
    tokens = await running(5, 11, reach="interactions")
    elsewhere, dm = await running(6, 12), await running(None, 13)
    expired = await new_lobby(store, channel_id=14)  # in server 5
    await store.lobbies.extend_lobby(expired.id, now - 1)

    assert sorted(g for g, _ in await store.clocks.due_decisions(now, {5})) == [
        tokens,
        elsewhere,
        dm,
    ]
    assert sorted(g for g, _ in await store.clocks.due_reminders(now, {5})) == [
        tokens,
        elsewhere,
        dm,
    ]
    assert await store.clocks.expired_lobbies(now, {5}) == []
    assert await store.clocks.expired_lobbies(now) == [expired.id]
    assert sorted(g for g, _ in await store.clocks.due_decisions(now)) == [
        left,
        tokens,
        elsewhere,
        dm,
    ]
    assert await store.marks.guilds_shown_in() == [5, 6]

    assert await store.clocks.postpone_passed_deadlines(now, guild_id=5) == 2
    assert sorted(g for g, _ in await store.clocks.due_decisions(now)) == [elsewhere, dm]
    assert await store.marks.games_to_reconcile(guild_id=6) == [elsewhere]
