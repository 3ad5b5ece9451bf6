"""A host whose clock is off (a Raspberry Pi booted before NTP answered, a hardware clock kept in
local time): the bot reads Discord's time from what Discord dates, and compares Discord's
snowflakes and shows its timestamps by that (``cogs.discord_time``).

On the old code, a host an hour ahead took every table for too old to edit and posted it anew at
each click (the click's own answer never came); twenty minutes ahead, every token looked dead and
each ping spent the global rate limit twice; an hour behind, it used tokens Discord had let die
(401s, which count toward Discord's ban); and every deadline was shown an hour off."""

from __future__ import annotations

import contextlib
import logging
import random
import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from email.utils import format_datetime
from types import SimpleNamespace

import discord
import pytest

from bot import create_bot
from cogs import discord_time
from cogs.discord_time import DateHeaders, DiscordTime
from cogs.metrics import BotCollector
from tests.bot.clocks import ManualClock, assert_counts_down
from tests.bot.conftest import bot_settings
from tests.bot.driver import open_table, settle, take_turns
from tests.bot.process import BotProcess
from tests.bot.test_clocks import CLOCK, open_clocked_table, table_text
from tests.bot.test_group_dm_game import open_table as open_group_dm_table
from tests.bot.test_group_dm_game import play_once, table_is_current, three_in_a_group_dm
from tests.bot.test_ping_tokens import CHANNEL_POST, one_turn, two_humans
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.conditions import Conditions
from tests.fakediscord.fake import FakeDiscord

pytestmark = pytest.mark.usefixtures("stamps")

HOUR = 3600.0
CHANNEL_DELETE = "DELETE /channels/{channel_id}/messages/{message_id}"
TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
OFF = "this host's clock is"
OFFSET = "tabletop_discord_clock_offset_seconds"


@contextlib.asynccontextmanager
async def discord_off_by(
    seconds: float, database, clock: ManualClock | None = None
) -> AsyncIterator[tuple[FakeDiscord, discord.Client]]:
    """A fake Discord whose clock runs ``seconds`` ahead of the host's (negative: behind), and
    the bot at its default settings connected to it (``clock``: the host's, if injected)."""
    async with FakeDiscord.running(conditions=Conditions(clock_skew_seconds=seconds)) as fake:
        # As the ``fake`` fixture's tests have it: the tables stay in the channel.
        fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))
        bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
        async with fake.connect(bot):
            yield fake, bot
        assert not fake.unknown_routes and not fake.internal_errors


# -- the bot against a Discord whose clock differs ----------------------------------------------


async def test_a_host_an_hour_ahead_edits_its_tables_in_place(database):
    """A table may be edited for an hour after it was posted, by Discord's clock: read by the
    host's, an hour ahead, every table looked too old and was posted anew at every click."""
    async with discord_off_by(-HOUR, database) as (fake, bot):
        users = await two_humans(fake, bot)
        table = (await bot.store.games.get(1)).message_id
        since = len(fake.requests)
        for _ in range(3):
            await one_turn(fake, bot, users)
        assert (await bot.store.games.get(1)).message_id == table, "never posted anew"
        assert fake.traffic.edits_refused_30046 == 0
        assert abs(bot.discord_time.offset + HOUR) < 2
        tables = [r for r in fake.requests[since:] if r.route == CHANNEL_POST]
        assert tables == [], "every change an edit of the same table"


async def test_a_host_twenty_minutes_ahead_still_pings_through_the_clicks_tokens(database):
    """A token lives 15 minutes by Discord's clock: read by the host's, twenty minutes ahead,
    each was dead on arrival, and each ping was posted and deleted on the global rate limit."""
    async with discord_off_by(-20 * 60, database) as (fake, bot):
        users = await two_humans(fake, bot)
        since = len(fake.requests)
        for _ in range(3):
            await one_turn(fake, bot, users)
        routes = [r.route for r in fake.requests[since:]]
        assert CHANNEL_POST not in routes and CHANNEL_DELETE not in routes
        on_global = {r.route for r in fake.requests[since:] if r.global_bucket}
        assert on_global == {TABLE_EDIT}, "the table's edit only, as with no offset"


async def test_a_host_an_hour_behind_never_uses_a_dead_token(database):
    """Read by a host an hour behind, a token lived an hour and a quarter: past Discord's 15
    minutes the bot deleted a ping through its dead token, and was refused (401)."""
    clock = ManualClock()
    async with discord_off_by(HOUR, database, clock) as (fake, bot):
        users = await two_humans(fake, bot)
        await one_turn(fake, bot, users)
        ping = (await bot.store.games.get(1)).ping_message_id
        clock.advance(16 * 60)
        fake.advance(16 * 60)  # the ping's token died meanwhile
        await one_turn(fake, bot, users)
        await bot.turn_clock.tick()
        await settle(bot)
        assert fake.message(ping).deleted, "the old ping went, through the channel"
        assert [r.status for r in fake.requests if r.status == 401] == []
        assert fake.traffic.invalid_requests_peak == 0


async def test_in_a_group_dm_a_host_twenty_minutes_ahead_shows_every_move(database):
    """In a group DM the bot writes through the players' tokens alone: with every token dead
    on arrival by the host's clock, the table stopped following the game (bench.load
    --context private: 20 of 20 tables differing from the database)."""
    async with discord_off_by(-20 * 60, database) as (fake, bot):
        there, bruno, carla = three_in_a_group_dm(fake)
        record = await open_group_dm_table(fake, bot, "luxor", [there, bruno, carla], clock=None)
        users = dict(enumerate([there, bruno, carla]))
        rng = random.Random(4)
        for _ in range(4):
            assert await play_once(fake, bot, users, record.id, rng)
            assert await table_is_current(bot, fake, record.id)


