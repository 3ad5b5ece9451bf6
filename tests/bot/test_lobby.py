"""/play and the lobby: who may do what, player counts, one game per channel."""

from __future__ import annotations

import pytest
from discord import Permissions

from tests.bot.driver import start_game

pytestmark = pytest.mark.usefixtures("stamps")


def description(message) -> str:
    return message.embeds[0].get("description", "")


async def answer(interaction) -> str:
    message = await interaction.answered()
    return message.content or description(message)


async def test_the_lobby_shows_game_host_seats_and_buttons(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="luxor")).message
    assert not lobby.ephemeral
    assert lobby.labels() == ["Join", "Leave", "Start", "Cancel", "💡 Hints: off"]
    embed = lobby.embeds[0]
    assert embed["title"] == "Luxor — new table" and "2–4 players" in embed["description"]
    await (await bob.click(lobby, "Join")).answered()
    menu = next(c for row in lobby.components for c in row["components"] if c["type"] == 3)
    assert [option["label"] for option in menu["options"]] == ["Easy", "Normal", "Hard", "Expert"]
    await (await alice.select(lobby, "Add a bot…", "easy")).answered()
    await (await alice.select(lobby, "Add a bot…", "hard")).answered()
    seats = fake.message(lobby.id).embeds[0]["fields"][0]
    assert seats["name"] == "Seats (4/4)"
    assert seats["value"] == "1. Alice\n2. Bob\n3. Bot 1 (Easy)\n4. Bot 2 (Hard)"


async def test_only_the_host_starts_and_only_with_enough_players(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="mausoleum")).message
    assert await answer(await alice.click(lobby, "Start")) == (
        "Guardians of the Mausoleum needs 2–4 players."
    )
    await (await bob.click(lobby, "Join")).answered()
    assert await answer(await bob.click(lobby, "Start")) == "Only the host can start the game."
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert record.status == "lobby"


async def test_a_full_lobby_refuses_more_players_and_joining_twice(fake, table_bot):
    host = fake.user("host")
    lobby = (await host.slash("play", game="capital-lux")).message
    for _ in range(3):
        await (await host.select(lobby, "Add a bot…", "easy")).answered()
    late = fake.user("late")
    assert await answer(await late.click(lobby, "Join")) == "This table is full."
    assert await answer(await host.click(lobby, "Join")) == "You already have a seat at this table."


async def test_leaving_frees_the_seat_and_the_host_leave_removes_the_last_bot(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="luxor")).message
    await (await bob.click(lobby, "Join")).answered()
    await (await alice.select(lobby, "Add a bot…", "easy")).answered()
    await (await bob.click(lobby, "Leave")).answered()
    await (await alice.click(lobby, "Leave")).answered()
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert [s.name for s in record.seats] == ["Alice"]
    assert await answer(await alice.click(lobby, "Leave")) == (
        "As the host, cancel the table instead of leaving it."
    )


async def test_cancel_by_host_or_moderator_only(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    mod = fake.user("mod", permissions=Permissions(manage_messages=True))
    lobby = (await alice.slash("play", game="luxor")).message
    assert await answer(await bob.click(lobby, "Cancel")) == (
        "Only the host or a moderator can cancel this table."
    )
    await (await mod.click(lobby, "Cancel")).answered()
    assert description(fake.message(lobby.id)) == "This table was cancelled."
    assert fake.message(lobby.id).labels() == []
    assert await table_bot.store.games.open_game_in_channel(fake.channel.id) is None


async def test_one_open_game_per_channel_but_players_may_play_elsewhere(fake, table_bot):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    again = await (await alice.slash("play", game="mausoleum")).answered()
    assert again.ephemeral
    assert again.content.startswith("This channel already has a game: https://discord.com/")
    assert again.content.endswith(f"/{lobby.id}")
    other = fake.create_channel(fake.guild, "second-table")
    elsewhere = (await alice.at(other).slash("play", game="mausoleum")).message
    assert elsewhere.channel_id == other.id and not elsewhere.ephemeral


async def test_missing_channel_permissions_are_explained_and_nothing_is_created(fake, table_bot):
    fake.set_bot_permissions(deny=Permissions(attach_files=True))
    alice = fake.user("alice")
    reply = await (await alice.slash("play", game="luxor")).answered()
    assert reply.ephemeral
    assert reply.content == (
        "I cannot run a game here: I need these permissions in this channel: Attach Files."
    )
    assert await table_bot.store.games.open_game_in_channel(fake.channel.id) is None
    assert [m for m in fake.channel_messages() if not m.ephemeral] == []


async def test_a_table_that_cannot_be_posted_leaves_the_lobby_as_it_was(fake, table_bot):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="mausoleum")).message
    await (await alice.select(lobby, "Add a bot…", "easy")).answered()
    fake.set_bot_permissions(deny=Permissions(send_messages=True))
    await (await alice.click(lobby, "Start")).answered()
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert record.status == "lobby" and record.state is None
    warning = alice.ephemerals()[-1]
    assert "Send Messages" in warning.content


async def test_start_turns_the_lobby_message_into_the_table(fake, table_bot):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=1)
    assert table.id == fake.channel_messages()[0].id, "no second message: no orphan possible"
    assert table.labels() == ["My hand / My turn", "Log"]
    assert table.embeds[0]["title"] == "Guardians of the Mausoleum · table #1"
    assert table.attachments and table.attachments[0].filename == "table.png"
