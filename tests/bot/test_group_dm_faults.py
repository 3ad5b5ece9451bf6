"""Discord's faults in a group DM, where the bot reaches the table through interaction tokens
alone and may not read the channel's history (``cogs.token_sync``):

- a call to act whose follow-up, or whose predecessor's deletion, meets a dropped connection or
  a lost answer leaves one call in the channel, the stored one, once the sync's pass is tried
  again;
- a table posted anew whose old message meets a fault as it becomes a link to the new one is
  tried again at once: no later pass could find the old one;
- a table whose edit into "waits for a click" meets a fault, an outage too, says so once the
  pass is tried again;
- a lobby that /play could not show never keeps the group from opening a game, and one it did
  not hear it showed is adopted from /play's own answer.

Found by ``bench.load --context private --fault-rate 0.03`` (2026-11-28): 4 of 30 group DMs
kept two calls, as the pass that sent a new call failed on the old one's deletion before it
stored the new one, and the next pass sent yet another; a reminder that met a fault was lost;
and a group whose /play met a dropped connection was told "This channel already has a game"
for the 30 minutes of the lobby nobody could see.

The pauses are the sync's injected ``sleep`` (``HeldSleeps``): never slept.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from typing import NamedTuple

import pytest

from bot import create_bot
from cogs.app import TableBot
from cogs.channel import FAULT_RETRY_FIRST_SECONDS
from cogs.messages import message_link
from cogs.token_sync import FOLLOWUPS_PER_TOKEN
from locales import translate
from play.records import CALL, GameRecord
from tests.bot.conftest import bot_settings
from tests.bot.driver import custom_id, settle
from tests.bot.faults import NetworkFaults
from tests.bot.test_group_dm_game import (
    FakeTime,
    let_time_pass,
    open_table,
    play_once,
    table_is_current,
    three_in_a_group_dm,
    waiting_text,
)
from tests.bot.test_hidden_information import texts
from tests.bot.test_sync_retry import HeldSleeps
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeUser

pytestmark = pytest.mark.usefixtures("stamps")

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
FOLLOWUP = "POST /webhooks/{application_id}/{token}"
EDIT_FOLLOWUP = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
DELETE_FOLLOWUP = "DELETE /webhooks/{application_id}/{token}/messages/{message_id}"


def live_calls(fake, channel) -> list:
    return [m for m in fake.channel_messages(channel) if m.mention_users and not m.deleted]


class InPlay(NamedTuple):
    faults: NetworkFaults
    bot: TableBot
    humans: list[FakeUser]
    sleeps: HeldSleeps
    record: GameRecord


@pytest.fixture
async def in_play(fake, database, monkeypatch) -> AsyncIterator[InPlay]:
    """A Luxor table in a group DM after its first move, the bot's network faults at hand and
    the sync's pauses held."""
    faults = NetworkFaults().install(monkeypatch)
    humans = three_in_a_group_dm(fake)
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        bot.sync.sleep = sleeps = HeldSleeps()
        record = await open_table(fake, bot, "luxor", humans, clock=None)
        await play_once(fake, bot, dict(enumerate(humans)), record.id, random.Random(3))
        yield InPlay(faults, bot, humans, sleeps, record)


async def fault_on_the_next_table_edit(in_play: InPlay, fault: str) -> int:
    """The next edit of the table message, through whichever token, meets ``fault``; returns
    the message's id."""
    table = (await in_play.bot.store.games.get(in_play.record.id)).message_id
    getattr(in_play.faults, f"{fault}_next")(EDIT_FOLLOWUP.replace("{message_id}", str(table)))
    return table


@pytest.mark.parametrize(
    ("fault", "route"),
    [
        ("drop", DELETE_FOLLOWUP),
        ("lose", DELETE_FOLLOWUP),
        ("outage", DELETE_FOLLOWUP),
        ("drop", FOLLOWUP),
    ],
)
async def test_a_group_dm_call_that_meets_a_network_fault_stays_one_call(
    fake, in_play, fault, route
):
    """A reminder calls the player to move in a follow-up and deletes the call before (as each
    turn does, without the click's own requests around it): one of the two meets the fault, the
    pass is tried again after the sync's pause, and the group DM shows one call, the stored
    one, calling the player to move. An outage (5xx to each of discord.py's tries) on the
    deletion left the old call there, forgotten, for good."""
    faults, bot, humans, sleeps, record = in_play
    (call,) = live_calls(fake, humans[0].channel)

    getattr(faults, f"{fault}_next")(route)
    await bot.sync.ping_again(record.id)
    assert faults.served == [(fault, route)]
    assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS], "the game waits to be synced again"
    await sleeps.end(bot)

    now = await bot.store.games.get(record.id)
    assert now.shown == now.current
    (latest,) = live_calls(fake, humans[0].channel)
    assert latest.id == now.ping_message_id != call.id
    assert latest.notified == set(now.ping_users)
    assert len(sleeps.delays) == 1


@pytest.mark.parametrize("fault", ["drop", "lose", "outage"])
async def test_a_group_dm_table_posted_anew_says_so_on_the_old_one_despite_a_fault(
    fake, in_play, fault
):
    """/game status posts the table anew as a follow-up; the old table's edit into a line that
    links to the new one meets a network fault, and is tried again at once: the group shows one
    table, and the next move edits it. (The fault escaped the pass once the new table was
    stored, and no later pass comes back to the old one: it stayed a whole table, its buttons
    live, above the new one.)"""
    faults, bot, humans, sleeps, record = in_play
    old = await fault_on_the_next_table_edit(in_play, fault)
    await (await humans[0].slash("game status")).answered()
    await settle(bot)
    await sleeps.end(bot)
    assert [kind for kind, _ in faults.served] == [fault]

    moved = await bot.store.games.get(record.id)
    assert moved.message_id != old
    assert fake.message(old).content == translate(
        "en-US", "table-moved", {"link": message_link(moved), "id": moved.id}
    )
    assert not fake.message(old).components, "no button left on the old table"
    await play_once(fake, bot, dict(enumerate(humans)), record.id, random.Random(4))
    await sleeps.end(bot)
    after = await bot.store.games.get(record.id)
    assert after.message_id == moved.message_id, "the move edits the table, no third one"
    assert await table_is_current(bot, fake, record.id)


