"""Discord's faults never leave a channel behind the database, nor double a message (issue 34):
a table edit, a ping or a ping's follow-up that meets a dropped connection, a lost answer or a
5xx is tried again after the sync's growing pause until the channel shows what is stored; what a
lost answer did is found in the channel's history, not posted again. A table Discord no longer
lets the bot edit (30046, a message older than an hour by Discord's clock) is posted anew
instead of being edited again into an invalid-request ban.

The pauses are the sync's injected ``sleep`` (see ``test_sync_retry``): never slept."""

from __future__ import annotations

import asyncio
import logging
import time

import discord
import pytest

from bot import create_bot
from cogs.channel import FAULT_RETRY_FIRST_SECONDS, OLD_MESSAGE_EDITS
from cogs.common import ALREADY_ACKNOWLEDGED, UNKNOWN_INTERACTION
from locales import translate
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import custom_id, open_hand, option_components, settle
from tests.bot.faults import NetworkFaults
from tests.bot.test_sync_retry import TABLE_EDIT, HeldSleeps, to_play
from tests.bot.test_turns import finish_turn, pending_user, two_humans
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.fakediscord.conditions import Conditions
from tests.fakediscord.interactions import TOKEN_LIFETIME
from tests.fakediscord.ratelimits import OLD_MESSAGE_SECONDS

pytestmark = pytest.mark.usefixtures("stamps")

CHANNEL_POST = "POST /channels/{channel_id}/messages"
FOLLOWUP = "POST /webhooks/{application_id}/{token}"


@pytest.fixture
def sleeps(table_bot) -> HeldSleeps:
    table_bot.sync.sleep = held = HeldSleeps()
    return held


@pytest.fixture
def faults(monkeypatch) -> NetworkFaults:
    return NetworkFaults().install(monkeypatch)


def live_pings(fake) -> list:
    return [
        m
        for m in fake.channel_messages()
        if "your move" in m.content and not m.deleted and m.ephemeral_for is None
    ]


async def assert_channel_is_the_database(fake, bot, users) -> None:
    """One table, showing the stored state and naming the player to move; one ping, the
    stored one, calling exactly that player."""
    record = await bot.store.games.get(1)
    assert record.shown == record.current and record.posting is None
    tables = [m for m in fake.channel_messages() if m.embeds and not m.deleted]
    assert [m.id for m in tables] == [record.message_id]
    _, mover, _ = await pending_user(bot, record, users)
    assert f"<@{mover.id}>" in to_play(fake, record)
    (ping,) = live_pings(fake)
    assert ping.id == record.ping_message_id
    assert ping.notified == {mover.id} == set(record.ping_users)


async def a_turn(fake, bot, users, before_deciding=lambda: None) -> None:
    record = await bot.store.games.get(1)
    _, mover, _ = await pending_user(bot, record, users)
    panel = await open_hand(mover, fake.message(record.message_id))
    before_deciding()
    await finish_turn(mover, panel)
    await settle(bot)


@pytest.mark.parametrize("fault", ["drop", "lose"])
async def test_a_table_edit_that_meets_a_network_fault_is_tried_again(
    fake, table_bot, sleeps, faults, fault
):
    record, _, users = await two_humans(fake, table_bot)
    getattr(faults, f"{fault}_next")(TABLE_EDIT)
    await a_turn(fake, table_bot, users)
    assert faults.served == [(fault, TABLE_EDIT)]
    assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS], "the game waits to be synced again"
    await sleeps.end(table_bot)
    await assert_channel_is_the_database(fake, table_bot, users)
    assert len(sleeps.delays) == 1


