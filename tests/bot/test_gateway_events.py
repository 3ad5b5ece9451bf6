"""The bot skips the gateway events it never reads (messages posted and edited, most of them its
own tables and pings) and still hears the ones it needs (a deleted table is posted again)."""

from __future__ import annotations

import asyncio
from random import Random

from tests.bot.driver import decide_at_random, settle, start_game


async def test_posted_and_edited_messages_are_skipped_and_deletions_still_heard(
    fake, table_bot, monkeypatch
):
    heard: list[str] = []
    connection = table_bot._connection  # what the gateway's events are parsed and sent by
    dispatch = connection.dispatch

    def listening(event, *args, **kwargs):
        heard.append(event)
        dispatch(event, *args, **kwargs)

    monkeypatch.setattr(connection, "dispatch", listening)
    table, record = await _two_players_decide(fake, table_bot, "capital-lux", 3)
    assert fake.message(table.id).version > 3, "the table was posted and edited"
    assert {"message", "raw_message_edit"}.isdisjoint(heard)

    fake.messages.delete(fake.message(table.id))  # a moderator deletes the table
    await fake.wait_for(lambda: "raw_message_delete" in heard)
    await settle(table_bot)
    moved = await table_bot.store.games.get(record.id)
    assert moved.message_id != table.id and not fake.message(moved.message_id).deleted


async def test_the_bot_s_own_deletions_are_not_looked_up_and_others_still_are(
    fake, table_bot, monkeypatch
):
    """A ping the bot deletes at most turns comes back as a deletion event: it is known to be
    the bot's own, so no game is looked up for it; a deletion by someone else still is."""
    looked_up: list[int] = []
    game_by_message = table_bot.store.games.game_by_message

    async def counting(message_id):
        looked_up.append(message_id)
        return await game_by_message(message_id)

    monkeypatch.setattr(table_bot.store.games, "game_by_message", counting)
    table, record = await _two_players_decide(fake, table_bot, "luxor", 4)
    await settle(table_bot)
    deleted_pings = [m for m in fake.store.messages.values() if m.deleted and m.mention_users]
    assert deleted_pings, "pings were deleted as turns passed"
    assert looked_up == []

    fake.messages.delete(fake.message(table.id))  # a moderator deletes the table
    await fake.wait_for(lambda: looked_up == [table.id])
    await settle(table_bot)
    moved = await table_bot.store.games.get(record.id)
    assert moved.message_id != table.id and not fake.message(moved.message_id).deleted


async def test_settling_waits_for_a_deletion_still_being_looked_up(fake, table_bot, monkeypatch):
    """A deletion heard just before a shutdown (or a test's settle) is repaired all the same: the
    bot is not settled while the deleted message's game is still being looked up (CI once saw
    a settle return first, on a slow PostgreSQL, and the table was not posted again yet)."""
    game_by_message = table_bot.store.games.game_by_message
    looking, answer = asyncio.Event(), asyncio.Event()

    async def slow(message_id):
        looking.set()
        await answer.wait()
        return await game_by_message(message_id)

    table, record = await _two_players_decide(fake, table_bot, "luxor", 2)
    await settle(table_bot)
    monkeypatch.setattr(table_bot.store.games, "game_by_message", slow)
    fake.messages.delete(fake.message(table.id))  # a moderator deletes the table
    await looking.wait()
    settling = asyncio.ensure_future(settle(table_bot))
    for _ in range(50):  # loop passes enough for a settle with nothing to wait for to return
        await asyncio.sleep(0)
    assert not settling.done(), "settled while the deletion was being looked up"
    answer.set()
    await settling
    moved = await table_bot.store.games.get(record.id)
    assert moved.message_id != table.id and not fake.message(moved.message_id).deleted


async def _two_players_decide(fake, table_bot, game_id: str, decisions: int):
    """A table of two people who take ``decisions`` decisions at random: its first message
    and its record."""
    players = [fake.user("alice"), fake.user("bob")]
    table = await start_game(fake, table_bot, players[0], game_id, players, bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    for step in range(decisions):
        await decide_at_random(table_bot, record.id, fake.message(table.id), players, Random(step))
    return table, record
