"""Pings spend no global rate limit when a click can carry them (issue 34): the ping that follows
an applied click is a follow-up of that click (interaction webhooks are outside Discord's global
limit of 50 requests per second), and it is deleted through the same token while that token
lives; a token the process does not hold (a restart) or that expired leaves the channel's route.
Everything else a ping guarantees stays: one message calling exactly the players to move, its
"My turn" button, its id stored."""

from __future__ import annotations

import time

import pytest

from bot import create_bot
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import open_hand, settle, start_game
from tests.bot.test_turns import finish_turn, pending_user
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.interactions import TOKEN_LIFETIME

pytestmark = pytest.mark.usefixtures("stamps")

CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_DELETE = "DELETE /channels/{channel_id}/messages/{message_id}"
TOKEN_DELETE = "DELETE /webhooks/{application_id}/{token}/messages/{message_id}"


def deleted_by(fake, route: str, since: int) -> set[int]:
    """The messages deleted through ``route`` since request number ``since``."""
    return {int(r.path.rsplit("/", 1)[1]) for r in fake.requests[since:] if r.route == route}


async def one_turn(fake, bot, users) -> None:
    """The player to move takes a whole turn (on the table's "My turn")."""
    record = await bot.store.games.get(1)
    _, mover, _ = await pending_user(bot, record, users)
    await finish_turn(mover, await open_hand(mover, fake.message(record.message_id)))
    await settle(bot)


async def assert_followup_ping(fake, bot, users) -> int:
    """The game's ping is a public follow-up of a click, calling exactly the player to move,
    with its "My turn" button; returns its id."""
    record = await bot.store.games.get(1)
    ping = fake.message(record.ping_message_id)
    assert ping.interaction_id is not None, "posted in the channel, not through a click"
    assert not ping.ephemeral and not ping.embeds and ping.labels() == ["My turn"]
    _, mover, _ = await pending_user(bot, record, users)
    assert ping.notified == {mover.id} == set(record.ping_users)
    return ping.id


async def two_humans(fake, bot) -> dict:
    alice, bob = fake.user("alice"), fake.user("bob")
    await start_game(fake, bot, alice, "luxor", [alice, bob], bots=0)
    return {0: alice, 1: bob}


async def test_a_ping_after_a_click_goes_through_its_token_and_is_deleted_through_it(
    fake, table_bot
):
    users = await two_humans(fake, table_bot)
    first_ping = await assert_followup_ping(fake, table_bot, users)  # of the Start click
    since = len(fake.requests)
    await one_turn(fake, table_bot, users)
    second_ping = await assert_followup_ping(fake, table_bot, users)
    await one_turn(fake, table_bot, users)
    third_ping = await assert_followup_ping(fake, table_bot, users)

    assert [r for r in fake.requests[since:] if r.route == CHANNEL_POST] == []
    assert deleted_by(fake, TOKEN_DELETE, since) == {first_ping, second_ping}
    assert deleted_by(fake, CHANNEL_DELETE, since) == set()
    pings = [m for m in fake.channel_messages() if "your move" in m.content and not m.deleted]
    assert [m.id for m in pings] == [third_ping], "one ping, the current one"


async def test_after_a_restart_a_ping_posted_through_a_token_is_deleted_in_the_channel(
    fake, database
):
    """Tokens live in this process's memory only: the next process deletes the last one's
    follow-up ping through the channel, and posts its own pings through its own clicks."""
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        users = await two_humans(fake, first)
        await one_turn(fake, first, users)
        old_ping = await assert_followup_ping(fake, first, users)
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        since = len(fake.requests)
        await one_turn(fake, bot, users)
        await assert_followup_ping(fake, bot, users)
        assert deleted_by(fake, CHANNEL_DELETE, since) == {old_ping}
        assert deleted_by(fake, TOKEN_DELETE, since) == set()


async def test_a_ping_whose_token_expired_is_deleted_in_the_channel(fake, database):
    clock = ManualClock(time.time())  # the clicks' tokens are dated from now
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        users = await two_humans(fake, bot)
        await one_turn(fake, bot, users)
        old_ping = await assert_followup_ping(fake, bot, users)
        for moved in (clock, fake):  # a token's life, on both clocks
            moved.advance(TOKEN_LIFETIME)
        since = len(fake.requests)
        await one_turn(fake, bot, users)
        await assert_followup_ping(fake, bot, users)  # the new click's own token
        assert deleted_by(fake, CHANNEL_DELETE, since) == {old_ping}
        assert deleted_by(fake, TOKEN_DELETE, since) == set()
        assert not [r for r in fake.requests[since:] if r.status == 401], "no expired token used"
