"""Clicks that must be refused or survived: strangers, old buttons, double clicks, crashes."""

from __future__ import annotations

import asyncio
import dataclasses
import datetime as dt
import logging
import math
import time

import pytest

from bot import create_bot
from engine.core import get_game, state_to_json
from play.records import DatabaseUnavailable
from play.service import GameService
from tests.bot.conftest import bot_settings
from tests.bot.driver import HAND_BUTTON, open_hand, option_components, settle, start_game
from tests.bot.stored import close_readers
from tests.engine.mausoleum_tables import act as mausoleum_act
from tests.engine.mausoleum_tables import table as mausoleum_table
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr(GameService, "new_seed", staticmethod(lambda: 12345))


async def two_humans(fake, bot, game="mausoleum"):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, bot, alice, game, [alice, bob], bots=0)
    record = await bot.store.games.open_game_in_channel(fake.channel.id)
    return record, table, {0: alice, 1: bob}


async def pending_user(bot, record, users):
    loaded = await bot.service.load(record.id)
    seat = min(loaded.pending())
    return seat, users[seat], users[1 - seat]


def option_id(message, label: str) -> str:
    return next(c["custom_id"] for c in option_components(message) if c.get("label") == label)


async def finish_turn(user, message) -> None:
    """Keep taking the first option until the user has nothing left to decide."""
    while option_components(message):
        message = await (
            await user.click(message, option_components(message)[0]["custom_id"])
        ).answered()


async def test_a_click_by_someone_not_seated_is_refused(fake, table_bot):
    _, table, _ = await two_humans(fake, table_bot)
    carol = fake.user("carol")
    reply = await (await carol.click(table, HAND_BUTTON)).answered()
    assert reply.ephemeral and reply.content == "You are not in this game."


async def test_the_player_not_to_move_sees_whom_they_wait_for(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot)
    _, mover, other = await pending_user(table_bot, record, users)
    hand = await open_hand(other, table)
    assert option_components(hand) == []
    assert hand.embeds[0]["description"] == f"Waiting for {mover.name.title()}."


async def test_an_old_button_after_the_turn_passed_says_whose_turn_it_is(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot)
    _, mover, other = await pending_user(table_bot, record, users)
    first = await open_hand(mover, table)
    second = await open_hand(mover, table)
    passed = await (await mover.click(first, option_id(first, "Pass"))).answered()
    await finish_turn(mover, passed)  # e.g. discarding down to 5
    before = (await table_bot.store.games.get(record.id)).version
    await (await mover.click(second, option_id(second, "Pass"))).answered()
    updated = fake.message(second.id)
    assert updated.embeds[0]["description"].startswith(
        f"It is not your turn: waiting for {other.name.title()}."
    )
    assert option_components(updated) == []
    assert (await table_bot.store.games.get(record.id)).version == before


async def test_a_double_click_applies_exactly_once(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot)
    seat, mover, _ = await pending_user(table_bot, record, users)
    first = await open_hand(mover, table)
    second = await open_hand(mover, table)  # the same buttons, reaching the bot twice
    version = (await table_bot.store.games.get(record.id)).version
    clicks = await asyncio.gather(
        mover.click(first, option_id(first, "Pass")),
        mover.click(second, option_id(second, "Pass")),
    )
    await asyncio.gather(*(click.answered() for click in clicks))
    await settle(table_bot)
    log = await table_bot.store.actions.action_log(record.id)
    passes = [a for a in log if a.version >= version and a.action == {"do": "pass"}]
    assert [(a.seat, a.version) for a in passes] == [(seat, version)]


