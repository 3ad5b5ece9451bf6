"""What an admin expects of the process: a graceful stop on SIGTERM or SIGINT (the work under
way finishes, no worker process is left behind, exit code 0), one clear line when Discord
cannot be reached, and a start-up log line naming the bot, its servers and its invite link."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import sys
import time
from dataclasses import dataclass

import pytest

from bot import create_bot
from locales import translate
from play.records import GameRecord
from tests.bot.conftest import bot_settings
from tests.bot.driver import click_random_option, open_hand, open_table, start_game
from tests.bot.process import ROOT, BotProcess
from tests.bot.test_kill import stored
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeUser


def nobody_listens() -> int:
    """A loopback port that refuses connections."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def all_gone(process: BotProcess, timeout: float = 10.0) -> None:
    """No process of the bot's group is left (a worker may take a moment to follow the bot)."""
    try:
        async with asyncio.timeout(timeout):
            while process.group():
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"processes outlive the bot: {process.group()}") from None


@pytest.mark.postgresql_sample(signum=[signal.SIGTERM])
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_a_signal_stops_the_bot_and_its_workers_at_once_with_exit_code_0(
    fake, database, signum
):
    alice, bob = fake.user("alice"), fake.user("bob")
    process = BotProcess(fake, database, RENDER_WORKERS="2", AI_WORKERS="1")
    await process.start()
    try:
        await open_table(fake, alice, "mausoleum", [alice, bob])  # the workers drew it
        assert len(process.group()) >= 2, "the bot has worker processes"
        started = time.monotonic()
        process.signal(signum)
        code = await process.exited(timeout=30)
        seconds = time.monotonic() - started
    finally:
        if process.process.returncode is None:
            await process.kill()
    assert code == 0
    assert seconds < 15, f"took {seconds:.1f} s"  # 6-7 s at a load average of 14 on 2 cores
    await all_gone(process)


async def test_a_killed_bot_leaves_no_worker_behind(fake, database):
    """SIGKILL to the bot alone (a crash, the out-of-memory killer): its workers follow it."""
    process = BotProcess(fake, database, RENDER_WORKERS="2")
    await process.start()
    workers = [pid for pid in process.group() if pid != process.process.pid]
    assert workers
    process.signal(signal.SIGKILL)
    await process.exited(timeout=30)
    await all_gone(process)


@dataclass
class Held:
    """A decision under way, held in ``decide``, and the graceful shutdown begun, waiting."""

    record: GameRecord
    seat: int
    users: tuple[FakeUser, FakeUser]
    table: int
    click: asyncio.Task
    release: asyncio.Event
    shutdown: asyncio.Task


async def a_shutdown_waiting_for_a_decision(fake, bot) -> Held:
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await bot.store.games.open_game_in_channel(fake.channel.id)
    seat = min((await bot.service.load(record.id)).pending())
    mover = (alice, bob)[seat]
    hand = await open_hand(mover, fake.message(table.id))
    entered, release = asyncio.Event(), asyncio.Event()
    decide = bot.service.decide

    async def held_decide(*args, **kwargs):
        entered.set()
        await release.wait()
        return await decide(*args, **kwargs)

    bot.service.decide = held_decide
    click = asyncio.create_task(click_random_option(mover, hand, random.Random(1)))
    await entered.wait()
    shutdown = asyncio.create_task(bot.shutdown())
    while not bot.service.stopping:  # the shutdown began: no new AI move, no clock
        await asyncio.sleep(0)
    assert not shutdown.done() and not bot.is_closed(), "it waits for the decision"
    return Held(record, seat, (alice, bob), table.id, click, release, shutdown)


async def test_a_graceful_shutdown_lets_the_decision_under_way_finish(fake, database):
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        held = await a_shutdown_waiting_for_a_decision(fake, bot)
        held.release.set()
        interaction, _ = await held.click
        await held.shutdown
        assert bot.is_closed()
    assert interaction.failure is None and interaction.answer_seconds is not None
    # The decision is stored (and any single-option prompt it led to was answered after it).
    version_before = held.record.version
    assert stored(database, "SELECT seat FROM actions WHERE version = ?", version_before) == [
        (held.seat,)
    ]
    ((version,),) = stored(database, "SELECT version FROM games")
    assert stored(database, "SELECT COUNT(*) FROM actions") == [(version,)] and version > 0


