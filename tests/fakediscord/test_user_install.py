"""A user-installed app: group DMs, DMs with the bot and servers without the bot (see installs)."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from .errors import FakeDiscordUsageError
from .fake import FakeDiscord
from .interactions import TOKEN_LIFETIME
from .permissions import Permission
from .sample_bot import SampleBot
from .users import FakeUser

PRIVATE_APP = Permission.ATTACH_FILES | Permission.EMBED_LINKS | Permission.MENTION_EVERYONE


def group_of_three(fake: FakeDiscord) -> tuple[FakeUser, FakeUser, FakeUser]:
    """Alice (who installed the app), Bob and Carol in a group DM; Alice acts first."""
    alice = fake.user("alice", installed=True)
    bob, carol = fake.user("bob"), fake.user("carol")
    alice_there = fake.group_dm(alice, bob, carol, name="board games")
    return alice_there, bob.at(alice_there.channel), carol.at(alice_there.channel)


def error_codes(fake: FakeDiscord, route: str) -> list[tuple[int, int | None]]:
    return [(e.status, e.code) for e in fake.errors if e.route == route]


async def test_group_dm_command_reaches_the_bot_with_its_context_and_owner(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob, carol = group_of_three(fake)
    reply = await alice.slash("where")
    assert reply.message is not None and not reply.ephemeral
    assert reply.message.content == "group DM, GroupChannel, installs [1]"
    payload = reply.payload
    assert payload["context"] == 2
    assert payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert int(payload["app_permissions"]) == PRIVATE_APP
    assert "guild_id" not in payload and "member" not in payload
    assert payload["user"]["id"] == str(alice.id)
    assert [u["id"] for u in payload["channel"]["recipients"]] == [
        str(u.id) for u in (alice, bob, carol)
    ]
    assert fake.channel_messages(alice.channel) == [reply.message]
    assert reply.message.guild_id is None and "guild_id" not in reply.message.payload()
    assert connected_bot.get_channel(alice.channel.id) is None  # it heard nothing else of it


async def test_group_dm_shows_only_the_commands_registered_for_it(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob, _ = group_of_three(fake)
    with pytest.raises(FakeDiscordUsageError, match="not installed for this user"):
        await bob.slash("where")  # Bob did not install the app
    with pytest.raises(FakeDiscordUsageError, match="not installed for this user"):
        await alice.slash("ping")  # installed to servers only
    with pytest.raises(FakeDiscordUsageError, match="not registered for a group DM"):
        await alice.slash("seats")  # user-installable, but for servers only
    assert fake.interactions.all == []
    fake.install_app(bob)
    assert (await bob.slash("where")).payload["authorizing_integration_owners"] == {
        "1": str(bob.id)
    }


async def test_group_dm_channel_routes_answer_missing_access_and_the_token_still_works(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, _, _ = group_of_three(fake)
    reply = await alice.slash("post")
    answer = await reply.answered()
    assert answer.content == "Cannot post here (50001)" and answer.ephemeral
    (failure,) = connected_bot.failures
    assert isinstance(failure, discord.Forbidden) and failure.status == 403
    assert error_codes(fake, "POST /channels/{channel_id}/messages") == [(403, 50001)]
    channel = connected_bot.get_partial_messageable(alice.channel.id)
    with pytest.raises(discord.Forbidden) as caught:
        await channel.fetch_message(answer.id)
    assert caught.value.code == 50001
    with pytest.raises(discord.Forbidden):
        await anext(channel.history(limit=5))
    table = (await alice.slash("where")).message
    assert table is not None
    message = channel.get_partial_message(table.id)
    for attempt in (
        message.edit(content="edited"),
        message.delete(),
        connected_bot.http.start_thread_without_message(
            alice.channel.id, name="a thread", auto_archive_duration=1440, type=11
        ),
    ):
        with pytest.raises(discord.Forbidden) as caught:
            await attempt
        assert caught.value.code == 50001
    assert table.version == 0 and not table.deleted and fake.threads(alice.channel) == []
    assert fake.channel_messages(alice.channel) == [table]


async def test_group_dm_click_by_another_recipient_carries_the_installers_owner(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, bob, _ = group_of_three(fake)
    table = (await alice.slash("where")).message
    assert table is not None
    click = await bob.click(table, "Join")
    assert click.payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert click.payload["user"]["id"] == str(bob.id)
    assert table.content == "Players: bob"
    dave = fake.user("dave")
    with pytest.raises(FakeDiscordUsageError, match="cannot see"):
        await dave.click(table, "Join")


async def test_group_dm_answers_go_on_with_new_tokens_after_15_minutes(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    """The old token dies (401 50027) 15 minutes after its interaction; a click on the message
    brings a fresh one that updates it: how a table lives where the bot is not a member."""
    alice, bob, _ = group_of_three(fake)
    reply = await alice.slash("where")
    assert reply.message is not None
    webhook = f"{fake.api_base}/webhooks/{fake.application_id}/{reply.token}"
    fake.advance(TOKEN_LIFETIME + 1)
    async with aiohttp.ClientSession() as session:
        async with session.patch(f"{webhook}/messages/@original", json={"content": "x"}) as late:
            assert (late.status, (await late.json())["code"]) == (401, 50027)
        async with session.post(webhook, json={"content": "too late"}) as late:
            assert (late.status, (await late.json())["code"]) == (401, 50027)
    click = await bob.click(reply.message, "Join")
    assert click.callback_type is not None and reply.message.content == "Players: bob"


async def test_group_dm_token_edits_only_its_own_interactions_messages(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    """A token edits its reply (for a click: the message it updated) and its follow-ups; a
    message made through another interaction is Unknown Message to it (see
    ``Interactions.webhook_message``)."""
    alice, bob, _ = group_of_three(fake)
    first = await alice.slash("where")
    assert first.message is not None
    other = await alice.slash("where")
    assert other.message is not None
    click = await bob.click(first.message, "Join")
    base = f"{fake.api_base}/webhooks/{fake.application_id}"
    async with aiohttp.ClientSession() as session:
        for token, message, expected in (
            (click.token, first.message.id, 200),  # the message it clicked
            (other.token, other.message.id, 200),  # its own reply, by id
            (other.token, first.message.id, 404),  # another interaction's
            (click.token, other.message.id, 404),
        ):
            url = f"{base}/{token}/messages/{message}"
            async with session.patch(url, json={"content": "edited"}) as answer:
                assert answer.status == expected
                if expected == 404:
                    assert (await answer.json())["code"] == 10008


async def test_user_install_follow_ups_are_limited_to_five_where_the_bot_is_absent(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, _, _ = group_of_three(fake)
    reply = await alice.slash("echoes", count=6)
    await fake.wait_for(lambda: connected_bot.failures)
    assert [m.content for m in reply.followups] == [f"echo {n}" for n in range(1, 6)]
    (failure,) = connected_bot.failures
    assert (failure.status, failure.code) == (400, 40094)


async def test_user_install_follow_ups_are_not_limited_where_the_server_installed_the_app(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice", installed=True)
    reply = await alice.slash("echoes", count=6)
    assert reply.payload["authorizing_integration_owners"] == {
        "0": str(fake.guild.id),
        "1": str(alice.id),
    }
    await fake.wait_for(lambda: len(reply.followups) == 6)
    assert connected_bot.failures == []


async def test_user_install_in_a_server_without_the_bot(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    elsewhere = fake.create_guild("Elsewhere", bot=False)
    alice = fake.join(fake.user("alice", installed=True), elsewhere)
    reply = await alice.slash("where")
    assert reply.message is not None and not reply.message.ephemeral
    assert reply.message.content == "server, TextChannel, installs [1]"
    assert reply.payload["context"] == 0 and reply.payload["guild_id"] == str(elsewhere.id)
    assert reply.payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    everyone = elsewhere.everyone_permissions_in(alice.channel)
    assert int(reply.payload["app_permissions"]) == everyone | Permission.ATTACH_FILES
    assert connected_bot.get_guild(elsewhere.id) is None  # it heard no GUILD_CREATE
    answer = await (await alice.slash("post")).answered()
    assert answer.content == "Cannot post here (50001)"
    with pytest.raises(discord.Forbidden) as caught:
        await connected_bot.fetch_guild(elsewhere.id)
    assert caught.value.code == 50001
    with pytest.raises(FakeDiscordUsageError, match="not installed for this user"):
        await alice.slash("ping")


async def test_user_install_answers_are_ephemeral_where_external_apps_are_not_allowed(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    strict = fake.create_guild("Strict", bot=False)
    fake.set_everyone_permissions(deny=Permission.USE_EXTERNAL_APPS, guild=strict)
    alice = fake.join(fake.user("alice", installed=True), strict)
    reply = await alice.slash("echoes", count=2)
    await fake.wait_for(lambda: len(reply.followups) == 2)
    assert all(m.ephemeral for m in (reply.message, *reply.followups) if m is not None)
    assert fake.channel_messages(alice.channel) == []
    assert len(alice.ephemerals()) == 3
    # Where the server installed the app, its own permission settings apply, not this one.
    fake.set_everyone_permissions(deny=Permission.USE_EXTERNAL_APPS)
    at_home = await fake.user("bob", installed=True).slash("where")
    assert at_home.message is not None and not at_home.message.ephemeral


async def test_user_install_in_a_dm_with_the_bot(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.dm(fake.user("alice", installed=True))
    reply = await alice.slash("where")
    assert reply.message is not None
    assert reply.message.content == "bot DM, DMChannel, installs [0, 1]"
    assert reply.payload["authorizing_integration_owners"] == {"0": "0", "1": str(alice.id)}
    app = int(reply.payload["app_permissions"])
    assert app == PRIVATE_APP | Permission.USE_EXTERNAL_EMOJIS
    answer = await (await alice.slash("post")).answered()
    assert answer.content == "Posted"  # the bot is a recipient of its own DMs
    assert [m.content for m in fake.channel_messages(alice.channel)] == [
        reply.message.content,
        "A board",
    ]


async def test_user_install_contexts_are_stored_and_validated_at_sync(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    stored = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert (stored["where"]["integration_types"], stored["where"]["contexts"]) == (
        [0, 1],
        [0, 1, 2],
    )
    assert (stored["seats"]["integration_types"], stored["seats"]["contexts"]) == ([0, 1], [0])
    assert (stored["ping"]["integration_types"], stored["ping"]["contexts"]) == ([0], None)
    for mistake, where in (
        ({"integration_types": [2]}, "0.integration_types.0"),
        ({"contexts": [0, 3]}, "0.contexts.1"),
        ({"contexts": [1, 1]}, "0.contexts.1"),
        ({"integration_types": []}, "0.integration_types"),
    ):
        command = {"name": "broken", "description": "A command", "type": 1, **mistake}
        with pytest.raises(discord.HTTPException) as caught:
            await connected_bot.http.bulk_upsert_global_commands(fake.application_id, [command])
        assert (caught.value.status, caught.value.code) == (400, 50035)
        assert f"In {where}" in caught.value.text


async def test_group_dm_modal_submission_keeps_the_commands_owner(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice, _, _ = group_of_three(fake)
    opened = await alice.slash("rename")
    submitted = await alice.submit(opened, **{"New name": "Dragons"})
    assert submitted.payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert submitted.payload["context"] == 2
    assert submitted.message is not None and submitted.message.content == "Renamed to Dragons"
    assert fake.channel_messages(alice.channel) == [submitted.message]
