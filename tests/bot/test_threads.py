"""Tables in threads: /play opens a public thread per table (where the bot may), links to it
from the channel, and un-archives it when the game speaks; a channel hosts many games."""

from __future__ import annotations

import random

import pytest
from discord import Permissions

from locales import translate
from tests.bot.driver import (
    catch_up_during,
    choose,
    custom_id,
    open_hand,
    play_to_the_end,
    settle,
)

pytestmark = [pytest.mark.usefixtures("stamps"), pytest.mark.threads]


def public(fake, channel=None):
    return [m for m in fake.channel_messages(channel) if m.ephemeral_for is None]


async def play_in_thread(fake, bot, host, game: str):
    """/play in the channel: returns the link line, the thread and its lobby message."""
    known = {t.id for t in fake.threads()}
    link = await (await host.slash("play", game=game)).answered()
    (thread,) = [t for t in fake.threads() if t.id not in known]
    await settle(bot)
    return link, thread, public(fake, thread)[0]


async def start_in_thread(fake, bot, host, game: str, bots: int = 1):
    link, thread, lobby = await play_in_thread(fake, bot, host, game)
    for _ in range(bots):
        await (await host.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    record = await bot.store.games.open_game_in_channel(thread.id)
    return link, thread, record


async def test_play_opens_the_table_in_a_thread_linked_from_the_channel(fake, table_bot):
    alice = fake.user("alice")
    link, thread, lobby = await play_in_thread(fake, table_bot, alice, "luxor")
    assert (thread.name, thread.parent_id, thread.type) == ("Luxor #1", fake.channel.id, 11)
    assert link.content == f"<@{alice.id}> opened a Luxor table (#1): <#{thread.id}>"
    assert not link.ephemeral and link.notified == set(), "the link pings nobody"
    assert lobby.labels()[:2] == ["Join", "Leave"]
    record = await table_bot.store.games.get(1)
    assert (record.channel_id, record.parent_channel_id) == (thread.id, fake.channel.id)
    assert (record.message_id, record.link_message_id) == (lobby.id, link.id)
    assert [m.id for m in public(fake)] == [link.id], "the channel holds only the link"


async def test_two_tables_in_two_threads_of_one_channel_at_once(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    _, first, one = await start_in_thread(fake, table_bot, alice, "capital-lux")
    _, second, two = await start_in_thread(fake, table_bot, bob, "mausoleum")
    assert first.id != second.id and (one.status, two.status) == ("running", "running")
    assert len(public(fake)) == 2, "two link lines, nothing else in the channel"
    await play_to_the_end(fake, table_bot, [alice], one.id)
    await play_to_the_end(fake, table_bot, [bob], two.id)
    for thread, record, user in ((first, one, alice), (second, two, bob)):
        record = await table_bot.store.games.get(record.id)
        assert record.status == "finished"
        shown = public(fake, thread)
        assert [m.id for m in shown][0] == record.message_id
        assert shown[-1].content.startswith("Game over") and user.id in shown[-1].notified
        assert not any("your move" in m.content for m in shown), "no stale ping"


@pytest.mark.parametrize("step", ["create_lobby", "set_lobby_options"])
async def test_a_catch_up_meeting_a_thread_lobby_before_its_thread_leaves_it_open(
    fake, table_bot, step
):
    """Until its thread exists a thread lobby's row names no channel, which a crash leftover
    also does: the catch-up must know this one is /play's, still at work."""
    alice = fake.user("alice")
    met = catch_up_during(table_bot, step)
    _, thread, lobby = await play_in_thread(fake, table_bot, alice, "luxor")
    assert met == [1]
    record = await table_bot.store.games.get(1)
    assert (record.status, record.channel_id, record.message_id) == ("lobby", thread.id, lobby.id)


async def test_one_game_per_thread_and_a_deleted_lobby_never_blocks(fake, table_bot):
    alice = fake.user("alice")
    _, thread, lobby = await play_in_thread(fake, table_bot, alice, "luxor")
    here = alice.at(thread)
    busy = await (await here.slash("play", game="luxor")).answered()
    assert busy.ephemeral and busy.content.endswith(f"/{thread.id}/{lobby.id}")
    fake.message(lobby.id).deleted = True  # deleted while the bot was not looking
    again = (await here.slash("play", game="mausoleum")).message
    assert not again.ephemeral and again.channel_id == thread.id, "a new lobby in this thread"
    assert len(fake.threads()) == 1
    other = await (await alice.slash("play", game="luxor")).answered()
    assert not other.ephemeral and len(fake.threads()) == 2, "the channel is never busy"
    await settle(table_bot)


async def test_without_the_thread_permission_or_with_threads_off_tables_stay_in_the_channel(
    fake, table_bot
):
    alice = fake.user("alice")
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    fake.set_bot_permissions(deny=Permissions(create_public_threads=True))
    lobby = (await alice.slash("play", game="luxor")).message
    assert lobby.embeds and lobby.channel_id == fake.channel.id and fake.threads() == []
    fake.set_bot_permissions()  # allowed again
    await (await admin.slash("settings threads", enabled=0)).answered()
    elsewhere = fake.create_channel(fake.guild, "other")
    lobby = (await alice.at(elsewhere).slash("play", game="luxor")).message
    assert lobby.embeds and lobby.channel_id == elsewhere.id and fake.threads(elsewhere) == []
    record = await table_bot.store.games.get(2)
    assert (record.channel_id, record.parent_channel_id) == (elsewhere.id, None)


async def test_an_archived_thread_is_unarchived_when_the_game_speaks(fake, table_bot):
    alice = fake.user("alice")
    _, thread, record = await start_in_thread(fake, table_bot, alice, "capital-lux")
    table = fake.message(record.message_id)
    before = table.version
    fake.archive_thread(thread)
    hand = await open_hand(alice, table)
    rng = random.Random(2)
    while hand is not None:
        hand = await choose(alice, hand, rng)
    await settle(table_bot)
    assert not thread.archived
    assert fake.message(record.message_id).version > before, "the table was redrawn"
    assert any(r.route == "PATCH /channels/{channel_id}" for r in fake.requests)


async def test_a_game_command_in_the_channel_names_the_thread_of_the_table(fake, table_bot):
    """/hand and /game … act on the table of the channel they are used in. Where tables open in
    threads the channel itself has none: the user is told which thread holds theirs (any
    table's, when they sit at none), instead of being told to start a game."""
    alice, bob = fake.user("alice"), fake.user("bob")
    _, first, _ = await start_in_thread(fake, table_bot, alice, "luxor")
    _, second, _ = await start_in_thread(fake, table_bot, bob, "mausoleum")
    told = await (await alice.slash("hand")).answered()
    assert told.ephemeral and told.content == translate(
        "en-US", "error-game-in-thread", {"threads": f"<#{first.id}>"}
    )
    carla = fake.user("carla")
    told = await (await carla.slash("game status")).answered()
    assert told.content.endswith(f"<#{second.id}>, <#{first.id}>"), "the newest first"
    in_thread = await (await alice.at(first).slash("hand")).answered()
    assert in_thread.attachments, "in the thread, the command acts on its table"


async def test_threads_turned_off_mid_game_leave_both_tables_playable_and_each_user_pointed_right(
    fake, table_bot
):
    """An admin turns /settings threads off while a table runs in a thread: that game goes on
    in its thread, the next /play opens a table in the channel itself, and a player of the
    thread's table who uses /hand in the channel is told where their table is (not that they
    are not in the channel's game as if they had none)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    _, thread, in_thread = await start_in_thread(fake, table_bot, alice, "capital-lux")
    await (await admin.slash("settings threads", enabled=0)).answered()
    lobby = (await bob.slash("play", game="luxor")).message
    assert lobby.channel_id == fake.channel.id and len(fake.threads()) == 1
    await (await bob.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    told = await (await alice.slash("hand")).answered()
    assert told.content == translate(
        "en-US", "error-seat-in-thread", {"threads": f"<#{thread.id}>"}
    )
    told = await (await alice.slash("game leave")).answered()
    assert told.content.endswith(f"<#{thread.id}>")
    assert (await (await bob.slash("hand")).answered()).attachments, "bob's table is here"
    carla = fake.user("carla")
    told = await (await carla.slash("hand")).answered()
    assert told.content == translate("en-US", "error-not-seated"), "a table here, none of hers"
    hand = await (await alice.at(thread).slash("hand")).answered()
    await choose(alice, hand, random.Random(4))
    await settle(table_bot)
    assert (await table_bot.store.games.get(in_thread.id)).version > in_thread.version
