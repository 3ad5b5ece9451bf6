"""Slash commands, components, modals and autocomplete, end to end through discord.py."""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest

from .errors import FakeDiscordUsageError
from .fake import FakeDiscord
from .interactions import CallbackType
from .sample_bot import BOARD_PNG, SampleBot


async def test_slash_command_replies_with_a_png_embed_and_components(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    reply = await alice.slash("play", game="luxor")
    assert reply.callback_type is CallbackType.CHANNEL_MESSAGE and not reply.ephemeral
    message = reply.message
    assert message is not None and message.content.startswith("Welcome to luxor")
    assert message.attachment("board.png").data == BOARD_PNG
    assert message.image().size == (64, 32)
    assert message.embeds[0]["title"] == "Luxor"
    assert message.labels() == ["Join", "Close", "Rules"]
    assert message.interaction_metadata is not None
    assert message.interaction_metadata["user"]["id"] == str(alice.id)
    assert fake.channel_messages() == [message]
    assert reply.ack_seconds is not None and reply.ack_seconds < fake.ack_deadline
    assert reply.answer_seconds == reply.ack_seconds  # a direct reply answers as it acknowledges


async def test_locale_and_guild_locale_reach_the_bot(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fake.set_guild_locale("fr")
    bia = fake.user("bia", locale="pt-BR")
    message = (await bia.slash("play", game="mausoleum")).message
    assert message is not None
    assert message.content == "Bem-vindo to mausoleum (server locale fr)"
    bia.locale = "en-US"
    message = (await bia.slash("play", game="luxor")).message
    assert message is not None and message.content.startswith("Welcome")


async def test_subcommands_with_member_and_integer_options(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    reply = await alice.slash("table invite", player=bob, seats=3)
    assert reply.message is not None and reply.message.content == "Bob invited to 3 seats"
    with pytest.raises(FakeDiscordUsageError, match="outside"):
        await alice.slash("table invite", player=bob, seats=5)
    with pytest.raises(FakeDiscordUsageError, match="needs one of"):
        await alice.slash("table")


async def test_ephemeral_follow_up_is_seen_only_by_its_user(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    await alice.slash("play", game="luxor")
    await fake.wait_for(lambda: alice.ephemerals())
    (hand,) = alice.ephemerals()
    assert hand.content == "Your hand: 3 cards" and hand.ephemeral
    assert bob.ephemerals() == []
    assert hand not in fake.channel_messages()


async def test_button_click_updates_the_message(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    table = (await alice.slash("play", game="luxor")).message
    assert table is not None
    click = await alice.click(table, "Join")
    assert click.callback_type is CallbackType.UPDATE_MESSAGE
    assert click.message is table is fake.message(table.id) and table.version == 1
    assert table.content == "Players: alice"
    assert table.attachment(0).data == BOARD_PNG  # an edit keeps what it does not change
    assert table.labels() == ["Join", "Close", "Rules"]


async def test_select_menu_picks_by_value_or_label(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    table = (await alice.slash("play", game="luxor")).message
    assert table is not None
    await alice.select(table, "Pick a seat", "2")
    assert table.content == "Seat 2 chosen"
    await alice.select(table, "table:seat", "Seat 3")
    assert table.content == "Seat 3 chosen"


async def test_deferred_update_then_edit_original(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    table = (await alice.slash("play", game="luxor")).message
    assert table is not None
    click = await alice.click(table, "Rules")
    assert click.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE
    assert await click.answered() is table
    assert table.content == "Rules: be nice"


async def test_thinking_defer_is_filled_by_the_first_follow_up(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    reply = await alice.slash("think")
    assert reply.callback_type is CallbackType.DEFERRED_CHANNEL_MESSAGE
    answer = await reply.answered()
    assert answer is reply.original and not answer.loading
    assert answer.content == "Thought about it" and answer.attachment(0).data == BOARD_PNG
    await fake.wait_for(lambda: len(reply.followups) == 1)
    assert [m.content for m in fake.channel_messages()] == [
        "Thought about it",
        "And one more thing",
    ]
    assert reply.answer_seconds is not None and reply.answer_seconds >= (reply.ack_seconds or 0)


async def test_persistent_dynamic_buttons_answer_ephemerally(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    board = (await alice.slash("seats")).message
    assert board is not None
    answer = await alice.click(board, "seat:2")
    assert answer.ephemeral and answer.message is not None
    assert answer.message.content == "Seat 2 is yours"
    assert alice.ephemerals() == [answer.message]


async def test_modal_opens_and_its_submission_is_answered(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    opened = await alice.slash("rename")
    assert opened.callback_type is CallbackType.MODAL and opened.modal is not None
    assert opened.modal["title"] == "Rename the table"
    submitted = await alice.submit(opened, **{"New name": "Dragons"})
    assert submitted.message is not None and submitted.message.content == "Renamed to Dragons"


async def test_autocomplete_returns_the_bot_choices(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    choices = await alice.autocomplete("rules", "topic", "s")
    assert [c["value"] for c in choices] == ["setup", "scoring"]
    reply = await alice.slash("rules", topic="setup")
    assert reply.message is not None and reply.message.content == "Rules about setup"


async def test_several_guilds_and_channels(fake: FakeDiscord, connected_bot: SampleBot) -> None:
    other = fake.create_guild("Other Server", preferred_locale="es-ES")
    lobby = fake.create_channel(fake.guild, "lobby")
    alice = fake.user("alice")
    carla = fake.user("carla", guild=other)
    alice_abroad = fake.join(alice, other)
    await fake.wait_for(lambda: connected_bot.get_guild(other.id) is not None)
    assert (await alice_abroad.slash("ping")).message is not None
    in_lobby = await alice.at(lobby).slash("ping")
    assert in_lobby.message is not None and in_lobby.message.channel_id == lobby.id
    abroad = await carla.slash("play", game="luxor")
    assert abroad.message is not None and abroad.message.guild_id == other.id
    assert "(server locale es-ES)" in abroad.message.content
    assert fake.channel_messages(lobby) == [in_lobby.message]
    assert fake.channel_messages() == []
    assert isinstance(connected_bot.get_channel(lobby.id), discord.TextChannel)


async def test_interaction_webhook_routes_reach_only_that_interactions_messages(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    first, other = await alice.slash("ping"), await alice.slash("ping")
    assert first.message is not None and other.message is not None
    base = f"{fake.api_base}/webhooks/{fake.application_id}/{first.token}/messages"
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{base}/@original") as response:
            assert (await response.json())["content"] == "pong"
        async with session.patch(f"{base}/@original", json={"content": "edited"}) as response:
            assert response.status == 200
        async with session.get(f"{base}/{other.message.id}") as response:
            assert (await response.json())["code"] == 10008
        async with session.delete(f"{base}/{first.message.id}") as response:
            assert response.status == 204
    assert first.message.deleted and first.message.version == 1
    assert fake.channel_messages() == [other.message]


async def test_many_games_at_once_each_in_its_own_channel(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    """The shape of a load benchmark: concurrent tables, each with its own players."""

    async def game(table: int) -> list[float]:
        channel = fake.create_channel(fake.guild, f"table-{table}")
        host, *guests = (fake.user(f"p{table}-{seat}").at(channel) for seat in range(3))
        start = await host.slash("play", game="luxor")
        assert start.message is not None
        clicks = [await guest.click(start.message, "Join") for guest in guests]
        return [c.answer_seconds or 0.0 for c in (start, *clicks)]

    latencies = await asyncio.gather(*(game(n) for n in range(20)))
    assert len([s for table in latencies for s in table]) == 60
    assert fake.errors == [] and fake.failed_interactions == []
    assert len(fake.interactions.all) == 60


async def test_interaction_tokens_expire_after_15_minutes_of_the_fakes_clock(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    reply = await alice.slash("think")
    await reply.answered()
    await fake.wait_for(lambda: len(reply.followups) == 1)
    base = f"{fake.api_base}/webhooks/{fake.application_id}/{reply.token}/messages"
    follow_up = reply.followups[0].id
    async with aiohttp.ClientSession() as session:
        fake.advance(14 * 60)
        async with session.patch(f"{base}/@original", json={"content": "still mine"}) as response:
            assert response.status == 200
        fake.advance(61)  # 15 minutes and a second after the interaction
        for target in ("@original", str(follow_up)):
            async with session.patch(f"{base}/{target}", json={"content": "late"}) as response:
                assert response.status == 401
                assert (await response.json())["code"] == 50027  # Invalid Webhook Token
    assert reply.original is not None and reply.original.content == "still mine"
    assert fake.message(follow_up).content == "And one more thing"
