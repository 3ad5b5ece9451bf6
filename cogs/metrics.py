"""What the running bot tells Prometheus: ``METRICS_PORT`` opens ``/metrics`` (off when unset).

Three sources, chosen so that counting stays far below the ~12 ms of CPU a click costs:

- **Clicks** are timed from their arrival on the gateway (:func:`time_clicks` wraps the parser
  of ``INTERACTION_CREATE``) to their acknowledgement (the interaction callback's answer, seen by
  :class:`RequestMetrics`) and to the end of their handler (``cogs.common.guarded`` calls
  :meth:`Clicks.answered`), by kind of click: a few microseconds each.
- **Discord's REST requests** are counted by :class:`RequestMetrics`, a hook on discord.py's
  aiohttp session (see ``cogs.http_trace``): by route *template* (``PATCH
  /channels/{channel_id}/messages/{message_id}``, never an id or a token: one series per route,
  not per message), status, and whether the request counts against Discord's global limit of
  50 requests per second (every route but interaction callbacks and interaction webhooks); 429s
  by route and by the scope Discord gives (``user``, ``global``, ``shared``).
- **States** (queues, games open, gateway latency) are read only when Prometheus scrapes
  (:class:`BotCollector`): they cost nothing between scrapes.

No label carries a game, a user, a channel or a message: the number of series stays fixed
whatever the number of games. Errors are counted where they are logged (one-line hooks in the
cogs calling the counters below).
"""

from __future__ import annotations

