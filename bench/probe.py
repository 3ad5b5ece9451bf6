"""Event-loop lag and gateway heartbeats, measured where they happen.

``LoopLag`` runs in ``bench.load``'s own loop (the fake Discord and every simulated player share
it) and, through :func:`install_in_bot` (``BENCH_PROBE=1``, see ``tests.bot.process``), in the
bot's. The bot process writes what it measured on stderr as ``bench-probe {json}`` lines.

Why heartbeats: discord.py's ``KeepAliveHandler`` logs "Can't keep up, shard ID 0 websocket is
41.3s behind" when a heartbeat's ACK comes more than 10 s after ``_last_send``, which its
heartbeat *thread* sets once the send it handed to the event loop is done. Against a loopback
fake the ACK is back, and handled by the loop, before that thread gets the interpreter back
(most heartbeats, even in an idle process), so the ACK is measured against the previous
heartbeat: the whole 41.25-s interval, logged once per interval in any run longer than that.
Against Discord the ACK takes a round trip and the thread wins. The probe sets ``_last_send``
from the loop, as the heartbeat is written, so discord.py measures what Discord would see and a
loop really blocked for 10 s is still logged.
"""

from __future__ import annotations

import asyncio
import atexit
import json
import sys
import time
from collections.abc import Callable

PREFIX = "bench-probe "
REPORT_SECONDS = 5.0


class LoopLag:
    """How late the loop wakes a task that sleeps ``every`` seconds: its lag, in ms."""

    def __init__(self, every: float = 0.05) -> None:
        self.every = every
        self.samples: list[float] = []

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(self.every)
            self.samples.append(max(0.0, loop.time() - before - self.every) * 1000)


class Heartbeats:
    """Each ACK as discord.py measured it (s) and from the loop's write of its heartbeat (ms)."""

    def __init__(self) -> None:
        self.written: tuple[object, float] | None = None
        """The last heartbeat not yet acknowledged: its connection, and when it was written
        (a connection given up unanswered, ``cogs.gateway_watch``, times nothing after it)."""
        self.acks: list[tuple[float, float]] = []

    def install(self) -> Callable[[], None]:
        """Time discord.py's heartbeats from the loop's write (see the module's docstring);
        returns what puts discord.py back."""
        from discord import gateway

        send, ack = gateway.DiscordWebSocket.send_heartbeat, gateway.KeepAliveHandler.ack
        heartbeats = self

        async def send_heartbeat(ws, data):
            written = time.perf_counter()  # before: the ACK may come during the send
            heartbeats.written = ws, written
            if ws._keep_alive is not None:
                ws._keep_alive._last_send = written
            await send(ws, data)

        def acknowledged(handler) -> None:
            now = time.perf_counter()
            ack(handler)
            if heartbeats.written is not None and heartbeats.written[0] is handler.ws:
                heartbeats.acks.append((handler.latency, (now - heartbeats.written[1]) * 1000))
            heartbeats.written = None

        gateway.DiscordWebSocket.send_heartbeat = send_heartbeat  # type: ignore[method-assign]
        gateway.KeepAliveHandler.ack = acknowledged  # type: ignore[method-assign]

        def restore() -> None:
            gateway.DiscordWebSocket.send_heartbeat = send  # type: ignore[method-assign]
            gateway.KeepAliveHandler.ack = ack  # type: ignore[method-assign]

        return restore


def install_in_bot(bot) -> None:
    """Measure the bot's loop lag and heartbeats from READY on; report every few seconds."""
    heartbeats = Heartbeats()
    heartbeats.install()  # for the process's life
    lag = LoopLag()
    tasks: list[asyncio.Task] = []

    def flush() -> None:
        line = {"lag_ms": [round(s, 1) for s in lag.samples], "heartbeats": heartbeats.acks}
        lag.samples, heartbeats.acks = [], []
        print(PREFIX + json.dumps(line), file=sys.stderr, flush=True)

    async def report() -> None:
        while True:
            await asyncio.sleep(REPORT_SECONDS)
            flush()

    atexit.register(flush)  # the last seconds, at the bot's graceful exit

    @bot.listen("on_ready")
    async def start_probe() -> None:
        if not tasks:
            tasks.extend([asyncio.create_task(lag.run()), asyncio.create_task(report())])


def read_bot_probe(lines: list[str]) -> tuple[list[float], list[tuple[float, float]], list[str]]:
    """(loop lag samples in ms, heartbeats, the other log lines) from the bot's stderr."""
    lag: list[float] = []
    heartbeats: list[tuple[float, float]] = []
    others = []
    for line in lines:
        if line.startswith(PREFIX):
            data = json.loads(line.removeprefix(PREFIX))
            lag += data["lag_ms"]
            heartbeats += [tuple(pair) for pair in data["heartbeats"]]
        else:
            others.append(line)
    return lag, heartbeats, others
