"""Computer players at the bot's default settings (an AI worker process): they move in every
game, and no failure of a worker or of the database leaves a bot seat waiting for good."""

from __future__ import annotations

import asyncio
import logging
import random

import pytest

from db.database import DatabaseUnavailable
from engine.core import games
from play.service import AI_RETRIES
from settings import Settings
from tests.bot.driver import choose as choose_at_random
from tests.bot.driver import open_hand, settle, start_game

pytestmark = pytest.mark.usefixtures("stamps")


async def moved_since(bot, game_id: int, seat: int, version: int) -> bool:
    """Whether ``seat`` made a move at ``version`` or after."""
    log = await bot.store.actions.action_log(game_id)
    return any(action.seat == seat and action.version >= version for action in log)


@pytest.mark.postgresql_sample(game_id=["luxor"])
@pytest.mark.parametrize("game_id", sorted(games()))
async def test_a_bot_moves_in_every_game_with_the_default_ai_worker(fake, table_bot, game_id):
    """With the default settings no computer player ever moved in Luxor: its prompt could not
    be sent to the AI worker process, and the worker was never given back."""
    assert table_bot.thinking.count == Settings(token="-").ai_workers >= 1
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, game_id, [alice], bots=["easy"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)

    async def three_bot_moves() -> bool:  # three times the bot's turn, each answered by a worker
        await settle(table_bot)
        return sum(a.seat == 1 for a in await table_bot.store.actions.action_log(record.id)) >= 3

    await human_plays_until(fake, table_bot, alice, record.id, three_bot_moves)
    assert table_bot.thinking.worker_pids(), "the bot thought in its worker process"
    assert table_bot.thinking.replaced == 0 and not table_bot.thinking.broken


def failing_writes(bot, monkeypatch, failures: int, seat: int = 1) -> list[int]:
    """The store fails the next ``failures`` writes of ``seat``'s moves as a full disk would;
    returns the game versions those writes were made at, in order."""
    failed_at: list[int] = []
    record_action = bot.store.games.record_action

    async def full_disk(*args, **kwargs):
        if len(failed_at) < failures and kwargs["seat"] == seat:
            failed_at.append(kwargs["version"])
            raise OSError(28, "database or disk is full")
        return await record_action(*args, **kwargs)

    monkeypatch.setattr(bot.store.games, "record_action", full_disk)
    return failed_at


async def human_plays_until(fake, bot, human, game_id: int, done) -> None:
    """The human plays at random until ``await done()`` holds; fails if the game ends first."""
    rng = random.Random(3)
    for _ in range(200):
        if await done():
            return
        loaded = await bot.service.load(game_id)
        assert loaded.pending(), "the game ended first"
        panel = await open_hand(human, fake.message(loaded.record.message_id))
        if not await choose_at_random(human, panel, rng):
            await settle(bot)  # nothing for the human: the bot seat is thinking
    raise AssertionError("never came to pass")


async def test_a_bot_seat_moves_again_once_the_database_takes_writes_again(
    fake, table_bot, monkeypatch
):
    """A full disk (then space freed) left the bot seat stalled for good: only a busy database
    was retried."""
    table_bot.service.retry_seconds = 0  # the pause before a retry is wall-clock time
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "capital-lux", [alice], bots=["normal"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    failed_at = failing_writes(table_bot, monkeypatch, failures=AI_RETRIES - 1)

    async def every_failure_met() -> bool:
        return len(failed_at) == AI_RETRIES - 1

    await human_plays_until(fake, table_bot, alice, record.id, every_failure_met)
    await settle(table_bot)
    assert await moved_since(table_bot, record.id, 1, failed_at[-1]), "it tried again and moved"


async def test_the_watchdog_runs_a_bot_seat_whose_runner_gave_up(fake, table_bot, monkeypatch):
    table_bot.service.retry_seconds = 0  # the pause before a retry is wall-clock time
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=["normal"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    failed_at = failing_writes(table_bot, monkeypatch, failures=AI_RETRIES)

    async def every_failure_met() -> bool:
        return len(failed_at) == AI_RETRIES

    await human_plays_until(fake, table_bot, alice, record.id, every_failure_met)
    await settle(table_bot)
    stalled = await table_bot.service.load(record.id)
    assert 1 in stalled.pending(), "the runner gave up, the bot still to move"

    await table_bot.service.watch_once()
    await settle(table_bot)
    assert (await table_bot.store.games.get(record.id)).version > stalled.record.version


async def test_the_watchdog_goes_on_when_the_database_cannot_list_the_games(
    fake, table_bot, monkeypatch, caplog
):
    async def unreachable(*args, **kwargs):
        raise OSError("the database is out of reach")

    monkeypatch.setattr(table_bot.store.games, "running_game_ids", unreachable)
    await table_bot.service.watch_once()  # logged, not raised: the loop looks again later
    assert any("watchdog" in r.getMessage() and r.exc_info for r in caplog.records)


async def test_the_watchdog_waits_quietly_for_a_database_out_of_reach(
    fake, table_bot, monkeypatch, caplog
):
    """The database out of reach (a server restarting) is told once by the database itself
    (db.outage); the watchdog, which met it in the bench's 40-second outage, logged it as an
    error with a traceback."""
    caplog.set_level(logging.INFO)

    async def restarting(*args, **kwargs):
        raise DatabaseUnavailable("CannotConnectNowError: the database system is starting up")

    monkeypatch.setattr(table_bot.store.games, "running_game_ids", restarting)
    await table_bot.service.watch_once()
    assert [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info] == []
    assert any("watchdog looks again" in r.getMessage() for r in caplog.records)


async def test_a_wake_up_during_the_runners_last_look_is_not_lost(fake, table_bot, monkeypatch):
    """The AI runner reads the game (a human to move: nothing for it), and before it ends the
    human's move commits and wakes it: on PostgreSQL the read and the commit go through two
    connections, so the runner can see the state from before the move. That wake-up found the
    runner still running and started none; the bot seat then waited for the watchdog."""
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=["easy"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    service = table_bot.service
    load = service.load

    async def the_human_moves_behind_the_runners_read(game_id):
        before = await load(game_id)
        if asyncio.current_task().get_name().startswith("ai-game"):
            monkeypatch.setattr(service, "load", load)  # once
            loaded = before
            while 0 in loaded.pending() and 1 not in loaded.pending():
                await service.decide(
                    game_id, user_id=alice.id, version=loaded.record.version, option=0
                )
                loaded = await load(game_id)
            assert 1 in loaded.pending(), "the bot seat must move now"
        return before

    loaded = await service.load(record.id)
    assert 0 in loaded.pending() and 1 not in loaded.pending(), "the human is to move"
    monkeypatch.setattr(service, "load", the_human_moves_behind_the_runners_read)
    service.wake_ai(record.id)  # a wake-up the runner finds nothing to do for (a redraw's)
    await settle(table_bot)
    assert 1 not in (await service.load(record.id)).pending(), "the bot seat moved"
