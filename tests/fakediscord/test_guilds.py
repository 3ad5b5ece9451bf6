"""The bot removed from a server and invited back."""

from __future__ import annotations

import asyncio

import discord
import pytest

from .fake import FakeDiscord
from .sample_bot import SampleBot


async def test_a_removed_bot_hears_it_is_refused_and_is_welcome_back(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = connected_bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    kept = await channel.send("before")

    removed = asyncio.ensure_future(connected_bot.wait_for("guild_remove"))
    fake.remove_bot(fake.guild)
    assert (await asyncio.wait_for(removed, 5)).id == fake.guild.id
    assert connected_bot.get_guild(fake.guild.id) is None
    with pytest.raises(discord.Forbidden) as caught:
        await channel.send("after")
    assert caught.value.code == 50001
    assert not fake.message(kept.id).deleted, "its messages stay"
    assert not [r for r in fake.guild.roles.values() if r.bot_id is not None]

    joined = asyncio.ensure_future(connected_bot.wait_for("guild_join"))
    fake.invite_bot(fake.guild)
    assert (await asyncio.wait_for(joined, 5)).id == fake.guild.id
    again = connected_bot.get_channel(fake.channel.id)
    assert isinstance(again, discord.TextChannel)
    await again.send("back")
    assert [m.content for m in fake.channel_messages()] == ["before", "back"]
