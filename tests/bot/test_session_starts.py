"""Discord's daily budget of gateway sessions (1,000 IDENTIFYs; the start that uses the last one
resets the bot's token): the bot keeps a start per shard in reserve and waits for the budget's
reset rather than lose its token (``cogs.session_starts``)."""

from __future__ import annotations

import asyncio
import logging
import signal
from types import SimpleNamespace

import aiohttp
import pytest
from discord.gateway import ReconnectWebSocket

from bot import create_bot
from cogs import session_starts
from cogs.metrics import BotCollector
from cogs.session_starts import SessionStarts, keep_within_budget
from tests.bot.conftest import bot_settings
from tests.bot.process import BotProcess
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.sqlite_only  # about Discord's gateway, not the database

WAITS = "the bot waits until then to connect"
FEW_LEFT = "each start of the bot uses one"
REMAINING = "tabletop_gateway_session_starts_remaining"


async def test_sessions_invalidated_again_and_again_stop_short_of_the_token_reset(
    fake, tmp_path, caplog
):
    """In an incident Discord may invalidate every session it starts (op 9): discord.py then
    identifies anew every 5 s, the day's 1,000 starts gone in 83 minutes, and the token with
    them. Here two starts are left: the bot uses one, keeps the last, and connects again once
    the budget is whole."""
    caplog.set_level(logging.WARNING, logger="cogs.session_starts")
    fake.session_starts.set(total=2, window_seconds=3)
    bot = create_bot(bot_settings(tmp_path / "games.sqlite3"), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        assert fake.session_starts.remaining == 1
        gauge = {m.name: m for m in BotCollector(bot).collect()}[REMAINING]
        assert gauge.samples[0].value == 1, "what an admin's alert reads"
        assert [m for m in caplog.messages if FEW_LEFT in m], "few left: the admin is told"
        fake.invalidate_session()
        await fake.wait_for(lambda: any(WAITS in m for m in caplog.messages), timeout=10)
        assert fake.gateway.stats.identifies == 1, "the last start is kept"
        assert not bot.hears_players()
        await fake.wait_for(lambda: fake.gateway.connected, timeout=20)
        await fake.wait_for(bot.hears_players, timeout=5)
        assert fake.gateway.stats.identifies == 2, "one start once the budget is whole again"
        assert fake.traffic.token_resets == 0
        assert len([m for m in caplog.messages if WAITS in m]) == 1, "said once"


async def test_a_bot_restarted_in_a_loop_keeps_its_token_and_stops_when_asked(fake, tmp_path):
    """A supervisor starts the crashed bot again and again (its default settings, a process
    each time): every start is a session start, and the last one would cost the token."""
    fake.session_starts.set(total=2)
    database = tmp_path / "games.sqlite3"
    first = BotProcess(fake, database)
    await first.start()
    await first.kill()
    again = BotProcess(fake, database)
    await again.start(capture_log=True, ready=False)
    try:
        waiting = await again.logged(WAITS)
        assert "gateway session starts left: 1 of 2 a day" in waiting
        assert fake.gateway.stats.identifies == 1 and fake.traffic.token_resets == 0
        again.signal(signal.SIGTERM)  # the admin stops it (to fix the loop)
        assert await again.exited() == 0, "a wait for the budget ends at once"
    finally:
        await again.kill()  # whatever failed: no bot left waiting for a day


class ReadBudget:
    """Discord's ``session_start_limit`` as ``GET /gateway/bot`` gives it, or its failure."""

    def __init__(self, remaining: int, reset_after_ms: int = 3_600_000) -> None:
        self.limit = {"total": 1000, "remaining": remaining, "reset_after": reset_after_ms}
        self.failing = False
        self.hanging = False

    async def __call__(self) -> dict[str, int]:
        if self.failing:
            raise aiohttp.ClientConnectionError("Discord out of reach")
        if self.hanging:
            await asyncio.Event().wait()
        return self.limit


@pytest.mark.parametrize("reading", ["failing", "hanging"])
async def test_with_discord_s_api_out_of_reach_the_starts_made_since_are_counted(
    reading, monkeypatch
):
    """Discord's API refusing, or answering 5xx (discord.py retries for 25 s before it gives
    up): the last figures read, less the starts made since, decide."""
    monkeypatch.setattr(session_starts, "READ_TIMEOUT_SECONDS", 0.05)  # the test's time
    read = ReadBudget(remaining=4)
    starts = SessionStarts(read, shards=lambda: 2)
    assert await starts.wait_until_allowed()
    starts.started()
    starts.started()
    setattr(read, reading, True)
    told = asyncio.Event()
    handler = logging.Handler()
    handler.emit = lambda record: told.set() if WAITS in record.getMessage() else None
    logging.getLogger("cogs.session_starts").addHandler(handler)
    try:
        waiting = asyncio.create_task(starts.wait_until_allowed())
        await asyncio.wait_for(told.wait(), 5)  # 2 left by the figures known: the reserve
        assert not waiting.done()
        starts.close()
        assert await waiting is False, "no start: the bot closed while it waited"
    finally:
        logging.getLogger("cogs.session_starts").removeHandler(handler)


async def test_figures_of_a_day_that_is_over_no_longer_hold():
    now = [0.0]
    read = ReadBudget(remaining=2, reset_after_ms=3_600_000)
    starts = SessionStarts(read, shards=lambda: 1, clock=lambda: now[0])
    assert await starts.wait_until_allowed()
    starts.started()
    read.failing = True
    now[0] = 3_600.0
    assert await starts.wait_until_allowed(), "1 left was yesterday's figure"


def test_the_reserve_is_a_start_per_shard_of_the_bot():
    assert SessionStarts(ReadBudget(10), shards=lambda: 0).reserve() == 1
    assert SessionStarts(ReadBudget(10), shards=lambda: 16).reserve() == 16


async def test_a_token_reset_while_connected_is_one_line_and_no_restart(fake, tmp_path):
    """The token reset anyway (by its owner, or another copy of the bot that used the last
    start): discord.py's traceback and exit code 1 had a supervisor restart the bot into a
    refused login. Now one line says what to do, and exit code 2 stops the restarts."""
    bot = BotProcess(fake, tmp_path / "games.sqlite3")
    await bot.start(capture_log=True)
    await fake.reset_token()
    try:
        assert await bot.exited() == 2
    finally:
        await bot.kill()
    assert "Traceback (most recent call last):" not in bot.log
    assert bot.log[-1].startswith("Discord refused DISCORD_TOKEN while the bot was connected")


class Shard:
    """discord.py's ``Shard`` as ``keep_within_budget`` sees it: its two ways to connect anew."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    async def reidentify(self, exc: ReconnectWebSocket) -> None:
        self.calls.append("resume" if exc.resume else "identify")

    async def reconnect(self) -> None:
        self.calls.append("reconnect")


async def test_a_shard_identifies_anew_only_within_the_budget_and_resumes_freely():
    """Both ways discord.py's shards start a session after the first (a session Discord
    invalidated; a connection that could not be resumed) wait for the budget; a RESUME costs
    nothing and never waits."""
    shard = Shard()
    bot = SimpleNamespace(shards={0: SimpleNamespace(_parent=shard)})
    starts = SessionStarts(ReadBudget(remaining=1), shards=lambda: 1)  # at the reserve
    keep_within_budget(bot, starts)
    await shard.reidentify(ReconnectWebSocket(0, resume=True))
    assert shard.calls == ["resume"]
    waiting = [
        asyncio.create_task(shard.reidentify(ReconnectWebSocket(0, resume=False))),
        asyncio.create_task(shard.reconnect()),
    ]
    await asyncio.sleep(0)  # both run up to their wait
    assert not any(task.done() for task in waiting)
    starts.close()
    await asyncio.gather(*waiting)
    assert shard.calls == ["resume"], "no session started: the bot closed while they waited"
