"""Faults of the network between the bot and Discord, injected in the bot's own HTTP session
(the fake cannot cut a connection or lose an answer it sent): a request that never reaches
Discord (its connection dropped), one that Discord acted on whose answer never came back (timed
out), or one answered with an error the fake does not produce by itself."""

from __future__ import annotations

import re
from collections import deque
from types import SimpleNamespace

import aiohttp
import discord
import yarl

from tests.fakediscord.server import API


def _pattern(route: str) -> tuple[str, re.Pattern[str]]:
    """``"PATCH /channels/{channel_id}/messages/{message_id}"`` as a method and a path regex."""
    method, path = route.split(" ", 1)
    return method, re.compile(
        re.escape(API) + re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(path)) + "$"
    )


class NetworkFaults:
    """Install with :meth:`install` (a ``monkeypatch``); then ``drop_next``, ``lose_next``,
    ``refuse_next``, ``outage_next`` queue a fault for the next request of the bot to a route
    (the fake's route keys). ``served`` lists the faults met, as ``(kind, route)``."""

    def __init__(self) -> None:
        self._queued: list[tuple[str, re.Pattern[str], str, deque[object]]] = []
        self.served: list[tuple[str, str]] = []

    def install(self, monkeypatch) -> NetworkFaults:
        original = aiohttp.ClientSession._request
        faults = self

        async def request(session, method, url, *args, **kwargs):
            fault = faults._take(method, yarl.URL(str(url)).path)
            if fault is None:
                return await original(session, method, url, *args, **kwargs)
            kind, route, detail = fault
            faults.served.append((kind, route))
            if kind == "drop":
                raise aiohttp.ServerDisconnectedError()
            if kind == "outage":
                raise discord.DiscordServerError(
                    SimpleNamespace(status=503, reason="Service Unavailable"),
                    {"code": 0, "message": "503: Service Unavailable"},
                )
            if kind == "refuse":
                status, code = detail
                raise discord.HTTPException(
                    SimpleNamespace(status=status, reason="Bad Request"),
                    {"code": code, "message": f"refused ({code})"},
                )
            response = await original(session, method, url, *args, **kwargs)
            response.release()
            raise TimeoutError  # Discord acted; its answer never came back

        monkeypatch.setattr(aiohttp.ClientSession, "_request", request)
        return self

    def _queue(self, kind: str, route: str, times: int, detail: object = None) -> None:
        method, pattern = _pattern(route)
        self._queued.append((method, pattern, route, deque([(kind, detail)] * times)))

    def _take(self, method: str, path: str) -> tuple[str, str, object] | None:
        for wanted, pattern, route, pending in self._queued:
            if pending and wanted == method and pattern.match(path):
                kind, detail = pending.popleft()
                return kind, route, detail
        return None

    def drop_next(self, route: str, times: int = 1) -> None:
        """The connection drops before the request reaches Discord."""
        self._queue("drop", route, times)

    def lose_next(self, route: str, times: int = 1) -> None:
        """Discord acts on the request; its answer is lost (the request times out)."""
        self._queue("lose", route, times)

    def refuse_next(self, route: str, *, status: int, code: int) -> None:
        """Discord answers ``status`` with JSON error ``code`` (never reaching the fake)."""
        self._queue("refuse", route, 1, (status, code))

    def outage_next(self, route: str) -> None:
        """Discord answers a 5xx to each of discord.py's tries of the request (an outage of a
        minute): the ``DiscordServerError`` discord.py raises after its last, at once."""
        self._queue("outage", route, 1)