@pytest.mark.parametrize("fault", ["drop", "lose"])
async def test_a_channel_ping_that_meets_a_network_fault_is_posted_once(
    fake, database, faults, fault
):
    """A reminder once the last click's token is spent, so posted in the channel: its post
    drops or loses its answer; the next pass finds what reached the channel, and the channel
    keeps one ping: the reminder, neither lost with the dropped post nor sent twice."""
    clock = ManualClock(time.time())  # the clicks' tokens are dated from now
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        bot.sync.sleep = sleeps = HeldSleeps()
        _, _, users = await two_humans(fake, bot)
        for moved in (clock, fake):
            moved.advance(TOKEN_LIFETIME)
        (before,) = live_pings(fake)
        _, mover, _ = await pending_user(bot, await bot.store.games.get(1), users)
        calls = len(fake.notifications(mover))
        getattr(faults, f"{fault}_next")(CHANNEL_POST)
        await bot.sync.ping_again(1)
        assert faults.served == [(fault, CHANNEL_POST)]
        assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS]
        await sleeps.end(bot)
        await assert_channel_is_the_database(fake, bot, users)
        (reminder,) = live_pings(fake)
        assert reminder.id != before.id, "the reminder is not lost"
        assert len(fake.notifications(mover)) == calls + 1


@pytest.mark.parametrize("fault", ["drop", "lose", "503"])
async def test_a_ping_follow_up_that_meets_a_fault_is_posted_once(
    fake, table_bot, sleeps, faults, fault
):
    """The ping after a click goes as that click's follow-up: dropped or lost, it is tried
    again after the sync's pause (a 503 discord.py's webhook client tries again itself), and the
    channel ends with one ping, the stored one."""
    _, _, users = await two_humans(fake, table_bot)

    def inject() -> None:  # after the panel, itself a follow-up of "My turn"
        if fault == "503":
            fake.fail_next(FOLLOWUP)
        else:
            getattr(faults, f"{fault}_next")(FOLLOWUP)

    await a_turn(fake, table_bot, users, inject)
    met = len(fake.server_errors) if fault == "503" else len(faults.served)
    assert met == 1, "the ping went through the click's token"
    if fault != "503":
        assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS]
        await sleeps.end(table_bot)
    await assert_channel_is_the_database(fake, table_bot, users)


async def test_a_table_discord_no_longer_lets_edit_is_posted_anew(fake, table_bot, sleeps, faults):
    """30046 on a table the bot's clock thinks young: one edit refused, then the table is
    posted anew (the old one removed), never edited again."""
    record, _, users = await two_humans(fake, table_bot)
    old = record.message_id
    # From here on: the lobby may have become this table by an edit of the channel's message
    # (rather than of the start click's answer), which is no edit tried again.
    before = len(fake.requests)
    faults.refuse_next(TABLE_EDIT, status=400, code=OLD_MESSAGE_EDITS)
    await a_turn(fake, table_bot, users)
    assert faults.served == [("refuse", TABLE_EDIT)]
    record = await table_bot.store.games.get(1)
    assert record.message_id != old and fake.message(old).deleted
    edits_of_old = [
        r for r in fake.requests[before:] if r.method == "PATCH" and r.path.endswith(str(old))
    ]
    assert edits_of_old == [], "the refused edit is not tried again"
    assert sleeps.delays == []
    await assert_channel_is_the_database(fake, table_bot, users)


async def test_a_table_discord_counts_an_hour_old_is_posted_anew_at_its_first_refusal(tmp_path):
    """Discord's own limits: a table the bot takes for young (whatever made it misjudge) is
    edited until the channel's few edits of hour-old messages are spent; the first 30046
    reposts the table, and no edit is refused again."""
    async with FakeDiscord.running(conditions=Conditions(limits=True)) as fake:
        fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))
        bot = create_bot(bot_settings(tmp_path / "games.sqlite3"), **TEST_CLIENT_OPTIONS)
        async with fake.connect(bot):
            record, _, users = await two_humans(fake, bot)
            old = record.message_id
            fake.advance(OLD_MESSAGE_SECONDS + 60)
            bot.sync._too_old = lambda message_id: False  # the misjudgement
            for _ in range(20):
                await a_turn(fake, bot, users)
                if fake.traffic.edits_refused_30046:
                    break
            assert fake.traffic.edits_refused_30046 == 1
            record = await bot.store.games.get(1)
            assert record.message_id != old and fake.message(old).deleted
            await a_turn(fake, bot, users)
            assert fake.traffic.edits_refused_30046 == 1
            assert fake.traffic.unexpected_429 == 0
            await assert_channel_is_the_database(fake, bot, users)


