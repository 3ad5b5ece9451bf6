"""Rematch: the final table offers it; one new lobby with the same game, clock and bots, the
clicker as host, the other players invited; refusals are clear and change nothing."""

from __future__ import annotations

import random

import pytest
from discord import Permissions

from tests.bot.driver import custom_id, settle
from tests.bot.test_channel_truth import forged

pytestmark = pytest.mark.usefixtures("stamps")


async def finish(bot, game_id: int) -> None:
    """Every pending seat decides at random (through the same path as the AI) to the end; the
    channel is brought up to date once, at the end."""
    rng = random.Random(game_id)
    bot.service.on_change = lambda game_id: None
    await bot.service.ai_runners.stop()
    while True:
        loaded = await bot.service.load(game_id)
        if loaded.record.status != "running":
            break
        seat, prompt = min(loaded.pending().items())
        await bot.service.decide(
            game_id,
            user_id=None,
            seat=seat,
            version=loaded.record.version,
            option=rng.randrange(len(prompt.options)),
        )
    bot.service.on_change = bot.sync.request
    bot.sync.request(game_id)
    await settle(bot)


async def finished_table(fake, bot, users, clock: str = "600"):
    host = users[0]
    lobby = (await host.slash("play", game="capital-lux")).message
    for user in users[1:]:
        await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    for level in ("hard", "easy"):
        await (await host.select(lobby, custom_id(lobby, "addbot:"), level)).answered()
    await (await host.select(lobby, custom_id(lobby, "clock:"), clock)).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    await finish(bot, 1)
    record = await bot.store.games.get(1)
    assert record.status == "finished"
    return fake.message(record.message_id)


async def test_rematch_opens_one_lobby_with_the_same_game_clock_and_bots(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await finished_table(fake, table_bot, [alice, bob])
    assert table.labels() == ["Log", "Rematch"]
    opened = await (await bob.click(table, "Rematch")).answered()
    assert opened.ephemeral and opened.content.startswith("Rematch opened: ")
    await settle(table_bot)
    old, new = await table_bot.store.games.get(1), await table_bot.store.games.get(2)
    assert old.rematch_id == 2
    assert (new.status, new.game, new.host_id, new.clock_seconds) == (
        "lobby",
        "capital-lux",
        bob.id,
        600,
    )
    assert [(s.user_id, s.ai_level) for s in new.seats] == [
        (bob.id, None),
        (None, "hard"),
        (None, "easy"),
    ]
    assert new.channel_id == fake.channel.id and opened.content.endswith(f"/{new.message_id}")
    invite = fake.last_message()
    assert invite.notified == {alice.id} and "opened a rematch" in invite.content
    lobby = fake.message(new.message_id)
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(2)).status == "running"

    again = await (await alice.click(table, "Rematch")).answered()
    assert again.content == f"This game already has a rematch: {opened.content.split(' ')[-1]}"
    assert await table_bot.store.games.get(3) is None, "one rematch per game"


async def test_rematch_refusals_change_nothing(fake, table_bot):
    alice, carol = fake.user("alice"), fake.user("carol")
    table = await finished_table(fake, table_bot, [alice])
    refused = await (await carol.click(table, "Rematch")).answered()
    assert refused.content == "Only the players of this game can start a rematch."
    assert (await table_bot.store.games.get(1)).rematch_id is None

    mod = fake.user("mod", permissions=Permissions(manage_messages=True))
    other = fake.create_channel(fake.guild, "other")
    lobby = (await alice.at(other).slash("play", game="luxor")).message
    await (await alice.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    confirm = await (await mod.at(other).slash("game abandon")).answered()
    await (await mod.click(confirm, custom_id(confirm, "abandon:"))).answered()
    await settle(table_bot)
    abandoned = fake.message((await table_bot.store.games.get(2)).message_id)
    assert abandoned.labels() == [], "an abandoned game offers no rematch"
    answer = await (await forged(alice, abandoned, "rematch:2")).answered()
    assert answer.content == "Only a finished game can be played again."
    assert await table_bot.store.games.get(3) is None


async def finished_in_thread(fake, bot, host, guest):
    """A Mausoleum game of ``host``, ``guest`` and a bot, played to its end in a thread."""
    await (await host.slash("play", game="mausoleum")).answered()
    (thread,) = fake.threads()
    await settle(bot)
    lobby = fake.message((await bot.store.games.get(1)).message_id)
    await (await guest.at(thread).click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await host.at(thread).select(lobby, custom_id(lobby, "addbot:"), "normal")).answered()
    await (await host.at(thread).click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    await finish(bot, 1)
    return thread, fake.message((await bot.store.games.get(1)).message_id)


@pytest.mark.threads
async def test_a_rematch_of_a_thread_game_opens_its_own_thread_linked_from_the_channel(
    fake, table_bot
):
    """Like /play: a thread named with the new table's number, and the link line in the
    channel (the old thread, named "… #1", is not the place of table #2)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    thread, table = await finished_in_thread(fake, table_bot, alice, bob)
    here = alice.at(thread)
    fake.archive_thread(thread)
    opened = await (await here.click(table, "Rematch")).answered()
    await settle(table_bot)
    old, new = await table_bot.store.games.get(1), await table_bot.store.games.get(2)
    (_, second) = fake.threads()
    assert (second.name, second.parent_id) == ("Guardians of the Mausoleum #2", fake.channel.id)
    assert (new.channel_id, new.parent_channel_id) == (second.id, fake.channel.id)
    assert old.rematch_id == 2 and [s.ai_level for s in new.seats] == [None, "normal"]
    lobby = fake.message(new.message_id)
    assert lobby.channel_id == second.id and opened.content.endswith(f"/{second.id}/{lobby.id}")
    link = fake.last_message()
    assert link.content == (
        f"<@{alice.id}> opened a Guardians of the Mausoleum table (#2): <#{second.id}>"
    )
    assert link.notified == set() and new.link_message_id == link.id
    invite = fake.last_message(second)
    assert invite.notified == {bob.id} and "opened a rematch" in invite.content
    assert thread.archived, "the old thread is left as it was"


@pytest.mark.threads
async def test_with_threads_turned_off_a_rematch_opens_where_the_game_was(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    thread, table = await finished_in_thread(fake, table_bot, alice, bob)
    await (await admin.slash("settings threads", enabled=0)).answered()
    await (await alice.at(thread).click(table, "Rematch")).answered()
    await settle(table_bot)
    new = await table_bot.store.games.get(2)
    assert (new.channel_id, new.parent_channel_id) == (thread.id, fake.channel.id)
    assert fake.threads() == [thread] and len(fake.channel_messages()) == 1, "one link line"