@pytest.mark.parametrize("hours", [-1, 1])
async def test_a_deadline_counts_down_on_discords_clock(database, hours):
    """'The table shows the deadline as a Discord timestamp': each reader's device shows it by
    its own clock, which is right; by the host's, it was an hour off."""
    clock = ManualClock()
    async with discord_off_by(hours * HOUR, database, clock) as (fake, bot):
        alice, bob = fake.user("alice"), fake.user("bob")
        record = await open_clocked_table(fake, bot, "mausoleum", [alice, bob])
        assert_counts_down(table_text(fake, record), fake, CLOCK)


@pytest.mark.sqlite_only  # about Discord's clock, not the store
async def test_the_bot_process_an_hour_ahead_plays_in_place_and_tells_the_admin(database):
    """The bot as users run it (its own process, its default settings, its real clock) on a
    host an hour ahead of Discord."""
    async with FakeDiscord.running(conditions=Conditions(clock_skew_seconds=-HOUR)) as fake:
        fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))
        alice, bob = fake.user("alice"), fake.user("bob")
        process = BotProcess(fake, database, LOG_LEVEL="INFO")
        await process.start(capture_log=True)
        try:
            table = await open_table(fake, alice, "luxor", [alice, bob])
            await take_turns(fake, [alice, bob], table, random.Random(3), max_clicks=8)
            await process.logged(OFF)
        finally:
            await process.stop()
        game_messages = [m for m in fake.channel_messages() if m.embeds]
        assert [m.id for m in game_messages] == [table], "one table, edited in place"
        assert fake.traffic.edits_refused_30046 == 0
        told = [line for line in process.log if OFF in line]
        assert len(told) == 1 and re.search(r"clock is 360[01] s ahead of Discord's", told[0])
        assert not [line for line in process.log if " ERROR " in line or "Traceback" in line]


# -- the estimate -------------------------------------------------------------------------------


class Host:
    """The host's clock and its monotonic one, moved by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0
        self.monotonic = 1000.0

    def wait(self, seconds: float) -> None:
        self.now += seconds
        self.monotonic += seconds


def test_the_offset_is_the_largest_recent_reading():
    """Each reading is Discord's time a little before the host read its clock (the trip, the
    header's whole seconds): at most the offset, so the largest of the recent ones is kept."""
    host = Host()
    time = DiscordTime(lambda: host.now, monotonic=lambda: host.monotonic)
    assert time.offset == 0.0, "the host is trusted until Discord dated anything"
    for late in (0.3, 0.05, 1.2, 0.2):
        time.heard(host.now + 600 - late)
        host.wait(1)
    assert time.offset == pytest.approx(599.95)
    for _ in range(discord_time.KEPT_SAMPLES):
        time.heard(host.now + 610 - 0.1)  # the host's clock slows: followed within a few
        host.wait(1)
    assert time.offset == pytest.approx(609.9)
    assert time.shown(host.now) == int(host.now + 609.9)
    made = datetime.fromtimestamp(host.now + 609.9 - 30, tz=UTC)
    assert time.host_time(discord.utils.time_snowflake(made)) == pytest.approx(host.now - 30)


def test_a_step_of_the_host_clock_forgets_the_readings_before_it():
    """NTP sets the host's clock (or a test moves it): the readings before no longer hold."""
    host = Host()
    time = DiscordTime(lambda: host.now, monotonic=lambda: host.monotonic)
    time.heard(host.now + HOUR)
    host.now += HOUR  # stepped to the right time
    host.wait(1)
    time.heard(host.now - 0.1)
    assert time.offset == pytest.approx(-0.1)


def test_a_large_offset_is_logged_once(caplog):
    caplog.set_level(logging.WARNING, logger="cogs.discord_time")
    host = Host()
    time = DiscordTime(lambda: host.now, monotonic=lambda: host.monotonic)
    time.heard(host.now + discord_time.WARN_SECONDS - 1)
    assert not caplog.messages, "a few seconds: nothing to tell"
    for _ in range(3):
        time.heard(host.now - 20 * 60)
        host.wait(1)
    assert time.offset == pytest.approx(discord_time.WARN_SECONDS - 1)
    time = DiscordTime(lambda: host.now, monotonic=lambda: host.monotonic)
    for _ in range(3):
        time.heard(host.now - 20 * 60)
    assert len(caplog.messages) == 1 and "1200 s ahead of Discord's" in caplog.messages[0]


async def test_discords_answers_tell_its_time_by_their_date_header():
    host = Host()
    time = DiscordTime(lambda: host.now, monotonic=lambda: host.monotonic)
    hook = DateHeaders(time)

    async def answer(headers: dict[str, str]) -> None:
        params = SimpleNamespace(response=SimpleNamespace(headers=headers))
        await hook.on_request_end(None, SimpleNamespace(), params)  # type: ignore[arg-type]

    await answer({})
    await answer({"Date": "not a date"})
    assert time.offset == 0.0
    await answer({"Date": format_datetime(datetime.fromtimestamp(host.now - HOUR, tz=UTC))})
    assert time.offset == pytest.approx(-HOUR)


async def test_the_offset_is_a_metric(database):
    async with discord_off_by(-HOUR, database) as (fake, bot):
        gauge = {m.name: m for m in BotCollector(bot).collect()}[OFFSET]
        assert gauge.samples[0].value == pytest.approx(-HOUR, abs=2)