async def test_a_table_an_hour_old_is_posted_anew_before_discord_refuses_an_edit(tmp_path):
    """A table left an hour (by Discord's clock and the bot's) is posted anew at its next
    change, without spending an edit Discord would refuse."""
    clock = ManualClock()
    async with FakeDiscord.running(conditions=Conditions(limits=True)) as fake:
        fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))
        bot = create_bot(
            bot_settings(tmp_path / "games.sqlite3"), clock=clock, **TEST_CLIENT_OPTIONS
        )
        async with fake.connect(bot):
            record, _, users = await two_humans(fake, bot)
            old = record.message_id
            fake.advance(OLD_MESSAGE_SECONDS + 60)
            clock.advance(OLD_MESSAGE_SECONDS + 60)
            await a_turn(fake, bot, users)
            record = await bot.store.games.get(1)
            assert record.message_id != old
            assert fake.message(old).deleted or fake.message(old).embeds == []  # or a link
            assert fake.traffic.edits_refused_30046 == 0
            await assert_channel_is_the_database(fake, bot, users)


async def test_a_table_edit_left_unanswered_is_given_up_and_tried_again(fake, table_bot, sleeps):
    """Discord edits the table and its answer never comes (a connection that hangs): the
    write is given up after the sync's timeout, and the pass tried again, instead of holding
    the game's sync for aiohttp's five minutes."""
    _, _, users = await two_humans(fake, table_bot)
    table_bot.sync.write_timeout = 1.0  # the held answer never comes; the others, at once
    held = fake.hold_answer(TABLE_EDIT)
    try:
        await asyncio.wait_for(a_turn(fake, table_bot, users), 30)  # fails, not hangs, if not
        assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS]
        await sleeps.end(table_bot)
        await assert_channel_is_the_database(fake, table_bot, users)
    finally:
        held.release()


CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


async def test_a_click_whose_answer_meets_a_dropped_connection_is_told_plainly(
    fake, table_bot, faults, caplog
):
    """A fault of Discord's network in a click's answer is no bug of ours: one warning line,
    no traceback, and the player is told to look again (in their language)."""
    record, _, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    mover.locale = "pt-BR"
    faults.drop_next(CALLBACK)
    click = await mover.click(fake.message(record.message_id), f"hand:{record.id}")
    answer = await click.answered()
    assert faults.served == [("drop", CALLBACK)]
    assert answer.content == translate("pt-BR", "error-discord-fault")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert any("Discord failed the answer" in r.getMessage() for r in caplog.records)
    assert (await table_bot.store.games.get(record.id)).version == record.version, "nothing changed"


async def test_a_click_answered_after_discord_s_deadline_is_no_bug_of_ours(
    fake, table_bot, faults, caplog
):
    """Discord answers a click's answer with 10062 (Unknown interaction) when it comes after
    its 3 s: here its callback met two 5xx in a row, which discord.py retried one and three
    seconds later (``bench.load --fault-rate 0.03`` met it twice in 30 group DMs). Discord's
    network made it late, not our code: one warning line, no traceback, and the move the
    click made stays made (the table shows it)."""
    record, _, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    panel = await open_hand(mover, fake.message(record.message_id))
    faults.refuse_next(CALLBACK, status=404, code=UNKNOWN_INTERACTION)
    (option, *_) = option_components(panel)
    await mover.click(panel, option["custom_id"])
    await settle(table_bot)
    assert faults.served == [("refuse", CALLBACK)]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert any("Discord failed the answer" in r.getMessage() for r in caplog.records)
    assert (await table_bot.store.games.get(record.id)).version > record.version