@pytest.mark.usefixtures("fixed_seed")
async def test_an_outdated_button_offers_the_current_choice(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot, game="capital-lux")
    alice = users[0]
    first = await open_hand(alice, table)
    second = await open_hand(alice, table)
    offered = len(option_components(first))
    pick = option_components(first)[0]["custom_id"]
    await (await alice.click(first, pick)).answered()  # first of the two picks of this step
    await (await alice.click(second, option_components(second)[1]["custom_id"])).answered()
    updated = fake.message(second.id)
    assert updated.embeds[0]["description"].startswith("That button is outdated.")
    assert len(option_components(updated)) == offered - 1
    log = await table_bot.store.actions.action_log(record.id)
    assert [a.seat for a in log] == [0]


async def test_simultaneous_choices_by_two_players_are_both_applied(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot, game="capital-lux")
    hands = [await open_hand(users[seat], table) for seat in (0, 1)]
    clicks = await asyncio.gather(
        *(
            users[seat].click(hands[seat], option_components(hands[seat])[0]["custom_id"])
            for seat in (0, 1)
        )
    )
    await asyncio.gather(*(click.answered() for click in clicks))
    await settle(table_bot)
    log = await table_bot.store.actions.action_log(record.id)
    assert sorted(a.seat for a in log) == [0, 1]
    assert [a.version for a in log] == [0, 1]


async def test_a_crash_inside_a_handler_apologises_and_changes_nothing(
    fake, table_bot, monkeypatch, caplog
):
    record, table, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    hand = await open_hand(mover, table)
    game = get_game("mausoleum")
    before = await table_bot.store.games.get(record.id)

    def broken(state, seat, action):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(type(game), "_resolve", lambda self, *a: broken(*a))
    with caplog.at_level(logging.ERROR):
        await (await mover.click(hand, option_id(hand, "Pass"))).answered()
        await fake.wait_for(lambda: any("went wrong" in m.content for m in mover.ephemerals()))
    apology = next(m for m in mover.ephemerals() if "went wrong" in m.content)
    error_id = apology.content.split("error id ")[1].split(")")[0]
    assert apology.content.endswith("The game is unchanged.")
    logged = next(r for r in caplog.records if error_id in r.getMessage())
    assert f"game {record.id}" in logged.getMessage() and logged.exc_info is not None
    after = await table_bot.store.games.get(record.id)
    assert (after.version, after.state) == (before.version, before.state)


async def test_the_table_survives_a_rate_limited_edit(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    hand = await open_hand(mover, table)
    fake.rate_limit_next("PATCH /channels/{channel_id}/messages/{message_id}", 1)
    await (await mover.click(hand, option_id(hand, "Pass"))).answered()
    await settle(table_bot)
    assert fake.rate_limited, "the fake answered 429 once"
    recent = fake.message(table.id).embeds[0]["fields"][-1]["value"]
    assert recent.endswith("passes.")


LONG_AGO = -math.inf
"""The bot's start, or its hearing players again, on the monotonic clock: long ago."""


async def age(bot, game_id: int, state: str | None = None) -> None:
    """The game's last move long ago, the bot running since."""
    bot.get_cog("TableCog").silence_counts_since = LONG_AGO
    async with bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE games SET updated_at = '2000-01-01T00:00:00.000Z', "
            "state = COALESCE(?, state) WHERE id = ?",
            (state, game_id),
        )


async def test_players_to_move_are_reminded(fake, table_bot):
    record, table, users = await two_humans(fake, table_bot)
    _, mover, _ = await pending_user(table_bot, record, users)
    first_ping = fake.last_message()
    table_bot.settings = dataclasses.replace(table_bot.settings, turn_reminder_minutes=15)
    await table_bot.get_cog("TableCog").remind(record.id)
    assert fake.last_message().id == first_ping.id, "no reminder before 15 minutes"
    await age(table_bot, record.id)
    await table_bot.get_cog("TableCog").remind(record.id)
    reminder = fake.last_message()
    assert reminder.id != first_ping.id, "a reminder is a new message, so Discord notifies"
    assert reminder.content.startswith(f"<@{mover.id}>: your move")
    assert fake.message(first_ping.id).deleted, "the old ping is cleaned up"


