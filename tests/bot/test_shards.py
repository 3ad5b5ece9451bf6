"""Two real bot processes on two shard sets share one database and one fake Discord.

Process A runs shard 0 of 2, process B shard 1; a game is played in a server of each shard at
once. A is SIGKILLed mid-game: B's game never stops (its players go on clicking, its clock
still runs out), B never touches A's game (not even when A's clock runs out while A is down),
and A's game resumes when A comes back (its lost time given back, its players answered).
Then a rolling restart overlaps two processes on shard 1: both act on one game, and still no
move is applied twice (the store's version check refuses the second).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

import discord
import pytest

from db.database import open_database
from db.store import GameStore
from tests.bot.clocks import START
from tests.bot.driver import custom_id, find_table, replays_to_snapshot, take_turns
from tests.bot.process import BotProcess, FileClock
from tests.fakediscord import FakeDiscord, FakeUser

CLOCK = 120
SHARDS = "2"


async def eventually(check: Callable[[], Awaitable[bool]], timeout: float = 30.0) -> None:
    """Wait until ``check()`` holds: what another process stores shows in no event here."""
    async with asyncio.timeout(timeout):
        while not await check():
            await asyncio.sleep(0.05)


def server_on(fake: FakeDiscord, name: str, shard: int) -> tuple[FakeUser, FakeUser]:
    """A server on ``shard`` of 2 (tables in its channel, not in threads) and two players."""
    guild = fake.create_guild(name, shard=(shard, int(SHARDS)))
    fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True), guild=guild)
    return fake.user(f"{name}-1", guild=guild), fake.user(f"{name}-2", guild=guild)


async def open_clocked_table(fake: FakeDiscord, host: FakeUser, other: FakeUser) -> int:
    """/play Capital Lux with a 2-minute clock per decision; returns the table message id."""
    lobby = (await host.slash("play", game="capital-lux")).message
    await (await host.select(lobby, custom_id(lobby, "clock:"), str(CLOCK))).answered()
    await (await other.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    channel = fake.store.channels[lobby.channel_id]
    await fake.wait_for(lambda: find_table(fake, channel) is not None, timeout=30)
    return find_table(fake, channel).id


class Peek:
    """The test's own connection to the database both bots share (SQLite or PostgreSQL)."""

    def __init__(self, database) -> None:
        self.target = database
        self.db = None

    async def rows(self, query: str, *params) -> list[tuple]:
        if self.db is None:
            self.db = await open_database(self.target)
        return [tuple(row) for row in await self.db.fetch_all(query, params)]

    async def game(self, guild_id: int) -> tuple[int, int, str]:
        ((game_id, version, status),) = await self.rows(
            "SELECT id, version, status FROM games WHERE guild_id = ?", guild_id
        )
        return game_id, version, status

    async def seats(self, game_id: int) -> list[tuple]:
        return await self.rows(
            "SELECT seat, stand_in, deadline, reminded FROM seats WHERE game_id = ? ORDER BY seat",
            game_id,
        )

    async def close(self) -> None:
        if self.db is not None:
            await self.db.close()


@pytest.fixture
async def peek(database):
    peek = Peek(database)
    yield peek
    await peek.close()


async def test_two_processes_on_two_shards_keep_each_other_s_games_going(
    fake, database, tmp_path, peek
):
    clock_file = tmp_path / "now"
    FileClock.set(clock_file, START)
    rng = random.Random(19)
    ana, alex = server_on(fake, "zero", 0)
    bia, bruno = server_on(fake, "one", 1)
    zero, one = ana.guild.id, bia.guild.id

    def process(shard: str) -> BotProcess:
        return BotProcess(
            fake,
            database,
            SHARD_COUNT=SHARDS,
            SHARD_IDS=shard,
            TEST_CLOCK_FILE=str(clock_file),
            RENDER_WORKERS="0",  # four bot processes on two cores: no worker processes too
            AI_WORKERS="0",
        )

    first, second = process("0"), process("1")
    await asyncio.gather(first.start(), second.start())  # both migrate a new database at once
    try:
        try:
            assert fake.gateway.connected_shards() == {(0, 2), (1, 2)}
            # Zero's game first: B's clock, were it to look at A's games, would reach it first.
            tables = [
                await open_clocked_table(fake, ana, alex),
                await open_clocked_table(fake, bia, bruno),
            ]
            await asyncio.gather(  # both servers play at once, each through its own process
                take_turns(fake, [ana, alex], tables[0], rng, max_clicks=4),
                take_turns(fake, [bia, bruno], tables[1], rng, max_clicks=4),
            )
            zero_game, zero_version, _ = await peek.game(zero)
            assert zero_version > 0
        finally:
            await first.kill()

        assert fake.gateway.connected_shards() == {(1, 2)}
        one_game, one_version, _ = await peek.game(one)
        await take_turns(fake, [bia, bruno], tables[1], rng, max_clicks=4)
        assert (await peek.game(one))[1] > one_version, "B's game goes on while A is down"

        zero_seats = await peek.seats(zero_game)
        assert any(deadline for _, _, deadline, _ in zero_seats)
        FileClock.set(clock_file, START + 10 * CLOCK)  # every deadline of both games is past

        async def one_seat_away() -> bool:
            return any(seat[1] == "away" for seat in await peek.seats(one_game))

        await eventually(one_seat_away)  # B's clock ran out a player of its own game
        await take_turns(fake, [bia, bruno], tables[1], rng, max_clicks=2)  # B ticks on
        assert (await peek.game(zero))[1] == zero_version, "B never acts on A's game"
        assert await peek.seats(zero_game) == zero_seats, "nor on its clock"

        restarted = process("0")
        await restarted.start()
        try:
            assert fake.gateway.connected_shards() == {(0, 2), (1, 2)}

            async def time_given_back() -> bool:
                # A's own decisions that ran out while it was down get half a clock more.
                deadlines = [d for _, _, d, _ in await peek.seats(zero_game) if d is not None]
                return bool(deadlines) and all(
                    d == START + 10 * CLOCK + CLOCK / 2 for d in deadlines
                )

            await eventually(time_given_back)
            await asyncio.gather(
                take_turns(fake, [ana, alex], tables[0], rng, max_clicks=4),
                take_turns(fake, [bia, bruno], tables[1], rng, max_clicks=2),
            )
            assert (await peek.game(zero))[1] > zero_version, "A's game resumes with A"

            # A rolling restart of shard 1: the new process is up before the old one stops,
            # and both clocks see the decisions of B's game run out at once; the bots that
            # take the away players' seats in both processes race to the end of the game.
            overlapping = process("1")
            await overlapping.start()
            try:
                now = START + 100 * CLOCK

                async def finished() -> bool:
                    nonlocal now
                    now += CLOCK  # every look a clock later: each decision in turn runs out
                    FileClock.set(clock_file, now)
                    return (await peek.game(one))[2] == "finished"

                await eventually(finished, timeout=90)
            finally:
                await overlapping.stop()
        finally:
            await restarted.stop()
    finally:
        await second.stop()

    for guild_id in (zero, one):  # no move was ever applied twice, or lost
        game_id, version, _ = await peek.game(guild_id)
        store = GameStore(peek.db)
        record = await store.games.get(game_id)
        assert [a.version for a in await store.actions.action_log(game_id)] == list(range(version))
        assert await replays_to_snapshot(store, record), "the log replays to the snapshot"
