"""The bot paces its requests under Discord's global rate limit instead of meeting it.

Discord allows a bot 50 requests per second over all its routes together, whatever shard or
process sends them, except interaction callbacks and webhook routes that carry an interaction
token (https://discord.com/developers/docs/topics/rate-limits#global-rate-limit). discord.py
follows each route's bucket from Discord's headers, but learns of the global limit only from a
429 (an invalid request: 10,000 of them in 10 minutes ban the bot's address). So every other
request waits here, before it is sent, for its turn (see :class:`GlobalLimiter`), within a
budget shared out between processes (see :func:`budget`).
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable
from types import SimpleNamespace

import aiohttp
import yarl

from settings import Settings

GLOBAL_PER_SECOND = 50.0
"""Discord's global limit per bot token (the rate-limits page linked above)."""
SAFETY = 0.8
BURST_SECONDS = 0.125
"""The bot sends at most 40 requests per second, and a burst of at most 1/8 s of them (5) at
once: any second of Discord's, seen with up to ±40 ms of jitter on each request's way, then
holds at most 5 + 40 × 1.08 < 50. A click's few requests never wait; only a sustained load
over 40 per second is spread."""


def budget(settings: Settings) -> float:
    """Requests per second this process may send on the global limit. Processes that share a
    token share it: a process that runs ``k`` of ``SHARD_COUNT`` shards (``SHARD_IDS``) takes
    ``k / SHARD_COUNT`` of it, so that all processes together stay within it."""
    share = 1.0
    if settings.shard_count is not None and settings.shard_ids is not None:
        share = len(settings.shard_ids) / settings.shard_count
    return GLOBAL_PER_SECOND * SAFETY * share


def burst(per_second: float) -> int:
    """How many requests may go at once at that rate (at least one)."""
    return max(1, int(per_second * BURST_SECONDS))


def exempt(url: yarl.URL) -> bool:
    """Interaction callbacks and webhooks with a token (``/webhooks/{id}/{token}...``)."""
    parts = url.path.split("/")
    if "interactions" in parts:
        return True
    if "webhooks" in parts:
        return len(parts) > parts.index("webhooks") + 2
    return False


class GlobalLimiter:
    """At most ``per_second`` requests per second and ``burst(per_second)`` at once (a
    generic cell rate algorithm), first come first served: a request reserves its moment
    before it waits, so none can overtake it.

    The moments are kept only if the loop wakes the requests on time. A loop held up for a
    while (a busy machine, a long collection) wakes every request whose moment passed at once,
    so the requests really sent are also counted over the last second: never more than
    ``per_second`` plus a burst in any second, however late the loop was."""

    def __init__(
        self,
        per_second: float,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        self.interval = 1.0 / per_second
        self.tolerance = (burst(per_second) - 1) * self.interval
        self.clock = clock
        self.sleep = sleep
        self._due = 0.0
        """When the next request would be due if requests went exactly one interval apart."""
        self.waited = 0.0
        """Seconds requests spent waiting here, in all."""
        self.per_second_at_most = int(per_second) + burst(per_second)
        self._sent: deque[float] = deque()
        """When the requests of the last second were let go."""

    async def acquire(self) -> None:
        now = self.clock()
        moment = max(now, self._due - self.tolerance)
        self._due = max(self._due, moment) + self.interval
        if moment > now:
            await self._wait(moment - now)
        while True:
            now = self.clock()
            while self._sent and self._sent[0] <= now - 1.0:
                self._sent.popleft()
            if len(self._sent) < self.per_second_at_most:
                self._sent.append(now)
                return
            await self._wait(self._sent[0] + 1.0 - now)

    async def _wait(self, seconds: float) -> None:
        self.waited += seconds
        await self.sleep(seconds)

    async def on_request_start(
        self,
        session: aiohttp.ClientSession,
        context: SimpleNamespace,
        params: aiohttp.TraceRequestStartParams,
    ) -> None:
        if not exempt(params.url):
            await self.acquire()
