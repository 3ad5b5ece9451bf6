"""The lobby: the host removes any seat, chooses a clock; lobbies expire; /settings defaults."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from discord import Permissions

from tests.bot.clocks import assert_counts_down
from tests.bot.driver import custom_id, settle

pytestmark = pytest.mark.usefixtures("stamps")


def seats_shown(message) -> list[str]:
    return message.embeds[0]["fields"][0]["value"].splitlines()


def field(message, name: str) -> str:
    return next(f["value"] for f in message.embeds[0]["fields"] if f["name"] == name)


async def lobby_of_four(fake, table_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    lobby = (await alice.slash("play", game="capital-lux")).message
    for user in (bob, carol):
        await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await alice.select(lobby, custom_id(lobby, "addbot:"), "hard")).answered()
    await settle(table_bot)
    return alice, bob, carol, lobby


async def test_the_host_removes_a_chosen_seat_and_others_may_not(fake, table_bot):
    alice, bob, carol, lobby = await lobby_of_four(fake, table_bot)
    menu = custom_id(lobby, "unseat:")
    options = next(c for c in lobby.interactive_components() if c["custom_id"] == menu)["options"]
    assert [o["label"] for o in options] == ["2. Bob", "3. Carol", "4. Bot 1 (Hard)"]
    refused = await (await bob.select(lobby, menu, "2")).answered()
    assert refused.ephemeral and refused.content == "Only the host can remove a seat."
    await (await alice.select(lobby, menu, "1")).answered()  # Bob, in the middle
    await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert [(s.seat, s.user_id, s.ai_level) for s in record.seats] == [
        (0, alice.id, None),
        (1, carol.id, None),
        (2, None, "hard"),
    ]
    assert seats_shown(fake.message(lobby.id)) == ["1. Alice", "2. Carol", "3. Bot 1 (Hard)"]


async def test_a_removal_chosen_on_an_outdated_lobby_changes_nothing(fake, table_bot):
    alice, bob, carol, lobby = await lobby_of_four(fake, table_bot)
    stale = fake.message(lobby.id).components  # the menu as Alice saw it
    stale_menu = custom_id(lobby, "unseat:")
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":leave"))).answered()
    await settle(table_bot)
    message = fake.store.messages[lobby.id]
    current, message.components = message.components, stale
    try:
        answer = await (await alice.select(lobby, stale_menu, "2")).answered()
    finally:
        message.components = current
    assert answer.content.startswith("The seats changed meanwhile")
    assert len((await table_bot.store.games.get(1)).seats) == 3


async def test_the_host_sets_the_clock_from_the_server_default(fake, table_bot):
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    answer = await (await admin.slash("settings clock", clock=3600)).answered()
    assert answer.content == "New tables in this server get: 1 hour per decision."
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="luxor")).message
    assert (await table_bot.store.games.get(1)).clock_seconds == 3600
    assert field(lobby, "Clock") == "1 hour per decision"
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    refused = await (await bob.select(lobby, custom_id(lobby, "clock:"), "120")).answered()
    assert refused.content == "Only the host can set the clock."
    await (await alice.select(lobby, custom_id(lobby, "clock:"), "600")).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(1)).clock_seconds == 600
    assert field(fake.message(lobby.id), "Clock") == "10 minutes per decision"
    await (await alice.select(lobby, custom_id(lobby, "clock:"), "0")).answered()
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert (record.status, record.clock_seconds) == ("running", None)


async def test_a_lobby_expires_and_a_late_click_is_told_so(fake, table_bot):
    now = [time.time()]
    table_bot.clock = SimpleNamespace(now=lambda: now[0], monotonic=lambda: now[0])
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="luxor")).message
    record = await table_bot.store.games.get(1)
    assert record.lobby_expires == now[0] + 30 * 60
    assert_counts_down(field(lobby, "Closes unless started"), fake, 1800)
    now[0] += 20 * 60  # within the hour Discord lets messages be edited
    await (await alice.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(1)).lobby_expires == now[0] + 30 * 60, "pushed forward"
    now[0] += 31 * 60
    late = await (await bob.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    assert late.ephemeral and late.content.startswith("This table expired")
    await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert record.status == "cancelled" and len(record.seats) == 2
    closed = fake.message(lobby.id)
    assert closed.embeds[0]["description"] == "This table closed: nobody started it in time."
    assert closed.labels() == []
    again = (await bob.slash("play", game="luxor")).message
    assert not again.ephemeral, "the channel is free"


async def test_threads_can_be_turned_off_by_server_managers_only(fake, table_bot):
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    answer = await (await admin.slash("settings threads", enabled=0)).answered()
    assert answer.content.startswith("New tables open in the channel itself")
    assert await table_bot.store.settings.guild_defaults(fake.guild.id) == (None, False)
    await (await admin.slash("settings threads", enabled=1)).answered()
    assert await table_bot.store.settings.guild_defaults(fake.guild.id) == (None, True)
