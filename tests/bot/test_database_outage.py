"""The PostgreSQL server goes away for a moment (a restart, a failover, maintenance) while people
play: the bot waits it out as it waits out a busy database.

Found by ``bench.load --database postgresql://…`` with the server restarted under it (``pg_ctl
restart -m fast``, then a stop and start): every click in those seconds was answered "Sorry,
something went wrong (error id …). The game is unchanged." with a traceback logged as if a bug,
and a table whose sync met the restart was left unsynced until the next move.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest

from bot import create_bot
from locales import translate
from tests.bot.conftest import bot_settings
from tests.bot.driver import click_first_option, has_hand_button, open_hand, start_game
from tests.bot.test_answering import errors_logged
from tests.conftest import started_postgres
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.store import Message
from tests.fakediscord.users import FakeUser

pytestmark = pytest.mark.sqlite_only  # about a PostgreSQL server of its own (below)


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


@pytest.fixture
async def in_play(fake, own_server, caplog) -> AsyncIterator[Table]:
    """A Guardiões do Mausoléu table of two people on ``own_server``, its mover's panel open;
    nothing logged as an error by the end."""
    caplog.set_level(logging.INFO)
    url = await own_server.create_database(migrated=True)
    bot = create_bot(bot_settings(url), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        alice, bob = fake.user("alice"), fake.user("bob")
        table = await start_game(fake, bot, alice, "mausoleum", [alice, bob], bots=0)
        record = await bot.store.games.open_game_in_channel(fake.channel.id)
        mover = (alice, bob)[min((await bot.service.load(record.id)).pending())]
        mover.locale = "pt-BR"
        panel = await open_hand(mover, fake.message(table.id))
        yield Table(bot, record, table, mover, panel)
    assert errors_logged(caplog) == []


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
    finally:
        own_server.resume()

    played = await (await click_first_option(mover, in_play.panel)).answered()
    assert played.content != translate("pt-BR", "error-database-unavailable")
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
