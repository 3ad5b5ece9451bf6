"""Pings that work: one new message per decision of a human, with "My turn" and a link to the
table, removed once answered; the result mentions every player; nothing stale stays behind."""

from __future__ import annotations

import random

import pytest
from discord import Permissions

from bot import create_bot
from cogs.messages import ping_view
from engine.core import get_game
from engine.core.story import states
from tests.bot.conftest import bot_settings
from tests.bot.driver import (
    choose,
    custom_id,
    cut_short,
    open_hand,
    settle,
    start_game,
)
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


def public(fake, channel=None):
    return [m for m in fake.channel_messages(channel) if m.ephemeral_for is None]


def pings(fake, channel=None):
    return [m for m in public(fake, channel) if "your move" in m.content]


def decisions(record, log, seat: int) -> int:
    """How many times ``seat`` had to decide: each run of its moves not broken by another
    seat's move is one decision (a multi-step turn is one), unless every move of the run was
    its only option, which the bot plays by itself without asking anyone."""
    game = get_game(record.game)
    replayed = states(
        game,
        len(record.seats),
        record.seed,
        record.options,
        [(action.seat, action.action) for action in log],
    )
    chosen = [
        len(game.pending(state)[action.seat].options) > 1
        for state, action in zip(replayed, log, strict=False)
    ]
    runs: list[bool] = []  # per run of ``seat``'s moves: whether one of them was a choice
    for index, action in enumerate(log):
        if action.seat != seat:
            continue
        if index == 0 or log[index - 1].seat != seat:
            runs.append(False)
        runs[-1] = runs[-1] or chosen[index]
    return sum(runs)


async def decide_once(bot, user, game_id: int, rng: random.Random) -> None:
    """``user`` makes one decision, all its steps, and stops there: a prompt that comes after
    another seat has moved is the next decision, which waits for the next ping."""
    record = await bot.store.games.get(game_id)
    message = await open_hand(user, user.fake.message(record.message_id))
    while message is not None:
        message = await choose(user, message, rng)
        if await bot.store.actions.actors_since(game_id, record.version) - {
            record.seat_of(user.id)
        }:
            return


@pytest.mark.sqlite_only  # a whole game against a hard bot: its thinking is the cost (the
# store's part of pings runs on PostgreSQL in the other tests of this file)
async def test_a_solo_game_against_a_hard_bot_pings_once_per_decision(fake, table_bot):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=["hard"])
    rng = random.Random(0)
    while (await table_bot.store.games.get(1)).status == "running":
        live = [m for m in fake.notifications(alice) if "your move" in m.content and not m.deleted]
        assert len(live) == 1, "a decision waits for alice: one ping calls her"
        await decide_once(table_bot, alice, 1, rng)
        await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert record.status == "finished"
    log = await table_bot.store.actions.action_log(1)
    calls = [m for m in fake.notifications(alice) if "your move" in m.content]
    assert len(calls) == decisions(record, log, 0) > 3, "one ping per decision, a defence included"
    assert all(m.deleted for m in calls), "every ping went once answered"
    end = [m for m in public(fake) if m.content.startswith("Game over")]
    assert [m.id for m in public(fake)] == [table.id, end[0].id], "table and result only"
    assert alice.id in end[0].notified


async def test_a_ping_has_my_turn_and_a_link_and_goes_once_answered(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await table_bot.store.games.get(1)
    ping = fake.message(record.ping_message_id)
    assert ping.labels() == ["My turn"] and not ping.embeds
    assert ping.content.endswith(f"/{fake.channel.id}/{table.id}"), "a link to the table"
    loaded = await table_bot.service.load(1)
    mover, other = (alice, bob) if 0 in loaded.pending() else (bob, alice)
    assert ping.notified == {mover.id}
    hand = await open_hand(mover, ping)  # the ping's own button opens the hand
    assert hand.ephemeral and hand.attachments
    while hand is not None:
        hand = await choose(mover, hand, random.Random(1))
    await settle(table_bot)
    assert fake.message(ping.id).deleted
    (now,) = pings(fake)
    assert now.notified == {other.id}
    assert [m.id for m in public(fake)] == [table.id, now.id]


async def test_abandoning_removes_the_call_to_act(fake, table_bot):
    alice = fake.user("alice")
    mod = fake.user("mod", permissions=Permissions(manage_messages=True))
    table = await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    assert len(pings(fake)) <= 1
    confirm = await (await mod.slash("game abandon")).answered()
    await (await mod.click(confirm, custom_id(confirm, "abandon:"))).answered()
    await settle(table_bot)
    assert pings(fake) == [] and [m.id for m in public(fake)] == [table.id]
    assert (await table_bot.store.games.get(1)).ping_message_id is None


async def test_a_ping_posted_before_a_crash_is_adopted_and_never_taken_for_the_table(
    fake, database
):
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        table = await start_game(fake, first, alice, "mausoleum", [alice, bob], bots=0)
        record = await first.store.games.get(1)
        old_ping = record.ping_message_id
        await cut_short(first, 1, "ping")  # died after sending, before saving its id
        locale = await first.public_locale(record.guild_id)
        orphan = await first.get_partial_messageable(fake.channel.id).send(
            first.sync.ping_text(record, record.ping_users, locale),
            view=ping_view(record, locale),
        )
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        record = await bot.store.games.get(1)
        assert (record.ping_message_id, record.message_id) == (orphan.id, table.id)
        assert fake.message(old_ping).deleted
        assert [m.id for m in public(fake)] == [table.id, orphan.id]
        await cut_short(bot, 1, "table")  # a ping is newer than the table: not it
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        assert (await bot.store.games.get(1)).message_id == table.id
        assert [m.id for m in public(fake)] == [table.id, orphan.id]


async def test_a_crash_before_the_new_ping_went_out_calls_the_right_players_on_restart(
    fake, database
):
    """The bot stored whom the next ping calls, then died before sending it: the ping left in
    the channel still calls the previous player, and the restart must not take it for the new
    one."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        await start_game(fake, first, alice, "luxor", [alice, bob], bots=0)
        record = await first.store.games.get(1)
        loaded = await first.service.load(1)
        mover = {record.seats[s].user_id for s in loaded.pending()}
        other = frozenset({alice.id, bob.id}) - mover
        # The channel holds the call to the previous player (``other``)…
        locale = await first.public_locale(record.guild_id)
        channel = first.get_partial_messageable(fake.channel.id)
        previous = await channel.send(
            first.sync.ping_text(record, other, locale), view=ping_view(record, locale)
        )
        await channel.get_partial_message(record.ping_message_id).delete()
        # … and the bot died after storing whom the next ping calls, before sending it.
        await cut_short(first, 1, "ping")
        await first.store.marks.set_ping(1, previous.id, frozenset(mover), record.version)
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        (now,) = pings(fake)
        assert all(f"<@{u}>" in now.content for u in mover)
        assert not any(f"<@{u}>" in now.content for u in other)
        assert fake.message(previous.id).deleted
        record = await bot.store.games.get(1)
        assert (record.ping_message_id, record.ping_users) == (now.id, mover)