async def test_a_click_during_the_graceful_shutdown_is_told_to_come_back(fake, database):
    """The shutdown waits for the work under way, not for the clicks that keep coming: under
    steady play it never ended before its 10 s, then cut short the clicks it had let in, and a
    supervisor's SIGKILL (Docker's, at 10 s) came in the middle of its close (``bench.load
    --graceful`` with 100 tables: 2 of 4 stops). A click made meanwhile is told, in its
    player's language, that the bot restarts and to click again; it does nothing."""
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        held = await a_shutdown_waiting_for_a_decision(fake, bot)
        other = held.users[1 - held.seat]
        other.locale = "pt-BR"
        late = await (
            await other.click(fake.message(held.table), f"hand:{held.record.id}")
        ).answered()
        assert late.ephemeral and late.content == translate("pt-BR", "error-restarting")
        assert not held.shutdown.done(), "still waiting for the decision under way"
        held.release.set()
        await held.click
        await held.shutdown
    assert [m for m in other.ephemerals() if m.embeds] == [], "no hand was shown"


CLOCK_OFF = "this host's clock is"


async def run_process(**environment: str) -> tuple[int, list[str]]:
    """``python -m tests.bot.process``; it must end by itself (no retrying forever)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.bot.process",
        cwd=ROOT,
        env={**os.environ, "LOG_LEVEL": "WARNING", "RENDER_WORKERS": "0", **environment},
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    _, stderr = await asyncio.wait_for(process.communicate(), 30)
    # A host whose clock is off is told so as well (FAKEDISCORD_CLOCK_SKEW_SECONDS): not these
    # tests' matter.
    lines = [
        line for line in stderr.decode().splitlines() if line.strip() and CLOCK_OFF not in line
    ]
    return process.returncode, lines


async def test_discord_out_of_reach_is_one_line_and_exit_code_1(tmp_path):
    port = nobody_listens()
    code, lines = await run_process(
        DISCORD_TOKEN="a-token",
        DATABASE_PATH=str(tmp_path / "games.sqlite3"),
        FAKE_API_BASE=f"http://127.0.0.1:{port}/api/v10",
        FAKE_GATEWAY=f"ws://127.0.0.1:{port}/",
    )
    assert code == 1, lines
    assert len(lines) == 1, lines
    assert lines[0].startswith("Discord cannot be reached") and f":{port}" in lines[0]


async def test_a_gateway_nobody_listens_on_is_one_line_and_exit_code_1(fake, database):
    port = nobody_listens()
    where = "DATABASE_URL" if isinstance(database, str) else "DATABASE_PATH"  # a URL: PostgreSQL
    code, lines = await run_process(
        DISCORD_TOKEN=fake.token,
        **{where: str(database)},
        FAKE_API_BASE=fake.api_base,
        FAKE_GATEWAY=f"ws://127.0.0.1:{port}/",
        SHARD_COUNT="1",  # connect to FAKE_GATEWAY (without a count: the one Discord names)
    )
    assert code == 1, lines
    assert len(lines) == 1, lines
    assert (
        lines[0].startswith("Discord's gateway ws://127.0.0.1:") and "cannot be reached" in lines[0]
    )


async def test_the_start_up_log_names_the_bot_its_servers_and_the_invite_link(fake, database):
    fake.create_guild("Second Server")
    process = BotProcess(fake, database, LOG_LEVEL="INFO")
    await process.start(capture_log=True)
    await fake.wait_for(lambda: any("invite link" in line for line in process.log), timeout=30)
    await process.stop()
    (line,) = [line for line in process.log if "invite link" in line]
    assert "tabletop-bot" in line and f"id {fake.bot_user.id}" in line
    assert "servers 2" in line and "shards 0 of 1" in line
    link = (
        f"https://discord.com/oauth2/authorize?client_id={fake.application_id}"
        "&scope=bot%20applications.commands&permissions=309237763072"
    )
    assert line.endswith(link)
