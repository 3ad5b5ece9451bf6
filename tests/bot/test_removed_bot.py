"""The bot removed from a server (kicked, or its app removed) and invited back: while it is
away, nobody in that server can see a table or reach a button, so its games wait. No clock
runs out, no stand-in plays, no result is rated, nothing is sent there; invited back, the games
go on where they were, with the time that ran out meanwhile given back."""

from __future__ import annotations

import random

import pytest

from bot import create_bot
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import settle
from tests.bot.test_clocks import CLOCK, open_clocked_table, play_one_decision
from tests.bot.test_deleted_channels import tracebacks
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


async def two_players_and_a_bot(fake, bot):
    """A clocked Guardiões do Mausoléu table where Alice and Bob took three decisions."""
    players = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, bot, "mausoleum", list(players), bots=["easy"])
    for step in range(3):
        await decide(fake, bot, record.id, players, step)
    return record, players


async def decide(fake, bot, game_id, players, seed: int) -> None:
    """The human to move takes one decision."""
    (seat,) = {s for s in (await bot.service.load(game_id)).pending() if s < 2}
    await play_one_decision(fake, bot, players[seat], game_id, random.Random(seed))


def clocked_bot(database, clock):
    return create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)


async def let_clock_periods_pass(bot, clock, periods: int) -> None:
    for _ in range(periods):
        clock.advance(CLOCK + 1)
        await bot.turn_clock.tick()
        await settle(bot)


async def test_a_removed_bot_s_games_wait_and_go_on_when_it_is_invited_back(fake, database, caplog):
    clock = ManualClock()
    bot = clocked_bot(database, clock)
    async with fake.connect(bot):
        record, players = await two_players_and_a_bot(fake, bot)
        before = await bot.store.games.get(record.id)
        sent = len(fake.requests)

        fake.remove_bot(fake.guild)
        await fake.wait_for(lambda: bot.get_guild(fake.guild.id) is None, timeout=5)
        await let_clock_periods_pass(bot, clock, 20)
        waiting = await bot.store.games.get(record.id)
        assert (waiting.status, waiting.version) == ("running", before.version)
        assert all(seat.stand_in is None for seat in waiting.seats), "nobody was made away"
        assert fake.requests[sent:] == [], "nothing sent where the bot may not go"

        fake.invite_bot(fake.guild)
        await fake.wait_for(lambda: bot.get_guild(fake.guild.id) is not None, timeout=5)
        await settle(bot)
        back = await bot.store.games.get(record.id)
        (seat,) = {s for s in (await bot.service.load(record.id)).pending() if s < 2}
        assert back.seats[seat].deadline == pytest.approx(clock.now() + CLOCK / 2)
        await bot.turn_clock.tick()
        await settle(bot)
        assert (await bot.store.games.get(record.id)).version == before.version
        await decide(fake, bot, record.id, players, 3)
        assert (await bot.store.games.get(record.id)).version > before.version
    assert tracebacks(caplog) == []


async def test_a_bot_removed_while_it_was_down_finds_its_games_waiting(fake, database, caplog):
    clock = ManualClock()
    first = clocked_bot(database, clock)
    async with fake.connect(first):
        record, players = await two_players_and_a_bot(fake, first)
        before = await first.store.games.get(record.id)
    fake.remove_bot(fake.guild)  # nobody hears it

    sent = len(fake.requests)
    second = clocked_bot(database, clock)
    async with fake.connect(second):
        await settle(second)
        await let_clock_periods_pass(second, clock, 20)
        waiting = await second.store.games.get(record.id)
        assert (waiting.status, waiting.version) == ("running", before.version)
        assert second.absent_guilds == {fake.guild.id}
        assert [r for r in fake.requests[sent:] if "/channels/" in r.path] == []

        fake.invite_bot(fake.guild)
        await fake.wait_for(lambda: not second.absent_guilds, timeout=5)
        await settle(second)
        await decide(fake, second, record.id, players, 3)
        assert (await second.store.games.get(record.id)).version > before.version
    assert [r.getMessage() for r in caplog.records if "no longer in 1 servers" in r.getMessage()]
    assert tracebacks(caplog) == []
