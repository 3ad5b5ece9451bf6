"""The PostgreSQL server goes away for a moment (a restart, a failover, maintenance) while people
play, or the disk of a SQLite file is full: the bot waits it out as it waits out a busy
database, and tells the admin once when it starts and once when it ends (db.outage).

Found by ``bench.load --database postgresql://…`` with the server restarted under it (``pg_ctl
restart -m fast``, then a stop and start): every click in those seconds was answered "Sorry,
something went wrong (error id …). The game is unchanged." with a traceback logged as if a bug,
and a table whose sync met the restart was left unsynced until the next move.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot import create_bot
from db.database import DatabaseUnavailable
from locales import translate
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import click_first_option, has_hand_button, open_hand, start_game
from tests.bot.test_answering import errors_logged
from tests.bot.test_clocks import (
    CLOCK,
    given_back_then_timed_out,
    open_clocked_table,
    pending_seats,
)
from tests.conftest import started_postgres
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.store import Message
from tests.fakediscord.users import FakeUser

pytestmark = pytest.mark.sqlite_only  # about a PostgreSQL server of its own (below)


def told_to_the_admin(caplog) -> list[str]:
    """The warnings logged about the outage (each click's own line is at INFO), with no
    traceback: asyncpg's pool logs one with each failed reconnection, put in one line."""
    assert [r for r in caplog.records if r.levelno >= logging.WARNING and r.exc_info] == []
    return [
        phrase
        for record in caplog.records
        if record.levelno >= logging.WARNING
        for phrase in ("cannot be used now", "works again")
        if phrase in record.getMessage()
    ]


@pytest.fixture
def own_server():
    """A server of this test's own: stopping the shared one would cut the other tests of this
    process short."""
    yield from started_postgres()


@dataclass
class Table:
    bot: Any
    record: Any
    table: Message
    mover: FakeUser
    panel: Message
    players: tuple[FakeUser, FakeUser]


def fill_the_disk(connection: sqlite3.Connection) -> None:
    """The file may grow no more: a write that needs a new page meets SQLite's own SQLITE_FULL,
    as on a full disk (mounting a small file system would need privileges the CI may not
    have)."""
    connection.execute("CREATE TABLE filler (x BLOB)")
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")
    with contextlib.suppress(sqlite3.OperationalError):
        while True:  # the free pages too
            connection.execute("INSERT INTO filler VALUES (randomblob(100))")


MOVES_TO_FILL = 60
"""Moves that the room left in the tables' own pages takes at most (each table's rows live in
pages of its own, which the filler cannot take)."""


@asynccontextmanager
async def table_on(fake, database: Path | str, caplog) -> AsyncIterator[Table]:
    """A Guardiões do Mausoléu table of two people on ``database``, its mover's panel open;
    nothing logged as an error by the end."""
    caplog.set_level(logging.INFO)
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        # The outage ends at the first request that goes through: the tests' clicks come
        # within the five seconds a real outage waits for (tests/db/test_outage.py).
        bot.database.outage.settle_seconds = 0
        alice, bob = fake.user("alice"), fake.user("bob")
        table = await start_game(fake, bot, alice, "mausoleum", [alice, bob], bots=0)
        record = await bot.store.games.open_game_in_channel(fake.channel.id)
        mover = (alice, bob)[min((await bot.service.load(record.id)).pending())]
        mover.locale = "pt-BR"
        panel = await open_hand(mover, fake.message(table.id))
        yield Table(bot, record, table, mover, panel, (alice, bob))
    assert errors_logged(caplog) == []


@pytest.fixture
async def in_play(fake, own_server, caplog) -> AsyncIterator[Table]:
    """:func:`table_on` a database of ``own_server``."""
    async with table_on(fake, await own_server.create_database(migrated=True), caplog) as table:
        yield table


async def test_a_click_while_the_database_server_is_down_is_told_to_try_again(
    fake, own_server, in_play, caplog
):
    """While the server is down, a click is answered in its player's language that the
    database does not answer and to try again (a move that went through is saved: a commit
    under way when the connection dropped may have been stored), with no error id and no
    traceback; once the server is back, the same click plays and the table shows it."""
    bot, record, mover = in_play.bot, in_play.record, in_play.mover
    own_server.pause()
    try:
        answer = await (await click_first_option(mover, in_play.panel)).answered()
        assert answer.ephemeral
        assert answer.content == translate("pt-BR", "error-database-unavailable")
        assert errors_logged(caplog) == []
        assert any("database unavailable for user" in r.getMessage() for r in caplog.records)
        assert told_to_the_admin(caplog) == ["cannot be used now"]
    finally:
        own_server.resume()

    played = await (await click_first_option(mover, in_play.panel)).answered()
    assert played.content != translate("pt-BR", "error-database-unavailable")
    assert told_to_the_admin(caplog) == ["cannot be used now", "works again"]
    await bot.settled()
    loaded = await bot.service.load(record.id)
    assert loaded.record.version > record.version, "the click after the outage played"
    assert loaded.record.shown == loaded.record.current, "the table shows it"
    assert has_hand_button(fake.message(in_play.table.id))


async def test_a_table_whose_sync_met_the_outage_is_synced_once_the_server_is_back(
    own_server, in_play
):
    """A move stored just before the server went away: the sync pass that would draw it meets
    the outage, and is tried again (as for a busy database) until it draws the table, without
    waiting for another move."""
    bot, record = in_play.bot, in_play.record
    sync = bot.sync
    passes = sync._sync
    outages = []

    async def outage_first(game_id: int) -> None:
        if outages:
            return await passes(game_id)
        outages.append(game_id)
        own_server.pause()  # the move is stored; its pass meets the server gone
        try:
            await passes(game_id)
        finally:
            own_server.resume()

    sync._sync = outage_first
    await (await click_first_option(in_play.mover, in_play.panel)).answered()
    await bot.settled()
    assert outages == [record.id]
    loaded = await bot.service.load(record.id)
    assert loaded.record.version > record.version
    assert loaded.record.shown == loaded.record.current, "drawn once the server was back"


async def test_a_click_on_a_full_disk_is_told_to_try_again_and_plays_once_space_is_freed(
    fake, tmp_path, caplog
):
    """SQLite's "database or disk is full" rolls the transaction back by itself: the bot's
    ROLLBACK after it failed ("cannot rollback - no transaction is active"), and that error
    was answered with an apology and an error id. Now the player is told to try again, nothing
    changed; the admin is told the disk is full, once; and once space is freed, the same click
    plays."""
    notice = translate("pt-BR", "error-database-unavailable")
    async with table_on(fake, tmp_path / "games.sqlite3", caplog) as table:
        bot, game_id = table.bot, table.record.id
        for player in table.players:  # whoever is to move when the disk is full is told
            player.locale = "pt-BR"  # (the move that fills it is either player's)
        writer = bot.database._writer
        fill_the_disk(writer)
        for _ in range(MOVES_TO_FILL):  # each move takes some of the pages' room left
            before = await bot.service.load(game_id)
            mover = table.players[min(before.pending())]
            panel = await open_hand(mover, fake.message(before.record.message_id))
            answer = await (await click_first_option(mover, panel)).answered()
            if answer.content == notice:
                break
            await bot.settled()
        else:
            raise AssertionError(f"{MOVES_TO_FILL} moves found room on the full disk")
        assert (await bot.service.load(game_id)).record.version == before.record.version
        assert told_to_the_admin(caplog) == ["cannot be used now"]
        assert "database or disk is full: free space on its disk" in caplog.text

        writer.execute("PRAGMA max_page_count = 1073741823")  # the admin freed space
        played = await (await click_first_option(mover, panel)).answered()
        assert played.content != notice
        await bot.settled()
        loaded = await bot.service.load(game_id)
        assert loaded.record.version > before.record.version, "the same click played"
        assert loaded.record.shown == loaded.record.current, "the table shows it"
        assert told_to_the_admin(caplog) == ["cannot be used now", "works again"]


@pytest.mark.usefixtures("stamps")
async def test_a_deadline_that_passed_while_the_database_was_down_is_given_back(
    fake, own_server, caplog
):
    """A decision whose clock ran out while the server was down: its player could not move
    (each click told to try again), so once the server is back it gets the grace of a restart
    (half a clock more) instead of a stand-in taking the seat at the clock's first look."""
    caplog.set_level(logging.INFO)
    clock = ManualClock()
    url = await own_server.create_database(migrated=True)
    bot = create_bot(bot_settings(url), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        alice, bob = fake.user("alice"), fake.user("bob")
        record = await open_clocked_table(fake, bot, "mausoleum", [alice, bob])
        (seat,) = await pending_seats(bot, record.id)
        own_server.pause()
        try:
            clock.advance(CLOCK + 30)  # the deadline passes with the server down
            with pytest.raises(DatabaseUnavailable):
                await bot.turn_clock.tick()
        finally:
            own_server.resume()
        await given_back_then_timed_out(bot, clock, record, seat, passed=30)
        assert "1 decisions timed out while the database was unavailable" in caplog.text
    assert errors_logged(caplog) == []