import asyncio
import logging
import math
import re
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from aiohttp import web
from prometheus_client import (
    REGISTRY,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST

if TYPE_CHECKING:
    from cogs.discord_time import DiscordTime
    from play.finder import GameFinder
    from play.runners import GameRunners
    from play.service import GameService
    from play.workers import Workers

log = logging.getLogger(__name__)

# No ``…_created`` sample beside each series: they would double the lines of a scrape, and
# Prometheus's text format has no use for them.
disable_created_metrics()

CLICK_KINDS = {
    "act": "option",
    "pick": "option",
    "hand": "panel",
    "undo": "panel",
    "hint": "panel",
    "back": "panel",
    "refresh": "panel",
    "lobby": "lobby",
    "addbot": "lobby",
    "clock": "lobby",
    "unseat": "lobby",
    "rematch": "lobby",
    "log": "story",
    "logpage": "story",
    "replay": "story",
    "rules": "panel",
    "learn": "option",
    "learnon": "panel",
    "learnanew": "panel",
    "learnplay": "lobby",
    "learnback": "panel",
    "learnhint": "panel",
}
"""The kind of a component click by the prefix of its ``custom_id`` (``cogs.components``);
any other component (the confirmations of /game leave and abandon, unknown ones): ``other``."""
KINDS = ("option", "panel", "lobby", "story", "command", "other")

CLICK_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
"""Seconds; 3 s is Discord's deadline to acknowledge an interaction."""
REQUEST_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

OPEN_CLICKS_KEPT = 2000
"""Clicks timed at once, at most: a click whose handling never ends in ``guarded`` (an unknown
component) is forgotten, oldest first, once this many arrived after it."""

CLICK_ACKNOWLEDGED = Histogram(
    "tabletop_click_acknowledged_seconds",
    "From a click's arrival on the gateway to Discord's answer to its acknowledgement "
    "(the interaction callback); Discord wants it within 3 s, counted from its side.",
    ["kind"],
    buckets=CLICK_BUCKETS,
)
CLICK_ANSWERED = Histogram(
    "tabletop_click_answered_seconds",
    "From a click's arrival on the gateway to the end of its handling (the clicker's full "
    "answer sent).",
    ["kind"],
    buckets=CLICK_BUCKETS,
)
CLICKS_UNACKNOWLEDGED = Counter(
    "tabletop_clicks_unacknowledged",
    "Clicks whose handling ended without an accepted acknowledgement (the user saw "
    "'This interaction failed').",
    ["kind"],
)
INTERACTION_ERRORS = Counter(
    "tabletop_interaction_errors",
    "Interactions that ended in an error the user was told about: an unhandled exception "
    "(logged with its error id), a database too busy to answer or out of reach, or Discord's "
    "fault.",
    ["reason"],
)
REQUESTS = Counter(
    "tabletop_discord_requests",
    "Discord REST requests answered, by route template, status, and bucket: 'global' if it "
    "counts against Discord's 50 requests per second per bot, 'exempt' if not (interaction "
    "callbacks and webhooks).",
    ["route", "status", "bucket"],
)
REQUEST_SECONDS = Histogram(
    "tabletop_discord_request_seconds",
    "Round trip of a Discord REST request (each try of discord.py counts), by route template.",
    ["route"],
    buckets=REQUEST_BUCKETS,
)
RATE_LIMITED = Counter(
    "tabletop_discord_rate_limited",
    "Discord's 429 answers by route template and scope (X-RateLimit-Scope: user, global, "
    "shared; 'unknown' without one, e.g. from Cloudflare).",
    ["route", "scope"],
)
REQUEST_FAILURES = Counter(
    "tabletop_discord_request_failures",
    "Discord REST requests that got no answer (a timeout, a connection error), by route "
    "template and error.",
    ["route", "error"],
)
AI_FAILURES = Counter(
    "tabletop_ai_failures",
    "AI seats' failures: 'worker' (the worker process failed; decided in the bot's process), "
    "'decision' (the level could not decide; a random option was taken).",
    ["stage"],
)
SYNC_ERRORS = Counter(
    "tabletop_sync_errors",
    "Channel updates that did not go through: 'refused' (permissions, Discord's 5xx: tried "
    "again later), 'failed' (another error, logged).",
    ["outcome"],
)
GATEWAY_DISCONNECTS = Counter(
    "tabletop_gateway_disconnects", "Gateway connections lost, by shard.", ["shard"]
)
GATEWAY_SILENCES = Counter(
    "tabletop_gateway_silences",
    "Gateway connections given up because they went silent (open, a heartbeat unanswered for "
    "10 s), by shard; each is then resumed on a new one.",
    ["shard"],
)
GATEWAY_RESUMES = Counter(
    "tabletop_gateway_resumes",
    "Gateway sessions resumed after a disconnection, by shard.",
    ["shard"],
)

_ACKNOWLEDGED = {kind: CLICK_ACKNOWLEDGED.labels(kind) for kind in KINDS}
_ANSWERED = {kind: CLICK_ANSWERED.labels(kind) for kind in KINDS}
_UNACKNOWLEDGED = {kind: CLICKS_UNACKNOWLEDGED.labels(kind) for kind in KINDS}
for _reason in ("exception", "database_busy", "database_unavailable", "discord_fault"):
    INTERACTION_ERRORS.labels(_reason)
for _stage in ("worker", "decision"):
    AI_FAILURES.labels(_stage)
for _outcome in ("refused", "failed"):
    SYNC_ERRORS.labels(_outcome)


# -- routes ------------------------------------------------------------------------------------

ID_NAMES = {
    "channels": "{channel_id}",
    "messages": "{message_id}",
    "guilds": "{guild_id}",
    "applications": "{application_id}",
    "commands": "{command_id}",
    "interactions": "{interaction_id}",
    "webhooks": "{application_id}",  # the bot's webhooks are its interactions' (application id)
    "users": "{user_id}",
    "members": "{user_id}",
    "roles": "{role_id}",
}
"""The placeholder of an id by the segment before it, as Discord's documentation and the
fake (``tests/fakediscord``) name the routes."""
TOKEN_HOLDERS = ("interactions", "webhooks")
"""``/<holder>/<id>/<token>``: the segment after the id is a secret."""
_WORD = re.compile(r"[a-z@][a-z@_-]{0,30}[0-9]?")
"""A fixed segment of a route (``messages``, ``@me``, ``oauth2``): letters and at most one
digit, at the end, so that no number ever reaches a label; anything else (an emoji, a file
name, a value) is replaced by ``{value}``."""
CALLBACK_ROUTE = "POST /interactions/{interaction_id}/{token}/callback"


API_PREFIX = "/api/v"


TEMPLATES_KEPT = 1000
"""Templates remembered by the shape of their path (numbers and tokens taken out): the few
routes the bot uses are templated once each; odd paths beyond this many are templated anew."""
_templates: dict[str, str] = {}


def route_template(method: str, path: str) -> str:
    """``PATCH /channels/{channel_id}/messages/{message_id}`` for
    ``PATCH /api/v10/channels/123/messages/456``: no id, token or other value of the request."""
    parts = path.split("/")
    if len(parts) > 5 and parts[3] in TOKEN_HOLDERS:
        parts[5] = "{token}"  # /api/v10/<holder>/<id>/<token>
    shape = method + " " + "/".join(["#" if part.isdigit() else part for part in parts])
    template = _templates.get(shape)
    if template is None:
        template = _template(shape)
        if len(_templates) < TEMPLATES_KEPT:
            _templates[shape] = template
    return template


def _template(shape: str) -> str:
    """The template of ``<method> <path>`` whose numbers are ``#`` (and token ``{token}``)."""
    method, path = shape.split(" ", 1)
    parts = path.split("/")
    start = 3 if path.startswith(API_PREFIX) else 1
    template = []
    previous = ""
    token_next = False
    for part in parts[start:]:
        if token_next:
            template.append("{token}")
            token_next = False
        elif part == "#":
            template.append(ID_NAMES.get(previous, "{id}"))
            token_next = previous in TOKEN_HOLDERS
        elif _WORD.fullmatch(part):
            template.append(part)
        else:
            template.append("{value}")
        previous = part
    return f"{method} /{'/'.join(template)}"


def bucket_of(route: str) -> str:
    """``exempt`` for the routes outside Discord's global limit (interaction callbacks and
    interaction webhooks, the only webhooks the bot uses), else ``global``."""
    after_method = route.partition(" ")[2]
    return "exempt" if after_method.startswith(("/interactions/", "/webhooks/")) else "global"


SCOPES = ("user", "global", "shared")


def scope_of(headers: Any) -> str:
    """The scope of a 429: Discord's ``X-RateLimit-Scope``, else ``global`` if
    ``X-RateLimit-Global`` says so, else ``unknown``."""
    scope = (headers.get("X-RateLimit-Scope") or "").lower()
    if scope in SCOPES:
        return scope
    if (headers.get("X-RateLimit-Global") or "").lower() == "true":
        return "global"
    return "unknown"


# -- clicks ------------------------------------------------------------------------------------


def click_kind(data: dict[str, Any]) -> str | None:
    """``command``, ``option``, ``panel``, ``lobby``, ``story`` or ``other``; ``None`` for what
    is not a click (an autocomplete)."""
    kind = data.get("type")
    if kind == 2:
        return "command"
    if kind == 3:
        custom_id = (data.get("data") or {}).get("custom_id")
        prefix = custom_id.partition(":")[0] if isinstance(custom_id, str) else ""
        return CLICK_KINDS.get(prefix, "other")
    if kind == 5:
        return "other"  # a modal's submission
    return None


class _Click:
    __slots__ = ("acknowledged", "kind", "received")

    def __init__(self, received: float, kind: str) -> None:
        self.received = received
        self.kind = kind
        self.acknowledged = False


class Clicks:
    """The clicks being handled, by interaction id, with when they arrived."""

    def __init__(
        self, now: Callable[[], float] = time.perf_counter, kept: int = OPEN_CLICKS_KEPT
    ) -> None:
        self._now = now
        self._kept = kept
        self._open: dict[str, _Click] = {}

    def received(self, data: dict[str, Any]) -> None:
        kind = click_kind(data)
        if kind is None:
            return
        if len(self._open) >= self._kept:
            del self._open[next(iter(self._open))]
        self._open[str(data.get("id"))] = _Click(self._now(), kind)

    def acknowledged(self, interaction_id: str) -> None:
        click = self._open.get(interaction_id)
        if click is not None and not click.acknowledged:
            click.acknowledged = True
            _ACKNOWLEDGED[click.kind].observe(self._now() - click.received)

    def answered(self, interaction_id: int) -> None:
        """The click's handler ended (its answer sent, or its error told)."""
        click = self._open.pop(str(interaction_id), None)
        if click is None:
            return  # not timed (metrics off), or answered by an enclosing handler already
        _ANSWERED[click.kind].observe(self._now() - click.received)
        if not click.acknowledged:
            _UNACKNOWLEDGED[click.kind].inc()

    def __len__(self) -> int:
        return len(self._open)


CLICKS = Clicks()


def time_clicks(connection: Any, clicks: Clicks = CLICKS) -> None:
    """Time every interaction from the moment its gateway event is parsed."""
    parse = connection.parsers["INTERACTION_CREATE"]

    def timed(data: dict[str, Any]) -> None:
        clicks.received(data)
        parse(data)

    connection.parsers["INTERACTION_CREATE"] = timed


# -- requests ----------------------------------------------------------------------------------


class _Series:
    """The series one route and status counts into (``labels()`` looked up once)."""

    __slots__ = ("rate_limited", "requests", "route", "seconds")

    def __init__(self, route: str, status: int) -> None:
        self.route = route
        self.requests = REQUESTS.labels(route, str(status), bucket_of(route))
        self.seconds = REQUEST_SECONDS.labels(route)


class RequestMetrics:
    """The metrics' hook on discord.py's HTTP requests (see ``cogs.http_trace``)."""

    def __init__(self, clicks: Clicks = CLICKS, now: Callable[[], float] = time.perf_counter):
        self._clicks = clicks
        self._now = now
        self._series: dict[tuple[str, int], _Series] = {}

    async def on_request_start(self, session: Any, context: Any, params: Any) -> None:
        context.metrics_started = self._now()

    async def on_request_end(self, session: Any, context: Any, params: Any) -> None:
        elapsed = self._now() - context.metrics_started
        path = params.url.path
        if not path.startswith(API_PREFIX):
            return  # the gateway's websocket (its own metrics), the CDN
        route = route_template(params.method, path)
        status = params.response.status
        series = self._series.get((route, status))
        if series is None:
            series = self._series[route, status] = _Series(route, status)
        series.requests.inc()
        series.seconds.observe(elapsed)
        if status == 429:
            RATE_LIMITED.labels(route, scope_of(params.response.headers)).inc()
        elif status < 300 and route == CALLBACK_ROUTE:
            self._clicks.acknowledged(path.split("/")[-3])

    async def on_request_exception(self, session: Any, context: Any, params: Any) -> None:
        if not params.url.path.startswith(API_PREFIX):
            return
        route = route_template(params.method, params.url.path)
        REQUEST_FAILURES.labels(route, type(params.exception).__name__).inc()


# -- states, read when scraped -----------------------------------------------------------------

OPEN_STATUSES = ("lobby", "running")
GAMES_QUERY_SECONDS = 5.0


class SyncState(Protocol):
    """The channel sync as the metrics read it (``cogs.channel.ChannelSync``)."""

    runners: GameRunners

    @property
    def refusing(self) -> int: ...


class MetricsHost(Protocol):
    """What the metrics read of the bot (``cogs.app.TableBot``)."""

    finder: GameFinder
    service: GameService
    sync: SyncState
    drawing: Workers
    thinking: Workers
    in_flight: set[asyncio.Task[Any]]
    discord_time: DiscordTime
    _connection: Any

    @property
    def latencies(self) -> list[tuple[int, float]]: ...

    def add_listener(self, func: Callable[..., Any], name: str = ...) -> None: ...


class BotCollector:
    """Queues, games open and the gateway's latency, read from the bot when Prometheus asks."""

    def __init__(self, bot: MetricsHost) -> None:
        self.bot = bot
        self.games: dict[str, int] | None = None

    async def refresh(self) -> None:
        """Count the games open (this process's shards), before :meth:`collect` runs."""
        self.games = None
        if not hasattr(self.bot, "finder"):
            return
        try:
            async with asyncio.timeout(GAMES_QUERY_SECONDS):
                self.games = await self.bot.finder.open_games_by_status()
        except Exception:
            log.warning("metrics: the games open could not be counted", exc_info=True)

    def describe(self) -> list[Metric]:
        """Nothing to check at registration: the bot's parts may not exist yet."""
        return []

    def collect(self) -> Iterator[Metric]:
        bot = self.bot
        if self.games is not None:
            games = GaugeMetricFamily(
                "tabletop_games_open",
                "Games open in this process's shards, by status (from the database).",
                labels=["status"],
            )
            for status in OPEN_STATUSES:
                games.add_metric([status], self.games.get(status, 0))
            yield games
        if hasattr(bot, "drawing"):
            yield from self._pools((("render", bot.drawing), ("ai", bot.thinking)))
        if hasattr(bot, "sync"):
            yield GaugeMetricFamily(
                "tabletop_sync_games_pending",
                "Games whose channel update is under way or waiting.",
                value=len(bot.sync.runners),
            )
            yield GaugeMetricFamily(
                "tabletop_sync_games_refused",
                "Games whose channel refused its last update (tried again later).",
                value=bot.sync.refusing,
            )
        if hasattr(bot, "service"):
            yield GaugeMetricFamily(
                "tabletop_ai_games_thinking",
                "Games where an AI seat is deciding or about to.",
                value=len(bot.service.ai_runners),
            )
        yield GaugeMetricFamily(
            "tabletop_clicks_in_flight", "Interactions being handled.", value=len(bot.in_flight)
        )
        if (budget := bot.session_starts.budget) is not None:
            yield GaugeMetricFamily(
                "tabletop_gateway_session_starts_remaining",
                "Gateway sessions Discord lets the bot start before its daily budget is whole "
                "again, as last read (at 0 Discord resets the bot's token).",
                value=budget.remaining,
            )
        yield GaugeMetricFamily(
            "tabletop_discord_clock_offset_seconds",
            "Discord's clock less this host's, as learned from what Discord dates (the bot "
            "reads Discord's time; far from 0, the host should keep its clock with NTP).",
            value=bot.discord_time.offset,
        )
        latency = GaugeMetricFamily(
            "tabletop_gateway_latency_seconds",
            "Time between a gateway heartbeat and its acknowledgement, by shard.",
            labels=["shard"],
        )
        for shard, seconds in bot.latencies:
            if not math.isnan(seconds) and not math.isinf(seconds):
                latency.add_metric([str(shard)], seconds)
        yield latency

    @staticmethod
    def _pools(pools: tuple[tuple[str, Any], ...]) -> Iterator[Metric]:
        waiting = GaugeMetricFamily(
            "tabletop_worker_jobs_waiting",
            "Jobs waiting for a free worker process, by pool (render, ai).",
            labels=["pool"],
        )
        busy = GaugeMetricFamily(
            "tabletop_workers_busy", "Worker processes running a job, by pool.", labels=["pool"]
        )
        workers = GaugeMetricFamily(
            "tabletop_workers",
            "Worker processes alive, by pool (0: jobs run in the bot's own process).",
            labels=["pool"],
        )
        replaced = CounterMetricFamily(
            "tabletop_worker_replacements",
            "Worker processes that died and were replaced, by pool.",
            labels=["pool"],
        )
        for name, pool in pools:
            waiting.add_metric([name], pool.waiting)
            busy.add_metric([name], pool.busy)
            workers.add_metric([name], len(pool.worker_pids()))
            replaced.add_metric([name], pool.replaced)
        yield from (waiting, busy, workers, replaced)


# -- the endpoint ------------------------------------------------------------------------------


class MetricsEndpoint:
    """``http://host:port/metrics``, served by the bot's own event loop: a scrape sees the
    state between two events, and a loop too busy to answer shows as a slow scrape."""

    def __init__(self, bot: MetricsHost, host: str, port: int) -> None:
        self.bot = bot
        self.host = host
        self.port = port
        self.collector = BotCollector(bot)
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen (``OSError`` if the port cannot be opened), time clicks, watch the gateway."""
        app = web.Application()
        app.router.add_get("/metrics", self._scrape)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError:
            await runner.cleanup()
            raise
        self._runner = runner
        REGISTRY.register(self.collector)
        time_clicks(self.bot._connection)
        self.bot.add_listener(_disconnected, "on_shard_disconnect")
        self.bot.add_listener(_resumed, "on_shard_resumed")
        log.info("metrics on http://%s:%s/metrics", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is None:
            return
        await self._runner.cleanup()
        REGISTRY.unregister(self.collector)
        self._runner = None

    async def _scrape(self, request: web.Request) -> web.Response:
        await self.collector.refresh()
        body = generate_latest(REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


async def _disconnected(shard_id: int) -> None:
    GATEWAY_DISCONNECTS.labels(str(shard_id)).inc()


async def _resumed(shard_id: int) -> None:
    GATEWAY_RESUMES.labels(str(shard_id)).inc()
