"""REST faults injected at `Conditions.fault_rate` (seeded by `Conditions.seed`).

Real Discord now and then answers 500, 502 or 503, or never answers at all. The fake's mix,
one fifth each:

- 500, 502, 503 before acting: Discord did nothing. discord.py retries 500 and 502 itself
  (sleeping 1 s, 3 s, ...) and raises `DiscordServerError` on a 503; its webhook and interaction
  routes retry every 5xx.
- a "timeout" before acting, and one after acting: the connection drops without an answer (the
  client sees `aiohttp.ServerDisconnectedError`; a real timeout takes the client's own timeout,
  minutes by default, so the fake cuts it short). After acting is the hard case: the message was
  posted, edited or deleted, and the bot does not know it.

Routes a bot uses only while it connects are spared (a bot that cannot log in is restarted by
its supervisor; faults there would only make runs flaky, without testing anything new).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from aiohttp import web

from .conditions import Conditions, Traffic
from .httputil import json_response

TIMEOUT = 0
"""The "status" of a dropped connection, in `Traffic.faults` and in the request log."""


@dataclass(frozen=True)
class Fault:
    status: int
    """500, 502, 503, or TIMEOUT."""
    acts: bool = False
    """Whether Discord acted on the request before failing to answer."""


FAULT_MIX = (Fault(500), Fault(502), Fault(503), Fault(TIMEOUT), Fault(TIMEOUT, acts=True))

SPARED_ROUTES = frozenset({
    "GET /users/@me",
    "GET /oauth2/applications/@me",
    "GET /gateway",
    "GET /gateway/bot",
    "PUT /applications/{application_id}/commands",
    "PUT /applications/{application_id}/guilds/{guild_id}/commands",
})  # fmt: skip

REASONS = {500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable"}


class Faults:
    def __init__(self, conditions: Conditions, traffic: Traffic) -> None:
        self.rate = conditions.fault_rate
        self.traffic = traffic
        self._random = random.Random(f"{conditions.seed}:faults")

    def draw(self, route: str) -> Fault | None:
        """The fault this request meets, if any (counted in `Traffic.faults`)."""
        if not self.rate or route in SPARED_ROUTES or self._random.random() >= self.rate:
            return None
        fault = self._random.choice(FAULT_MIX)
        self.traffic.faults[fault.status] += 1
        return fault


def server_error(status: int) -> web.Response:
    return json_response({"message": REASONS.get(status, "Server Error"), "code": 0}, status=status)


def drop(request: web.Request) -> web.Response:
    """Close the connection without an answer; the response returned is never sent."""
    if request.transport is not None:
        request.transport.abort()
    return web.Response(status=504)