async def defence_to_answer(fake, table_bot):
    """Guardiões do Mausoléu: seat 1 attacked by a Theft, to answer whether it defends; the
    timeout of 10 minutes (the default)."""
    record, _, _ = await two_humans(fake, table_bot)
    state = mausoleum_table(
        hands={0: ["theft", "base"], 1: ["sculptors", "pyramid"]}, draw=["columns"]
    )
    state, _ = mausoleum_act(state, 0, "play", "theft")
    state, _ = mausoleum_act(state, 0, "target", target=1)
    state.version = 0
    assert table_bot.settings.decision_timeout_minutes == 10
    async with table_bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE games SET state = ? WHERE id = ?", (state_to_json(state), record.id)
        )
    return record


async def test_an_unanswered_defence_is_used_after_the_timeout(fake, table_bot):
    """Guardiões do Mausoléu: "with no answer in time (bot setting) the defence is used"."""
    record = await defence_to_answer(fake, table_bot)
    cog = table_bot.get_cog("TableCog")
    await cog.time_out(record.id)
    assert await table_bot.store.actions.action_log(record.id) == [], "not before the timeout"
    await age(table_bot, record.id)
    await cog.time_out(record.id)
    await settle(table_bot)
    (action,) = await table_bot.store.actions.action_log(record.id)
    assert action.seat == 1 and action.action["do"] == "defend"


async def test_silence_while_the_bot_was_down_takes_no_decision_at_its_start(fake, table_bot):
    """A bot down for longer than the timeout (a failed deploy, a host that rebooted) took at
    its first minute every decision that had a default, as if its players had been silent:
    silence counts from the bot's start, as a clock's deadline gets the grace of a restart."""
    record = await defence_to_answer(fake, table_bot)
    cog = table_bot.get_cog("TableCog")
    async with table_bot.database.transaction() as tx:  # the last move an hour ago
        await tx.execute(
            "UPDATE games SET updated_at = ? WHERE id = ?", (stamp(minutes_ago=60), record.id)
        )
    await cog.time_out(record.id)
    assert await table_bot.store.actions.action_log(record.id) == [], "the bot just started"
    cog.silence_counts_since -= 11 * 60  # ten minutes more of silence
    await cog.time_out(record.id)
    await settle(table_bot)
    (action,) = await table_bot.store.actions.action_log(record.id)
    assert action.seat == 1 and action.action["do"] == "defend"


async def test_silence_while_the_database_was_unavailable_takes_no_decision_on_its_return(
    fake, table_bot, monkeypatch
):
    """The same for the database unavailable (a PostgreSQL server restarting, a full disk):
    its players' clicks were told to try again; silence counts from its return."""
    record = await defence_to_answer(fake, table_bot)
    cog = table_bot.get_cog("TableCog")
    await age(table_bot, record.id)
    running_game_ids = table_bot.finder.running_game_ids

    async def unavailable():
        raise DatabaseUnavailable("ConnectionRefusedError: [Errno 111] Connection refused")

    monkeypatch.setattr(table_bot.finder, "running_game_ids", unavailable)
    await cog.clock()
    monkeypatch.setattr(table_bot.finder, "running_game_ids", running_game_ids)
    await cog.clock()  # back
    await settle(table_bot)
    assert await table_bot.store.actions.action_log(record.id) == [], "just back"
    assert time.monotonic() - cog.silence_counts_since < 60


async def test_silence_while_discord_was_out_of_reach_takes_no_decision_on_its_return(
    fake, table_bot
):
    """The same for Discord out of reach (its gateway down): no click could reach the bot;
    nothing is decided meanwhile, and silence counts from the return."""
    record = await defence_to_answer(fake, table_bot)
    cog = table_bot.get_cog("TableCog")
    await age(table_bot, record.id)
    with fake.gateway_out_of_reach():
        await fake.wait_for(lambda: not table_bot.hears_players(), timeout=10)
        await cog.clock()
        await settle(table_bot)
        assert await table_bot.store.actions.action_log(record.id) == [], "nobody could move"
    await fake.wait_for(table_bot.hears_players, timeout=30)
    await cog.clock()
    await settle(table_bot)
    assert await table_bot.store.actions.action_log(record.id) == [], "just back"
    assert time.monotonic() - cog.silence_counts_since < 60


