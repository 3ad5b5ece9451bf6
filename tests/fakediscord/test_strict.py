"""Discord's strictness, reproduced: deadlines, double acknowledgements, stale or missing
components, rate limits, permissions, limits on bodies, and unknown routes."""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest

from .errors import FakeDiscordUsageError, InteractionFailed
from .fake import FakeDiscord
from .sample_bot import SampleBot


async def test_an_interaction_not_acknowledged_in_time_fails_with_10062(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fake.ack_deadline = 0.2
    alice = fake.user("alice")
    with pytest.raises(InteractionFailed, match="not acknowledged within 0.2 s"):
        await alice.slash("slow")
    connected_bot.release.set()
    await fake.wait_for(lambda: connected_bot.failures)
    (failure,) = connected_bot.failures
    assert isinstance(failure, discord.NotFound) and failure.code == 10062
    assert failure.text == "Unknown interaction"
    assert [i.user.id for i in fake.failed_interactions] == [alice.id]
    assert fake.channel_messages() == []


async def test_a_second_acknowledgement_fails_with_40060(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    reply = await fake.user("alice").slash("ping")
    url = f"{fake.api_base}/interactions/{reply.id}/{reply.token}/callback?with_response=1"
    second = {"type": 4, "data": {"content": "again"}}
    async with aiohttp.ClientSession() as session, session.post(url, json=second) as response:
        assert response.status == 400
        assert response.headers["Content-Type"] == "application/json"
        assert await response.json() == {
            "message": "Interaction has already been acknowledged.",
            "code": 40060,
        }
    assert [m.content for m in fake.channel_messages()] == ["pong"]


async def test_follow_ups_need_an_acknowledged_interaction(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    slow = asyncio.create_task(fake.user("alice").slash("slow"))
    await fake.wait_for(lambda: fake.interactions.all)
    (pending,) = fake.interactions.all
    url = f"{fake.api_base}/webhooks/{fake.application_id}/{pending.token}?wait=1"
    early = {"content": "too early"}
    async with aiohttp.ClientSession() as session, session.post(url, json=early) as response:
        assert response.status == 404
        assert await response.json() == {"message": "Unknown Webhook", "code": 10015}
    connected_bot.release.set()
    assert (await slow).message is not None


async def test_clicks_on_components_not_in_the_current_message_are_rejected(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    table = (await alice.slash("play", game="luxor")).message
    assert table is not None
    with pytest.raises(FakeDiscordUsageError, match="no component 'Fold'"):
        await alice.click(table, "Fold")
    await alice.click(table, "Close")
    assert table.components == [] and table.content == "Table closed"
    with pytest.raises(FakeDiscordUsageError, match="no component 'Join'"):
        await alice.click(table.id, "Join")
    with pytest.raises(FakeDiscordUsageError, match="no option 'Seat 9'"):
        await alice.select(
            (await alice.slash("play", game="luxor")).message or table, "Pick a seat", "Seat 9"
        )
    await fake.wait_for(lambda: len(alice.ephemerals()) == 2)
    with pytest.raises(FakeDiscordUsageError, match="ephemeral to someone else"):
        await bob.click(alice.ephemerals()[0], "anything")
    clicks = [i for i in fake.interactions.all if i.type == 3]
    assert len(clicks) == 1  # rejected clicks never reach the bot


async def test_rate_limited_requests_are_retried_by_the_client(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fake.rate_limit_next("POST /interactions/{interaction_id}/{token}/callback")
    fake.rate_limit_next("POST /channels/{channel_id}/messages", 2, retry_after=0.01)
    alice = fake.user("alice")
    reply = await alice.slash("post")
    assert (await reply.answered()).content == "Posted"
    assert [m.content for m in fake.channel_messages()] == ["A board"]
    assert [r.route for r in fake.rate_limited] == [
        "POST /interactions/{interaction_id}/{token}/callback",
        "POST /channels/{channel_id}/messages",
        "POST /channels/{channel_id}/messages",
    ]
    assert fake.errors == []
    with pytest.raises(ValueError, match="unknown route"):
        fake.rate_limit_next("POST /channels/{id}/messages")


async def test_missing_permissions_answer_50013(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fake.set_bot_permissions(deny=discord.Permissions(attach_files=True))
    reply = await fake.user("alice").slash("post")
    assert not discord.Permissions(int(reply.payload["app_permissions"])).attach_files
    answer = await reply.answered()
    assert answer.content == "Cannot post here (50013)" and answer.ephemeral
    (failure,) = connected_bot.failures
    assert isinstance(failure, discord.Forbidden) and failure.text == "Missing Permissions"
    assert [(e.route, e.status, e.code) for e in fake.errors] == [
        ("POST /channels/{channel_id}/messages", 403, 50013)
    ]
    fake.set_bot_permissions(deny=discord.Permissions(view_channel=True))
    channel = connected_bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.Forbidden) as caught:
        await channel.send("hello")
    assert caught.value.code == 50001


async def test_bodies_beyond_discord_limits_are_invalid_form_bodies(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = connected_bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("x" * 2001)
    assert (caught.value.code, "In content" in caught.value.text) == (50035, True)
    view = discord.ui.View()
    for n in range(2):
        view.add_item(discord.ui.Button(label=f"B{n}", custom_id="same"))
    with pytest.raises(discord.HTTPException, match="COMPONENT_CUSTOM_ID_DUPLICATED|duplicated"):
        await channel.send("dup", view=view)
    with pytest.raises(discord.HTTPException) as empty:
        await channel.send(embeds=[])
    assert empty.value.code == 50006
    assert fake.channel_messages() == []


async def test_unknown_routes_are_loud_404s_and_recorded(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    with pytest.raises(discord.NotFound, match="fakediscord does not implement"):
        await connected_bot.http.get_guilds(limit=10)
    assert fake.unknown_routes == ["GET /users/@me/guilds"]
    fake.unknown_routes.clear()  # expected here; otherwise the fixture fails the test


async def test_requests_without_the_bot_token_are_unauthorized(fake: FakeDiscord) -> None:
    me = f"{fake.api_base}/users/@me"
    async with aiohttp.ClientSession() as session, session.get(me) as response:
        assert response.status == 401
        assert await response.json() == {"message": "401: Unauthorized", "code": 0}