@pytest.mark.parametrize("fault", ["drop", "outage"])
async def test_a_group_dm_table_says_it_waits_for_a_click_despite_a_fault(fake, in_play, fault):
    """Nobody clicks for 15 minutes: before the last token that may edit the table dies, the
    table says that it waits for a click, with a Refresh button. That edit meets a network
    fault; the pass is tried again, while the token lives, and the table says so. (An outage,
    a 5xx to each of discord.py's tries, was given up on: the table stayed as it was, with no
    word of why it no longer changed.)"""
    faults, bot, humans, sleeps, record = in_play
    table = await fault_on_the_next_table_edit(in_play, fault)
    await let_time_pass(fake, bot, 15)
    assert [kind for kind, _ in faults.served] == [fault]
    await sleeps.end(bot)

    waiting = fake.message(table)
    assert waiting_text() in texts(waiting) and custom_id(waiting, "refresh:") is not None


async def test_a_group_dm_lobby_whose_answer_dropped_leaves_the_group_free(
    fake, database, monkeypatch
):
    """/play's answer is the lobby. It meets a dropped connection (Discord did nothing): the
    bot asks Discord for /play's answer, finds none, and withdraws the lobby, so /play opens
    another at once rather than telling the group for 30 minutes that a game nobody sees is
    open."""
    faults = NetworkFaults().install(monkeypatch)
    humans = three_in_a_group_dm(fake)
    host = humans[0]
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        faults.drop_next(CALLBACK)
        await host.slash("play", game="luxor")
        await settle(bot)
        assert faults.served == [("drop", CALLBACK)]
        assert await bot.store.games.open_game_in_channel(host.channel.id) is None
        assert not [m for m in fake.channel_messages(host.channel) if custom_id(m, "lobby:")]

        record = await open_table(fake, bot, "luxor", humans, clock=None)
        assert record.status == "running"


async def test_a_group_dm_lobby_whose_answer_was_lost_is_adopted_and_starts(
    fake, database, monkeypatch
):
    """/play's lobby reached the group but Discord lost the answer. The bot may not read the
    group, but it may ask for /play's own answer: the lobby is adopted, with no notice (it is
    what /play answers), and the game starts from it. (It was withdrawn: its buttons only said
    "no longer open", and ``bench.load``'s players kept clicking them.)"""
    faults = NetworkFaults().install(monkeypatch)
    humans = three_in_a_group_dm(fake)
    host, bruno = humans[0], humans[1]
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        faults.lose_next(CALLBACK)
        lobby = await (await host.slash("play", game="luxor")).answered()
        await settle(bot)
        assert faults.served == [("lose", CALLBACK)]
        record = await bot.store.games.open_game_in_channel(host.channel.id)
        assert (record.status, record.message_id, record.posting) == ("lobby", lobby.id, None)
        assert [m.content for m in host.ephemerals() if m.content] == [], "no notice"
        await (await bruno.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
        await (await host.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
        await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
        await settle(bot)
        started = await bot.store.games.get(record.id)
        assert started.status == "running" and started.message_id == lobby.id


async def test_a_group_dm_lobby_a_crash_left_unshown_leaves_the_group_free(fake, database):
    """The bot stopped between the lobby's record and /play's answer (a kill, a crash): after
    the restart nothing can find that lobby in the group, so the next /play closes it and opens
    its own, rather than telling the group for 30 minutes that a game nobody sees is open."""
    humans = three_in_a_group_dm(fake)
    host = humans[0]
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        left = await bot.lobby.open(
            game="luxor",
            guild_id=None,
            channel_id=host.channel.id,
            host_id=host.user.id,
            host_name="ana",
            reach="interactions",
        )
        record = await open_table(fake, bot, "luxor", humans, clock=None)
        assert record.id != left.id and record.status == "running"
        assert (await bot.store.games.get(left.id)).status != "lobby"


async def test_a_group_dm_call_whose_answer_is_lost_counts_against_the_tokens_five(fake, in_play):
    """A call whose answer Discord lost is most likely in the group: it counts as one of the
    token's five follow-ups, so the pass tried again does not spend a request on Discord's
    refusal of a sixth (40094: two in a run of ``bench.load --context private --bots 3``,
    2026-11-28)."""
    faults, bot, humans, sleeps, record = in_play

    async def call_token():
        return (await bot.marks.live_tokens(record.id, bot.clock.now()))[CALL]

    token = (await call_token()).token
    while (await call_token()).followups < FOLLOWUPS_PER_TOKEN - 1:
        await bot.sync.ping_again(record.id)
        await settle(bot)
    faults.lose_next(FOLLOWUP)
    await bot.sync.ping_again(record.id)
    assert faults.served == [("lose", FOLLOWUP)]
    await sleeps.end(bot)

    assert (await call_token()).followups == FOLLOWUPS_PER_TOKEN
    assert [e.code for e in fake.errors if e.status < 500] == []
    (interaction,) = [i for i in fake.interactions.all if i.token == token]
    assert len(interaction.followups) == FOLLOWUPS_PER_TOKEN, "the lost one among them"
