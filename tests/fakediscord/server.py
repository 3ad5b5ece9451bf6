"""The REST API (under /api/v10), the attachment CDN, and the gateway endpoints, on one aiohttp app.

Unknown routes get a loud 404 and are recorded in `unknown_routes`, so a test sees at once that
the bot used something the fake does not implement yet.
"""

from __future__ import annotations

import asyncio
import logging
import time
import traceback
from collections import deque
from collections.abc import Awaitable, Callable
from email.utils import formatdate

from aiohttp import web

from . import errors
from .commands import CommandRegistry
from .conditions import Conditions, Latency, Traffic
from .errors import DiscordError
from .faults import TIMEOUT, Faults, drop, server_error
from .gateway import Gateway
from .httputil import (
    RequestRecord,
    error_response,
    json_response,
    no_content,
    read_body,
    read_json,
)
from .interactions import Interaction, Interactions
from .messages import Messages
from .permissions import Permission
from .ratelimits import (
    InvalidRequests,
    Limits,
    cloudflare_ban,
    on_global_bucket,
    too_many_requests,
)
from .snowflakes import iso_now
from .store import PRIVATE_THREAD, PUBLIC_THREAD, Channel, Guild, Json, Message, Store, User
from .threads import Threads

log = logging.getLogger(__name__)

API = "/api/v10"
GATEWAY_PATH = "/gateway"
RESUME_PATH = "/gateway/resume"
UNAUTHENTICATED = ("/interactions/", "/webhooks/")
EDIT_MESSAGE = "PATCH /channels/{channel_id}/messages/{message_id}"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class RateLimits:
    """429 answers queued per route key by `FakeDiscord.rate_limit_next`."""

    def __init__(self) -> None:
        self.pending: dict[str, deque[float]] = {}
        self.served: list[RequestRecord] = []

    def queue(self, route: str, times: int, retry_after: float) -> None:
        self.pending.setdefault(route, deque()).extend([retry_after] * times)

    def take(self, route: str) -> float | None:
        queue = self.pending.get(route)
        return queue.popleft() if queue else None

    @staticmethod
    def response(retry_after: float) -> web.Response:
        headers = {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                   "X-RateLimit-Reset-After": str(retry_after)}  # fmt: skip
        return too_many_requests(retry_after, scope="user", headers=headers)


class ServerErrors:
    """5xx answers queued per route key by `FakeDiscord.fail_next`."""

    def __init__(self) -> None:
        self.pending: dict[str, deque[int]] = {}
        self.served: list[RequestRecord] = []

    def queue(self, route: str, times: int, status: int) -> None:
        self.pending.setdefault(route, deque()).extend([status] * times)

    def take(self, route: str) -> int | None:
        queue = self.pending.get(route)
        return queue.popleft() if queue else None


class HeldAnswer:
    """The answer to one request, held once the fake has acted on it (`FakeDiscord.hold_answer`):
    the bot can be killed after Discord did something and before it heard of it."""

    def __init__(self) -> None:
        self._reached = asyncio.Event()
        self._released = asyncio.Event()

    async def reached(self, timeout: float = 10.0) -> None:
        """Wait until the request came and was acted on."""
        await asyncio.wait_for(self._reached.wait(), timeout)

    def release(self) -> None:
        """Let the answer go (to a client that may be gone by now)."""
        self._released.set()

    async def hold(self) -> None:
        self._reached.set()
        await self._released.wait()


