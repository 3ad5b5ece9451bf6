"""The bot skips the gateway events it never reads (messages posted and edited, most of them its
own tables and pings) and still hears the ones it needs (a deleted table is posted again)."""

from __future__ import annotations

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
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "capital-lux", [alice, bob], bots=0)
    record = await table_bot.store.open_game_in_channel(fake.channel.id)
    for step in range(3):
        players = [alice, bob]
        await decide_at_random(table_bot, record.id, fake.message(table.id), players, Random(step))
    assert fake.message(table.id).version > 3, "the table was posted and edited"
    assert {"message", "raw_message_edit"}.isdisjoint(heard)

    fake.messages.delete(fake.message(table.id))  # a moderator deletes the table
    await fake.wait_for(lambda: "raw_message_delete" in heard)
    await settle(table_bot)
    moved = await table_bot.store.get(record.id)
    assert moved.message_id != table.id and not fake.message(moved.message_id).deleted