def stamp(minutes_ago: float, now: dt.datetime | None = None) -> str:
    """A time stamp as the database writes them, that long before ``now`` (default: the
    host's)."""
    moment = (now or dt.datetime.now(dt.UTC)) - dt.timedelta(minutes=minutes_ago)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


@pytest.mark.parametrize("offset", [-3600, 3600], ids=["an-hour-behind", "an-hour-ahead"])
async def test_on_a_database_whose_clock_is_off_silence_is_timed_on_the_database_s_clock(
    fake, postgres_server, offset
):
    """A PostgreSQL server on another machine, its clock an hour off the bot's host: players
    are reminded after 15 minutes of silence and their decisions taken after 10 (the
    defaults), as on one clock. The bot compared the server's time stamps with the host's
    clock: an hour behind, it reminded every player and decided for them the minute their turn
    came; an hour ahead, it did neither for an hour."""
    url = await postgres_server.create_database(migrated=True)
    await postgres_server.offset_clock(url, offset)
    settings = bot_settings(url, turn_reminder_minutes=15.0)  # the default: reminders tested
    async with fake.connect(create_bot(settings, **TEST_CLIENT_OPTIONS)) as bot:
        database_now = dt.datetime.fromisoformat(await bot.finder.database_now())
        off = (database_now - dt.datetime.now(dt.UTC)).total_seconds()
        assert abs(off - offset) < 60, "the server's clock is off by the offset"
        record = await defence_to_answer(fake, bot)
        first_ping = fake.last_message()
        cog = bot.get_cog("TableCog")
        cog.silence_counts_since = LONG_AGO  # the bot has run for long: only the game's silence
        await cog.clock()
        await settle(bot)
        assert await bot.store.actions.action_log(record.id) == [], "the turn just came"
        assert fake.last_message().id == first_ping.id, "nobody reminded yet"

        database_now = dt.datetime.fromisoformat(await bot.finder.database_now())
        async with bot.database.transaction() as tx:
            await tx.execute(
                "UPDATE games SET updated_at = ? WHERE id = ?", (stamp(16, database_now), record.id)
            )
        await cog.clock()
        await settle(bot)
        reminder = fake.last_message()
        assert reminder.id != first_ping.id and ": your move" in reminder.content, "reminded"
        (action,) = await bot.store.actions.action_log(record.id)
        assert action.seat == 1 and action.action["do"] == "defend", "taken after the timeout"
    close_readers()


async def test_a_game_whose_state_cannot_be_read_does_not_stop_the_reminders_of_the_others(
    fake, table_bot, caplog
):
    """Issue 32, point 5: the once-a-minute reminder loop stopped for good at a game whose
    state could not be read. Now that game is logged with its id and skipped."""
    broken, _, _ = await two_humans(fake, table_bot)
    second = fake.create_channel(fake.guild, "second")
    alice, bob = fake.user("carol").at(second), fake.user("dave").at(second)
    await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(second.id)
    first_ping = fake.last_message(second)
    table_bot.settings = dataclasses.replace(table_bot.settings, turn_reminder_minutes=15)
    await age(table_bot, broken.id, state='{"players": ')
    await age(table_bot, record.id)
    await table_bot.get_cog("TableCog").clock()
    await settle(table_bot)
    assert fake.last_message(second).id != first_ping.id, "the other game is reminded"
    assert any(
        r.getMessage().startswith(f"reminder/timeout of game {broken.id} failed")
        for r in caplog.records
    )