class RestApi:
    def __init__(
        self,
        *,
        store: Store,
        messages: Messages,
        interactions: Interactions,
        commands: CommandRegistry,
        gateway: Gateway,
        bot: User,
        owner: User,
        application_id: int,
        token: str,
        gateway_url: Callable[[], str],
        conditions: Conditions,
        latency: Latency,
        traffic: Traffic,
    ) -> None:
        self.store = store
        self.messages = messages
        self.interactions = interactions
        self.commands = commands
        self.gateway = gateway
        self.bot = bot
        self.owner = owner
        self.application_id = application_id
        self.token = token
        self.gateway_url = gateway_url
        self.conditions = conditions
        self.traffic = traffic
        self.latency = latency
        self.limits = (
            Limits(traffic, clock=time.monotonic, fake_now_ms=store.ids.now_ms)
            if conditions.limits
            else None
        )
        self.faults = Faults(conditions, traffic)
        self.invalid = InvalidRequests(traffic, time.monotonic, ban=conditions.limits)
        self.rate_limits = RateLimits()
        self.server_errors = ServerErrors()
        self.holds: dict[str, deque[HeldAnswer]] = {}
        self.requests: list[RequestRecord] = []
        self.errors: list[RequestRecord] = []
        self.unknown_routes: list[str] = []
        self.internal_errors: list[str] = []
        self.route_keys: set[str] = set()
        self.fake_threads = Threads(store, gateway.dispatch)

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.on_response_prepare.append(self._date)
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/users/@me", self.get_me),
            ("GET", "/users/{user_id}", self.get_user),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway_bot),
            ("GET", "/applications/{application_id}/commands", self.get_commands),
            ("PUT", "/applications/{application_id}/commands", self.put_commands),
            ("GET", "/applications/{application_id}/commands/{command_id}", self.get_command),
            ("GET", "/applications/{application_id}/guilds/{guild_id}/commands", self.get_commands),
            ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands", self.put_commands),
            (
                "GET",
                "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}",
                self.get_command,
            ),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("PATCH", "/channels/{channel_id}", self.patch_channel),
            ("POST", "/channels/{channel_id}/threads", self.post_thread),
            (
                "POST",
                "/channels/{channel_id}/messages/{message_id}/threads",
                self.post_message_thread,
            ),
            ("GET", "/channels/{channel_id}/messages", self.get_messages),
            ("POST", "/channels/{channel_id}/messages", self.post_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.patch_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            ("POST", "/channels/{channel_id}/typing", self.post_typing),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.get_guild_channels),
            ("GET", "/guilds/{guild_id}/threads/active", self.get_active_threads),
            ("GET", "/guilds/{guild_id}/roles", self.get_guild_roles),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.post_callback),
            ("POST", "/webhooks/{application_id}/{token}", self.post_followup),
            (
                "GET",
                "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.get_wh_message,
            ),
            (
                "PATCH",
                "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.patch_wh_message,
            ),
            (
                "DELETE",
                "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.delete_wh_message,
            ),
        ]
        for method, path, handler in routes:
            app.router.add_route(method, API + path, handler)
            self.route_keys.add(f"{method} {path}")
        app.router.add_get(
            "/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment
        )
        app.router.add_get(GATEWAY_PATH, self.gateway.handle)
        app.router.add_get(RESUME_PATH, self.gateway.handle)
        return app

    # -- middleware --------------------------------------------------------------------------

    async def _date(self, request: web.Request, response: web.StreamResponse) -> None:
        """Every answer is dated by Discord's own clock, not the host's (which aiohttp would
        use): they differ under `Conditions.clock_skew_seconds`."""
        response.headers["Date"] = formatdate(self.store.ids.now_ms() / 1000, usegmt=True)

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Every API call: half the round trip, the answer, the other half (see `Conditions`)."""
        if not request.path.startswith(API + "/"):
            return await handler(request)
        started = time.monotonic()
        trip = self.latency.trip()
        await Latency.half(trip)
        if self.invalid.banned:
            self.traffic.banned_requests += 1
            route = f"{request.method} {request.path.removeprefix(API)}"
            response: web.StreamResponse = cloudflare_ban()
            record = self._record(request, route, started, response.status)
        else:
            response, record = await self._answer(request, handler, started)
            self.invalid.record(record.status)
        await Latency.half(trip)
        record.finished = time.monotonic()
        return response

    async def _answer(
        self, request: web.Request, handler: Handler, started: float
    ) -> tuple[web.StreamResponse, RequestRecord]:
        match = request.match_info
        if match.http_exception is not None:
            route = f"{request.method} {request.path.removeprefix(API)}"
            log.error("fakediscord: unknown route %s: implement it or avoid it", route)
            self.unknown_routes.append(route)
            error = DiscordError(404, 0, f"404: Not Found (fakediscord does not implement {route})")
            return error_response(error), self._record(request, route, started, error.status)
        canonical = match.route.resource.canonical if match.route.resource else request.path
        route = f"{request.method} {canonical.removeprefix(API)}"
        self._count(route)
        retry_after = self.rate_limits.take(route)
        if retry_after is not None:
            self.traffic.injected_429 += 1
            record = self._record(request, route, started, 429, error=False)
            self.rate_limits.served.append(record)
            return RateLimits.response(retry_after), record
        queued = self.server_errors.take(route)
        if queued is not None:
            record = self._record(request, route, started, queued)
            self.server_errors.served.append(record)
            return server_error(queued), record
        bucket_headers: dict[str, str] = {}
        if self.limits is not None:
            refused, bucket_headers = self.limits.admit(route, match)
            if refused is not None:
                return refused, self._record(request, route, started, refused.status)
        fault = self.faults.draw(route)
        if fault is not None and fault.status != TIMEOUT:
            return server_error(fault.status), self._record(request, route, started, fault.status)
        if fault is not None and not fault.acts:
            return drop(request), self._record(request, route, started, TIMEOUT, error=False)
        response, record = await self._act(request, handler, route, canonical, started)
        if fault is not None:
            record.status = TIMEOUT  # acted, then the connection dropped unanswered
            self.traffic.timeouts_after_acting += 1
            return drop(request), record
        response.headers.update(bucket_headers)
        return response, record

    async def _act(
        self, request: web.Request, handler: Handler, route: str, canonical: str, started: float
    ) -> tuple[web.StreamResponse, RequestRecord]:
        try:
            authorized = request.headers.get("Authorization") == f"Bot {self.token}"
            if not authorized and not canonical.startswith(UNAUTHENTICATED, len(API)):
                raise errors.unauthorized()
            old_edit = self.limits is not None and route == EDIT_MESSAGE
            if old_edit and (refusal := self.limits.old_edit_refused(**request.match_info)):
                raise refusal
            response = await handler(request)
            if old_edit and response.status < 300:
                self.limits.old_edit_done(**request.match_info)
            if held := self.holds.get(route):
                await held.popleft().hold()
        except DiscordError as error:
            record = self._record(request, route, started, error.status, error.code)
            return error_response(error), record
        except ConnectionResetError:
            # The client went away in the middle of its request (a killed bot, in the kill
            # tests): no bug of the fake, and nobody left to answer.
            record = self._record(request, route, started, 0, error=False)
            return web.Response(status=400), record
        except Exception:
            # A bug in the fake. Not a 500: discord.py would retry it for ~25 s.
            log.exception("fakediscord: internal error in %s", route)
            self.internal_errors.append(f"{route}\n{traceback.format_exc()}")
            error = DiscordError(400, 0, f"fakediscord internal error in {route}")
            return error_response(error), self._record(request, route, started, 400, 0)
        return response, self._record(request, route, started, response.status)

    def _count(self, route: str) -> None:
        if on_global_bucket(route):
            self.traffic.global_requests += 1
        else:
            self.traffic.exempt_requests += 1

    def _record(
        self,
        request: web.Request,
        route: str,
        started: float,
        status: int,
        code: int | None = None,
        *,
        error: bool = True,
    ) -> RequestRecord:
        """Log one answer; `error=False` keeps it out of `errors` (injected 429s, gone clients)."""
        record = RequestRecord(
            request.method,
            route,
            request.path,
            status,
            code,
            started=started,
            finished=time.monotonic(),
            global_bucket=on_global_bucket(route),
        )
        self.requests.append(record)
        if error and status >= 400:
            self.errors.append(record)
        self.store.changed()
        return record

    # -- helpers -----------------------------------------------------------------------------

    def _channel(self, request: web.Request) -> Channel:
        """The channel of a channel route; Missing Access (50001) where the bot is not a member:
        a group DM, or a server that only users installed the app to (it speaks there through
        interactions alone)."""
        channel = self.store.channel(_snowflake(request.match_info["channel_id"]))
        if not self._bot_permissions(channel) & Permission.VIEW_CHANNEL:
            raise errors.missing_access()
        return channel

    def _guild(self, request: web.Request) -> Guild:
        guild = self.store.guild(_snowflake(request.match_info["guild_id"]))
        if self.bot.id not in guild.members:
            raise errors.missing_access()
        return guild

    def _bot_permissions(self, channel: Channel) -> int:
        return self.store.permissions_in(channel, self.bot.id)

    def _require(self, channel: Channel, needed: int) -> None:
        """Missing Access (50001) without View Channel, Missing Permissions (50013) otherwise."""
        have = self._bot_permissions(channel)
        if not have & Permission.VIEW_CHANNEL:
            raise errors.missing_access()
        if have & needed != needed:
            raise errors.missing_permissions()

    def _check_application(self, request: web.Request) -> None:
        if _snowflake(request.match_info["application_id"]) != self.application_id:
            raise errors.missing_access()

    # -- users, application, gateway ---------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        me = {**self.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0}
        return json_response({**me, "email": None, "locale": "en-US", "bot": True})

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.store.users.get(_snowflake(request.match_info["user_id"]))
        if user is None:
            raise errors.unknown_user()
        return json_response(user.payload())

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.application_id),
                "name": self.bot.username,
                "icon": None,
                "description": "A bot under test (fakediscord).",
                "summary": "",
                "type": None,
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "bot": self.bot.payload(),
                "owner": self.owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "interactions_endpoint_url": None,
                "approximate_guild_count": len(self.store.guilds),
                "tags": [],
                "redirect_uris": [],
            }
        )

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url()})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = self.gateway.session_starts.payload()
        shards = self.gateway.recommended_shards
        return json_response(
            {"url": self.gateway_url(), "shards": shards, "session_start_limit": limit}
        )

    # -- application commands ----------------------------------------------------------------

    def _command_scope(self, request: web.Request) -> int | None:
        self._check_application(request)
        raw = request.match_info.get("guild_id")
        if raw is None:
            return None
        guild_id = _snowflake(raw)
        if guild_id not in self.store.guilds or (
            self.bot.id not in self.store.guilds[guild_id].members
        ):
            raise errors.missing_access()  # as Discord answers for a guild the bot is not in
        return guild_id

    async def get_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        return json_response(list(self.commands.scope(scope).values()))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        stored = self.commands.overwrite(scope, await read_json(request))
        self.store.changed()
        return json_response(stored)

    async def get_command(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        return json_response(self.commands.get(scope, _snowflake(request.match_info["command_id"])))

    # -- channels and messages ---------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, Permission.VIEW_CHANNEL)
        return json_response(channel.payload())

    async def patch_channel(self, request: web.Request) -> web.Response:
        """Threads only: rename, archive or un-archive, lock. Un-archiving an unlocked thread
        needs only the right to send there; the rest needs Manage Threads (or its owner)."""
        channel = self._channel(request)
        data = await read_json(request)
        if not channel.is_thread:
            self._require(channel, Permission.MANAGE_CHANNELS)
            if "name" in data:
                channel.name = data["name"]
            self.gateway.dispatch("CHANNEL_UPDATE", channel.payload())
            return json_response(channel.payload())
        only_unarchive = set(data) <= {"archived"} and data.get("archived") is False
        if only_unarchive and not channel.locked:
            self._require(channel, Permission.SEND_MESSAGES_IN_THREADS)
        elif channel.owner_id != self.bot.id or "locked" in data:
            self._require(channel, Permission.MANAGE_THREADS)
        if "name" in data:
            channel.name = data["name"]
        if "locked" in data:
            channel.locked = bool(data["locked"])
        if "archived" in data and bool(data["archived"]) != channel.archived:
            channel.archived = bool(data["archived"])
            channel.archive_timestamp = iso_now()
        self.gateway.dispatch("THREAD_UPDATE", channel.payload())
        return json_response(channel.payload())

    async def post_thread(self, request: web.Request) -> web.Response:
        """Start a thread without a message (public: Create Public Threads)."""
        parent = self._channel(request)
        data = await read_json(request)
        kind = int(data.get("type") or PRIVATE_THREAD)
        self._require(
            parent,
            Permission.CREATE_PUBLIC_THREADS
            if kind == PUBLIC_THREAD
            else Permission.CREATE_PRIVATE_THREADS,
        )
        thread = self.fake_threads.create(
            parent, data.get("name", ""), self.bot.id, kind, data.get("auto_archive_duration")
        )
        return json_response(thread.payload(), status=201)

    async def post_message_thread(self, request: web.Request) -> web.Response:
        """Start a public thread from a message: the thread takes the message's id."""
        parent = self._channel(request)
        message = self._message(request, parent)
        data = await read_json(request)
        self._require(parent, Permission.CREATE_PUBLIC_THREADS)
        if message.id in self.store.channels:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        thread = self.fake_threads.create(
            parent,
            data.get("name", ""),
            self.bot.id,
            PUBLIC_THREAD,
            data.get("auto_archive_duration"),
            thread_id=message.id,
        )
        return json_response(thread.payload(), status=201)

    async def get_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, Permission.READ_MESSAGE_HISTORY)
        query = request.query
        limit = int(query.get("limit", 50))
        if not 1 <= limit <= 100:
            raise DiscordError(400, 50035, "Invalid Form Body: limit must be 1-100")
        visible = self.store.visible_messages(channel)
        if "before" in query:
            visible = [m for m in visible if m.id < int(query["before"])]
            chosen = visible[-limit:]
        elif "after" in query:
            chosen = [m for m in visible if m.id > int(query["after"])][:limit]
        elif "around" in query:
            around = int(query["around"])
            older = [m for m in visible if m.id <= around]
            newer = [m for m in visible if m.id > around]
            chosen = older[-((limit + 1) // 2) :] + newer[: limit // 2]
        else:
            chosen = visible[-limit:]
        return json_response([m.payload() for m in reversed(chosen)])

    async def post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body = await read_body(request)
        needed = (
            Permission.SEND_MESSAGES_IN_THREADS if channel.is_thread else Permission.SEND_MESSAGES
        )
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise errors.archived_thread()
            self.fake_threads.set_archived(channel, False)  # as Discord: a message revives it
        if body.files:
            needed |= Permission.ATTACH_FILES
        if body.data.get("embeds"):
            needed |= Permission.EMBED_LINKS
        self._require(channel, needed)
        message = self.messages.new(channel, self.bot.id)
        self.messages.apply(message, body)
        return json_response(self.messages.publish(message).payload())

    def _message(self, request: web.Request, channel: Channel) -> Message:
        message = self.store.message(channel.id, _snowflake(request.match_info["message_id"]))
        if message.ephemeral_for is not None:
            raise errors.unknown_message()
        return message

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, Permission.READ_MESSAGE_HISTORY)
        return json_response(self._message(request, channel).payload())

    async def patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        body = await read_body(request)
        self._require(channel, Permission.ATTACH_FILES if body.files else 0)
        if message.author.id != self.bot.id:
            raise errors.not_author()
        if channel.is_thread and channel.archived:
            raise errors.archived_thread()
        return json_response(self.messages.edit(message, body).payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author.id != self.bot.id:
            self._require(channel, Permission.MANAGE_MESSAGES)
        if channel.is_thread and channel.archived:
            raise errors.archived_thread()
        self.messages.delete(message)
        return no_content()

    async def post_typing(self, request: web.Request) -> web.Response:
        self._require(self._channel(request), Permission.SEND_MESSAGES)
        return no_content()

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment = self.store.attachments.get(_snowflake(request.match_info["attachment_id"]))
        if attachment is None or attachment.filename != request.match_info["filename"]:
            raise web.HTTPNotFound()
        return web.Response(body=attachment.data, content_type=attachment.content_type)

    # -- guilds ------------------------------------------------------------------------------

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data: Json = guild.payload()
        for live_only in ("members", "channels", "threads", "presences", "voice_states"):
            del data[live_only]
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([c.payload() for c in guild.channels.values()])

    async def get_active_threads(self, request: web.Request) -> web.Response:
        """The server's threads not archived that the bot may see (`members`, the bot's own
        thread memberships, is left empty)."""
        guild_id = self._guild(request).id
        threads = [
            c
            for c in self.store.channels.values()
            if c.is_thread
            and c.guild_id == guild_id
            and not c.archived
            and self._bot_permissions(c) & Permission.VIEW_CHANNEL
        ]
        return json_response({"threads": [t.payload() for t in threads], "members": []})

    async def get_guild_roles(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([r.payload() for r in guild.roles.values()])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        member = guild.members.get(_snowflake(request.match_info["user_id"]))
        if member is None:
            raise errors.unknown_member()
        return json_response(member.payload())

    # -- interactions and their webhooks -----------------------------------------------------

    async def post_callback(self, request: web.Request) -> web.Response:
        body = await read_body(request)
        interaction = self.interactions.callback(
            _snowflake(request.match_info["interaction_id"]), request.match_info["token"], body
        )
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response(Interactions.callback_response(interaction))
        return no_content()

    def _webhook_interaction(self, request: web.Request) -> Interaction:
        return self.interactions.by_token(
            _snowflake(request.match_info["application_id"]), request.match_info["token"]
        )

    async def post_followup(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message = self.interactions.followup(interaction, await read_body(request))
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message.payload())
        return no_content()

    async def get_wh_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message = self.interactions.webhook_message(interaction, request.match_info["message_id"])
        return json_response(message.payload())

    async def patch_wh_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message = self.interactions.webhook_message(interaction, request.match_info["message_id"])
        body = await read_body(request)
        edited = self.interactions.edit_webhook_message(interaction, message, body)
        return json_response(edited.payload())

    async def delete_wh_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message = self.interactions.webhook_message(interaction, request.match_info["message_id"])
        self.messages.delete(message)
        return no_content()


def _snowflake(raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        raise DiscordError(
            400, 50035, f"Invalid Form Body: value {raw!r} is not snowflake."
        ) from None
