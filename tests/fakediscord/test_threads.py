"""Threads: creation (with and without a message), permissions, archiving, deletion."""

from __future__ import annotations

import asyncio

import discord
import pytest

from .errors import FakeDiscordUsageError
from .fake import FakeDiscord
from .permissions import Permission
from .sample_bot import SampleBot
from .store import PUBLIC_THREAD


def text_channel(bot: SampleBot, fake: FakeDiscord) -> discord.TextChannel:
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_a_public_thread_is_a_channel_under_its_parent(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    thread = await channel.create_thread(
        name="Luxor #1", type=discord.ChannelType.public_thread, auto_archive_duration=10080
    )
    (stored,) = fake.threads()
    assert (stored.id, stored.type, stored.parent_id) == (thread.id, PUBLIC_THREAD, channel.id)
    assert (thread.name, thread.parent_id, thread.archived) == ("Luxor #1", channel.id, False)
    await fake.wait_for(lambda: connected_bot.get_channel(thread.id) is not None)  # THREAD_CREATE
    sent = await thread.send("Hello")
    assert [m.content for m in fake.channel_messages(stored)] == ["Hello"]
    assert fake.channel_messages() == [], "a thread's messages are not the channel's"
    assert sent.channel.id == thread.id


async def test_a_thread_from_a_message_takes_its_id(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    starter = await channel.send("Table opened")
    thread = await starter.create_thread(name="Table")
    assert thread.id == starter.id and fake.threads()[0].id == starter.id
    with pytest.raises(discord.HTTPException) as caught:
        await starter.create_thread(name="Again")
    assert caught.value.code == 160004


async def test_thread_permissions_are_the_parents_and_sending_needs_its_own_bit(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    fake.set_bot_permissions(deny=Permission.CREATE_PUBLIC_THREADS)
    with pytest.raises(discord.Forbidden) as caught:
        await channel.create_thread(name="No", type=discord.ChannelType.public_thread)
    assert caught.value.code == 50013
    fake.set_bot_permissions(deny=Permission.SEND_MESSAGES_IN_THREADS)
    thread = await channel.create_thread(name="Quiet", type=discord.ChannelType.public_thread)
    await channel.send("the channel itself is fine")
    with pytest.raises(discord.Forbidden):
        await thread.send("not here")
    stored = fake.threads()[0]
    assert fake.guild.permissions_in(stored, fake.bot_user.id) == fake.guild.permissions_in(
        fake.channel, fake.bot_user.id
    )


async def test_an_archived_thread_refuses_edits_until_unarchived_and_a_message_revives_it(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    thread = await channel.create_thread(name="Old", type=discord.ChannelType.public_thread)
    first = await thread.send("first")
    stored = fake.threads()[0]
    fake.archive_thread(stored)
    with pytest.raises(discord.HTTPException) as caught:
        await first.edit(content="edited")
    assert caught.value.code == 50083
    with pytest.raises(discord.HTTPException):
        await first.delete()
    await connected_bot.http.edit_channel(thread.id, archived=False)
    assert not stored.archived
    await first.edit(content="edited")
    fake.archive_thread(stored)
    await thread.send("a new message")
    assert not stored.archived, "sending un-archives, as in Discord"
    fake.archive_thread(stored, locked=True)
    with pytest.raises(discord.HTTPException) as caught:
        await thread.send("locked")
    assert caught.value.code == 50083
    with pytest.raises(discord.Forbidden):  # un-locking needs Manage Threads
        await connected_bot.http.edit_channel(thread.id, archived=False, locked=False)


async def test_advancing_the_clock_ages_new_messages(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    before = await channel.send("now")
    fake.advance(3600)
    after = await channel.send("an hour later")
    gap = (after.created_at - before.created_at).total_seconds()
    assert 3600 <= gap < 3660


async def test_a_deleted_thread_or_channel_is_announced_and_answers_unknown_channel(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    thread = await channel.create_thread(name="Old", type=discord.ChannelType.public_thread)
    in_thread = await thread.send("in the thread")
    in_channel = await channel.send("in the channel")
    stored_thread, stored_channel = fake.threads()[0], fake.channel
    alice = fake.user("alice")

    deleted_thread = asyncio.ensure_future(connected_bot.wait_for("raw_thread_delete"))
    fake.delete_channel(stored_thread)
    raw = await asyncio.wait_for(deleted_thread, 5)
    assert (raw.thread_id, raw.parent_id) == (thread.id, channel.id)
    with pytest.raises(discord.NotFound) as caught:
        await in_thread.edit(content="edited")
    assert caught.value.code == 10003
    assert fake.message(in_thread.id).deleted and not fake.message(in_channel.id).deleted

    other = await channel.create_thread(name="Other", type=discord.ChannelType.public_thread)
    deleted_channel = asyncio.ensure_future(connected_bot.wait_for("guild_channel_delete"))
    fake.delete_channel(stored_channel)
    assert (await asyncio.wait_for(deleted_channel, 5)).id == channel.id
    for gone in (channel, other):
        with pytest.raises(discord.NotFound) as caught:
            await gone.send("anyone there?")
        assert caught.value.code == 10003
    assert fake.message(in_channel.id).deleted
    with pytest.raises(FakeDiscordUsageError):
        await alice.slash("ping")
