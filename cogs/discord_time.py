"""Discord's clock, read through the host's: what a host whose clock is off still gets right.

Discord dates things on its own clock: an interaction's token lives 15 minutes from its
snowflake, a message may be edited for an hour after its snowflake, and a ``<t:…>`` timestamp
is shown on each reader's device, whose clock is right. The bot keeps its own times (turn
clocks, token ends, lobby expiry) on the host's clock. When the two differ (a Raspberry Pi
booted before NTP answered, a hardware clock kept in local time and read as UTC, a container
on a host that drifts), comparing a snowflake with the host's clock goes wrong: an hour ahead,
every table looks too old to edit and is posted anew at each click; twenty minutes ahead, every
token looks dead and every ping spends the global rate limit; a minute behind, dead tokens are
used and refused; and every deadline shown is off by the difference.

So the bot learns the difference (the *offset*: Discord's time less the host's) from what
Discord dates as it happens: each interaction's snowflake when it arrives, each HTTP answer's
``Date`` header. Both are a little *before* the host reads its clock (the trip, the header's
whole seconds), so each sample is at most the offset, and the largest of the recent ones is
the estimate. Samples taken before the host's clock was stepped (NTP setting it, a test moving
its clock) no longer hold: a change of the host's clock against ``time.monotonic`` forgets them.
Times that come from Discord are turned into the host's (:meth:`DiscordTime.host_time`), times
shown to players into Discord's (:meth:`DiscordTime.shown`).
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from email.utils import parsedate_to_datetime
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord

from play.clock import ClockSteps

log = logging.getLogger(__name__)

KEPT_SAMPLES = 16
"""The recent samples the estimate is the largest of: enough that one late reading (a busy
event loop) does not move it, few enough that a changed offset is followed within a few clicks."""
WARN_SECONDS = 10.0
"""An offset at least this large is logged once (the host should keep its clock with NTP)."""


class DiscordTime:
    def __init__(
        self,
        host_now: Callable[[], float],
        *,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._host_now = host_now
        self._samples: deque[float] = deque(maxlen=KEPT_SAMPLES)
        self._steps = ClockSteps(host_now, monotonic)
        self._warned = False

    @property
    def offset(self) -> float:
        """Discord's time less the host's, in seconds (0 until Discord dated anything)."""
        return max(self._samples, default=0.0)

    def heard(self, discord_seconds: float) -> None:
        """Discord dated something ``discord_seconds`` (Unix seconds on its clock) that the bot
        has just received."""
        if self._steps.step():
            self._samples.clear()  # the host's clock was set since
        host = self._host_now()
        self._samples.append(discord_seconds - host)
        offset = self.offset
        if abs(offset) >= WARN_SECONDS and not self._warned:
            self._warned = True
            log.warning(
                "this host's clock is %.0f s %s Discord's: the bot reads Discord's time for "
                "tokens, message ages and the deadlines it shows, but the host should keep its "
                "clock with NTP",
                abs(offset),
                "behind" if offset > 0 else "ahead of",
            )

    def heard_snowflake(self, snowflake: int) -> None:
        """Something Discord made just now (an interaction as it arrives)."""
        self.heard(_snowflake_seconds(snowflake))

    def host_time(self, snowflake: int) -> float:
        """When, on the host's clock, Discord made what ``snowflake`` names."""
        return _snowflake_seconds(snowflake) - self.offset

    def shown(self, host_seconds: float) -> int:
        """A time of the host's clock as a ``<t:…>`` timestamp's Unix seconds (Discord's)."""
        return int(host_seconds + self.offset)


def _snowflake_seconds(snowflake: int) -> float:
    return discord.utils.snowflake_time(snowflake).timestamp()


class DateHeaders:
    """The ``http_trace`` hook (see ``cogs.http_trace``) that hears the ``Date`` of each of
    Discord's answers: the bot knows Discord's time from its first request, before any click."""

    def __init__(self, time: DiscordTime) -> None:
        self.time = time

    async def on_request_end(
        self, session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        date = params.response.headers.get("Date")
        if date is None:
            return
        try:
            when = parsedate_to_datetime(date)
        except (TypeError, ValueError):
            return
        self.time.heard(when.timestamp())  # whole seconds, cut down: at most the offset too