@pytest.mark.parametrize("fault", ["drop", "lose"])
async def test_a_lobby_whose_post_meets_a_network_fault_is_found_or_closed(
    fake, table_bot, sleeps, faults, fault
):
    """/play's lobby meets a dropped connection (Discord did nothing) or a lost answer (the
    lobby reached the channel, the bot never heard): the lobby is not thrown away while its
    message may be in the channel, where its buttons would then only answer "closed". The
    channel's history tells: a lobby that reached it is adopted, and the table starts from
    it; one that did not is closed, and /play opens another."""
    alice, bob = fake.user("alice"), fake.user("bob")
    getattr(faults, f"{fault}_next")(CALLBACK)
    play = await alice.slash("play", game="mausoleum")
    await settle(table_bot)
    assert faults.served == [(fault, CALLBACK)]
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    if fault == "drop":
        assert record is None and not fake.channel_messages(), "nothing reached the channel"
        play = await alice.slash("play", game="mausoleum")
        await settle(table_bot)
        record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    lobby = play.message
    assert record.message_id == lobby.id and record.posting is None
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(record.id)).status == "running"
    assert [m.id for m in fake.channel_messages() if m.embeds and not m.deleted] == [lobby.id]


async def test_a_click_whose_acknowledgement_loses_its_answer_is_told_plainly(
    fake, table_bot, faults
):
    """The click's acknowledgement reached Discord, its answer did not reach the bot: the
    player still gets the notice to look again, as a follow-up once Discord refused a second
    acknowledgement (the bot cannot tell a lost answer from a request that never arrived; a 400
    is not among Discord's invalid requests), not a "thinking…" left forever."""
    record, _, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    refused_before = len(fake.errors)
    faults.lose_next(CALLBACK)
    await mover.click(fake.message(record.message_id), f"hand:{record.id}")
    await settle(table_bot)
    assert faults.served == [("lose", CALLBACK)]
    notices = [m for m in mover.ephemerals() if m.content]
    assert [m.content for m in notices] == [translate("en-US", "error-discord-fault")]
    assert [e.code for e in fake.errors[refused_before:]] == [ALREADY_ACKNOWLEDGED]


@pytest.mark.parametrize("fault", ["drop", "lose", "outage"])
async def test_a_table_posted_anew_whose_old_one_meets_a_fault_leaves_one_table(
    fake, table_bot, sleeps, faults, fault
):
    """/game status posts the table anew at the bottom of the channel, then deletes the old
    one: the deletion meets a network fault. The channel still ends with one table, the stored
    one."""
    record, _, users = await two_humans(fake, table_bot)
    old = record.message_id
    getattr(faults, f"{fault}_next")(f"DELETE /channels/{{channel_id}}/messages/{old}")
    await (await users[0].slash("game status")).answered()
    await settle(table_bot)
    await sleeps.end(table_bot)
    assert [kind for kind, _ in faults.served] == [fault]
    assert (await table_bot.store.games.get(1)).message_id != old
    await assert_channel_is_the_database(fake, table_bot, users)


async def test_a_table_that_met_discord_s_faults_is_tried_again_when_the_gateway_is_back(
    fake, table_bot, sleeps, faults
):
    """After an outage of Discord's, a table whose edits met its faults waited out a pause that
    had grown while Discord was away (up to five minutes) though Discord answered again. The
    gateway's return (RESUMED, or READY for a new session) is the sign that it does: every
    game refused is tried again at once."""
    record, _, users = await two_humans(fake, table_bot)
    faults.drop_next(TABLE_EDIT)
    await a_turn(fake, table_bot, users)
    assert sleeps.waiting, "the table waits for its pause to end (held here: never)"
    fake.drop_gateway()
    await fake.wait_for(lambda: not sleeps.waiting, timeout=10)
    await settle(table_bot)
    await assert_channel_is_the_database(fake, table_bot, users)
    assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS], "no other pause"
