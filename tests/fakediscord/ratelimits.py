"""Discord's rate limits, as the fake enforces them when `Conditions.limits` is on.

Sources: Discord's developer documentation, "Rate Limits" (the headers, per-route buckets keyed
by their top-level resource, the global limit, the invalid-request limit) and its support article
on the global limit. The per-route values are not published (the docs say not to hard-code them):
those below are the publicly observed ones, each marked so.

Windows are fixed, as Discord's: a bucket's window opens with its first request and resets
`per` seconds later (`X-RateLimit-Reset-After`). Bucket windows run on `time.monotonic`; the
30046 allowance runs on the fake's own clock (`FakeDiscord.advance`), since it is about message
ages.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from aiohttp import web

from .conditions import Traffic
from .errors import DiscordError
from .httputil import json_response
from .snowflakes import DISCORD_EPOCH_MS

EXEMPT_PREFIXES = ("POST /interactions/", "GET /webhooks/", "POST /webhooks/", "PATCH /webhooks/",
                   "DELETE /webhooks/")  # fmt: skip
"""Discord docs, Rate Limits (Global Rate Limit): interaction endpoints are not bound to the
bot's global limit (the callback, and the webhook routes with an interaction token: every
webhook route of the fake is one)."""

GLOBAL_LIMIT = 50
GLOBAL_PER = 1.0
"""Discord docs, Rate Limits (Global Rate Limit): 50 requests per second per bot."""

INVALID_LIMIT = 10_000
INVALID_WINDOW = 600.0
"""Discord docs, Rate Limits (Invalid Request Limit): 10,000 answers 401, 403 or 429 (429s of
scope "shared" excepted) in 10 minutes get the IP restricted."""
BAN_SECONDS = 3600.0
"""Discord docs: "temporarily restricted"; publicly observed: about an hour."""

OLD_MESSAGE_SECONDS = 3600
"""Error 30046's own text: "edits to messages older than 1 hour"."""
OLD_EDITS_ALLOWED = 5
OLD_EDITS_WINDOW = 3600.0
"""Not published: a small allowance of edits of hour-old messages per channel per hour (the
fake's reading of public reports; small on purpose, so a bot never relies on it)."""


@dataclass(frozen=True)
class BucketSpec:
    name: str
    limit: int
    per: float

    @property
    def hash(self) -> str:
        """The opaque `X-RateLimit-Bucket` Discord gives each bucket."""
        return hashlib.sha1(self.name.encode()).hexdigest()[:32]


ROUTE_BUCKETS = {
    # publicly observed: 5 messages per 5 s per channel
    "POST /channels/{channel_id}/messages": BucketSpec("message-create", 5, 5.0),
    # publicly observed: 5 edits per 5 s per channel
    "PATCH /channels/{channel_id}/messages/{message_id}": BucketSpec("message-edit", 5, 5.0),
    # publicly observed: 5 deletions per second per channel
    "DELETE /channels/{channel_id}/messages/{message_id}": BucketSpec("message-delete", 5, 1.0),
    # publicly observed for webhook execution: 5 per 2 s per webhook (id + token)
    "POST /webhooks/{application_id}/{token}": BucketSpec("webhook-execute", 5, 2.0),
}
OTHER_LIMIT = 10
OTHER_PER = 1.0
"""The fake's own choice for every other route (Discord publishes none): generous, so a bot
meets it only in a loop, yet every answer carries the headers."""

MAJOR_PARAMETERS = (("channel_id",), ("guild_id",), ("interaction_id", "token"),
                    ("application_id", "token"))  # fmt: skip
"""Discord docs, Rate Limits: buckets are per top-level resource (channel, guild, webhook id +
token; an interaction's id + token for its callback)."""


def on_global_bucket(route: str) -> bool:
    """Whether a route key ("POST /channels/{channel_id}/messages") counts on the global limit."""
    return not route.startswith(EXEMPT_PREFIXES)


def bucket_spec(route: str) -> BucketSpec:
    return ROUTE_BUCKETS.get(route) or BucketSpec(route, OTHER_LIMIT, OTHER_PER)


def major_parameter(match_info: Mapping[str, str]) -> str:
    for names in MAJOR_PARAMETERS:
        if all(name in match_info for name in names):
            return ":".join(match_info[name] for name in names)
    return ""


class Window:
    """A fixed window: `limit` requests, reset `per` seconds after the first one."""

    def __init__(self, limit: int, per: float) -> None:
        self.limit = limit
        self.per = per
        self.used = 0
        self.resets_at = 0.0

    def _roll(self, now: float) -> None:
        if now >= self.resets_at:
            self.used = 0
            self.resets_at = now + self.per

    def full(self, now: float) -> bool:
        self._roll(now)
        return self.used >= self.limit

    def take(self, now: float) -> bool:
        if self.full(now):
            return False
        self.used += 1
        return True

    def reset_after(self, now: float) -> float:
        return max(0.0, self.resets_at - now)


