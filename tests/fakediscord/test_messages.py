"""Channel message routes as the bot uses them outside interactions."""

from __future__ import annotations

import io

import discord
import pytest

from .fake import FakeDiscord
from .sample_bot import BOARD_PNG, SampleBot, TableView, png


def text_channel(bot: SampleBot, fake: FakeDiscord) -> discord.TextChannel:
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_send_edit_fetch_history_and_delete(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    channel = text_channel(connected_bot, fake)
    sent = await channel.send(
        "Board",
        file=discord.File(io.BytesIO(BOARD_PNG), "board.png"),
        embed=discord.Embed(title="Round 1"),
    )
    stored = fake.last_message()
    assert (stored.id, stored.content, stored.embeds[0]["title"]) == (sent.id, "Board", "Round 1")
    assert await sent.attachments[0].read() == BOARD_PNG  # served by the fake's CDN route

    edited = await sent.edit(content="Board, round 2", attachments=[*sent.attachments,
                             discord.File(io.BytesIO(png(8, 8)), "zoom.png")])  # fmt: skip
    assert [a.filename for a in edited.attachments] == ["board.png", "zoom.png"]
    assert stored.version == 1 and stored.image("zoom.png").size == (8, 8)

    second = await channel.send("Second")
    fetched = await channel.fetch_message(sent.id)
    assert fetched.content == "Board, round 2"
    history = [m.content async for m in channel.history(limit=10)]
    assert history == ["Second", "Board, round 2"]
    assert [m.id async for m in channel.history(limit=5, before=second)] == [sent.id]

    await sent.delete()
    with pytest.raises(discord.NotFound) as caught:
        await channel.fetch_message(sent.id)
    assert caught.value.code == 10008
    assert [m.content for m in fake.channel_messages()] == ["Second"]
    with pytest.raises(discord.NotFound):
        await edited.attachments[0].read()  # the CDN forgets what no message shows


async def test_ephemeral_messages_are_not_reachable_through_the_channel(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    board = (await alice.slash("seats")).message
    assert board is not None
    answer = await alice.click(board, "seat:1")
    assert answer.message is not None and answer.message.ephemeral
    with pytest.raises(discord.NotFound):
        await text_channel(connected_bot, fake).fetch_message(answer.message.id)


async def test_bot_sent_components_are_clickable(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    await text_channel(connected_bot, fake).send("A table", view=TableView())
    alice = fake.user("alice")
    await alice.click(fake.last_message(), "Join")
    assert fake.last_message().content == "Players: alice"


async def test_mentions_ping_as_allowed_and_only_when_posted(fake, connected_bot):
    """Content mentions notify unless allowed_mentions says otherwise; embeds and edits never."""
    alice, bob = fake.user("alice"), fake.user("bob")
    team = fake.create_role("team", mentionable=True)
    fake.add_role(bob, team)
    fake.set_bot_permissions(allow=discord.Permissions(mention_everyone=True))
    channel = connected_bot.get_partial_messageable(fake.channel.id)
    text = f"<@{alice.id}> <@&{team.id}> @everyone"
    everyone = await channel.send(text)
    assert fake.message(everyone.id).mention_everyone
    assert everyone.id in [m.id for m in fake.notifications(alice)]
    only_alice = await channel.send(
        text, allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=[alice])
    )
    assert only_alice.id in [m.id for m in fake.notifications(alice)]
    assert only_alice.id not in [m.id for m in fake.notifications(bob)]
    quiet = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    await quiet.edit(content=text, allowed_mentions=discord.AllowedMentions.all())
    embedded = await channel.send(embed=discord.Embed(description=text))
    for message in (quiet, embedded):
        assert not any(message.id == m.id for u in (alice, bob) for m in fake.notifications(u))


async def test_a_nickname_is_the_members_display_name(fake, connected_bot):
    alice, eve = fake.user("alice"), fake.user("eve", nick="@everyone")
    reply = await (await alice.slash("table invite", player=eve, seats=2)).answered()
    assert reply.content == "@everyone invited to 2 seats"
