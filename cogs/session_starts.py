"""Discord's daily budget of gateway sessions, kept: the bot's token depends on it.

Discord lets a bot start 1,000 gateway sessions (IDENTIFY) a day, and resets the token of a bot
that uses them all: the bot is then locked out until its owner puts the new token in its
settings. discord.py never looks at that budget. A bot restarted in a loop (a supervisor starting
it again after each crash: systemd every 10 s, Docker within a minute), or whose sessions Discord
keeps invalidating (op 9, during an incident of Discord's: a new start every 5 s), uses it up
within hours; the "Bot Token Reset Due to Potential Abuse" e-mail is a known end of both.

So before each start (at launch, and each time a shard must identify anew) the bot reads the
budget (``GET /gateway/bot``, which costs none of it) and:

- starts no session while no more than :meth:`SessionStarts.reserve` starts are left (one per
  shard of the bot: its processes may start their sessions at the same moment). It waits for the
  budget's reset instead, and says so once. Offline until then is far better than a lost token.
- warns, once per process, when few are left, so that an admin looks for the loop.

When Discord's API cannot be asked, the last figures read, less the starts made since, stand in.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import discord
from discord.gateway import ReconnectWebSocket

log = logging.getLogger(__name__)

RESET_MARGIN_SECONDS = 1.0
"""Waited after the reset Discord announces, so that the next reading finds the new budget."""

DAY_SECONDS = 24 * 60 * 60
"""A budget counts the starts of a day from its first (Discord tells no reset before it)."""

READ_TIMEOUT_SECONDS = 5.0
"""Discord's API answering 5xx retries for 25 s in discord.py: the figures known stand in."""

LOW_SHARE = 10
"""Few starts are left below a tenth of the day's (100 of 1,000): the log warns."""


@dataclass(frozen=True)
class Budget:
    """Discord's ``session_start_limit`` as last read, ``remaining`` lowered by the starts
    made since."""

    total: int
    remaining: int
    resets_at: float
    """When the budget is whole again, on the :class:`SessionStarts` clock."""


class SessionStarts:
    """The bot's session starts, counted against Discord's daily budget."""

    def __init__(
        self,
        read: Callable[[], Awaitable[Mapping[str, Any]]],
        *,
        shards: Callable[[], int],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._read = read
        """Discord's ``session_start_limit`` (``GET /gateway/bot``)."""
        self._shards = shards
        self._clock = clock
        self.budget: Budget | None = None
        self._closed = asyncio.Event()
        self._warned_low = False

    def reserve(self) -> int:
        """Starts never used: one per shard of the bot (all its processes together)."""
        return max(1, self._shards())

    async def wait_until_allowed(self) -> bool:
        """Before a session is started: wait while the budget is down to its reserve. False
        when the bot closes meanwhile: then start nothing."""
        told = False
        while not self._closed.is_set():
            budget = await self._current()
            if budget is None or budget.remaining > self.reserve():
                return True
            pause = max(0.0, budget.resets_at - self._clock()) + RESET_MARGIN_SECONDS
            if not told:
                log.warning(
                    "gateway session starts left: %d of %d a day, until %s; the bot waits until "
                    "then to connect (%.1f hours from now): at the limit Discord resets the "
                    "bot's token. Restarting in a loop? The log above says why",
                    budget.remaining,
                    budget.total,
                    _moment(pause),
                    pause / 3600,
                )
                told = True
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closed.wait(), pause)
        return False

    def started(self) -> None:
        """A session is being started (its IDENTIFY sent): one start fewer until the next
        reading; a warning once when few are left."""
        budget = self.budget
        if budget is None:
            return
        now = self._clock()
        resets_at = budget.resets_at if budget.resets_at > now else now + DAY_SECONDS
        self.budget = budget = replace(budget, remaining=budget.remaining - 1, resets_at=resets_at)
        if not self._warned_low and budget.remaining <= self._low(budget):
            self._warned_low = True
            log.warning(
                "gateway session starts left: %d of %d a day, until %s; each start of the bot "
                "uses one, and so does each session Discord ends. Restarting in a loop? The log "
                "above says why",
                budget.remaining,
                budget.total,
                _moment(budget.resets_at - now),
            )

    def close(self) -> None:
        """The bot closes: a wait for the budget ends."""
        self._closed.set()

    def _low(self, budget: Budget) -> int:
        return max(budget.total // LOW_SHARE, self.reserve() + 1)

    async def _current(self) -> Budget | None:
        """The budget as Discord tells it now; when it cannot be asked, the last figures known
        (``None``: none, or their day is over)."""
        try:
            async with asyncio.timeout(READ_TIMEOUT_SECONDS):
                limit = await self._read()
        except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError) as error:
            log.info("the session start budget cannot be read now (%s)", error)
            known = self.budget
            return known if known is not None and known.resets_at > self._clock() else None
        self.budget = Budget(
            total=int(limit["total"]),
            remaining=int(limit["remaining"]),
            resets_at=self._clock() + int(limit["reset_after"]) / 1000,
        )
        return self.budget


def keep_within_budget(bot: discord.AutoShardedClient, starts: SessionStarts) -> None:
    """Each of ``bot``'s shards, once launched, waits for the budget before it identifies anew:
    for a session Discord invalidated (``Shard.reidentify`` without resuming), and after a
    connection it could not resume (``Shard.reconnect``). discord.py offers no hook before
    its connection is opened (``before_identify_hook`` runs inside a 60-s timeout, on a
    connection already open), so the shard's two methods are wrapped."""
    for info in bot.shards.values():
        shard = info._parent
        reidentify, reconnect = shard.reidentify, shard.reconnect

        async def reidentify_within_budget(
            exc: ReconnectWebSocket, reidentify: Callable[..., Awaitable[None]] = reidentify
        ) -> None:
            if exc.resume or await starts.wait_until_allowed():
                await reidentify(exc)

        async def reconnect_within_budget(
            reconnect: Callable[[], Awaitable[None]] = reconnect,
        ) -> None:
            if await starts.wait_until_allowed():
                await reconnect()

        shard.reidentify = reidentify_within_budget  # type: ignore[method-assign]
        shard.reconnect = reconnect_within_budget  # type: ignore[method-assign]


def _moment(seconds_from_now: float) -> str:
    at = datetime.now(UTC) + timedelta(seconds=max(0.0, seconds_from_now))
    return at.strftime("%Y-%m-%d %H:%M UTC")