def too_many_requests(
    retry_after: float, *, scope: str, headers: Mapping[str, str] | None = None
) -> web.Response:
    """Discord's 429; without `Via`, discord.py would take it for a Cloudflare ban."""
    is_global = scope == "global"
    extra = {"X-RateLimit-Global": "true"} if is_global else {}
    return json_response(
        {"message": "You are being rate limited.", "retry_after": retry_after, "global": is_global},
        status=429,
        headers={
            **(headers or {}),
            **extra,
            "Via": "1.1 google",
            "Retry-After": str(max(1, math.ceil(retry_after))),
            "X-RateLimit-Scope": scope,
        },
    )


def cloudflare_ban() -> web.Response:
    """What an IP restricted for invalid requests gets: Cloudflare's page, no JSON, no `Via`."""
    return web.Response(
        status=403,
        text="<html><body>error code: 1015 (fakediscord: too many invalid requests)</body></html>",
        content_type="text/html",
    )


class InvalidRequests:
    """401, 403 and 429-not-shared answers over a sliding 10 minutes, and the ban they earn."""

    def __init__(self, traffic: Traffic, clock: Callable[[], float], *, ban: bool) -> None:
        self.traffic = traffic
        self.clock = clock
        self.ban = ban
        self.times: deque[float] = deque()
        self.banned_until = 0.0

    def record(self, status: int, scope: str | None = None) -> None:
        if status not in (401, 403, 429) or scope == "shared":
            return
        now = self.clock()
        self.times.append(now)
        while self.times[0] <= now - INVALID_WINDOW:
            self.times.popleft()
        self.traffic.invalid_requests_peak = max(
            self.traffic.invalid_requests_peak, len(self.times)
        )
        if self.ban and len(self.times) >= INVALID_LIMIT:
            self.banned_until = now + BAN_SECONDS

    @property
    def banned(self) -> bool:
        return self.clock() < self.banned_until


class Limits:
    """Per-route buckets, the global bucket, and the allowance for edits of hour-old messages."""

    def __init__(
        self, traffic: Traffic, *, clock: Callable[[], float], fake_now_ms: Callable[[], int]
    ) -> None:
        self.traffic = traffic
        self.clock = clock
        self.fake_now_ms = fake_now_ms
        self.buckets: dict[tuple[str, str], Window] = {}
        self.global_window = Window(GLOBAL_LIMIT, GLOBAL_PER)
        self.old_edits: dict[str, deque[float]] = {}

    def admit(
        self, route: str, match_info: Mapping[str, str]
    ) -> tuple[web.Response | None, dict[str, str]]:
        """A 429 for a request over its bucket or the global limit, or None and the headers
        of the bucket it was counted on."""
        spec = bucket_spec(route)
        key = (spec.name, major_parameter(match_info))
        window = self.buckets.setdefault(key, Window(spec.limit, spec.per))
        now = self.clock()
        if window.full(now):
            self.traffic.rate_limited["user"] += 1
            retry_after = round(window.reset_after(now), 3)
            return too_many_requests(
                retry_after, scope="user", headers=self._headers(spec, window, now)
            ), {}
        if on_global_bucket(route) and not self.global_window.take(now):
            self.traffic.rate_limited["global"] += 1
            return too_many_requests(
                round(self.global_window.reset_after(now), 3), scope="global"
            ), {}
        window.take(now)
        return None, self._headers(spec, window, now)

    @staticmethod
    def _headers(spec: BucketSpec, window: Window, now: float) -> dict[str, str]:
        reset_after = window.reset_after(now)
        return {
            "X-RateLimit-Limit": str(spec.limit),
            "X-RateLimit-Remaining": str(max(0, spec.limit - window.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": spec.hash,
        }

    # -- error 30046 ------------------------------------------------------------------------------

    def old_edit_refused(self, channel_id: str, message_id: str) -> DiscordError | None:
        """30046 when the channel used up its allowance of edits of hour-old messages."""
        if not self._is_old(message_id):
            return None
        edits = self._old_edits(channel_id)
        if len(edits) < OLD_EDITS_ALLOWED:
            return None
        self.traffic.edits_refused_30046 += 1
        return DiscordError(
            400,
            30046,
            "Maximum number of edits to messages older than 1 hour reached. Try again later",
        )

    def old_edit_done(self, channel_id: str, message_id: str) -> None:
        if self._is_old(message_id):
            self._old_edits(channel_id).append(self.fake_now_ms() / 1000)

    def _is_old(self, message_id: str) -> bool:
        if not message_id.isdigit():
            return False  # the route answers 50035 itself
        created_ms = (int(message_id) >> 22) + DISCORD_EPOCH_MS
        return self.fake_now_ms() - created_ms > OLD_MESSAGE_SECONDS * 1000

    def _old_edits(self, channel_id: str) -> deque[float]:
        edits = self.old_edits.setdefault(channel_id, deque())
        now = self.fake_now_ms() / 1000
        while edits and edits[0] <= now - OLD_EDITS_WINDOW:
            edits.popleft()
        return edits
