"""Reconnecting to Discord after an outage: pauses that stop growing at 32 s, and one line in
the log for each attempt (``cogs.reconnect``)."""

from __future__ import annotations

import logging

import pytest

from cogs.reconnect import LONGEST_PAUSE_SECONDS

pytestmark = pytest.mark.sqlite_only  # about Discord's gateway, not the database


async def test_after_many_failed_attempts_the_pause_before_the_next_stays_short(table_bot):
    """discord.py's pauses double up to 1,024 s: after an outage of a few minutes the bot
    stayed deaf for minutes more once Discord was back (a 40-s outage had grown them to 29 s)."""
    (info,) = table_bot.shards.values()
    backoff = info._parent._backoff  # the one discord.py reads before each attempt
    pauses = [backoff.delay() for _ in range(60)]  # an hour-long outage's attempts
    assert max(pauses) <= LONGEST_PAUSE_SECONDS
    assert max(pauses[10:]) > LONGEST_PAUSE_SECONDS / 4, "still random up to the longest"


async def test_an_attempt_to_reconnect_is_a_warning_of_one_line(fake, table_bot, caplog):
    """An outage of Discord's is not the bot's error: discord.py logged an ERROR with its
    traceback for every attempt."""
    caplog.set_level(logging.WARNING, logger="discord.shard")
    with fake.gateway_out_of_reach():
        await fake.wait_for(
            lambda: any("Attempting a reconnect" in m for m in caplog.messages), timeout=10
        )
    await fake.wait_for(table_bot.hears_players, timeout=40)
    attempts = [r for r in caplog.records if "Attempting a reconnect" in r.getMessage()]
    assert attempts and all(r.levelno == logging.WARNING and not r.exc_info for r in attempts)
    assert all(r.getMessage().count("\n") == 0 for r in attempts)
