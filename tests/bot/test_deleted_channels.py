"""A game whose channel or thread a moderator deleted: nobody can reach its table, its buttons or
its hands any more, and a channel's id is never given again. The game is abandoned (a lobby
cancelled) as soon as the bot hears of it, or meets the channel gone: never played out by
stand-ins and rated, never sent to a channel that does not exist, never pointed to."""

from __future__ import annotations

import logging
import random

import pytest

from bot import create_bot
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import settle, start_game
from tests.bot.test_clocks import CLOCK, open_clocked_table, play_one_decision
from tests.bot.test_threads import play_in_thread, start_in_thread
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


def tracebacks(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


def requests_to(fake, channel_id: int, since: int) -> list[str]:
    return [
        f"{r.method} {r.path}" for r in fake.requests[since:] if f"/channels/{channel_id}" in r.path
    ]


async def test_a_game_whose_channel_was_deleted_is_abandoned_and_never_played_out(
    fake, database, caplog
):
    """With a clock, the away players' stand-ins would play the game to its end, and its result
    would be rated, in a channel nobody can see: the game is abandoned instead."""
    clock = ManualClock()
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        alice, bob = fake.user("alice"), fake.user("bob")
        record = await open_clocked_table(fake, bot, "mausoleum", [alice, bob], bots=["easy"])
        rng = random.Random(2)
        for _ in range(3):
            (seat,) = {s for s in (await bot.service.load(record.id)).pending() if s < 2}
            await play_one_decision(fake, bot, (alice, bob)[seat], record.id, rng)
        before = await bot.store.games.get(record.id)
        sent = len(fake.requests)

        fake.delete_channel(fake.channel)  # a moderator deletes the channel
        await fake.wait_for(lambda: bot.get_channel(fake.channel.id) is None, timeout=5)
        await settle(bot)
        abandoned = await bot.store.games.get(record.id)
        assert abandoned.status == "abandoned" and abandoned.closed_by is None
        for _ in range(20):  # twenty clock periods: nobody's stand-in plays
            clock.advance(CLOCK + 1)
            await bot.turn_clock.tick()
            await settle(bot)
        after = await bot.store.games.get(record.id)
        assert (after.status, after.version) == ("abandoned", before.version)
        assert await bot.marks.result(record.id) is None
        assert await bot.marks.games_to_reconcile() == [], "nothing left to show"
        assert requests_to(fake, fake.channel.id, sent) == []
    assert tracebacks(caplog) == []


@pytest.mark.threads
async def test_a_deleted_thread_abandons_its_game_and_the_channel_no_longer_points_to_it(
    fake, table_bot, caplog
):
    alice, bob = fake.user("alice"), fake.user("bob")
    _, thread, record = await start_in_thread(fake, table_bot, alice, "luxor")
    _, other, kept = await start_in_thread(fake, table_bot, bob, "capital-lux")
    sent = len(fake.requests)

    fake.delete_channel(thread)
    await fake.wait_for(lambda: table_bot.get_channel(thread.id) is None, timeout=5)
    await settle(table_bot)
    assert (await table_bot.store.games.get(record.id)).status == "abandoned"
    assert (await table_bot.store.games.get(kept.id)).status == "running"
    assert requests_to(fake, thread.id, sent) == []

    told = await (await alice.slash("hand")).answered()
    assert f"<#{thread.id}>" not in told.content
    assert f"<#{other.id}>" in told.content, "the game left is still pointed to"
    shown = (await table_bot.store.games.get(kept.id)).message_id
    await (await bob.at(other).slash("game status")).answered()  # the table left still works
    await settle(table_bot)
    table = fake.message((await table_bot.store.games.get(kept.id)).message_id)
    assert table.id != shown, "posted anew at the bottom of its thread"
    assert table.channel_id == other.id and not table.deleted
    assert tracebacks(caplog) == []


@pytest.mark.threads
async def test_a_deleted_channel_closes_the_games_in_its_threads(fake, table_bot, caplog):
    alice, bob = fake.user("alice"), fake.user("bob")
    _, _, running = await start_in_thread(fake, table_bot, alice, "mausoleum")
    _, _, lobby = await play_in_thread(fake, table_bot, bob, "luxor")
    waiting = await table_bot.store.games.game_by_message(lobby.id)
    lounge = fake.create_channel(fake.guild, "lounge")
    await (await alice.at(lounge).slash("play", game="capital-lux")).answered()
    await settle(table_bot)
    (elsewhere,) = await table_bot.finder.open_games_in_threads_of(lounge.id)

    fake.delete_channel(fake.channel)
    await fake.wait_for(lambda: table_bot.get_channel(fake.channel.id) is None, timeout=5)
    await settle(table_bot)
    statuses = [
        (await table_bot.store.games.get(game.id)).status for game in (running, waiting, elsewhere)
    ]
    assert statuses == ["abandoned", "cancelled", "lobby"]
    assert tracebacks(caplog) == []


async def test_a_channel_deleted_while_the_bot_was_down_abandons_its_game_once(
    fake, database, caplog
):
    """The bot hears of no deletion while it is down: the reconciliation at start meets the
    channel gone (10003) and abandons the game, quietly; the next start leaves it alone."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        table = await start_game(fake, first, alice, "capital-lux", [alice, bob], bots=1)
        record = await first.store.games.game_by_message(table.id)
    fake.delete_channel(fake.channel)

    second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        await settle(second)
        assert (await second.store.games.get(record.id)).status == "abandoned"
        assert await second.marks.games_to_reconcile() == []
    sent = len(fake.requests)
    third = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(third):
        await settle(third)
    assert requests_to(fake, fake.channel.id, sent) == []
    assert tracebacks(caplog) == []
