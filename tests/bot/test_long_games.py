"""Long games: Discord caps edits to messages older than an hour, so an older table is posted
anew at the bottom and the old one becomes a line linking to it."""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

import pytest

from tests.bot.driver import choose, open_hand, settle, start_game

pytestmark = pytest.mark.usefixtures("stamps")


async def test_a_table_older_than_an_hour_is_posted_again_and_the_old_one_links_to_it(
    fake, table_bot
):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "capital-lux", [alice], bots=1)
    record = await table_bot.store.games.get(1)
    hand = await open_hand(alice, table)
    table_bot.clock = SimpleNamespace(  # an hour later, for the bot and for Discord
        now=lambda: time.time() + 3600, monotonic=lambda: time.monotonic() + 3600
    )
    fake.advance(3600)
    rng = random.Random(5)
    while hand is not None:
        hand = await choose(alice, hand, rng)
    await settle(table_bot)
    after = await table_bot.store.games.get(1)
    assert after.message_id != record.message_id
    old, new = fake.message(record.message_id), fake.message(after.message_id)
    assert not old.deleted and old.embeds == [] and old.attachments == [] and old.labels() == []
    assert old.content == (
        f"Table #1 continues here: https://discord.com/channels/{fake.guild.id}/"
        f"{fake.channel.id}/{new.id}"
    )
    assert new.embeds and new.attachments and new.id > old.id
    if after.ping_message_id is not None:
        assert fake.message(after.ping_message_id).content.endswith(f"/{new.id}")
    hand = await open_hand(alice, new)
    while hand is not None:
        hand = await choose(alice, hand, rng)
    await settle(table_bot)
    assert (await table_bot.store.games.get(1)).message_id == new.id, "a fresh table is edited"
