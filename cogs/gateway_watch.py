"""A gateway connection gone silent is given up within seconds, not a minute.

Now and then a connection to Discord's gateway stays open while nothing crosses it any more (a
"zombied" connection: a NAT or a proxy that forgot it, a network gone without closing anything).
discord.py notices only once it has received nothing for 60 s (its ``heartbeat_timeout``; its
heartbeats go every 41.25 s). For that minute every click "This interaction failed", and the turn
clocks ran on, deciding for players who could not reach the bot (``tests/bot/test_reconnect.py``:
deaf for 59.9 s against the fake's silent gateway).

Here each shard's connection is watched. After :data:`QUIET_SECONDS` with nothing received, a
heartbeat is sent at once (Discord answers every heartbeat with an ACK, whenever it comes). Left
unanswered for :data:`DOUBT_SECONDS`, the players count as unheard (``hears_players``: the clocks
wait, and give the time back afterwards); for :data:`GIVE_UP_SECONDS`, the connection is given
up (the connection cut), and discord.py resumes the session on a new one,
receiving what was dispatched meanwhile. A busy connection receives events all the time and is
never probed; a quiet one gets a heartbeat every few seconds instead of every 41.25 s: a few bytes,
far within the gateway's 120 sends a minute.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from cogs import metrics

log = logging.getLogger(__name__)

CHECK_SECONDS = 1.0
"""How often every shard's connection is looked at."""
QUIET_SECONDS = 5.0
"""Nothing received for that long: a heartbeat is sent to ask whether the connection lives."""
DOUBT_SECONDS = 3.0
"""That heartbeat unanswered for that long: the players count as unheard (an ACK comes back in a
fraction of a second; 3 s leaves room for a loaded host that reads it late)."""
GIVE_UP_SECONDS = 10.0
"""That heartbeat unanswered for that long: the connection is given up, the session resumed."""


@dataclass(frozen=True)
class Probe:
    ws: Any
    """The ``DiscordWebSocket`` the heartbeat went on (a new one makes the probe moot)."""
    sent: float
    """When, on ``time.perf_counter`` (the clock discord.py times what it receives on)."""


class GatewayWatch:
    def __init__(
        self, bot: discord.AutoShardedClient, now: Callable[[], float] = time.perf_counter
    ) -> None:
        self.bot = bot
        self._now = now
        self._probes: dict[int, Probe] = {}
        """Per shard id, the heartbeat sent to a quiet connection and not yet answered."""
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="gateway-watch")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    def in_doubt(self) -> bool:
        """Whether a shard's connection left a heartbeat unanswered for :data:`DOUBT_SECONDS`."""
        now = self._now()
        return any(
            now - probe.sent >= DOUBT_SECONDS and not _answered(probe)
            for probe in self._probes.values()
        )

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(CHECK_SECONDS)
            for shard_id, info in list(self.bot.shards.items()):
                try:
                    await self.check(shard_id, info._parent.ws)
                except Exception:
                    log.exception("watching the gateway connection of shard %s failed", shard_id)

    async def check(self, shard_id: int, ws: Any) -> None:
        """Probe a quiet connection; give up one whose probe went unanswered."""
        probe = self._probes.get(shard_id)
        if probe is not None and (probe.ws is not ws or _answered(probe)):
            del self._probes[shard_id]
            probe = None
        keep_alive = getattr(ws, "_keep_alive", None)  # discord.py's heartbeat thread
        if keep_alive is None or ws.session_id is None or ws.socket.closed:
            # Connecting (nothing is read while discord.py paces its IDENTIFY, for up to 5 s),
            # or closed: discord.py is connecting or reconnecting already.
            return
        now = self._now()
        if probe is None:
            if now - keep_alive._last_recv >= QUIET_SECONDS:
                self._probes[shard_id] = Probe(ws, now)
                await ws.send_heartbeat(keep_alive.beat())  # beat(): the ACK times the latency
        elif now - probe.sent >= GIVE_UP_SECONDS:
            del self._probes[shard_id]
            metrics.GATEWAY_SILENCES.labels(str(shard_id)).inc()
            log.warning(
                "shard %s: nothing received from Discord's gateway for %.0f s, a heartbeat "
                "unanswered: the connection is given up and the session resumed",
                shard_id,
                now - keep_alive._last_recv,
            )
            # Cut, not closed: a close waits (up to 30 s) for Discord to answer it, which a
            # silent connection never does. discord.py then reads the end of the connection and
            # resumes the session on a new one, as after any drop.
            ws.socket._response.close()


def _answered(probe: Probe) -> bool:
    """Whether anything came on the probe's connection since it was sent. One closed since
    (discord.py dropped its heartbeat thread) counts as answered: discord.py is reconnecting,
    and its silence says nothing more."""
    keep_alive = probe.ws._keep_alive
    return keep_alive is None or bool(keep_alive._last_recv > probe.sent)
