"""Shards as Discord runs them: IDENTIFY names ``[shard_id, shard_count]``, ``GET /gateway/bot``
recommends a count, and a session hears only the guilds of its shard — READY, GUILD_CREATE,
every later event and every interaction — so two clients on two shard sets split the guilds."""

from __future__ import annotations

import aiohttp
import discord
from discord.ext import commands

from .fake import FakeDiscord
from .gateway import shard_of
from .sample_bot import SampleBot


class ShardedSampleBot(SampleBot, commands.AutoShardedBot):
    """The sample bot on some shards; it records the guild of every interaction it receives."""

    def __init__(self, guild_id: int, **options) -> None:
        super().__init__(guild_id, **options)
        self.interaction_guilds: list[int | None] = []
        self.created_channels: list[int] = []

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No 5-second pause between two shards' IDENTIFY (Discord's rate limit; not here)."""

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.interaction_guilds.append(interaction.guild_id)

    async def on_guild_channel_create(self, channel: discord.abc.GuildChannel) -> None:
        self.created_channels.append(channel.id)


def guilds_of(fake: FakeDiscord, shard_id: int, shard_count: int) -> set[int]:
    return {g for g in fake.store.guilds if shard_of(g, shard_count) == shard_id}


async def test_guilds_can_be_made_on_a_chosen_shard(fake: FakeDiscord) -> None:
    for shard_id in (0, 1, 2, 2, 1, 0):
        guild = fake.create_guild(f"on {shard_id}", shard=(shard_id, 3))
        assert (guild.id >> 22) % 3 == shard_id
    ids = sorted(fake.store.guilds)
    assert len(set(ids)) == len(ids) == 7


async def test_two_clients_on_two_shards_split_the_guilds_and_their_events(
    fake: FakeDiscord,
) -> None:
    zero = fake.create_guild("Zero", shard=(0, 2))
    one = fake.create_guild("One", shard=(1, 2))
    alice = fake.user("alice", guild=zero)
    bruno = fake.user("bruno", guild=one)
    first = ShardedSampleBot(zero.id, shard_count=2, shard_ids=[0])
    second = ShardedSampleBot(one.id, shard_count=2, shard_ids=[1])
    async with fake.connect(first), fake.connect(second):
        assert sorted(fake.gateway.stats.shards) == [(0, 2), (1, 2)]
        assert fake.gateway.connected_shards() == {(0, 2), (1, 2)}
        assert {g.id for g in first.guilds} == guilds_of(fake, 0, 2)
        assert {g.id for g in second.guilds} == guilds_of(fake, 1, 2)
        assert zero.id in guilds_of(fake, 0, 2) and one.id in guilds_of(fake, 1, 2)

        for user in (alice, bruno, bruno):
            reply = await user.slash("ping")
            assert reply.message is not None and reply.message.content == "pong"
        assert first.interaction_guilds == [zero.id]
        assert second.interaction_guilds == [one.id, one.id]

        lounge = fake.create_channel(one, "lounge")
        await fake.wait_for(lambda: lounge.id in second.created_channels)
        assert first.get_channel(lounge.id) is None and lounge.id not in first.created_channels


async def test_a_restarted_shard_replaces_only_its_own_session(fake: FakeDiscord) -> None:
    one = fake.create_guild("One", shard=(1, 2))
    bruno = fake.user("bruno", guild=one)
    stays = ShardedSampleBot(fake.guild.id, shard_count=2, shard_ids=[0])
    async with fake.connect(stays):
        async with fake.connect(ShardedSampleBot(one.id, shard_count=2, shard_ids=[1])):
            assert len(fake.gateway.sessions) == 2
        restarted = ShardedSampleBot(one.id, shard_count=2, shard_ids=[1])
        async with fake.connect(restarted):
            assert len(fake.gateway.sessions) == 2  # the old shard-1 session is gone
            assert (await bruno.slash("ping")).message is not None
            assert restarted.interaction_guilds == [one.id]
        assert stays.interaction_guilds == []


async def test_one_client_on_every_shard_hears_every_guild(fake: FakeDiscord) -> None:
    fake.create_guild("Zero", shard=(0, 2))
    fake.create_guild("One", shard=(1, 2))
    fake.gateway.recommended_shards = 2
    both = ShardedSampleBot(fake.guild.id)  # no count: the recommended one, every shard here
    async with fake.connect(both):
        assert both.shard_count == 2
        assert sorted(fake.gateway.stats.shards) == [(0, 2), (1, 2)]
        assert {g.id for g in both.guilds} == set(fake.store.guilds)


async def test_an_invalid_shard_is_closed_with_4010(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        for shard in ([2, 2], [0, 0], ["x", 1], [1]):
            async with session.ws_connect(fake.gateway_url) as ws:
                await ws.receive_json()
                identify = {"token": fake.token, "intents": 0, "shard": shard}
                await ws.send_json({"op": 2, "d": identify})
                await ws.receive()
                assert ws.close_code == 4010, shard
